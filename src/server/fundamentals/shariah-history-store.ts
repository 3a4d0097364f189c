// The Shariah record's tables (migration 0260): shariah_history, the screen's status per symbol
// and fiscal quarter, and shariah_alerts, each change of status told to a user who holds or
// watches the company. Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";

export interface HistoryRow {
  symbol: string;
  /** "2026Q3". */
  quarter: string;
  status: string;
  /** JSON: ratios, perShare, currency, months. */
  detail: string;
  source: string;
  /** YYYY-MM-DD: the day the quarter's statements are taken as published. */
  knownOn: string;
  computedAt: number;
}

const COLUMNS = ["symbol", "quarter", "status", "detail", "source", "known_on", "computed_at"] as const;

/** Writes quarters of the record; a quarter already written (by another instance) is kept. */
export async function insertHistory(sql: SQL, rows: readonly HistoryRow[]): Promise<void> {
  // 500 rows of 7 values a statement: within both databases' parameter limits.
  for (let k = 0; k < rows.length; k += 500) {
    const batch = rows.slice(k, k + 500).map((r) => ({
      symbol: r.symbol,
      quarter: r.quarter,
      status: r.status,
      detail: r.detail,
      source: r.source,
      known_on: r.knownOn,
      computed_at: r.computedAt,
    }));
    await sql`INSERT INTO shariah_history ${sql(batch, ...COLUMNS)} ON CONFLICT (symbol, quarter) DO NOTHING`;
  }
}

type DbHistory = {
  symbol: string;
  quarter: string;
  status: string;
  detail: string;
  source: string;
  known_on: string;
  computed_at: number | string;
};

const toRow = (r: DbHistory): HistoryRow => ({
  symbol: r.symbol,
  quarter: r.quarter,
  status: r.status,
  detail: r.detail,
  source: r.source,
  knownOn: r.known_on,
  computedAt: Number(r.computed_at),
});

/** The record of one symbol, newest quarter first ("2026Q3" sorts as text). */
export async function historyOf(sql: SQL, symbol: string, limit: number): Promise<HistoryRow[]> {
  const rows = (await sql`SELECT symbol, quarter, status, detail, source, known_on, computed_at
    FROM shariah_history WHERE symbol = ${symbol} ORDER BY quarter DESC LIMIT ${limit}`) as DbHistory[];
  return rows.map(toRow);
}

/** How many quarters from `oldest` on each symbol has (what a build need not compute again). */
export async function quartersKnown(sql: SQL, oldest: string): Promise<Map<string, number>> {
  const rows = (await sql`SELECT symbol, COUNT(*) AS n FROM shariah_history WHERE quarter >= ${oldest}
    GROUP BY symbol`) as { symbol: string; n: number | string }[];
  return new Map(rows.map((r) => [r.symbol, Number(r.n)]));
}

/** Every symbol someone watches or has bought: the only ones whose changes are told. */
export async function trackedSymbols(sql: SQL): Promise<string[]> {
  const rows = (await sql`SELECT ticker_name AS symbol FROM watchlist_tickers
    UNION SELECT symbol FROM portfolio_transactions WHERE type = 'buy' AND symbol IS NOT NULL`) as {
    symbol: string;
  }[];
  return rows.map((r) => r.symbol);
}

/** The users watching `symbol` in any of their watchlists. */
export async function watchersOf(sql: SQL, symbol: string): Promise<string[]> {
  const rows = (await sql`SELECT DISTINCT w.user_id FROM watchlist_tickers t
    JOIN watchlists w ON w.id = t.watchlist_id WHERE t.ticker_name = ${symbol}`) as { user_id: string }[];
  return rows.map((r) => r.user_id);
}

export interface PositionEvent {
  userId: string;
  portfolioId: string;
  type: "buy" | "sell" | "split";
  day: string;
  quantity: number;
}

/** Every buy, sell and split of `symbol` in anyone's portfolio, in order per portfolio. */
export async function positionEvents(sql: SQL, symbol: string): Promise<PositionEvent[]> {
  const rows = (await sql`SELECT p.user_id, t.portfolio_id, t.type, t.day, t.quantity
    FROM portfolio_transactions t JOIN portfolios p ON p.id = t.portfolio_id
    WHERE t.symbol = ${symbol} AND t.type IN ('buy', 'sell', 'split')
    ORDER BY t.portfolio_id, t.day, t.seq`) as {
    user_id: string;
    portfolio_id: string;
    type: PositionEvent["type"];
    day: string;
    quantity: number | string | null;
  }[];
  return rows.map((r) => ({
    userId: r.user_id,
    portfolioId: r.portfolio_id,
    type: r.type,
    day: r.day,
    quantity: Number(r.quantity ?? 0),
  }));
}

export interface ShariahAlertRow {
  id: string;
  userId: string;
  symbol: string;
  quarter: string;
  previousQuarter: string;
  previousStatus: string;
  status: string;
  test: string;
  previousValue: number | null;
  value: number | null;
  threshold: number | null;
  changedOn: string;
  sellBy: string | null;
  purification: number;
  currency: string;
  held: boolean;
  emailStatus: string;
  pushStatus: string;
  createdAt: number;
}

