// The screener's live columns (docs/architecture.md, Screener): how each field's column is
// worked out from the market state at one version, the per-session columns and today's range.
// A field added to src/shared/screener.ts gets its case here.
import type { ScreenField } from "../../shared/screener";
import type { MarketState } from "../market/state";
import type { TickerBook } from "../ticker/book";
import type { SessionColumns } from "./session-columns";
import type { ShariahLive } from "./shariah-columns";

/** The fields whose values are a fixed set, coded per ticker. */
export type SetField = "sector" | "exchange" | "payoutFrequency";

/** What the columns are worked out from, besides the state. */
interface ColumnSources {
  n: number;
  session: SessionColumns;
  tickers: TickerBook;
  /** Alphabetical rank of each set field's values, for sorting by them. */
  setRank: Record<SetField, Float64Array>;
  /** The Shariah columns of the current version, asked for only by the Shariah fields. */
  shariah: () => ShariahLive;
}

/** Writes `field`'s column for the state `s` into `out` (NaN where unknown). */
export function fillColumn(field: ScreenField, out: Float64Array, s: MarketState, sources: ColumnSources): void {
  const { n, session: st, tickers, setRank, shariah } = sources;
  const p = s.price;
  const pct = (a: number, b: number) => (b > 0 ? (a / b - 1) * 100 : Number.NaN);
  const each = (f: (i: number) => number) => {
    for (let i = 0; i < n; i++) out[i] = f(i);
  };
  const positive = (x: number) => (x > 0 ? x : Number.NaN);
  switch (field) {
    case "price":
      out.set(p);
      return;
    case "change1d":
      each((i) => pct(p[i]!, s.prevClose[i]!));
      return;
    case "change":
      each((i) => p[i]! - s.prevClose[i]!);
      return;
    case "change1w":
      each((i) => pct(p[i]!, st.close5[i]!));
      return;
    case "change1m":
      each((i) => pct(p[i]!, st.close21[i]!));
      return;
    case "change3m":
      out.set(s.return3m);
      return;
    case "changeYtd":
      each((i) => pct(p[i]!, st.closeYtd[i]!));
      return;
    case "change1y":
      each((i) => pct(p[i]!, st.close252[i]!));
      return;
    case "volume":
      out.set(s.volume);
      return;
    case "avgVolume30":
      out.set(s.avgVolume30);
      return;
    case "relVolume":
      each((i) => s.relativeVolume(i));
      return;
    case "tradedValue":
      each((i) => p[i]! * s.volume[i]!);
      return;
    case "marketCap":
      each((i) => p[i]! * s.shares[i]!);
      return;
    case "shares":
      out.set(s.shares);
      return;
    case "dividendYield":
      each((i) => s.dividendYield(i));
      return;
    case "dividendTTM":
      out.set(s.dividendTTM);
      return;
    case "rsi14":
      out.set(s.rsi14);
      return;
    case "sma20":
      each((i) => (st.sum19[i]! + p[i]!) / 20);
      return;
    case "sma50":
      each((i) => positive(s.sma50[i]!));
      return;
    case "sma200":
      each((i) => positive(s.sma200[i]!));
      return;
    case "distSma20":
      each((i) => pct(p[i]!, (st.sum19[i]! + p[i]!) / 20));
      return;
    case "distSma50":
      each((i) => pct(p[i]!, s.sma50[i]!));
      return;
    case "distSma200":
      each((i) => pct(p[i]!, s.sma200[i]!));
      return;
    case "sma50Over200":
      each((i) => pct(s.sma50[i]!, s.sma200[i]!));
      return;
    case "high52":
      each((i) => Math.max(st.high[i]!, tickers.dayRange(i).high));
      return;
    case "low52":
      each((i) => Math.min(st.low[i]!, tickers.dayRange(i).low));
      return;
    case "distHigh52":
      each((i) => pct(p[i]!, Math.max(st.high[i]!, tickers.dayRange(i).high)));
      return;
    case "distLow52":
      each((i) => pct(p[i]!, Math.min(st.low[i]!, tickers.dayRange(i).low)));
      return;
    case "beta":
      out.set(st.beta);
      return;
    case "volatility":
      out.set(st.volatility);
      return;
    case "gap":
      each((i) => pct(tickers.dayOpen(i), s.prevClose[i]!));
      return;
    case "open":
      each((i) => tickers.dayOpen(i));
      return;
    case "prevClose":
      out.set(s.prevClose);
      return;
    case "sector":
    case "exchange":
    case "payoutFrequency":
      out.set(setRank[field]);
      return;
    case "shariahStatus":
      out.set(shariah().statusRank);
      return;
    case "shariahDebt":
      out.set(shariah().debt);
      return;
    case "shariahDeposits":
      out.set(shariah().deposits);
      return;
    case "shariahIncome":
      out.set(shariah().income);
      return;
    case "shariahReceivables":
      out.set(shariah().receivables);
      return;
  }
}
