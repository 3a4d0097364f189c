// Numbers on the portal screens: Latin digits in both languages, prices with 2 decimals, large
// numbers in the one short form of src/shared/format.ts with 2 fixed decimals in every row
// (583.49K, 1.60M, 13.10B; 1.60 مليون in Arabic).
import type { Locales } from "../../i18n/i18n-types";
import {
  type Currency,
  formatCompact as compact,
  formatMoney,
  formatNumber,
  formatSigned,
  formatSignedPercent,
} from "../../shared/format";

const finite = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);

/** 174.25; with a currency where a table mixes markets: "$174.25", "SAR 27.40" ("27.40 ر.س"). */
export function formatPrice(n: unknown, currency?: Currency, lang: Locales = "en"): string {
  if (!finite(n)) return "—";
  return currency ? formatMoney(n, currency, lang) : formatNumber(n);
}

/** Volume, shares, market cap; with a currency where a table mixes markets ("$4.47T", "SAR 5.89T"). */
export function formatCompact(n: unknown, lang: Locales, currency?: Currency): string {
  return finite(n) ? compact(n, lang, { decimals: 2, currency }) : "—";
}

/** +5.25% / -1.10%, with the sign always shown. */
export function formatPercent(n: unknown): string {
  return finite(n) ? formatSignedPercent(n) : "—";
}

/** A signed price difference: +1.25 / −0.40 (0.00 without a sign). */
export function formatChange(n: unknown): string {
  return finite(n) ? formatSigned(n) : "—";
}
