// The current gold and silver price of the zakat nisab (docs/market-data.md, "Gold and silver"):
// the market provider's quote (Yahoo GC=F / SI=F, FMP GCUSD / SIUSD), on the simulated market a
// simulated price, or the price an admin set (PUT /admin/gold-price). The order:
//
// 1. The provider's quote, kept 10 minutes; a call that fails or outlasts its timeout gives the
//    last price the provider gave (retried after a minute).
// 2. An admin price dated the same day as the provider's or later wins over it; without a
//    provider price, the admin price.
// 3. Without either, the documented defaults (DEFAULT_METALS).
//
// Never throws: a failing provider or database gives the next source, with a warning in the log.
import type { Db } from "../db";
import { log } from "../log";
import { FmpProvider } from "../providers/fmp";
import type { FmpClient } from "../providers/fmp-client";
import { num, str } from "../providers/normalise";
import { type YahooClient, YahooProvider } from "../providers/yahoo";
import type { Market } from "./engine";
import { latestAdminMetalPrice } from "./metal-prices-store";
import { DEFAULT_METALS, type Metal, type MetalPrices, type MetalQuote, TROY_OUNCE_GRAMS } from "./metals";
import { hash32, NORMAL_BITS, NORMALS } from "./random";

type Json = Record<string, unknown>;

/** A provider's quote is used this long before it is asked again. */
export const METAL_CACHE_MS = 10 * 60_000;
/** After a failed call, the provider is asked again no sooner than this. */
export const METAL_RETRY_MS = 60_000;
/** A provider call that takes longer is left to finish in the background; the last price is used. */
const METAL_TIMEOUT_MS = 5000;

/** Where a provider's metal quotes come from. */
export interface MetalFeed {
  /** The quote of one metal now; null when the answer has none. May throw. */
  quote(metal: Metal): Promise<MetalQuote | null>;
}

const YAHOO_SYMBOLS: Record<Metal, string> = { gold: "GC=F", silver: "SI=F" };
const FMP_SYMBOLS: Record<Metal, string> = { gold: "GCUSD", silver: "SIUSD" };
const NAMES: Record<Metal, string> = { gold: "gold", silver: "silver" };

/** Price per gram of a price per troy ounce, to 1/10,000. */
export const perGram = (perOunce: number) => Math.round((perOunce / TROY_OUNCE_GRAMS) * 10_000) / 10_000;

const usd = (x: number) =>
  x.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** The calendar day of an instant in a zone (YYYY-MM-DD). */
function dayIn(ms: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}

/** An instant from Yahoo's time field: epoch seconds, a Date or an ISO text (yahoo-finance2 may
 * have turned the seconds into a Date); null when absent. */
function instant(value: unknown): number | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  const n = num(value);
  if (n !== null) return n * 1000;
  const s = str(value);
  const t = s ? Date.parse(s) : Number.NaN;
  return Number.isFinite(t) ? t : null;
}

/** The metal's quote in rows of Yahoo's v7 quote answer: price per troy ounce in USD, dated by
 * regularMarketTime on the exchange's calendar (COMEX, New York). Null when the symbol is absent,
 * has no positive price or is not in USD. */
export function parseYahooMetalQuote(rows: readonly Json[], metal: Metal): MetalQuote | null {
  const symbol = YAHOO_SYMBOLS[metal];
  const row = rows.find((r) => str(r.symbol) === symbol);
  if (!row) return null;
  const price = num(row.regularMarketPrice);
  const at = instant(row.regularMarketTime);
  if (price === null || price <= 0 || at === null || str(row.currency) !== "USD") return null;
  const zone = str(row.exchangeTimezoneName) ?? "America/New_York";
  const market = str(row.fullExchangeName) ?? str(row.exchange);
  return {
    metal,
    pricePerGram: perGram(price),
    currency: "USD",
    date: dayIn(at, zone),
    source: "yahoo",
    sourceLabel: `Yahoo Finance ${symbol}${market ? ` (${market} ${NAMES[metal]} futures)` : ""}: USD ${usd(price)}/oz`,
  };
}

/** The metal's quote in FMP's /stable/quote answer (GCUSD, SIUSD: USD per troy ounce), dated by
 * its `timestamp` (epoch seconds) on the New York calendar. Null when absent or without a price. */
