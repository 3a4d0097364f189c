// The newsletter_subscribers table (migration 0220): a partner's list. Adds and deletes run under
// the partner's lock, so the list's size limit and the hourly budget of addresses added
// (newsletterListChanges, counted in newsletter_list_adds, migration 0221) hold with several
// writers and instances; an address already listed is the unique index's refusal. A deleted
// subscriber is kept for an hour (newsletter_removed_subscribers): re-added within it, it comes
// back as it was instead of being mailed a second confirmation.
import type { SQL } from "bun";
import { NEWSLETTER_LIMITS, type NewsletterLanguage, type Subscriber } from "../../shared/newsletter";
import type { Db } from "../db";
import { limitOf } from "../http/limits";

/** How long a deleted subscriber is remembered. */
const REMEMBER_MS = NEWSLETTER_LIMITS.rememberDeletedMinutes * 60_000;

interface SubscriberRow {
  id: string;
  partner_id: string;
  email: string;
  language: string;
  status: string;
  created_at: number | string;
  confirmed_at: number | string | null;
  last_error: string | null;
}

const COLUMNS = "id, partner_id, email, language, status, created_at, confirmed_at, last_error";

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    language: row.language as NewsletterLanguage,
    status: row.status as Subscriber["status"],
    createdAt: Number(row.created_at),
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    lastError: row.last_error,
  };
}

export async function listSubscribers(sql: SQL, partnerId: string): Promise<Subscriber[]> {
  const rows = (await sql.unsafe(
    `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE partner_id = $1 ORDER BY created_at DESC, id`,
    [partnerId],
  )) as SubscriberRow[];
  return rows.map(toSubscriber);
}

