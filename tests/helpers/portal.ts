// The databases the portal's server tests run on: the SQLite file of testServer, and
// PostgreSQL in a fresh schema when TEST_DATABASE_URL is set.
import { openDb } from "../../src/server/db";
import { type TestServer, testServer } from "./server";

export interface TestDatabase {
  name: string;
  open(): Promise<TestServer>;
}

export function portalDatabases(): TestDatabase[] {
  const dbs: TestDatabase[] = [{ name: "sqlite", open: () => testServer() }];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.log("portal PostgreSQL tests skipped: TEST_DATABASE_URL is not set (.ci/run sets it)");
    return dbs;
  }
  dbs.push({
    name: "postgres",
    async open() {
      const schema = `t_${crypto.randomUUID().replaceAll("-", "")}`;
      const admin = await openDb({ databaseUrl: pgUrl, dataDir: "." });
      await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
      const url = new URL(pgUrl);
      url.searchParams.set("options", `-c search_path=${schema}`);
      const server = await testServer({ env: { DATABASE_URL: url.toString() } });
      const close = server.close;
      server.close = async () => {
        await close();
        await admin.sql.unsafe(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      };
      return server;
    },
  });
  return dbs;
}
