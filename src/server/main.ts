// Starts Rockets: config, database and migrations, then Bun.serve. Stops gracefully on
// SIGTERM/SIGINT: no new connections, in-flight requests finish, the database closes. With
// WORKERS=N (N > 1) this process is the primary: it migrates, then starts N worker processes
// of this same file on the same port (scale/workers.ts) and supervises them.
import { brandFromEnv } from "../shared/brand";
import { createApp } from "./app";
import { demoCredentialsText, seedDemoAccounts } from "./auth/demo";
import { createServices } from "./compose";
import { ConfigError, loadServerConfig } from "./config";
import { openDb } from "./db";
import { migrate } from "./db/migrate";
import { shariahRecordBuilder } from "./fundamentals/shariah-record";
import { httpOptions } from "./http/serve";
import { loadStatic } from "./http/static";
import { log } from "./log";
import { createNews } from "./news/routes";
import { BounceListener } from "./newsletter/bounce-listener";
import { NewsletterSender } from "./newsletter/sender";
import { metrics } from "./ops/metrics";
import { schedulePurge } from "./ops/purge";
import { scheduleZakatYears } from "./portfolio/zakat-years";
import type { SocketData } from "./realtime/hub";
import { FeedRelay } from "./scale/feed";
import { openRedis } from "./scale/redis";
import { bridgeEndedSessions } from "./scale/sessions";
import { WORKER_ENV, WorkerPool } from "./scale/workers";

/** A stop (SIGTERM, SIGINT) ends the process within this time, finished or not. */
const STOP_DEADLINE_MS = 8000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadServerConfig>;
  try {
    config = loadServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const worker = process.env[WORKER_ENV];
  if (config.workers > 1 && worker === undefined) return primary(config);
  const db = await openDb(config);
  const applied = await migrate(db);
  if (applied.length) log.info("migrations applied", { versions: applied });

  // Scale-out (REDIS_URL): the feed leader ticks and the others follow its ticks; alone, tick here.
  const redis = config.redisUrl ? await openRedis(config.redisUrl, config.redisPrefix) : null;
  let feed: FeedRelay | null = null;
  const services = await createServices(config, db, {
    redis,
    marketWorker: true,
    recheckSessions: true,
    // Looked-up sessions are reused for 2 s, their row still read each time: the scanners' hot
    // path skips the account's query.
    sessionCacheMs: 2000,
    evaluatesAlerts: () => !feed || feed.isLeader,
  });
  const { market, sessions } = services;
  await market.init();
  feed = redis ? new FeedRelay(redis, market) : null;
  if (feed) await feed.start();
  else {
    market.onUpdate(() => metrics.marketTicks.inc({ source: "local" }));
    market.start();
  }
  await services.alerts.start();
  // The newsletter: every instance sends, sharing the work through leases in the database.
  services.newsletter = new NewsletterSender({
    db,
    mailer: services.mailer,
    now: Date.now,
    secret: services.codeSecret,
    publicOrigin: config.publicOrigin,
    leaseMs: config.alertLeaseMs,
    ratePerSecond: config.newsletterRate,
    concurrency: 4,
    bounceAddress: config.bounceAddress,
  });
  services.newsletter.start();
  // Bounces that come back later by e-mail: one process listens (the port is not shared).
  const bounces =
    config.bounceSmtp && config.bounceAddress && (worker === undefined || worker === "0")
      ? new BounceListener({
          db,
          secret: services.codeSecret,
          bounceAddress: config.bounceAddress,
          ...config.bounceSmtp,
        })
      : null;
  await bounces?.listen();
  // The partner news: every instance detects the feed's events on its market updates; each event
  // is stored once (its id is what it is) and pushed by each instance to its own sockets.
  services.news = createNews(services);
  const stopNews = services.news.startFeed();
  // The Shariah record per quarter: built in the background on every instance (each quarter
  // written once), then the alerts of changes to holders and watchers (told once each).
  const shariahRecord = shariahRecordBuilder(services);
  shariahRecord.start();
  // One process seeds the demo accounts (the others would race it to the same rows).
  if (config.demo && (worker === undefined || worker === "0")) {
    const created = await seedDemoAccounts(services);
    if (created.length) log.info("demo accounts created", { emails: created });
    console.log(demoCredentialsText());
  }
  // A logout on another instance closes that session's sockets here too.
  const unbridge = redis ? await bridgeEndedSessions(redis, sessions, services.realtime) : null;
  const app = createApp(services, {
    staticFiles: loadStatic(config.distDir, brandFromEnv(process.env)),
    ...(redis ? { redis } : {}),
  });
  const server = Bun.serve<SocketData>({
    port: config.port,
    hostname: config.host,
    // WORKERS: every worker listens on the port; the kernel spreads the connections (Linux).
    reusePort: config.workers > 1,
    // The app's fetch, the plain 500, the idle timeout above every request's budget.
    ...httpOptions(app),
    websocket: services.realtime.websocket,
  });
  services.realtime.attach(server);
  const stopPurge = schedulePurge(services);
  // Zakat reminders before each hawl and the year's snapshot on it, hourly on every instance (a
  // reminder or snapshot is written once: its row's key decides which instance acts).
  const stopZakatYears = scheduleZakatYears(services);
  // One address to open: PUBLIC_ORIGIN, or where this server listens (every loopback name of the
  // port is accepted on a first run, see src/server/config.ts).
  if (worker === undefined) console.log(`Rockets is running: open ${config.openUrl}`);
  log.info("ready", {
    ...(worker === undefined ? {} : { worker: Number(worker), pid: process.pid }),
    url: config.openUrl,
    database: db.dialect,
    redis: redis ? "on" : "off",
    startMs: Math.round(performance.now() - startedAt),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("stopping", { signal });
    // A hard deadline: whatever hangs (a request, a Redis or database call), the process ends.
    setTimeout(() => {
      log.error("stop did not finish in time: exiting", { afterMs: STOP_DEADLINE_MS });
      process.exit(1);
    }, STOP_DEADLINE_MS).unref?.();
    // A leader gives the feed lock up at once, so another instance takes over without waiting.
    await feed?.stop();
    await services.alerts?.stop();
    await services.newsletter?.stop();
    await bounces?.close();
    stopNews();
    await shariahRecord.stop();
    await unbridge?.();
    stopPurge();
    stopZakatYears();
    market.stop();
    services.realtime.stop();
    redis?.close();
    await server.stop(false);
    await services.renderer?.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  if (worker !== undefined) {
    // A worker whose primary is gone (killed without a chance to stop it) stops too.
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void stop("primary gone");
    }, 1000).unref?.();
  }
}

/** WORKERS=N: migrations once, then N workers on the port, started again when one ends. */
async function primary(config: ReturnType<typeof loadServerConfig>): Promise<void> {
  const db = await openDb(config);
  const applied = await migrate(db);
  if (applied.length) log.info("migrations applied", { versions: applied });
  await db.close();
  const pool = new WorkerPool({
    count: config.workers,
    spawn: (index) => {
      const child = Bun.spawn([process.execPath, import.meta.path], {
        env: { ...process.env, [WORKER_ENV]: String(index) },
        stdio: ["ignore", "inherit", "inherit"],
      });
      return { pid: child.pid, exited: child.exited, kill: (signal) => child.kill(signal) };
    },
  });
  pool.start();
  console.log(`Rockets is running (${config.workers} processes): open ${config.openUrl}`);
  log.info("primary ready", { workers: config.workers, pids: pool.pids() });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("stopping workers", { signal });
    // The workers' own deadline, and a little more for them to exit.
    await pool.stop(STOP_DEADLINE_MS + 2000);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

await main();