export async function findSubscriber(sql: SQL, id: string): Promise<(Subscriber & { partnerId: string }) | null> {
  const [row] = (await sql.unsafe(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = $1`, [
    id,
  ])) as SubscriberRow[];
  return row ? { ...toSubscriber(row), partnerId: row.partner_id } : null;
}

/**
 * Serialises one partner's list changes: on PostgreSQL the partner's row is locked; on SQLite the
 * statement is a write, which takes the database's write lock for the rest of the transaction
 * (another connection waits for it), so what is read next is not stale when written. Either way
 * it also drops the remembered deletions and counted adds that are over.
 */
async function lockList(db: Db, tx: SQL, partnerId: string, at: number): Promise<void> {
  if (db.dialect === "postgres") await tx`SELECT id FROM partners WHERE id = ${partnerId} FOR UPDATE`;
  await tx`DELETE FROM newsletter_list_adds
    WHERE partner_id = ${partnerId} AND at <= ${at - limitOf("newsletterListChanges").windowMs}`;
  await tx`DELETE FROM newsletter_removed_subscribers WHERE partner_id = ${partnerId} AND removed_at <= ${at - REMEMBER_MS}`;
}

interface NewSubscriber {
  id: string;
  email: string;
  language: NewsletterLanguage;
}

/** What adding to a list did: the subscribers added (a re-added one with its old id), or why
 * nothing was: the list would pass its size, or the hour's budget of addresses added is spent
 * (`retryAfter` seconds until enough of it is back). */
export type ListChange =
  | { kind: "added"; added: NewSubscriber[] }
  | { kind: "full" }
  | { kind: "budget"; retryAfter: number };

interface RemovedRow {
  id: string;
  email_key: string;
  status: string;
  confirm_sent_at: number | string | null;
  confirm_lease_until: number | string | null;
  confirmed_at: number | string | null;
  unsubscribed_at: number | string | null;
  last_error: string | null;
}

async function inChunks<T>(keys: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += 500) out.push(...(await read(keys.slice(i, i + 500))));
  return out;
}

/**
 * Adds subscribers within the partner's limit and hourly budget, skipping addresses already
 * listed: all or nothing, in one transaction under the partner's lock. A new address is pending
 * (a confirmation e-mail goes out); one deleted within the hour comes back as it was when
 * deleted (same id; pending with its confirmation already mailed, active, unsubscribed or
 * bounced), without another e-mail. Each address added counts against the budget, re-adds too.
 */
export async function insertSubscribers(
  db: Db,
  partnerId: string,
  rows: readonly NewSubscriber[],
  at: number,
): Promise<ListChange> {
  const budget = limitOf("newsletterListChanges");
  return db.sql.begin(async (tx): Promise<ListChange> => {
    await lockList(db, tx, partnerId, at);
    const keys = rows.map((r) => r.email.toLowerCase());
    const taken = new Set(
      (
        await inChunks(
          keys,
          (chunk) =>
            tx`SELECT email_key FROM newsletter_subscribers
              WHERE partner_id = ${partnerId} AND email_key IN ${tx(chunk)}` as Promise<{ email_key: string }[]>,
        )
      ).map((f) => f.email_key),
    );
    const fresh = rows.filter((r) => !taken.has(r.email.toLowerCase()));
    if (fresh.length === 0) return { kind: "added", added: [] };
    const [{ n }] = (await tx`SELECT COUNT(*) AS n FROM newsletter_subscribers
      WHERE partner_id = ${partnerId}`) as [{ n: number | string }];
    if (Number(n) + fresh.length > NEWSLETTER_LIMITS.subscribers) return { kind: "full" };
    const [spent] = (await tx`SELECT COALESCE(SUM(addresses), 0) AS used, MIN(at) AS first
      FROM newsletter_list_adds WHERE partner_id = ${partnerId}`) as [
      { used: number | string; first: number | string | null },
    ];
    if (Number(spent.used) + fresh.length > budget.max) {
      const until = (spent.first === null ? at : Number(spent.first)) + budget.windowMs;
      return { kind: "budget", retryAfter: Math.max(1, Math.ceil((until - at) / 1000)) };
    }
    await tx`INSERT INTO newsletter_list_adds (partner_id, at, addresses) VALUES (${partnerId}, ${at}, ${fresh.length})`;
    const removed = new Map(
      (
        await inChunks(
          fresh.map((r) => r.email.toLowerCase()),
          (chunk) =>
            tx`SELECT id, email_key, status, confirm_sent_at, confirm_lease_until, confirmed_at, unsubscribed_at,
              last_error FROM newsletter_removed_subscribers
              WHERE partner_id = ${partnerId} AND email_key IN ${tx(chunk)}` as Promise<RemovedRow[]>,
        )
      ).map((r) => [r.email_key, r]),
    );
    const added: NewSubscriber[] = [];
    for (const r of fresh) {
      const key = r.email.toLowerCase();
      const was = removed.get(key);
      if (was) {
        await tx`DELETE FROM newsletter_removed_subscribers WHERE id = ${was.id}`;
        await tx`INSERT INTO newsletter_subscribers (id, partner_id, email, email_key, language, status, confirm_sent_at,
            confirm_lease_until, confirmed_at, unsubscribed_at, last_error, created_at)
          VALUES (${was.id}, ${partnerId}, ${r.email}, ${key}, ${r.language}, ${was.status}, ${was.confirm_sent_at},
            ${was.confirm_lease_until}, ${was.confirmed_at}, ${was.unsubscribed_at}, ${was.last_error}, ${at})`;
        added.push({ ...r, id: was.id });
      } else {
        await tx`INSERT INTO newsletter_subscribers (id, partner_id, email, email_key, language, status, created_at)
          VALUES (${r.id}, ${partnerId}, ${r.email}, ${key}, ${r.language}, 'pending', ${at})`;
        added.push(r);
      }
    }
    return { kind: "added", added };
  });
}

/** Deletes a subscriber, remembered for an hour (insertSubscribers): whether it was there. */
export async function deleteSubscriber(db: Db, id: string, partnerId: string, at: number): Promise<boolean> {
  return db.sql.begin(async (tx) => {
    await lockList(db, tx, partnerId, at);
    const [row] = (await tx`SELECT id, email_key, status, confirm_sent_at, confirm_lease_until, confirmed_at,
        unsubscribed_at, last_error FROM newsletter_subscribers
      WHERE id = ${id} AND partner_id = ${partnerId}`) as RemovedRow[];
    if (!row) return false;
    await tx`DELETE FROM newsletter_subscribers WHERE id = ${id}`;
    await tx`DELETE FROM newsletter_removed_subscribers WHERE partner_id = ${partnerId} AND email_key = ${row.email_key}`;
    await tx`INSERT INTO newsletter_removed_subscribers (id, partner_id, email_key, status, confirm_sent_at,
        confirm_lease_until, confirmed_at, unsubscribed_at, last_error, removed_at)
      VALUES (${row.id}, ${partnerId}, ${row.email_key}, ${row.status}, ${row.confirm_sent_at},
        ${row.confirm_lease_until}, ${row.confirmed_at}, ${row.unsubscribed_at}, ${row.last_error}, ${at})`;
    return true;
  });
}

/** Confirms a pending subscriber (a confirmed or unsubscribed one stays as it is): whether it is active now. */
export async function confirmSubscriber(sql: SQL, id: string, at: number): Promise<boolean> {
  await sql`UPDATE newsletter_subscribers SET status = 'active', confirmed_at = ${at}, last_error = NULL
    WHERE id = ${id} AND status = 'pending'`;
  const [row] = (await sql`SELECT status FROM newsletter_subscribers WHERE id = ${id}`) as { status: string }[];
  return row?.status === "active";
}

/** Unsubscribes (any status but already unsubscribed): whether the subscriber exists. */
export async function unsubscribe(sql: SQL, id: string, at: number): Promise<boolean> {
  await sql`UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ${at}
    WHERE id = ${id} AND status <> 'unsubscribed'`;
  const [row] = (await sql`SELECT id FROM newsletter_subscribers WHERE id = ${id}`) as { id: string }[];
  return row !== undefined;
}

export async function markBounced(sql: SQL, id: string, error: string): Promise<void> {
  await sql`UPDATE newsletter_subscribers SET status = 'bounced', last_error = ${error}
    WHERE id = ${id} AND status IN ('active', 'pending')`;
}

// ---- Confirmation e-mails (double opt-in), leased like deliveries ----

/** Pending subscribers whose confirmation e-mail is not sent and not leased by a live sender. */
export async function dueConfirmations(sql: SQL, at: number, limit: number): Promise<SubscriberRow[]> {
  return (await sql.unsafe(
    `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE status = 'pending' AND confirm_sent_at IS NULL
      AND (confirm_lease_until IS NULL OR confirm_lease_until <= $1) ORDER BY created_at LIMIT $2`,
    [at, limit],
  )) as SubscriberRow[];
}

export async function leaseConfirmation(sql: SQL, id: string, at: number, until: number): Promise<boolean> {
  const leased = await sql`UPDATE newsletter_subscribers SET confirm_lease_until = ${until}
    WHERE id = ${id} AND status = 'pending' AND confirm_sent_at IS NULL
      AND (confirm_lease_until IS NULL OR confirm_lease_until <= ${at}) RETURNING id`;
  return leased.length > 0;
}

export async function markConfirmationSent(sql: SQL, id: string, at: number): Promise<void> {
  await sql`UPDATE newsletter_subscribers SET confirm_sent_at = ${at}, confirm_lease_until = NULL WHERE id = ${id}`;
}

/** A failed confirmation e-mail: tried again after `retryAt` (the lease is the backoff). */
export async function confirmationFailed(sql: SQL, id: string, retryAt: number, error: string): Promise<void> {
  await sql`UPDATE newsletter_subscribers SET confirm_lease_until = ${retryAt}, last_error = ${error} WHERE id = ${id}`;
}
