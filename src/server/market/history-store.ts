// One daily history per symbol for a real provider (docs/market-data.md, "One history per
// symbol"): a window of HISTORY_WINDOW completed sessions (about five years), fetched once and
// kept in memory, serving every screen that reads daily bars (the ticker page, the screener's
// history columns, the comparator, the indices, the recap). It loads in the background from
// start-up, one symbol after the other at the provider's own rate, and is kept in the
// daily_bars table (migration 0270), so a restart asks the provider only for the sessions after
// the last stored one. A screen that needs a symbol not loaded yet has it fetched before the
// others (bars()); a screen over the whole universe reads progress() instead of waiting.
import type { SQL } from "bun";
import type { DailyBar } from "../../shared/ticker";
import { turn } from "../http/turns";
import { log } from "../log";
import { isoDate, isTradingDay, type MarketCode } from "./history";

/** Sessions kept per symbol: the ticker's five-year chart (RANGE_SESSIONS["5Y"]). */
export const HISTORY_WINDOW = 1260;

const DAY_MS = 86_400_000;
const RETRY_MS = 10 * 60_000;

/** Real daily bars from a provider: the last `count` completed sessions, oldest first. */
type BarSource = (symbol: string, count: number) => Promise<DailyBar[]>;

interface HistoryProgress {
  /** Symbols whose history has been asked for and answered (with bars or without). */
  loaded: number;
  total: number;
}

const dayOfIso = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const marketOf = (symbol: string): MarketCode => (symbol.endsWith(".SR") ? "SA" : "US");

/** The trading days of `market` after `after` up to and including `until` (day numbers). */
function sessionsBetween(after: number, until: number, market: MarketCode): number {
  let count = 0;
  for (let d = after + 1; d <= until; d++) if (isTradingDay(d, market)) count++;
  return count;
}

/** The daily_bars rows of one symbol, oldest first. */
async function readStored(sql: SQL, symbol: string): Promise<DailyBar[]> {
  const rows = await sql`SELECT day, o, h, l, c, v FROM daily_bars WHERE symbol = ${symbol} ORDER BY day`;
  return rows.map((r: Record<string, unknown>) => ({
    t: isoDate(Number(r.day)),
    o: Number(r.o),
    h: Number(r.h),
    l: Number(r.l),
    c: Number(r.c),
    v: Number(r.v),
  }));
}

/** Writes `fresh` (replacing bars of the same days) and drops the symbol's bars before `keepFrom`. */
async function writeStored(sql: SQL, symbol: string, fresh: readonly DailyBar[], keepFrom: string): Promise<void> {
  await sql.begin(async (tx) => {
    // Rows of 7 values in chunks: well under either database's limit of bound parameters.
    for (let k = 0; k < fresh.length; k += 500) {
      const rows = fresh.slice(k, k + 500).map((b) => ({
        symbol,
        day: dayOfIso(b.t),
        o: b.o,
        h: b.h,
        l: b.l,
        c: b.c,
        v: Math.round(b.v),
      }));
      await tx`INSERT INTO daily_bars ${tx(rows)}
        ON CONFLICT (symbol, day) DO UPDATE SET o = excluded.o, h = excluded.h, l = excluded.l, c = excluded.c, v = excluded.v`;
    }
    await tx`DELETE FROM daily_bars WHERE symbol = ${symbol} AND day < ${dayOfIso(keepFrom)}`;
  });
}

interface HistoryStoreOptions {
  source: BarSource;
  /** The universe's symbols, in the order they load. */
  symbols: () => readonly string[];
  now: () => number;
  /** Where the bars are kept across restarts (null: memory only). */
  sql?: SQL | null;
  window?: number;
}

export class HistoryStore {
  private readonly bars = new Map<string, DailyBar[]>();
  /** The UTC day each symbol was last brought up to date on. */
  private readonly syncedOn = new Map<string, number>();
  /** When a symbol's last try failed: it is tried again RETRY_MS later, not on every read. */
  private readonly failedAt = new Map<string, number>();
  private readonly pending = new Map<string, Promise<DailyBar[]>>();
  private readonly settled = new Set<string>();
  private readonly waiters = new Set<() => void>();
  private running: Promise<void> | null = null;
  private stopped = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  readonly window: number;

  private sql: SQL | null;

  constructor(private readonly options: HistoryStoreOptions) {
    this.window = options.window ?? HISTORY_WINDOW;
    this.sql = options.sql ?? null;
  }

