// Everything a handler may use, built once at start (src/server/main.ts) or by a test.
// Handlers receive it in their RequestContext instead of importing singletons.

import type { AlertService } from "./alerts/service";
import type { PasswordHasher } from "./auth/passwords";
import type { RateLimiter } from "./auth/rate-limit";
import type { SessionStore } from "./auth/session-cache";
import type { Config } from "./config";
import type { Db } from "./db";
import type { Mailer } from "./mail/mailer";
import type { Market } from "./market/engine";
import type { MetalPrices } from "./market/metals";
import type { NewsService } from "./news/service";
import type { NewsletterSender } from "./newsletter/sender";
import type { RealtimeHub } from "./realtime/hub";
import type { Renderer } from "./render/chromium";

export interface Services {
  config: Config;
  db: Db;
  /** The clock, injectable so tests can move time (OTP expiry, session idle). */
  now: () => number;
  /** The session cache and the listeners of ended sessions (logout closes sockets through it). */
  sessions: SessionStore;
  // accounts: mailer, rate limiter … (add below)
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Password hashing and checks of requests, bounded per instance (503 busy when full). */
  passwords: PasswordHasher;
  /** Key of the HMAC one-time codes are stored under (src/server/auth/code-secret.ts). */
  codeSecret: string;

  // market data: market engine, realtime hub … (add below)
  market: Market;
  realtime: RealtimeHub;

  // user portal (add below)
  /** Whether a ticker symbol is in the market's universe (recommendations, watchlist tickers).
   * Absent until a market is wired in; then only the symbol's format is checked. */
  knownSymbol?: (symbol: string) => boolean;
  /** Price alerts: evaluation index, firing and delivery (src/server/alerts/service.ts). */
  alerts?: AlertService;
  /** The newsletter sender (src/server/newsletter/sender.ts): kicked when there is new work. */
  newsletter?: NewsletterSender;
  /** The partner news: recaps, the event feed, weekly reports (src/server/news/service.ts). */
  news?: NewsService;
  /** Gold and silver prices for the nisab (src/server/market/metals.ts); absent: the defaults. */
  metals?: MetalPrices;
  /** Server-made PNG and PDF files (src/server/render/chromium.ts): made on first use, closed at stop. */
  renderer?: Renderer;
}
