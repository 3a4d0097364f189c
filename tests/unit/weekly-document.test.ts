// The weekly report's document (src/server/news/weekly-document.ts), which the server draws into
// its PNG and PDF: the reader's language and direction, the page's content with signed changes,
// the currency and time zone named, the simulated label and the disclaimer line, every text
// escaped, and nothing that could load from elsewhere.
import { describe, expect, test } from "bun:test";
import { weeklyDocument, weeklyFileName } from "../../src/server/news/weekly-document";
import type { WeeklyResponse } from "../../src/shared/news";

// (previous and next: the neighbouring weeks, which the document does not show.)
const report = {
  market: "SA",
  week: "2026-W47",
  sessions: ["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18"],
  currency: "SAR",
  index: { from: 11_204.5, to: 11_310.25, changePercent: 0.94 },
  sectors: [
    { sector: "E", from: 100, to: 102, changePercent: 2 },
    { sector: "F", from: 100, to: 98.5, changePercent: -1.5 },
  ],
  best: [
    { symbol: "2222.SR", name: "Saudi Arabian Oil Co.", nameAr: "أرامكو السعودية", changePercent: 4.25, close: 27.4 },
  ],
  worst: [{ symbol: "1120.SR", name: "Al Rajhi Bank", changePercent: -3.1, close: 98.05 }],
  nextWeek: {
    from: "2026-11-22",
    to: "2026-11-26",
    events: [
      { kind: "earnings", total: 12, items: [] },
      { kind: "exDividend", total: 3, items: [] },
      { kind: "split", total: 0, items: [] },
      { kind: "listing", total: 1, items: [] },
    ],
  },
  simulated: true,
  previous: "2026-W46",
  next: null,
} as WeeklyResponse;

const options = {
  madeAt: Date.UTC(2026, 10, 18, 15, 0),
  site: "rockets.example",
  brand: { product: "Rockets", provider: "Rockets Labs" },
};

test("Arabic, US: a well-known company by the name Arabic readers know, prices in dollars said in words", () => {
  const us = {
    ...report,
    market: "US",
    currency: "USD",
    best: [{ symbol: "AAPL", name: "Apple Inc.", changePercent: 2.5, close: 230.5 }],
    worst: [{ symbol: "U", name: "Unity Software Inc.", changePercent: -5.75, close: 31.2 }],
  } as WeeklyResponse;
  const html = weeklyDocument(us, { ...options, lang: "ar" });
  expect(html).toContain('<span class="name" dir="auto" lang="ar">أبل</span>');
  expect(html).toContain('<span class="name" dir="auto" lang="en">Unity Software Inc.</span>');
  expect(html).toContain("<td><bdi>230.50\u00a0دولار</bdi></td>");
  expect(html).not.toContain("$");
  const en = weeklyDocument(us, { ...options, lang: "en" });
  expect(en).toContain('<span class="name" dir="auto" lang="en">Apple Inc.</span>');
  expect(en).toContain('<bdi dir="ltr">$230.50</bdi>');
});

