// The team watchlist (docs/api.md, "Partner team"): the team's shared lists, one shown at a time
// with its symbols' live prices (the `quotes` actor follows the shown list's symbols again when
// the list or its symbols change). Editors write one change at a time (create, rename, delete a
// list; add or remove a symbol; a note); a refusal keeps the lists and names the field. The CSV
// export of the shown list goes to the injected `save` action.
import { type ActorRefFrom, assign, raise, setup } from "xstate";
import type { TeamWatchlist } from "../../shared/partner-team";
import type { LiveQuote } from "../../shared/realtime";
import { exportList, fetchLists, type ListWrite, listQuotes, type Refusal, refusal, writeList } from "./actors";

interface ShownQuote {
  price: number;
  changesPercentage: number;
  /** The tick's time, epoch ms. */
  ts: number;
}

interface TeamWatchlistContext {
  lists: TeamWatchlist[];
  canEdit: boolean;
  selected: string | null;
  quotes: Record<string, ShownQuote>;
  error: Refusal | null;
  exportFailed: boolean;
  /** What the last write did, for the polite live region. */
  notice: ListWrite["kind"] | null;
  /** The kind of the write under way. */
  pending: ListWrite["kind"] | null;
}

type TeamWatchlistEvent =
  | { type: "select"; id: string }
  | { type: "write"; write: ListWrite }
  | { type: "export" }
  | { type: "retry" }
  | { type: "quotes"; quotes: LiveQuote[]; ts: number }
  /** Raised inside: the shown list or its symbols changed. */
  | { type: "follow" };

const shown = (c: TeamWatchlistContext) => c.lists.find((l) => l.id === c.selected) ?? null;
/** The list on screen. */
export const shownList = shown;

function applyWrite(c: TeamWatchlistContext, out: { id: string; list: TeamWatchlist | null }) {
  if (!out.list) {
    const lists = c.lists.filter((l) => l.id !== out.id);
    return { lists, selected: c.selected === out.id ? (lists[0]?.id ?? null) : c.selected };
  }
  const list = out.list;
  const exists = c.lists.some((l) => l.id === list.id);
  return {
    lists: exists ? c.lists.map((l) => (l.id === list.id ? list : l)) : [...c.lists, list],
    selected: list.id,
  };
}

export const teamWatchlistMachine = setup({
  types: { context: {} as TeamWatchlistContext, events: {} as TeamWatchlistEvent },
  actors: { fetchLists, writeList, exportList, listQuotes },
  actions: {
    save: (_, _file: Blob) => {},
  },
}).createMachine({
  id: "teamWatchlist",
  context: {
    lists: [],
    canEdit: false,
    selected: null,
    quotes: {},
    error: null,
    exportFailed: false,
    notice: null,
    pending: null,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchLists",
        src: "fetchLists",
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({
            lists: event.output.lists,
            canEdit: event.output.canEdit,
            selected: event.output.lists[0]?.id ?? null,
            error: null,
          })),
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => refusal(event.error) }) },
      },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      type: "parallel",
      on: {
        select: {
          actions: [
            assign({ selected: ({ event }) => event.id, notice: null, error: null }),
            raise({ type: "follow" }),
          ],
        },
        quotes: {
          actions: assign({
            quotes: ({ context, event }) => {
              const next = { ...context.quotes };
              for (const q of event.quotes)
                next[q.symbol] = { price: q.price, changesPercentage: q.changesPercentage, ts: event.ts };
              return next;
            },
          }),
        },
      },
      states: {
        edit: {
          initial: "idle",
          states: {
            idle: {
              on: {
                write: {
                  guard: ({ context }) => context.canEdit,
                  target: "writing",
                  actions: assign({ pending: ({ event }) => event.write.kind }),
                },
              },
            },
            writing: {
              tags: ["busy"],
              invoke: {
                id: "writeList",
                src: "writeList",
                input: ({ event }) => (event as Extract<TeamWatchlistEvent, { type: "write" }>).write,
                onDone: {
                  target: "idle",
                  actions: [
                    assign(({ context, event }) => ({
                      ...applyWrite(context, event.output),
                      error: null,
                      notice: context.pending,
                    })),
                    raise({ type: "follow" }),
                  ],
                },
                onError: {
                  target: "idle",
                  actions: assign({ error: ({ event }) => refusal(event.error), notice: null }),
                },
              },
            },
          },
        },
        export: {
          initial: "idle",
          states: {
            idle: { on: { export: { guard: ({ context }) => context.selected !== null, target: "exporting" } } },
            exporting: {
              tags: ["exporting"],
              entry: assign({ exportFailed: false }),
              invoke: {
                id: "exportList",
                src: "exportList",
                input: ({ context }) => ({ id: context.selected ?? "" }),
                onDone: { target: "idle", actions: { type: "save", params: ({ event }) => event.output } },
                onError: { target: "idle", actions: assign({ exportFailed: true }) },
              },
            },
          },
        },
        live: {
          initial: "following",
          states: {
            following: {
              invoke: {
                id: "listQuotes",
                src: "listQuotes",
                input: ({ context }) => ({ symbols: shown(context)?.symbols.map((s) => s.symbol) ?? [] }),
              },
              // Follows the shown list's symbols again when the list or its symbols change.
              on: { follow: { target: "following", reenter: true } },
            },
          },
        },
      },
    },
  },
});

export type TeamWatchlistActor = ActorRefFrom<typeof teamWatchlistMachine>;
