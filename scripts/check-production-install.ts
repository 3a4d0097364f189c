// Proves a production install starts: copies the repository's files (as git sees them, with
// uncommitted changes) into a temporary folder, runs `npm ci --omit=dev` there (no dev
// dependencies: what `npm start` needs must be in "dependencies", Bun included), then
// `npm start`, and waits for GET /healthz. Prints what it did and how long each step took;
// exits 1 on any failure. Usage: bun scripts/check-production-install.ts [--keep]
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const root = join(import.meta.dir, "..");
const keep = process.argv.includes("--keep");
const dir = mkdtempSync(join(tmpdir(), "rockets-prod-install-"));

function step(name: string, cmd: string[], env: Record<string, string> = {}): void {
  const started = performance.now();
  const proc = Bun.spawnSync(cmd, { cwd: dir, env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  const ms = Math.round(performance.now() - started);
  if (proc.exitCode !== 0) {
    console.error(`${name} failed (exit ${proc.exitCode}) after ${ms} ms:\n${proc.stdout}\n${proc.stderr}`);
    process.exit(1);
  }
  console.log(`${name}: ok in ${ms} ms`);
}

const files = Bun.spawnSync(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
  .stdout.toString()
  .split("\0")
  .filter(Boolean);
for (const file of files) {
  try {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  } catch {
    // a file deleted in the work tree but not yet in git
  }
}
console.log(`copied ${files.length} files to ${dir}`);
// The machine's npm cache serves the packages; no dev dependency may be needed below this line.
step("npm ci --omit=dev", ["npm", "ci", "--omit=dev", "--no-audit", "--no-fund"]);
const dev = Bun.spawnSync(["ls", "node_modules"], { cwd: dir }).stdout.toString().split("\n");
// (typescript is there: typesafe-i18n, a dependency, asks for it as a peer.)
for (const name of ["@biomejs", "@playwright", "fast-check", "happy-dom"]) {
  if (dev.includes(name)) {
    console.error(`${name} is installed: the install is not a production one`);
    process.exit(1);
  }
}

const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
const port = probe.port ?? 0;
probe.stop(true);
const started = performance.now();
const server = Bun.spawn(["npm", "start"], {
  cwd: dir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: join(dir, "data"),
    NODE_ENV: "production",
    MAIL_OUTBOX: "true",
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  },
  stdout: "pipe",
  stderr: "pipe",
});
let output = "";
const collect = async (stream: ReadableStream<Uint8Array>) => {
  for await (const chunk of stream) output += new TextDecoder().decode(chunk);
};
void collect(server.stdout);
void collect(server.stderr);
let healthy = false;
while (performance.now() - started < 120_000 && server.exitCode === null) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    if (res.ok && page.ok) {
      healthy = true;
      console.log(
        `npm start: /healthz ${res.status} ${await res.text()}, / ${page.status}, after ${Math.round(performance.now() - started)} ms`,
      );
      break;
    }
  } catch {
    // not listening yet
  }
  await Bun.sleep(250);
}
// npm start runs scripts/start.ts, which runs the server: end the whole group.
try {
  process.kill(-server.pid, "SIGTERM");
} catch {
  server.kill("SIGTERM");
}
server.kill("SIGTERM");
await server.exited;
if (!keep) rmSync(dir, { recursive: true, force: true });
if (!healthy) {
  console.error(`npm start did not answer /healthz:\n${output.slice(-4000)}`);
  process.exit(1);
}
console.log("a production install starts and answers /healthz");
