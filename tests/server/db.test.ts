// Migrations on a real SQLite file (and on PostgreSQL when TEST_DATABASE_URL is set):
// each applied once, recorded, a failing one rolled back whole.
import { afterEach, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openDb } from "../../src/server/db";
import { listMigrations, migrate } from "../../src/server/db/migrate";

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "rockets-db-"));
  dirs.push(dir);
  return dir;
}

async function sqlite(): Promise<Db> {
  const db = await openDb({ databaseUrl: null, dataDir: tempDir() });
  dbs.push(db);
  return db;
}

describe("sqlite", () => {
  test("opens in WAL mode with a busy timeout", async () => {
    const db = await sqlite();
    const [mode] = await db.sql`PRAGMA journal_mode`;
    expect(mode.journal_mode).toBe("wal");
    const [timeout] = await db.sql`PRAGMA busy_timeout`;
    expect(Object.values(timeout)[0]).toBe(5000);
  });

  test("the real migrations apply once", async () => {
    const db = await sqlite();
    const first = await migrate(db);
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.sql`SELECT version FROM schema_migrations ORDER BY version`;
    expect(rows.map((r: { version: number }) => Number(r.version))).toEqual(first);
  });

  test("a failing migration leaves nothing behind", async () => {
    const db = await sqlite();
    const dir = join(tempDir(), "migrations");
    mkdirSync(dir);
    writeFileSync(join(dir, "0001_ok.sql"), "CREATE TABLE a (x INTEGER);\n");
    writeFileSync(join(dir, "0002_bad.sql"), "CREATE TABLE b (x INTEGER);\nINSERT INTO nope VALUES (1);\n");
    await expect(migrate(db, dir)).rejects.toThrow();
    const tables = await db.sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('a', 'b')`;
    expect(tables.map((t: { name: string }) => t.name)).toEqual(["a"]);
    const versions = await db.sql`SELECT version FROM schema_migrations`;
    expect(versions.map((r: { version: number }) => Number(r.version))).toEqual([1]);
  });

  test("a dialect twin replaces the portable file", async () => {
    const db = await sqlite();
    const dir = join(tempDir(), "m");
    mkdirSync(dir);
    for (const f of ["0001_x.sql", "0001_x.sqlite.sql", "0001_x.postgres.sql", "0002_y.sql", "README.md"]) {
      writeFileSync(join(dir, f), "SELECT 1;\n");
    }
    expect(listMigrations(db, dir).map((m) => m.file.split("/").pop())).toEqual(["0001_x.sqlite.sql", "0002_y.sql"]);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)("postgres", () => {
  test("the real migrations apply on a fresh schema", async () => {
    const schema = `t_${crypto.randomUUID().replaceAll("-", "")}`;
    const admin = await openDb({ databaseUrl: pgUrl ?? null, dataDir: tempDir() });
    await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
    const url = new URL(pgUrl ?? "");
    url.searchParams.set("options", `-c search_path=${schema}`);
    const db = await openDb({ databaseUrl: url.toString(), dataDir: tempDir() });
    try {
      expect((await migrate(db)).length).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
      await admin.sql.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    }
  });
});
if (!pgUrl) console.log("postgres migration test skipped: TEST_DATABASE_URL is not set (.ci/run sets it)");
