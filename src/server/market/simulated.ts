// The simulated market: deterministic from a seed. At start it builds a year of daily bars per
// ticker (ending near the company's reference price, at a close of its own), then runs live
// sessions. With the real clock each market (US, Saudi) moves only inside its exchange session
// and stays at the close outside it; the demo clock ("always-open") runs back-to-back sessions
// of 6.5 hours of ticks at any hour. At a close the day's bar joins the history and the next
// session opens. Prices follow per-ticker volatility (lower for bigger companies) with market
// and sector factors; a day's move of a company above 200 B USD is bounded well inside 10 %,
// and Saudi prices keep the exchange's ±10 % daily limit. Volume accumulates through the day
// along a U-shaped profile to about the company's average daily volume. News surges (+8–35 %
// on heavy volume) hit small and mid caps and keep the Price Surge scanner populated.
import { liveRsi, RSI_PERIOD, wilder } from "./indicators";
import { hash32, NORMAL_BITS, NORMALS, normal, type Rng, rng } from "./random";
import { SCANNERS } from "./scanners";
import { sessionProgress } from "./sessions";
import { MarketState } from "./state";
import { type Company, SAR_PER_USD, SECTOR_CODES, type SectorCode } from "./universe";

export const HISTORY_DAYS = 252;
const RING = 200;
const VOL_RING = 30;
const SESSION_MS = 6.5 * 60 * 60 * 1000;
const OPENING_AUCTION = 0.03;
/** Above this market cap (USD) a day's move is bounded softly by MEGA_CAP_LOG. */
export const MEGA_CAP_USD = 200e9;
/** Largest log-move of a mega cap in a day: e^0.09 − 1 ≈ 9.4 % up, 8.6 % down. */
const MEGA_CAP_LOG = 0.09;
/** News surges go to companies below this market cap (USD): small and mid caps. */
export const SURGE_MAX_CAP_USD = 10e9;
/** The Saudi Exchange's daily price limit, ±10 % of the previous close. */
export const SAUDI_LIMIT = 0.1;
/** Sessions before a ticker that made the news may make it again. */
const SURGE_COOLDOWN = 15;
const SAUDI_UP = Math.log(1 + SAUDI_LIMIT);
const SAUDI_DOWN = Math.log(1 - SAUDI_LIMIT);
const MARKETS = ["US", "SA"] as const;

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
  /** Epoch ms of the start: with the demo clock, the opening of the first live session. */
  startTs: number;
  /** "real": exchange sessions and holidays (the default); "always-open": the demo mode. */
  clock?: "real" | "always-open";
}

/** A day's log-move as the exchange lets it show: mega caps bounded softly, Saudi prices at ±10 %. */
function bounded(x: number, mega: boolean, saudi: boolean): number {
  const y = mega ? MEGA_CAP_LOG * Math.tanh(x / MEGA_CAP_LOG) : x;
  return saudi ? Math.min(SAUDI_UP, Math.max(SAUDI_DOWN, y)) : y;
}

export class SimulatedMarket {
  readonly state: MarketState;
  readonly ticksPerSession: number;
  /** Sessions completed since start, and the tick inside the current one (demo clock). */
  day = 0;
  tickInSession = 0;
  readonly minRockets: number;
  readonly clock: "real" | "always-open";
  /** Per market (0 US, 1 Saudi): the session's day (days since 1970; the count with the demo
   * clock) and how far it has run, 0 to 1. */
  readonly sessionDay = [-1, -1];
  readonly progress = [0, 0];

  private readonly seed: number;
  private readonly n: number;
  private readonly sigma: Float64Array;
  private readonly baseVolume: Float64Array;
  private readonly group: Uint8Array;
  private readonly market: Uint8Array;
  private readonly mega: Uint8Array;
  private readonly surgeable: Uint8Array;
  /** Today's log-move before the bounds (the price shows it bounded). */
  private readonly dayLog: Float64Array;
  private readonly count = [0, 0];
  private readonly closes: Float32Array;
  private readonly volumes: Float32Array;
  /** Ring positions per market (the markets close on different days). */
  private readonly head = [0, 0];
  private readonly volHead = [0, 0];
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
  /** Sessions until ticker i may surge again, and the share of past surges still to fade. */
  private readonly surgeCooldown: Uint8Array;
  private readonly surgeFade: Float64Array;
  private readonly dayRng: Rng[] = [Math.random, Math.random];

