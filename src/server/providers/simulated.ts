// The simulated market: a pure function of the seed, the symbol and the time (market/model.ts), so a
// restart, a kill -9, a fresh DATA_DIR or a second instance shows the same prices. With the
// real clock each market (US, Saudi) shows its exchange's latest session: the running one, or
// before the open the last one closed, whole; outside the session nothing moves. The demo
// clock ("always-open") runs back-to-back sessions of 6.5 hours at any hour, numbered from the
// epoch so they too are a function of the time.
//
// At each session (and at start) a market's tickers get their last 200 closes, 30 volumes and
// Wilder's averages from the model; each tick then evaluates every ticker's intraday path at
// the session's progress: O(1) per ticker (the bridge's two grid values around the moment are
// kept until the moment leaves their cell). Open, high and low come from the same path.
import { onTick } from "../../shared/tick";
import { liveRsi, RSI_PERIOD, wilder } from "../market/indicators";
import { demoSessionMs, SimModel } from "../market/model";
import { type DailySeries, GRID, shownPrice, type TickerParams } from "../market/model-daily";
import { bridgeAt, bridgeGrid, logPriceAt, type SessionPath, volumeAt } from "../market/model-intraday";
import { MarketState } from "../market/state";
import type { Company } from "../market/universe";

export { MEGA_CAP_USD, SAUDI_LIMIT, SURGE_MAX_CAP_USD } from "../market/model-daily";
export { volumeProfile } from "../market/model-intraday";

const RING = 200;
const VOL_RING = 30;

interface SimOptions {
  seed: number;
  companies: readonly Company[];
  tickMs: number;
  /** Epoch ms of the start. */
  startTs: number;
  /** "real": exchange sessions and holidays (the default); "always-open": the demo mode. */
  clock?: "real" | "always-open";
}

export class SimulatedMarket {
  readonly state: MarketState;
  readonly model: SimModel;
  readonly ticksPerSession: number;
  /** Sessions begun since start (any market). */
  day = 0;
  readonly clock: "real" | "always-open";
  /** Per market (0 US, 1 Saudi): the session shown (a day number, or a demo session id) and
   * how far it has run, 0 to 1. */
  readonly sessionDay = [-1, -1];
  readonly progress = [0, 0];

  private readonly n: number;
  private readonly market: Uint8Array;
  private readonly params: TickerParams[];
  private readonly paths: SessionPath[];
  /** The grid cell the moment is in, and the bridge at its two ends. */
  private readonly cell: Int32Array;
  private readonly b0: Float64Array;
  private readonly b1: Float64Array;
  /** High and low over the grid points passed so far. */
  private readonly gridHigh: Float64Array;
  private readonly gridLow: Float64Array;
  private readonly closes: Float32Array;
  private readonly volumes: Float32Array;
  private readonly sum49: Float64Array;
  private readonly sum199: Float64Array;
  private readonly close63: Float64Array;
  private readonly avgGain: Float64Array;
  private readonly avgLoss: Float64Array;
  private readonly grid = new Float64Array(GRID + 1);
  private scratch: DailySeries | undefined;

  constructor(options: SimOptions) {
    const { seed, companies } = options;
    const n = companies.length;
    this.n = n;
    this.state = new MarketState(companies);
    this.clock = options.clock ?? "real";
    this.model = new SimModel(seed, companies, this.clock, options.tickMs);
    this.ticksPerSession = Math.round(demoSessionMs(options.tickMs) / options.tickMs);
    const f = () => new Float64Array(n);
    this.market = Uint8Array.from(companies, (c) => (c.currency === "SAR" ? 1 : 0));
    this.params = companies.map((_, i) => this.model.paramsOf(i));
    this.paths = new Array(n);
    this.cell = new Int32Array(n).fill(-1);
    this.b0 = f();
    this.b1 = f();
    this.gridHigh = f();
    this.gridLow = f();
    this.closes = new Float32Array(n * RING);
    this.volumes = new Float32Array(n * VOL_RING);
    this.sum49 = f();
    this.sum199 = f();
    this.close63 = f();
    this.avgGain = f();
    this.avgLoss = f();
    this.follow(options.startTs);
    this.state.ts = options.startTs;
  }

  /** The daily closes kept for the indicators, oldest first (tests compare against them): the
   * ring keeps them in single precision, so each is put back on its tick. */
  closeHistory(i: number, days = RING): number[] {
    const code = this.params[i]!.code;
    return Array.from(this.closes.subarray(i * RING + RING - days, i * RING + RING), (c) => onTick(c, code));
  }

  volumeHistory(i: number): number[] {
    return Array.from(this.volumes.subarray(i * VOL_RING, i * VOL_RING + VOL_RING));
  }

  /** Moves the market to `ts`. */
  tick(ts: number): void {
    this.follow(ts);
    this.state.ts = ts;
    this.state.version++;
  }

  /** Each market shows its session at `ts`: a new session is set up, then the path is read. */
  private follow(ts: number): void {
    let moved = false;
    for (const m of [0, 1]) {
      const { id, x } = this.model.sessionAt(m, ts);
      if (id !== this.sessionDay[m]) {
        this.openSession(m, id);
        this.day++;
        moved = true;
      }
      if (x !== this.progress[m] || moved) {
        this.advance(m, x);
        moved = true;
      }
    }
    if (moved) this.updateIndicators();
  }

