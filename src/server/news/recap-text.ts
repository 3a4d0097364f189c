// The recap's words (docs/architecture.md, Market news): a closing-bell report written from a
// session's figures, one template per language. Arabic counted nouns, their case and the verbs
// that agree with them come from src/shared/news-grammar.ts; every number is formatted by
// src/shared/format.ts and every date by src/shared/datetime.ts (Latin digits in both languages,
// month names in the reader's). In Arabic, companies are named in Arabic where they have a name
// in use, and every Latin name, symbol and signed figure is isolated (src/server/news/arabic.ts).
import { formatLongDay } from "../../shared/datetime";
import { formatNumber, formatPercent, formatSignedPercent } from "../../shared/format";
import type { SectorKey } from "../../shared/insights";
import type { NewsMarket, RecapEvent, RecapEventKind, RecapFigures, RecapMover } from "../../shared/news";
import { clauseAr, count, countAr, countEn, direction, type NewsLang, numeral } from "../../shared/news-grammar";
import { serverTexts } from "../texts";
import { amountIn, companyIn, isolateIn, signedPercentIn, splitRatioIn } from "./arabic";

/** Companies named per kind of event; more are summed up as "including …". */
const NAMED = 5;

const sectorName = (lang: NewsLang, key: SectorKey) => serverTexts(lang).insights.sectors[key]();

/** A company as a sentence names it, with its symbol (src/server/news/arabic.ts). */
const company = companyIn;

function list(lang: NewsLang, items: string[]): string {
  return new Intl.ListFormat(lang, { type: "conjunction", style: "long" }).format(items);
}

const MARKET_NAME: Record<NewsLang, Record<NewsMarket, string>> = {
  en: { US: "US", SA: "Saudi" },
  ar: { US: "السوق الأمريكية", SA: "السوق السعودية" },
};

interface RecapText {
  headline: string;
  paragraphs: string[];
}

export function writeRecap(
  lang: NewsLang,
  market: NewsMarket,
  date: string,
  f: RecapFigures,
  simulated: boolean,
): RecapText {
  return lang === "ar" ? arabic(market, date, f, simulated) : english(market, date, f, simulated);
}

function money(lang: NewsLang, f: RecapFigures): string {
  return amountIn(lang, f.turnover, f.currency, { compact: true });
}

