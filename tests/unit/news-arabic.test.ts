// The generated Arabic news as a reader sees it (src/server/news/arabic.ts): every Latin name,
// symbol and signed figure isolated (FSI…PDI), companies named in Arabic (a Saudi listing's own
// name, a well-known US company's common one), amounts with their currency in words; the English
// text unchanged.
import { expect, test } from "bun:test";
import { US_NAMES_AR } from "../../src/server/market/names-ar";
import { REAL_COMPANIES } from "../../src/server/market/universe";
import { feedText } from "../../src/server/news/feed-text";
import { writeRecap } from "../../src/server/news/recap-text";
import type { FeedData, FeedKind, RecapFigures } from "../../src/shared/news";
import { unisolated } from "../helpers/bidi";

const US: RecapFigures = {
  index: 6_123.45,
  change: 40.1,
  changePercent: 0.66,
  advancers: 361,
  decliners: 101,
  unchanged: 3,
  turnover: 403_160_000_000,
  currency: "USD",
  gainers: [
    { symbol: "U", name: "Unity Software Inc.", changePercent: 5.75, close: 31.2 },
    { symbol: "AAPL", name: "Apple Inc.", changePercent: 2.1, close: 230.5 },
  ],
  losers: [{ symbol: "BRK-B", name: "Berkshire Hathaway Inc. Class B", changePercent: -1.4, close: 480 }],
  sectors: [
    { sector: "T", changePercent: 1.2 },
    { sector: "E", changePercent: -0.8 },
  ],
  events: [
    { kind: "earnings", symbol: "MSFT", name: "Microsoft Corporation" },
    { kind: "split", symbol: "NVDA", name: "NVIDIA Corporation", detail: "10 for 1" },
    { kind: "listing", symbol: "NEWC", name: "Newco Holdings" },
    { kind: "golden", symbol: "U", name: "Unity Software Inc." },
  ],
};

const SA: RecapFigures = {
  ...US,
  index: 11_234.56,
  changePercent: -0.4,
  change: -45.3,
  turnover: 12_500_000_000,
  currency: "SAR",
  gainers: [{ symbol: "2222.SR", name: "Saudi Aramco", nameAr: "أرامكو السعودية", changePercent: 10, close: 27.4 }],
  losers: [{ symbol: "1120.SR", name: "Al Rajhi Bank", nameAr: "مصرف الراجحي", changePercent: -3.25, close: 90.1 }],
  events: [{ kind: "exDividend", symbol: "2010.SR", name: "SABIC", nameAr: "سابك" }],
};

const recapText = (lang: "en" | "ar", market: "US" | "SA", f: RecapFigures) => {
  const r = writeRecap(lang, market, "2026-11-18", f, true);
  return [r.headline, ...r.paragraphs].join("\n");
};

test("the checker finds what today's generators left bare", () => {
  expect(unisolated("و+5.75% (\u2068U\u2069) \u2068Unity Software Inc.\u2069")).toHaveLength(1);
  expect(unisolated("و\u2066+5.75%\u2069 أبل")).toHaveLength(1);
  expect(unisolated("أبل (AAPL)")).toEqual(['Latin "AAPL" in «أبل (AAPL)»']);
  expect(unisolated("\u2068AAPL")).toEqual(["1 isolate(s) left open"]);
  expect(unisolated("في 2026-11-18 بلغ 403.16 مليار دولار (\u2068−0.40%\u2069)")).toEqual([]);
});

test("the Arabic recap: every Latin run and signed figure isolated, names in Arabic, amounts in words", () => {
  for (const [market, f] of [
    ["US", US],
    ["SA", SA],
  ] as const) {
    const text = recapText("ar", market, f);
    expect(unisolated(text)).toEqual([]);
    expect(text).not.toMatch(/\$|SAR|ر\.س/);
  }
  const us = recapText("ar", "US", US);
  expect(us).toContain("403.16\u00a0مليار\u00a0دولار.");
  expect(us).toContain("أبل (\u2068AAPL\u2069) \u2068+2.10%\u2069");
  expect(us).toContain("\u2068Unity Software Inc.\u2069 (\u2068U\u2069) \u2068+5.75%\u2069");
  expect(us).toContain("بيركشاير هاثاواي (\u2068BRK-B\u2069) \u2068\u22121.40%\u2069");
  expect(us).toContain("مايكروسوفت (\u2068MSFT\u2069)");
  expect(us).toContain("إنفيديا (\u2068NVDA\u2069) 10 مقابل 1");
  expect(us).toContain("(\u2068+1.20%\u2069)");
  const sa = recapText("ar", "SA", SA);
  expect(sa).toContain("12.50\u00a0مليار\u00a0ريال.");
  expect(sa).toContain("أرامكو السعودية (\u20682222.SR\u2069) \u2068+10.00%\u2069");
  expect(sa).toContain("مصرف الراجحي (\u20681120.SR\u2069) \u2068\u22123.25%\u2069");
  expect(sa).toContain("سابك (\u20682010.SR\u2069)");
});

test("the English recap keeps its names, signs and amounts", () => {
  const us = recapText("en", "US", US);
  expect(us).not.toMatch(/[\u2066-\u2069]/);
  expect(us).toContain("Turnover was $403.16B.");
  expect(us).toContain("Unity Software Inc. (U, +5.75%) and Apple Inc. (AAPL, +2.10%)");
  expect(us).toContain("NVIDIA Corporation (NVDA) 10 for 1");
  expect(recapText("en", "SA", SA)).toContain("Turnover was SAR\u00a012.50B.");
});

