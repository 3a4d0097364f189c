// Zakat and purification (docs/portfolio.md): holdings and cash as of a date, each holding by
// its method (trading, company pays, zakatable assets), the nisab of 85 g of gold, and the
// purification of the dividends received in the zakat year.
import { type Currency, NISAB_GOLD_GRAMS, ZAKAT_RATES, type ZakatReport, type ZakatYear } from "../../shared/portfolio";
import { purify } from "../../shared/shariah";
import { ByteCache } from "./byte-cache";
import { cashAmount, fx, round } from "./ledger";
import {
  closesOf,
  dailySeries,
  dayNumber,
  defaultZakatMethod,
  indexOf,
  isoOf,
  listingCurrency,
  type MarketView,
  type PortfolioData,
  priceOf,
  replay,
  todayIso,
} from "./service";

/** The gold price per gram the zakat report starts from, until the user enters today's: the LBMA
 * Gold Price at the close of 2024 (31 December 2024), USD 2,610.85 per troy ounce as the LBMA's
 * Precious Metals Market Report for Q4 2024 states it, ÷ 31.1034768 g = USD 83.94 a gram. */
export const DEFAULT_GOLD = {
  pricePerGramUsd: 83.94,
  date: "2024-12-31",
  source: "LBMA Gold Price, 31 Dec 2024: USD 2,610.85/oz (LBMA Precious Metals Market Report, Q4 2024)",
} as const;

export interface ZakatOptions {
  date: string;
  year: ZakatYear;
  /** Per gram, in the base currency; absent: the documented default. */
  goldPrice?: number;
}

/** What the zakat report needs of a company: zakatable assets per share and the purification ratio. */
export interface CompanyFigures {
  /** (cash and short-term investments + receivables + inventory) ÷ shares, listing currency; null unknown. */
  zakatablePerShare: number | null;
  nonPermissibleIncome: number | null;
  totalIncome: number | null;
}

/** The bytes company figures may hold on one instance (a few hundred bytes a symbol and day). */
export const FIGURES_CACHE_BYTES = 1024 * 1024;

// Company figures per symbol and day, kept per instance within its byte budget: a report of 40
// holdings asks for each.
const figuresCache = new ByteCache<Promise<CompanyFigures>>(FIGURES_CACHE_BYTES, () => 256);

export function companyFigures(view: MarketView, symbol: string): Promise<CompanyFigures> {
  const key = `${symbol}|${todayIso(view.services.now())}`;
  let hit = figuresCache.get(key);
  if (!hit) {
    hit = loadCompanyFigures(view, symbol);
    hit.catch(() => figuresCache.delete(key));
    figuresCache.set(key, hit);
  }
  return hit;
}

async function loadCompanyFigures(view: MarketView, symbol: string): Promise<CompanyFigures> {
  const services = view.services;
  const i = indexOf(services, symbol);
  if (i === undefined) return { zakatablePerShare: null, nonPermissibleIncome: null, totalIncome: null };
  const book = view.fundamentals();
  const f = await book.source.get(symbol);
  const shares = services.market.state.shares[i]!;
  const b = f?.quarterly.balance[0];
  let perShare: number | null = null;
  if (b && shares > 0 && (b.cashAndShortTermInvestments !== null || b.receivables !== null)) {
    const inventory = (b as { inventory?: number | null }).inventory ?? 0;
    const assets = (b.cashAndShortTermInvestments ?? 0) + (b.receivables ?? 0) + (inventory ?? 0);
    // Fundamentals are in the company's reporting currency; converted to the listing currency.
    const toListing = fx((f?.currency ?? "USD") as Currency, listingCurrency(services, symbol));
    perShare = (assets * toListing) / shares;
  }
  const income = f?.quarterly.income ?? [];
  const ttm = (key: "nonPermissibleIncome" | "revenue") => {
    const rows = income.slice(0, 4);
    if (rows.length < 4 || rows.some((r) => r[key] === null || r[key] === undefined)) return null;
    return rows.reduce((sum, r) => sum + (r[key] as number), 0);
  };
  return {
    zakatablePerShare: perShare,
    nonPermissibleIncome: ttm("nonPermissibleIncome"),
    totalIncome: ttm("revenue"),
  };
}

/**
 * The zakat report for a date (docs/portfolio.md): holdings and cash as of the end of that day,
 * valued at that day's close (today: the live price); each holding by its method; the nisab of
 * 85 g of gold; purification of the dividends received in the zakat year ending on the date.
 */
