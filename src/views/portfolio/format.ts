// The portfolio screens' numbers through the project's formatters (src/shared/format.ts,
// src/shared/datetime.ts): every amount with its currency, returns as signed percents
// (the API's fractions × 100), months and days in the page's language, Latin digits.
import type { Locales, TranslationFunctions } from "../../i18n/i18n-types";
import type { FormError } from "../../machines/portfolio/errors";
import { formatDay, monthName } from "../../shared/datetime";
import {
  formatMoney,
  formatNumber,
  formatPercent,
  formatSigned,
  formatSignedPercent,
  UNKNOWN,
} from "../../shared/format";
import type { Currency, Nisab } from "../../shared/portfolio";

export const money = (value: number | null | undefined, currency: Currency, lang: Locales) =>
  value === null || value === undefined ? UNKNOWN : formatMoney(value, currency, lang);

/** A gain: signed, with its currency ("+$12.50", "−12.50 ر.س"). */
export function signedMoney(value: number, currency: Currency, lang: Locales): string {
  const text = formatMoney(Math.abs(value), currency, lang);
  const sign = formatSigned(value).charAt(0);
  return sign === "+" || sign === "\u2212" ? `${sign}${text}` : text;
}

/** A return, from its fraction: "+1.23%"; "—" when unknown. */
export const returnPercent = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? UNKNOWN : formatSignedPercent(fraction * 100);

/** A share of a whole, from its fraction: "12.34%". */
export const weightPercent = (fraction: number) => formatPercent(fraction * 100, { grouping: false });

export const quantity = (value: number | null | undefined) =>
  value === null || value === undefined ? UNKNOWN : formatNumber(value, { digits: 6, minDigits: 0 });

/** "2026-03" → "March 2026" / "مارس 2026". */
export function monthLabel(month: string, lang: Locales): string {
  const [y, m] = month.split("-");
  return `${monthName(Number(m), lang)} ${y}`;
}

/** A calendar day of the exchange (YYYY-MM-DD) as the project shows days, isolated left to right
 * so "27-11-2026" is not turned around inside an Arabic sentence. */
export const day = (iso: string) => `\u2066${formatDay(iso) || iso}\u2069`;

/** The index's name in the page's language. The API names it "TASI" or "S&P 500" by the market
 * it stands for; the benchmark is the app's own index computed for that market
 * (docs/architecture.md, Partner insights), so it is named as computed by `product`. */
export const benchmarkName = (P: PortfolioTexts, name: string, product: string) =>
  name === "TASI" ? P.benchmarks.TASI({ product }) : name === "S&P 500" ? P.benchmarks.SP500({ product }) : name;

/** The gold price's source in the page's language (the API states the LBMA's price in English). */
/** The nisab's source in the page's language: the provider, the simulated market or the LBMA
 * default by name (the server's label is English); an admin's price keeps the admin's words. */
export function nisabSource(P: PortfolioTexts, n: Nisab): string {
  const S = P.zakat.nisabSources;
  if (n.source === "admin") return S.admin({ label: n.sourceLabel });
  if (n.source === "user") return n.sourceLabel;
  return S[n.source]();
}

export type PortfolioTexts = TranslationFunctions["portfolio"];

/** The message of a field at fault: the server's own, or the form's in the page's language. */
export function errorText(P: PortfolioTexts, error: FormError | null | undefined, field: string): string | null {
  if (!error) return null;
  if (error.message) return error.message;
  const key = error.key ?? "failed";
  if (key === "network" || key === "failed") return P.errors[key]();
  return P.errors[key]({ field });
}
