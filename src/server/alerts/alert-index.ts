// The in-memory index of active alerts that a tick is evaluated against (docs/architecture.md,
// "Price alerts"). Alerts are grouped by symbol; inside a symbol, price and change thresholds
// are kept sorted (above: ascending, below: descending), and the nearest threshold of each list
// is copied into typed arrays by symbol. A tick is one tight pass over those arrays (a few
// comparisons a ticker); only a symbol whose nearest threshold is crossed is looked into, and
// there the lists are read from the head until the first alert that cannot fire. The cost grows
// with the alerts that fire, not with all alerts. A fired alert leaves the index at once (it
// fires once per arming); a re-arm or an edit puts it back.
import type { AlertKind } from "../../shared/alerts";
import type { MarketState } from "../market/state";

export interface IndexedAlert {
  id: string;
  userId: string;
  symbol: string;
  kind: AlertKind;
  value: number | null;
  arming: number;
  /** SMA crossings: +1 at or above the average when armed, -1 below. */
  side: number | null;
}

export interface Candidate {
  alert: IndexedAlert;
  price: number;
  ts: number;
}

interface Bucket {
  i: number;
  /** priceAbove, ascending by value. */
  up: IndexedAlert[];
  /** priceBelow, descending. */
  down: IndexedAlert[];
  /** changeAbove, ascending. */
  changeUp: IndexedAlert[];
  /** changeBelow, descending. */
  changeDown: IndexedAlert[];
  /** SMA crossings: one comparison each (few per symbol). */
  cross: IndexedAlert[];
}

function listOf(bucket: Bucket, kind: AlertKind): IndexedAlert[] {
  switch (kind) {
    case "priceAbove":
      return bucket.up;
    case "priceBelow":
      return bucket.down;
    case "changeAbove":
      return bucket.changeUp;
    case "changeBelow":
      return bucket.changeDown;
    default:
      return bucket.cross;
  }
}

const ascending = (kind: AlertKind) => kind === "priceAbove" || kind === "changeAbove";

