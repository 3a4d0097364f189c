// A screen's page with the live quotes in (docs/architecture.md, Screener): the fields that follow
// from a quote move with it, the others stay as the screen computed them. Exactly derived from
// the quote and the row: price, change, change1d, volume, traded value (price × volume), market
// cap (shares do not change within a session), relative volume (today's volume against a fixed
// 30-day average), dividend yield (a fixed trailing dividend over the price), and the returns
// and distances against fixed past closes and averages (1W, 1M, YTD, 1Y, SMA 50 and SMA 200).
// SMA 20 and the 52-week range include today's price in ways a row cannot redo; they stay.
// The order of the rows stays too (the page is the one the screen ranked).
import { fieldDef, type ScreenField, type ScreenResult, type ScreenRow } from "../../shared/screener";
import type { QuoteBook } from "../market/liveQuotes.machine";

/** Percent changes against a fixed reference: (1 + v/100) × new ÷ old − 1. */
const RETURNS: ScreenField[] = ["change1w", "change1m", "changeYtd", "change1y", "distSma50", "distSma200"];

const round = (x: number, field: ScreenField) => {
  const def = fieldDef(field);
  const f = 10 ** (def.kind === "number" ? def.digits : 2);
  return Math.round(x * f) / f;
};

/** One row with its quote in, or the row itself when nothing changes. */
function liveRow(
  row: ScreenRow,
  quote: { price: number; change: number; changesPercentage: number; volume: number },
): ScreenRow {
  const oldPrice = typeof row.price === "number" ? row.price : null;
  const oldVolume = typeof row.volume === "number" ? row.volume : null;
  if (oldPrice === quote.price && (oldVolume === null || oldVolume === quote.volume)) return row;
  const next: ScreenRow = { ...row };
  const set = (field: ScreenField, value: number) => {
    if (field in row && row[field] !== null && Number.isFinite(value)) next[field] = round(value, field);
  };
  set("price", quote.price);
  set("change", quote.change);
  set("change1d", quote.changesPercentage);
  set("volume", quote.volume);
  if (oldPrice !== null && oldPrice > 0) {
    const ratio = quote.price / oldPrice;
    if (typeof row.marketCap === "number") set("marketCap", row.marketCap * ratio);
    for (const field of RETURNS) {
      const v = row[field];
      if (typeof v === "number") set(field, ((1 + v / 100) * ratio - 1) * 100);
    }
    if (typeof row.dividendYield === "number") set("dividendYield", row.dividendYield / ratio);
  }
  if (typeof row.tradedValue === "number") set("tradedValue", quote.price * quote.volume);
  if (typeof row.relVolume === "number" && oldVolume !== null && oldVolume > 0)
    set("relVolume", row.relVolume * (quote.volume / oldVolume));
  return next;
}

/**
 * The result with the book's quotes of its rows in. A quote of a symbol not on the page is
 * ignored; a quote older than the result (`asOf`, epoch ms of the answer) is not applied.
 */
export function withLiveQuotes(result: ScreenResult, book: QuoteBook, asOf = 0): ScreenResult {
  let changed = false;
  const rows = result.rows.map((row) => {
    const quote = book[row.symbol];
    if (!quote || quote.ts < asOf) return row;
    const next = liveRow(row, quote);
    if (next !== row) changed = true;
    return next;
  });
  return changed ? { ...result, rows } : result;
}
