// The user's watchlists: loaded once, then kept in step with every answer of the server.
// One thing at a time happens to them: a dialog (create, rename, add a ticker), a delete
// waiting for confirmation, or a ticker being removed. Beside that, the current data of every
// listed ticker is loaded (one get-tickers-data call) and reloaded when the tickers change.
import { type ActorRefFrom, assign, enqueueActions, fromPromise, setup } from "xstate";
import type { ScannerKey, ScannerRow, TickersData, Watchlist } from "../../shared/portal";
import { api, call } from "../api";
import { type DialogInput, watchlistDialogMachine } from "./watchlistDialog.machine";

export type TickerKey = `${string}|${string}`;
export const tickerKey = (tickerName: string, scanner: string): TickerKey => `${tickerName}|${scanner}`;

export interface WatchlistsContext {
  lists: Watchlist[];
  /** Current data per listed ticker and scanner; null when the market has none. */
  tickerData: Record<TickerKey, ScannerRow | null>;
  dialog: DialogInput["kind"] | null;
  /** The list a delete waits to be confirmed for, or being deleted. */
  pendingDelete: string | null;
  /** The list being renamed (rename mode). */
  renaming: string | null;
}

export type WatchlistsEvent =
  | { type: "retry" }
  | { type: "create.open" }
  | { type: "rename.open"; watchlistId: string }
  | { type: "add.open"; symbol: string; scanner: ScannerKey }
  | { type: "delete.ask"; watchlistId: string }
  | { type: "delete.confirm" }
  | { type: "delete.cancel" }
  | { type: "ticker.remove"; watchlistId: string; tickerName: string }
  /** Raised inside when a ticker was added: its data is loaded. */
  | { type: "tickers.changed" };

export type NoticeParams =
  | { kind: "created" | "renamed" | "deleted"; name: string }
  | { kind: "added"; name: string; symbol: string };

function upsert(lists: Watchlist[], list: Watchlist): Watchlist[] {
  return lists.some((l) => l._id === list._id) ? lists.map((l) => (l._id === list._id ? list : l)) : [...lists, list];
}

/** Every distinct (ticker, scanner) pair of the lists, for get-tickers-data. */
export function listedPairs(lists: Watchlist[]): { tickers: string[]; selectedScanners: string[] } {
  const seen = new Set<string>();
  const tickers: string[] = [];
  const selectedScanners: string[] = [];
  for (const list of lists) {
    for (const t of list.tickers) {
      const key = tickerKey(t.tickerName, t.selectedScanner);
      if (seen.has(key)) continue;
      seen.add(key);
      tickers.push(t.tickerName);
      selectedScanners.push(t.selectedScanner);
    }
  }
  return { tickers, selectedScanners };
}

/** Symbols that are in any list: their Add button is disabled. */
export function listedSymbols(lists: Watchlist[]): Set<string> {
  return new Set(lists.flatMap((l) => l.tickers.map((t) => t.tickerName)));
}

