// The scanner machine's sort: a column click reverses the shown column or starts another
// ascending, goes to page 1 and to the address; the address's sort arrives as `show`.
import { describe, expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  effectiveSort,
  nextScannerSort,
  type ScannerUrl,
  scannerMachine,
} from "../../src/machines/scanner/scanner.machine";
import type { ScannerPage } from "../../src/shared/market";
import { parseScannerSort, type ScannerSort } from "../../src/shared/scanner-rules";

const page = (currentPage: number): ScannerPage => ({
  data: [],
  totalTickers: 75,
  pageSize: 25,
  currentPage,
  totalPages: 3,
});

function start(input: object) {
  const calls: { page: number; sort: ScannerSort | null }[] = [];
  const urls: ScannerUrl[] = [];
  const actor = createActor(
    scannerMachine.provide({
      actors: {
        fetchPage: fromPromise(async ({ input: i }: { input: { page: number; sort: ScannerSort | null } }) => {
          calls.push({ page: i.page, sort: i.sort });
          return page(i.page);
        }) as never,
      },
      actions: { syncUrl: (_, params) => urls.push(params) },
    }),
    { input },
  ).start();
  return { actor, calls, urls };
}

describe("scanner sort", () => {
  test("the scanner's own order is null; clicking its column reverses it, another column starts ascending", () => {
    expect(effectiveSort({ scanner: "rocket", sort: null })).toEqual({
      column: "changePercentage",
      direction: "descending",
    });
    expect(effectiveSort({ scanner: "growth", sort: null })).toEqual({ column: "metric", direction: "descending" });
    expect(nextScannerSort("rocket", null, "changePercentage")).toEqual({
      column: "changePercentage",
      direction: "ascending",
    });
    expect(nextScannerSort("rocket", { column: "changePercentage", direction: "ascending" }, "changePercentage")).toBe(
      null,
    );
    expect(nextScannerSort("growth", null, "price")).toEqual({ column: "price", direction: "ascending" });
    expect(nextScannerSort("growth", { column: "price", direction: "ascending" }, "price")).toEqual({
      column: "price",
      direction: "descending",
    });
  });

  test("addresses: a wrong column or direction, metric on Price Surge, and the default are no sort", () => {
    expect(parseScannerSort("rocket", "metric", "asc")).toBeNull();
    expect(parseScannerSort("growth", "metric", "asc")).toEqual({ column: "metric", direction: "ascending" });
    expect(parseScannerSort("growth", "metric", "desc")).toBeNull();
    expect(parseScannerSort("growth", "price", "up")).toBeNull();
    expect(parseScannerSort("growth", "nope", "asc")).toBeNull();
  });

  test("a sort goes back to page 1, asks the server in that order and writes the address", async () => {
    const { actor, calls, urls } = start({ scanner: "growth", page: 2 });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "sort", column: "volume" });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "sort", column: "volume" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(calls).toEqual([
      { page: 2, sort: null },
      { page: 1, sort: { column: "volume", direction: "ascending" } },
      { page: 1, sort: { column: "volume", direction: "descending" } },
    ]);
    expect(urls).toEqual([
      { scanner: "growth", page: 1, sort: { column: "volume", direction: "ascending" }, replace: false },
      { scanner: "growth", page: 1, sort: { column: "volume", direction: "descending" }, replace: false },
    ]);
    // Paging keeps the sort; choosing a scanner drops it.
    actor.send({ type: "page", page: 3 });
    await waitFor(actor, (s) => s.matches("loaded") && s.context.page === 3);
    expect(calls.at(-1)).toEqual({ page: 3, sort: { column: "volume", direction: "descending" } });
    actor.send({ type: "select", scanner: "rocket" });
    expect(actor.getSnapshot().context.sort).toBeNull();
  });

  test("an address with a sort opens in that order; the same address again loads nothing", async () => {
    const sort = { column: "price", direction: "descending" } as const;
    const { actor, calls, urls } = start({ scanner: "dividend", page: 1, sort });
    await waitFor(actor, (s) => s.matches("loaded"));
    actor.send({ type: "show", scanner: "dividend", page: 1, sort: { ...sort } });
    expect(actor.getSnapshot().matches("loaded")).toBe(true);
    // Back to the address without a sort: the scanner's own order again.
    actor.send({ type: "show", scanner: "dividend", page: 1, sort: null });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(calls).toEqual([
      { page: 1, sort },
      { page: 1, sort: null },
    ]);
    expect(urls).toEqual([]);
  });
});
