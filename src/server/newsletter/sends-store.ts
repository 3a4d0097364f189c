// The newsletter_sends and newsletter_deliveries tables (migration 0220). A send copies its
// draft; when it starts, one delivery row per active subscriber of a language the send has is
// made (the primary key makes a second start add nothing). Deliveries are leased before they are
// sent, as alert deliveries are (alerts/triggers-store.ts), so one instance sends each, once.
import type { SQL } from "bun";
import type { DeliveryFailure, Draft, Send, SendCounts, SendStatus } from "../../shared/newsletter";

interface SendRow {
  id: string;
  partner_id: string;
  draft_id: string | null;
  subject_en: string;
  body_en: string;
  subject_ar: string;
  body_ar: string;
  status: string;
  scheduled_at: number | string;
  started_at: number | string | null;
  finished_at: number | string | null;
}

export interface SendContent {
  id: string;
  partnerId: string;
  en: { subject: string; body: string };
  ar: { subject: string; body: string };
}

const num = (x: number | string | null): number | null => (x === null ? null : Number(x));

function toSend(row: SendRow, counts: SendCounts): Send {
  return {
    id: row.id,
    draftId: row.draft_id,
    subject: { en: row.subject_en, ar: row.subject_ar },
    status: row.status as SendStatus,
    scheduledAt: Number(row.scheduled_at),
    startedAt: num(row.started_at),
    finishedAt: num(row.finished_at),
    counts,
  };
}

const SEND_COLUMNS =
  "id, partner_id, draft_id, subject_en, body_en, subject_ar, body_ar, status, scheduled_at, started_at, finished_at";

export async function insertSend(
  sql: SQL,
  s: { id: string; partnerId: string; draft: Draft; scheduledAt: number; at: number },
): Promise<void> {
  const { draft } = s;
  await sql`INSERT INTO newsletter_sends (id, partner_id, draft_id, subject_en, body_en, subject_ar, body_ar,
      status, scheduled_at, created_at)
    VALUES (${s.id}, ${s.partnerId}, ${draft.id}, ${draft.en.subject}, ${draft.en.body}, ${draft.ar.subject},
      ${draft.ar.body}, 'scheduled', ${s.scheduledAt}, ${s.at})`;
}

async function countsOf(sql: SQL, ids: readonly string[]): Promise<Map<string, SendCounts>> {
  const out = new Map<string, SendCounts>();
  if (ids.length === 0) return out;
  const rows = (await sql`SELECT send_id, status, COUNT(*) AS n FROM newsletter_deliveries
    WHERE send_id IN ${sql(ids)} GROUP BY send_id, status`) as {
    send_id: string;
    status: string;
    n: number | string;
  }[];
  for (const r of rows) {
    const c = out.get(r.send_id) ?? { total: 0, sent: 0, failed: 0, pending: 0 };
    const n = Number(r.n);
    c.total += n;
    if (r.status === "sent") c.sent += n;
    else if (r.status === "failed") c.failed += n;
    else c.pending += n;
    out.set(r.send_id, c);
  }
  return out;
}

const NO_COUNTS: SendCounts = { total: 0, sent: 0, failed: 0, pending: 0 };

