// The help_articles table: the Help Center's articles, both language versions in one row.
// Conventions of stores: auth/users-store.ts. Articles belong to the site, not to a user, so the
// account registry does not list them.
import type { SQL } from "bun";
import { HELP_CATEGORIES, type HelpArticleAdmin, type HelpCategory } from "../../shared/help";
import type { Db } from "../db";

interface RawRow {
  id: string;
  category: string;
  published: number | string | boolean;
  position: number | string;
  title_en: string;
  body_en: string;
  title_ar: string;
  body_ar: string;
  created_at: number | string;
  updated_at: number | string;
}

const fromRaw = (r: RawRow): HelpArticleAdmin => ({
  id: r.id,
  category: r.category as HelpCategory,
  published: Number(r.published) === 1 || r.published === true,
  position: Number(r.position),
  titleEn: r.title_en,
  bodyEn: r.body_en,
  titleAr: r.title_ar,
  bodyAr: r.body_ar,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

/** Serialises writes that count or reorder the articles: on PostgreSQL a table lock for the
 * transaction; on SQLite the transaction's write lock, taken by a first write. */
export async function lockArticles(db: Db, tx: SQL): Promise<void> {
  if (db.dialect === "postgres") await tx`LOCK TABLE help_articles IN SHARE ROW EXCLUSIVE MODE`;
  else await tx`UPDATE help_articles SET position = position WHERE id = ''`;
}

const categoryRank = (c: string) => {
  const i = (HELP_CATEGORIES as readonly string[]).indexOf(c);
  return i < 0 ? HELP_CATEGORIES.length : i;
};

/** Every article in its order: by category (HELP_CATEGORIES' order), then by position within it
 * (published only when asked). At most a few hundred rows: sorted here. */
export async function listArticles(sql: SQL, publishedOnly: boolean): Promise<HelpArticleAdmin[]> {
  const rows = (
    publishedOnly ? await sql`SELECT * FROM help_articles WHERE published = 1` : await sql`SELECT * FROM help_articles`
  ) as RawRow[];
  return rows
    .map(fromRaw)
    .sort(
      (a, b) =>
        categoryRank(a.category) - categoryRank(b.category) || a.position - b.position || (a.id < b.id ? -1 : 1),
    );
}

export async function findArticle(sql: SQL, id: string): Promise<HelpArticleAdmin | null> {
  const [row] = (await sql`SELECT * FROM help_articles WHERE id = ${id}`) as RawRow[];
  return row ? fromRaw(row) : null;
}

/** How many articles there are, and the last position. */
export async function articleCount(sql: SQL): Promise<{ count: number; lastPosition: number }> {
  const [row] = (await sql`SELECT COUNT(*) AS n, MAX(position) AS last FROM help_articles`) as {
    n: number | string;
    last: number | string | null;
  }[];
  return { count: Number(row?.n ?? 0), lastPosition: Number(row?.last ?? 0) };
}

export async function insertArticle(sql: SQL, a: HelpArticleAdmin): Promise<void> {
  await sql`INSERT INTO help_articles (id, category, published, position, title_en, body_en, title_ar,
    body_ar, created_at, updated_at) VALUES (${a.id}, ${a.category}, ${a.published ? 1 : 0}, ${a.position},
    ${a.titleEn}, ${a.bodyEn}, ${a.titleAr}, ${a.bodyAr}, ${a.createdAt}, ${a.updatedAt})`;
}

/** Replaces an article's texts, category and flag; false when there is none such. */
export async function updateArticle(sql: SQL, a: Omit<HelpArticleAdmin, "position" | "createdAt">): Promise<boolean> {
  const rows = await sql`UPDATE help_articles SET category = ${a.category}, published = ${a.published ? 1 : 0},
    title_en = ${a.titleEn}, body_en = ${a.bodyEn}, title_ar = ${a.titleAr}, body_ar = ${a.bodyAr},
    updated_at = ${a.updatedAt} WHERE id = ${a.id} RETURNING id`;
  return rows.length > 0;
}

export async function setPosition(sql: SQL, id: string, position: number): Promise<void> {
  await sql`UPDATE help_articles SET position = ${position} WHERE id = ${id}`;
}

/** Deletes an article; false when there was none such. */
export async function deleteArticle(sql: SQL, id: string): Promise<boolean> {
  return (await sql`DELETE FROM help_articles WHERE id = ${id} RETURNING id`).length > 0;
}
