// The Shariah record (docs/api.md, "Shariah record"): the ticker's Shariah status per fiscal
// quarter, by the same rules and thresholds as the screen (src/shared/shariah.ts, screenShariah:
// a ratio at its threshold passes), kept in shariah_history so a restart computes only what is
// new, and the alerts when a company someone holds or watches changes status (./shariah-alerts.ts).
//
// Each quarter is screened on the statements as they read when that quarter was the latest: its
// balance sheet, the twelve months of income ending with it, and the average of the month-end
// market caps up to its end (36 months where history allows; the close on the quarter's last
// session stands for the current month, as the live price does on the screen).
// - Simulated market: the statements of each past quarter are the simulation's as of 60 days after
//   that quarter ended (point in time), so at least HISTORY_QUARTERS quarters are known for every
//   company, each with a full twelve months of income.
// - Real providers: the quarters of the statements the provider gave (its history; the twelve
//   months of income need four quarters from the one screened, else the income test is unknown).
//   Only statements already at hand are read in the background (no call to the provider); the
//   route screens a symbol on demand.
//
// The build runs in the background on every instance, in slices that give the event loop a turn
// (src/server/http/turns.ts), so /healthz and requests wait at most a slice, and it rests as long
// as it works (BUILD_REST_MS), so it takes at most half a core; rows are written with
// ON CONFLICT DO NOTHING, so two instances building at once write each quarter once.
import type { Fundamentals } from "../../shared/fundamentals";
import {
  monthEndCloses,
  type RatioKey,
  type RatioTest,
  SHARIAH_SESSIONS,
  type ShariahStatus,
  screenShariah,
} from "../../shared/shariah";
import { turn } from "../http/turns";
import { log } from "../log";
import { dayOf, isoDay, nyDay, ymd } from "../market/dates";
import type { Market } from "../market/engine";
import { SAR_PER_USD } from "../market/universe";
import { type FundamentalsBook, SimFundamentalsSource, shariahFigures } from "./book";
import { type HistoryRow, historyOf, insertHistory, quartersKnown } from "./shariah-history-store";
import { simulateFundamentals } from "./simulated";

/** Quarters kept and shown: two years. */
export const HISTORY_QUARTERS = 8;
/** Days after a quarter's end its statements are taken as published (the simulation's lag). */
const PUBLISH_LAG_DAYS = 45;
/** Daily bars read per symbol: the 36 months of the oldest quarter's average and the quarters since. */
const BARS = SHARIAH_SESSIONS + HISTORY_QUARTERS * 64;
/** Rows written at once during a build. */
const WRITE_BATCH = 400;
/** The background build works BUILD_WORK_MS, then rests BUILD_REST_MS with the event loop free:
 * half a core at most, so a request finds the loop free and, on a shared core, the process
 * not yet behind the others for the core (bench/shariah-history.ts). */
const BUILD_WORK_MS = 10;
const BUILD_REST_MS = 10;
const DAY_MS = 86_400_000;

export interface QuarterRecord {
  /** "2026Q3". */
  quarter: string;
  status: ShariahStatus;
  ratios: Record<RatioKey, RatioTest>;
  /** AAOIFI 21 purification per share for a year held, in `currency`; null when unknown. */
  perShare: number | null;
  currency: "USD" | "SAR";
  /** Month-end market caps the average took. */
  months: number;
  /** YYYY-MM-DD: when the quarter's statements are taken as published. */
  knownOn: string;
}

/** "2026-Q3" (the statements' period) or a quarter's last day as "2026Q3". */
function quarterLabel(endDay: number): string {
  const { year, month } = ymd(endDay);
  return `${year}Q${Math.ceil(month / 3)}`;
}

/** The last days of the `count` fiscal quarters published by `today` (days since 1970), newest
 * first: the simulation publishes a quarter PUBLISH_LAG_DAYS after it ends. */
function publishedQuarterEnds(today: number, count: number): number[] {
  const { year, month } = ymd(today - PUBLISH_LAG_DAYS);
  let q = year * 4 + Math.floor((month - 1) / 3) - 1;
  const out: number[] = [];
  for (let k = 0; k < count; k++, q--) {
    const y = Math.floor(q / 4);
    const m = (q % 4) * 3 + 3;
    out.push(dayOf(y, m + 1, 1) - 1);
  }
  return out;
}

/** The month-end closes up to a quarter's last day, that day's close (or the last before it) last. */
export function capsAt(bars: readonly { t: string; c: number }[], endIso: string): number[] {
  let k = bars.length;
  while (k > 0 && bars[k - 1]!.t > endIso) k--;
  if (k === 0) return [];
  const upTo = bars.slice(0, k);
  return [...monthEndCloses(upTo), upTo[k - 1]!.c];
}

