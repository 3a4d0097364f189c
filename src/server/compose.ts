// The one place the server's services are put together (docs/architecture.md, Services), used by
// main.ts and by the tests' server (tests/helpers/server.ts): what differs between them (the
// clock, the mailer, Redis, the market's worker thread, the alert queue's polling) is passed in,
// never built a second way. Nothing is started here: main.ts starts the market, the alerts and
// the background work; tests move them by hand.
import { DeliveryQueue } from "./alerts/delivery";
import { resolvePush } from "./alerts/push";
import { AlertService } from "./alerts/service";
import { resolveCodeSecret } from "./auth/code-secret";
import { PasswordHasher } from "./auth/passwords";
import { DbRateLimiter } from "./auth/rate-limit";
import { SessionStore } from "./auth/session-cache";
import { loadSession } from "./auth/sessions";
import { existingSessionHashes } from "./auth/sessions-store";
import type { Config } from "./config";
import type { Db } from "./db";
import { createMailer, type Mailer } from "./mail/mailer";
import { createMarket } from "./market";
import { createMetalPrices } from "./market/metal-prices";
import { sessionNow } from "./market/routes";
import { zakatReminderMails } from "./portfolio/zakat-reminder-mail";
import { HEARTBEAT_MS, RealtimeHub } from "./realtime/hub";
import { RedisRateLimiter } from "./scale/rate-limit";
import type { Redis } from "./scale/redis";
import { RedisSocketSlots } from "./scale/socket-slots";
import type { Services } from "./services";

interface ServiceOverrides {
  /** The clock (tests move theirs). Default: Date.now. */
  now?: () => number;
  /** Default: the configured one (SMTP, or the log in development). */
  mailer?: Mailer;
  /** Scale-out: limits and socket slots shared through Redis. Default: none. */
  redis?: Redis | null;
  /** Whether this instance evaluates price alerts (the feed's leader, or alone). Default: yes. */
  evaluatesAlerts?: () => boolean;
  /** Run the simulated market in a worker thread (the server does; tests step it in-process). */
  marketWorker?: boolean;
  /** Check ended sessions' sockets against the database every few seconds (the server does). */
  recheckSessions?: boolean;
  /** How often the alert delivery queue looks for work (tests kick it by hand). */
  deliveryPollMs?: number;
  /** The session cache's lifetime of a looked-up account, in ms. */
  sessionCacheMs?: number;
}

/** The services, with the alerts always built (Services leaves them optional for tests that
 * compose their own). */
export async function createServices(
  config: Config,
  db: Db,
  overrides: ServiceOverrides = {},
): Promise<Services & { alerts: AlertService }> {
  const now = overrides.now ?? Date.now;
  const redis = overrides.redis ?? null;
  const market = createMarket(config, now, overrides.marketWorker ? { worker: true } : undefined);
  market.keepHistoryIn(db.sql);
  const sessions =
    overrides.sessionCacheMs === undefined ? new SessionStore() : new SessionStore(overrides.sessionCacheMs);
  const services: Services = {
    config,
    db,
    now,
    sessions,
    // Shared by every instance: in Redis with REDIS_URL, else in the database.
    rateLimiter: redis ? new RedisRateLimiter(redis) : new DbRateLimiter(db, now),
    mailer: overrides.mailer ?? createMailer(config),
    passwords: new PasswordHasher(config.hashConcurrency, config.hashQueue),
    codeSecret: await resolveCodeSecret(db, config.codeSecret),
    market,
    realtime: new RealtimeHub({
      market,
      allowedOrigins: config.allowedOrigins,
      authenticate: (req) => loadSession(services, req),
      sessionEvents: sessions,
      sessionState: (m) => sessionNow(services, m).state,
      // Sockets of sessions ended elsewhere close within SESSION_RECHECK_MS even without Redis.
      ...(overrides.recheckSessions ? { sessionsAlive: (hashes) => existingSessionHashes(db.sql, hashes) } : {}),
      // A session's sockets are counted over every instance with Redis; a slot outlives its
      // last renewal by three heartbeats.
      ...(redis ? { slots: new RedisSocketSlots(redis, 3 * HEARTBEAT_MS) } : {}),
    }),
    knownSymbol: (symbol) => market.state.index.has(symbol),
    // Gold and silver for the zakat nisab: the provider's quote, an admin's price, the defaults.
    metals: createMetalPrices({ market, db, now, seed: config.marketSeed }),
  };
  // Price alerts: every instance keeps the index; the one running the market evaluates ticks.
  const push = await resolvePush(db, config);
  const alerts = new AlertService({
    db,
    market,
    now,
    sendToUser: (userId, message) => services.realtime.sendToUser(userId, message),
    evaluates: overrides.evaluatesAlerts ?? (() => true),
    redis,
    push,
    delivery: new DeliveryQueue({
      db,
      mailer: services.mailer,
      push,
      now,
      config,
      leaseMs: config.alertLeaseMs,
      // The zakat reminders' e-mails, tried as an alert's are.
      sources: [zakatReminderMails(config)],
      ...(overrides.deliveryPollMs === undefined ? {} : { pollMs: overrides.deliveryPollMs }),
    }),
  });
  return Object.assign(services, { alerts });
}
