// The weekly report as a document of its own (docs/api.md, "Partner news", format=png|pdf): the
// page's content (src/views/news/WeeklyReport.tsx) in the caller's language, as HTML that the
// renderer (src/server/render/chromium.ts) draws into a PNG or a PDF. Self-contained: inline CSS,
// the machine's fonts, no script and nothing to load. Every text goes through escapeHtml.
import type { Locales } from "../../i18n/i18n-types";
import { formatLongDay, formatTime } from "../../shared/datetime";
import { formatNumber, formatPrice, formatSignedPercent } from "../../shared/format";
import type { NewsMarket, RecapMover, WeeklyResponse } from "../../shared/news";
import { escapeHtml as e } from "../mail/html";
import { serverTexts } from "../texts";
import { amountIn, knownArabicName } from "./arabic";

const ZONES = { US: "America/New_York", SA: "Asia/Riyadh" } as const satisfies Record<NewsMarket, string>;

interface WeeklyDocumentOptions {
  lang: Locales;
  /** When the document is made (its "Made …" line, on the exchange's clock). */
  madeAt: number;
  /** The site's host, for the disclaimer's address written out ("Disclaimer: host/disclaimer"),
   * as every saved image of the pages ends. */
  site: string;
  /** The brand's names in the reader's language (the partner footer). */
  brand: { product: string; provider: string };
}

/** weekly-report-SA-2026-W47.png */
export function weeklyFileName(report: Pick<WeeklyResponse, "market" | "week">, format: "png" | "pdf"): string {
  return `weekly-report-${report.market}-${report.week}.${format}`;
}

const signClass = (n: number) => (n > 0 ? "up" : n < 0 ? "down" : "flat");

/** A number, price or signed change: left to right inside the page's direction. */
const ltr = (text: string) => `<bdi dir="ltr">${e(text)}</bdi>`;

function moversTable(title: string, rows: RecapMover[], report: WeeklyResponse, lang: Locales): string {
  const LL = serverTexts(lang);
  const body = rows
    .map((m) => {
      const arabic = lang === "ar" ? knownArabicName(m) : undefined;
      const name = arabic ?? m.name;
      return `<tr>
<th scope="row"><bdi dir="ltr" lang="en" class="symbol">${e(m.symbol)}</bdi><span class="name" dir="auto" lang="${arabic ? "ar" : "en"}">${e(name)}</span></th>
<td>${lang === "ar" ? `<bdi>${e(amountIn("ar", m.close, report.currency))}</bdi>` : ltr(formatPrice(m.close, report.currency, lang))}</td>
<td class="${signClass(m.changePercent)}">${ltr(formatSignedPercent(m.changePercent))}</td>
</tr>`;
    })
    .join("\n");
  return `<table>
<caption>${e(title)}</caption>
<thead><tr><th scope="col">${e(LL.marketNews.recap.symbol())}</th><th scope="col">${e(LL.marketNews.recap.close())}</th><th scope="col">${e(LL.marketNews.weekly.change())}</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`;
}

const STYLE = `
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; background: #fff; color: #142033; font-size: 15px; line-height: 1.5; }
main { padding: 36px 44px 28px; }
header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding-block-end: 12px; border-block-end: 3px solid #1d4ed8; }
h1 { margin: 0; font-size: 28px; line-height: 1.3; }
.badge { display: inline-block; padding: 2px 12px; border-radius: 999px; background: #ffd166; color: #2a1d00; font-size: 13px; font-weight: 700; }
.week { margin: 16px 0 4px; font-size: 17px; font-weight: 600; }
.index { margin: 0 0 20px; font-size: 17px; }
.grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: start; gap: 22px 28px; }
table { inline-size: 100%; border-collapse: collapse; break-inside: avoid; }
caption { text-align: start; font-size: 16px; font-weight: 700; padding-block-end: 6px; }
th, td { text-align: start; vertical-align: top; padding: 6px 8px; border-block-end: 1px solid #e2e8f0; }
thead th { background: #eef2f7; color: #3b4a5e; font-size: 13px; font-weight: 600; }
tbody th { font-weight: 600; }
.symbol { font-weight: 700; }
.name { display: block; color: #4a5a70; font-size: 12px; font-weight: 400; }
.up { color: #047857; }
.down { color: #b91c1c; }
footer { margin-block-start: 26px; padding-block-start: 10px; border-block-start: 1px solid #d5dde8; color: #3b4a5e; font-size: 13px; }
footer p { margin: 2px 0; }
.band { margin: 10px 0; padding: 6px 10px; background: #ffd166; color: #2a1d00; font-weight: 700; text-align: center; }
.brand strong { color: #1d4ed8; }
@media print {
  main { padding: 0; }
  body { font-size: 12.5px; line-height: 1.4; }
  h1 { font-size: 22px; }
  .week, .index { font-size: 14px; }
  .index { margin-block-end: 14px; }
  caption { font-size: 14px; }
  th, td { padding: 4px 6px; }
  thead th { font-size: 11.5px; }
  .name { font-size: 10.5px; }
  .grid { gap: 16px 20px; }
  footer { margin-block-start: 16px; font-size: 11px; }
}
`;

