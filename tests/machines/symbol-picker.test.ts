// The watchlist's company search box: a pause before asking, the newest query only, arrows that
// wrap, Enter choosing the active option, Escape closing then clearing, errors and retry.
import { describe, expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { DEBOUNCE_MS, symbolPickerMachine } from "../../src/machines/scanner/symbolPicker.machine";
import type { CompanyRef, SearchResponse } from "../../src/shared/fundamentals";

const company = (symbol: string, name: string, nameAr?: string): CompanyRef => ({
  symbol,
  name,
  ...(nameAr ? { nameAr } : {}),
  exchange: symbol.endsWith(".SR") ? "SAU" : "NASDAQ",
  sector: "Technology",
  currency: symbol.endsWith(".SR") ? "SAR" : "USD",
});
const rajhi = company("1120.SR", "Al Rajhi Bank", "مصرف الراجحي");
const apple = company("AAPL", "Apple Inc.");
const amazon = company("AMZN", "Amazon.com Inc.");

function start(answer: (q: string) => Promise<SearchResponse> = async () => ({ results: [apple, amazon] })) {
  const asked: string[] = [];
  const chosen: CompanyRef[] = [];
  const actor = createActor(
    symbolPickerMachine.provide({
      actors: {
        search: fromPromise(async ({ input }: { input: { query: string } }) => {
          asked.push(input.query);
          return answer(input.query);
        }) as never,
      },
      actions: { chosen: (_, c) => chosen.push(c) },
    }),
  ).start();
  return { actor, asked, chosen };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("company search box", () => {
  test("typing fast asks once, after the pause, with the last text (trimmed)", async () => {
    const { actor, asked } = start();
    for (const value of ["a", "ap", "app", "appl "]) {
      actor.send({ type: "query.change", value });
      await sleep(20);
    }
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("shown"), { timeout: DEBOUNCE_MS * 4 });
    expect(asked).toEqual(["appl"]);
    expect(actor.getSnapshot().context).toMatchObject({ results: [apple, amazon], active: 0 });
  });

  test("arrows move and wrap; Enter chooses the active option and empties the box", async () => {
    const { actor, chosen } = start();
    actor.send({ type: "query.change", value: "a" });
    await waitFor(actor, (s) => s.matches("shown"), { timeout: 2000 });
    actor.send({ type: "move", by: 1 });
    expect(actor.getSnapshot().context.active).toBe(1);
    actor.send({ type: "move", by: 1 });
    expect(actor.getSnapshot().context.active).toBe(0);
    actor.send({ type: "move", by: -1 });
    expect(actor.getSnapshot().context.active).toBe(1);
    actor.send({ type: "choose" });
    expect(chosen).toEqual([amazon]);
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ query: "", results: [], active: -1 });
  });

  test("a click chooses its option; a choice out of range does nothing", async () => {
    const { actor, chosen } = start(async () => ({ results: [rajhi] }));
    actor.send({ type: "query.change", value: "الراجحي" });
    await waitFor(actor, (s) => s.matches("shown"), { timeout: 2000 });
    expect(actor.getSnapshot().can({ type: "choose", index: 3 })).toBe(false);
    actor.send({ type: "choose", index: 0 });
    expect(chosen).toEqual([rajhi]);
  });

  test("no match: shown with no options, Enter does nothing; Escape closes, a second Escape clears", async () => {
    const { actor, chosen } = start(async () => ({ results: [] }));
    actor.send({ type: "query.change", value: "zzz" });
    await waitFor(actor, (s) => s.matches("shown"), { timeout: 2000 });
    expect(actor.getSnapshot().context).toMatchObject({ results: [], active: -1 });
    actor.send({ type: "choose" });
    expect(chosen).toEqual([]);
    actor.send({ type: "close" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context.query).toBe("zzz");
    actor.send({ type: "close" });
    expect(actor.getSnapshot().context.query).toBe("");
  });

  test("a failed search says so and can be retried; clearing the text asks nothing", async () => {
    let fail = true;
    const { actor, asked } = start(async () => {
      if (fail) throw new Error("offline");
      return { results: [apple] };
    });
    actor.send({ type: "query.change", value: "apple" });
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 2000 });
    fail = false;
    actor.send({ type: "retry" });
    await waitFor(actor, (s) => s.matches("shown"));
    expect(asked).toEqual(["apple", "apple"]);
    actor.send({ type: "query.change", value: "   " });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    await sleep(DEBOUNCE_MS + 50);
    expect(asked.length).toBe(2);
  });
});

describe("add dialog and the lists that hold the symbol", () => {
  test("a list that already holds the symbol cannot be chosen; another can", async () => {
    const { addToWatchlistMachine } = await import("../../src/machines/scanner/addToWatchlist.machine");
    const lists = [
      { _id: "w1", watchlistName: "Tech", tickers: [{ tickerName: "AAPL", selectedScanner: "rocket" as const }] },
      { _id: "w2", watchlistName: "Saudi banks", tickers: [] },
    ];
    const actor = createActor(addToWatchlistMachine, { input: { lists, symbol: "AAPL", scanner: "rocket" } }).start();
    expect(actor.getSnapshot().can({ type: "list.choose", watchlistId: "w1" })).toBe(false);
    actor.send({ type: "list.choose", watchlistId: "w1" });
    expect(actor.getSnapshot().context.watchlistId).toBeNull();
    actor.send({ type: "list.choose", watchlistId: "w2" });
    expect(actor.getSnapshot().context.watchlistId).toBe("w2");
  });
});
