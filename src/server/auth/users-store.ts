// The users table: every statement about users, for SQLite and PostgreSQL alike.
//
// Where SQL lives. Each table (or aggregate of tables that change together) has one store beside
// the domain that owns it, named `<domain>/<table>-store.ts` (auth/users-store.ts,
// auth/sessions-store.ts, portfolio/portfolios-store.ts, work/watchlists-store.ts, …). A store owns
// its statements for both databases (src/server/db/index.ts), its row type (camelCase, numbers as
// numbers) and its lock; services and routes call stores and write no SQL. Store functions take
// the `SQL` to run on, so a caller's transaction (`db.sql.begin`) passes its `tx`.
import type { SQL } from "bun";
import type { Role } from "../../shared/accounts";
import { n, num, type Row, type UserTable } from "../account/user-data";
import type { Db } from "../db";

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** False while the registration waits for its code. */
  verified: boolean;
  passwordHash: string;
  /** "en" or "ar" as saved; kept as stored. */
  lang: string;
  /** The hash of the browser that made the newest registration (auth/register-browser.ts). */
  regBrowser: string | null;
  createdAt: number;
}

interface RawRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  role: string;
  verified: number | boolean | string;
  password_hash: string;
  lang: string;
  reg_browser: string | null;
  created_at: number | string;
}

const fromRaw = (r: RawRow): UserRow => ({
  id: String(r.id),
  email: String(r.email),
  firstName: String(r.first_name),
  lastName: String(r.last_name ?? ""),
  role: r.role === "admin" ? "admin" : "user",
  verified: Number(r.verified) === 1 || r.verified === true,
  passwordHash: String(r.password_hash),
  lang: r.lang,
  regBrowser: r.reg_browser ?? null,
  createdAt: Number(r.created_at),
});

export async function findUserByEmail(sql: SQL, email: string): Promise<UserRow | null> {
  const [row] = (await sql`SELECT id, email, first_name, last_name, role, verified, password_hash, lang, reg_browser,
    created_at FROM users WHERE email = ${email}`) as RawRow[];
  return row ? fromRaw(row) : null;
}

export async function findUserById(sql: SQL, id: string): Promise<UserRow | null> {
  const [row] = (await sql`SELECT id, email, first_name, last_name, role, verified, password_hash, lang, reg_browser,
    created_at FROM users WHERE id = ${id}`) as RawRow[];
  return row ? fromRaw(row) : null;
}

export async function emailTaken(sql: SQL, email: string): Promise<boolean> {
  return (await sql`SELECT 1 FROM users WHERE email = ${email}`).length > 0;
}

type NewUserRow = Omit<UserRow, "regBrowser">;

/** A verified user (demo accounts, the CLI); throws when the e-mail exists. */
export async function insertVerifiedUser(sql: SQL, u: NewUserRow): Promise<void> {
  await sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
    VALUES (${u.id}, ${u.email}, ${u.firstName}, ${u.lastName}, ${u.passwordHash}, ${u.role}, 1, ${u.createdAt}, ${u.lang})`;
}

/** Whether the account's password hash is still `passwordHash` (no reset or change since). */
export async function passwordHashIs(sql: SQL, id: string, passwordHash: string): Promise<boolean> {
  const [row] = await sql`SELECT 1 AS same FROM users WHERE id = ${id} AND password_hash = ${passwordHash}`;
  return Boolean(row);
}

/** A pending registration; false when the e-mail already has an account (a parallel one won). */
export async function insertPendingUser(sql: SQL, u: NewUserRow & { regBrowser: string }): Promise<boolean> {
  const inserted =
    await sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang, reg_browser)
    VALUES (${u.id}, ${u.email}, ${u.firstName}, ${u.lastName}, ${u.passwordHash}, 'user', 0, ${u.createdAt}, ${u.lang}, ${u.regBrowser})
    ON CONFLICT (email) DO NOTHING RETURNING id`;
  return inserted.length > 0;
}

/** What a registration sends: the password (hashed) and names it binds to its code. */
interface BoundFields {
  passwordHash: string;
  firstName: string;
  lastName: string;
  lang: string;
}

/** A pending account registered again takes the new request's fields and browser (no-op once verified). */
export async function rebindPendingUser(sql: SQL, id: string, f: BoundFields, regBrowser: string): Promise<void> {
  await sql`UPDATE users SET password_hash = ${f.passwordHash},
      first_name = ${f.firstName}, last_name = ${f.lastName}, lang = ${f.lang},
      reg_browser = ${regBrowser}
    WHERE id = ${id} AND verified = 0`;
}

/** Marks the account verified, with the fields bound to the code used when it has them. */
export async function activateUser(sql: SQL, id: string, bound: BoundFields | null): Promise<void> {
  if (bound) {
    await sql`UPDATE users SET verified = 1, password_hash = ${bound.passwordHash},
        first_name = ${bound.firstName}, last_name = ${bound.lastName}, lang = ${bound.lang}
      WHERE id = ${id}`;
  } else {
    await sql`UPDATE users SET verified = 1 WHERE id = ${id}`;
  }
}

/** Changes a user's role; false when no user has that e-mail. */
export async function setRoleByEmail(sql: SQL, email: string, role: Role): Promise<boolean> {
  return (await sql`UPDATE users SET role = ${role} WHERE email = ${email} RETURNING id`).length > 0;
}

export async function saveProfile(
  sql: SQL,
  id: string,
  p: { firstName: string; lastName: string; lang: string },
): Promise<void> {
  await sql`UPDATE users SET first_name = ${p.firstName}, last_name = ${p.lastName}, lang = ${p.lang} WHERE id = ${id}`;
}

/** Sets the password hash; who is told of it, or null when there is no such user. */
export async function setPasswordHash(
  sql: SQL,
  id: string,
  passwordHash: string,
): Promise<{ email: string; firstName: string; lang: string } | null> {
  const [row] = (await sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${id}
    RETURNING email, first_name, lang`) as { email: string; first_name: string; lang: string }[];
  return row ? { email: String(row.email), firstName: String(row.first_name), lang: row.lang } : null;
}

/**
 * Serialises the writers of one user's rows for the rest of the transaction, so a limit checked
 * and a row added cannot be raced (10 portfolios, 20 watchlists, active alerts). On PostgreSQL a
 * row lock (SELECT … FOR UPDATE). On SQLite, with `sqlite: "writer"`, a no-op write as the
 * transaction's first statement, which takes the database's one writer lock (waiting up to
 * busy_timeout) before anything is read, so two instances on one file cannot both count and
 * both insert; without it SQLite takes that lock at the transaction's first write.
 */
export async function lockUser(db: Db, tx: SQL, userId: string, sqlite: "writer" | "none" = "none"): Promise<void> {
  if (db.dialect === "postgres") await tx`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  else if (sqlite === "writer") await tx`UPDATE users SET role = role WHERE id = ${userId}`;
}

export const usersData: UserTable = {
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
};
