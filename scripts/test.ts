// npm test: everything CI runs, in order, stopping at the first failure:
// i18n generation, type check, lint, bun test (unit, server, machines), build, e2e.
import { build, generateI18n } from "./build";
import { ensureChromium } from "./chromium";
import { runE2eShards } from "./e2e-shards";
import { type Job, runTogether } from "./together";

/** One step: its title, the time it took, and on failure the exit with its code. */
async function step(title: string, detail: string, work: () => number | Promise<number>): Promise<void> {
  console.log(`\n▶ ${title}${detail}`);
  const started = performance.now();
  const code = await work();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(code);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function run(title: string, cmd: string[], env: Record<string, string> = {}): Promise<void> {
  return step(title, `: ${cmd.join(" ")}`, () => {
    const proc = Bun.spawnSync(cmd, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...env } });
    return proc.exitCode ?? 1;
  });
}

const bin = (name: string) => `node_modules/.bin/${name}`;
const only = process.argv[2];

await generateI18n();
if (!only || only === "static") {
  await run("type check", [bin("tsc"), "--noEmit", "-p", "."]);
  await run("lint", [bin("biome"), "check", "."]);
}
if (!only || only === "unit") {
  // The SQLite and PostgreSQL suites run at once: each waits more than it computes (about 40 % of
  // a core), and every PostgreSQL test has a schema of its own and every Redis one a key prefix.
  // A test's budget is 20 s, not bun's 5 s: the suites share two cores, and a time a test must
  // keep is a benchmark's claim (bench/), never a unit test's.
  const bunTest = [process.execPath, "test", "--timeout", "20000"];
  const suites: Job[] = [
    { prefix: "[sqlite] ", cmd: [...bunTest, "tests/unit", "tests/server", "tests/machines"], env: {} },
  ];
  if (process.env.TEST_DATABASE_URL) {
    suites.push({ prefix: "[postgres] ", cmd: [...bunTest, "tests/server"], env: { TEST_DB: "postgres" } });
  } else {
    console.log("server tests on PostgreSQL skipped: TEST_DATABASE_URL is not set (.ci/run sets it)");
  }
  const title =
    suites.length > 1
      ? "unit, server and machine tests (SQLite), and server tests on PostgreSQL"
      : "unit, server and machine tests (SQLite)";
  await step(title, suites.length > 1 ? ", at once" : "", async () => ((await runTogether(suites)) ? 0 : 1));
}
if (!only || only === "e2e") {
  await build();
  await run("no development tooling in the bundle", [process.execPath, "scripts/check-bundle.ts"]);
  ensureChromium();
  const shards = Number(process.env.E2E_SHARDS ?? 2);
  if (!Number.isInteger(shards) || shards < 1) {
    console.error(`E2E_SHARDS must be a whole number from 1, got "${process.env.E2E_SHARDS}"`);
    process.exit(1);
  }
  await step("end-to-end tests (Chromium)", `, ${shards} shard(s) at once`, async () =>
    (await runE2eShards(shards)) ? 0 : 1,
  );
  // The screens on real-data shapes: the app on MARKET_PROVIDER=yahoo against the local Yahoo
  // stand-in, in both languages (about a minute; ports 4473 and 4563 unless E2E_REAL_PORT).
  await run(
    "end-to-end tests on the Yahoo stand-in (Chromium)",
    [bin("playwright"), "test", "-c", "tests/e2e/real-data/playwright.config.ts"],
    { E2E_PORT: process.env.E2E_REAL_PORT ?? "4473" },
  );
}