export async function computeZakat(
  view: MarketView,
  data: PortfolioData,
  options: ZakatOptions,
  figures: (symbol: string) => Promise<CompanyFigures> = (s) => companyFigures(view, s),
): Promise<ZakatReport> {
  const { services } = view;
  const base = data.row.baseCurrency;
  const today = todayIso(services.now());
  const upTo = options.date >= today ? data.txs : data.txs.filter((t) => t.date <= options.date);
  // For today, the day's series already holds the whole ledger; another date replays up to it.
  const ledger =
    options.date >= today && data.txs.length > 0
      ? (await dailySeries(view, data, today)).ledger
      : replay(services, data.row, upTo).ledger;
  const rate = ZAKAT_RATES[options.year];
  const goldPrice = options.goldPrice ?? round(DEFAULT_GOLD.pricePerGramUsd * fx("USD", base), 4);
  const nisabValue = NISAB_GOLD_GRAMS * goldPrice;

  const holdings: ZakatReport["holdings"] = [];
  let wealth = Math.max(0, ledger.cash);
  let zakatSum = 0;
  const cashZakat = Math.max(0, ledger.cash) * rate;
  zakatSum += cashZakat;
  for (const p of ledger.positions.values()) {
    if (p.quantity <= 1e-9) continue;
    const defaultMethod = defaultZakatMethod(p.currency);
    const method = data.methods.get(p.symbol) ?? defaultMethod;
    const toBase = fx(p.currency, base);
    let price: number;
    if (options.date >= today) price = priceOf(services, p.symbol, 0);
    else {
      const c = await closesOf(services, p.symbol, options.date);
      let at = -1;
      for (let k = 0; k < c.dates.length && c.dates[k]! <= options.date; k++) at = k;
      price = at >= 0 ? c.closes[at]! : priceOf(services, p.symbol, 0);
    }
    let baseAmount = 0;
    let estimated = false;
    if (method === "trading") baseAmount = p.quantity * price * toBase;
    else if (method === "zakatableAssets") {
      const fig = await figures(p.symbol);
      if (fig.zakatablePerShare === null) {
        // Without the company's figures, the holding is counted at market value (the caution of
        // AAOIFI Standard 35 when the zakatable assets cannot be known).
        baseAmount = p.quantity * price * toBase;
        estimated = true;
      } else baseAmount = p.quantity * Math.max(0, fig.zakatablePerShare) * toBase;
    }
    // companyPays: the company's zakat covers the shares; its dividends still held are in cash.
    const zakat = baseAmount * rate;
    wealth += baseAmount;
    zakatSum += zakat;
    holdings.push({
      symbol: p.symbol,
      method,
      defaultMethod,
      quantity: round(p.quantity, 6),
      base: round(baseAmount, 2),
      zakat: round(zakat, 2),
      ...(estimated ? { estimated: true } : {}),
    });
  }
  holdings.sort((a, b) => b.base - a.base || (a.symbol < b.symbol ? -1 : 1));
  const due = wealth >= nisabValue && wealth > 0;

  // Purification: dividends received in the zakat year ending on the date.
  const yearDays = options.year === "lunar" ? 354 : 365;
  const since = isoOf(dayNumber(options.date) - yearDays + 1);
  const dividends = new Map<string, number>();
  for (const t of upTo) {
    if (t.type !== "dividend" || t.date < since || !t.symbol) continue;
    const amount = (cashAmount(t) - t.fees) * fx(t.currency, base);
    dividends.set(t.symbol, (dividends.get(t.symbol) ?? 0) + amount);
  }
  const items: ZakatReport["purification"]["items"] = [];
  for (const [symbol, amount] of [...dividends].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const fig = await figures(symbol);
    const r = purify(amount, fig.nonPermissibleIncome, fig.totalIncome);
    if (r.perShare === null || r.percentOfDividend === null || r.percentOfDividend <= 0) continue;
    items.push({
      symbol,
      dividends: round(amount, 2),
      ratio: round(r.percentOfDividend / 100, 6),
      amount: round(r.perShare, 2),
    });
  }
  return {
    date: options.date,
    year: options.year,
    currency: base,
    rate,
    nisab: {
      grams: NISAB_GOLD_GRAMS,
      goldPrice,
      currency: base,
      source: options.goldPrice === undefined ? DEFAULT_GOLD.source : "user",
      priceDate: options.goldPrice === undefined ? DEFAULT_GOLD.date : options.date,
      value: round(nisabValue, 2),
    },
    holdings: due ? holdings : holdings.map((h) => ({ ...h, zakat: 0 })),
    cash: round(ledger.cash, 2),
    wealth: round(wealth, 2),
    total: due ? round(zakatSum, 2) : 0,
    due,
    purification: {
      total: round(
        items.reduce((s, x) => s + x.amount, 0),
        2,
      ),
      items,
    },
  };
}
