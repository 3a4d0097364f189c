// The user's watchlists: loaded once, then kept in step with every answer of the server.
// One thing at a time happens to them: a name dialog (create, or rename mode), the
// add-to-watchlist dialog, a delete waiting for confirmation, or a ticker being removed.
// Beside that, the current data of every listed ticker is loaded (one get-tickers-data call)
// and loaded again when a ticker is added, and the listed symbols' live quotes move their price,
// change, volume and market value (the `quotes` actor, bound by the page: ./actors.ts).
import { type ActorRefFrom, assign, enqueueActions, fromCallback, fromPromise, raise, setup } from "xstate";
import { deleteWatchlist, removeTicker, tickersData, watchlists } from "../../client/watchlists";
import type { ScannerKey, ScannerRow, TickersDataResponse } from "../../shared/market";
import type { LiveQuote } from "../../shared/realtime";
import type { Watchlist } from "../../shared/watchlists";
import { addToWatchlistMachine } from "./addToWatchlist.machine";
import { watchlistNameMachine } from "./watchlistName.machine";

type TickerKey = `${string}|${string}`;
export const tickerKey = (tickerName: string, scanner: string): TickerKey => `${tickerName}|${scanner}`;

interface WatchlistsContext {
  lists: Watchlist[];
  /** Current data per listed ticker and scanner; null when the market has none. */
  tickerData: Record<TickerKey, ScannerRow | null>;
  /** The list in rename mode, when the name dialog renames. */
  renaming: string | null;
  /** The list a delete waits to be confirmed for, or is being deleted. */
  pendingDelete: string | null;
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
  /** Raised inside when a ticker was added: the ticker data is loaded again. */
  | { type: "tickers.changed" }
  /** Raised inside when a ticker or a list went: the live quotes follow the symbols left. */
  | { type: "symbols.changed" }
  /** Live quotes of listed symbols (the `quotes` actor). */
  | { type: "quotes"; quotes: LiveQuote[] };

export type NoticeParams = { kind: "deleted"; name: string } | { kind: "added"; name: string; symbol: string };

function upsert(lists: Watchlist[], list: Watchlist): Watchlist[] {
  return lists.some((l) => l._id === list._id) ? lists.map((l) => (l._id === list._id ? list : l)) : [...lists, list];
}

/** Every distinct (ticker, scanner) pair of the lists, for get-tickers-data. */
export function listedPairs(lists: Watchlist[]): { tickers: string[]; selectedScanners: ScannerKey[] } {
  const seen = new Set<string>();
  const tickers: string[] = [];
  const selectedScanners: ScannerKey[] = [];
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

/** The ticker data with live quotes merged in: price, change, volume and market value move. */
export function withQuotes(
  data: Record<TickerKey, ScannerRow | null>,
  quotes: readonly LiveQuote[],
): Record<TickerKey, ScannerRow | null> {
  const bySymbol = new Map(quotes.map((q) => [q.symbol, q]));
  const next = { ...data };
  for (const [key, row] of Object.entries(data) as [TickerKey, ScannerRow | null][]) {
    const quote = row && bySymbol.get(row.symbol);
    if (!row || !quote) continue;
    next[key] = {
      ...row,
      price: quote.price,
      changePercentage: quote.changesPercentage,
      volume: quote.volume,
      marketCap: Math.round(quote.price * row.outstandingShares),
    };
  }
  return next;
}

const hasList = ({ context, event }: { context: WatchlistsContext; event: WatchlistsEvent }) =>
  "watchlistId" in event && context.lists.some((l) => l._id === event.watchlistId);

export const watchlistsMachine = setup({
  types: {
    context: {} as WatchlistsContext,
    events: {} as WatchlistsEvent,
  },
  actors: {
    nameDialog: watchlistNameMachine,
    addDialog: addToWatchlistMachine,
    loadLists: fromPromise<{ watchlists: Watchlist[] }>(({ signal }) => watchlists(signal)),
    loadTickerData: fromPromise<TickersDataResponse, Watchlist[]>(({ input, signal }) => {
      const body = listedPairs(input);
      if (body.tickers.length === 0) return Promise.resolve({ data: [] });
      return tickersData(body, signal);
    }),
    deleteList: fromPromise<unknown, { watchlistId: string }>(({ input, signal }) => deleteWatchlist(input, signal)),
    removeTicker: fromPromise<{ watchlist: Watchlist }, { watchlistId: string; tickerName: string }>(
      ({ input, signal }) => removeTicker(input, signal),
    ),
    /** Follows the live quotes of the listed symbols; nothing unless the page binds it (./actors.ts). */
    quotes: fromCallback<WatchlistsEvent, { symbols: string[] }>(() => () => {}),
  },
  actions: {
    /** A short confirmation for the user (a toast), bound by the view. */
    notify: (_, _params: NoticeParams) => {},
    /** Other watchlist errors are only logged (specification: console only). */
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: { hasList },
}).createMachine({
  id: "watchlists",
  context: { lists: [], tickerData: {}, renaming: null, pendingDelete: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadLists",
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
      on: {
        quotes: {
          actions: assign({ tickerData: ({ context, event }) => withQuotes(context.tickerData, event.quotes) }),
        },
      },
      states: {
        // The listed symbols' live quotes, followed again whenever the symbols change.
        live: {
          initial: "following",
          on: {
            "tickers.changed": { target: ".following", reenter: true },
            "symbols.changed": { target: ".following", reenter: true },
          },
          states: {
            following: {
              invoke: {
                id: "quotes",
                src: "quotes",
                input: ({ context }) => ({ symbols: [...listedSymbols(context.lists)] }),
              },
            },
          },
        },
        ui: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "create.open": "nameDialog",
                "rename.open": {
                  guard: "hasList",
                  target: "nameDialog",
                  actions: assign({ renaming: ({ event }) => event.watchlistId }),
                },
                "add.open": "addDialog",
                "delete.ask": {
                  guard: "hasList",
                  target: "confirmingDelete",
                  actions: assign({ pendingDelete: ({ event }) => event.watchlistId }),
                },
                "ticker.remove": { guard: "hasList", target: "removingTicker" },
              },
            },
            nameDialog: {
              exit: assign({ renaming: null }),
              invoke: {
                id: "dialog",
                src: "nameDialog",
                input: ({ context }) =>
                  context.renaming
                    ? { kind: "rename" as const, lists: context.lists, watchlistId: context.renaming }
                    : { kind: "create" as const, lists: context.lists },
                onDone: {
                  target: "idle",
                  actions: assign({
                    lists: ({ context, event }) => (event.output ? upsert(context.lists, event.output) : context.lists),
                  }),
                },
              },
            },
            addDialog: {
              invoke: {
                id: "dialog",
                src: "addDialog",
                input: ({ context, event }) => {
                  const e = event as Extract<WatchlistsEvent, { type: "add.open" }>;
                  return { lists: context.lists, symbol: e.symbol, scanner: e.scanner };
                },
                onDone: {
                  target: "idle",
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    const list = event.output;
                    if (!list) return;
                    const before = new Set(
                      context.lists.find((l) => l._id === list._id)?.tickers.map((t) => t.tickerName),
                    );
                    const added = list.tickers.find((t) => !before.has(t.tickerName));
                    enqueue.assign({ lists: upsert(context.lists, list) });
                    if (added) {
                      enqueue({
                        type: "notify",
                        params: { kind: "added", name: list.watchlistName, symbol: added.tickerName },
                      });
                    }
                    enqueue.raise({ type: "tickers.changed" });
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
                id: "deleteList",
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
                    raise({ type: "symbols.changed" }),
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
                id: "removeTicker",
                src: "removeTicker",
                input: ({ event }) => {
                  const e = event as Extract<WatchlistsEvent, { type: "ticker.remove" }>;
                  return { watchlistId: e.watchlistId, tickerName: e.tickerName };
                },
                onDone: {
                  target: "idle",
                  actions: [
                    assign({ lists: ({ context, event }) => upsert(context.lists, event.output.watchlist) }),
                    raise({ type: "symbols.changed" }),
                  ],
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
                id: "loadTickerData",
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
export type NameDialogActor = ActorRefFrom<typeof watchlistNameMachine>;
export type AddDialogActor = ActorRefFrom<typeof addToWatchlistMachine>;
