// The fundamentals folder: statements, ratings, holders and the Shariah screen, which change by
// the quarter and not by the tick, so they live apart from the live market (one source per
// provider, the database cache, the routes).
//
// This file: fundamentals of the universe's companies (docs/architecture.md, Fundamentals): a source per
// provider (simulated, or FMP cached in the database), the six partner sections built from it,
// the symbol search by symbol or English or Arabic name, and the Shariah screen of a ticker.
import type {
  CompanyRef,
  Figure,
  Fundamentals,
  FundamentalsSection,
  GrowthRow,
  IncomeRow,
  SectionResponse,
  ValuationRow,
} from "../../shared/fundamentals";
import { type ShariahFigures, type ShariahResult, screenShariah } from "../../shared/shariah";
import type { Market } from "../market/engine";
import { SAUDI_SECTORS } from "../market/listings/saudi-companies";
import { CompanySearch, normalizeSearchText } from "../market/search";
import { SAR_PER_USD, SECTORS } from "../market/universe";
import { simulateFundamentals } from "./simulated";

/** Where the figures come from; null when the provider has none for the symbol. */
export interface FundamentalsSource {
  get(symbol: string): Promise<Fundamentals | null>;
  /** Figures already at hand without a call to the provider (the sector medians). */
  cached(symbol: string): Fundamentals | null;
}

/** Simulated figures, generated on demand and kept for the day. */
export class SimFundamentalsSource implements FundamentalsSource {
  private readonly cache = new Map<string, Fundamentals>();
  private day = -1;

  constructor(
    private readonly market: Market,
    private readonly seed: number,
    private readonly now: () => number,
  ) {}

  cached(symbol: string): Fundamentals | null {
    const day = Math.floor(this.now() / 86_400_000);
    if (day !== this.day) {
      this.cache.clear();
      this.day = day;
    }
    let hit = this.cache.get(symbol);
    if (!hit) {
      const i = this.market.state.index.get(symbol);
      if (i === undefined) return null;
      hit = simulateFundamentals(this.market.state.companies[i]!, this.seed, this.now());
      if (this.cache.size > 20_000) this.cache.clear();
      this.cache.set(symbol, hit);
    }
    return hit;
  }

  async get(symbol: string): Promise<Fundamentals | null> {
    return this.cached(symbol);
  }
}

/** Arabic letters compared without diacritics, tatweel and the variants of alef, hamza, ya and
 * ta marbuta (the search's folding, market/search.ts). */
export const foldArabic = normalizeSearchText;

/** The search index of each universe, built on first use. */
const searchIndexes = new WeakMap<readonly unknown[], CompanySearch>();

const sum = (xs: Figure[]): Figure =>
  xs.length > 0 && xs.every((x) => x !== null) ? (xs as number[]).reduce((a, b) => a + b, 0) : null;
const pct = (x: number) => Math.round(x * 10000) / 100;