/** The weekly report as a complete HTML document in `lang` (lang="ar" is right to left). */
export function weeklyDocument(report: WeeklyResponse, options: WeeklyDocumentOptions): string {
  const { lang } = options;
  const LL = serverTexts(lang);
  const t = LL.marketNews.weekly;
  const d = t.document;
  const zone = ZONES[report.market];
  const market = LL.marketNews.markets[report.market]();
  const title = d.title({ market });
  const week = d.week({
    n: Number(report.week.slice(6)),
    year: Number(report.week.slice(0, 4)),
    from: formatLongDay(report.sessions[0], lang),
    to: formatLongDay(report.sessions.at(-1), lang),
  });
  const index = `${formatNumber(report.index.from)} → ${formatNumber(report.index.to)} (${formatSignedPercent(report.index.changePercent)})`;
  const sectors = report.sectors
    .map(
      (x) =>
        `<tr><th scope="row">${e(LL.marketNews.sectors[x.sector]())}</th><td class="${signClass(x.changePercent)}">${ltr(formatSignedPercent(x.changePercent))}</td></tr>`,
    )
    .join("\n");
  const calendar = report.nextWeek.events
    .map((x) => {
      const kinds = t.kinds as Record<string, (() => string) | undefined>;
      const label = kinds[x.kind]?.() ?? x.kind;
      return `<tr><th scope="row">${e(label)}</th><td>${ltr(formatNumber(x.total, { digits: 0 }))}</td></tr>`;
    })
    .join("\n");
  const comma = lang === "ar" ? "،" : ",";
  const made = `${formatLongDay(options.madeAt, lang, zone)}${comma} ${formatTime(options.madeAt, lang, zone, { reader: zone })}`;
  const fonts =
    lang === "ar" ? `"Noto Sans Arabic", "Noto Sans", sans-serif` : `"Noto Sans", "Noto Sans Arabic", sans-serif`;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${e(`${title} — ${week}`)}</title>
<style>body { font-family: ${fonts}; }${STYLE}</style>
</head>
<body>
<main data-report="weekly" data-market="${e(report.market)}" data-week="${e(report.week)}">
<header>
<h1>${e(title)}</h1>
${report.simulated ? `<span class="badge" data-simulated="true">${e(LL.market.simulated())}</span>` : ""}
</header>
<p class="week">${e(week)}</p>
<p class="index"><strong>${e(t.index())}</strong> ${ltr(index)}</p>
<div class="grid">
<table>
<caption>${e(t.sectors())}</caption>
<thead><tr><th scope="col">${e(t.sector())}</th><th scope="col">${e(t.change())}</th></tr></thead>
<tbody>
${sectors}
</tbody>
</table>
<table>
<caption>${e(t.nextWeek({ from: formatLongDay(report.nextWeek.from, lang), to: formatLongDay(report.nextWeek.to, lang) }))}</caption>
<thead><tr><th scope="col">${e(LL.marketNews.feed.kindLabel())}</th><th scope="col">${e(t.total())}</th></tr></thead>
<tbody>
${calendar}
</tbody>
</table>
${moversTable(t.best(), report.best, report, lang)}
${moversTable(t.worst(), report.worst, report, lang)}
</div>
<footer>
<p>${e(d.currency[report.currency]())} ${e(d.zone[report.market]())} ${e(d.made({ time: made }))}</p>
${report.simulated ? `<p class="band">${e(LL.market.imageNote())}</p>` : ""}
<p class="brand">${e(LL.partnerCommon.footer.poweredBy())} <strong>${e(options.brand.product)}</strong> · ${e(LL.partnerCommon.footer.productOf())} <strong>${e(options.brand.provider)}</strong></p>
<p>${e(LL.common.disclaimerLink())}: <bdi dir="ltr">${e(`${options.site}/disclaimer`)}</bdi></p>
</footer>
</main>
</body>
</html>
`;
}
