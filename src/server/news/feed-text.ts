// The feed's words (docs/architecture.md, Market news): one sentence per event, written at read
// time in the reader's language from the event's figures, with the grammar of news-grammar.ts.
// In Arabic, companies are named in Arabic where they have a name in use, every Latin name,
// symbol and signed figure is isolated, and amounts name their currency in words (arabic.ts).
import type { FeedData, FeedKind } from "../../shared/news";
import { count, numeral } from "../../shared/news-grammar";
import { amountIn, companyIn, isolate, signedPercentIn, splitRatioIn } from "./arabic";

export function feedText(lang: "en" | "ar", kind: FeedKind, symbol: string, d: FeedData): string {
  const who = companyIn(lang, { symbol, ...d });
  const price = d.price !== undefined ? amountIn(lang, d.price, d.currency) : "";
  const previous = d.previous !== undefined ? amountIn(lang, d.previous, d.currency) : "";
  const change = d.changePercent !== undefined ? signedPercentIn(lang, d.changePercent) : "";
  const dividend = d.detail ? amountIn(lang, Number(d.detail), d.currency, { digits: 4 }) : "";
  if (lang === "en") {
    switch (kind) {
      case "limitUp":
        return `${who} hit the daily limit up (${change}) at ${price}.`;
      case "limitDown":
        return `${who} hit the daily limit down (${change}) at ${price}.`;
      case "high52":
        return `${who} reached a new 52-week high at ${price}, above the highest close of ${previous}.`;
      case "low52":
        return `${who} fell to a new 52-week low at ${price}, below the lowest close of ${previous}.`;
      case "unusualVolume":
        return `${who} traded ${numeral(d.ratio ?? 0, 1)} times its average volume of the last ${count("en", "session", 20)} (${count("en", "share", d.volume ?? 0)}).`;
      case "golden":
        return `${who} formed a golden cross: its SMA 50 rose above its SMA 200 (price ${price}).`;
      case "death":
        return `${who} formed a death cross: its SMA 50 fell below its SMA 200 (price ${price}).`;
      case "earnings":
        return `${who} reports its earnings today.`;
      case "exDividend":
        return `${who} trades ex-dividend today${dividend ? ` (${dividend} a share)` : ""}.`;
      case "split":
        return `${who}: a ${d.detail ?? ""} split takes effect today.`;
      default:
        return `${who} is listed today.`;
    }
  }
  switch (kind) {
    case "limitUp":
      return `بلغ سهم ${who} الحد الأعلى للتذبذب اليومي (${change}) عند ${price}.`;
    case "limitDown":
      return `بلغ سهم ${who} الحد الأدنى للتذبذب اليومي (${change}) عند ${price}.`;
    case "high52":
      return `سجّل سهم ${who} أعلى مستوى في ${count("ar", "week", 52, "gen")} عند ${price}، متجاوزًا أعلى إغلاق سابق عند ${previous}.`;
    case "low52":
      return `هبط سهم ${who} إلى أدنى مستوى في ${count("ar", "week", 52, "gen")} عند ${price}، دون أدنى إغلاق سابق عند ${previous}.`;
    case "unusualVolume":
      return `بلغ حجم تداول سهم ${who} ${isolate(`${numeral(d.ratio ?? 0, 1)}×`)} متوسط آخر ${count("ar", "session", 20, "gen")} (${count("ar", "share", d.volume ?? 0, "gen")}).`;
    case "golden":
      return `سجّل سهم ${who} تقاطعًا ذهبيًا: صعد متوسطه المتحرك لخمسين يومًا فوق متوسط مئتي يوم (السعر ${price}).`;
    case "death":
      return `سجّل سهم ${who} تقاطع الموت: هبط متوسطه المتحرك لخمسين يومًا دون متوسط مئتي يوم (السعر ${price}).`;
    case "earnings":
      return `موعد إعلان النتائج المالية اليوم: ${who}.`;
    case "exDividend":
      return `اليوم أول يوم لتداول سهم ${who} دون أحقية توزيع الأرباح${dividend ? ` (${dividend} للسهم)` : ""}.`;
    case "split":
      return `تسري اليوم تجزئة أسهم ${who} بنسبة ${splitRatioIn("ar", d.detail ?? "")}.`;
    default:
      return `يبدأ اليوم إدراج ${who} في السوق.`;
  }
}
