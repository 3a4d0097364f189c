// Several instances starting at once on one PostgreSQL all migrate without error: an advisory
// lock lets one apply the migrations while the others wait, then find nothing left to do.
import { expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";

const PG = process.env.TEST_DATABASE_URL;
if (!PG) console.log("concurrent migration test skipped: TEST_DATABASE_URL is not set (.ci/run sets it)");

test.skipIf(!PG)("three instances migrating one PostgreSQL at once", async () => {
  const schema = `m_${crypto.randomUUID().replaceAll("-", "")}`;
  const admin = await openDb({ databaseUrl: PG!, dataDir: tmpdir() });
  await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
  const url = new URL(PG!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const dbs = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: url.toString(), dataDir: tmpdir() })));
  try {
    const results = await Promise.all(dbs.map((db) => migrate(db)));
    const applied = results.filter((r) => r.length > 0);
    expect(applied.length).toBe(1);
    const rows = await dbs[0]!.sql`SELECT version FROM schema_migrations ORDER BY version`;
    expect(rows.map((r: { version: number }) => Number(r.version))).toEqual(applied[0]!);
  } finally {
    for (const db of dbs) await db.close();
    await admin.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  }
});
