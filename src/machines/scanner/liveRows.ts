// A scanner page's rows with the live quotes in (docs/architecture.md, Scanners): price, change,
// volume and market cap (price × shares) follow the quote, and the ranking metric where it follows
// exactly from them: dollars traded (price × volume), the 3-month return (against a fixed close)
// and the dividend yield (a fixed trailing dividend over the price). The previous close and the
// dividend stay; so does the order (the page is the one the server ranked). A quote of a symbol
// not on the page is ignored.
import type { ScannerKey, ScannerRow } from "../../shared/market";
import { SCANNER_RULES } from "../../shared/scanner-rules";
import type { QuoteBook } from "../market/liveQuotes.machine";

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function liveScannerRow(row: ScannerRow, quote: QuoteBook[string], scanner: ScannerKey): ScannerRow {
  if (row.price === quote.price && row.volume === quote.volume) return row;
  const next: ScannerRow = {
    ...row,
    price: quote.price,
    changePercentage: round(quote.changesPercentage, 2),
    volume: quote.volume,
    marketCap: Math.round(quote.price * row.outstandingShares),
  };
  const metric = SCANNER_RULES[scanner].metric;
  if (row.metric !== undefined && row.price > 0) {
    const ratio = quote.price / row.price;
    if (metric === "tradedValueUsd" && row.volume > 0)
      next.metric = Math.round(row.metric * ratio * (quote.volume / row.volume));
    else if (metric === "return3m") next.metric = round(((1 + row.metric / 100) * ratio - 1) * 100, 2);
    else if (metric === "dividendYield") next.metric = round(row.metric / ratio, 2);
  }
  return next;
}

export function liveScannerRows(rows: ScannerRow[], book: QuoteBook, scanner: ScannerKey): ScannerRow[] {
  let changed = false;
  const next = rows.map((row) => {
    const quote = book[row.symbol];
    if (!quote) return row;
    const moved = liveScannerRow(row, quote, scanner);
    if (moved !== row) changed = true;
    return moved;
  });
  return changed ? next : rows;
}
