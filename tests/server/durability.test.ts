// Acknowledged writes survive kill -9: a few rounds of tests/helpers/durability.ts on the
// database of this test run (SQLite, or PostgreSQL with TEST_DB=postgres). The benchmark job
// (bench/durability.ts) runs fifty and more and commits the results.
import { expect, test } from "bun:test";
import { durabilityRound } from "../helpers/durability";
import { TEST_DB } from "../helpers/server";

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 3);

test(`acknowledged writes survive SIGKILL (${ROUNDS} rounds on ${TEST_DB})`, async () => {
  const base = Date.now();
  for (let round = 0; round < ROUNDS; round++) {
    const seed = base + round;
    const result = await durabilityRound({
      seed,
      ...(TEST_DB === "postgres" ? { postgresUrl: process.env.TEST_DATABASE_URL! } : {}),
    });
    expect({ seed, problems: result.problems }).toEqual({ seed, problems: [] });
    expect(result.acknowledged).toBeGreaterThan(0);
    if (TEST_DB === "sqlite") expect(result.integrity).toBe("ok");
  }
}, 120_000);

test("the check notices a lost write", async () => {
  const result = await durabilityRound({
    seed: 1,
    writers: 2,
    ...(TEST_DB === "postgres" ? { postgresUrl: process.env.TEST_DATABASE_URL! } : {}),
    tamper: async (sql) => {
      const [row] = await sql`SELECT id FROM watchlists LIMIT 1`;
      await sql`DELETE FROM watchlists WHERE id = ${row.id}`;
    },
  });
  expect(result.ok).toBe(false);
  expect(result.problems.join("\n")).toContain("after restart");
}, 60_000);