export function parseFmpMetalQuote(rows: readonly Json[], metal: Metal): MetalQuote | null {
  const symbol = FMP_SYMBOLS[metal];
  const row = rows.find((r) => str(r.symbol) === symbol);
  if (!row) return null;
  const price = num(row.price);
  const seconds = num(row.timestamp);
  if (price === null || price <= 0 || seconds === null) return null;
  return {
    metal,
    pricePerGram: perGram(price),
    currency: "USD",
    date: dayIn(seconds * 1000, "America/New_York"),
    source: "fmp",
    sourceLabel: `Financial Modeling Prep ${symbol}: USD ${usd(price)}/oz`,
  };
}

export const yahooMetalFeed = (client: YahooClient): MetalFeed => ({
  quote: async (metal) => parseYahooMetalQuote(await client.quotes([YAHOO_SYMBOLS[metal]]), metal),
});

export const fmpMetalFeed = (client: FmpClient): MetalFeed => ({
  quote: async (metal) => parseFmpMetalQuote(await client.list("quote", { symbol: FMP_SYMBOLS[metal] }), metal),
});

// The simulated price: a centre and a mean-reverting walk around it, a function of the seed and
// the day. The centres are the level of late 2025 (gold near USD 4,200 an ounce on the LBMA fixing
// in November and December 2025, silver near USD 52), labelled as simulated wherever shown.
const SIM_CENTRE: Record<Metal, number> = { gold: 4200, silver: 52 };
/** Daily volatility of the log price (gold about 1 %, silver about 1.8 %). */
const SIM_SIGMA: Record<Metal, number> = { gold: 0.01, silver: 0.018 };
/** How much of a day's deviation is left the next trading day (half-life about 69 days). */
const SIM_KEEP = 0.99;
/** Trading days the walk looks back (0.99^520 < 0.6 %: older days no longer count). */
const SIM_DAYS = 520;
const DAY_MS = 86_400_000;

/** The weekday on or before a day number (days since 1970-01-01; COMEX's weekend has no price). */
function tradingDayOnOrBefore(day: number): number {
  const weekday = (day + 4) % 7; // 0 Sunday … 6 Saturday
  return weekday === 0 ? day - 2 : weekday === 6 ? day - 1 : day;
}

/** The simulated price per troy ounce of a metal on a trading day (days since the epoch). */
export function simulatedOuncePrice(metal: Metal, seed: number, day: number): number {
  const code = metal === "gold" ? 1 : 2;
  let deviation = 0;
  let weight = 1;
  let d = tradingDayOnOrBefore(day);
  for (let k = 0; k < SIM_DAYS; k++) {
    const z = NORMALS[hash32(seed, 0x6d65_7461, code, d) >>> (32 - NORMAL_BITS)]!;
    deviation += weight * SIM_SIGMA[metal] * z;
    weight *= SIM_KEEP;
    d = tradingDayOnOrBefore(d - 1);
  }
  return Math.round(SIM_CENTRE[metal] * Math.exp(deviation) * 100) / 100;
}

/** The simulated quote at an instant: that day's price on the New York calendar (Friday's over the weekend). */
export function simulatedMetalQuote(metal: Metal, seed: number, now: number): MetalQuote {
  const today = Date.parse(`${dayIn(now, "America/New_York")}T00:00:00Z`) / DAY_MS;
  const day = tradingDayOnOrBefore(today);
  const price = simulatedOuncePrice(metal, seed, day);
  return {
    metal,
    pricePerGram: perGram(price),
    currency: "USD",
    date: new Date(day * DAY_MS).toISOString().slice(0, 10),
    source: "simulated",
    sourceLabel: `Simulated ${NAMES[metal]} price: USD ${usd(price)}/oz (a random walk around USD ${usd(SIM_CENTRE[metal])}/oz, the late-2025 level)`,
  };
}

const simulatedMetalFeed = (seed: number, now: () => number): MetalFeed => ({
  quote: async (metal) => simulatedMetalQuote(metal, seed, now()),
});