describe("Arabic", () => {
  const html = weeklyDocument(report, { ...options, lang: "ar", brand: { product: "روكتس", provider: "روكتس لابس" } });

  test("lang=ar, right to left, Arabic fonts first", () => {
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('font-family: "Noto Sans Arabic", "Noto Sans", sans-serif');
  });

  test("the report's Arabic texts: title, week, sectors, calendar, the company's Arabic name", () => {
    for (const text of [
      "التقرير الأسبوعي: السوق السعودية",
      "الأسبوع 47 من عام 2026، من 15 نوفمبر 2026 إلى 18 نوفمبر 2026",
      "مؤشر السوق",
      "القطاعات",
      "الطاقة",
      "الخدمات المالية",
      "النتائج المالية",
      "الأسهم الأفضل أداءً",
      "الأسهم الأسوأ أداءً",
      '<span class="name" dir="auto" lang="ar">أرامكو السعودية</span>',
      // No Arabic name: the Latin one, marked as English.
      '<span class="name" dir="auto" lang="en">Al Rajhi Bank</span>',
    ])
      expect(html).toContain(text);
  });

  test("signed changes left to right, prices in riyals said in words; the currency and the zone named", () => {
    expect(html).toContain('<bdi dir="ltr">+4.25%</bdi>');
    expect(html).toContain('<bdi dir="ltr">\u22123.10%</bdi>');
    expect(html).toContain('<bdi dir="ltr">11,204.50 → 11,310.25 (+0.94%)</bdi>');
    // The amount reads right to left, its currency in words after the number.
    expect(html).toContain("<td><bdi>27.40\u00a0ريال</bdi></td>");
    expect(html).not.toContain("ر.س");
    expect(html).toContain("الأسعار بالريال السعودي.");
    expect(html).toContain("بتوقيت الرياض");
    expect(html).toContain("أُعدّ في 18 نوفمبر 2026، 18:00 بتوقيت الرياض.");
  });

  test("the simulated label and band, the brand and the disclaimer's address written out", () => {
    expect(html).toContain("بيانات محاكاة</span>");
    expect(html).toContain('<p class="band">بيانات محاكاة: ليست أسعار سوق حقيقية.</p>');
    expect(html).toContain("مدعوم من <strong>روكتس</strong>");
    expect(html).toContain('إخلاء المسؤولية: <bdi dir="ltr">rockets.example/disclaimer</bdi>');
  });
});

describe("English", () => {
  const html = weeklyDocument(
    { ...report, market: "US", currency: "USD", simulated: false },
    { ...options, lang: "en" },
  );

  test("lang=en, left to right; dollars and New York named; no simulated label for real data", () => {
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("Weekly Report: USA");
    expect(html).toContain("Prices in US dollars.");
    expect(html).toContain("Made 18 November 2026, 10:00 New York.");
    expect(html).toContain("$27.40");
    expect(html).toContain('<span class="name" dir="auto" lang="en">Saudi Arabian Oil Co.</span>');
    expect(html).not.toContain("Simulated data");
    expect(html).toContain('Disclaimer: <bdi dir="ltr">rockets.example/disclaimer</bdi>');
  });
});

test("hostile names and brand are escaped, never markup", () => {
  const hostile = '<img src=x onerror="alert(1)">&\'';
  const html = weeklyDocument(
    {
      ...report,
      best: [
        { symbol: "<b>X</b>", name: hostile, nameAr: `</span><script>alert(2)</script>`, changePercent: 1, close: 1 },
      ],
      worst: [{ symbol: "Y", name: `"><iframe src="https://evil.example">`, changePercent: -1, close: 1 }],
    },
    { ...options, lang: "ar", site: 'a"><script>alert(3)</script>', brand: { product: "<u>P</u>", provider: "Q & R" } },
  );
  expect(html).toContain("&lt;/span&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
  expect(html).toContain("&lt;b&gt;X&lt;/b&gt;");
  expect(html).toContain("&lt;u&gt;P&lt;/u&gt;");
  expect(html).toContain("Q &amp; R");
  expect(html).toContain("a&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;/disclaimer");
  const english = weeklyDocument(
    { ...report, best: [{ symbol: "Z", name: hostile, changePercent: 1, close: 1 }] },
    { ...options, lang: "en" },
  );
  expect(english).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;");
  for (const doc of [html, english]) {
    expect(doc).not.toMatch(/<(script|img|iframe|b|u)[\s>]/i);
    // Nothing to load: no URL in any attribute, a policy that forbids everything but inline styles.
    expect(doc).not.toMatch(/<[^>]*\s(src|href)=/i);
    expect(doc).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  }
});

test("file names: weekly-report-<market>-<week>.<format>", () => {
  expect(weeklyFileName(report, "png")).toBe("weekly-report-SA-2026-W47.png");
  expect(weeklyFileName({ market: "US", week: "2026-W01" }, "pdf")).toBe("weekly-report-US-2026-W01.pdf");
});
