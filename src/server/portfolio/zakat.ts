// Zakat and purification (docs/portfolio.md): holdings and cash as of a date, each holding by
// its method (trading, company pays, zakatable assets) and the rule its figures allow, the nisab
// of 85 g of gold or 595 g of silver, and the purification of the zakat year by AAOIFI Shariah Standard No. 21.
import type { BalanceRow } from "../../shared/fundamentals";
import { toHijri } from "../../shared/hijri";
import {
  type Currency,
  NISAB_GRAMS,
  type Nisab,
  type NisabBasis,
  type PurificationMethod,
  ZAKAT_RATES,
  type ZakatBasis,
  type ZakatReport,
  type ZakatYear,
} from "../../shared/portfolio";
import { ratioPercent } from "../../shared/shariah";
import { statementShape } from "../fundamentals/industries";
import { fixedMetalPrices, METAL_STALE_DAYS, metalAgeDays } from "../market/metals";
import type { Services } from "../services";
import { ByteCache } from "./byte-cache";
import { cashAmount, fx, round } from "./ledger";
import {
  closesOf,
  dailySeries,
  dayNumber,
  indexOf,
  isoOf,
  listingCurrency,
  type MarketView,
  type PortfolioData,
  priceOf,
  replay,
  todayIso,
  zakatDefault,
} from "./service";

/** The zakat year's days: a lunar (Hijri) year of 354, a solar one of 365. */
export const LUNAR_YEAR_DAYS = 354;
export const SOLAR_YEAR_DAYS = 365;

interface ZakatOptions {
  date: string;
  year: ZakatYear;
  /** Per gram, in the base currency: the user's own gold price (the nisab then on gold). */
  goldPrice?: number;
  /** The metal of the nisab (absent: gold). */
  nisabBasis?: NisabBasis;
  /** The nisab already found (the whole-wealth report finds it once for every portfolio). */
  nisab?: Nisab;
  /** Absent: AAOIFI 21. */
  purification?: PurificationMethod;
}

/**
 * The nisab of a report (docs/portfolio.md, Nisab): 85 g of gold or 595 g of silver at the price
 * `services.metals` knows (the documented LBMA fixings without one), per gram in `currency` at the
 * peg; stale when the price is more than METAL_STALE_DAYS older than the report's date. The
 * user's own gold price (`goldPrice`, already in `currency`) is of the report's date.
 */
export async function nisabOf(
  services: Pick<Services, "metals">,
  basis: NisabBasis,
  currency: Currency,
  date: string,
  goldPrice?: number,
): Promise<Nisab> {
  const grams = NISAB_GRAMS[basis];
  if (goldPrice !== undefined && basis === "gold")
    return {
      basis,
      grams,
      price: goldPrice,
      currency,
      source: "user",
      sourceLabel: "user",
      priceDate: date,
      stale: false,
      value: round(grams * goldPrice, 2),
    };
  const quote = await (services.metals ?? fixedMetalPrices).current(basis);
  const price = round(quote.pricePerGram * fx(quote.currency, currency), 4);
  return {
    basis,
    grams,
    price,
    currency,
    source: quote.source,
    sourceLabel: quote.sourceLabel,
    priceDate: quote.date,
    stale: metalAgeDays(quote.date, date) > METAL_STALE_DAYS,
    value: round(grams * price, 2),
  };
}

/** What the zakat report needs of a company (docs/portfolio.md): its net zakatable assets per share
 * and its non-permissible income per share, with the figures behind them. */
export interface CompanyFigures {
  /** A bank or an insurer: its balance sheet does not separate current assets and liabilities. */
  financial: boolean;
  /** (Cash and short-term investments + receivables + inventory − current liabilities) ÷ shares,
   * floored at 0, listing currency; null when a figure is missing. */
  zakatablePerShare: number | null;
  /** Trailing twelve months, the company's reporting currency (null unknown). */
  nonPermissibleIncome: number | null;
  totalIncome: number | null;
  /** Why the income figures are unknown: no statements, or fewer than four quarters of them. */
  incomeUnknown?: "noStatements" | "incomeUnknown";
  sharesOutstanding: number;
  /** Reporting currency → listing currency. */
  toListing: number;
}

/** The bytes company figures may hold on one instance (a few hundred bytes a symbol and day). */
const FIGURES_CACHE_BYTES = 1024 * 1024;

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

/** Net zakatable assets per share from one balance sheet (the company's currency), floored at 0;
 * null when cash, current liabilities or the shares are unknown (receivables and inventory
 * missing count as none: the statements show no such line). */
export function netZakatablePerShare(b: BalanceRow | undefined, shares: number): number | null {
  if (!b || !(shares > 0)) return null;
  const cash = b.cashAndShortTermInvestments;
  const liabilities = b.currentLiabilities ?? null;
  if (cash === null || liabilities === null) return null;
  const net = cash + (b.receivables ?? 0) + (b.inventory ?? 0) - liabilities;
  return Math.max(0, net) / shares;
}

