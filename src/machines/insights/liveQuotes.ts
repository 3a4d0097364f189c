// The heatmap's tiles and the rankings' rows with the live quotes in (docs/architecture.md,
// "Partner insights"). A quote older than the answer it would change (both carry the server's
// tick time) is not applied, so a reload that is newer than the last quote wins; a quote of a
// symbol not shown is ignored. The lists keep their order until the next reload re-ranks them.
import type { HeatmapResponse, HeatmapTile, RankingResponse, RankingRow } from "../../shared/insights";
import type { QuoteBook, TimedQuote } from "../market/liveQuotes.machine";

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A tile at the quote's price: 1D is the quote's change; longer periods, against fixed past closes, move by the price's ratio. */
function liveTile(tile: HeatmapTile, quote: TimedQuote): HeatmapTile {
  if (tile.price === quote.price) return tile;
  const ratio = tile.price > 0 ? quote.price / tile.price : Number.NaN;
  const change = { ...tile.change };
  for (const period of Object.keys(change) as (keyof HeatmapTile["change"])[]) {
    const v = change[period];
    if (period === "1D") change[period] = round(quote.changesPercentage, 2);
    else if (v !== null && Number.isFinite(ratio)) change[period] = round(((1 + v / 100) * ratio - 1) * 100, 2);
  }
  return {
    ...tile,
    price: quote.price,
    marketCap: Number.isFinite(ratio) ? Math.round(tile.marketCap * ratio) : tile.marketCap,
    change,
  };
}

export function liveHeatmap(data: HeatmapResponse, book: QuoteBook): HeatmapResponse {
  let changed = false;
  const tiles = data.tiles.map((tile) => {
    const quote = book[tile.symbol];
    if (!quote || quote.ts < data.ts) return tile;
    const next = liveTile(tile, quote);
    if (next !== tile) changed = true;
    return next;
  });
  return changed ? { ...data, tiles } : data;
}

function liveRankingRow(row: RankingRow, quote: TimedQuote): RankingRow {
  if (row.price === quote.price && row.volume === quote.volume) return row;
  return {
    ...row,
    price: quote.price,
    changePercent: round(quote.changesPercentage, 2),
    volume: quote.volume,
    tradedValue: quote.price * quote.volume,
  };
}

export function liveRanking(data: RankingResponse, book: QuoteBook): RankingResponse {
  let changed = false;
  const lists = { ...data.lists };
  for (const key of Object.keys(lists) as (keyof RankingResponse["lists"])[]) {
    lists[key] = lists[key].map((row) => {
      const quote = book[row.symbol];
      if (!quote || quote.ts < data.ts) return row;
      const next = liveRankingRow(row, quote);
      if (next !== row) changed = true;
      return next;
    });
  }
  return changed ? { ...data, lists } : data;
}

/** The symbols a ranking shows, each once. */
export function rankingSymbols(data: RankingResponse): string[] {
  return [...new Set(Object.values(data.lists).flatMap((rows) => rows.map((r) => r.symbol)))];
}