function median(xs: number[]): Figure {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Growth in percent from `before` to `after`; null when the base is not positive. */
function change(after: Figure, before: Figure): Figure {
  if (after === null || before === null || before <= 0) return null;
  return pct(after / before - 1);
}

function cagr(after: Figure, before: Figure, years: number): Figure {
  if (after === null || before === null || before <= 0 || after <= 0) return null;
  return pct((after / before) ** (1 / years) - 1);
}

function growthRows(f: Fundamentals): GrowthRow[] {
  const annual = f.annual;
  const series: Record<GrowthRow["metric"], { years: Figure[]; quarters: Figure[]; periods: string[] }> = {
    revenue: {
      years: annual.income.map((r) => r.revenue),
      quarters: f.quarterly.income.map((r) => r.revenue),
      periods: annual.income.map((r) => r.period),
    },
    eps: {
      years: annual.income.map((r) => r.eps),
      quarters: f.quarterly.income.map((r) => r.eps),
      periods: annual.income.map((r) => r.period),
    },
    freeCashFlow: {
      years: annual.cashFlow.map((r) => r.freeCashFlow),
      quarters: f.quarterly.cashFlow.map((r) => r.freeCashFlow),
      periods: annual.cashFlow.map((r) => r.period),
    },
  };
  return (Object.keys(series) as GrowthRow["metric"][]).map((metric) => {
    const { years, quarters, periods } = series[metric];
    return {
      metric,
      yoy: years.slice(0, -1).map((value, y) => ({ period: periods[y]!, value: change(value, years[y + 1] ?? null) })),
      cagr3: years.length > 3 ? cagr(years[0] ?? null, years[3] ?? null, 3) : null,
      cagr4: years.length > 4 ? cagr(years[0] ?? null, years[4] ?? null, 4) : null,
      quarterYoy: quarters.length > 4 ? change(quarters[0] ?? null, quarters[4] ?? null) : null,
    };
  });
}

/** Trailing twelve months of an income figure: the last four quarters. */
function ttm(rows: IncomeRow[], key: keyof IncomeRow): Figure {
  return rows.length >= 4 ? sum(rows.slice(0, 4).map((r) => r[key] as Figure)) : null;
}

type Multiples = Record<ValuationRow["metric"], Figure>;

function multiples(f: Fundamentals, price: number, shares: number, dividend: number): Multiples {
  const cap = price * shares;
  const eps = ttm(f.quarterly.income, "eps");
  const revenue = ttm(f.quarterly.income, "revenue");
  const ebitda = ttm(f.quarterly.income, "ebitda");
  const b = f.quarterly.balance[0];
  const ev =
    b && b.totalDebt !== null && b.cashAndShortTermInvestments !== null
      ? cap + b.totalDebt - b.cashAndShortTermInvestments
      : null;
  const pos = (x: Figure) => (x !== null && x > 0 ? x : null);
  const r2 = (x: Figure) => (x === null ? null : Math.round(x * 100) / 100);
  return {
    pe: r2(pos(eps) && price / pos(eps)!),
    ps: r2(pos(revenue) && cap / pos(revenue)!),
    pb: r2(pos(b?.equity ?? null) && cap / b!.equity!),
    evEbitda: r2(ev !== null && pos(ebitda) ? ev / ebitda! : null),
    dividendYield: price > 0 ? r2((dividend / price) * 100) : null,
  };
}

export class FundamentalsBook {
  /** Sector medians, per sector, recomputed at most once a day (prices move little in between). */
  private medians = new Map<string, { day: number; peers: number; values: Multiples }>();

  constructor(
    private readonly market: Market,
    readonly source: FundamentalsSource,
    private readonly now: () => number,
  ) {}

  company(i: number): CompanyRef {
    const c = this.market.state.companies[i]!;
    const nameAr = c.nameAr;
    return {
      symbol: c.symbol,
      name: c.name,
      ...(nameAr ? { nameAr } : {}),
      exchange: c.exchange,
      sector: SECTORS[c.sector],
      ...(c.industryGroup ? { exchangeSector: { ...SAUDI_SECTORS[c.industryGroup] } } : {}),
      currency: c.currency,
    };
  }

  /** Up to `limit` companies for what a person typed (market/search.ts): the exact symbol, then an
   * exact name or alias, then symbols, names and name words that start with the query, then
   * names that contain it (English or Arabic, Arabic spelling variants folded). */
  search(query: string, limit = 10): CompanyRef[] {
    const s = this.market.state;
    let index = searchIndexes.get(s.companies);
    if (!index) {
      index = new CompanySearch(s.companies);
      searchIndexes.set(s.companies, index);
    }
    return index.search(query, limit, (i) => s.price[i]! * s.shares[i]!).map(({ index: i }) => this.company(i));
  }

  private sectorMedians(i: number): { peers: number; values: Multiples } {
    const s = this.market.state;
    const sector = s.companies[i]!.sector;
    const day = Math.floor(this.now() / 86_400_000);
    const hit = this.medians.get(sector);
    if (hit && hit.day === day) return hit;
    const lists: Record<keyof Multiples, number[]> = { pe: [], ps: [], pb: [], evEbitda: [], dividendYield: [] };
    let peers = 0;
    for (let j = 0; j < s.n; j++) {
      if (s.companies[j]!.sector !== sector) continue;
      const f = this.source.cached(s.symbols[j]!);
      if (!f) continue;
      peers++;
      const m = multiples(f, s.price[j]!, s.shares[j]!, s.dividendTTM[j]!);
      for (const key of Object.keys(lists) as (keyof Multiples)[]) if (m[key] !== null) lists[key].push(m[key]);
    }
    const values = Object.fromEntries(
      Object.entries(lists).map(([key, xs]) => {
        const m = median(xs);
        return [key, m === null ? null : Math.round(m * 100) / 100];
      }),
    ) as Multiples;
    const entry = { day, peers, values };
    this.medians.set(sector, entry);
    return entry;
  }

  /** One section of ticker i, or null when the provider has no fundamentals for it. */
  async section(i: number, section: FundamentalsSection): Promise<SectionResponse | null> {
    const s = this.market.state;
    const f = await this.source.get(s.symbols[i]!);
    if (!f) return null;
    const head = { company: this.company(i), source: f.source, updatedAt: f.updatedAt };
    const price = s.price[i]!;
    switch (section) {
      case "financial-summary":
        return { ...head, section, shape: f.shape ?? "general", quarterly: f.quarterly, annual: f.annual };
      case "growth-metrics":
        return { ...head, section, growth: growthRows(f) };
      case "valuation-metrics": {
        const own = multiples(f, price, s.shares[i]!, s.dividendTTM[i]!);
        const { peers, values } = this.sectorMedians(i);
        return {
          ...head,
          section,
          price,
          marketCap: Math.round(price * s.shares[i]!),
          peers,
          valuation: (Object.keys(own) as (keyof Multiples)[]).map((metric) => ({
            metric,
            value: own[metric],
            sectorMedian: values[metric],
          })),
        };
      }
      case "analyst-ratings":
        return { ...head, section, ratings: f.ratings, price };
      case "insider-activity":
        return { ...head, section, insiders: f.insiders };
      case "institutional-ownership":
        return { ...head, section, institutions: f.institutions, sharesOutstanding: s.shares[i]! };
    }
  }

  /** The Shariah screen of ticker i; `monthlyCloses` are month-end closes, oldest first. */
  async shariah(
    i: number,
    monthlyCloses: number[],
  ): Promise<ShariahResult & { source: Fundamentals["source"] | null }> {
    const s = this.market.state;
    const f = await this.source.get(s.symbols[i]!);
    const shares = s.shares[i]!;
    const caps = [...monthlyCloses, s.price[i]!].map((p) => p * shares);
    const currency = s.currencies[i] as "USD" | "SAR";
    const income = f?.quarterly.income ?? [];
    const result = screenShariah({
      ...shariahFigures(f),
      monthlyMarketCaps: caps,
      sharesOutstanding: shares,
      dividendPerShare: s.dividendTTM[i]!,
      currency,
      // The statements' currency to the listing's (the riyal's peg to the dollar).
      toListing: !f || f.currency === currency ? 1 : currency === "SAR" ? SAR_PER_USD : 1 / SAR_PER_USD,
      period: income.length >= 4 ? { from: income[3]!.period, to: income[0]!.period } : null,
    });
    return { ...result, source: f?.source ?? null };
  }

  /** Ticker i's figures the partner comparator sets side by side: the valuation multiples, the
   * latest fiscal year's revenue and EPS growth, and the dividend yield; null without fundamentals. */
  async keyFigures(i: number): Promise<(Omit<Multiples, "ps"> & { revenueGrowth: Figure; epsGrowth: Figure }) | null> {
    const s = this.market.state;
    const f = await this.source.get(s.symbols[i]!);
    if (!f) return null;
    const { pe, pb, evEbitda, dividendYield } = multiples(f, s.price[i]!, s.shares[i]!, s.dividendTTM[i]!);
    const growth = growthRows(f);
    const latest = (metric: GrowthRow["metric"]) => growth.find((g) => g.metric === metric)?.yoy[0]?.value ?? null;
    return { pe, pb, evEbitda, dividendYield, revenueGrowth: latest("revenue"), epsGrowth: latest("eps") };
  }

  /** The Shariah screen's figures of ticker i already at hand (the screener's columns), or null. */
  shariahFiguresAtHand(i: number): ShariahFigures | null {
    const f = this.source.cached(this.market.state.symbols[i]!);
    return f ? shariahFigures(f) : null;
  }
}

export function shariahFigures(f: Fundamentals | null): ShariahFigures {
  const b = f?.quarterly.balance[0];
  const income = f?.quarterly.income ?? [];
  return {
    industry: f?.industry ?? "general",
    debt: b?.totalDebt ?? null,
    deposits: b?.interestBearingDeposits ?? null,
    receivables: b?.receivables ?? null,
    nonPermissibleIncome: ttm(income, "nonPermissibleIncome"),
    totalIncome: ttm(income, "revenue"),
  };
}

const books = new WeakMap<Market, FundamentalsBook>();

/** The book of a market, made on first use with the source its provider calls for. */
export function fundamentalsOf(market: Market, make: () => FundamentalsSource, now: () => number): FundamentalsBook {
  let book = books.get(market);
  if (!book) {
    book = new FundamentalsBook(market, make(), now);
    books.set(market, book);
  }
  return book;
}

export { simulateFundamentals };
