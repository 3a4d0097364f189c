// Number fields accept Arabic keyboards: the one normalisation every number field and the OTP
// boxes use, by example and by property.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { normalizeDigits } from "../../src/shared/digits";

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";
const EASTERN_ARABIC_INDIC = "۰۱۲۳۴۵۶۷۸۹";
const toScript = (latin: string, digits: string) => latin.replace(/[0-9]/g, (d) => digits[Number(d)]!);

describe("normalizeDigits", () => {
  test.each([
    ["١٧٤", "174"],
    ["۱۷۴", "174"],
    ["٠", "0"],
    ["١٢٣٫٤٥", "123.45"],
    ["١٬٢٣٤٫٥", "1234.5"],
    ["۱٬۲۳۴٫۵", "1234.5"],
    ["12.5", "12.5"],
    ["١2٣", "123"],
    ["", ""],
    ["abc", "abc"],
    ["١a", "1a"],
  ])("%p → %p", (input, expected) => {
    expect(normalizeDigits(input)).toBe(expected);
  });

  test("every Latin number written in either Arabic script reads back as itself", () => {
    const latinNumber = fc.stringMatching(/^[0-9]{1,12}(\.[0-9]{1,6})?$/);
    fc.assert(
      fc.property(latinNumber, fc.constantFrom(ARABIC_INDIC, EASTERN_ARABIC_INDIC), (latin, digits) => {
        const typed = toScript(latin, digits).replace(".", "٫");
        expect(normalizeDigits(typed)).toBe(latin);
      }),
    );
  });

  test("a number as Arabic and Persian locales print it (with ٬ and ٫) parses to the same number", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom("ar-EG", "fa-IR"),
        (whole, thousandths, locale) => {
          const n = whole + thousandths / 1000;
          const printed = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: true }).format(n);
          expect(Number(normalizeDigits(printed))).toBeCloseTo(n, 3);
        },
      ),
    );
  });

  test("is idempotent, leaves no Arabic digit and changes nothing else", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const once = normalizeDigits(text);
        expect(normalizeDigits(once)).toBe(once);
        expect(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/.test(once)).toBe(false);
        if (!/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/.test(text)) expect(once).toBe(text);
      }),
    );
  });
});