  /** Keeps the bars in the database from now on (before start()). */
  keepIn(sql: SQL): void {
    this.sql = sql;
  }

  progress(): HistoryProgress {
    return { loaded: this.settled.size, total: this.options.symbols().length };
  }

  complete(): boolean {
    const { loaded, total } = this.progress();
    return loaded >= total;
  }

  /** Whether the bars of `symbol` are in memory (reading them costs no call). */
  has(symbol: string): boolean {
    return this.settled.has(symbol);
  }

  /** Resolves at the next symbol loaded: true, or false when no more will come (all loaded, or
   * the load stopped). */
  nextProgress(): Promise<boolean> {
    if (this.complete() || this.stopped) return Promise.resolve(false);
    return new Promise((resolve) => this.waiters.add(() => resolve(!this.stopped)));
  }

  /** Starts (or resumes) the background load of every symbol; a pass a day keeps them current. */
  start(): Promise<void> {
    this.stopped = false;
    if (!this.running) {
      this.running = this.pass().finally(() => {
        this.running = null;
        if (this.stopped) return;
        // The next pass after the next UTC midnight (a pass over synced symbols makes no call),
        // or sooner when a symbol failed.
        const wait = this.failedAt.size ? RETRY_MS : DAY_MS - (this.options.now() % DAY_MS) + 60_000;
        this.timer = setTimeout(() => void this.start(), Math.min(wait, 2 ** 31 - 1));
        (this.timer as { unref?: () => void }).unref?.();
      });
    }
    return this.running;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  private async pass(): Promise<void> {
    for (const symbol of this.options.symbols()) {
      if (this.stopped) return;
      await this.load(symbol);
      await turn();
    }
  }

  /** The last `count` completed sessions of `symbol`, oldest first; fetched first if not at hand. */
  async get(symbol: string, count: number): Promise<DailyBar[]> {
    const today = Math.floor(this.options.now() / DAY_MS);
    const bars = this.syncedOn.get(symbol) === today ? this.bars.get(symbol) : await this.load(symbol);
    return (bars ?? []).slice(-count);
  }

  /** Brings one symbol up to date (one provider call at most; none when it already is). */
  load(symbol: string): Promise<DailyBar[]> {
    const today = Math.floor(this.options.now() / DAY_MS);
    const failed = this.failedAt.get(symbol);
    if (this.syncedOn.get(symbol) === today || (failed !== undefined && this.options.now() - failed < RETRY_MS))
      return Promise.resolve(this.bars.get(symbol) ?? []);
    let hit = this.pending.get(symbol);
    if (!hit) {
      hit = this.sync(symbol, today).finally(() => this.pending.delete(symbol));
      this.pending.set(symbol, hit);
    }
    return hit;
  }

  private async sync(symbol: string, today: number): Promise<DailyBar[]> {
    const { source } = this.options;
    const sql = this.sql;
    let have = this.bars.get(symbol);
    try {
      if (!have && sql) have = await readStored(sql, symbol);
      have ??= [];
      const market = marketOf(symbol);
      // The provider's bars end the UTC day before today (today's is the live quote's).
      let lastExpected = today - 1;
      while (!isTradingDay(lastExpected, market)) lastExpected--;
      const last = have.at(-1);
      const missing = last ? sessionsBetween(dayOfIso(last.t), lastExpected, market) : this.window;
      if (missing > 0) {
        const fresh = await source(symbol, Math.min(this.window, missing));
        if (fresh.length) {
          const first = fresh[0]!.t;
          const merged = [...have.filter((b) => b.t < first), ...fresh].slice(-this.window);
          if (sql) await writeStored(sql, symbol, fresh, merged[0]!.t);
          have = merged;
        }
      }
      this.bars.set(symbol, have);
      this.syncedOn.set(symbol, today);
      this.failedAt.delete(symbol);
    } catch (error) {
      // Kept as it was (or none); asked again on the next pass or request.
      log.warn("daily history failed", { symbol, error: error instanceof Error ? error.message : String(error) });
      if (have) this.bars.set(symbol, have);
      this.failedAt.set(symbol, this.options.now());
    }
    if (!this.settled.has(symbol)) {
      this.settled.add(symbol);
      for (const wake of this.waiters) wake();
      this.waiters.clear();
    }
    return have ?? [];
  }
}
