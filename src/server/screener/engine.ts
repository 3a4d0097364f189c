// The screener folder: the partner screener (docs/architecture.md, Screener), a feature over the
// market state with its own routes and CSV export, apart from the engine that moves the market.
//
// This file: the screen engine, a columnar in-memory scan over the market state. Each field is
// one Float64Array (set fields a Uint8Array of codes), so a filter is a tight loop over the
// surviving indices and a sort keeps only the page's top k in a heap (top-k.ts). Live columns
// are derived from the state once per version and field, when first asked for
// (field-columns.ts); the fields that need past sessions are computed once per session
// (session-columns.ts), the Shariah columns once per session too and only when a screen first
// uses one (shariah-columns.ts).

import {
  fieldDef,
  isSetFilter,
  PAYOUT_FREQUENCIES,
  rowFields,
  SCREEN_EXCHANGES,
  SCREEN_PAGE_SIZE,
  SCREEN_SECTORS,
  type ScreenField,
  type ScreenMarket,
  type ScreenQuery,
  type ScreenResult,
  type ScreenRow,
  type SetFieldDef,
} from "../../shared/screener";
import { turn } from "../http/turns";
import { log } from "../log";
import type { MarketState } from "../market/state";
import { SECTORS } from "../market/universe";
import type { TickerBook } from "../ticker/book";
import { fillColumn, type SetField } from "./field-columns";
import {
  emptySessionColumns,
  fillBeta,
  fillTicker,
  type MarketReturns,
  marketReturnsOf,
  SESSION_BARS,
  type SessionColumns,
  yearStartOf,
} from "./session-columns";
import {
  buildShariahStatics,
  type ShariahFiguresOf,
  type ShariahLive,
  type ShariahStatics,
  shariahLiveColumns,
} from "./shariah-columns";
import { sortedTop } from "./top-k";

/** A screen's matches and columns at one state version, for the CSV export (exportSnapshot). */
export interface ExportSnapshot {
  /** The matching tickers' indices, unsorted. */
  hits: Int32Array;
  /** The sort field's column (NaN when unknown: sorted last) and its direction. */
  sortColumn: Float64Array;
  descending: boolean;
  /** Each ticker's place in symbol order, which breaks ties (fixed for the universe). */
  symbolRank: Int32Array;
  /** Per field asked for: its column (NaN when unknown, unrounded), or its set codes (255 when unknown). */
  columns: (Float64Array | Uint8Array)[];
}

/** How the engine reaches the daily bars: at hand for every ticker on the simulated market; for
 * a real provider, ticker by ticker as its history loads (market/history-store.ts). */
export interface HistoryAccess {
  /** Whether ticker i's bars can be read without a call to the provider. */
  atHand(i: number): boolean;
  /** Whether every ticker's bars have been asked for (no more will come to hand). */
  complete(): boolean;
  /** Resolves when more bars may be at hand; false when none will come (the load stopped). */
  next(): Promise<boolean>;
}

const ALL_AT_HAND: HistoryAccess = { atHand: () => true, complete: () => true, next: async () => false };
const NONE_AT_HAND: HistoryAccess = { atHand: () => false, complete: () => true, next: async () => false };

export class ScreenEngine {
  private readonly n: number;
  private readonly markets: Record<ScreenMarket, Int32Array>;
  /** Position of each symbol in sorted order: ties break on it without comparing strings. */
  private readonly symbolRank: Int32Array;
  private readonly codes: Record<SetField, Uint8Array>;
  /** Alphabetical rank of each set field's values, for sorting by them. */
  private readonly setRank: Record<SetField, Float64Array>;
  private readonly live = new Map<
    ScreenField,
    { version: number; statics: SessionColumns; filled: number; column: Float64Array }
  >();
  private readonly access: HistoryAccess;
  private statics: SessionColumns;
  private building: Promise<void> | null = null;
  private shariahStatics: ShariahStatics | null = null;
  private shariahBuilding: Promise<void> | null = null;
  private shariahLiveColumns: ShariahLive | null = null;
  private keyVersion = -1;
  private key = "";
  /** Reused between runs: the surviving indices and the sort keys. */
  private readonly scratch: Int32Array;
  private readonly sortKeys: Float64Array;

