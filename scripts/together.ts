// Runs commands at once, each line of their output prefixed with its name, and reports each
// one's time: the SQLite and PostgreSQL suites (mostly waiting on sockets, timers and the
// databases: about 40 % of a core each) and the end-to-end shards share the machine this way.

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

export interface Job {
  /** Printed before each of its lines, e.g. "[e2e 1/2] ". */
  prefix: string;
  cmd: string[];
  env: Record<string, string | undefined>;
}

/** Runs the jobs at once; resolves with whether all of them passed. */
export async function runTogether(jobs: readonly Job[]): Promise<boolean> {
  const started = performance.now();
  const runs = jobs.map(async ({ prefix, cmd, env }) => {
    const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe", env: { ...process.env, ...env } });
    await Promise.all([prefixed(proc.stdout, prefix), prefixed(proc.stderr, prefix)]);
    const code = await proc.exited;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${prefix}${code === 0 ? "passed" : `failed (exit ${code})`} after ${seconds} s`);
    return code === 0;
  });
  return (await Promise.all(runs)).every(Boolean);
}
