// What the per-database benchmarks (portfolio, zakat-wealth) share: percentiles of their samples
// and their results file, one entry per database (SQLite, PostgreSQL) kept beside the other.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 10) / 10;
}

export const stats = (xs: number[]) => ({
  n: xs.length,
  p50: percentile(xs, 50),
  p99: percentile(xs, 99),
  max: percentile(xs, 100),
});

/** Prints the result and, unless BENCH_WRITE=0, keeps it as `database`'s entry of
 * bench/results/<name>.json. */
export async function writeResult(name: string, database: string, result: unknown): Promise<void> {
  console.log(JSON.stringify(result, null, 2));
  if (process.env.BENCH_WRITE === "0") return;
  const dir = join(import.meta.dir, "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(await Bun.file(file).text());
  } catch {}
  all[database] = result;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}