interface MetalPriceOptions {
  /** The provider's quotes; null: no provider price (admin, then defaults). */
  feed: MetalFeed | null;
  db: Db;
  now: () => number;
  cacheMs?: number;
  retryMs?: number;
  timeoutMs?: number;
}

interface Known {
  quote: MetalQuote;
  at: number;
}

/** The nisab's metal prices: provider (cached), admin, defaults, in the order above. */
export class MetalPriceService implements MetalPrices {
  private readonly known = new Map<Metal, Known>();
  private readonly failedAt = new Map<Metal, number>();
  private readonly inFlight = new Map<Metal, Promise<MetalQuote | null>>();

  constructor(private readonly options: MetalPriceOptions) {}

  async current(metal: Metal): Promise<MetalQuote> {
    const [provider, admin] = await Promise.all([this.providerQuote(metal), this.adminQuote(metal)]);
    return pickMetalQuote(provider, admin) ?? DEFAULT_METALS[metal];
  }

  /** The provider's price: fresh, or the last one known when the provider fails; null if none. */
  async providerQuote(metal: Metal): Promise<MetalQuote | null> {
    const { feed, now } = this.options;
    if (!feed) return null;
    const t = now();
    const known = this.known.get(metal);
    if (known && t - known.at < (this.options.cacheMs ?? METAL_CACHE_MS)) return known.quote;
    const failed = this.failedAt.get(metal);
    if (failed !== undefined && t - failed < (this.options.retryMs ?? METAL_RETRY_MS)) return known?.quote ?? null;
    let call = this.inFlight.get(metal);
    if (!call) {
      call = feed.quote(metal).then(
        (quote) => {
          if (quote) {
            this.known.set(metal, { quote, at: now() });
            this.failedAt.delete(metal);
          } else this.failed(metal, "no quote in the answer");
          return quote;
        },
        (error: unknown) => {
          this.failed(metal, String(error));
          return null;
        },
      );
      const current = call;
      void current.finally(() => {
        if (this.inFlight.get(metal) === current) this.inFlight.delete(metal);
      });
      this.inFlight.set(metal, call);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), this.options.timeoutMs ?? METAL_TIMEOUT_MS);
    });
    const answer = await Promise.race([call, timeout]);
    clearTimeout(timer);
    if (answer === "timeout") {
      this.failed(metal, "timed out");
      return this.known.get(metal)?.quote ?? null;
    }
    return answer ?? this.known.get(metal)?.quote ?? null;
  }

  private failed(metal: Metal, reason: string): void {
    this.failedAt.set(metal, this.options.now());
    log.warn("metal price: provider failed, using the last known price", { metal, reason });
  }

  /** The admin price in use, as a quote; null without one (or when the database fails). */
  private async adminQuote(metal: Metal): Promise<MetalQuote | null> {
    try {
      const row = await latestAdminMetalPrice(this.options.db.sql, metal);
      return row
        ? {
            metal,
            pricePerGram: row.price,
            currency: row.currency,
            date: row.date,
            source: "admin",
            sourceLabel: row.source,
          }
        : null;
    } catch (error) {
      log.warn("metal price: the admin price could not be read", { metal, error: String(error) });
      return null;
    }
  }
}

/** An admin price dated the provider's day or later wins; otherwise the provider's; either alone. */
function pickMetalQuote(provider: MetalQuote | null, admin: MetalQuote | null): MetalQuote | null {
  if (admin && (!provider || admin.date >= provider.date)) return admin;
  return provider ?? admin;
}

/** The feed of the market's provider: Yahoo, FMP, or the simulation (seeded by MARKET_SEED). */
function metalFeedOf(market: Market, seed: number, now: () => number): MetalFeed {
  const provider = market.provider;
  if (provider instanceof YahooProvider) return yahooMetalFeed(provider.client);
  if (provider instanceof FmpProvider) return fmpMetalFeed(provider.client);
  return simulatedMetalFeed(seed, now);
}

/** The service for main.ts and the tests. */
export function createMetalPrices(options: {
  market: Market;
  db: Db;
  now: () => number;
  seed: number;
}): MetalPriceService {
  return new MetalPriceService({
    feed: metalFeedOf(options.market, options.seed, options.now),
    db: options.db,
    now: options.now,
  });
}
