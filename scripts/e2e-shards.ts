// The end-to-end suite in E2E_SHARDS (default 2) Playwright runs at once, each a shard of the
// spec files (--shard=k/n) against a server of its own: its own port (E2E_PORT + 100 per shard),
// its own data folder and its own output folder, so no test sees another shard's accounts,
// watchlists or socket slots. The tests spend most of their time waiting on the page, the
// socket and the server rather than on a core, so two shards on two cores take about half the time
// of one run. Each line of a shard's output is prefixed with its number.
import { runTogether } from "./together";

const bin = "node_modules/.bin/playwright";

/** Runs the suite in `count` shards at once; resolves with whether all of them passed. */
export function runE2eShards(count: number): Promise<boolean> {
  const basePort = Number(process.env.E2E_PORT ?? 4173);
  const shards = Array.from({ length: count }, (_, i) => {
    const k = i + 1;
    const args = ["test", "-c", "tests/e2e/playwright.config.ts"];
    if (count > 1) args.push(`--shard=${k}/${count}`, "--output", `test-results/shard-${k}`);
    return {
      prefix: count > 1 ? `[e2e ${k}/${count}] ` : "",
      cmd: [bin, ...args],
      // A shard's server gets a data folder of its own (the config makes one when unset).
      env: { E2E_PORT: String(basePort + 100 * i), E2E_DATA_DIR: undefined },
    };
  });
  return runTogether(shards);
}