export async function listSends(sql: SQL, partnerId: string, limit = 50): Promise<Send[]> {
  const rows = (await sql.unsafe(
    `SELECT ${SEND_COLUMNS} FROM newsletter_sends WHERE partner_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [partnerId, limit],
  )) as SendRow[];
  const counts = await countsOf(
    sql,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSend(r, counts.get(r.id) ?? NO_COUNTS));
}

export async function findSend(sql: SQL, id: string, partnerId: string): Promise<Send | null> {
  const [row] = (await sql.unsafe(`SELECT ${SEND_COLUMNS} FROM newsletter_sends WHERE id = $1 AND partner_id = $2`, [
    id,
    partnerId,
  ])) as SendRow[];
  if (!row) return null;
  const counts = await countsOf(sql, [row.id]);
  return toSend(row, counts.get(row.id) ?? NO_COUNTS);
}

/** Moves a send between states, from one of `from`: whether it moved. */
export async function setSendStatus(
  sql: SQL,
  id: string,
  partnerId: string,
  from: readonly SendStatus[],
  to: SendStatus,
  at: number,
): Promise<boolean> {
  const finished = to === "cancelled" ? at : null;
  const moved = await sql`UPDATE newsletter_sends SET status = ${to}, finished_at = COALESCE(${finished}, finished_at)
    WHERE id = ${id} AND partner_id = ${partnerId} AND status IN ${sql(from)} RETURNING id`;
  return moved.length > 0;
}

/** Failed deliveries and those still waiting after an attempt, with the mail server's answer. */
export async function deliveryProblems(sql: SQL, sendId: string, limit = 500): Promise<DeliveryFailure[]> {
  const rows = (await sql.unsafe(
    `SELECT email, status, attempts, last_error FROM newsletter_deliveries
      WHERE send_id = $1 AND (status = 'failed' OR (status = 'pending' AND attempts > 0)) ORDER BY email LIMIT $2`,
    [sendId, limit],
  )) as { email: string; status: string; attempts: number | string; last_error: string | null }[];
  return rows.map((r) => ({
    email: r.email,
    status: r.status as DeliveryFailure["status"],
    attempts: Number(r.attempts),
    error: r.last_error,
  }));
}

// ---- The sender's side ----

/** Scheduled sends whose time has come. */
export async function dueSends(sql: SQL, at: number): Promise<SendContent[]> {
  const rows = (await sql.unsafe(
    `SELECT ${SEND_COLUMNS} FROM newsletter_sends WHERE status = 'scheduled' AND scheduled_at <= $1
      ORDER BY scheduled_at LIMIT 20`,
    [at],
  )) as SendRow[];
  return rows.map(content);
}

function content(row: SendRow): SendContent {
  return {
    id: row.id,
    partnerId: row.partner_id,
    en: { subject: row.subject_en, body: row.body_en },
    ar: { subject: row.subject_ar, body: row.body_ar },
  };
}

export async function sendContent(sql: SQL, id: string): Promise<SendContent | null> {
  const [row] = (await sql.unsafe(`SELECT ${SEND_COLUMNS} FROM newsletter_sends WHERE id = $1`, [id])) as SendRow[];
  return row ? content(row) : null;
}

/**
 * Starts a scheduled send: its deliveries, one per active subscriber of a language it has, and
 * the status `sending`, in one transaction. Two instances starting it at once make the rows once
 * (the primary key; the loser's insert adds nothing) and only one moves the status.
 */
export async function startSend(sql: SQL, send: SendContent, languages: readonly string[], at: number): Promise<void> {
  await sql.begin(async (tx) => {
    const moved = await tx`UPDATE newsletter_sends SET status = 'sending', started_at = ${at}
      WHERE id = ${send.id} AND status = 'scheduled' RETURNING id`;
    if (moved.length === 0 || languages.length === 0) return;
    await tx`INSERT INTO newsletter_deliveries (send_id, subscriber_id, email, language, status, attempts, next_at)
      SELECT ${send.id}, id, email, language, 'pending', 0, ${at} FROM newsletter_subscribers
      WHERE partner_id = ${send.partnerId} AND status = 'active' AND language IN ${tx(languages)}
      ON CONFLICT DO NOTHING`;
  });
}

export interface DueDelivery {
  send_id: string;
  subscriber_id: string;
  email: string;
  language: string;
  attempts: number | string;
}

/** Deliveries due now of sends that are sending (not paused or cancelled), not leased by a live sender. */
export async function dueDeliveries(sql: SQL, at: number, limit: number): Promise<DueDelivery[]> {
  return (await sql.unsafe(
    `SELECT d.send_id, d.subscriber_id, d.email, d.language, d.attempts FROM newsletter_deliveries d
      JOIN newsletter_sends s ON s.id = d.send_id
      WHERE d.status = 'pending' AND d.next_at <= $1 AND (d.lease_until IS NULL OR d.lease_until <= $1)
        AND s.status = 'sending'
      ORDER BY d.next_at LIMIT $2`,
    [at, limit],
  )) as DueDelivery[];
}

/** Takes the delivery for a lease (its attempts unchanged since it was read); its attempt number, or null. */
export async function leaseDelivery(sql: SQL, row: DueDelivery, at: number, until: number): Promise<number | null> {
  const leased = (await sql`UPDATE newsletter_deliveries SET lease_until = ${until}, attempts = attempts + 1
    WHERE send_id = ${row.send_id} AND subscriber_id = ${row.subscriber_id} AND status = 'pending'
      AND attempts = ${Number(row.attempts)} AND (lease_until IS NULL OR lease_until <= ${at})
    RETURNING attempts`) as { attempts: number | string }[];
  return leased[0] ? Number(leased[0].attempts) : null;
}

export async function markDeliverySent(sql: SQL, sendId: string, subscriberId: string, at: number): Promise<void> {
  await sql`UPDATE newsletter_deliveries SET status = 'sent', sent_at = ${at}, lease_until = NULL, last_error = NULL
    WHERE send_id = ${sendId} AND subscriber_id = ${subscriberId}`;
}

export async function markDeliveryFailed(
  sql: SQL,
  f: { sendId: string; subscriberId: string; final: boolean; nextAt: number; error: string },
): Promise<void> {
  await sql`UPDATE newsletter_deliveries SET status = ${f.final ? "failed" : "pending"}, lease_until = NULL,
      next_at = ${f.nextAt}, last_error = ${f.error}
    WHERE send_id = ${f.sendId} AND subscriber_id = ${f.subscriberId}`;
}

/** Sends that are sending and have nothing left pending become done. */
export async function finishSends(sql: SQL, at: number): Promise<void> {
  await sql`UPDATE newsletter_sends SET status = 'done', finished_at = ${at}
    WHERE status = 'sending' AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries d
      WHERE d.send_id = newsletter_sends.id AND d.status = 'pending')`;
}