export const watchlistsMachine = setup({
  types: {
    context: {} as WatchlistsContext,
    events: {} as WatchlistsEvent,
  },
  actors: {
    dialog: watchlistDialogMachine,
    loadLists: fromPromise<{ watchlists: Watchlist[] }>(({ signal }) =>
      call(api(signal).url("/work/get-watchlists").get().json()),
    ),
    loadTickerData: fromPromise<TickersData, Watchlist[]>(({ input, signal }) => {
      const body = listedPairs(input);
      if (body.tickers.length === 0) return Promise.resolve({ data: [] });
      return call(api(signal).url("/work/get-tickers-data").post(body).json());
    }),
    deleteList: fromPromise<unknown, { watchlistId: string }>(({ input, signal }) =>
      call(api(signal).url("/work/delete-watchlist").json(input).delete().json()),
    ),
    removeTicker: fromPromise<{ watchlist: Watchlist }, { watchlistId: string; tickerName: string }>(
      ({ input, signal }) => call(api(signal).url("/work/deleteticker-from-watchlist").json(input).delete().json()),
    ),
  },
  actions: {
    /** A short confirmation for the user (a toast), bound by the view. */
    notify: (_, _params: NoticeParams) => {},
    /** An error nobody can act on is only logged (specification: console only). */
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: "watchlists",
  context: { lists: [], tickerData: {}, dialog: null, pendingDelete: null, renaming: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "loadLists",
        onDone: { target: "ready", actions: assign({ lists: ({ event }) => event.output.watchlists }) },
        onError: { target: "failed", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { retry: "loading" },
    },
    ready: {
      type: "parallel",
      states: {
        ui: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "create.open": "dialog",
                "add.open": "dialog",
                "rename.open": {
                  guard: ({ context, event }) => context.lists.some((l) => l._id === event.watchlistId),
                  target: "dialog",
                },
                "delete.ask": {
                  guard: ({ context, event }) => context.lists.some((l) => l._id === event.watchlistId),
                  target: "confirmingDelete",
                  actions: assign({ pendingDelete: ({ event }) => event.watchlistId }),
                },
                "ticker.remove": "removingTicker",
              },
            },
            dialog: {
              entry: assign(({ event }) => ({
                dialog: event.type === "create.open" ? "create" : event.type === "rename.open" ? "rename" : "add",
                renaming: event.type === "rename.open" ? event.watchlistId : null,
              })),
              exit: assign({ dialog: null, renaming: null }),
              invoke: {
                id: "dialog",
                src: "dialog",
                input: ({ context, event }): DialogInput => {
                  if (event.type === "rename.open")
                    return { kind: "rename", lists: context.lists, watchlistId: event.watchlistId };
                  if (event.type === "add.open")
                    return { kind: "add", lists: context.lists, symbol: event.symbol, scanner: event.scanner };
                  return { kind: "create", lists: context.lists };
                },
                onDone: {
                  target: "idle",
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const list = event.output;
                    if (!list) return;
                    const kind = context.dialog;
                    enqueue.assign({ lists: upsert(context.lists, list) });
                    if (kind === "add") {
                      const before = context.lists.find((l) => l._id === list._id)?.tickers.length ?? 0;
                      const added = list.tickers[list.tickers.length - 1];
                      if (added && list.tickers.length > before) {
                        enqueue({
                          type: "notify",
                          params: { kind: "added", name: list.watchlistName, symbol: added.tickerName },
                        });
                      }
                      enqueue.raise({ type: "tickers.changed" });
                    } else if (kind) {
                      enqueue({
                        type: "notify",
                        params: { kind: kind === "create" ? "created" : "renamed", name: list.watchlistName },
                      });
                    }
                  }),
                },
              },
            },
            confirmingDelete: {
              on: {
                "delete.confirm": "deleting",
                "delete.cancel": { target: "idle", actions: assign({ pendingDelete: null }) },
              },
            },
            deleting: {
              tags: ["busy"],
              invoke: {
                src: "deleteList",
                input: ({ context }) => ({ watchlistId: context.pendingDelete as string }),
                onDone: {
                  target: "idle",
                  actions: [
                    {
                      type: "notify",
                      params: ({ context }) => ({
                        kind: "deleted",
                        name: context.lists.find((l) => l._id === context.pendingDelete)?.watchlistName ?? "",
                      }),
                    },
                    assign({
                      lists: ({ context }) => context.lists.filter((l) => l._id !== context.pendingDelete),
                      pendingDelete: null,
                    }),
                  ],
                },
                onError: {
                  target: "idle",
                  actions: [
                    assign({ pendingDelete: null }),
                    { type: "logError", params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
            removingTicker: {
              tags: ["busy"],
              invoke: {
                src: "removeTicker",
                input: ({ event }) => {
                  const e = event as Extract<WatchlistsEvent, { type: "ticker.remove" }>;
                  return { watchlistId: e.watchlistId, tickerName: e.tickerName };
                },
                onDone: {
                  target: "idle",
                  actions: assign({ lists: ({ context, event }) => upsert(context.lists, event.output.watchlist) }),
                },
                onError: {
                  target: "idle",
                  actions: { type: "logError", params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        data: {
          initial: "loading",
          on: { "tickers.changed": { target: ".loading", reenter: true } },
          states: {
            loading: {
              tags: ["tickerDataLoading"],
              invoke: {
                src: "loadTickerData",
                input: ({ context }) => context.lists,
                onDone: {
                  target: "loaded",
                  actions: assign({
                    tickerData: ({ event }) =>
                      Object.fromEntries(
                        event.output.data.map((d) => [tickerKey(d.tickerName, d.selectedScanner), d.data[0] ?? null]),
                      ),
                  }),
                },
                onError: {
                  target: "failed",
                  actions: { type: "logError", params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            loaded: {},
            failed: { on: { retry: "loading" } },
          },
        },
      },
    },
  },
});

export type WatchlistsActor = ActorRefFrom<typeof watchlistsMachine>;
export type WatchlistDialogActor = ActorRefFrom<typeof watchlistDialogMachine>;
