// Number fields accept Arabic keyboards: the one normalisation and the one number parser every
// number field, the OTP boxes and the server's checks of numbers sent as strings use, by example
// and by property.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import * as v from "valibot";
import { decimalInput, digitCode, normalizeDigits, parseDecimal, positiveIntegerParam } from "../../src/shared/digits";

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
    ["−٥", "-5"],
    ["\u061c-\u0665", "-5"],
    ["\u200e\u2212\u06f1\u06f2", "-12"],
    ["１２٫５", "12.5"],
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
        expect(/[\u0660-\u0669\u06f0-\u06f9\u066b\u066c\u2212\u061c\u200e\u200f]/.test(once)).toBe(false);
        if (
          !/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\u066c\u2212\ufe63\uff0d\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(
            text,
          )
        )
          expect(once).toBe(text);
      }),
    );
  });
});

describe("parseDecimal", () => {
  test.each([
    ["١٢٣٫٥", 123.5],
    ["۱۲۳٫۵", 123.5],
    ["123.5", 123.5],
    ["١٬٢٣٤٫٥", 1234.5],
    ["1,234.5", 1234.5],
    ["12,5", 12.5],
    ["١٢,٥", 12.5],
    ["−٣٫٥", -3.5],
    ["-0.5", -0.5],
    ["+٧", 7],
    [" ٤٢ ", 42],
    [".5", 0.5],
    ["٥.", 5],
    ["1 234,5", 1234.5],
  ])("%p → %p", (text, n) => {
    expect(parseDecimal(text)).toBe(n);
  });

  test("empty is null; what is not a plain number is NaN", () => {
    expect(parseDecimal("")).toBeNull();
    expect(parseDecimal("  ")).toBeNull();
    for (const text of ["abc", "١a", "1e3", "12%", "1,2,3", "1.2.3", "--1", "٫", "-", "1,23.4", "$5"])
      expect(parseDecimal(text)).toBeNaN();
  });

  test("a number typed in Latin, Arabic-Indic or Eastern Arabic-Indic digits parses to the same number", () => {
    const typedNumber = fc.tuple(
      fc.constantFrom("", "-", "+"),
      fc.stringMatching(/^[0-9]{1,12}$/),
      fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
    );
    fc.assert(
      fc.property(
        typedNumber,
        fc.constantFrom(ARABIC_INDIC, EASTERN_ARABIC_INDIC),
        ([sign, whole, fraction], digits) => {
          const latin = `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}`;
          const arabic = `${sign === "-" ? "\u2212" : sign}${toScript(whole, digits)}${fraction === undefined ? "" : `٫${toScript(fraction, digits)}`}`;
          const n = parseDecimal(latin);
          expect(n).toBe(Number(latin));
          expect(parseDecimal(arabic)).toBe(n);
        },
      ),
    );
  });

  test("whatever Arabic and Persian locales print, grouped and signed, parses back", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom("ar-EG", "ar-SA", "fa-IR", "en-US"),
        (n, locale) => {
          const printed = new Intl.NumberFormat(locale, { maximumFractionDigits: 4, useGrouping: true }).format(n);
          const exact = Number(n.toFixed(4));
          expect(parseDecimal(printed)).toBeCloseTo(exact, 4);
        },
      ),
    );
  });
});

describe("the server's checks of numbers and codes sent as strings", () => {
  test("decimalInput: a number, a Latin string and an Arabic-Indic string are one value", () => {
    for (const input of [123.5, "123.5", "١٢٣٫٥", "۱۲۳٫۵", "١٢٣,٥"])
      expect(v.safeParse(decimalInput(), input)).toMatchObject({ success: true, output: 123.5 });
    for (const input of ["", "abc", "١٢x", Number.NaN, Number.POSITIVE_INFINITY, null, true])
      expect(v.safeParse(decimalInput(), input).success).toBe(false);
  });

  test("decimalInput by property: Latin and Arabic-Indic strings give the same result", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?[0-9]{1,9}(\.[0-9]{1,4})?$/), (latin) => {
        const arabic = toScript(latin, ARABIC_INDIC).replace(".", "٫").replace("-", "\u2212");
        expect(v.safeParse(decimalInput(), arabic).output).toBe(v.safeParse(decimalInput(), latin).output);
        expect(v.safeParse(decimalInput(), latin).output).toBe(Number(latin));
      }),
    );
  });

  test("digitCode: six digits in any of the scripts, sent on as Latin", () => {
    expect(v.safeParse(digitCode(6), "١٢٣٤٥٦").output).toBe("123456");
    expect(v.safeParse(digitCode(6), "۱۲۳۴۵۶").output).toBe("123456");
    expect(v.safeParse(digitCode(6), "12٣4۵6").output).toBe("123456");
    for (const code of ["١٢٣٤٥", "١٢٣٤٥٦٧", "12345a", "١٢٣ ٤٥٦", ""])
      expect(v.safeParse(digitCode(6), code).success).toBe(false);
  });

  test("positiveIntegerParam: page=٢ is page 2; zero, signs, decimals and overlong numbers are not pages", () => {
    expect(positiveIntegerParam("٢")).toBe(2);
    expect(positiveIntegerParam("۱۲")).toBe(12);
    expect(positiveIntegerParam("12")).toBe(12);
    for (const raw of ["0", "٠", "-1", "1.5", "", "1e3", "1234567890"]) expect(positiveIntegerParam(raw)).toBeNull();
  });
});
