// Reads and validates every environment variable once, at start. A bad value stops the
// server with a message naming the variable, instead of failing later in a request.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { isAbsolute, resolve } from "node:path";
import { type ProxyList, parseProxyList } from "./http/client-ip";

export type MarketProvider = "sim" | "yahoo" | "fmp";
/** "real": the simulated market follows the exchanges' sessions and holidays; "always-open":
 * a demo mode that keeps it ticking at any hour (tests of live pushes use it). */
export type MarketClock = "real" | "always-open";

export interface Config {
  port: number;
  host: string;
  publicOrigin: string;
  /** Origins whose pages may call the API and open the socket: PUBLIC_ORIGIN, or on a first run
   * (outside production, no PUBLIC_ORIGIN) the loopback names of the port. */
  allowedOrigins: readonly string[];
  /** The one address to open in a browser, printed at start. */
  openUrl: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Server processes behind the port (WORKERS, "auto": one per core); more than one needs Redis. */
  workers: number;
  /** Prefix of every Redis key and channel, so several deployments (or tests) can share one Redis. */
  redisPrefix: string;
  smtpUrl: string | null;
  /** Production without SMTP_URL writes mail to DATA_DIR/outbox only when this is set (testing). */
  mailOutbox: boolean;
  mailFrom: string;
  /** Reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); empty: none. */
  trustedProxies: ProxyList;
  marketProvider: MarketProvider;
  marketClock: MarketClock;
  marketSeed: number;
  marketUniverseSize: number;
  marketTickMs: number;
  fmpApiKey: string | null;
  fmpBaseUrl: string;
  /** Where yahoo-finance2's calls go instead of Yahoo (a fixture server in tests); null: Yahoo. */
  yahooBaseUrl: string | null;
  /** HTTP calls a minute to Yahoo (YAHOO_RATE_PER_MINUTE), quote polls ahead of history loads. */
  yahooRatePerMinute: number;
  demo: boolean;
  distDir: string;
  /** Auth calls (login, registration, codes) allowed per IP a minute. */
  authIpLimit: number;
  /** Key of the HMAC that stores one-time codes (CODE_SECRET); null outside production without
   * it: then one is generated and kept in the database (src/server/auth/code-secret.ts). */
  codeSecret: string | null;
  /** Password hashes (argon2id) computed at once on this instance, and how many more may wait. */
  hashConcurrency: number;
  hashQueue: number;
  /** Web Push keys (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, both or neither); null: generated once
   * and kept in the database (src/server/alerts/push.ts). */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Contact of the push sender (VAPID_SUBJECT: mailto: or https:), sent to push services. */
  vapidSubject: string | null;
  /** How long an instance may hold an alert delivery before another takes it over (ALERT_LEASE_MS,
   * ms; docs/architecture.md, "Price alerts"). The SMTP timeouts scale down to end within it. */
  alertLeaseMs: number;
  /** Newsletter e-mails one instance sends a second at most (NEWSLETTER_RATE), so a large list
   * never floods the mail server (src/server/newsletter/sender.ts). */
  newsletterRate: number;
  /** Where newsletter bounces come back (NEWSLETTER_BOUNCE_ADDRESS, e.g. bounces@example.com): each
   * message's envelope sender is its VERP form local+b-<token>@domain (src/server/newsletter/verp.ts);
   * null: the envelope sender is MAIL_FROM and only the mail server's answer at sending counts. */
  bounceAddress: string | null;
  /** The bounce intake's SMTP listener (BOUNCE_SMTP_PORT, null: off; BOUNCE_SMTP_HOST, default
   * 127.0.0.1, behind the site's MX; src/server/newsletter/bounce-listener.ts). */
  bounceSmtp: { port: number; host: string } | null;
  /** Push endpoint hosts accepted besides the browsers' push services (PUSH_ALLOWED_HOSTS:
   * comma-separated host names, `*.example.com` for any subdomain). */
  pushAllowedHosts: string[];
  /** Test suite only: push endpoints on loopback are delivered to (PUSH_TEST_LOOPBACK, refused
   * unless NODE_ENV=test, so a production server can never have it). */
  pushTestLoopback: boolean;
  /** Bearer token GET /metrics asks for (METRICS_TOKEN, at least 16 characters); without it
   * /metrics answers 404 in production and only loopback requests outside it (src/server/ops/metrics-access.ts). */
  metricsToken: string | null;
  /** The Chromium that draws the server-made PNG and PDF reports (CHROMIUM_PATH, an absolute
   * path; unset: /usr/bin/chromium when it exists); null: none, and those answer 503
   * renderer_unavailable (src/server/render/chromium.ts). */
  chromiumPath: string | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function vapidKeys(env: Env): Config["vapid"] {
  const publicKey = env.VAPID_PUBLIC_KEY || "";
  const privateKey = env.VAPID_PRIVATE_KEY || "";
  if (!publicKey && !privateKey) return null;
  if (!/^[A-Za-z0-9_-]{80,100}$/.test(publicKey) || !/^[A-Za-z0-9_-]{40,50}$/.test(privateKey)) {
    throw new ConfigError(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must both be set, as URL-safe base64 (npx web-push generate-vapid-keys)",
    );
  }
  return { publicKey, privateKey };
}

function subject(raw: string): string {
  if (!/^(mailto:|https:\/\/)\S+$/.test(raw))
    throw new ConfigError(`VAPID_SUBJECT must start with mailto: or https://, got "${raw}"`);
  return raw;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === "") return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(" or ")}`);
  }
  return raw;
}

/** At least 32 characters: the HMAC key must not be guessable from a leaked database. */
function codeSecret(env: Env, production: boolean): string | null {
  const raw = env.CODE_SECRET;
  if (raw === undefined || raw === "") {
    if (production) {
      throw new ConfigError(
        "CODE_SECRET is required in production (at least 32 random characters, the same on every instance)",
      );
    }
    return null;
  }
  if (raw.length < 32) throw new ConfigError(`CODE_SECRET must have at least 32 characters, got ${raw.length}`);
  return raw;
}

/** How a browser writes the address the server listens on: 0.0.0.0 and :: are opened as localhost. */
function browserHost(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

function proxies(env: Env): ProxyList {
  try {
    return parseProxyList(env.TRUSTED_PROXIES ?? "");
  } catch (error) {
    throw new ConfigError(`TRUSTED_PROXIES: ${(error as Error).message}`);
  }
}

function pushHosts(env: Env): string[] {
  const hosts = (env.PUSH_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(host)) {
      throw new ConfigError(
        `PUSH_ALLOWED_HOSTS must list host names (or *.example.com), separated by commas; "${host}" is not one`,
      );
    }
  }
  return hosts;
}

function metricsToken(env: Env): string | null {
  const raw = env.METRICS_TOKEN;
  if (raw === undefined || raw === "") return null;
  if (raw.length < 16 || /\s/.test(raw)) {
    throw new ConfigError(`METRICS_TOKEN must have at least 16 characters and no spaces, got ${raw.length}`);
  }
  return raw;
}

const DEFAULT_CHROMIUM = "/usr/bin/chromium";

function chromiumPath(env: Env): string | null {
  const raw = env.CHROMIUM_PATH;
  if (raw === undefined || raw === "") return existsSync(DEFAULT_CHROMIUM) ? DEFAULT_CHROMIUM : null;
  // Whether it is there is the renderer's to tell (503 renderer_unavailable): the browser may be
  // installed after the server starts, and nothing else of the server needs it.
  if (!isAbsolute(raw)) throw new ConfigError(`CHROMIUM_PATH must be an absolute path, got "${raw}"`);
  return raw;
}

function bounceAddress(env: Env): string | null {
  const raw = env.NEWSLETTER_BOUNCE_ADDRESS;
  if (raw === undefined || raw === "") return null;
  // The VERP token takes 49 of the local part's 64 characters (RFC 5321).
  if (!/^[A-Za-z0-9._-]{1,15}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(raw)) {
    throw new ConfigError(
      `NEWSLETTER_BOUNCE_ADDRESS must be an address whose part before @ has at most 15 letters, digits, dots, hyphens or underscores (no +), got "${raw}"`,
    );
  }
  return raw;
}

function bounceSmtp(env: Env, address: string | null): Config["bounceSmtp"] {
  const port = int(env, "BOUNCE_SMTP_PORT", 0, 1, 65535);
  if (port === 0) return null;
  if (!address) throw new ConfigError("BOUNCE_SMTP_PORT needs NEWSLETTER_BOUNCE_ADDRESS");
  return { port, host: env.BOUNCE_SMTP_HOST || "127.0.0.1" };
}

function pushTestLoopback(env: Env): boolean {
  const on = bool(env, "PUSH_TEST_LOOPBACK", false);
  if (on && env.NODE_ENV !== "test") {
    throw new ConfigError("PUSH_TEST_LOOPBACK is for the test suite only and needs NODE_ENV=test");
  }
  return on;
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, "PORT", 3000, 0, 65535);
  const host = env.HOST || "127.0.0.1";
  const production = env.NODE_ENV === "production";
  const explicitOrigin = url(env, "PUBLIC_ORIGIN", ["http:", "https:"]);
  const publicOrigin = explicitOrigin ?? `http://localhost:${port}`;
  const smtpUrl = url(env, "SMTP_URL", ["smtp:", "smtps:"]);
  const mailOutbox = bool(env, "MAIL_OUTBOX", false);
  // A first run opens http://127.0.0.1:3000, http://localhost:3000 or http://[::1]:3000 alike:
  // all three are this machine, and refusing two of them would block every sign-in there.
  const loopback = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  const allowedOrigins = explicitOrigin || production ? [new URL(publicOrigin).origin] : loopback;
  const provider = (env.MARKET_PROVIDER || "sim") as MarketProvider;
  if (provider !== "sim" && provider !== "yahoo" && provider !== "fmp") {
    throw new ConfigError(`MARKET_PROVIDER must be "sim", "yahoo" or "fmp", got "${env.MARKET_PROVIDER}"`);
  }
  const clock = (env.MARKET_CLOCK || "real") as MarketClock;
  if (clock !== "real" && clock !== "always-open") {
    throw new ConfigError(`MARKET_CLOCK must be "real" or "always-open", got "${env.MARKET_CLOCK}"`);
  }
  const fmpApiKey = env.FMP_API_KEY || null;
  if (provider === "fmp" && !fmpApiKey) {
    throw new ConfigError("MARKET_PROVIDER=fmp needs FMP_API_KEY");
  }
  return {
    port,
    host,
    publicOrigin: new URL(publicOrigin).origin,
    allowedOrigins,
    openUrl: explicitOrigin ? new URL(publicOrigin).origin : `http://${browserHost(host)}:${port}`,
    production,
    dataDir: resolve(env.DATA_DIR || "data"),
    databaseUrl: url(env, "DATABASE_URL", ["postgres:", "postgresql:", "sqlite:"]),
    redisUrl: url(env, "REDIS_URL", ["redis:", "rediss:"]),
    redisPrefix: env.REDIS_PREFIX || "rockets:",
    workers: workers(env),
    smtpUrl,
    mailOutbox,
    mailFrom: env.MAIL_FROM || "Rockets <no-reply@rockets.local>",
    marketProvider: provider,
    marketClock: clock,
    marketSeed: int(env, "MARKET_SEED", 42, 0, 2 ** 31 - 1),
    marketUniverseSize: int(env, "MARKET_UNIVERSE_SIZE", 0, 0, 70_000),
    marketTickMs: int(env, "MARKET_TICK_MS", 1000, 50, 3_600_000),
    fmpApiKey,
    fmpBaseUrl: url(env, "FMP_BASE_URL", ["http:", "https:"]) ?? "https://financialmodelingprep.com",
    yahooBaseUrl: url(env, "YAHOO_BASE_URL", ["http:", "https:"]),
    yahooRatePerMinute: int(env, "YAHOO_RATE_PER_MINUTE", 120, 1, 60_000),
    demo: bool(env, "DEMO", !production),
    distDir: resolve(env.DIST_DIR || "dist"),
    authIpLimit: int(env, "AUTH_IP_LIMIT", 100, 1, 1_000_000),
    codeSecret: codeSecret(env, production),
    hashConcurrency: int(env, "HASH_CONCURRENCY", 2, 1, 64),
    hashQueue: int(env, "HASH_QUEUE", 8, 0, 10_000),
    trustedProxies: proxies(env),
    vapid: vapidKeys(env),
    vapidSubject: env.VAPID_SUBJECT ? subject(env.VAPID_SUBJECT) : null,
    pushAllowedHosts: pushHosts(env),
    alertLeaseMs: int(env, "ALERT_LEASE_MS", 60_000, 2_000, 3_600_000),
    newsletterRate: int(env, "NEWSLETTER_RATE", 10, 1, 1_000),
    bounceAddress: bounceAddress(env),
    bounceSmtp: bounceSmtp(env, bounceAddress(env)),
    pushTestLoopback: pushTestLoopback(env),
    metricsToken: metricsToken(env),
    chromiumPath: chromiumPath(env),
  };
}

