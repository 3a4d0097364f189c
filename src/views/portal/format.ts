// Numbers on the portal screens: Latin digits in both languages (DESIGN.md §2), prices with
// 2 decimals, large numbers in a short readable form (1.25B, 340.5M; in Arabic with words).
import type { Locales } from "../../i18n/i18n-types";

const priceFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compactFormats: Record<Locales, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 2 }),
  ar: new Intl.NumberFormat("ar-u-nu-latn", { notation: "compact", maximumFractionDigits: 2 }),
};

const finite = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n);

export function formatPrice(n: unknown): string {
  return finite(n) ? priceFormat.format(n) : "—";
}

export function formatCompact(n: unknown, lang: Locales): string {
  return finite(n) ? compactFormats[lang].format(n) : "—";
}

/** +5.25% / -1.10%, with the sign always shown. */
export function formatPercent(n: unknown): string {
  if (!finite(n)) return "—";
  return `${n > 0 ? "+" : n < 0 ? "−" : ""}${priceFormat.format(Math.abs(n))}%`;
}

/** A signed price difference: +1.25 / −0.40. */
export function formatChange(n: unknown): string {
  if (!finite(n)) return "—";
  return `${n > 0 ? "+" : n < 0 ? "−" : ""}${priceFormat.format(Math.abs(n))}`;
}

export function formatTime(ts: number, lang: Locales): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : "en-US", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(ts);
}

export function formatDateTime(ts: number, lang: Locales): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(ts);
}
