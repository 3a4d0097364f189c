// The generated Arabic news' handling of what is not Arabic (docs/architecture.md, Market news),
// one helper for every writer (the recap, the feed, the weekly report): inside an Arabic sentence
// every run of Latin letters (a name, a symbol) and every signed figure is isolated between
// U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (`<bdi>` in HTML), so the
// bidirectional algorithm lays it out as one unit and the order of names and figures around it
// stays the order written ("+5.75%" keeps its sign in front and never swaps with the name beside
// it). A company is named in Arabic where it has an Arabic name: the official one of a Saudi
// listing, the common one of a well-known US company (src/server/market/names-ar.ts); else by its
// own name, isolated. Amounts name their currency in words after the number ("403.16 مليار
// دولار", "27.40 ريال"), never a sign. English text goes through unchanged.
import { formatCompact, formatMoney, formatNumber, formatSignedPercent } from "../../shared/format";
import type { NewsLang } from "../../shared/news-grammar";
import { US_NAMES_AR } from "../market/names-ar";

const FSI = "\u2068";
const PDI = "\u2069";

/** Text isolated inside an Arabic sentence: "\u2068AAPL\u2069". */
export const isolate = (text: string) => `${FSI}${text}${PDI}`;

/** Isolated in Arabic, as it is in English. */
export const isolateIn = (lang: NewsLang, text: string) => (lang === "ar" ? isolate(text) : text);

/** A company's Arabic name, where it has one: its own (a Saudi listing's official name) or the
 * one Arabic readers know it by (src/server/market/names-ar.ts). */
export function knownArabicName(x: { symbol: string; nameAr?: string | undefined }): string | undefined {
  return x.nameAr || US_NAMES_AR[x.symbol];
}

/** A company's name in an Arabic sentence: its Arabic name, else its own in Latin letters, isolated. */
function arabicName(x: { symbol: string; name: string; nameAr?: string | undefined }): string {
  return knownArabicName(x) ?? isolate(x.name);
}

/** A company as a sentence names it, with its symbol: "أبل (\u2068AAPL\u2069)",
 * "Apple Inc. (AAPL)". */
export function companyIn(lang: NewsLang, x: { symbol: string; name: string; nameAr?: string | undefined }): string {
  return lang === "ar" ? `${arabicName(x)} (${isolate(x.symbol)})` : `${x.name} (${x.symbol})`;
}

/** The one signed percent of the screens ("+5.75%", "−0.40%"), isolated in Arabic. */
export const signedPercentIn = (lang: NewsLang, value: number) => isolateIn(lang, formatSignedPercent(value));

const CURRENCY_WORD = { USD: "دولار", SAR: "ريال" } as const;

/** An amount with its currency: "$5.36B", "5.36 مليار ريال" (compact), "$174.25", "174.25 دولار". */
export function amountIn(
  lang: NewsLang,
  value: number,
  currency: "USD" | "SAR",
  options: { compact?: boolean; digits?: number } = {},
): string {
  const digits = options.digits ?? 2;
  if (lang === "en")
    return options.compact
      ? formatCompact(value, "en", { currency, decimals: digits })
      : formatMoney(value, currency, "en", digits);
  const number = options.compact ? formatCompact(value, "ar", { decimals: digits }) : formatNumber(value, { digits });
  return `${number}\u00a0${CURRENCY_WORD[currency]}`;
}

/** A split's ratio as the sentence says it: "2 for 1", "2 مقابل 1" (the recap's and the feed's
 * `detail` of a split is the English form, src/shared/format.ts splitRatio). */
export function splitRatioIn(lang: NewsLang, ratio: string): string {
  if (lang === "en") return ratio;
  const parts = /^(\S+) for (\S+)$/.exec(ratio);
  return parts ? `${parts[1]} مقابل ${parts[2]}` : isolate(ratio);
}
