// Returns, pure arithmetic (docs/portfolio.md): the daily chained time-weighted return and the
// money-weighted return (XIRR) by Newton's method with a bisection fallback.

/**
 * Time-weighted return over a daily series: rₜ = Vₜ ÷ (Vₜ₋₁ + CFₜ) − 1, chained: Π(1 + rₜ) − 1.
 * `values[0]` is the value at the end of the day before the period (0 before the first
 * transaction); `flows[t]` the outside money that arrived on day t (deposits +, withdrawals −),
 * counted at the start of the day. A day whose starting capital Vₜ₋₁ + CFₜ is not positive
 * contributes nothing (no capital at work). Null when no day had capital at work.
 */
export function timeWeightedReturn(values: ArrayLike<number>, flows: ArrayLike<number>): number | null {
  let growth = 1;
  let any = false;
  for (let t = 1; t < values.length; t++) {
    const start = values[t - 1]! + flows[t]!;
    if (!(start > 1e-9)) continue;
    growth *= values[t]! / start;
    any = true;
  }
  return any ? growth - 1 : null;
}

interface CashFlow {
  /** Days since the first flow (or any fixed day). */
  day: number;
  /** From the investor's side: money put in is negative, money taken out (and the end value) positive. */
  amount: number;
}

function npv(rate: number, flows: readonly CashFlow[], d0: number): number {
  let sum = 0;
  for (const f of flows) sum += f.amount / (1 + rate) ** ((f.day - d0) / 365);
  return sum;
}

function dnpv(rate: number, flows: readonly CashFlow[], d0: number): number {
  let sum = 0;
  for (const f of flows) {
    const years = (f.day - d0) / 365;
    sum -= (years * f.amount) / (1 + rate) ** (years + 1);
  }
  return sum;
}

/**
 * The annual rate r with Σ amountᵢ ÷ (1 + r)^((dayᵢ − day₀) / 365) = 0. Newton's method from 10 %;
 * when it leaves (−1, ∞) or does not settle in 50 steps, bisection on a bracket where the sum
 * changes sign. Null without both signs among the flows, or without a root in (−0.9999, 10⁶).
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  const live = flows.filter((f) => f.amount !== 0);
  if (!live.some((f) => f.amount > 0) || !live.some((f) => f.amount < 0)) return null;
  const d0 = Math.min(...live.map((f) => f.day));
  if (Math.max(...live.map((f) => f.day)) === d0) return null;
  let r = 0.1;
  for (let k = 0; k < 50; k++) {
    const f = npv(r, live, d0);
    const df = dnpv(r, live, d0);
    if (!Number.isFinite(f) || !Number.isFinite(df) || df === 0) break;
    const next = r - f / df;
    if (!(next > -1) || !Number.isFinite(next)) break;
    if (Math.abs(next - r) < 1e-12 * Math.max(1, Math.abs(r))) return next;
    r = next;
  }
  // Bisection: find a bracket scanning outwards from 0, then halve it.
  let lo = -0.9999;
  let hi = 1e6;
  const points = [-0.9999, -0.99, -0.9, -0.5, 0, 0.5, 1, 10, 100, 1e3, 1e4, 1e6];
  let bracket = false;
  for (let k = 0; k + 1 < points.length; k++) {
    const a = npv(points[k]!, live, d0);
    const b = npv(points[k + 1]!, live, d0);
    if (Number.isFinite(a) && Number.isFinite(b) && a * b <= 0) {
      lo = points[k]!;
      hi = points[k + 1]!;
      bracket = true;
      break;
    }
  }
  if (!bracket) return null;
  let flo = npv(lo, live, d0);
  for (let k = 0; k < 300; k++) {
    const mid = (lo + hi) / 2;
    const fm = npv(mid, live, d0);
    if (fm === 0 || hi - lo < 1e-13 * Math.max(1, Math.abs(mid))) return mid;
    if (flo * fm < 0) hi = mid;
    else {
      lo = mid;
      flo = fm;
    }
  }
  return (lo + hi) / 2;
}