  constructor(
    readonly state: MarketState,
    private readonly tickers: TickerBook,
    /** The daily bars: `true` when all are at hand (the simulated market), `false` when there
     * are none, else as a real provider's history loads. */
    history: boolean | HistoryAccess,
  ) {
    this.access = history === true ? ALL_AT_HAND : history === false ? NONE_AT_HAND : history;
    const s = state;
    const n = s.n;
    this.n = n;
    const us: number[] = [];
    const sa: number[] = [];
    for (let i = 0; i < n; i++) (s.companies[i]!.currency === "SAR" ? sa : us).push(i);
    this.markets = { US: Int32Array.from(us), SA: Int32Array.from(sa) };
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) =>
      s.symbols[a]! < s.symbols[b]! ? -1 : s.symbols[a]! > s.symbols[b]! ? 1 : 0,
    );
    this.symbolRank = new Int32Array(n);
    order.forEach((i, rank) => {
      this.symbolRank[i] = rank;
    });
    const code = (values: readonly string[], of: (i: number) => string) =>
      Uint8Array.from({ length: n }, (_, i) => {
        const k = values.indexOf(of(i));
        return k < 0 ? 255 : k;
      });
    this.codes = {
      sector: code(SCREEN_SECTORS, (i) => SECTORS[s.companies[i]!.sector]),
      exchange: code(SCREEN_EXCHANGES, (i) => s.companies[i]!.exchange),
      payoutFrequency: code(PAYOUT_FREQUENCIES, (i) => String(s.companies[i]!.payoutsPerYear)),
    };
    const rank = (field: SetField) => {
      const values = (fieldDef(field) as SetFieldDef).values;
      const sorted = [...values].sort();
      const byCode = values.map((v) => sorted.indexOf(v));
      return Float64Array.from(this.codes[field], (c) => (c === 255 ? Number.NaN : byCode[c]!));
    };
    this.setRank = { sector: rank("sector"), exchange: rank("exchange"), payoutFrequency: rank("payoutFrequency") };
    this.statics = emptySessionColumns(n, "");
    this.scratch = new Int32Array(n);
    this.sortKeys = new Float64Array(n);
  }

  /** Identifies a session: both markets' session days and the previous closes (they roll at a close). */
  private sessionKey(): string {
    const s = this.state;
    if (s.version === this.keyVersion) return this.key;
    let sum = 0;
    for (let i = 0; i < this.n; i++) sum += s.prevClose[i]!;
    const us = this.markets.US[0];
    const sa = this.markets.SA[0];
    this.key = `${us === undefined ? "" : this.tickers.session(us)}|${sa === undefined ? "" : this.tickers.session(sa)}|${sum}`;
    this.keyVersion = s.version;
    return this.key;
  }

  /**
   * Starts the build of the current session's columns in the background and returns at once: a
   * screen never waits for the history. Until the first build completes the columns fill ticker
   * by ticker (historyProgress() says how far); later sessions' builds run beside the previous
   * session's columns, which serve until the new ones are complete.
   */
  ready(): void {
    const key = this.sessionKey();
    if (this.statics.key === key || this.building) return;
    this.building = this.build(key)
      .catch((error) => log.error("screener columns failed", { error: String(error) }))
      .finally(() => {
        this.building = null;
      });
  }

  /** Resolves once the current session's columns are complete (benchmarks and tests). */
  async whenBuilt(): Promise<void> {
    for (;;) {
      this.ready();
      if (!this.building) return;
      await this.building;
    }
  }

  /** How many tickers' history columns are filled, of how many: loaded < total while loading. */
  historyProgress(): { loaded: number; total: number } {
    return this.statics.complete ? { loaded: this.n, total: this.n } : { loaded: this.statics.filled, total: this.n };
  }

  private async build(key: string): Promise<void> {
    const started = performance.now();
    const n = this.n;
    const s = this.state;
    const next = emptySessionColumns(n, key);
    // Nothing complete to serve yet: the screens read the new columns as they fill.
    if (!this.statics.complete) this.statics = next;
    const yearStart = yearStartOf(this.tickers);
    const bars = (i: number) => this.tickers.bars(i, SESSION_BARS);
    let returns: MarketReturns | null = this.access.complete()
      ? await marketReturnsOf(s, this.tickers, n, (i) => this.access.atHand(i))
      : null;
    const done = new Uint8Array(n);
    for (;;) {
      const last = this.access.complete();
      for (let i = 0; i < n; i++) {
        if (done[i] || !this.access.atHand(i)) continue;
        await turn();
        fillTicker(next, s, i, await bars(i), yearStart, returns);
        done[i] = 1;
        next.filled++;
      }
      if (last || !(await this.access.next())) break;
    }
    if (!returns) {
      returns = await marketReturnsOf(s, this.tickers, n, (i) => this.access.atHand(i));
      for (let i = 0; i < n; i++) {
        if (!done[i]) continue;
        await turn();
        fillBeta(next, s, i, await bars(i), returns);
      }
    }
    next.filled = n;
    next.complete = true;
    this.statics = next;
    this.live.clear();
    log.info("screener columns built", { tickers: n, ms: Math.round(performance.now() - started) });
  }

  /**
   * Resolves once the Shariah columns belong to the current session: built on first use from
   * `figuresOf`, in slices; later sessions' builds run in the background like ready()'s.
   */
  async shariahReady(figuresOf: ShariahFiguresOf): Promise<void> {
    const key = this.sessionKey();
    if (this.shariahStatics?.key === key) return;
    if (!this.shariahBuilding) {
      this.shariahBuilding = this.buildShariah(key, figuresOf).finally(() => {
        this.shariahBuilding = null;
      });
    }
    if (!this.shariahStatics) await this.shariahBuilding;
  }

  private async buildShariah(key: string, figuresOf: ShariahFiguresOf): Promise<void> {
    const started = performance.now();
    const n = this.n;
    this.shariahStatics = await buildShariahStatics(
      this.state,
      this.tickers,
      n,
      key,
      figuresOf,
      this.access === ALL_AT_HAND,
    );
    this.shariahLiveColumns = null;
    this.live.clear();
    log.info("screener Shariah columns built", { tickers: n, ms: Math.round(performance.now() - started) });
  }

  /** The Shariah ratios and status of the current state version (all NaN/unknown before a build). */
  private shariahLive(): ShariahLive {
    const hit = this.shariahLiveColumns;
    if (hit && hit.version === this.state.version) return hit;
    this.shariahLiveColumns = shariahLiveColumns(this.state, this.n, this.shariahStatics, hit);
    return this.shariahLiveColumns;
  }

  /** The codes of a set field: fixed for the company fields, per version for the Shariah status. */
  private setCodes(field: ScreenField): Uint8Array {
    return field === "shariahStatus" ? this.shariahLive().status : this.codes[field as SetField];
  }

  /** One field's column for the current state version (computed on first use). */
  column(field: ScreenField): Float64Array {
    const s = this.state;
    const hit = this.live.get(field);
    const { statics } = this;
    // While the history fills, a column made from it is made again once more tickers are in.
    if (hit && hit.version === s.version && hit.statics === statics && hit.filled === statics.filled) return hit.column;
    const column = hit?.column ?? new Float64Array(this.n);
    this.fill(field, column, s);
    this.live.set(field, { version: s.version, statics, filled: statics.filled, column });
    return column;
  }

  private fill(field: ScreenField, out: Float64Array, s: MarketState): void {
    fillColumn(field, out, s, {
      n: this.n,
      session: this.statics,
      tickers: this.tickers,
      setRank: this.setRank,
      shariah: () => this.shariahLive(),
    });
  }

  /** Indices of the tickers of `market` that pass every filter (a view of a reused buffer). */
  match(query: Pick<ScreenQuery, "market" | "filters">): Int32Array {
    const base = this.markets[query.market];
    const hits = this.scratch;
    hits.set(base);
    let count = base.length;
    for (const f of query.filters) {
      let kept = 0;
      if (isSetFilter(f)) {
        const codes = this.setCodes(f.field);
        const values = (fieldDef(f.field) as SetFieldDef).values;
        const allowed = new Uint8Array(256);
        for (const v of f.in) allowed[values.indexOf(v)] = 1;
        for (let j = 0; j < count; j++) {
          const i = hits[j]!;
          if (allowed[codes[i]!]) hits[kept++] = i;
        }
      } else {
        const column = this.column(f.field);
        const min = f.min ?? Number.NEGATIVE_INFINITY;
        const max = f.max ?? Number.POSITIVE_INFINITY;
        // NaN (unknown) fails both comparisons, so it never passes a range.
        for (let j = 0; j < count; j++) {
          const i = hits[j]!;
          const v = column[i]!;
          if (v >= min && v <= max) hits[kept++] = i;
        }
      }
      count = kept;
    }
    return hits.subarray(0, count);
  }

  /** The first `k` of `hits` in the sort's order (unknown values last, ties by symbol). */
  order(hits: Int32Array, sort: ScreenQuery["sort"], k = hits.length): Int32Array {
    return sortedTop(hits, this.column(sort.field), sort.dir === "desc", this.symbolRank, this.sortKeys, k);
  }

  /** One page of a screen. */
  run(query: ScreenQuery, page: number): ScreenResult {
    const hits = this.match(query);
    const total = hits.length;
    const start = (page - 1) * SCREEN_PAGE_SIZE;
    const top = start < total ? this.order(hits, query.sort, start + SCREEN_PAGE_SIZE) : new Int32Array(0);
    const fields = rowFields(query);
    const rows: ScreenRow[] = [];
    for (let j = start; j < top.length; j++) rows.push(this.row(top[j]!, fields));
    return {
      rows,
      totalTickers: total,
      totalPages: Math.ceil(total / SCREEN_PAGE_SIZE),
      pageSize: SCREEN_PAGE_SIZE,
      currentPage: page,
      history: this.historyProgress(),
    };
  }

  /** Every matching ticker in order (the CSV export). */
  all(query: ScreenQuery): number[] {
    return Array.from(this.order(this.match(query), query.sort));
  }

  /**
   * What a CSV export needs of the current state version, copied so that the export can be
   * sorted and written in slices while the market ticks (src/server/screener/csv-export.ts):
   * the matching tickers, and whole columns copied as they are (a memory copy each, so this
   * stays a few milliseconds at 70,000 tickers; the per-match work is left to the slices).
   */
  exportSnapshot(query: ScreenQuery, fields: readonly ScreenField[]): ExportSnapshot {
    return {
      hits: this.match(query).slice(),
      sortColumn: this.column(query.sort.field).slice(),
      descending: query.sort.dir === "desc",
      symbolRank: this.symbolRank,
      columns: fields.map((field) =>
        fieldDef(field).kind === "set" ? this.setCodes(field).slice() : this.column(field).slice(),
      ),
    };
  }

  /** The value of one field for one ticker, rounded as the registry says (null when unknown). */
  value(i: number, field: ScreenField): number | string | null {
    const def = fieldDef(field);
    if (def.kind === "set") {
      const code = this.setCodes(field)[i]!;
      return code === 255 ? null : def.values[code]!;
    }
    const v = this.column(field)[i]!;
    if (!Number.isFinite(v)) return null;
    const f = 10 ** def.digits;
    return Math.round(v * f) / f;
  }

  row(i: number, fields: readonly ScreenField[]): ScreenRow {
    const c = this.state.companies[i]!;
    const row: ScreenRow = { symbol: c.symbol, name: c.name, ...(c.nameAr ? { nameAr: c.nameAr } : {}) };
    for (const field of fields) row[field] = this.value(i, field);
    return row;
  }
}
