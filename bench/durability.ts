// Durability benchmark: many rounds of "concurrent watchlist writes, SIGKILL at a random
// moment, restart, every acknowledged write present, integrity_check ok" (the same round as
// the test in tests/server/durability.test.ts). SQLite always; PostgreSQL too when
// TEST_DATABASE_URL is set. Results go to bench/results/durability.json.
//   bun bench/durability.ts [rounds=50]
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { durabilityRound, type RoundResult } from "../tests/helpers/durability";
import { machine } from "./machine";

const rounds = Number(process.argv[2] ?? 50);
const databases: { name: "sqlite" | "postgres"; url?: string }[] = [{ name: "sqlite" }];
if (process.env.TEST_DATABASE_URL) databases.push({ name: "postgres", url: process.env.TEST_DATABASE_URL });

const summary: Record<string, unknown> = { machine: machine(), rounds, databases: {} };
let failed = false;
for (const database of databases) {
  const results: (RoundResult & { seed: number })[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const seed = 1000 + round;
    const result = await durabilityRound({ seed, ...(database.url ? { postgresUrl: database.url } : {}) });
    results.push({ ...result, seed });
    process.stdout.write(result.ok ? "." : "F");
    if (!result.ok) console.error(`\nround ${round} (seed ${seed}): ${result.problems.join("\n")}`);
  }
  const ok = results.filter((r) => r.ok).length;
  failed ||= ok !== rounds;
  const acknowledged = results.map((r) => r.acknowledged);
  const restart = results.map((r) => r.restartMs).sort((a, b) => a - b);
  (summary.databases as Record<string, unknown>)[database.name] = {
    roundsPassed: ok,
    roundsFailed: rounds - ok,
    acknowledgedWrites: acknowledged.reduce((a, b) => a + b, 0),
    acknowledgedPerRound: { min: Math.min(...acknowledged), max: Math.max(...acknowledged) },
    killAfterMs: {
      min: Math.min(...results.map((r) => r.killAfterMs)),
      max: Math.max(...results.map((r) => r.killAfterMs)),
    },
    restartToHealthyMs: { median: restart[Math.floor(restart.length / 2)], max: restart[restart.length - 1] },
    integrity: [...new Set(results.map((r) => r.integrity))],
    seconds: Math.round((performance.now() - started) / 1000),
    failures: results.filter((r) => !r.ok).map((r) => ({ seed: r.seed, problems: r.problems })),
  };
  console.log(`\n${database.name}: ${ok}/${rounds} rounds passed`);
}
const file = join(import.meta.dir, "results", "durability.json");
writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`results in ${file}`);
process.exit(failed ? 1 : 0);
