// Applies numbered SQL files (0001_name.sql …) once each, in order, recording them in
// schema_migrations. A file may have a dialect twin (0001_name.postgres.sql) that replaces it
// on that dialect. Each file runs in one transaction, so a failed migration leaves no trace.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "./index";

const MIGRATIONS_DIR = join(import.meta.dir, "migrations");

interface Migration {
  version: number;
  name: string;
  file: string;
}

export function listMigrations(db: Db, dir = MIGRATIONS_DIR): Migration[] {
  const byVersion = new Map<number, Migration>();
  for (const file of readdirSync(dir).sort()) {
    const m = /^(\d{4})_([a-z0-9_]+?)(?:\.(sqlite|postgres))?\.sql$/.exec(file);
    if (!m) continue;
    const [, num, name, dialect] = m;
    if (dialect && dialect !== db.dialect) continue;
    const version = Number(num);
    // A dialect-specific file wins over the portable one of the same version.
    if (!dialect && byVersion.has(version)) continue;
    byVersion.set(version, { version, name: name ?? "", file: join(dir, file) });
  }
  return [...byVersion.values()].sort((a, b) => a.version - b.version);
}

/** Splits a file into statements at semicolons that end a line. */
function statements(text: string): string[] {
  return text
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}

/** Any fixed number: the PostgreSQL advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_240_531;

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<number[]> {
  if (db.dialect !== "postgres") return migrateLocked(db, dir);
  // Several instances may start at once on one PostgreSQL: each waits for the lock, then sees
  // what the one before it applied. The lock belongs to one connection, so reserve one.
  const conn = await db.sql.reserve();
  try {
    await conn`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      return await migrateLocked({ ...db, sql: conn }, dir);
    } finally {
      await conn`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    conn.release();
  }
}

async function migrateLocked(db: Db, dir: string): Promise<number[]> {
  await db.sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`;
  const applied = new Set(
    (await db.sql`SELECT version FROM schema_migrations`).map((r: { version: number | string }) => Number(r.version)),
  );
  const done: number[] = [];
  for (const migration of listMigrations(db, dir)) {
    if (applied.has(migration.version)) continue;
    const text = readFileSync(migration.file, "utf8");
    await db.sql.begin(async (tx) => {
      for (const statement of statements(text)) await tx.unsafe(statement);
      await tx`INSERT INTO schema_migrations (version, name, applied_at)
        VALUES (${migration.version}, ${migration.name}, ${Date.now()})`;
    });
    done.push(migration.version);
  }
  return done;
}
