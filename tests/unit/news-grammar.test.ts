// The news' grammar (src/shared/news-grammar.ts): every counted noun at 0, 1, 2, 3, 11 and 100 in
// Arabic (each case) and English, the verbs that agree with a counted subject, and the recap's
// sentences built with them (src/server/news/recap-text.ts).
import { describe, expect, test } from "bun:test";
import { writeRecap } from "../../src/server/news/recap-text";
import type { RecapFigures } from "../../src/shared/news";
import { clauseAr, count, NOUNS, type NounKey, pluralCategory } from "../../src/shared/news-grammar";

const COUNTS = [0, 1, 2, 3, 11, 100] as const;

/** What each noun reads at 0, 1, 2, 3, 11 and 100: nominative, accusative, genitive, English. */
const EXPECTED: Record<NounKey, { nom: string[]; acc: string[]; gen: string[]; en: string[] }> = {
  share: {
    nom: ["لا أسهم", "سهم واحد", "سهمان", "3 أسهم", "11 سهمًا", "100 سهم"],
    acc: ["لا أسهم", "سهمًا واحدًا", "سهمين", "3 أسهم", "11 سهمًا", "100 سهم"],
    gen: ["لا أسهم", "سهم واحد", "سهمين", "3 أسهم", "11 سهمًا", "100 سهم"],
    en: ["no shares", "1 share", "2 shares", "3 shares", "11 shares", "100 shares"],
  },
  company: {
    nom: ["لا شركات", "شركة واحدة", "شركتان", "3 شركات", "11 شركة", "100 شركة"],
    acc: ["لا شركات", "شركة واحدة", "شركتين", "3 شركات", "11 شركة", "100 شركة"],
    gen: ["لا شركات", "شركة واحدة", "شركتين", "3 شركات", "11 شركة", "100 شركة"],
    en: ["no companies", "1 company", "2 companies", "3 companies", "11 companies", "100 companies"],
  },
  sector: {
    nom: ["لا قطاعات", "قطاع واحد", "قطاعان", "3 قطاعات", "11 قطاعًا", "100 قطاع"],
    acc: ["لا قطاعات", "قطاعًا واحدًا", "قطاعين", "3 قطاعات", "11 قطاعًا", "100 قطاع"],
    gen: ["لا قطاعات", "قطاع واحد", "قطاعين", "3 قطاعات", "11 قطاعًا", "100 قطاع"],
    en: ["no sectors", "1 sector", "2 sectors", "3 sectors", "11 sectors", "100 sectors"],
  },
  point: {
    nom: ["لا نقاط", "نقطة واحدة", "نقطتان", "3 نقاط", "11 نقطة", "100 نقطة"],
    acc: ["لا نقاط", "نقطة واحدة", "نقطتين", "3 نقاط", "11 نقطة", "100 نقطة"],
    gen: ["لا نقاط", "نقطة واحدة", "نقطتين", "3 نقاط", "11 نقطة", "100 نقطة"],
    en: ["no points", "1 point", "2 points", "3 points", "11 points", "100 points"],
  },
  session: {
    nom: ["لا جلسات", "جلسة واحدة", "جلستان", "3 جلسات", "11 جلسة", "100 جلسة"],
    acc: ["لا جلسات", "جلسة واحدة", "جلستين", "3 جلسات", "11 جلسة", "100 جلسة"],
    gen: ["لا جلسات", "جلسة واحدة", "جلستين", "3 جلسات", "11 جلسة", "100 جلسة"],
    en: ["no sessions", "1 session", "2 sessions", "3 sessions", "11 sessions", "100 sessions"],
  },
  week: {
    nom: ["لا أسابيع", "أسبوع واحد", "أسبوعان", "3 أسابيع", "11 أسبوعًا", "100 أسبوع"],
    acc: ["لا أسابيع", "أسبوعًا واحدًا", "أسبوعين", "3 أسابيع", "11 أسبوعًا", "100 أسبوع"],
    gen: ["لا أسابيع", "أسبوع واحد", "أسبوعين", "3 أسابيع", "11 أسبوعًا", "100 أسبوع"],
    en: ["no weeks", "1 week", "2 weeks", "3 weeks", "11 weeks", "100 weeks"],
  },
  event: {
    nom: ["لا أحداث", "حدث واحد", "حدثان", "3 أحداث", "11 حدثًا", "100 حدث"],
    acc: ["لا أحداث", "حدثًا واحدًا", "حدثين", "3 أحداث", "11 حدثًا", "100 حدث"],
    gen: ["لا أحداث", "حدث واحد", "حدثين", "3 أحداث", "11 حدثًا", "100 حدث"],
    en: ["no events", "1 event", "2 events", "3 events", "11 events", "100 events"],
  },
};

test("Intl.PluralRules('ar') gives the six categories at 0, 1, 2, 3, 11 and 100", () => {
  expect(COUNTS.map((n) => pluralCategory("ar", n))).toEqual(["zero", "one", "two", "few", "many", "other"]);
});

test("every counted noun of the news is in the table checked here", () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(NOUNS).sort());
});

describe("counted nouns at 0, 1, 2, 3, 11 and 100", () => {
  for (const noun of Object.keys(NOUNS) as NounKey[]) {
    test(noun, () => {
      const e = EXPECTED[noun];
      expect(COUNTS.map((n) => count("ar", noun, n, "nom"))).toEqual(e.nom);
      expect(COUNTS.map((n) => count("ar", noun, n, "acc"))).toEqual(e.acc);
      expect(COUNTS.map((n) => count("ar", noun, n, "gen"))).toEqual(e.gen);
      expect(COUNTS.map((n) => count("en", noun, n))).toEqual(e.en);
      // One and two are said by the noun alone in Arabic: never "1 سهم واحد" or "2 سهمان".
      for (const c of ["nom", "acc", "gen"] as const) {
        expect(count("ar", noun, 1, c)).not.toMatch(/\d/);
        expect(count("ar", noun, 2, c)).not.toMatch(/\d/);
      }
    });
  }
});

