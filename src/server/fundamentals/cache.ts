// A real provider's fundamentals kept in the database (docs/architecture.md, Fundamentals): a
// symbol is fetched when first asked for and again once its copy is a day old; concurrent asks
// share one fetch; a failed refresh keeps serving yesterday's copy. FMP and Yahoo each supply
// only `fetch`, the provider's calls normalised to src/shared/fundamentals.ts.
import type { Fundamentals } from "../../shared/fundamentals";
import type { Db } from "../db";
import { log } from "../log";
import type { FundamentalsSource } from "./book";
import { storedFundamentals, storeFundamentals } from "./cache-store";

/** A day: the statements change quarterly, ratings and holders at most daily. */
export const FUNDAMENTALS_TTL_MS = 24 * 60 * 60 * 1000;

export abstract class CachedFundamentalsSource implements FundamentalsSource {
  /** Memory copy of the rows read or fetched, so sector medians need no database round trip. */
  private readonly memory = new Map<string, Fundamentals>();
  private readonly inflight = new Map<string, Promise<Fundamentals | null>>();

  constructor(
    private readonly db: Db,
    protected readonly now: () => number,
    /** The provider's name, for the log. */
    private readonly provider: string,
  ) {}

  /** The provider's figures for a symbol, fetched now; null when it has no statements for it. */
  abstract fetch(symbol: string): Promise<Fundamentals | null>;

  cached(symbol: string): Fundamentals | null {
    return this.memory.get(symbol) ?? null;
  }

  async get(symbol: string): Promise<Fundamentals | null> {
    const hit = this.memory.get(symbol);
    if (hit && this.now() - hit.updatedAt < FUNDAMENTALS_TTL_MS) return hit;
    let pending = this.inflight.get(symbol);
    if (!pending) {
      pending = this.load(symbol).finally(() => this.inflight.delete(symbol));
      this.inflight.set(symbol, pending);
    }
    return pending;
  }

  private async load(symbol: string): Promise<Fundamentals | null> {
    const row = await storedFundamentals(this.db.sql, symbol);
    const stored = row ? (JSON.parse(row.body) as Fundamentals) : null;
    // A copy from another provider (the setting changed) is not this provider's figures.
    const own = stored?.source === this.provider ? stored : null;
    if (own && row && this.now() - row.fetchedAt < FUNDAMENTALS_TTL_MS) {
      this.memory.set(symbol, own);
      return own;
    }
    try {
      const fresh = await this.fetch(symbol);
      if (!fresh) return own;
      await storeFundamentals(this.db.sql, symbol, JSON.stringify(fresh), fresh.updatedAt);
      this.memory.set(symbol, fresh);
      return fresh;
    } catch (error) {
      // A failed refresh keeps serving yesterday's copy.
      log.warn(`${this.provider} fundamentals refresh failed`, { symbol, error: String(error) });
      if (own) this.memory.set(symbol, own);
      return own;
    }
  }
}
