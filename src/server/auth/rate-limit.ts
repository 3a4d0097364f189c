// Rate limits behind one small interface. The database implementation (fixed windows, one
// atomic upsert per hit) serves one machine or several sharing PostgreSQL; a Redis
// implementation (INCR + PEXPIRE) can replace it for scale-out without touching handlers.
import type { Db } from "../db";
import { HttpError } from "../http/errors";
import { countHit, deleteWindow, deleteWindowsByPrefix, findWindow, type WindowRow } from "./rate-limits-store";

export interface Limit {
  /** Hits allowed in one window. */
  max: number;
  windowMs: number;
}

export interface LimitState {
  /** True while the key is under its limit (this hit included, for `hit`). */
  ok: boolean;
  /** Seconds until the window ends; 0 when ok. */
  retryAfter: number;
  /** Hits counted in the current window (account support shows failed logins). */
  count?: number;
}

export interface RateLimiter {
  /** Counts one hit against the key and says whether it is still allowed. */
  hit(key: string, limit: Limit): Promise<LimitState>;
  /** Says whether one more hit would be allowed, without counting one. */
  peek(key: string, limit: Limit): Promise<LimitState>;
  /** Forgets the key (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with the prefix (all sources' failed logins of an account).
   * Rare calls only: support actions and a sign-in by e-mailed code. */
  resetPrefix(prefix: string): Promise<void>;
}

export class DbRateLimiter implements RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private state(row: WindowRow | null, limit: Limit, allowedUpTo: number): LimitState {
    if (!row) return { ok: true, retryAfter: 0 };
    const now = this.now();
    const start = row.windowStart;
    if (start + limit.windowMs <= now) return { ok: true, retryAfter: 0, count: 0 };
    const count = row.count;
    if (count <= allowedUpTo) return { ok: true, retryAfter: 0, count };
    return { ok: false, retryAfter: Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000)), count };
  }

  async hit(key: string, limit: Limit): Promise<LimitState> {
    const now = this.now();
    const expired = now - limit.windowMs;
    // One statement: a new window starts when the old one has ended, else the count grows.
    return this.state(await countHit(this.db.sql, key, now, expired), limit, limit.max);
  }

  async peek(key: string, limit: Limit): Promise<LimitState> {
    return this.state(await findWindow(this.db.sql, key), limit, limit.max - 1);
  }

  async reset(key: string): Promise<void> {
    await deleteWindow(this.db.sql, key);
  }

  async resetPrefix(prefix: string): Promise<void> {
    await deleteWindowsByPrefix(this.db.sql, prefix);
  }
}

/** Throws the API's 429 (with retryAfter and a Retry-After header) when the state is over. */
export function enforce(state: LimitState): void {
  if (state.ok) return;
  throw new HttpError(429, "rate_limited", { params: { seconds: state.retryAfter }, retryAfter: state.retryAfter });
}
