// The market folder: the live market's core (the universe, sessions and calendars, the state,
// the simulated model, the scanners and this engine), kept apart from the data sources
// (providers/) and the features read over it (screener/, insights/, ticker/, fundamentals/).
//
// This file: the market engine, which drives a provider on a timer, keeps the scanner results
// and the live top-20 gainers for each update, and tells listeners (the WebSocket hub) when
// they change.
import type { SQL } from "bun";
import type { GainerRow } from "../../shared/market";
import { InsightsBook } from "../insights/book";
import { log } from "../log";
import type { MarketProvider } from "../providers/provider";
import { type HistoryAccess, ScreenEngine } from "../screener/engine";
import { TickerBook } from "../ticker/book";
import { HistoryStore } from "./history-store";
import { ScannerCache, topGainers } from "./scanners";
import type { MarketState } from "./state";

export interface GainersSnapshot {
  ts: number;
  data: GainerRow[];
  /** The serialised message, built once per change and shared by every socket. */
  message: string;
}

type GainersListener = (snapshot: GainersSnapshot) => void;
/** Hears of every update of the state, changed gainers or not, stepped here or relayed from the
 * feed leader (the scale-out feed relay, the live quotes of src/server/realtime/quotes.ts). */
type UpdateListener = (state: MarketState) => void;

export class Market {
  readonly scanners: ScannerCache;
  /** One ticker's page: key figures, today's range, daily bars. */
  readonly tickers: TickerBook;
  /** The partner insights: indices, sectors, rankings, heatmap, moving-average crosses. */
  readonly insights: InsightsBook;
  /** A real provider's daily bars, one window per symbol, loaded in the background from init()
   * (history-store.ts); null on the simulated market, whose bars are computed. */
  readonly history: HistoryStore | null;
  private screenEngine: ScreenEngine | null = null;
  private gainers: GainersSnapshot;
  private listeners = new Set<GainersListener>();
  private updateListeners = new Set<UpdateListener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;

  constructor(
    readonly provider: MarketProvider,
    private readonly now: () => number,
    /** Seed of the simulated daily bars (MARKET_SEED). */
    historySeed = 0,
  ) {
    this.scanners = new ScannerCache(() => provider.state);
    // One history per symbol for every screen: a real provider's bars go through the store (one
    // window, fetched once); simulated bars only beside simulated prices, and a real provider
    // without history shows none.
    const real = provider.history?.bind(provider);
    this.history = real ? new HistoryStore({ source: real, symbols: () => provider.state.symbols, now }) : null;
    const store = this.history;
    const history = store
      ? (symbol: string, count: number) => store.get(symbol, count)
      : provider.name === "sim"
        ? undefined
        : async () => [];
    this.tickers = new TickerBook(
      () => provider.state,
      now,
      historySeed,
      history,
      provider.model,
      provider.intraday?.bind(provider),
    );
    this.insights = new InsightsBook(() => provider.state, this.tickers, provider, now);
    this.gainers = this.computeGainers();
  }

  get state(): MarketState {
    return this.provider.state;
  }

  /** The partner screener's columnar scan (docs/architecture.md, Screener), made again when a
   * provider replaces its state (a new universe). */
  get screener(): ScreenEngine {
    if (this.screenEngine?.state !== this.state)
      this.screenEngine = new ScreenEngine(this.state, this.tickers, this.historyAccess());
    return this.screenEngine;
  }

  /** How the screener reaches the daily bars: all at hand on the simulated market, as the
   * store loads them for a real provider. */
  private historyAccess(): boolean | HistoryAccess {
    const store = this.history;
    if (!store) return this.provider.name === "sim";
    const state = this.state;
    return {
      atHand: (i) => store.has(state.symbols[i]!),
      complete: () => store.complete(),
      next: () => store.nextProgress(),
    };
  }

  /** Keeps a real provider's daily bars in the database (daily_bars), so a restart loads only
   * the sessions since the last stored one. Call before init(). */
  keepHistoryIn(sql: SQL): void {
    this.history?.keepIn(sql);
  }

  /** Whether every symbol's daily history has loaded (always on the simulated market): answers
   * built from the history before then are incomplete and not to be kept. */
  historyComplete(): boolean {
    return this.history?.complete() ?? true;
  }

  get calendars() {
    return this.provider.calendars;
  }

  /** Loads the provider's first data (universe, history, first quotes) and the caches. */
  async init(): Promise<void> {
    await this.provider.init();
    this.tickers.observe();
    this.scanners.refresh();
    this.gainers = this.computeGainers();
    // In the background from start-up, never on a request: the history and the screener's
    // columns made from it.
    void this.history?.start();
    this.screener.ready();
  }

  /** The current top gainers, as sent to a socket on connect. */
  topGainers(): GainersSnapshot {
    return this.gainers;
  }

  onGainers(listener: GainersListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onUpdate(listener: UpdateListener): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  private computeGainers(): GainersSnapshot {
    const s = this.state;
    const top = s.ranked?.version === s.version ? [...s.ranked.gainers] : topGainers(s);
    const data = top.map((i) => s.gainer(i));
    return { ts: s.ts, data, message: JSON.stringify({ event: "topGainers", ts: s.ts, data }) };
  }

  /** One update: the provider moves the market, caches refresh, listeners hear of changes. */
  async step(ts = this.now()): Promise<void> {
    await this.provider.update(ts);
    this.afterUpdate();
  }

  /**
   * An update made elsewhere: with several instances, a follower writes the feed leader's tick
   * into its state with `write`; caches, gainers and listeners then follow as after a step.
   */
  applyRemote(write: (state: MarketState) => void): void {
    write(this.state);
    this.state.version++;
    this.afterUpdate();
  }

  private afterUpdate(): void {
    this.tickers.observe();
    for (const listener of this.updateListeners) {
      try {
        listener(this.state);
      } catch (error) {
        log.error("market update listener failed", { error: String(error) });
      }
    }
    this.scanners.refresh();
    const next = this.computeGainers();
    const changed = JSON.stringify(next.data) !== JSON.stringify(this.gainers.data);
    this.gainers = next;
    if (!changed) return;
    for (const listener of this.listeners) {
      try {
        listener(next);
      } catch (error) {
        log.error("gainers listener failed", { error: String(error) });
      }
    }
  }

  /** Runs updates every provider interval until stop(); an update that outlasts the interval
   * delays the next one (updates never overlap). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.scanners.refresh();
    // The next update is due an interval after this one began, so the pace stays one update an
    // interval while an update (with its fan-out to the sockets) takes less than that.
    const schedule = (waitMs: number) => {
      if (!this.running) return;
      this.timer = setTimeout(async () => {
        const began = performance.now();
        try {
          await this.step();
        } catch (error) {
          log.error("market update failed", { error: error instanceof Error ? error.message : String(error) });
        }
        schedule(Math.max(0, this.provider.intervalMs - (performance.now() - began)));
      }, waitMs);
    };
    schedule(this.provider.intervalMs);
  }

  /** Stops the timer but keeps the provider, so start() can resume (a feed leader that steps down). */
  pause(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  stop(): void {
    this.pause();
    this.history?.stop();
    this.provider.stop();
  }
}
