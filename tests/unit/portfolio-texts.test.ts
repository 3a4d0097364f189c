// The portfolio page's texts (src/i18n/{en,ar}/portfolio): both languages have the same
// messages with the same arguments, and every Arabic count is said with its plural form
// (Intl.PluralRules' six Arabic categories through typesafe-i18n): one and two by the noun
// alone, 3–10 with the plural, 11–99 with the accusative singular, 100 with the singular.
import { expect, test } from "bun:test";
import { i18nString } from "typesafe-i18n";
import ar from "../../src/i18n/ar/portfolio";
import en from "../../src/i18n/en/portfolio";

type Tree = { [key: string]: string | Tree };
function walk(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : walk(value, `${prefix}${key}.`),
  );
}
const enTexts = new Map(walk(en as unknown as Tree));
const arTexts = new Map(walk(ar as unknown as Tree));
const names = (text: string) => [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();

test("English and Arabic have the same messages, each with the same arguments", () => {
  expect([...arTexts.keys()].sort()).toEqual([...enTexts.keys()].sort());
  for (const [key, text] of enTexts) {
    const arabic = arTexts.get(key) ?? "";
    // An Arabic count carries its number inside the plural forms ({{count:…}}), not as {count}.
    const arNames = [...names(arabic), ...[...arabic.matchAll(/\{\{(\w+):/g)].map((m) => m[1])].sort();
    expect({ key, names: [...new Set(arNames)] }).toEqual({ key, names: [...new Set(names(text))] });
  }
});

const L = i18nString("ar");
const COUNTS = [0, 1, 2, 3, 11, 100] as const;
const EXPECTED: Record<string, readonly string[]> = {
  count: ["لا محافظ", "محفظة واحدة", "محفظتان", "3 محافظ", "11 محفظة", "100 محفظة"],
  "confirm.portfolioText": ["ولا عمليات فيها", "عملية واحدة", "عمليتان", "3 عمليات", "11 عملية", "100 عملية"],
  "transactions.caption": ["لا عمليات", "عملية واحدة", "عمليتان", "3 عمليات", "11 عملية", "100 عملية"],
  "import.rowsCaption": ["لا صفوف", "صف واحد", "صفان", "3 صفوف", "11 صفًا", "100 صف"],
  "import.errorCount": [
    "لا أخطاء",
    "في صف واحد خطأ",
    "في صفين أخطاء",
    "في 3 صفوف أخطاء",
    "في 11 صفًا أخطاء",
    "في 100 صف أخطاء",
  ],
  "import.importRows": ["لا صفوف", "صف واحد", "صفين", "3 صفوف", "11 صفًا", "100 صف"],
  "import.imported": ["لا عمليات", "عملية واحدة", "عمليتان", "3 عمليات", "11 عملية", "100 عملية"],
  "journal.days": ["أقل من يوم", "يوم واحد", "يومان", "3 أيام", "11 يومًا", "100 يوم"],
  "import.moreErrors": ["لا أخطاء أخرى", "…وخطأ آخر", "…وخطآن آخران", "3 أخطاء أخرى", "11 خطأً آخر", "100 خطأ آخر"],
};

test("the counted Arabic messages are the ones checked here", () => {
  const counted = [...arTexts].filter(([, text]) => text.includes("{{")).map(([key]) => key);
  expect(counted.sort()).toEqual(Object.keys(EXPECTED).sort());
});

for (const [key, forms] of Object.entries(EXPECTED)) {
  test(`${key}: the right form at 0, 1, 2, 3, 11 and 100`, () => {
    const text = arTexts.get(key) ?? "";
    COUNTS.forEach((count, i) => {
      const out = L(text, { count, max: 10, file: "broker.csv" });
      expect(out).toContain(forms[i]!);
      // One and two are said by the noun alone: never "1 صف واحد".
      if (count === 1 || count === 2) expect(out).not.toMatch(new RegExp(`(^|[^0-9])${count} `));
    });
  });
}

test("the Arabic texts use no Latin words but the names and formats the page shows as they are", () => {
  // Currency codes, file formats, the gold market's and the standard's initials, the formula's symbols.
  const allowed = /USD|SAR|CSV|UTF-8|BOM|LBMA|XIRR|AAOIFI|TASI|PNG|PDF|CF/g;
  const latin = [...arTexts].filter(([, text]) =>
    /[A-Za-z]{2,}/.test(text.replace(allowed, "").replace(/\{[^}]*\}/g, "")),
  );
  expect(latin.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
});
