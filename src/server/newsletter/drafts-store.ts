// The newsletter_drafts table (migration 0220): a partner's drafts, an English and an Arabic
// version each. The insert counts and writes in one statement, so the limit holds with several writers.
import type { SQL } from "bun";
import { type Draft, NEWSLETTER_LIMITS } from "../../shared/newsletter";
import type { Db } from "../db";

interface DraftRow {
  id: string;
  subject_en: string;
  body_en: string;
  subject_ar: string;
  body_ar: string;
  updated_at: number | string;
}

function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    en: { subject: row.subject_en, body: row.body_en },
    ar: { subject: row.subject_ar, body: row.body_ar },
    updatedAt: Number(row.updated_at),
  };
}

export async function listDrafts(sql: SQL, partnerId: string): Promise<Draft[]> {
  const rows = (await sql`SELECT id, subject_en, body_en, subject_ar, body_ar, updated_at FROM newsletter_drafts
    WHERE partner_id = ${partnerId} ORDER BY updated_at DESC, id`) as DraftRow[];
  return rows.map(toDraft);
}

export async function findDraft(sql: SQL, id: string, partnerId: string): Promise<Draft | null> {
  const [row] = (await sql`SELECT id, subject_en, body_en, subject_ar, body_ar, updated_at FROM newsletter_drafts
    WHERE id = ${id} AND partner_id = ${partnerId}`) as DraftRow[];
  return row ? toDraft(row) : null;
}

type DraftInput = Pick<Draft, "en" | "ar">;

/** Adds a draft unless the partner has NEWSLETTER_LIMITS.drafts already: the draft, or null. */
export async function insertDraft(
  db: Db,
  partnerId: string,
  id: string,
  d: DraftInput,
  at: number,
): Promise<Draft | null> {
  const insert = (tx: SQL) => tx`INSERT INTO newsletter_drafts
      (id, partner_id, subject_en, body_en, subject_ar, body_ar, created_at, updated_at)
    SELECT ${id}, ${partnerId}, ${d.en.subject}, ${d.en.body}, ${d.ar.subject}, ${d.ar.body}, ${at}, ${at}
    WHERE (SELECT COUNT(*) FROM newsletter_drafts WHERE partner_id = ${partnerId}) < ${NEWSLETTER_LIMITS.drafts}
    RETURNING id`;
  const inserted: unknown[] =
    db.dialect === "postgres"
      ? await db.sql.begin(async (tx) => {
          await tx`SELECT id FROM partners WHERE id = ${partnerId} FOR UPDATE`;
          return insert(tx);
        })
      : await insert(db.sql);
  return inserted.length === 0 ? null : { id, en: d.en, ar: d.ar, updatedAt: at };
}

export async function updateDraft(
  sql: SQL,
  id: string,
  partnerId: string,
  d: DraftInput,
  at: number,
): Promise<Draft | null> {
  const [row] = (await sql`UPDATE newsletter_drafts SET subject_en = ${d.en.subject}, body_en = ${d.en.body},
      subject_ar = ${d.ar.subject}, body_ar = ${d.ar.body}, updated_at = ${at}
    WHERE id = ${id} AND partner_id = ${partnerId}
    RETURNING id, subject_en, body_en, subject_ar, body_ar, updated_at`) as DraftRow[];
  return row ? toDraft(row) : null;
}

export async function deleteDraft(sql: SQL, id: string, partnerId: string): Promise<boolean> {
  const deleted = await sql`DELETE FROM newsletter_drafts WHERE id = ${id} AND partner_id = ${partnerId} RETURNING id`;
  return deleted.length > 0;
}