interface Statements {
  f: Fundamentals;
  /** Which quarter of f's quarterly rows is screened (0: the newest). */
  at: number;
  endDay: number;
}

/** One quarter of one company by the screen's rules. */
function screenQuarter(market: Market, i: number, st: Statements, bars: readonly { t: string; c: number }[]) {
  const s = market.state;
  const shares = s.shares[i]!;
  const currency = s.currencies[i] as "USD" | "SAR";
  const { f, at } = st;
  const shifted: Fundamentals = {
    ...f,
    quarterly: {
      income: f.quarterly.income.slice(at),
      balance: f.quarterly.balance.slice(at),
      cashFlow: f.quarterly.cashFlow.slice(at),
    },
  };
  const income = shifted.quarterly.income;
  const caps = capsAt(bars, isoDay(st.endDay)).map((p) => p * shares);
  return screenShariah({
    ...shariahFigures(shifted),
    monthlyMarketCaps: caps,
    sharesOutstanding: shares,
    dividendPerShare: s.dividendTTM[i]!,
    currency,
    toListing: f.currency === currency ? 1 : currency === "SAR" ? SAR_PER_USD : 1 / SAR_PER_USD,
    period: income.length >= 4 ? { from: income[3]!.period, to: income[0]!.period } : null,
  });
}

interface HistoryOptions {
  market: Market;
  book: FundamentalsBook;
  seed: number;
  now: () => number;
}

/** The statements of each quarter to screen for ticker i, newest first; `fresh` asks a real
 * provider (the route's on-demand path), else only figures at hand are read. */
async function statementsOf(o: HistoryOptions, i: number, fresh: boolean): Promise<Statements[]> {
  const s = o.market.state;
  const today = nyDay(o.now());
  if (o.book.source instanceof SimFundamentalsSource) {
    const c = s.companies[i]!;
    return publishedQuarterEnds(today, HISTORY_QUARTERS).map((endDay) => ({
      // As of 60 days after the quarter's end: that quarter is then the newest published one.
      f: simulateFundamentals(c, o.seed, (endDay + 60) * DAY_MS + DAY_MS / 2),
      at: 0,
      endDay,
    }));
  }
  const symbol = s.symbols[i]!;
  const f = fresh ? await o.book.source.get(symbol) : o.book.source.cached(symbol);
  if (!f) return [];
  const rows = f.quarterly.balance.slice(0, HISTORY_QUARTERS);
  const out: Statements[] = [];
  for (const [at, row] of rows.entries()) {
    const [y, m, d] = row.endDate.split("-").map(Number) as [number, number, number];
    if (!y || !m || !d) continue;
    out.push({ f, at, endDay: dayOf(y, m, d) });
  }
  return out;
}

/** The record of ticker i computed now, newest quarter first. */
export async function computeRecord(o: HistoryOptions, i: number, fresh = false): Promise<QuarterRecord[]> {
  const statements = await statementsOf(o, i, fresh);
  if (statements.length === 0) return [];
  const bars = await o.market.tickers.bars(i, BARS);
  const today = nyDay(o.now());
  const seen = new Set<string>();
  const out: QuarterRecord[] = [];
  for (const st of statements) {
    const quarter = quarterLabel(st.endDay);
    if (seen.has(quarter)) continue;
    seen.add(quarter);
    const r = screenQuarter(o.market, i, st, bars);
    out.push({
      quarter,
      status: r.status,
      ratios: r.ratios,
      perShare: r.purification.perShare,
      currency: r.purification.currency,
      months: r.marketCap.months,
      knownOn: isoDay(Math.min(today, st.endDay + PUBLISH_LAG_DAYS)),
    });
  }
  return out;
}

const toRow =
  (symbol: string, source: string, at: number) =>
  (q: QuarterRecord): HistoryRow => ({
    symbol,
    quarter: q.quarter,
    status: q.status,
    detail: JSON.stringify({ ratios: q.ratios, perShare: q.perShare, currency: q.currency, months: q.months }),
    source,
    knownOn: q.knownOn,
    computedAt: at,
  });

/** A stored quarter as the API shows it. */
export function fromRow(row: HistoryRow): QuarterRecord {
  const d = JSON.parse(row.detail) as Pick<QuarterRecord, "ratios" | "perShare" | "currency" | "months">;
  return {
    quarter: row.quarter,
    status: row.status as ShariahStatus,
    ratios: d.ratios,
    perShare: d.perShare,
    currency: d.currency,
    months: d.months,
    knownOn: row.knownOn,
  };
}

const sourceName = (o: HistoryOptions) =>
  o.book.source instanceof SimFundamentalsSource ? "sim" : o.market.provider.name;

/** The record of ticker i: the stored quarters, after screening and storing the ones not yet kept
 * (the first request for a symbol the build has not reached yet). Newest first. */