async function loadCompanyFigures(view: MarketView, symbol: string): Promise<CompanyFigures> {
  const services = view.services;
  const i = indexOf(services, symbol);
  const company = i === undefined ? undefined : services.market.state.companies[i];
  const shares = i === undefined ? 0 : services.market.state.shares[i]!;
  const f = i === undefined ? null : await view.fundamentals().source.get(symbol);
  const shape = f?.shape ?? (company ? statementShape(company) : "general");
  const financial = shape === "bank" || shape === "insurance";
  // Fundamentals are in the company's reporting currency; converted to the listing currency.
  const toListing = fx((f?.currency ?? "USD") as Currency, listingCurrency(services, symbol));
  const net = financial ? null : netZakatablePerShare(f?.quarterly.balance[0], shares);
  const income = f?.quarterly.income ?? [];
  const ttm = (key: "nonPermissibleIncome" | "revenue") => {
    const rows = income.slice(0, 4);
    if (rows.length < 4 || rows.some((r) => r[key] === null || r[key] === undefined)) return null;
    return rows.reduce((sum, r) => sum + (r[key] as number), 0);
  };
  const nonPermissibleIncome = ttm("nonPermissibleIncome");
  const totalIncome = ttm("revenue");
  return {
    financial,
    zakatablePerShare: net === null ? null : net * toListing,
    nonPermissibleIncome,
    totalIncome,
    ...(nonPermissibleIncome === null || totalIncome === null
      ? { incomeUnknown: f ? ("incomeUnknown" as const) : ("noStatements" as const) }
      : {}),
    sharesOutstanding: shares,
    toListing,
  };
}

/** Days of the year the trailing twelve months' income is spread over (AAOIFI 21's "for the time
 * held"). */
const INCOME_DAYS = 365;

/** Share-days and days held of each symbol over [from, to] (both included), in today's shares
 * (a later split multiplies the earlier days' shares by its ratio). Transactions in ledger order. */
export function shareDays(
  txs: readonly { type: string; date: string; symbol: string | null; quantity: number | null }[],
  from: string,
  to: string,
): Map<string, { shareDays: number; daysHeld: number }> {
  const first = dayNumber(from);
  const last = dayNumber(to);
  const acc = new Map<string, { qty: number; day: number; shareDays: number; daysHeld: number }>();
  // Counts the days from the symbol's last event to `until` (excluded) at the quantity then held.
  const run = (a: { qty: number; day: number; shareDays: number; daysHeld: number }, until: number) => {
    const end = Math.min(until, last + 1);
    const start = Math.max(a.day, first);
    if (end > start && a.qty > 1e-9) {
      a.shareDays += a.qty * (end - start);
      a.daysHeld += end - start;
    }
    a.day = Math.max(a.day, until);
  };
  for (const t of txs) {
    if (!t.symbol || (t.type !== "buy" && t.type !== "sell" && t.type !== "split")) continue;
    const d = dayNumber(t.date);
    if (d > last) continue;
    let a = acc.get(t.symbol);
    if (!a) {
      a = { qty: 0, day: d, shareDays: 0, daysHeld: 0 };
      acc.set(t.symbol, a);
    }
    // The day of the trade counts at the quantity after it (held at the end of that day).
    run(a, d);
    const q = t.quantity ?? 0;
    if (t.type === "buy") a.qty += q;
    else if (t.type === "sell") a.qty = Math.max(0, a.qty - q);
    else if (q > 0) {
      a.qty *= q;
      a.shareDays *= q;
    }
  }
  const out = new Map<string, { shareDays: number; daysHeld: number }>();
  for (const [symbol, a] of acc) {
    run(a, last + 1);
    if (a.daysHeld > 0) out.set(symbol, { shareDays: a.shareDays, daysHeld: a.daysHeld });
  }
  return out;
}