  /** Market m's session `id`: the history before it from the model, and today's path. */
  private openSession(m: number, id: number): void {
    const s = this.state;
    this.sessionDay[m] = id;
    this.progress[m] = -1;
    for (let i = 0; i < this.n; i++) {
      if (this.market[i] !== m) continue;
      const series = this.model.series(i, id, RING + 1, RING - VOL_RING, this.scratch);
      this.scratch = series;
      const path = this.model.pathOf(i, series);
      this.paths[i] = path;
      this.cell[i] = -1;
      this.loadHistory(i, series.close, series.volume);
      // Prices as shown: on the tick, within the limit of the previous close (model-daily.ts).
      const open = shownPrice(this.params[i]!, Math.exp(logPriceAt(path, 0, 0, this.params[i]!)), s.prevClose[i]!);
      s.open[i] = open;
      this.gridHigh[i] = open;
      this.gridLow[i] = open;
    }
  }

  /** Ticker i's kept closes and volumes, Wilder's averages and the running sums. */
  private loadHistory(i: number, close: Float64Array, volume: Float64Array): void {
    const s = this.state;
    const closes = this.closes;
    const base = i * RING;
    let s49 = 0;
    let s199 = 0;
    let gain = 0;
    let loss = 0;
    let ag = 0;
    let al = 0;
    for (let k = 0; k < RING; k++) {
      const c = close[k]!;
      closes[base + k] = c;
      // The sums from the closes as shown (the ring keeps them in single precision).
      if (k >= RING - 199) {
        s199 += c;
        if (k >= RING - 49) s49 += c;
      }
      if (k === 0) continue;
      // Wilder's averages through the kept closes, as wilderAverages computes them.
      const d = c - close[k - 1]!;
      if (k <= RSI_PERIOD) {
        if (d > 0) gain += d;
        else loss -= d;
        if (k === RSI_PERIOD) {
          ag = gain / RSI_PERIOD;
          al = loss / RSI_PERIOD;
        }
      } else {
        ag = wilder(ag, Math.max(d, 0));
        al = wilder(al, d < 0 ? -d : 0);
      }
    }
    this.avgGain[i] = ag;
    this.avgLoss[i] = al;
    this.sum49[i] = s49;
    this.sum199[i] = s199;
    this.close63[i] = close[RING - 63]!;
    const vbase = i * VOL_RING;
    let vs = 0;
    for (let k = 0; k < VOL_RING; k++) {
      const v = volume[RING - VOL_RING + k]!;
      this.volumes[vbase + k] = v;
      vs += v;
    }
    s.avgVolume30[i] = vs / VOL_RING;
    s.prevClose[i] = close[RING - 1]!;
  }

  /** Market m's tickers at progress x of their session. */
  private advance(m: number, x: number): void {
    const s = this.state;
    const from = this.progress[m]!;
    this.progress[m] = x;
    const pos = x * GRID;
    const j = Math.min(GRID - 1, Math.floor(pos));
    const frac = pos - j;
    for (let i = 0; i < this.n; i++) {
      if (this.market[i] !== m) continue;
      const path = this.paths[i]!;
      const p = this.params[i]!;
      const c = this.cell[i]!;
      if (c !== j) {
        this.passGridPoints(i, c, j, from < 0);
        this.cell[i] = j;
        this.b0[i] = bridgeAt(path.key, path.day, j);
        this.b1[i] = bridgeAt(path.key, path.day, j + 1);
      }
      const b0 = this.b0[i]!;
      const price = shownPrice(p, Math.exp(logPriceAt(path, x, b0 + (this.b1[i]! - b0) * frac, p)), s.prevClose[i]!);
      s.price[i] = price;
      s.volume[i] = volumeAt(path, x);
      s.high[i] = Math.max(this.gridHigh[i]!, price);
      s.low[i] = Math.min(this.gridLow[i]!, price);
    }
  }

  /** Folds the grid points from cell `from` + 1 up to `to` into the day's high and low. */
  private passGridPoints(i: number, from: number, to: number, fresh: boolean): void {
    const path = this.paths[i]!;
    const p = this.params[i]!;
    const first = Math.max(1, from + 1);
    if (to < first) return;
    // In log space; one exp at the end.
    let hi = Math.log(this.gridHigh[i]!);
    let lo = Math.log(this.gridLow[i]!);
    if (fresh || to - first > 40) {
      // A long stretch (a start in the middle of a session): the whole bridge at once.
      const grid = bridgeGrid(path.key, path.day, this.grid);
      for (let k = first; k <= to; k++) {
        const v = logPriceAt(path, k / GRID, grid[k]!, p);
        if (v > hi) hi = v;
        else if (v < lo) lo = v;
      }
    } else {
      for (let k = first; k <= to; k++) {
        const v = logPriceAt(path, k / GRID, bridgeAt(path.key, path.day, k), p);
        if (v > hi) hi = v;
        else if (v < lo) lo = v;
      }
    }
    const prev = this.state.prevClose[i]!;
    this.gridHigh[i] = shownPrice(p, Math.exp(hi), prev);
    this.gridLow[i] = shownPrice(p, Math.exp(lo), prev);
  }

  /** O(1) per ticker: today's price folded into the running sums and averages. */
  private updateIndicators(): void {
    const s = this.state;
    for (let i = 0; i < this.n; i++) {
      const price = s.price[i]!;
      s.sma50[i] = (this.sum49[i]! + price) / 50;
      s.sma200[i] = (this.sum199[i]! + price) / 200;
      s.rsi14[i] = liveRsi(this.avgGain[i]!, this.avgLoss[i]!, s.prevClose[i]!, price);
      s.return3m[i] = (price / this.close63[i]! - 1) * 100;
    }
  }
}