export async function recordOf(o: HistoryOptions & { sql: import("bun").SQL }, i: number): Promise<QuarterRecord[]> {
  const symbol = o.market.state.symbols[i]!;
  const stored = await historyOf(o.sql, symbol, HISTORY_QUARTERS);
  // Complete: the simulation's newest published quarter and all before it; a real provider's
  // symbol once anything is stored.
  const sim = o.book.source instanceof SimFundamentalsSource;
  const newest = quarterLabel(publishedQuarterEnds(nyDay(o.now()), 1)[0]!);
  const complete = sim ? stored.length >= HISTORY_QUARTERS && stored[0]!.quarter === newest : stored.length > 0;
  if (complete) return stored.map(fromRow);
  const computed = await computeRecord(o, i, true);
  await insertHistory(o.sql, computed.map(toRow(symbol, sourceName(o), o.now())));
  return (await historyOf(o.sql, symbol, HISTORY_QUARTERS)).map(fromRow);
}

interface BuildResult {
  symbols: number;
  computed: number;
  quarters: number;
  ms: number;
  /** The longest step between two chances to give the event loop a turn (one company screened,
   * and a batch written), wall time: what the build can hold /healthz for at most. */
  longestStepMs: number;
}

/** One pass over the universe: screens every quarter not yet stored and writes it, in slices
 * (the shared turns of src/server/http/turns.ts); with `restMs`, resting that long after each
 * BUILD_WORK_MS of work too. */
export async function buildHistory(
  o: HistoryOptions & { sql: import("bun").SQL; signal?: AbortSignal; restMs?: number },
): Promise<BuildResult> {
  const started = performance.now();
  const s = o.market.state;
  const sim = o.book.source instanceof SimFundamentalsSource;
  const ends = publishedQuarterEnds(nyDay(o.now()), HISTORY_QUARTERS);
  const oldest = quarterLabel(ends[ends.length - 1]!);
  const known = await quartersKnown(o.sql, sim ? oldest : "0000");
  const source = sourceName(o);
  let pending: HistoryRow[] = [];
  let computed = 0;
  let quarters = 0;
  let longestStep = 0;
  let workFrom = performance.now();
  const n = s.n;
  for (let i = 0; i < n; i++) {
    if (o.signal?.aborted) break;
    const symbol = s.symbols[i]!;
    const have = known.get(symbol) ?? 0;
    // The simulation has every quarter; a real provider's symbol is done once anything is stored
    // (a new quarter of its statements is screened when the route asks for it).
    if (sim ? have >= HISTORY_QUARTERS : have > 0) continue;
    const stepStarted = performance.now();
    const record = await computeRecord(o, i);
    if (record.length > 0) {
      computed++;
      quarters += record.length;
      pending.push(...record.map(toRow(symbol, source, o.now())));
    }
    if (pending.length >= WRITE_BATCH) {
      await insertHistory(o.sql, pending);
      pending = [];
    }
    longestStep = Math.max(longestStep, performance.now() - stepStarted);
    if (o.restMs && performance.now() - workFrom >= BUILD_WORK_MS) {
      await new Promise((rest) => setTimeout(rest, o.restMs));
      workFrom = performance.now();
    } else await turn();
  }
  if (pending.length) await insertHistory(o.sql, pending);
  return {
    symbols: n,
    computed,
    quarters,
    ms: Math.round(performance.now() - started),
    longestStepMs: Math.round(longestStep * 10) / 10,
  };
}

/** The background build: a pass soon after start, then one every `everyMs` (a new quarter, new
 * companies), followed each time by the alerts' pass. */
export class ShariahHistoryBuilder {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private readonly abort = new AbortController();
  private started = false;
  last: BuildResult | null = null;

  constructor(
    private readonly o: HistoryOptions & { sql: import("bun").SQL },
    private readonly after: () => Promise<void> = async () => {},
    private readonly everyMs = 3_600_000,
  ) {}

  start(delayMs = 2_000): void {
    if (this.started || this.abort.signal.aborted) return;
    this.started = true;
    this.timer = setTimeout(() => void this.pass(), delayMs);
    this.timer.unref?.();
  }

  /** One pass now (tests and the benchmark wait on it). */
  pass(): Promise<void> {
    this.running ??= (async () => {
      try {
        this.last = await buildHistory({ ...this.o, signal: this.abort.signal, restMs: BUILD_REST_MS });
        log.info("shariah history built", { ...this.last });
        if (!this.abort.signal.aborted) await this.after();
      } catch (error) {
        log.error("shariah history failed", { error: String(error) });
      } finally {
        this.running = null;
        if (this.started && !this.abort.signal.aborted) {
          this.timer = setTimeout(() => void this.pass(), this.everyMs);
          this.timer.unref?.();
        }
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    this.abort.abort();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
