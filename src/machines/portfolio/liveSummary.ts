// The portfolio summary at the live prices (docs/api.md, Portfolios: "prices follow the live
// quotes"), worked out as the server does (src/server/portfolio/service.ts, computeSummary):
// per holding market value = quantity × price, in the base currency at the summary's peg, the
// unrealised gain against the holding's cost (in the base currency, the server's market value
// less its unrealised gain), the weight over holdings and cash; then the totals and the
// allocation. Cash, cost, realised gains, dividends and the returns (worked out from daily
// closes) stay as read. A quote older than the summary, or of a symbol not held, is ignored.
import type { AllocationSlice, Holding, PortfolioSummary } from "../../shared/portfolio";
import type { QuoteBook } from "../market/liveQuotes.machine";

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function slices(holdings: Holding[], key: (h: Holding) => string, total: number): AllocationSlice[] {
  const sums = new Map<string, number>();
  for (const h of holdings) sums.set(key(h), (sums.get(key(h)) ?? 0) + h.marketValueBase);
  return [...sums].map(([k, amount]) => slice(k, amount, total)).sort((a, b) => b.value - a.value);
}

function slice(key: string, amount: number, total: number): AllocationSlice {
  return { key, value: round(amount, 2), weight: total > 0 ? round(amount / total, 6) : 0 };
}

function mergeSlices(list: AllocationSlice[], total: number): AllocationSlice[] {
  const sums = new Map<string, number>();
  for (const s of list) sums.set(s.key, (sums.get(s.key) ?? 0) + s.value);
  return [...sums].map(([key, amount]) => slice(key, amount, total)).sort((a, b) => b.value - a.value);
}

export function liveSummary(summary: PortfolioSummary, book: QuoteBook): PortfolioSummary {
  const base = summary.baseCurrency;
  const toBase = (currency: Holding["currency"]) =>
    currency === base ? 1 : currency === "USD" ? summary.fxRate : 1 / summary.fxRate;
  let changed = false;
  let asOf = summary.asOf;
  const moved = summary.holdings.map((h) => {
    const quote = book[h.symbol];
    if (!quote || quote.ts < summary.asOf || quote.price === h.price) return h;
    changed = true;
    asOf = Math.max(asOf, quote.ts);
    const costBase = h.marketValueBase - h.unrealized;
    const marketValue = h.quantity * quote.price;
    const marketValueBase = marketValue * toBase(h.currency);
    return {
      ...h,
      price: round(quote.price, 4),
      marketValue: round(marketValue, 2),
      marketValueBase: round(marketValueBase, 2),
      unrealized: round(marketValueBase - costBase, 2),
    };
  });
  if (!changed) return summary;
  // The totals move by the holdings' moves, so they keep the server's unrounded sums.
  let valueMove = 0;
  let gainMove = 0;
  moved.forEach((h, i) => {
    const before = summary.holdings[i]!;
    valueMove += h.marketValueBase - before.marketValueBase;
    gainMove += h.unrealized - before.unrealized;
  });
  const value = summary.value + valueMove;
  const holdings = moved
    .map((h) => ({ ...h, weight: value > 0 ? round(h.marketValueBase / value, 6) : 0 }))
    .sort((a, b) => b.marketValueBase - a.marketValueBase || (a.symbol < b.symbol ? -1 : 1));
  const allocation = {
    market: slices(holdings, (h) => h.market, value),
    sector: slices(holdings, (h) => h.sector, value),
    currency: slices(holdings, (h) => h.currency, value),
  };
  if (summary.cash !== 0) {
    allocation.market.push(slice("cash", summary.cash, value));
    allocation.sector.push(slice("cash", summary.cash, value));
    allocation.currency.push(slice(base, summary.cash, value));
    allocation.currency = mergeSlices(allocation.currency, value);
  }
  return {
    ...summary,
    value: round(value, 2),
    unrealized: round(summary.unrealized + gainMove, 2),
    holdings,
    allocation,
    asOf,
  };
}
