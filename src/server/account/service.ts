// What the account page does to the data (docs/api.md, "Account"): the export of everything kept
// about a user and the deletion of all of it. Both read one registry, USER_DATA, with an entry for
// every table that holds a user's rows; tests/server/account.test.ts lists the tables of the
// schema and fails for any table that is neither in USER_DATA nor in NOT_USER_DATA, so a new
// table of user data cannot be left out of the export or outlive a deleted account.
import type { SQL } from "bun";
import { failurePrefix } from "../auth/throttle";
import type { Db } from "../db";
import type { Services } from "../services";

/** The account whose data is read or deleted. */
export interface Owner {
  id: string;
  email: string;
}

type Row = Record<string, unknown>;

export interface UserTable {
  /** The table's name in the schema. */
  table: string;
  /** The user's rows as the export shows them (secrets and hashes left out). */
  rows(sql: SQL, owner: Owner, db: Db): Promise<Row[]>;
  /** How many rows of the user the table still holds (0 after a deletion). */
  count(sql: SQL, owner: Owner, db: Db): Promise<number>;
  /** Deletes (or for shared rows, unlinks) the user's rows. */
  remove(sql: SQL, owner: Owner, db: Db): Promise<void>;
}

const n = (rows: Row[]) => Number(rows[0]?.n ?? 0);
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const parse = (text: unknown) => {
  if (typeof text !== "string") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The origin of a push endpoint: which push service, not the browser's own address there. */
export function endpointOrigin(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return "";
  }
}

// Rate-limit keys that name the account (its id or e-mail), e.g. `login-fail:user:ann@…|ip:…`:
// instr on SQLite, strpos on PostgreSQL.
const limitRows = (db: Db, sql: SQL, o: Owner) =>
  db.dialect === "postgres"
    ? sql`SELECT key, window_start, count FROM rate_limits
        WHERE strpos(key, ${o.id}) > 0 OR strpos(key, ${o.email}) > 0 ORDER BY key`
    : sql`SELECT key, window_start, count FROM rate_limits
        WHERE instr(key, ${o.id}) > 0 OR instr(key, ${o.email}) > 0 ORDER BY key`;
const removeLimits = (db: Db, sql: SQL, o: Owner) =>
  db.dialect === "postgres"
    ? sql`DELETE FROM rate_limits WHERE strpos(key, ${o.id}) > 0 OR strpos(key, ${o.email}) > 0`
    : sql`DELETE FROM rate_limits WHERE instr(key, ${o.id}) > 0 OR instr(key, ${o.email}) > 0`;