/** Where `alert` goes in a list sorted by value (ascending or descending): binary search. */
function insertAt(list: IndexedAlert[], value: number, asc: boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!.value ?? 0;
    if (asc ? v <= value : v >= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Cross flags: which SMA crossings a symbol has (side -1 fires above the average, +1 below). */
const UP50 = 1;
const DOWN50 = 2;
const UP200 = 4;
const DOWN200 = 8;

export class AlertIndex {
  private readonly buckets = new Map<number, Bucket>();
  private readonly byId = new Map<string, { alert: IndexedAlert; bucket: Bucket }>();
  /** Per symbol: lowest priceAbove, highest priceBelow, and the same for changes (±Infinity: none). */
  private hiPrice = new Float64Array(0);
  private loPrice = new Float64Array(0);
  private hiChange = new Float64Array(0);
  private loChange = new Float64Array(0);
  private crossFlags = new Uint8Array(0);

  constructor(
    private readonly symbolIndex: (symbol: string) => number | undefined,
    /** Tickers in the market: the length of the per-symbol arrays. */
    private readonly universeSize: () => number,
  ) {}

  private ensure(n: number): void {
    if (this.hiPrice.length >= n) return;
    const grow = (old: Float64Array, fill: number) => {
      const next = new Float64Array(n).fill(fill);
      next.set(old);
      return next;
    };
    this.hiPrice = grow(this.hiPrice, Number.POSITIVE_INFINITY);
    this.loPrice = grow(this.loPrice, Number.NEGATIVE_INFINITY);
    this.hiChange = grow(this.hiChange, Number.POSITIVE_INFINITY);
    this.loChange = grow(this.loChange, Number.NEGATIVE_INFINITY);
    const flags = new Uint8Array(n);
    flags.set(this.crossFlags);
    this.crossFlags = flags;
  }

  /** Copies a bucket's nearest thresholds into the arrays the tick scans; drops it when empty. */
  private summarise(bucket: Bucket): void {
    const i = bucket.i;
    this.hiPrice[i] = bucket.up[0]?.value ?? Number.POSITIVE_INFINITY;
    this.loPrice[i] = bucket.down[0]?.value ?? Number.NEGATIVE_INFINITY;
    this.hiChange[i] = bucket.changeUp[0]?.value ?? Number.POSITIVE_INFINITY;
    this.loChange[i] = bucket.changeDown[0]?.value ?? Number.NEGATIVE_INFINITY;
    let flags = 0;
    for (const a of bucket.cross) {
      if (a.kind === "crossSma50") flags |= a.side === -1 ? UP50 : DOWN50;
      else flags |= a.side === -1 ? UP200 : DOWN200;
    }
    this.crossFlags[i] = flags;
    const empty = !bucket.up.length && !bucket.down.length && !bucket.changeUp.length && !bucket.changeDown.length;
    if (empty && !bucket.cross.length) this.buckets.delete(i);
  }

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Adds or replaces an active alert; false when its symbol is not in the market. */
  put(alert: IndexedAlert): boolean {
    this.remove(alert.id);
    const i = this.symbolIndex(alert.symbol);
    if (i === undefined) return false;
    this.ensure(Math.max(this.universeSize(), i + 1));
    let bucket = this.buckets.get(i);
    if (!bucket) {
      bucket = { i, up: [], down: [], changeUp: [], changeDown: [], cross: [] };
      this.buckets.set(i, bucket);
    }
    const list = listOf(bucket, alert.kind);
    if (list === bucket.cross) list.push(alert);
    else list.splice(insertAt(list, alert.value ?? 0, ascending(alert.kind)), 0, alert);
    this.byId.set(alert.id, { alert, bucket });
    this.summarise(bucket);
    return true;
  }

  remove(id: string): IndexedAlert | null {
    const found = this.byId.get(id);
    if (!found) return null;
    this.byId.delete(id);
    const { alert, bucket } = found;
    const list = listOf(bucket, alert.kind);
    const at = list.indexOf(alert);
    if (at >= 0) list.splice(at, 1);
    this.summarise(bucket);
    return alert;
  }

  /** The alerts whose condition holds at this tick, taken out of the index. */
  evaluate(state: MarketState): Candidate[] {
    const fired: Candidate[] = [];
    const { price, prevClose, sma50, sma200 } = state;
    const { hiPrice, loPrice, hiChange, loChange, crossFlags } = this;
    const n = Math.min(state.n, hiPrice.length);
    for (let i = 0; i < n; i++) {
      const p = price[i]!;
      let hit = p >= hiPrice[i]! || p <= loPrice[i]!;
      if (!hit && (hiChange[i]! !== Number.POSITIVE_INFINITY || loChange[i]! !== Number.NEGATIVE_INFINITY)) {
        const prev = prevClose[i]!;
        const change = prev > 0 ? ((p - prev) / prev) * 100 : Number.NaN;
        hit = change >= hiChange[i]! || change <= loChange[i]!;
      }
      const flags = crossFlags[i]!;
      if (!hit && flags) {
        const a50 = sma50[i]!;
        const a200 = sma200[i]!;
        hit =
          ((flags & UP50) !== 0 && a50 > 0 && p > a50) ||
          ((flags & DOWN50) !== 0 && a50 > 0 && p < a50) ||
          ((flags & UP200) !== 0 && a200 > 0 && p > a200) ||
          ((flags & DOWN200) !== 0 && a200 > 0 && p < a200);
      }
      if (hit && p > 0) this.fireBucket(state, i, fired);
    }
    return fired;
  }

  /** Takes the alerts of one symbol whose condition holds. */
  private fireBucket(state: MarketState, i: number, fired: Candidate[]): void {
    const bucket = this.buckets.get(i);
    if (!bucket) return;
    const p = state.price[i]!;
    const ts = state.ts;
    const take = (list: IndexedAlert[], count: number) => {
      for (const alert of list.splice(0, count)) {
        this.byId.delete(alert.id);
        fired.push({ alert, price: p, ts });
      }
    };
    const { up, down, changeUp, changeDown, cross } = bucket;
    let k = 0;
    while (k < up.length && up[k]!.value! <= p) k++;
    take(up, k);
    k = 0;
    while (k < down.length && down[k]!.value! >= p) k++;
    take(down, k);
    const prev = state.prevClose[i]!;
    if (prev > 0) {
      const change = ((p - prev) / prev) * 100;
      k = 0;
      while (k < changeUp.length && changeUp[k]!.value! <= change) k++;
      take(changeUp, k);
      k = 0;
      while (k < changeDown.length && changeDown[k]!.value! >= change) k++;
      take(changeDown, k);
    }
    for (let c = cross.length - 1; c >= 0; c--) {
      const alert = cross[c]!;
      const sma = alert.kind === "crossSma50" ? state.sma50[i]! : state.sma200[i]!;
      if (!(sma > 0) || (alert.side === -1 ? p <= sma : p >= sma)) continue;
      cross.splice(c, 1);
      this.byId.delete(alert.id);
      fired.push({ alert, price: p, ts });
    }
    this.summarise(bucket);
  }
}