/** Writes the alert of one (user, symbol, quarter); false when it was written already. */
export async function insertShariahAlert(sql: SQL, a: ShariahAlertRow): Promise<boolean> {
  const inserted = await sql`INSERT INTO shariah_alerts (id, user_id, symbol, quarter, previous_quarter,
      previous_status, status, test, previous_value, value, threshold, changed_on, sell_by, purification,
      currency, held, email_status, push_status, created_at)
    VALUES (${a.id}, ${a.userId}, ${a.symbol}, ${a.quarter}, ${a.previousQuarter}, ${a.previousStatus},
      ${a.status}, ${a.test}, ${a.previousValue}, ${a.value}, ${a.threshold}, ${a.changedOn}, ${a.sellBy},
      ${a.purification}, ${a.currency}, ${a.held ? 1 : 0}, ${a.emailStatus}, ${a.pushStatus}, ${a.createdAt})
    ON CONFLICT (user_id, symbol, quarter) DO NOTHING RETURNING id`;
  return inserted.length > 0;
}

/** Users of these told of this symbol's quarter already. */
export async function alertedUsers(sql: SQL, symbol: string, quarter: string): Promise<Set<string>> {
  const rows = (await sql`SELECT user_id FROM shariah_alerts WHERE symbol = ${symbol} AND quarter = ${quarter}`) as {
    user_id: string;
  }[];
  return new Set(rows.map((r) => r.user_id));
}

type DbAlert = {
  id: string;
  user_id: string;
  symbol: string;
  quarter: string;
  previous_quarter: string;
  previous_status: string;
  status: string;
  test: string;
  previous_value: number | string | null;
  value: number | string | null;
  threshold: number | string | null;
  changed_on: string;
  sell_by: string | null;
  purification: number | string;
  currency: string;
  held: number | string | boolean;
  email_status: string;
  push_status: string;
  created_at: number | string;
};

const toAlert = (r: DbAlert): ShariahAlertRow => ({
  id: r.id,
  userId: r.user_id,
  symbol: r.symbol,
  quarter: r.quarter,
  previousQuarter: r.previous_quarter,
  previousStatus: r.previous_status,
  status: r.status,
  test: r.test,
  previousValue: num(r.previous_value),
  value: num(r.value),
  threshold: num(r.threshold),
  changedOn: r.changed_on,
  sellBy: r.sell_by,
  purification: Number(r.purification),
  currency: r.currency,
  held: Number(r.held) === 1 || r.held === true,
  emailStatus: r.email_status,
  pushStatus: r.push_status,
  createdAt: Number(r.created_at),
});

/** The user's alerts of a symbol, newest first. */
export async function alertsOfSymbol(sql: SQL, userId: string, symbol: string): Promise<ShariahAlertRow[]> {
  const rows = (await sql`SELECT * FROM shariah_alerts WHERE user_id = ${userId} AND symbol = ${symbol}
    ORDER BY quarter DESC`) as DbAlert[];
  return rows.map(toAlert);
}

/** Takes alerts with a pending channel for a lease (one sender at a time, a dead one's lease runs out). */
export async function leasePending(
  sql: SQL,
  at: number,
  leaseUntil: number,
  limit: number,
): Promise<ShariahAlertRow[]> {
  const due = (await sql`SELECT id FROM shariah_alerts
    WHERE (email_status = 'pending' OR push_status = 'pending') AND (lease_until IS NULL OR lease_until <= ${at})
    ORDER BY created_at LIMIT ${limit}`) as { id: string }[];
  const out: ShariahAlertRow[] = [];
  for (const { id } of due) {
    const [row] = (await sql`UPDATE shariah_alerts SET lease_until = ${leaseUntil}
      WHERE id = ${id} AND (lease_until IS NULL OR lease_until <= ${at}) RETURNING *`) as DbAlert[];
    if (row) out.push(toAlert(row));
  }
  return out;
}

export async function markChannels(
  sql: SQL,
  id: string,
  emailStatus: string,
  pushStatus: string,
  leaseUntil: number | null,
): Promise<void> {
  await sql`UPDATE shariah_alerts SET email_status = ${emailStatus}, push_status = ${pushStatus},
    lease_until = ${leaseUntil} WHERE id = ${id}`;
}

export const shariahAlertsData: UserTable = {
  table: "shariah_alerts",
  rows: async (sql, o) =>
    ((await sql`SELECT * FROM shariah_alerts WHERE user_id = ${o.id} ORDER BY created_at, id`) as DbAlert[]).map(
      (r): Row => {
        const a = toAlert(r);
        return {
          symbol: a.symbol,
          quarter: a.quarter,
          previousQuarter: a.previousQuarter,
          previousStatus: a.previousStatus,
          status: a.status,
          test: a.test,
          previousValue: a.previousValue,
          value: a.value,
          threshold: a.threshold,
          changedOn: a.changedOn,
          sellBy: a.sellBy,
          purification: a.purification,
          currency: a.currency,
          held: a.held,
          email: a.emailStatus,
          push: a.pushStatus,
          createdAt: a.createdAt,
        };
      },
    ),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM shariah_alerts WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM shariah_alerts WHERE user_id = ${o.id}`;
  },
};
