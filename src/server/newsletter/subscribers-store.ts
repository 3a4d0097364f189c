// The newsletter_subscribers table (migration 0220): a partner's list. The insert counts and
// writes in one statement so the limit holds with several writers, as saved screens do
// (screener/saved-screens-store.ts); an address already listed is the unique index's refusal.
import type { SQL } from "bun";
import { NEWSLETTER_LIMITS, type NewsletterLanguage, type Subscriber } from "../../shared/newsletter";
import type { Db } from "../db";

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

export function toSubscriber(row: SubscriberRow): Subscriber {
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

/** On PostgreSQL, serialises one partner's writers so the limit cannot be raced (SQLite has one writer). */
async function lockPartner(db: Db, tx: SQL, partnerId: string): Promise<void> {
  if (db.dialect === "postgres") await tx`SELECT id FROM partners WHERE id = ${partnerId} FOR UPDATE`;
}

export interface NewSubscriber {
  id: string;
  email: string;
  language: NewsletterLanguage;
}

/**
 * Adds pending subscribers within the partner's limit, skipping addresses already listed:
 * the ones added. All in one transaction; null when the limit would be passed (nothing added).
 */
export async function insertSubscribers(
  db: Db,
  partnerId: string,
  rows: readonly NewSubscriber[],
  at: number,
): Promise<NewSubscriber[] | null> {
  return db.sql.begin(async (tx) => {
    await lockPartner(db, tx, partnerId);
    const keys = rows.map((r) => r.email.toLowerCase());
    const taken = new Set<string>();
    for (let i = 0; i < keys.length; i += 500) {
      const chunk = keys.slice(i, i + 500);
      const found = (await tx`SELECT email_key FROM newsletter_subscribers
        WHERE partner_id = ${partnerId} AND email_key IN ${tx(chunk)}`) as { email_key: string }[];
      for (const f of found) taken.add(f.email_key);
    }
    const fresh = rows.filter((r) => !taken.has(r.email.toLowerCase()));
    const [{ n }] = (await tx`SELECT COUNT(*) AS n FROM newsletter_subscribers
      WHERE partner_id = ${partnerId}`) as [{ n: number | string }];
    if (Number(n) + fresh.length > NEWSLETTER_LIMITS.subscribers) return null;
    for (const r of fresh) {
      await tx`INSERT INTO newsletter_subscribers (id, partner_id, email, email_key, language, status, created_at)
        VALUES (${r.id}, ${partnerId}, ${r.email}, ${r.email.toLowerCase()}, ${r.language}, 'pending', ${at})`;
    }
    return fresh;
  });
}

export async function deleteSubscriber(sql: SQL, id: string, partnerId: string): Promise<boolean> {
  const deleted =
    await sql`DELETE FROM newsletter_subscribers WHERE id = ${id} AND partner_id = ${partnerId} RETURNING id`;
  return deleted.length > 0;
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