test("the hundreds repeat the categories: 103 counts a plural, 111 an accusative, 101 a genitive", () => {
  expect(count("ar", "share", 103)).toBe("103 أسهم");
  expect(count("ar", "share", 111)).toBe("111 سهمًا");
  expect(count("ar", "share", 101)).toBe("101 سهم");
  expect(count("ar", "share", 1234)).toBe("1,234 سهمًا");
  expect(count("en", "share", 1234)).toBe("1,234 shares");
});

test("points with decimals: a fraction counts the genitive singular, English the plural", () => {
  expect(count("ar", "point", 12.5, "gen", 2)).toBe("12.50 نقطة");
  expect(count("ar", "point", 1, "gen", 2)).toBe("نقطة واحدة");
  expect(count("en", "point", 12.5, "nom", 2)).toBe("12.50 points");
  expect(count("en", "point", 1, "nom", 2)).toBe("1.00 points");
});

test("a verb before a counted subject agrees with it; none is said with لم and أي", () => {
  expect(COUNTS.map((n) => clauseAr("rise", "share", n))).toEqual([
    "لم يرتفع أي سهم",
    "ارتفع سهم واحد",
    "ارتفع سهمان",
    "ارتفعت 3 أسهم",
    "ارتفع 11 سهمًا",
    "ارتفع 100 سهم",
  ]);
  expect(COUNTS.map((n) => clauseAr("fall", "company", n))).toEqual([
    "لم تتراجع أي شركة",
    "تراجعت شركة واحدة",
    "تراجعت شركتان",
    "تراجعت 3 شركات",
    "تراجعت 11 شركة",
    "تراجعت 100 شركة",
  ]);
  expect(clauseAr("hold", "share", 2)).toBe("استقر سهمان");
  expect(clauseAr("rise", "sector", 3)).toBe("ارتفعت 3 قطاعات");
});

const FIGURES: RecapFigures = {
  index: 11234.56,
  change: 45.3,
  changePercent: 0.4,
  advancers: 11,
  decliners: 2,
  unchanged: 0,
  turnover: 5_360_000_000,
  currency: "SAR",
  gainers: [{ symbol: "2222.SR", name: "Saudi Aramco", nameAr: "أرامكو السعودية", changePercent: 1.25, close: 27.4 }],
  losers: [{ symbol: "1120.SR", name: "Al Rajhi Bank", nameAr: "مصرف الراجحي", changePercent: -0.5, close: 90.1 }],
  sectors: [
    { sector: "E", changePercent: 1.2 },
    { sector: "F", changePercent: -0.3 },
  ],
  events: [
    { kind: "earnings", symbol: "2222.SR", name: "Saudi Aramco", nameAr: "أرامكو السعودية" },
    { kind: "exDividend", symbol: "1120.SR", name: "Al Rajhi Bank", nameAr: "مصرف الراجحي" },
    { kind: "exDividend", symbol: "2010.SR", name: "SABIC", nameAr: "سابك" },
  ],
};

test("the Arabic recap: the index's verb, counted shares with their verbs, the case after a word", () => {
  const { headline, paragraphs } = writeRecap("ar", "SA", "2026-11-18", FIGURES, true);
  const text = paragraphs.join("\n");
  expect(headline).toBe("ارتفع مؤشر السوق السعودية بنسبة 0.40% إلى 11,234.56 نقطة");
  expect(text).toContain("في 18 نوفمبر 2026");
  expect(text).toContain("مرتفعًا بمقدار 45.30 نقطة");
  expect(text).toContain("ارتفع 11 سهمًا، وتراجع سهمان، ولم يستقر أي سهم.");
  expect(text).toContain("5.36\u00a0مليار\u00a0ريال");
  expect(text).toContain("أرامكو السعودية");
  expect(text).toContain("قطاع الطاقة الأقوى أداءً");
  expect(text).toContain("وارتفع قطاع واحد من أصل 2");
  expect(text).toContain("وأعلنت شركة واحدة نتائجها المالية");
  // After "تداول" the two shares are genitive.
  expect(text).toContain("وبدأ تداول سهمين دون أحقية توزيع الأرباح");
  expect(text).toContain("سوق محاكاة");
  // No Latin letters outside the isolated symbols and names.
  expect(text.replace(/\u2068[^\u2069]*\u2069/g, "")).not.toMatch(/[A-Za-z]/);
});

test("the English recap reads naturally, singular and plural", () => {
  const down = { ...FIGURES, change: -1, changePercent: -0.01, advancers: 1, decliners: 0, unchanged: 1 };
  const { headline, paragraphs } = writeRecap("en", "US", "2026-11-17", { ...down, currency: "USD" }, false);
  const text = paragraphs.join("\n");
  expect(headline).toBe("US market index falls 0.01% to 11,234.56");
  expect(text).toContain("down 1.00 points or 0.01%");
  expect(text).toContain("1 share rose, none fell and 1 was unchanged.");
  expect(text).toContain("Turnover was $5.36B.");
  expect(text).toContain("1 company reported earnings: Saudi Aramco (2222.SR).");
  expect(text).toContain("2 shares went ex-dividend: Al Rajhi Bank (1120.SR) and SABIC (2010.SR).");
  expect(text).not.toContain("simulated");
  const flat = writeRecap("en", "US", "2026-11-17", { ...FIGURES, change: 0, changePercent: 0 }, true);
  expect(flat.headline).toBe("US market index ends flat at 11,234.56");
  expect(flat.paragraphs.at(-1)).toContain("simulated market");
});
