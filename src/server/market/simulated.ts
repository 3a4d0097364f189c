// The simulated market: deterministic from a seed. At start it builds a year of daily bars per
// ticker (ending at the company's reference price), then runs a live session that advances
// one step per tick at any hour. Sessions last 6.5 hours of ticks; at the close the day's bar
// joins the history and the next session opens. Prices follow per-ticker volatility with
// market and sector factors; volume follows an intraday U-shaped profile; news surges (big
// moves on heavy volume) keep the Price Surge scanner populated at every moment.
import { liveRsi, RSI_PERIOD, wilder } from "./indicators";
import { hash32, NORMAL_BITS, NORMALS, normal, type Rng, rng } from "./random";
import { SCANNERS } from "./scanners";
import { MarketState } from "./state";
import { type Company, SAR_PER_USD, SECTOR_CODES, type SectorCode } from "./universe";

export const HISTORY_DAYS = 252;
const RING = 200;
const VOL_RING = 30;
const SESSION_MS = 6.5 * 60 * 60 * 1000;
const OPENING_AUCTION = 0.03;

const SECTOR_VOL: Record<SectorCode, number> = {
  T: 0.022,
  C: 0.019,
  Y: 0.02,
  D: 0.011,
  H: 0.016,
  F: 0.015,
  I: 0.015,
  E: 0.018,
  U: 0.011,
  R: 0.014,
  M: 0.017,
};

/** Cumulative share of a day's volume traded by session progress p (U-shaped intensity). */
export function volumeProfile(p: number): number {
  // Intensity 0.55 + 2.2·e^(−10p) + 1.1·e^(−12(1−p)), integrated and normalised to 1 at p = 1.
  const f = (x: number) =>
    0.55 * x + (2.2 / 10) * (1 - Math.exp(-10 * x)) + (1.1 / 12) * (Math.exp(-12 * (1 - x)) - Math.exp(-12));
  return f(p) / f(1);
}

export interface SimOptions {
  seed: number;
  companies: readonly Company[];
  tickMs: number;
  /** Epoch ms of the opening of the first live session. */
  startTs: number;
}

export class SimulatedMarket {
  readonly state: MarketState;
  readonly ticksPerSession: number;
  /** Sessions completed since start, and the tick inside the current one. */
  day = 0;
  tickInSession = 0;
  readonly minRockets: number;

  private readonly seed: number;
  private readonly n: number;
  private readonly sigma: Float64Array;
  private readonly baseVolume: Float64Array;
  private readonly group: Uint8Array;
  private readonly market: Uint8Array;
  private readonly closes: Float32Array;
  private readonly volumes: Float32Array;
  private head = 0;
  private volHead = 0;
  private readonly sum49: Float64Array;
  private readonly sum199: Float64Array;
  private readonly close63: Float64Array;
  private readonly avgGain: Float64Array;
  private readonly avgLoss: Float64Array;
  private readonly dayVolume: Float64Array;
  private readonly surgeTicks: Int32Array;
  private readonly surgeJump: Float64Array;
  private readonly surgeVolume: Float64Array;
  private readonly surgedToday: Uint8Array;
  private dayRng: Rng = Math.random;

  constructor(options: SimOptions) {
    const { seed, companies } = options;
    this.seed = seed;
    const n = companies.length;
    this.n = n;
    this.state = new MarketState(companies);
    this.ticksPerSession = Math.max(30, Math.round(SESSION_MS / options.tickMs));
    this.minRockets = Math.max(4, Math.round(n * 0.006));
    const f = () => new Float64Array(n);
    this.sigma = f();
    this.baseVolume = f();
    this.sum49 = f();
    this.sum199 = f();
    this.close63 = f();
    this.avgGain = f();
    this.avgLoss = f();
    this.dayVolume = f();
    this.surgeJump = f();
    this.surgeVolume = f();
    this.surgeTicks = new Int32Array(n);
    this.surgedToday = new Uint8Array(n);
    this.group = new Uint8Array(n);
    this.market = new Uint8Array(n);
    this.closes = new Float32Array(n * RING);
    this.volumes = new Float32Array(n * VOL_RING);
    this.buildHistory(companies);
    this.state.ts = options.startTs;
    this.openSession();
  }

