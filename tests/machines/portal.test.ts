// The user portal's machines: paths generated from their graphs (xstate/graph) with checks of
// what each state promises, and the rules they carry (paging, names, Save, flashes, form).
import { describe, expect, test } from "bun:test";
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { ApiError } from "../../src/client/http";
import {
  emptyValues,
  recommendationFormMachine,
  validateForm,
} from "../../src/machines/admin/recommendationForm.machine";
import { recommendationsMachine } from "../../src/machines/admin/recommendations.machine";
import {
  changedPrices,
  type GainersEvent,
  gainersMachine,
  parseGainersMessage,
  priceMoves,
} from "../../src/machines/dashboard/gainers.machine";
import { addToWatchlistMachine } from "../../src/machines/scanner/addToWatchlist.machine";
import { pagerPages, type ScannerUrl, scannerMachine } from "../../src/machines/scanner/scanner.machine";
import { watchlistNameMachine } from "../../src/machines/scanner/watchlistName.machine";
import { listedPairs, listedSymbols, watchlistsMachine } from "../../src/machines/scanner/watchlists.machine";
import type { ScannerKey, ScannerPage, TickersDataResponse } from "../../src/shared/market";
import type { Recommendation } from "../../src/shared/recommendation";
import type { Watchlist } from "../../src/shared/watchlists";

const tech: Watchlist = {
  _id: "w1",
  watchlistName: "Tech",
  tickers: [{ tickerName: "AAPL", selectedScanner: "rocket" }],
};
const energy: Watchlist = { _id: "w2", watchlistName: "Energy", tickers: [] };
const flush = () => new Promise((r) => setTimeout(r, 0));

function page(currentPage: number, totalPages = 3): ScannerPage {
  return { data: [], totalTickers: totalPages * 25, pageSize: 25, currentPage, totalPages };
}

