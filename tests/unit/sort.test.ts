import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { collatorFor, nextSort, numberOf, type SortState, sortRows } from "../../src/shared/sort";

type Row = { symbol: string; price: number | null; name?: string };
const en = collatorFor("en");
const by = (rows: Row[], sort: SortState<keyof Row> | null, collator = en) =>
  sortRows(rows, sort, (row, key) => row[key] as never, collator);

describe("table sorting", () => {
  test("a first click sorts ascending, a second descending, another column starts ascending again", () => {
    let sort = nextSort<"symbol" | "price">(null, "price");
    expect(sort).toEqual({ key: "price", direction: "ascending" });
    sort = nextSort(sort, "price");
    expect(sort).toEqual({ key: "price", direction: "descending" });
    sort = nextSort(sort, "price");
    expect(sort.direction).toBe("ascending");
    expect(nextSort(sort, "symbol")).toEqual({ key: "symbol", direction: "ascending" });
  });

  test("numbers sort as numbers, not as text (9 before 10 before 100)", () => {
    const rows: Row[] = [100, 9, 10, -2.5].map((price, i) => ({ symbol: `S${i}`, price }));
    expect(by(rows, { key: "price", direction: "ascending" }).map((r) => r.price)).toEqual([-2.5, 9, 10, 100]);
    expect(by(rows, { key: "price", direction: "descending" }).map((r) => r.price)).toEqual([100, 10, 9, -2.5]);
  });

  test("empty cells go last both ways; equal values keep their server order", () => {
    const rows: Row[] = [
      { symbol: "A", price: null },
      { symbol: "B", price: 5 },
      { symbol: "C", price: 1 },
      { symbol: "D", price: 5 },
    ];
    expect(by(rows, { key: "price", direction: "ascending" }).map((r) => r.symbol)).toEqual(["C", "B", "D", "A"]);
    expect(by(rows, { key: "price", direction: "descending" }).map((r) => r.symbol)).toEqual(["B", "D", "C", "A"]);
  });

  test("text uses the page language's collation, with numbers inside names in numeric order", () => {
    const rows: Row[] = ["b", "A10", "a9", "Ä"].map((symbol) => ({ symbol, price: 0 }));
    expect(by(rows, { key: "symbol", direction: "ascending" }).map((r) => r.symbol)).toEqual(["Ä", "a9", "A10", "b"]);
    const arabic = ["ياسر", "أحمد", "باسم"].map((symbol) => ({ symbol, price: 0 }));
    expect(by(arabic, { key: "symbol", direction: "ascending" }, collatorFor("ar")).map((r) => r.symbol)).toEqual([
      "أحمد",
      "باسم",
      "ياسر",
    ]);
  });

  test("no sort: the rows as they came, in a new array", () => {
    const rows: Row[] = [
      { symbol: "Z", price: 1 },
      { symbol: "A", price: 2 },
    ];
    const out = by(rows, null);
    expect(out).toEqual(rows);
    expect(out).not.toBe(rows);
  });

  test("numeric text reads as a number; anything else is not a number", () => {
    expect(numberOf("1,250.5")).toBe(1250.5);
    expect(numberOf("$12-$15")).toBe(12);
    expect(numberOf("-3")).toBe(-3);
    expect(numberOf(".5")).toBe(0.5);
    expect(numberOf(7)).toBe(7);
    for (const v of ["", "n/a", null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}])
      expect(numberOf(v)).toBeNull();
  });

  test("property: ascending is ordered, descending is its reverse for distinct values, nothing lost", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -1e6, max: 1e6 })), (prices) => {
        const rows = prices.map((price, i) => ({ symbol: String(i), price }));
        const up = by(rows, { key: "price", direction: "ascending" }).map((r) => r.price as number);
        const down = by(rows, { key: "price", direction: "descending" }).map((r) => r.price as number);
        expect(up).toEqual([...prices].sort((a, b) => a - b));
        expect(down).toEqual([...up].reverse());
      }),
    );
  });
});
