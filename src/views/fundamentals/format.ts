// Number formats of the fundamentals sections: amounts in the short form of the rest of the
// app (1.60B, 1.60 مليار), ratios and growth with two decimals and a percent sign.
import {
  formatCompact,
  formatNumber,
  formatPercent,
  formatSignedPercent,
  type Lang,
  UNKNOWN,
} from "../../shared/format";

export const amount = (value: number | null | undefined, lang: Lang): string => formatCompact(value ?? null, lang);

export const decimal = (value: number | null | undefined): string => formatNumber(value, { grouping: false });

export const percent = (value: number | null | undefined): string => formatPercent(value, { grouping: false });

export const signedPercent = (value: number | null | undefined): string => formatSignedPercent(value);

export const integer = (value: number | null | undefined): string =>
  value == null ? UNKNOWN : formatNumber(Math.round(value), { digits: 0 });
