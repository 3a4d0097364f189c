// Every branch of the partner pagination control's page list.
import { describe, expect, test } from "bun:test";
import { canGoNext, canGoPrevious, pageItems } from "../../src/shared/pagination";

describe("pageItems", () => {
  test("7 or fewer pages: every number", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  test("no pages at all still shows page 1", () => {
    expect(pageItems(1, 0)).toEqual([1]);
  });
  test("more than 7: first page, current ± 1, last page", () => {
    expect(pageItems(1, 8)).toEqual([1, 2, "gap-end", 8]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, "gap-end", 10]);
  });
  test("current page 3: no ellipsis before (3 is not above 3)", () => {
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, "gap-end", 10]);
  });
  test("current page above 3: an ellipsis after page 1", () => {
    expect(pageItems(4, 10)).toEqual([1, "gap-start", 3, 4, 5, "gap-end", 10]);
    expect(pageItems(6, 12)).toEqual([1, "gap-start", 5, 6, 7, "gap-end", 12]);
  });
  test("current page total − 2: no ellipsis after (not below total − 2)", () => {
    expect(pageItems(8, 10)).toEqual([1, "gap-start", 7, 8, 9, 10]);
  });
  test("current page below total − 2: an ellipsis before the last page", () => {
    expect(pageItems(7, 10)).toEqual([1, "gap-start", 6, 7, 8, "gap-end", 10]);
  });
  test("last pages", () => {
    expect(pageItems(9, 10)).toEqual([1, "gap-start", 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap-start", 9, 10]);
  });
  test("a current page out of range is clamped", () => {
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10));
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
  });
  test("every number appears once, in order, first and last always present", () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const numbers = pageItems(current, total).filter((i): i is number => typeof i === "number");
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(total);
        expect(numbers).toContain(current);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
      }
    }
  });
});

describe("previous and next", () => {
  test("'<' is disabled on page 1", () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
  });
  test("'>' is disabled on the last page", () => {
    expect(canGoNext(5, 5)).toBe(false);
    expect(canGoNext(4, 5)).toBe(true);
    expect(canGoNext(1, 0)).toBe(false);
  });
});
