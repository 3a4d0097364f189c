import { describe, expect, test } from "bun:test";
import {
  pageParam,
  validateAdminSearch,
  validateDashboardSearch,
  validateScannerSearch,
} from "../../src/shared/screen-search";

describe("search parameters of the screens", () => {
  test("the scanner page keeps a known scanner, a whole page above 1 and the Watchlist tab", () => {
    expect(validateScannerSearch({ scanner: "growth", page: 3, tab: "watchlist" })).toEqual({
      scanner: "growth",
      page: 3,
      tab: "watchlist",
      sort: undefined,
      dir: undefined,
    });
    expect(validateScannerSearch({ scanner: "dividend", page: "12" })).toMatchObject({ scanner: "dividend", page: 12 });
  });

  test("bad values fall back to the defaults, and every key is present so a bad raw value is replaced", () => {
    const none = { scanner: undefined, page: undefined, tab: undefined, sort: undefined, dir: undefined };
    expect(validateScannerSearch({})).toEqual(none);
    expect(validateScannerSearch({ scanner: "bogus", page: 3, tab: "news" })).toEqual(none);
    expect(validateScannerSearch({ scanner: "__proto__" })).toEqual(none);
    for (const page of [0, -1, 1, 2.5, "abc", "3x", Number.NaN, 1e300, null, {}]) {
      expect(validateScannerSearch({ scanner: "rocket", page })).toEqual({ ...none, scanner: "rocket" });
    }
    // A page without a scanner means nothing.
    expect(validateScannerSearch({ page: 4 })).toEqual(none);
  });

  test("the scanner's sort: a column of its table with asc or desc; the scanner's own order is no sort", () => {
    expect(validateScannerSearch({ scanner: "growth", sort: "price", dir: "asc" })).toMatchObject({
      sort: "price",
      dir: "asc",
    });
    expect(validateScannerSearch({ scanner: "growth", sort: "metric", dir: "asc" })).toMatchObject({
      sort: "metric",
      dir: "asc",
    });
    for (const bad of [
      { scanner: "growth", sort: "metric", dir: "desc" },
      { scanner: "rocket", sort: "changePercentage", dir: "desc" },
      { scanner: "rocket", sort: "metric", dir: "asc" },
      { scanner: "growth", sort: "price", dir: "up" },
      { scanner: "growth", sort: "price" },
      { scanner: "growth", sort: "toString", dir: "asc" },
      { sort: "price", dir: "asc" },
    ])
      expect(validateScannerSearch(bad)).toMatchObject({ sort: undefined, dir: undefined });
  });

  test("sections: known ones kept, the default and unknown ones dropped", () => {
    expect(validateDashboardSearch({ section: "explanation" })).toEqual({ section: "explanation" });
    expect(validateDashboardSearch({ section: "gainers" })).toEqual({ section: undefined });
    expect(validateDashboardSearch({ section: "toString" })).toEqual({ section: undefined });
    // The Case Handler keeps a ticket id; anything else, or a ticket of another section, is dropped.
    const id = "0b7f2d4e-9a43-4c55-8f3e-2f6a1c9d0e11";
    expect(validateDashboardSearch({ section: "caseHandler", ticket: id })).toEqual({
      section: "caseHandler",
      ticket: id,
    });
    expect(validateDashboardSearch({ section: "caseHandler", ticket: "../x" }).ticket).toBeUndefined();
    expect(validateDashboardSearch({ section: "ticketForm", ticket: id }).ticket).toBeUndefined();
    expect(validateAdminSearch({ section: "accountSupport" })).toEqual({ section: "accountSupport" });
    expect(validateAdminSearch({ section: "goldPrice" })).toEqual({ section: "goldPrice" });
    expect(validateAdminSearch({ section: "recommendations" })).toEqual({ section: undefined });
    expect(validateAdminSearch({ section: 7 })).toEqual({ section: undefined });
  });

  test("page numbers: whole, at least 1, from a number or digits", () => {
    expect(pageParam(5)).toBe(5);
    expect(pageParam("5")).toBe(5);
    for (const bad of [0, "0", "-2", "1.5", " 2", "", undefined]) expect(pageParam(bad)).toBeUndefined();
  });
});