describe("scanner selection with paging", () => {
  function start(input: { scanner?: ScannerKey; page?: number } = {}, totalPages = 3) {
    const calls: { scanner: string; page: number }[] = [];
    const urls: ScannerUrl[] = [];
    const actor = createActor(
      scannerMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }: { input: { scanner: string; page: number } }) => {
            calls.push({ scanner: input.scanner, page: input.page });
            return page(input.page, totalPages);
          }) as never,
        },
        actions: { syncUrl: (_, params) => urls.push(params) },
      }),
      { input },
    ).start();
    return { actor, calls, urls };
  }

  // Every shortest path of the graph, replayed on an actor whose fetch never settles (the
  // path's done and error events stand in for the server): it ends where the graph says, and
  // what the view relies on holds there.
  const events = [
    { type: "select", scanner: "growth" },
    { type: "page", page: 2 },
    { type: "show", scanner: "rocket", page: 2 },
    { type: "show", scanner: null, page: 1 },
    { type: "retry" },
    { type: "xstate.done.actor.fetchPage", output: page(1) },
    { type: "xstate.error.actor.fetchPage", error: new Error("offline") },
  ];
  for (const path of getShortestPaths(scannerMachine, { events: events as never })) {
    const steps = path.steps.map((s) => s.event as { type: string }).filter((e) => e.type !== "xstate.init");
    test(`path to ${JSON.stringify(path.state.value)}: ${steps.map((e) => e.type).join(" → ") || "start"}`, () => {
      const actor = createActor(
        scannerMachine.provide({ actors: { fetchPage: fromPromise(() => new Promise<never>(() => {})) as never } }),
        { input: {} },
      ).start();
      for (const e of steps) actor.send(e as never);
      const snap = actor.getSnapshot();
      expect(snap.value).toEqual(path.state.value);
      expect(snap.hasTag("loading")).toBe(snap.matches("loading"));
      if (!snap.matches("idle")) expect(snap.context.scanner).not.toBeNull();
      if (snap.matches("loaded")) expect(snap.context.result).not.toBeNull();
    });
  }

  test("choosing a scanner starts at page 1, also after paging", async () => {
    const { actor, calls } = start();
    actor.send({ type: "select", scanner: "rocket" });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page", page: 3 });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.page === 3);
    actor.send({ type: "select", scanner: "liquidity" });
    expect(actor.getSnapshot().context).toMatchObject({ scanner: "liquidity", page: 1, result: null });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(calls).toEqual([
      { scanner: "rocket", page: 1 },
      { scanner: "rocket", page: 3 },
      { scanner: "liquidity", page: 1 },
    ]);
  });

  test("pages outside 1..totalPages, the current page and fractions are refused", async () => {
    const { actor, calls } = start();
    actor.send({ type: "select", scanner: "rocket" });
    await waitFor(actor, (s) => s.matches("loaded"));
    for (const p of [0, 1, 4, 1.5]) expect(actor.getSnapshot().can({ type: "page", page: p })).toBe(false);
    expect(actor.getSnapshot().can({ type: "page", page: 2 })).toBe(true);
    expect(calls.length).toBe(1);
  });

  test("what the user chooses goes to the address: a new entry per step", async () => {
    const { actor, urls } = start();
    actor.send({ type: "select", scanner: "growth" });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "page", page: 3 });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.page === 3);
    expect(urls).toEqual([
      { scanner: "growth", page: 1, sort: null, replace: false },
      { scanner: "growth", page: 3, sort: null, replace: false },
    ]);
  });

  test("an address with a scanner and a page opens that page, without writing the address back", async () => {
    const { actor, calls, urls } = start({ scanner: "dividend", page: 2 });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context).toMatchObject({ scanner: "dividend", page: 2 });
    // The view echoes the address on mount: the same view is not loaded twice.
    actor.send({ type: "show", scanner: "dividend", page: 2 });
    expect(actor.getSnapshot().matches("loaded")).toBe(true);
    expect(calls).toEqual([{ scanner: "dividend", page: 2 }]);
    expect(urls).toEqual([]);
  });

  test("Back (a changed address) shows the page it names, and an address without a scanner clears", async () => {
    const { actor, calls, urls } = start({ scanner: "growth", page: 3 });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "show", scanner: "growth", page: 2 });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.page === 2);
    actor.send({ type: "show", scanner: "rocket", page: 1 });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.scanner === "rocket");
    actor.send({ type: "show", scanner: null, page: 1 });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ scanner: null, page: 1, sort: null, result: null });
    expect(calls.map((c) => `${c.scanner}:${c.page}`)).toEqual(["growth:3", "growth:2", "rocket:1"]);
    expect(urls).toEqual([]);
  });

  test("a page past the last one falls back to page 1 and corrects the address in place", async () => {
    const { actor, calls, urls } = start({ scanner: "growth", page: 40 }, 3);
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(calls).toEqual([
      { scanner: "growth", page: 40 },
      { scanner: "growth", page: 1 },
    ]);
    expect(urls).toEqual([{ scanner: "growth", page: 1, sort: null, replace: true }]);
  });

  test("the pager shows the previous page, the current one and the next two", () => {
    expect(pagerPages(1, 10)).toEqual([1, 2, 3]);
    expect(pagerPages(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pagerPages(9, 10)).toEqual([8, 9, 10]);
    expect(pagerPages(1, 1)).toEqual([1]);
  });
});