  constructor(options: SimOptions) {
    const { seed, companies } = options;
    this.seed = seed;
    const n = companies.length;
    this.n = n;
    this.state = new MarketState(companies);
    this.ticksPerSession = Math.max(30, Math.round(SESSION_MS / options.tickMs));
    this.minRockets = Math.max(2, Math.round(n * 0.003));
    this.clock = options.clock ?? "real";
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
    this.surgeCooldown = new Uint8Array(n);
    this.surgeFade = f();
    this.group = new Uint8Array(n);
    this.market = new Uint8Array(n);
    this.mega = new Uint8Array(n);
    this.surgeable = new Uint8Array(n);
    this.dayLog = f();
    this.closes = new Float32Array(n * RING);
    this.volumes = new Float32Array(n * VOL_RING);
    this.buildHistory(companies);
    for (let i = 0; i < n; i++) this.count[this.market[i]!]!++;
    this.state.ts = options.startTs;
    if (this.clock === "always-open") {
      for (const m of [0, 1]) this.openSession(m, 0);
      this.updateIndicators();
    } else {
      this.follow(options.startTs);
    }
  }

  /** The daily closes kept for the indicators, oldest first (tests compare against them). */
  closeHistory(i: number, days = RING): number[] {
    const out: number[] = [];
    const head = this.head[this.market[i]!]!;
    for (let k = days; k >= 1; k--) out.push(this.closes[i * RING + ((head - k + RING) % RING)]!);
    return out;
  }

