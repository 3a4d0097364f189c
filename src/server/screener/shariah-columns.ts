// The screener's Shariah columns (docs/architecture.md, Screener), built once per session and
// only when a screen first uses one: each ticker's figures at hand and its month-end market
// caps; the ratios and the status are then worked out per state version with the live market
// cap, by the rules of src/shared/shariah.ts, so they agree with the ticker page's Shariah screen.
import {
  businessCompliant,
  MARKET_CAP_MONTHS,
  monthEndCloses,
  ratioPercent,
  SHARIAH_SESSIONS,
  SHARIAH_STATUSES,
  type ShariahFigures,
  shariahStatus,
} from "../../shared/shariah";
import type { MarketState } from "../market/state";
import type { TickerBook } from "../ticker/book";
import { SLICE } from "./session-columns";

/** A ticker's Shariah figures already at hand, or null (src/server/fundamentals/book.ts). */
export type ShariahFiguresOf = (i: number) => ShariahFigures | null;

/** The Shariah screen's per-session columns (NaN where a figure is unknown). */
export interface ShariahStatics {
  key: string;
  /** 1 where the business activity is permissible. */
  business: Uint8Array;
  debt: Float64Array;
  deposits: Float64Array;
  receivables: Float64Array;
  nonPermissibleIncome: Float64Array;
  totalIncome: Float64Array;
  /** Sum and count of the last 35 month-end market caps: the live one makes the 36th. */
  capSum: Float64Array;
  capCount: Float64Array;
}

/** Alphabetical rank of each Shariah status code, for sorting by status (as the set fields sort). */
const STATUS_RANK = SHARIAH_STATUSES.map((status) => [...SHARIAH_STATUSES].sort().indexOf(status));

/** The Shariah columns of one state version: the ratios in percent and the status codes. */
export interface ShariahLive {
  version: number;
  status: Uint8Array;
  statusRank: Float64Array;
  debt: Float64Array;
  deposits: Float64Array;
  income: Float64Array;
  receivables: Float64Array;
}

/**
 * The per-session Shariah columns of session `key` for the `n` tickers of `state`, in slices.
 * Without bars at hand (a real provider) the average market cap is today's alone.
 */
export async function buildShariahStatics(
  state: MarketState,
  tickers: TickerBook,
  n: number,
  key: string,
  figuresOf: ShariahFiguresOf,
  barsAtHand: boolean,
): Promise<ShariahStatics> {
  const f = () => new Float64Array(n).fill(Number.NaN);
  const next: ShariahStatics = {
    key,
    business: new Uint8Array(n).fill(1),
    debt: f(),
    deposits: f(),
    receivables: f(),
    nonPermissibleIncome: f(),
    totalIncome: f(),
    capSum: new Float64Array(n),
    capCount: new Float64Array(n),
  };
  const known = (x: number | null) => (x === null ? Number.NaN : x);
  for (let i = 0; i < n; i++) {
    if (i % SLICE === SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const figures = figuresOf(i);
    if (figures) {
      next.business[i] = businessCompliant(figures.industry) ? 1 : 0;
      next.debt[i] = known(figures.debt);
      next.deposits[i] = known(figures.deposits);
      next.receivables[i] = known(figures.receivables);
      next.nonPermissibleIncome[i] = known(figures.nonPermissibleIncome);
      next.totalIncome[i] = known(figures.totalIncome);
    }
    // Without bars at hand (a real provider) the average is today's market cap alone.
    if (!barsAtHand) continue;
    const shares = state.shares[i]!;
    const caps = monthEndCloses(await tickers.bars(i, SHARIAH_SESSIONS))
      .map((close) => close * shares)
      .filter((cap) => Number.isFinite(cap) && cap > 0)
      .slice(-(MARKET_CAP_MONTHS - 1));
    // Summed oldest first, as averageMarketCap does, so both screens get the same number.
    let sum = 0;
    for (const cap of caps) sum += cap;
    next.capSum[i] = sum;
    next.capCount[i] = caps.length;
  }
  return next;
}

/**
 * The Shariah ratios and status of `s`'s current version (all NaN/unknown without the statics `st`,
 * before a build), written into `previous` when there is one so its arrays are reused.
 */
export function shariahLiveColumns(
  s: MarketState,
  n: number,
  st: ShariahStatics | null,
  previous: ShariahLive | null,
): ShariahLive {
  const out: ShariahLive = previous ?? {
    version: -1,
    status: new Uint8Array(n),
    statusRank: new Float64Array(n),
    debt: new Float64Array(n),
    deposits: new Float64Array(n),
    income: new Float64Array(n),
    receivables: new Float64Array(n),
  };
  const unknown = SHARIAH_STATUSES.indexOf("unknown");
  const figure = (x: number) => (Number.isNaN(x) ? null : x);
  for (let i = 0; i < n; i++) {
    if (!st) {
      out.status[i] = unknown;
      out.debt[i] = out.deposits[i] = out.income[i] = out.receivables[i] = Number.NaN;
    } else {
      // The live market cap completes the month-end average (src/shared/shariah.ts).
      const cap = s.price[i]! * s.shares[i]!;
      const average = cap > 0 ? (st.capSum[i]! + cap) / (st.capCount[i]! + 1) : Number.NaN;
      out.debt[i] = ratioPercent(figure(st.debt[i]!), average);
      out.deposits[i] = ratioPercent(figure(st.deposits[i]!), average);
      out.receivables[i] = ratioPercent(figure(st.receivables[i]!), average);
      out.income[i] = ratioPercent(figure(st.nonPermissibleIncome[i]!), figure(st.totalIncome[i]!));
      out.status[i] = SHARIAH_STATUSES.indexOf(
        shariahStatus(st.business[i] === 1, {
          debt: out.debt[i]!,
          deposits: out.deposits[i]!,
          income: out.income[i]!,
        }),
      );
    }
    out.statusRank[i] = STATUS_RANK[out.status[i]!]!;
  }
  out.version = s.version;
  return out;
}