/** WORKERS: a whole number from 1, or "auto" for one process per core this process may use. */
function workers(env: Env): number {
  const raw = env.WORKERS;
  // The cores of this process's CPU affinity, so a `taskset` is counted.
  if (raw === "auto") return Math.max(1, availableParallelism());
  if (raw === undefined || raw === "") return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 256)
    throw new ConfigError(`WORKERS must be "auto" or a whole number from 1 to 256, got "${raw}"`);
  return n;
}

/** The server's configuration: also refuses settings a server cannot run with (the CLI, which
 * sends no mail, reads loadConfig alone). In production the one-time codes must go out by SMTP:
 * an outbox there would keep every code in files on the server and nobody would receive it. */
export function loadServerConfig(env: Env = process.env): Config {
  const config = loadConfig(env);
  if (config.workers > 1 && !config.redisUrl) {
    // Each process has its own memory: without Redis a logout, a rate limit or a socket slot
    // would hold in one process only, and every process would run its own market feed.
    throw new ConfigError(
      `WORKERS=${env.WORKERS} starts ${config.workers} processes, which share sessions, rate limits and the market feed through Redis: set REDIS_URL, or WORKERS=1`,
    );
  }
  if (config.workers > 1 && process.platform !== "linux") {
    throw new ConfigError(
      `WORKERS=${env.WORKERS} needs Linux, whose kernel spreads one port's connections between processes (reusePort): use WORKERS=1`,
    );
  }
  if (config.production && !config.smtpUrl && !config.mailOutbox) {
    throw new ConfigError(
      "NODE_ENV=production needs SMTP_URL to send mail (MAIL_OUTBOX=true writes mail to DATA_DIR/outbox instead, for testing only)",
    );
  }
  return config;
}