export const USER_DATA: UserTable[] = [
  {
    table: "users",
    rows: async (sql, o) =>
      (
        await sql`SELECT id, email, first_name, last_name, role, verified, lang, created_at FROM users WHERE id = ${o.id}`
      ).map((r: Row) => ({
        id: r.id,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        role: r.role,
        verified: Number(r.verified) === 1 || r.verified === true,
        language: r.lang,
        createdAt: num(r.created_at),
      })),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM users WHERE id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM users WHERE id = ${o.id}`;
    },
  },
  {
    table: "sessions",
    rows: async (sql, o) =>
      (
        await sql`SELECT created_at, last_seen_at, expires_at FROM sessions
          WHERE kind = 'user' AND subject_id = ${o.id} ORDER BY created_at`
      ).map((r: Row) => ({
        createdAt: num(r.created_at),
        lastSeenAt: num(r.last_seen_at),
        expiresAt: num(r.expires_at),
      })),
    count: async (sql, o) =>
      n(await sql`SELECT COUNT(*) AS n FROM sessions WHERE kind = 'user' AND subject_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM sessions WHERE kind = 'user' AND subject_id = ${o.id}`;
    },
  },
  {
    table: "otp_codes",
    rows: async (sql, o) =>
      (await sql`SELECT purpose, created_at, expires_at, attempts FROM otp_codes WHERE user_id = ${o.id}`).map(
        (r: Row) => ({
          purpose: r.purpose,
          createdAt: num(r.created_at),
          expiresAt: num(r.expires_at),
          attempts: num(r.attempts),
        }),
      ),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM otp_codes WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM otp_codes WHERE user_id = ${o.id}`;
    },
  },
  {
    table: "auth_events",
    rows: async (sql, o) =>
      (
        await sql`SELECT at, event, ip, detail, admin_email FROM auth_events WHERE subject_kind = 'user'
          AND (subject_id = ${o.id} OR (subject_id IS NULL AND email = ${o.email})) ORDER BY at, id`
      ).map((r: Row) => ({
        at: num(r.at),
        event: r.event,
        ip: r.ip ?? null,
        detail: parse(r.detail),
        // Which admin it was is the admin's data; that account support did it is the user's.
        bySupport: Boolean(r.admin_email),
      })),
    count: async (sql, o) =>
      n(
        await sql`SELECT COUNT(*) AS n FROM auth_events WHERE subject_kind = 'user'
          AND (subject_id = ${o.id} OR (subject_id IS NULL AND email = ${o.email}))`,
      ),
    remove: async (sql, o) => {
      await sql`DELETE FROM auth_events WHERE subject_kind = 'user'
        AND (subject_id = ${o.id} OR (subject_id IS NULL AND email = ${o.email}))`;
    },
  },
  {
    table: "rate_limits",
    rows: async (sql, o, db) =>
      (await limitRows(db, sql, o)).map((r: Row) => ({
        key: r.key,
        windowStart: num(r.window_start),
        count: num(r.count),
      })),
    count: async (sql, o, db) => (await limitRows(db, sql, o)).length,
    remove: async (sql, o, db) => {
      await removeLimits(db, sql, o);
    },
  },
  {
    table: "watchlists",
    rows: async (sql, o) =>
      (await sql`SELECT id, name, position, created_at FROM watchlists WHERE user_id = ${o.id} ORDER BY position`).map(
        (r: Row) => ({ id: r.id, name: r.name, position: num(r.position), createdAt: num(r.created_at) }),
      ),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM watchlists WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM watchlists WHERE user_id = ${o.id}`;
    },
  },
  {
    table: "watchlist_tickers",
    rows: async (sql, o) =>
      (
        await sql`SELECT t.watchlist_id, t.ticker_name, t.scanner, t.position, t.added_at FROM watchlist_tickers t
          JOIN watchlists w ON w.id = t.watchlist_id WHERE w.user_id = ${o.id} ORDER BY t.watchlist_id, t.position`
      ).map((r: Row) => ({
        watchlistId: r.watchlist_id,
        tickerName: r.ticker_name,
        scanner: r.scanner,
        position: num(r.position),
        addedAt: num(r.added_at),
      })),
    count: async (sql, o) =>
      n(
        await sql`SELECT COUNT(*) AS n FROM watchlist_tickers
          WHERE watchlist_id IN (SELECT id FROM watchlists WHERE user_id = ${o.id})`,
      ),
    remove: async (sql, o) => {
      await sql`DELETE FROM watchlist_tickers WHERE watchlist_id IN (SELECT id FROM watchlists WHERE user_id = ${o.id})`;
    },
  },
  {
    table: "alerts",
    rows: async (sql, o) =>
      (
        await sql`SELECT id, symbol, kind, value, note, channels, status, triggered_at, trigger_price, created_at, updated_at
          FROM alerts WHERE user_id = ${o.id} ORDER BY created_at, id`
      ).map((r: Row) => ({
        id: r.id,
        symbol: r.symbol,
        kind: r.kind,
        value: num(r.value),
        note: r.note ?? null,
        channels: parse(r.channels),
        status: r.status,
        triggeredAt: num(r.triggered_at),
        triggerPrice: num(r.trigger_price),
        createdAt: num(r.created_at),
        updatedAt: num(r.updated_at),
      })),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM alerts WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM alerts WHERE user_id = ${o.id}`;
    },
  },
  {
    table: "alert_triggers",
    rows: async (sql, o) =>
      (
        await sql`SELECT id, alert_id, symbol, kind, value, note, price, tick_at, created_at FROM alert_triggers
          WHERE user_id = ${o.id} ORDER BY tick_at, id`
      ).map((r: Row) => ({
        id: r.id,
        alertId: r.alert_id,
        symbol: r.symbol,
        kind: r.kind,
        value: num(r.value),
        note: r.note ?? null,
        price: num(r.price),
        triggeredAt: num(r.tick_at),
        createdAt: num(r.created_at),
      })),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM alert_triggers WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM alert_triggers WHERE user_id = ${o.id}`;
    },
  },
  {
    table: "alert_deliveries",
    rows: async (sql, o) =>
      (
        await sql`SELECT d.trigger_id, d.channel, d.status, d.attempts, d.delivered_at FROM alert_deliveries d
          JOIN alert_triggers t ON t.id = d.trigger_id WHERE t.user_id = ${o.id} ORDER BY d.trigger_id, d.channel`
      ).map((r: Row) => ({
        triggerId: r.trigger_id,
        channel: r.channel,
        status: r.status,
        attempts: num(r.attempts),
        deliveredAt: num(r.delivered_at),
      })),
    count: async (sql, o) =>
      n(
        await sql`SELECT COUNT(*) AS n FROM alert_deliveries
          WHERE trigger_id IN (SELECT id FROM alert_triggers WHERE user_id = ${o.id})`,
      ),
    remove: async (sql, o) => {
      await sql`DELETE FROM alert_deliveries WHERE trigger_id IN (SELECT id FROM alert_triggers WHERE user_id = ${o.id})`;
    },
  },
  {
    table: "alert_mail_budget",
    rows: async (sql, o) =>
      (
        await sql`SELECT window_start, sent, held, summary_sent_at FROM alert_mail_budget
          WHERE user_id = ${o.id} ORDER BY window_start`
      ).map((r: Row) => ({
        hourStart: num(r.window_start),
        sent: num(r.sent),
        held: num(r.held),
        summarySentAt: num(r.summary_sent_at),
      })),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM alert_mail_budget WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM alert_mail_budget WHERE user_id = ${o.id}`;
    },
  },
  {
    table: "push_subscriptions",
    // The endpoint is an address of this browser at its push service: only the service's origin
    // is shown (the keys and the full endpoint are not).
    rows: async (sql, o) =>
      (await sql`SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = ${o.id} ORDER BY created_at`).map(
        (r: Row) => ({ pushService: endpointOrigin(String(r.endpoint)), createdAt: num(r.created_at) }),
      ),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM push_subscriptions WHERE user_id = ${o.id}`;
    },
  },
  {
    // A forgotten password's pending code (src/server/auth/password-reset.ts): only when and how many tries.
    table: "password_resets",
    rows: async (sql, o) =>
      (await sql`SELECT created_at, expires_at, attempts FROM password_resets WHERE user_id = ${o.id}`).map(
        (r: Row) => ({ createdAt: num(r.created_at), expiresAt: num(r.expires_at), attempts: num(r.attempts) }),
      ),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM password_resets WHERE user_id = ${o.id}`;
    },
  },
  {
    table: "password_reset_tokens",
    rows: async (sql, o) =>
      (await sql`SELECT created_at, expires_at FROM password_reset_tokens WHERE user_id = ${o.id}`).map((r: Row) => ({
        createdAt: num(r.created_at),
        expiresAt: num(r.expires_at),
      })),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM password_reset_tokens WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM password_reset_tokens WHERE user_id = ${o.id}`;
    },
  },
  {
    table: "portfolios",
    rows: async (sql, o) =>
      (
        await sql`SELECT id, name, base_currency, cost_method, created_at, updated_at FROM portfolios
          WHERE user_id = ${o.id} ORDER BY created_at, id`
      ).map((r: Row) => ({
        id: r.id,
        name: r.name,
        baseCurrency: r.base_currency,
        costMethod: r.cost_method,
        createdAt: num(r.created_at),
        updatedAt: num(r.updated_at),
      })),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM portfolios WHERE user_id = ${o.id}`),
    remove: async (sql, o) => {
      await sql`DELETE FROM portfolios WHERE user_id = ${o.id}`;
    },
  },
  {
    table: "portfolio_transactions",
    rows: async (sql, o) =>
      (
        await sql`SELECT t.portfolio_id, t.seq, t.type, t.day, t.symbol, t.quantity, t.price, t.fees, t.currency, t.note,
            t.created_at
          FROM portfolio_transactions t JOIN portfolios p ON p.id = t.portfolio_id
          WHERE p.user_id = ${o.id} ORDER BY t.portfolio_id, t.day, t.seq`
      ).map((r: Row) => ({
        portfolioId: r.portfolio_id,
        type: r.type,
        day: r.day,
        symbol: r.symbol ?? null,
        quantity: num(r.quantity),
        price: num(r.price),
        fees: num(r.fees),
        currency: r.currency,
        note: r.note ?? null,
        createdAt: num(r.created_at),
      })),
    count: async (sql, o) =>
      n(
        await sql`SELECT COUNT(*) AS n FROM portfolio_transactions
          WHERE portfolio_id IN (SELECT id FROM portfolios WHERE user_id = ${o.id})`,
      ),
    remove: async (sql, o) => {
      await sql`DELETE FROM portfolio_transactions WHERE portfolio_id IN (SELECT id FROM portfolios WHERE user_id = ${o.id})`;
    },
  },
  {
    table: "portfolio_holdings",
    rows: async (sql, o) =>
      (
        await sql`SELECT h.portfolio_id, h.symbol, h.zakat_method, h.updated_at FROM portfolio_holdings h
          JOIN portfolios p ON p.id = h.portfolio_id WHERE p.user_id = ${o.id} ORDER BY h.portfolio_id, h.symbol`
      ).map((r: Row) => ({
        portfolioId: r.portfolio_id,
        symbol: r.symbol,
        zakatMethod: r.zakat_method,
        updatedAt: num(r.updated_at),
      })),
    count: async (sql, o) =>
      n(
        await sql`SELECT COUNT(*) AS n FROM portfolio_holdings
          WHERE portfolio_id IN (SELECT id FROM portfolios WHERE user_id = ${o.id})`,
      ),
    remove: async (sql, o) => {
      await sql`DELETE FROM portfolio_holdings WHERE portfolio_id IN (SELECT id FROM portfolios WHERE user_id = ${o.id})`;
    },
  },
  {
    // Recommendations are published to every user: an admin's stay when the admin's account is
    // deleted, without the link to it.
    table: "recommendations",
    rows: async (sql, o) =>
      (
        await sql`SELECT id, symbol, created_at FROM recommendations WHERE created_by = ${o.id} ORDER BY created_at`
      ).map((r: Row) => ({ id: r.id, symbol: r.symbol, createdAt: num(r.created_at) })),
    count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM recommendations WHERE created_by = ${o.id}`),
    remove: async (sql, o) => {
      await sql`UPDATE recommendations SET created_by = '' WHERE created_by = ${o.id}`;
    },
  },
];

/** Tables that hold no user's rows, and why. */
export const NOT_USER_DATA: Record<string, string> = {
  partners: "partner accounts, not users",
  saved_screens: "screens of partners",
  fundamentals_cache: "market data",
  server_secrets: "server keys",
  scheduled_jobs: "when housekeeping last ran",
  schema_migrations: "the schema's version",
};

/** Everything kept about the user, by table, for GET /account/export. */
export async function exportData(services: Services, owner: Owner): Promise<Record<string, Row[]>> {
  const { db } = services;
  const out: Record<string, Row[]> = {};
  for (const entry of USER_DATA) out[entry.table] = await entry.rows(db.sql, owner, db);
  return out;
}

/**
 * Deletes the account and every row of it in one transaction (children before parents, so no
 * foreign key is needed for it), then tells this instance's listeners (sockets close) and the
 * alert indexes of every instance. Counters kept in Redis by login failures are cleared too;
 * the others run out with their windows.
 */
export async function deleteAccount(services: Services, owner: Owner): Promise<void> {
  const { db } = services;
  const alertIds = (await db.sql`SELECT id FROM alerts WHERE user_id = ${owner.id}`).map((r: Row) => String(r.id));
  const order = [
    "portfolio_holdings",
    "portfolio_transactions",
    "portfolios",
    "password_reset_tokens",
    "password_resets",
    "push_subscriptions",
    "alert_deliveries",
    "alert_triggers",
    "alert_mail_budget",
    "alerts",
    "watchlist_tickers",
    "watchlists",
    "otp_codes",
    "sessions",
    "auth_events",
    "rate_limits",
    "recommendations",
    "users",
  ];
  const byTable = new Map(USER_DATA.map((entry) => [entry.table, entry]));
  const rest = USER_DATA.filter((entry) => !order.includes(entry.table));
  await db.sql.begin(async (tx) => {
    for (const entry of [...rest, ...order.map((t) => byTable.get(t)).filter((e) => e !== undefined)])
      await entry.remove(tx, owner, db);
  });
  services.sessions.ended({ kind: "user", subjectId: owner.id });
  await services.rateLimiter.resetPrefix(failurePrefix("user", owner.email));
  for (const id of alertIds) await services.alerts?.changed(id);
}
