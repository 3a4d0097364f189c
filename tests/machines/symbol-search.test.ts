// The one company search (symbolSearch machine, SymbolCombobox): a pause before asking, the
// newest query only, the scope's endpoint, arrows that wrap, Home/End, Enter choosing the active
// option, Escape closing then (in a box that clears itself) clearing, a form's field that keeps
// the chosen symbol, errors and retry. Time is a simulated clock: nothing here sleeps.
import { describe, expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import {
  type AfterChoice,
  DEBOUNCE_MS,
  QUERY_MAX,
  type SearchScope,
  symbolSearchMachine,
} from "../../src/machines/symbolSearch/symbolSearch.machine";
import type { CompanyRef } from "../../src/shared/fundamentals";

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
const amd = company("AMD", "Advanced Micro Devices");

/** Lets the promise actor settle (no timer involved). */
const settle = () => new Promise((r) => setTimeout(r, 0));

function start(
  options: {
    answer?: (q: string) => Promise<CompanyRef[]>;
    scope?: SearchScope;
    afterChoice?: AfterChoice;
    query?: string;
  } = {},
) {
  const asked: { query: string; scope: SearchScope }[] = [];
  const chosen: CompanyRef[] = [];
  const clock = new SimulatedClock();
  const answer = options.answer ?? (async () => [apple, amazon, amd]);
  const actor = createActor(
    symbolSearchMachine.provide({
      actors: {
        searchCompanies: fromPromise(async ({ input }: { input: { query: string; scope: SearchScope } }) => {
          asked.push(input);
          return answer(input.query);
        }),
      },
      actions: { chosen: (_, c: CompanyRef) => chosen.push(c) },
    }),
    {
      clock,
      input: { scope: options.scope ?? "user", afterChoice: options.afterChoice, query: options.query },
    },
  ).start();
  /** Types, waits out the pause and lets the answer arrive. */
  const search = async (value: string) => {
    actor.send({ type: "query.change", value });
    clock.increment(DEBOUNCE_MS);
    await settle();
  };
  return { actor, asked, chosen, clock, search };
}

describe("company search", () => {
  test("typing fast asks once, after the pause, with the last text (trimmed), at the scope's endpoint", async () => {
    const { actor, asked, clock } = start({ scope: "partner" });
    for (const value of ["a", "ap", "app", "appl "]) {
      actor.send({ type: "query.change", value });
      clock.increment(DEBOUNCE_MS - 1);
    }
    expect(asked).toEqual([]);
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    clock.increment(1);
    await settle();
    expect(asked).toEqual([{ query: "appl", scope: "partner" }]);
    expect(actor.getSnapshot().matches("shown")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ results: [apple, amazon, amd], active: 0 });
  });

  test("arrows move and wrap; Home and End go to the ends; Enter chooses and empties the box", async () => {
    const { actor, chosen, search } = start();
    await search("a");
    const active = () => actor.getSnapshot().context.active;
    actor.send({ type: "move", by: -1 });
    expect(active()).toBe(2);
    actor.send({ type: "move", by: 1 });
    expect(active()).toBe(0);
    actor.send({ type: "move", by: 1 });
    expect(active()).toBe(1);
    actor.send({ type: "move.edge", to: "last" });
    expect(active()).toBe(2);
    actor.send({ type: "move.edge", to: "first" });
    expect(active()).toBe(0);
    actor.send({ type: "move", by: 1 });
    actor.send({ type: "choose" });
    expect(chosen).toEqual([amazon]);
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ query: "", results: [], active: -1 });
  });

  test("in a form's field the chosen symbol stays, and Escape on a closed list is not the box's", async () => {
    const { actor, chosen, search } = start({ afterChoice: "fill", query: "raj" });
    expect(actor.getSnapshot().context.query).toBe("raj");
    expect(actor.getSnapshot().can({ type: "close" })).toBe(false);
    await search("الراجحي");
    actor.send({ type: "choose", index: 1 });
    expect(chosen).toEqual([amazon]);
    expect(actor.getSnapshot().context).toMatchObject({ query: "AMZN", results: [], active: -1 });
    // The list is closed: Escape belongs to the dialog around the form.
    expect(actor.getSnapshot().can({ type: "close" })).toBe(false);
  });

  test("a click chooses its option; a choice out of range does nothing; Home/End need options", async () => {
    const { actor, chosen, search } = start({ answer: async () => [rajhi] });
    await search("الراجحي");
    expect(actor.getSnapshot().can({ type: "choose", index: 3 })).toBe(false);
    actor.send({ type: "choose", index: 0 });
    expect(chosen).toEqual([rajhi]);
    expect(actor.getSnapshot().can({ type: "move.edge", to: "last" })).toBe(false);
  });

  test("no match: shown with no options, Enter does nothing; Escape closes, a second Escape clears", async () => {
    const { actor, chosen, search } = start({ answer: async () => [] });
    await search("zzz");
    expect(actor.getSnapshot().matches("shown")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ results: [], active: -1 });
    expect(actor.getSnapshot().can({ type: "choose" })).toBe(false);
    actor.send({ type: "choose" });
    expect(chosen).toEqual([]);
    actor.send({ type: "close" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context.query).toBe("zzz");
    actor.send({ type: "close" });
    expect(actor.getSnapshot().context.query).toBe("");
    expect(actor.getSnapshot().can({ type: "close" })).toBe(false);
  });

  test("closing during the pause asks nothing; an arrow on the closed box searches again", async () => {
    const { actor, asked, clock } = start();
    actor.send({ type: "query.change", value: "apple" });
    actor.send({ type: "close" });
    clock.increment(DEBOUNCE_MS * 2);
    await settle();
    expect(asked).toEqual([]);
    actor.send({ type: "move", by: 1 });
    clock.increment(DEBOUNCE_MS);
    await settle();
    expect(asked.map((a) => a.query)).toEqual(["apple"]);
    expect(actor.getSnapshot().matches("shown")).toBe(true);
  });

  test("a failed search says so and can be retried; blank text asks nothing; text is cut at the limit", async () => {
    let fail = true;
    const { actor, asked, clock, search } = start({
      answer: async () => {
        if (fail) throw new Error("offline");
        return [apple];
      },
    });
    await search("apple");
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    fail = false;
    actor.send({ type: "retry" });
    await settle();
    expect(actor.getSnapshot().matches("shown")).toBe(true);
    expect(asked.map((a) => a.query)).toEqual(["apple", "apple"]);
    actor.send({ type: "query.change", value: "   " });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    clock.increment(DEBOUNCE_MS * 2);
    await settle();
    expect(asked.length).toBe(2);
    actor.send({ type: "query.change", value: "x".repeat(QUERY_MAX + 5) });
    expect(actor.getSnapshot().context.query.length).toBe(QUERY_MAX);
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