const FEED: [FeedKind, string, FeedData][] = [
  [
    "limitUp",
    "2222.SR",
    { name: "Saudi Aramco", nameAr: "أرامكو السعودية", currency: "SAR", price: 30.15, changePercent: 10 },
  ],
  [
    "limitDown",
    "1120.SR",
    { name: "Al Rajhi Bank", nameAr: "مصرف الراجحي", currency: "SAR", price: 81.1, changePercent: -9.99 },
  ],
  ["high52", "AAPL", { name: "Apple Inc.", currency: "USD", price: 250.5, changePercent: 1.5, previous: 248.1 }],
  ["low52", "U", { name: "Unity Software Inc.", currency: "USD", price: 18.2, changePercent: -4.5, previous: 18.9 }],
  ["unusualVolume", "TSLA", { name: "Tesla, Inc.", currency: "USD", price: 430, volume: 3e8, ratio: 3.2 }],
  ["golden", "META", { name: "Meta Platforms, Inc.", currency: "USD", price: 720 }],
  ["death", "U", { name: "Unity Software Inc.", currency: "USD", price: 18.2 }],
  ["earnings", "MSFT", { name: "Microsoft Corporation", currency: "USD" }],
  ["exDividend", "KO", { name: "The Coca-Cola Company", currency: "USD", detail: "0.51" }],
  ["split", "NVDA", { name: "NVIDIA Corporation", currency: "USD", detail: "10 for 1" }],
  ["listing", "NEWC", { name: "Newco Holdings", currency: "USD" }],
];

test("the Arabic feed: every kind of event isolated, named in Arabic, amounts in words", () => {
  for (const [kind, symbol, d] of FEED) {
    const text = feedText("ar", kind, symbol, d);
    expect({ kind, problems: unisolated(text) }).toEqual({ kind, problems: [] });
    expect(text).not.toMatch(/\$|SAR|ر\.س/);
  }
  const of = (kind: FeedKind) => {
    const [, symbol, d] = FEED.find(([k]) => k === kind)!;
    return feedText("ar", kind, symbol, d);
  };
  expect(of("limitUp")).toBe(
    "بلغ سهم أرامكو السعودية (\u20682222.SR\u2069) الحد الأعلى للتذبذب اليومي (\u2068+10.00%\u2069) عند 30.15\u00a0ريال.",
  );
  expect(of("limitDown")).toContain("(\u2068\u22129.99%\u2069) عند 81.10\u00a0ريال.");
  expect(of("high52")).toBe(
    "سجّل سهم أبل (\u2068AAPL\u2069) أعلى مستوى في 52 أسبوعًا عند 250.50\u00a0دولار، متجاوزًا أعلى إغلاق سابق عند 248.10\u00a0دولار.",
  );
  expect(of("low52")).toContain("\u2068Unity Software Inc.\u2069 (\u2068U\u2069)");
  expect(of("unusualVolume")).toContain("تسلا (\u2068TSLA\u2069)");
  expect(of("exDividend")).toContain("كوكاكولا (\u2068KO\u2069)");
  expect(of("exDividend")).toContain("(0.5100\u00a0دولار للسهم)");
  expect(of("split")).toBe("تسري اليوم تجزئة أسهم إنفيديا (\u2068NVDA\u2069) بنسبة 10 مقابل 1.");
});

test("the English feed is unchanged", () => {
  const en = (k: number) => feedText("en", FEED[k]![0], FEED[k]![1], FEED[k]![2]);
  expect(en(0)).toBe("Saudi Aramco (2222.SR) hit the daily limit up (+10.00%) at SAR\u00a030.15.");
  expect(en(2)).toBe("Apple Inc. (AAPL) reached a new 52-week high at $250.50, above the highest close of $248.10.");
  expect(en(8)).toBe("The Coca-Cola Company (KO) trades ex-dividend today ($0.5100 a share).");
  expect(en(9)).toBe("NVIDIA Corporation (NVDA): a 10 for 1 split takes effect today.");
  for (let k = 0; k < FEED.length; k++) expect(en(k)).not.toMatch(/[\u2066-\u2069]/);
});

test("the 50 largest US companies have an Arabic name in use, every Saudi listing its own", () => {
  const arabic = /^[\u0600-\u06ff ]+$/;
  const us = REAL_COMPANIES.filter((c) => c.currency === "USD")
    .sort((a, b) => b.sharesOutstanding * b.referencePrice - a.sharesOutstanding * a.referencePrice)
    .slice(0, 50);
  expect(us.length).toBe(50);
  expect(us.filter((c) => !arabic.test(US_NAMES_AR[c.symbol] ?? "")).map((c) => c.symbol)).toEqual([]);
  // Every name in the map is of a listed US company and written in Arabic letters.
  const symbols = new Set(REAL_COMPANIES.filter((c) => c.currency === "USD").map((c) => c.symbol));
  for (const [symbol, name] of Object.entries(US_NAMES_AR)) {
    expect(symbols.has(symbol)).toBe(true);
    expect(name).toMatch(arabic);
  }
  const saudi = REAL_COMPANIES.filter((c) => c.currency === "SAR");
  expect(saudi.length).toBeGreaterThan(200);
  expect(saudi.filter((c) => !c.nameAr || !/[\u0600-\u06ff]/.test(c.nameAr)).map((c) => c.symbol)).toEqual([]);
});