  /** The daily closes kept for the indicators, oldest first (tests compare against them). */
  closeHistory(i: number, days = RING): number[] {
    const out: number[] = [];
    for (let k = days; k >= 1; k--) out.push(this.closes[i * RING + ((this.head - k + RING) % RING)]!);
    return out;
  }

  volumeHistory(i: number): number[] {
    const out: number[] = [];
    for (let k = VOL_RING; k >= 1; k--)
      out.push(this.volumes[i * VOL_RING + ((this.volHead - k + VOL_RING) % VOL_RING)]!);
    return out;
  }

  private buildHistory(companies: readonly Company[]): void {
    const H = HISTORY_DAYS;
    const groups = SECTOR_CODES.length * 2;
    // Market and sector factors per day: US and Saudi markets, each sector within them.
    const fr = rng(hash32(this.seed, 0xfac7));
    const marketF = new Float64Array(H * 2);
    const sectorF = new Float64Array(H * groups);
    for (let t = 0; t < H; t++) {
      marketF[t * 2] = normal(fr);
      marketF[t * 2 + 1] = normal(fr);
      for (let g = 0; g < groups; g++) sectorF[t * groups + g] = normal(fr);
    }
    const path = new Float64Array(H);
    const logRet = new Float64Array(H);
    for (let i = 0; i < this.n; i++) {
      const c = companies[i]!;
      // Each ticker draws from its own stream: adding a synthetic tail changes no real ticker.
      const r = rng(hash32(this.seed, hashSymbol(c.symbol)));
      const saudi = c.currency === "SAR";
      const m = saudi ? 1 : 0;
      const g = SECTOR_CODES.indexOf(c.sector) + (saudi ? SECTOR_CODES.length : 0);
      this.market[i] = m;
      this.group[i] = g;
      const mcapUsd = c.referencePrice * c.sharesOutstanding * (saudi ? 1 / SAR_PER_USD : 1);
      const size = Math.min(2.2, Math.max(0.8, (2e11 / Math.max(mcapUsd, 1e6)) ** 0.12));
      const sigma = SECTOR_VOL[c.sector] * size * (0.75 + r() * 0.6) * (saudi ? 0.8 : 1);
      this.sigma[i] = sigma;
      const turnover = saudi ? 0.003 * (1e10 / mcapUsd) ** 0.3 : 0.006 * (1e10 / mcapUsd) ** 0.15;
      this.baseVolume[i] = c.sharesOutstanding * Math.min(0.05, turnover) * Math.exp(0.4 * normal(r));
      // Regimes: a share of tickers trends up strongly over the last months, some trend down.
      const regime = r();
      const lateDrift =
        regime < 0.07 ? 0.003 + r() * 0.004 : regime < 0.15 ? -(0.002 + r() * 0.003) : (r() - 0.45) * 0.002;
      const earlyDrift = regime < 0.07 ? r() * 0.0015 : (r() - 0.5) * 0.0015;
      // The hot loop of the start: a year of returns from an inline xorshift stream seeded
      // by the ticker's own generator, normals from the table.
      let x = hash32(r() * 4294967296, i) | 0 || 1;
      const shift = 32 - NORMAL_BITS;
      const late = H - 70;
      for (let t = H - 1; t >= 1; t--) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        const z = NORMALS[x >>> shift]!;
        logRet[t] =
          (t >= late ? lateDrift : earlyDrift) +
          sigma * (0.5 * marketF[t * 2 + m]! + 0.45 * sectorF[t * groups + g]! + 0.74 * z);
      }
      // The path ends at the reference price: walk the returns backwards from it.
      let lp = Math.log(c.referencePrice);
      path[H - 1] = c.referencePrice;
      for (let t = H - 1; t >= 1; t--) {
        lp -= logRet[t]!;
        path[t - 1] = Math.exp(lp);
      }
      // Wilder's averages through the year.
      let gain = 0;
      let loss = 0;
      for (let t = 1; t <= RSI_PERIOD; t++) {
        const d = path[t]! - path[t - 1]!;
        if (d > 0) gain += d;
        else loss -= d;
      }
      let ag = gain / RSI_PERIOD;
      let al = loss / RSI_PERIOD;
      const keep = RSI_PERIOD - 1;
      for (let t = RSI_PERIOD + 1; t < H; t++) {
        const d = path[t]! - path[t - 1]!;
        ag = (ag * keep + Math.max(d, 0)) / RSI_PERIOD;
        al = (al * keep + (d < 0 ? -d : 0)) / RSI_PERIOD;
      }
      this.avgGain[i] = ag;
      this.avgLoss[i] = al;
      // The ring holds the last 200 closes in order (head 0); the sums come from the path.
      const base = i * RING;
      let s49 = 0;
      let s199 = 0;
      for (let k = 0; k < RING; k++) {
        const v = path[H - RING + k]!;
        this.closes[base + k] = v;
      }
      for (let k = 1; k <= 199; k++) {
        const v = this.closes[base + RING - k]!;
        if (k <= 49) s49 += v;
        s199 += v;
      }
      this.sum49[i] = s49;
      this.sum199[i] = s199;
      this.close63[i] = this.closes[base + RING - 63]!;
      // Daily volumes of the last 30 sessions: noisy, heavier on big moves.
      const vbase = i * VOL_RING;
      let vsum = 0;
      for (let k = 0; k < VOL_RING; k++) {
        const t = H - VOL_RING + k;
        const move = Math.abs(logRet[t]!) / sigma;
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        const v = this.baseVolume[i]! * Math.exp(0.3 * NORMALS[x >>> shift]! - 0.045) * (0.7 + 0.3 * move);
        this.volumes[vbase + k] = v;
        vsum += this.volumes[vbase + k]!;
      }
      this.state.avgVolume30[i] = vsum / VOL_RING;
      this.state.prevClose[i] = c.referencePrice;
    }
    this.head = 0;
    this.volHead = 0;
  }

  /** Sums of the previous closes and volumes, from the rings (at start and at each close). */
  private rollSums(i: number): void {
    const base = i * RING;
    let s49 = 0;
    let s199 = 0;
    for (let k = 1; k <= 199; k++) {
      const v = this.closes[base + ((this.head - k + RING) % RING)]!;
      if (k <= 49) s49 += v;
      s199 += v;
    }
    this.sum49[i] = s49;
    this.sum199[i] = s199;
    this.close63[i] = this.closes[base + ((this.head - 63 + RING) % RING)]!;
    const vbase = i * VOL_RING;
    let vs = 0;
    for (let k = 0; k < VOL_RING; k++) vs += this.volumes[vbase + k]!;
    this.state.avgVolume30[i] = vs / VOL_RING;
  }

  private openSession(): void {
    const s = this.state;
    const r = rng(hash32(this.seed, 0x5e55, this.day));
    this.dayRng = r;
    this.tickInSession = 0;
    this.surgedToday.fill(0);
    this.surgeTicks.fill(0);
    for (let i = 0; i < this.n; i++) {
      const prev = s.prevClose[i]!;
      // Overnight gap, the day's activity level, and the opening auction's volume.
      s.price[i] = prev * Math.exp(this.sigma[i]! * 0.35 * normal(r));
      this.dayVolume[i] = s.avgVolume30[i]! * Math.exp(0.3 * normal(r) - 0.045);
      s.volume[i] = this.dayVolume[i]! * OPENING_AUCTION * (0.5 + r());
    }
    // News before the open: a few tickers gap up on heavy volume.
    let started = 0;
    for (let attempt = 0; started < this.minRockets && attempt < this.n * 4; attempt++) {
      if (this.startSurge(Math.floor(r() * this.n), 1)) started++;
    }
    this.updateIndicators();
  }

  /** Starts a news surge on ticker i (sign +1 up, −1 down); false when it is not eligible. */
  private startSurge(i: number, sign: 1 | -1): boolean {
    const s = this.state;
    if (this.surgedToday[i] || s.price[i]! < 1 || s.avgVolume30[i]! <= 0) return false;
    const r = this.dayRng;
    this.surgedToday[i] = 1;
    const jump = sign > 0 ? Math.log(1 + 0.08 + r() * 0.27) : Math.log(1 - 0.06 - r() * 0.14);
    const extra = s.avgVolume30[i]! * (4.5 + r() * 5.5);
    // Most of the move and half of the volume at once, the rest over the next ticks.
    s.price[i]! *= Math.exp(0.7 * jump);
    s.volume[i]! += 0.5 * extra;
    const ticks = Math.max(1, Math.min(30, Math.floor(this.ticksPerSession / 20)));
    this.surgeTicks[i] = ticks;
    this.surgeJump[i] = (0.3 * jump) / ticks;
    this.surgeVolume[i] = (0.5 * extra) / ticks;
    return true;
  }

  /** One step of the live session. */
  tick(ts: number): void {
    const s = this.state;
    if (this.tickInSession + 1 >= this.ticksPerSession) this.closeSession();
    else this.tickInSession++;
    const r = this.dayRng;
    const T = this.ticksPerSession;
    const p0 = this.tickInSession - 1 < 0 ? 0 : volumeProfile((this.tickInSession - 1) / T);
    const share = volumeProfile(this.tickInSession / T) - p0;
    const step = Math.sqrt(1 / T);
    const mk0 = normal(r);
    const mk1 = normal(r);
    const groups = SECTOR_CODES.length * 2;
    const sectors = new Float64Array(groups);
    for (let g = 0; g < groups; g++) sectors[g] = normal(r);
    for (let i = 0; i < this.n; i++) {
      const z = 0.5 * (this.market[i] ? mk1 : mk0) + 0.45 * sectors[this.group[i]!]! + 0.74 * normal(r);
      let lr = this.sigma[i]! * step * z;
      let dv = this.dayVolume[i]! * share * (0.4 + 1.2 * r());
      if (this.surgeTicks[i]! > 0) {
        this.surgeTicks[i]!--;
        lr += this.surgeJump[i]!;
        dv += this.surgeVolume[i]!;
      }
      s.price[i]! *= Math.exp(lr);
      s.volume[i]! += dv;
    }
    // Fresh news during the session, and more whenever too few tickers are surging.
    const expected = (this.n * 0.004) / T;
    if (r() < expected) this.startSurge(Math.floor(r() * this.n), r() < 0.7 ? 1 : -1);
    let rockets = 0;
    for (let i = 0; i < this.n; i++) if (SCANNERS.rocket.matches(s, i)) rockets++;
    for (let attempt = 0; rockets < this.minRockets && attempt < 50; attempt++) {
      if (this.startSurge(Math.floor(r() * this.n), 1)) rockets++;
    }
    this.updateIndicators();
    s.ts = ts;
    s.version++;
  }

  /** The close: today's bar joins the history, indicators roll, the next session opens. */
  private closeSession(): void {
    const s = this.state;
    for (let i = 0; i < this.n; i++) {
      const close = s.price[i]!;
      const d = close - s.prevClose[i]!;
      this.avgGain[i] = wilder(this.avgGain[i]!, Math.max(d, 0));
      this.avgLoss[i] = wilder(this.avgLoss[i]!, d < 0 ? -d : 0);
      this.closes[i * RING + this.head] = close;
      this.volumes[i * VOL_RING + this.volHead] = s.volume[i]!;
      s.prevClose[i] = close;
    }
    this.head = (this.head + 1) % RING;
    this.volHead = (this.volHead + 1) % VOL_RING;
    for (let i = 0; i < this.n; i++) this.rollSums(i);
    this.day++;
    this.openSession();
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

function hashSymbol(symbol: string): number {
  let h = 0;
  for (let i = 0; i < symbol.length; i++) h = Math.imul(h, 31) + symbol.charCodeAt(i);
  return h | 0;
}
