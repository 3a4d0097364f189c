// The end-to-end suite in E2E_SHARDS (default 2) Playwright runs at once, each a shard of the
// spec files (--shard=k/n) against a server of its own: its own port (E2E_PORT + 100 per shard),
// its own data folder and its own output folder, so no test sees another shard's accounts,
// watchlists or socket slots. The tests spend most of their time waiting on the page, the
// socket and the server rather than on a core, so two shards on two cores take about half the time
// of one run. Each line of a shard's output is prefixed with its number.

const bin = "node_modules/.bin/playwright";

/** Copies a stream to stdout line by line, each line prefixed. */
async function prefixed(stream: ReadableStream<Uint8Array>, prefix: string): Promise<void> {
  let rest = "";
  const decoder = new TextDecoder();
  for await (const bytes of stream) {
    const lines = (rest + decoder.decode(bytes, { stream: true })).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  }
  if (rest) process.stdout.write(`${prefix}${rest}\n`);
}

/** Runs the suite in `count` shards at once; resolves with whether all of them passed. */
export async function runE2eShards(count: number): Promise<boolean> {
  const basePort = Number(process.env.E2E_PORT ?? 4173);
  const started = performance.now();
  const shards = Array.from({ length: count }, async (_, i) => {
    const k = i + 1;
    const args = ["test", "-c", "tests/e2e/playwright.config.ts"];
    if (count > 1) args.push(`--shard=${k}/${count}`, "--output", `test-results/shard-${k}`);
    const proc = Bun.spawn([bin, ...args], {
      stdout: "pipe",
      stderr: "pipe",
      // A shard's server gets a data folder of its own (the config makes one when unset).
      env: { ...process.env, E2E_PORT: String(basePort + 100 * i), E2E_DATA_DIR: undefined },
    });
    const prefix = count > 1 ? `[e2e ${k}/${count}] ` : "";
    await Promise.all([prefixed(proc.stdout, prefix), prefixed(proc.stderr, prefix)]);
    const code = await proc.exited;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${prefix}${code === 0 ? "passed" : `failed (exit ${code})`} after ${seconds} s`);
    return code === 0;
  });
  return (await Promise.all(shards)).every(Boolean);
}