describe("watchlist name dialog", () => {
  function start(input: object, save = async () => ({ watchlist: tech })) {
    const sent: unknown[] = [];
    const actor = createActor(
      watchlistNameMachine.provide({
        actors: {
          save: fromPromise(async ({ input: i }: { input: unknown }) => {
            sent.push(i);
            return save();
          }) as never,
        },
      }),
      { input: input as never },
    ).start();
    return { actor, sent };
  }

  test("create: blank and taken names (ignoring case and spaces) never reach the server", async () => {
    const { actor, sent } = start({ kind: "create", lists: [tech, energy] });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.error).toEqual({ key: "nameRequired" });
    actor.send({ type: "name.change", value: "   " });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.error).toEqual({ key: "nameRequired" });
    actor.send({ type: "name.change", value: "  tECH " });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.error).toEqual({ key: "nameTaken" });
    actor.send({ type: "name.change", value: "Banks" });
    actor.send({ type: "submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toEqual([{ watchlistId: null, name: "Banks" }]);
    expect(actor.getSnapshot().output).toEqual(tech);
  });

  test("rename starts from the current name and may keep it in another case", async () => {
    const { actor, sent } = start({ kind: "rename", lists: [tech, energy], watchlistId: "w1" });
    expect(actor.getSnapshot().context.name).toBe("Tech");
    actor.send({ type: "name.change", value: "energy" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.error).toEqual({ key: "nameTaken" });
    actor.send({ type: "name.change", value: "TECH" });
    actor.send({ type: "submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent).toEqual([{ watchlistId: "w1", name: "TECH" }]);
  });

  test("a server message is shown in the dialog, which stays open", async () => {
    const { actor } = start({ kind: "create", lists: [] }, async () => {
      throw new ApiError(409, { code: "watchlist_limit", message: "You can have at most 20 watchlists." });
    });
    actor.send({ type: "name.change", value: "One more" });
    actor.send({ type: "submit" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual({ message: "You can have at most 20 watchlists." });
  });

  test("cancel ends with no list", () => {
    const { actor } = start({ kind: "create", lists: [] });
    actor.send({ type: "cancel" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toBeNull();
  });
});

describe("add-to-watchlist dialog", () => {
  const input = { lists: [tech, energy], symbol: "NVDA", scanner: "growth" as const };
  const events = [
    { type: "list.choose", watchlistId: "w2" },
    { type: "list.choose", watchlistId: "not-mine" },
    { type: "submit" },
    { type: "cancel" },
    { type: "xstate.done.actor.add", output: { watchlist: energy } },
    { type: "xstate.error.actor.add", error: new ApiError(404, { code: "watchlist_not_found", message: "gone" }) },
  ];
  for (const path of getShortestPaths(addToWatchlistMachine, { input, events: events as never } as never)) {
    const steps = path.steps.map((s) => s.event as { type: string }).filter((e) => e.type !== "xstate.init");
    test(`path to ${JSON.stringify(path.state.value)}: ${steps.map((e) => e.type).join(" → ") || "start"}`, () => {
      const actor = createActor(
        addToWatchlistMachine.provide({ actors: { add: fromPromise(() => new Promise<never>(() => {})) as never } }),
        { input },
      ).start();
      for (const e of steps) actor.send(e as never);
      const snap = actor.getSnapshot();
      expect(snap.value).toEqual(path.state.value);
      // Save is enabled exactly when a list of the user is chosen.
      if (snap.matches("choosing")) expect(snap.can({ type: "submit" })).toBe(snap.context.watchlistId !== null);
      if (snap.matches("saving")) expect(snap.context.watchlistId).toBe("w2");
      if (snap.status === "done") expect(snap.output).toEqual(snap.matches("done") ? energy : null);
    });
  }

  test("Save is possible only after choosing one of the user's lists", async () => {
    let body: unknown = null;
    const actor = createActor(
      addToWatchlistMachine.provide({
        actors: {
          add: fromPromise(async ({ input }) => {
            body = input;
            return { watchlist: energy };
          }),
        },
      }),
      { input: { lists: [tech, energy], symbol: "NVDA", scanner: "growth" } },
    ).start();
    expect(actor.getSnapshot().can({ type: "submit" })).toBe(false);
    actor.send({ type: "list.choose", watchlistId: "someone-elses" });
    expect(actor.getSnapshot().can({ type: "submit" })).toBe(false);
    actor.send({ type: "list.choose", watchlistId: "w2" });
    expect(actor.getSnapshot().can({ type: "submit" })).toBe(true);
    actor.send({ type: "submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(body).toEqual({ symbol: "NVDA", scanner: "growth", watchlistId: "w2" });
  });
});

describe("watchlists", () => {
  function start() {
    const calls: string[] = [];
    const notices: unknown[] = [];
    let lists: Watchlist[] = [tech, energy];
    const actor = createActor(
      watchlistsMachine.provide({
        actions: { notify: (_, params) => void notices.push(params), logError: () => {} },
        actors: {
          loadLists: fromPromise(async () => ({ watchlists: lists })),
          loadTickerData: fromPromise<TickersDataResponse, Watchlist[]>(async ({ input }) => {
            calls.push(`data:${listedPairs(input).tickers.join(",")}`);
            return {
              data: listedPairs(input).tickers.map((t, i) => ({
                tickerName: t,
                selectedScanner: listedPairs(input).selectedScanners[i] ?? ("rocket" as const),
                data: [],
              })),
            };
          }),
          deleteList: fromPromise<unknown, { watchlistId: string }>(async ({ input }) => {
            calls.push(`delete:${input.watchlistId}`);
            return {};
          }),
          removeTicker: fromPromise<{ watchlist: Watchlist }, { watchlistId: string; tickerName: string }>(
            async ({ input }) => {
              calls.push(`remove:${input.tickerName}`);
              return { watchlist: { ...tech, tickers: [] } };
            },
          ),
          addDialog: addToWatchlistMachine.provide({
            actors: {
              add: fromPromise<{ watchlist: Watchlist }, { symbol: string; scanner: ScannerKey; watchlistId: string }>(
                async () => ({
                  watchlist: { ...energy, tickers: [{ tickerName: "NVDA", selectedScanner: "growth" as const }] },
                }),
              ),
            },
          }),
        },
      }),
    ).start();
    return { actor, calls, notices, setLists: (l: Watchlist[]) => (lists = l) };
  }
  const ready = (actor: ReturnType<typeof start>["actor"]) =>
    waitFor(actor, (s) => s.matches({ ready: { ui: "idle", data: "loaded" } }));

  test("adding from a result updates the list, disables that symbol and reloads ticker data", async () => {
    const { actor, calls, notices } = start();
    await ready(actor);
    expect([...listedSymbols(actor.getSnapshot().context.lists)]).toEqual(["AAPL"]);
    actor.send({ type: "add.open", symbol: "NVDA", scanner: "growth" });
    const dialog = actor.getSnapshot().children.dialog;
    dialog?.send({ type: "list.choose", watchlistId: "w2" });
    dialog?.send({ type: "submit" });
    await waitFor(actor, (s) => s.matches({ ready: { ui: "idle", data: "loaded" } }) && calls.length === 2);
    expect(listedSymbols(actor.getSnapshot().context.lists).has("NVDA")).toBe(true);
    expect(notices).toEqual([{ kind: "added", name: "Energy", symbol: "NVDA" }]);
    expect(calls).toEqual(["data:AAPL", "data:AAPL,NVDA"]);
  });

  test("delete waits for confirmation; cancel keeps the list", async () => {
    const { actor, calls, notices } = start();
    await ready(actor);
    actor.send({ type: "delete.ask", watchlistId: "w1" });
    actor.send({ type: "delete.cancel" });
    expect(actor.getSnapshot().context.lists).toHaveLength(2);
    actor.send({ type: "delete.ask", watchlistId: "w1" });
    expect(actor.getSnapshot().context.pendingDelete).toBe("w1");
    actor.send({ type: "delete.confirm" });
    await waitFor(actor, (s) => s.matches({ ready: { ui: "idle" } }));
    expect(actor.getSnapshot().context.lists.map((l) => l._id)).toEqual(["w2"]);
    expect(calls).toContain("delete:w1");
    expect(notices).toEqual([{ kind: "deleted", name: "Tech" }]);
  });

  test("removing a ticker answers with the list; unknown lists are ignored", async () => {
    const { actor, calls } = start();
    await ready(actor);
    expect(actor.getSnapshot().can({ type: "ticker.remove", watchlistId: "nope", tickerName: "AAPL" })).toBe(false);
    actor.send({ type: "ticker.remove", watchlistId: "w1", tickerName: "AAPL" });
    await waitFor(actor, (s) => s.matches({ ready: { ui: "idle" } }));
    expect(actor.getSnapshot().context.lists[0]?.tickers).toEqual([]);
    expect(calls).toContain("remove:AAPL");
  });

  test("rename mode names its list; a second dialog cannot open over it", async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: "rename.open", watchlistId: "w2" });
    expect(actor.getSnapshot().context.renaming).toBe("w2");
    expect(actor.getSnapshot().can({ type: "create.open" })).toBe(false);
    actor.getSnapshot().children.dialog?.send({ type: "cancel" });
    await flush();
    expect(actor.getSnapshot().context.renaming).toBeNull();
    expect(actor.getSnapshot().matches({ ready: { ui: "idle" } })).toBe(true);
  });

  test("get-tickers-data gets each (ticker, scanner) pair once", () => {
    const a: Watchlist = { _id: "a", watchlistName: "A", tickers: [{ tickerName: "X", selectedScanner: "rocket" }] };
    const b: Watchlist = {
      _id: "b",
      watchlistName: "B",
      tickers: [
        { tickerName: "X", selectedScanner: "rocket" },
        { tickerName: "X", selectedScanner: "growth" },
      ],
    };
    expect(listedPairs([a, b])).toEqual({ tickers: ["X", "X"], selectedScanners: ["rocket", "growth"] });
  });
});

describe("live gainers", () => {
  function start() {
    let push: ((e: GainersEvent) => void) | null = null;
    let stopped = false;
    const actor = createActor(
      gainersMachine.provide({
        actors: {
          socket: fromCallback<GainersEvent>(({ sendBack }) => {
            push = sendBack;
            return () => {
              stopped = true;
            };
          }),
        },
      }),
    ).start();
    return { actor, send: (e: GainersEvent) => push?.(e), stopped: () => stopped };
  }
  const msg = (ts: number, rows: [string, number][]) => ({
    type: "socket.message" as const,
    message: {
      event: "topGainers" as const,
      ts,
      data: rows.map(([symbol, price]) => ({
        symbol,
        name: `${symbol} Inc.`,
        currency: "USD" as const,
        price,
        volume: 1,
        change: 0,
        changesPercentage: 1,
      })),
    },
  });

  test("connecting, live, a drop is only 'reconnecting', then live again", () => {
    const { actor, send, stopped } = start();
    expect(actor.getSnapshot().hasTag("connecting")).toBe(true);
    send({ type: "socket.open" });
    expect(actor.getSnapshot().value).toBe("live");
    send({ type: "socket.close" });
    expect(actor.getSnapshot().value).toBe("reconnecting");
    expect(actor.getSnapshot().status).toBe("active");
    send({ type: "socket.open" });
    expect(actor.getSnapshot().value).toBe("live");
    actor.stop();
    expect(stopped()).toBe(true);
  });

  test("prices that changed since the previous push are the ones that flash", () => {
    const { actor, send } = start();
    send({ type: "socket.open" });
    send(
      msg(1, [
        ["AAA", 10],
        ["BBB", 20],
      ]),
    );
    expect(actor.getSnapshot().context.changed).toEqual([]);
    send(
      msg(2, [
        ["BBB", 21],
        ["AAA", 10],
        ["CCC", 5],
      ]),
    );
    expect(actor.getSnapshot().context.changed).toEqual(["BBB"]);
    expect(actor.getSnapshot().context.moves).toEqual({ BBB: "up" });
    expect(actor.getSnapshot().context.rows.map((r) => r.symbol)).toEqual(["BBB", "AAA", "CCC"]);
    // A late frame of an older tick is dropped.
    send(msg(1, [["AAA", 99]]));
    expect(actor.getSnapshot().context.ts).toBe(2);
    expect(actor.getSnapshot().context.pushes).toBe(2);
  });

  test("every changed price flashes; its direction says whether it rose or fell", () => {
    const { actor, send } = start();
    send({ type: "socket.open" });
    send(
      msg(1, [
        ["AAA", 10],
        ["BBB", 20],
        ["CCC", 30],
      ]),
    );
    send(
      msg(2, [
        ["AAA", 10.5],
        ["BBB", 19.9],
        ["CCC", 30],
      ]),
    );
    expect(actor.getSnapshot().context.changed).toEqual(["AAA", "BBB"]);
    expect(actor.getSnapshot().context.moves).toEqual({ AAA: "up", BBB: "down" });
    // The next push replaces the marks: an unchanged price carries none.
    send(
      msg(3, [
        ["AAA", 10.5],
        ["BBB", 19.95],
        ["CCC", 29],
      ]),
    );
    expect(actor.getSnapshot().context.moves).toEqual({ BBB: "up", CCC: "down" });
    expect(
      priceMoves(
        [],
        [{ symbol: "A", name: "A Inc.", currency: "USD", price: 1, volume: 1, change: 0, changesPercentage: 0 }],
      ),
    ).toEqual({});
  });

  test("only well-formed topGainers messages are read", () => {
    expect(parseGainersMessage("not json")).toBeNull();
    expect(parseGainersMessage(JSON.stringify({ event: "other", ts: 1, data: [] }))).toBeNull();
    expect(parseGainersMessage(JSON.stringify({ event: "topGainers", ts: 1, data: [{ symbol: "A" }] }))?.data).toEqual(
      [],
    );
    expect(
      changedPrices(
        [],
        [{ symbol: "A", name: "A", currency: "USD", price: 1, volume: 1, change: 0, changesPercentage: 0 }],
      ),
    ).toEqual([]);
  });
});

describe("recommendation form", () => {
  const filled = () => {
    const v = emptyValues();
    return {
      ...v,
      symbol: " aapl ",
      entries: ["190", "189.5", "188", "187"] as typeof v.entries,
      targets: ["195", "200", "205", "210", "215"] as typeof v.targets,
      stopLoss: "180",
    };
  };

  test("valid values become the server's payload", () => {
    expect(validateForm(filled())).toEqual({
      input: {
        symbol: "AAPL",
        entries: [190, 189.5, 188, 187],
        targets: [195, 200, 205, 210, 215],
        targetColors: ["none", "none", "none", "none", "none"],
        stopLoss: 180,
      },
      errors: {},
    });
  });

  test("each rule names its field", () => {
    const bad = { ...filled(), symbol: "a b", stopLoss: "-1" };
    bad.entries = ["0", "abc", "", "1e3"] as typeof bad.entries;
    expect(validateForm(bad)).toEqual({
      input: null,
      errors: {
        symbol: "invalidSymbol",
        "entries.0": "invalidPrice",
        "entries.1": "invalidPrice",
        "entries.2": "invalidPrice",
        "entries.3": "invalidPrice",
        stopLoss: "invalidPrice",
      },
    });
  });

  test("errors show after a submit; publishing resets the form and tells the list", async () => {
    const published: Recommendation[] = [];
    let focused = 0;
    const rec = { id: "r1", createdAt: 1, ...validateForm(filled()).input } as Recommendation;
    const actor = createActor(
      recommendationFormMachine.provide({
        actions: {
          published: (_, { recommendation }) => void published.push(recommendation),
          focusFirstError: () => void focused++,
        },
        actors: { publish: fromPromise(async () => ({ recommendation: rec })) },
      }),
    ).start();
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(actor.getSnapshot().value).toBe("editing");
    expect(focused).toBe(1);
    const values = filled();
    for (const [path, value] of Object.entries({ symbol: values.symbol, stopLoss: "180" })) {
      actor.send({ type: "field.change", path, value });
    }
    values.entries.forEach((value, i) => {
      actor.send({ type: "field.change", path: `entries.${i}`, value });
    });
    values.targets.forEach((value, i) => {
      actor.send({ type: "field.change", path: `targets.${i}`, value });
    });
    actor.send({ type: "field.change", path: "targetColors.2", value: "red" });
    actor.send({ type: "field.change", path: "targetColors.3", value: "purple" });
    expect(actor.getSnapshot().context.values.targetColors).toEqual(["none", "none", "red", "none", "none"]);
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("published"));
    expect(published).toEqual([rec]);
    expect(actor.getSnapshot().context.values).toEqual(emptyValues());
  });
});

describe("recommendation form: Arabic digits, price order, double click", () => {
  const long = () => ({
    ...emptyValues(),
    symbol: "2222.SR",
    entries: ["28", "27.5", "27", "26.5"] as [string, string, string, string],
    targets: ["29", "30", "31", "32", "33"] as [string, string, string, string, string],
    stopLoss: "25",
  });

  test("Arabic-Indic and Eastern Arabic-Indic digits and separators are read as Latin ones", () => {
    const values = {
      ...long(),
      symbol: "٢٢٢٢.sr",
      entries: ["٢٨", "٢٧٫٥", "۲۷", "٢٦٫٥"] as [string, string, string, string],
      targets: ["٢٩", "٣٠", "٣١", "٣٢", "١٬٠٠٠"] as [string, string, string, string, string],
      stopLoss: "۲۵",
    };
    expect(validateForm(values)).toEqual({
      input: {
        symbol: "2222.SR",
        entries: [28, 27.5, 27, 26.5],
        targets: [29, 30, 31, 32, 1000],
        targetColors: ["none", "none", "none", "none", "none"],
        stopLoss: 25,
      },
      errors: {},
    });
  });

  test("a long recommendation keeps stop loss < entries < targets; each wrong field is named", () => {
    const wrong = {
      ...long(),
      stopLoss: "27",
      targets: ["29", "28", "26", "32", "33"] as ReturnType<typeof long>["targets"],
    };
    expect(validateForm(wrong)).toEqual({
      input: null,
      errors: {
        stopLoss: "stopLossBelowEntries",
        "targets.1": "targetAboveEntries",
        "targets.2": "targetAboveEntries",
      },
    });
    // Equal to an entry is not below or above it.
    expect(validateForm({ ...long(), stopLoss: "26.5" }).errors).toEqual({ stopLoss: "stopLossBelowEntries" });
    expect(validateForm({ ...long(), targets: ["28", "30", "31", "32", "33"] }).errors).toEqual({
      "targets.0": "targetAboveEntries",
    });
    // A price that is not a price is reported as such, not as out of order.
    expect(validateForm({ ...long(), stopLoss: "abc" }).errors).toEqual({ stopLoss: "invalidPrice" });
    expect(validateForm({ ...long(), entries: ["", "27.5", "27", "26.5"] }).errors).toEqual({
      "entries.0": "invalidPrice",
    });
  });

  test("a second Publish while one is on its way or just done is ignored; the form is not marked red", async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    let finish: () => void = () => {};
    const rec = { id: "r1", createdAt: 1, ...validateForm(long()).input } as Recommendation;
    const actor = createActor(
      recommendationFormMachine.provide({
        actors: {
          publish: fromPromise(async () => {
            calls++;
            await new Promise<void>((resolve) => {
              finish = resolve;
            });
            return { recommendation: rec };
          }),
        },
      }),
      { clock },
    ).start();
    const values = long();
    actor.send({ type: "field.change", path: "symbol", value: values.symbol });
    actor.send({ type: "field.change", path: "stopLoss", value: values.stopLoss });
    values.entries.forEach((value, i) => {
      actor.send({ type: "field.change", path: `entries.${i}`, value });
    });
    values.targets.forEach((value, i) => {
      actor.send({ type: "field.change", path: `targets.${i}`, value });
    });
    actor.send({ type: "submit" });
    actor.send({ type: "submit" }); // in flight
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    finish();
    await waitFor(actor, (s) => s.matches("published"));
    actor.send({ type: "submit" }); // the rest of a double click
    expect(actor.getSnapshot().value).toBe("published");
    expect(actor.getSnapshot().context.showErrors).toBe(false);
    expect(calls).toBe(1);
    clock.increment(1500);
    expect(actor.getSnapshot().value).toBe("editing");
    // Later, an empty Publish is a real mistake again and shows the errors.
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(calls).toBe(1);
  });
});

describe("recommendations list", () => {
  test("the admin list deletes; the users' list cannot", async () => {
    const rec = { id: "r1" } as Recommendation;
    const make = (scope: "admin" | "work") =>
      createActor(
        recommendationsMachine.provide({
          actors: {
            load: fromPromise(async () => ({ recommendations: [rec] })),
            remove: fromPromise<unknown, { id: string }>(async () => ({ id: "r1" })),
          },
        }),
        { input: { scope } },
      ).start();
    const work = make("work");
    await waitFor(work, (s) => s.matches("ready"));
    expect(work.getSnapshot().can({ type: "delete", id: "r1" })).toBe(false);
    const admin = make("admin");
    await waitFor(admin, (s) => s.matches("ready"));
    admin.send({ type: "added", recommendation: { id: "r2" } as Recommendation });
    admin.send({ type: "delete", id: "r1" });
    await waitFor(admin, (s) => s.matches({ ready: "idle" }));
    expect(admin.getSnapshot().context.items.map((r) => r.id)).toEqual(["r2"]);
  });
});