function english(market: NewsMarket, date: string, f: RecapFigures, simulated: boolean): RecapText {
  const name = MARKET_NAME.en[market];
  const level = formatNumber(f.index);
  const pct = formatPercent(Math.abs(f.changePercent));
  const way = direction(f.changePercent);
  const headline =
    way === "hold"
      ? `${name} market index ends flat at ${level}`
      : `${name} market index ${way === "rise" ? "rises" : "falls"} ${pct} to ${level}`;
  const day = formatLongDay(date, "en");
  const points = countEn("point", Math.abs(f.change), 2);
  const p: string[] = [];
  p.push(
    way === "hold"
      ? `The ${name} market index closed at ${level} on ${day}, unchanged from the session before.`
      : `The ${name} market index closed at ${level} on ${day}, ${way === "rise" ? "up" : "down"} ${points} or ${pct}.`,
  );
  const rest = (n: number, verb: string) => (n === 0 ? `none ${verb}` : `${numeral(n)} ${verb}`);
  p.push(
    `${capital(countEn("share", f.advancers))} rose, ${rest(f.decliners, "fell")} and ${rest(f.unchanged, f.unchanged === 1 ? "was unchanged" : "were unchanged")}. Turnover was ${money("en", f)}.`,
  );
  const movers = (rows: RecapMover[]) =>
    list(
      "en",
      rows.map((m) => `${m.name} (${m.symbol}, ${formatSignedPercent(m.changePercent)})`),
    );
  const m: string[] = [];
  if (f.gainers.length) m.push(`The biggest gainers were ${movers(f.gainers)}.`);
  if (f.losers.length) m.push(`The biggest losers were ${movers(f.losers)}.`);
  if (m.length) p.push(m.join(" "));
  if (f.sectors.length) {
    const best = f.sectors[0]!;
    const worst = f.sectors.at(-1)!;
    const up = f.sectors.filter((s) => s.changePercent > 0).length;
    p.push(
      `${sectorName("en", best.sector)} was the strongest sector (${formatSignedPercent(best.changePercent)}) and ${sectorName("en", worst.sector)} the weakest (${formatSignedPercent(worst.changePercent)}); ${up === 0 ? "none" : numeral(up)} of the ${countEn("sector", f.sectors.length)} rose.`,
    );
  }
  const events = eventSentences("en", f.events);
  if (events.length) p.push(events.join(" "));
  if (simulated) p.push("These figures come from the simulated market, not from real trading.");
  return { headline, paragraphs: p };
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function arabic(market: NewsMarket, date: string, f: RecapFigures, simulated: boolean): RecapText {
  const name = MARKET_NAME.ar[market];
  const pct = formatPercent(Math.abs(f.changePercent));
  const way = direction(f.changePercent);
  // "ارتفع المؤشر" / "تراجع المؤشر" / "استقر المؤشر": the index is masculine.
  const verb = { rise: "ارتفع", fall: "تراجع", hold: "استقر" }[way];
  const headline =
    way === "hold"
      ? `استقر مؤشر ${name} عند ${countAr("point", f.index, "gen", 2)}`
      : `${verb} مؤشر ${name} بنسبة ${pct} إلى ${countAr("point", f.index, "gen", 2)}`;
  const day = formatLongDay(date, "ar");
  const p: string[] = [];
  // After بمقدار the counted points are genitive; the circumstantial participle agrees with the index.
  p.push(
    way === "hold"
      ? `أغلق مؤشر ${name} في ${day} عند ${countAr("point", f.index, "gen", 2)}، دون تغيّر عن الجلسة السابقة.`
      : `أغلق مؤشر ${name} في ${day} عند ${countAr("point", f.index, "gen", 2)}، ${way === "rise" ? "مرتفعًا" : "متراجعًا"} بمقدار ${countAr("point", Math.abs(f.change), "gen", 2)} أو ما نسبته ${pct}.`,
  );
  p.push(
    `${clauseAr("rise", "share", f.advancers)}، و${clauseAr("fall", "share", f.decliners)}، و${clauseAr("hold", "share", f.unchanged)}. وبلغت قيمة التداول ${money("ar", f)}.`,
  );
  const movers = (rows: RecapMover[]) =>
    list(
      "ar",
      rows.map((m) => `${company("ar", m)} ${signedPercentIn("ar", m.changePercent)}`),
    );
  const m: string[] = [];
  if (f.gainers.length) m.push(`وتصدّر قائمة الأسهم المرتفعة ${movers(f.gainers)}.`);
  if (f.losers.length) m.push(`وتصدّر قائمة الأسهم المتراجعة ${movers(f.losers)}.`);
  if (m.length) p.push(m.join(" "));
  if (f.sectors.length) {
    const best = f.sectors[0]!;
    const worst = f.sectors.at(-1)!;
    const up = f.sectors.filter((s) => s.changePercent > 0).length;
    p.push(
      `وكان قطاع ${sectorName("ar", best.sector)} الأقوى أداءً (${signedPercentIn("ar", best.changePercent)})، وقطاع ${sectorName("ar", worst.sector)} الأضعف (${signedPercentIn("ar", worst.changePercent)})؛ و${clauseAr("rise", "sector", up)} من أصل ${numeral(f.sectors.length)}.`,
    );
  }
  const events = eventSentences("ar", f.events);
  if (events.length) p.push(events.join(" "));
  if (simulated) p.push("هذه الأرقام من سوق محاكاة، وليست من تداولات حقيقية.");
  return { headline, paragraphs: p };
}

const KIND_ORDER: RecapEventKind[] = ["earnings", "exDividend", "split", "listing", "golden", "death"];

/** One sentence per kind of event of the day, naming at most five companies. */
function eventSentences(lang: NewsLang, events: RecapEvent[]): string[] {
  const out: string[] = [];
  for (const kind of KIND_ORDER) {
    const of = events.filter((e) => e.kind === kind);
    if (!of.length) continue;
    const named = of.slice(0, NAMED).map((e) => company(lang, e) + detail(lang, e));
    const names = list(lang, named);
    const n = of.length;
    // "…: A, B and C." or, past five, "…, including A, B and C."
    const among = n > NAMED ? (lang === "ar" ? `، من بينها ${names}` : `, including ${names}`) : `: ${names}`;
    out.push(lang === "ar" ? arabicEvent(kind, n, among) : englishEvent(kind, n, among));
  }
  return out;
}

function detail(lang: NewsLang, e: RecapEvent): string {
  if (!e.detail) return "";
  return ` ${e.kind === "split" ? splitRatioIn(lang, e.detail) : isolateIn(lang, e.detail)}`;
}

function englishEvent(kind: RecapEventKind, n: number, names: string): string {
  switch (kind) {
    case "earnings":
      return `${capital(countEn("company", n))} reported earnings${names}.`;
    case "exDividend":
      return `${capital(countEn("share", n))} went ex-dividend${names}.`;
    case "split":
      return `A split took effect for ${countEn("company", n)}${names}.`;
    case "listing":
      return `${capital(countEn("company", n))} listed${names}.`;
    case "golden":
      return `${capital(countEn("share", n))} formed a golden cross (SMA 50 above SMA 200)${names}.`;
    default:
      return `${capital(countEn("share", n))} formed a death cross (SMA 50 below SMA 200)${names}.`;
  }
}

function arabicEvent(kind: RecapEventKind, n: number, names: string): string {
  switch (kind) {
    case "earnings":
      // "أعلنت 3 شركات نتائجها": the company is feminine.
      return `و${clauseAr("report", "company", n)} نتائجها المالية${names}.`;
    case "exDividend":
      // After "تداول" the counted shares are genitive: "بدأ تداول سهمين".
      return `وبدأ تداول ${count("ar", "share", n, "gen")} دون أحقية توزيع الأرباح${names}.`;
    case "split":
      return `ونُفّذت تجزئة أسهم ${count("ar", "company", n, "gen")}${names}.`;
    case "listing":
      return `و${clauseAr("list", "company", n)} في السوق${names}.`;
    case "golden":
      return `و${clauseAr("record", "share", n)} تقاطعًا ذهبيًا (المتوسط المتحرك لخمسين يومًا فوق متوسط مئتي يوم)${names}.`;
    default:
      return `و${clauseAr("record", "share", n)} تقاطع الموت (المتوسط المتحرك لخمسين يومًا دون متوسط مئتي يوم)${names}.`;
  }
}