  volumeHistory(i: number): number[] {
    const out: number[] = [];
    for (let k = VOL_RING; k >= 1; k--)
      out.push(this.volumes[i * VOL_RING + ((this.volHead[this.market[i]!]! - k + VOL_RING) % VOL_RING)]!);
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
      const mega = mcapUsd > MEGA_CAP_USD;
      this.mega[i] = mega ? 1 : 0;
      this.surgeable[i] = mcapUsd < SURGE_MAX_CAP_USD ? 1 : 0;
      // Bigger companies move less: about 1–2 % a day for mega caps, 3–5 % for small ones.
      const size = Math.min(2.2, Math.max(0.65, (2e11 / Math.max(mcapUsd, 1e6)) ** 0.15));
      const sigma = SECTOR_VOL[c.sector] * size * (0.75 + r() * 0.6) * (saudi ? 0.8 : 1) * (mega ? 0.7 : 1);
      this.sigma[i] = sigma;
      // The company's average daily volume where known; else from its size (the synthetic tail).
      const turnover = saudi ? 0.003 * (1e10 / mcapUsd) ** 0.3 : 0.006 * (1e10 / mcapUsd) ** 0.15;
      const noise = Math.exp(0.15 * normal(r));
      this.baseVolume[i] =
        c.avgVolume > 0 ? c.avgVolume * noise : c.sharesOutstanding * Math.min(0.05, turnover) * noise * noise;
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
        logRet[t] = bounded(
          (t >= late ? lateDrift : earlyDrift) +
            sigma * (0.5 * marketF[t * 2 + m]! + 0.45 * sectorF[t * groups + g]! + 0.74 * z),
          mega,
          saudi,
        );
      }
      // The path ends at a close of its own near the reference price (a rounded figure), and
      // is walked backwards from there.
      const last = c.referencePrice * Math.exp(sigma * normal(r));
      let lp = Math.log(last);
      path[H - 1] = last;
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
        const v = this.baseVolume[i]! * Math.exp(0.25 * NORMALS[x >>> shift]! - 0.03) * (0.75 + 0.25 * move);
        this.volumes[vbase + k] = v;
        vsum += this.volumes[vbase + k]!;
      }
      this.state.avgVolume30[i] = vsum / VOL_RING;
      this.state.prevClose[i] = last;
      this.state.price[i] = last;
    }
  }

  /** Sums of the previous closes and volumes, from the rings (at start and at each close). */
  private rollSums(i: number): void {
    const base = i * RING;
    const head = this.head[this.market[i]!]!;
    let s49 = 0;
    let s199 = 0;
    for (let k = 1; k <= 199; k++) {
      const v = this.closes[base + ((head - k + RING) % RING)]!;
      if (k <= 49) s49 += v;
      s199 += v;
    }
    this.sum49[i] = s49;
    this.sum199[i] = s199;
    this.close63[i] = this.closes[base + ((head - 63 + RING) % RING)]!;
    const vbase = i * VOL_RING;
    let vs = 0;
    for (let k = 0; k < VOL_RING; k++) vs += this.volumes[vbase + k]!;
    this.state.avgVolume30[i] = vs / VOL_RING;
  }

  /** Moves the market to `ts`: the demo clock steps one tick, the real clock follows each exchange. */
  tick(ts: number): void {
    const s = this.state;
    if (this.clock === "always-open") {
      let moved = 0;
      if (this.tickInSession + 1 >= this.ticksPerSession) {
        for (const m of [0, 1]) this.closeSession(m);
        this.day++;
        for (const m of [0, 1]) this.openSession(m, this.day);
        moved++;
      } else {
        this.tickInSession++;
      }
      const p = this.tickInSession / this.ticksPerSession;
      moved += this.advance(0, p) + this.advance(1, p);
      if (moved) this.afterMove();
    } else {
      this.follow(ts);
    }
    s.ts = ts;
    s.version++;
  }

  /** Real clock: each market catches up with its exchange's latest session at `ts`. */
  private follow(ts: number): void {
    let moved = 0;
    for (const m of [0, 1]) {
      const { day, progress } = sessionProgress(MARKETS[m]!, ts);
      if (day !== this.sessionDay[m]) {
        // A new session: the one before finishes (volume and all) and joins the history.
        if (this.sessionDay[m]! >= 0) {
          this.advance(m, 1);
          this.closeSession(m);
          this.day++;
        }
        this.openSession(m, day);
        moved++;
      }
      moved += this.advance(m, progress);
    }
    if (moved) this.afterMove();
  }

  /** The opening of market m's session `day`: overnight gaps, the day's activity, news. */
  private openSession(m: number, day: number): void {
    const s = this.state;
    const r = rng(hash32(this.seed, 0x5e55, m, day));
    this.dayRng[m] = r;
    this.sessionDay[m] = day;
    this.progress[m] = 0;
    if (this.clock === "always-open") this.tickInSession = 0;
    for (let i = 0; i < this.n; i++) {
      if (this.market[i] !== m) continue;
      this.surgedToday[i] = 0;
      this.surgeTicks[i] = 0;
      if (this.surgeCooldown[i]! > 0) this.surgeCooldown[i]!--;
      // Size as of the last close: a company that has grown past 200 B USD moves like one.
      this.mega[i] = s.prevClose[i]! * s.shares[i]! * s.usdRate[i]! > MEGA_CAP_USD ? 1 : 0;
      // A news move fades over the next sessions: the scanner needs fresh surges every day, and
      // without the fade the few small caps that get them would compound into giants.
      const fade = 0.2 * this.surgeFade[i]!;
      this.surgeFade[i]! -= fade;
      this.dayLog[i] = this.sigma[i]! * 0.35 * normal(r) - fade;
      this.showPrice(i);
      this.dayVolume[i] = s.avgVolume30[i]! * Math.exp(0.25 * normal(r) - 0.03);
      s.volume[i] = this.dayVolume[i]! * OPENING_AUCTION * (0.5 + r());
    }
    // News before the open: a few small and mid caps gap up on heavy volume.
    const want = Math.max(1, Math.round((this.minRockets * this.count[m]!) / this.n));
    let started = 0;
    for (let attempt = 0; started < want && attempt < this.n * 4; attempt++) {
      if (this.startSurge(Math.floor(r() * this.n), 1, m)) started++;
    }
  }

  private showPrice(i: number): void {
    const s = this.state;
    s.price[i] = s.prevClose[i]! * Math.exp(bounded(this.dayLog[i]!, this.mega[i] === 1, this.market[i] === 1));
  }

  /** Starts a news surge on ticker i of market m (sign +1 up, −1 down); false when it is not eligible. */
  private startSurge(i: number, sign: 1 | -1, m: number): boolean {
    const s = this.state;
    if (this.market[i] !== m || !this.surgeable[i] || this.surgedToday[i] || this.surgeCooldown[i]) return false;
    if (s.price[i]! < 1 || s.avgVolume30[i]! <= 0) return false;
    const r = this.dayRng[m]!;
    this.surgedToday[i] = 1;
    this.surgeCooldown[i] = SURGE_COOLDOWN;
    const jump = sign > 0 ? Math.log(1 + 0.08 + r() * 0.27) : Math.log(1 - 0.06 - r() * 0.14);
    this.surgeFade[i]! += jump;
    const extra = s.avgVolume30[i]! * (4.5 + r() * 5.5);
    // Most of the move and half of the volume at once, the rest over the next ticks.
    this.dayLog[i]! += 0.7 * jump;
    this.showPrice(i);
    s.volume[i]! += 0.5 * extra;
    const ticks = Math.max(1, Math.min(30, Math.floor(this.ticksPerSession / 20)));
    this.surgeTicks[i] = ticks;
    this.surgeJump[i] = (0.3 * jump) / ticks;
    this.surgeVolume[i] = (0.5 * extra) / ticks;
    return true;
  }

  /** Runs market m's session from where it is to progress p; 1 when anything moved. */
  private advance(m: number, p: number): number {
    const s = this.state;
    const from = this.progress[m]!;
    if (p <= from) return 0;
    this.progress[m] = p;
    const r = this.dayRng[m]!;
    const share = volumeProfile(p) - volumeProfile(from);
    const step = Math.sqrt(p - from);
    // Trades arrive unevenly tick by tick; over a long stretch (a catch-up) they even out.
    const spread = p - from > 0.05 ? 0.3 : 1.2;
    const mk = normal(r);
    const groups = SECTOR_CODES.length * 2;
    const sectors = new Float64Array(groups);
    for (let g = 0; g < groups; g++) sectors[g] = normal(r);
    for (let i = 0; i < this.n; i++) {
      if (this.market[i] !== m) continue;
      const z = 0.5 * mk + 0.45 * sectors[this.group[i]!]! + 0.74 * normal(r);
      let lr = this.sigma[i]! * step * z;
      let dv = this.dayVolume[i]! * share * (1 - spread / 2 + spread * r());
      if (this.surgeTicks[i]! > 0) {
        this.surgeTicks[i]!--;
        lr += this.surgeJump[i]!;
        dv += this.surgeVolume[i]!;
      }
      this.dayLog[i]! += lr;
      // At the Saudi limit the price stays there; the move behind it does not pile up.
      if (this.market[i] === 1) this.dayLog[i] = Math.min(SAUDI_UP, Math.max(SAUDI_DOWN, this.dayLog[i]!));
      this.showPrice(i);
      s.volume[i]! += dv;
    }
    // Fresh news during the session, and more whenever too few tickers of this market surge.
    if (r() < this.count[m]! * 0.004 * (p - from)) this.startSurge(Math.floor(r() * this.n), r() < 0.7 ? 1 : -1, m);
    const want = Math.max(1, Math.round((this.minRockets * this.count[m]!) / this.n));
    let rockets = 0;
    for (let i = 0; i < this.n; i++) if (this.market[i] === m && SCANNERS.rocket.matches(s, i)) rockets++;
    for (let attempt = 0; rockets < want && attempt < 50; attempt++) {
      if (this.startSurge(Math.floor(r() * this.n), 1, m)) rockets++;
    }
    return 1;
  }

  private afterMove(): void {
    this.updateIndicators();
  }

  /** Prices written into the state by someone else (a feed leader): today's moves follow them. */
  resync(): void {
    const s = this.state;
    for (let i = 0; i < this.n; i++) {
      const prev = s.prevClose[i]!;
      this.dayLog[i] = prev > 0 && s.price[i]! > 0 ? Math.log(s.price[i]! / prev) : 0;
    }
  }

  /** Market m's close: today's bar joins the history and the indicators roll. */
  private closeSession(m: number): void {
    const s = this.state;
    for (let i = 0; i < this.n; i++) {
      if (this.market[i] !== m) continue;
      const close = s.price[i]!;
      const d = close - s.prevClose[i]!;
      this.avgGain[i] = wilder(this.avgGain[i]!, Math.max(d, 0));
      this.avgLoss[i] = wilder(this.avgLoss[i]!, d < 0 ? -d : 0);
      this.closes[i * RING + this.head[m]!] = close;
      this.volumes[i * VOL_RING + this.volHead[m]!] = s.volume[i]!;
      s.prevClose[i] = close;
      this.dayLog[i] = 0;
    }
    this.head[m] = (this.head[m]! + 1) % RING;
    this.volHead[m] = (this.volHead[m]! + 1) % VOL_RING;
    for (let i = 0; i < this.n; i++) if (this.market[i] === m) this.rollSums(i);
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
