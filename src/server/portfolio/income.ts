// Dividend income (docs/portfolio.md): what the portfolio received, by month, and what its
// holdings will receive in the next 12 months by the dividend calendar, in the base currency.
import type { PortfolioIncome } from "../../shared/portfolio";
import { fx, round } from "./ledger";
import { dailySeries, dayNumber, isoOf, type MarketView, type PortfolioData, todayIso } from "./service";

export async function computeIncome(view: MarketView, data: PortfolioData): Promise<PortfolioIncome> {
  const { services } = view;
  const base = data.row.baseCurrency;
  // Every transaction is dated today or before: the day's series holds the whole ledger.
  const { ledger } = await dailySeries(view, data, todayIso(services.now()));
  const received = [...ledger.dividendsByMonth]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([month, amount]) => ({ month, amount: round(amount, 2) }));
  const held = [...ledger.positions.values()].filter((p) => p.quantity > 1e-9);
  const today = todayIso(services.now());
  const until = isoOf(dayNumber(today) + 365);
  const events = held.length ? await services.market.calendars.dividends(isoOf(dayNumber(today) + 1), until) : [];
  const bySymbol = new Map(held.map((p) => [p.symbol, p]));
  const sums = new Map<string, { month: string; symbol: string; amount: number }>();
  for (const e of events) {
    const p = bySymbol.get(e.symbol);
    if (!p) continue;
    const month = (e.paymentDate ?? e.date).slice(0, 7);
    const amount = e.dividend * p.quantity * fx(p.currency, base);
    const key = `${month}|${e.symbol}`;
    const entry = sums.get(key) ?? { month, symbol: e.symbol, amount: 0 };
    entry.amount += amount;
    sums.set(key, entry);
  }
  const projected = [...sums.values()]
    .map((x) => ({ ...x, amount: round(x.amount, 2) }))
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : a.symbol < b.symbol ? -1 : 1));
  return { currency: base, received, projected };
}