/**
 * The zakat report for a date (docs/portfolio.md): holdings and cash as of the end of that day,
 * valued at that day's close (today: the live price); each holding by its method, its base never
 * above its market value; the nisab of 85 g of gold or 595 g of silver; purification over the zakat year ending on
 * the date, by AAOIFI 21 (default) or the dividend ratio.
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
  const nisab =
    options.nisab ??
    (await nisabOf(
      services,
      options.goldPrice !== undefined ? "gold" : (options.nisabBasis ?? "gold"),
      base,
      options.date,
      options.goldPrice,
    ));
  const nisabValue = nisab.value;

  const holdings: ZakatReport["holdings"] = [];
  let wealth = Math.max(0, ledger.cash);
  let zakatSum = 0;
  const cashZakat = Math.max(0, ledger.cash) * rate;
  zakatSum += cashZakat;
  for (const p of ledger.positions.values()) {
    if (p.quantity <= 1e-9) continue;
    const preset = zakatDefault(services, p.symbol);
    const method = data.methods.get(p.symbol) ?? preset.method;
    const toBase = fx(p.currency, base);
    let price: number;
    if (options.date >= today) price = priceOf(services, p.symbol, 0);
    else {
      const c = await closesOf(services, p.symbol, options.date);
      let at = -1;
      for (let k = 0; k < c.dates.length && c.dates[k]! <= options.date; k++) at = k;
      price = at >= 0 ? c.closes[at]! : priceOf(services, p.symbol, 0);
    }
    const marketValue = p.quantity * price * toBase;
    let baseAmount = 0;
    let basis: ZakatBasis = "companyPays";
    if (method === "trading") {
      baseAmount = marketValue;
      basis = "marketValue";
    } else if (method === "zakatableAssets") {
      const fig = await figures(p.symbol);
      if (fig.financial) {
        // A bank's loans are its receivables and its deposits its liabilities, with no current
        // split: the zakatable assets cannot be known, so market value (AAOIFI 35).
        baseAmount = marketValue;
        basis = "financialMarketValue";
      } else if (fig.zakatablePerShare === null) {
        baseAmount = marketValue;
        basis = "estimatedMarketValue";
      } else {
        // Never above the market value: no method asks more than the rate of it.
        baseAmount = Math.min(marketValue, p.quantity * Math.max(0, fig.zakatablePerShare) * toBase);
        basis = "netZakatableAssets";
      }
    }
    // companyPays: the company's zakat covers the shares; its dividends still held are in cash.
    const zakat = baseAmount * rate;
    wealth += baseAmount;
    zakatSum += zakat;
    holdings.push({
      symbol: p.symbol,
      method,
      defaultMethod: preset.method,
      defaultReason: preset.reason,
      basis,
      quantity: round(p.quantity, 6),
      marketValue: round(marketValue, 2),
      base: round(baseAmount, 2),
      zakat: round(zakat, 2),
      ...(basis === "estimatedMarketValue" ? { estimated: true } : {}),
    });
  }
  holdings.sort((a, b) => b.base - a.base || (a.symbol < b.symbol ? -1 : 1));
  const due = wealth >= nisabValue && wealth > 0;

  // Purification over the zakat year ending on the date.
  const yearDays = options.year === "lunar" ? LUNAR_YEAR_DAYS : SOLAR_YEAR_DAYS;
  const since = isoOf(dayNumber(options.date) - yearDays + 1);
  const method = options.purification ?? "aaoifi21";
  const held = shareDays(upTo, since, options.date);
  const dividends = new Map<string, number>();
  for (const t of upTo) {
    if (t.type !== "dividend" || t.date < since || !t.symbol) continue;
    const amount = (cashAmount(t) - t.fees) * fx(t.currency, base);
    dividends.set(t.symbol, (dividends.get(t.symbol) ?? 0) + amount);
  }
  const symbols = [...new Set([...held.keys(), ...dividends.keys()])].sort();
  const items: ZakatReport["purification"]["items"] = [];
  for (const symbol of symbols) {
    const fig = await figures(symbol);
    const h = held.get(symbol) ?? { shareDays: 0, daysHeld: 0 };
    const percent = ratioPercent(fig.nonPermissibleIncome, fig.totalIncome);
    const ratio = Number.isNaN(percent) ? null : round(percent / 100, 6);
    const received = dividends.get(symbol) ?? 0;
    const extra = method === "dividendRatio" ? { dividends: round(received, 2) } : {};
    if (fig.nonPermissibleIncome === null || (method === "dividendRatio" && ratio === null)) {
      items.push({
        symbol,
        amount: null,
        daysHeld: h.daysHeld,
        status: "unknown",
        reason: fig.incomeUnknown ?? "incomeUnknown",
        ...extra,
        ratio,
      });
      continue;
    }
    let amount: number;
    if (method === "dividendRatio") amount = received * (ratio ?? 0);
    else {
      const perShareYear =
        fig.sharesOutstanding > 0 ? (Math.max(0, fig.nonPermissibleIncome) * fig.toListing) / fig.sharesOutstanding : 0;
      amount = ((h.shareDays * perShareYear) / INCOME_DAYS) * fx(listingCurrency(services, symbol), base);
    }
    items.push({ symbol, amount: round(amount, 2), daysHeld: h.daysHeld, status: "known", ...extra, ratio });
  }
  return {
    date: options.date,
    hijriDate: toHijri(options.date),
    year: options.year,
    currency: base,
    rate,
    nisab,
    holdings: due ? holdings : holdings.map((h) => ({ ...h, zakat: 0 })),
    cash: round(ledger.cash, 2),
    wealth: round(wealth, 2),
    total: due ? round(zakatSum, 2) : 0,
    due,
    purification: {
      method,
      period: { from: since, to: options.date },
      total: round(
        items.reduce((s, x) => s + (x.amount ?? 0), 0),
        2,
      ),
      items,
    },
  };
}
