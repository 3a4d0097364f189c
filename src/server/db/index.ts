// The one database handle: Bun.SQL on SQLite by default (a file in DATA_DIR, WAL), or on
// PostgreSQL when DATABASE_URL says postgres://. Repositories write portable SQL against
// `db.sql`; the few dialect differences are asked of `db.dialect`.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { SQL } from "bun";

type Dialect = "sqlite" | "postgres";

export interface Db {
  sql: SQL;
  dialect: Dialect;
  close(): Promise<void>;
}

interface DbOptions {
  databaseUrl: string | null;
  dataDir: string;
}

export async function openDb({ databaseUrl, dataDir }: DbOptions): Promise<Db> {
  if (databaseUrl?.startsWith("postgres")) {
    const sql = new SQL(databaseUrl, { max: 20, idleTimeout: 30 });
    await sql`SELECT 1`;
    return { sql, dialect: "postgres", close: () => sql.close() };
  }
  const filename = databaseUrl?.startsWith("sqlite:")
    ? databaseUrl.replace(/^sqlite:(\/\/)?/, "")
    : join(dataDir, "rockets.db");
  if (filename !== ":memory:") mkdirSync(join(filename, ".."), { recursive: true });
  const sql = new SQL({ adapter: "sqlite", filename });
  // WAL lets readers run beside the writer; FULL sync makes an acknowledged commit survive
  // a crash of the process or the machine; busy_timeout waits for the writer lock.
  await sql`PRAGMA journal_mode = WAL`;
  await sql`PRAGMA synchronous = FULL`;
  await sql`PRAGMA busy_timeout = 5000`;
  await sql`PRAGMA foreign_keys = ON`;
  return { sql, dialect: "sqlite", close: () => sql.close() };
}
