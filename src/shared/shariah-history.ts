// The Shariah record of a ticker (docs/api.md, "Shariah record"): the screen's status per fiscal
// quarter, newest first, and the caller's alerts of a change of the company's status.
import type { RatioKey, RatioTest, ShariahStatus } from "./shariah";

interface ShariahQuarter {
  /** "2026Q3". */
  quarter: string;
  status: ShariahStatus;
  ratios: Record<RatioKey, RatioTest>;
}

export interface ShariahAlert {
  symbol: string;
  quarter: string;
  previousQuarter: string;
  previousStatus: ShariahStatus;
  status: ShariahStatus;
  /** The test whose result changed: a ratio's key, or "business". */
  test: RatioKey | "business";
  previousValue: number | null;
  value: number | null;
  threshold: number | null;
  /** YYYY-MM-DD: when the new quarter's statements were published. */
  changedOn: string;
  /** YYYY-MM-DD, 90 days after the change to non-compliant; null for a change to compliant. */
  sellBy: string | null;
  /** AAOIFI 21 purification of the shares held over the last 365 days (0 for a watcher). */
  purification: { amount: number; currency: "USD" | "SAR"; held: boolean };
  createdAt: number;
}

/** GET /work/ticker/{symbol}/shariah/history. */
export interface ShariahHistoryResponse {
  symbol: string;
  quarters: ShariahQuarter[];
  alerts: ShariahAlert[];
}
