// One durability round: the real server in a child process takes concurrent watchlist writes
// (create, rename, add and remove tickers) from several users, is killed with SIGKILL at a
// random moment, and restarted on the same data. Every write the server acknowledged must be
// there; of the one request each writer had in flight at the kill, either outcome is allowed.
// On SQLite the file must also pass PRAGMA integrity_check. Used by tests/server (a few
// rounds) and bench/durability.ts (many rounds, results committed).
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import type { Services } from "../../src/server/services";
import { testUser } from "./accounts";
import { type ChildServer, startServer } from "./child-server";

const SYMBOLS = ["AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "META", "TSLA", "JPM", "2222.SR"];
const SCANNERS = ["rocket", "liquidity", "growth", "dividend"];

interface ModelList {
  name: string;
  tickers: Set<string>;
}
type Model = Map<string, ModelList>;

type Op =
  | { kind: "create"; name: string }
  | { kind: "rename"; id: string; name: string }
  | { kind: "add"; id: string; symbol: string }
  | { kind: "remove"; id: string; symbol: string };

interface Writer {
  cookie: string;
  model: Model;
  inFlight: Op | null;
  acknowledged: number;
}

export interface RoundResult {
  ok: boolean;
  database: "sqlite" | "postgres";
  writers: number;
  acknowledged: number;
  /** Milliseconds between the first acknowledged writes and the kill. */
  killAfterMs: number;
  restartMs: number;
  integrity: string;
  problems: string[];
}

function clone(model: Model): Model {
  return new Map([...model].map(([id, l]) => [id, { name: l.name, tickers: new Set(l.tickers) }]));
}

function apply(model: Model, op: Op, id?: string): void {
  if (op.kind === "create" && id) model.set(id, { name: op.name, tickers: new Set() });
  if (op.kind === "rename") model.get(op.id)!.name = op.name;
  if (op.kind === "add") model.get(op.id)!.tickers.add(op.symbol);
  if (op.kind === "remove") model.get(op.id)!.tickers.delete(op.symbol);
}

function same(model: Model, actual: { _id: string; watchlistName: string; tickers: { tickerName: string }[] }[]) {
  if (actual.length !== model.size) return false;
  return actual.every((l) => {
    const m = model.get(l._id);
    if (!m || m.name !== l.watchlistName) return false;
    const names = l.tickers.map((t) => t.tickerName);
    return names.length === m.tickers.size && names.every((n) => m.tickers.has(n));
  });
}

function nextOp(w: Writer, serial: number, random: () => number): Op {
  const ids = [...w.model.keys()];
  const r = random();
  if (ids.length === 0 || (r < 0.25 && ids.length < 20)) return { kind: "create", name: `list ${serial}` };
  const id = ids[Math.floor(random() * ids.length)]!;
  const list = w.model.get(id)!;
  if (r < 0.35) return { kind: "rename", id, name: `renamed ${serial}` };
  const absent = SYMBOLS.filter((s) => !list.tickers.has(s));
  if (absent.length && (r < 0.8 || list.tickers.size === 0)) {
    return { kind: "add", id, symbol: absent[Math.floor(random() * absent.length)]! };
  }
  const present = [...list.tickers];
  if (present.length) return { kind: "remove", id, symbol: present[Math.floor(random() * present.length)]! };
  return { kind: "rename", id, name: `renamed ${serial}` };
}

async function send(server: ChildServer, w: Writer, op: Op): Promise<Response> {
  const headers = { cookie: w.cookie, origin: server.origin, "content-type": "application/json" };
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${server.origin}/api/v1${path}`, { method, headers, body: JSON.stringify(body) });
  switch (op.kind) {
    case "create":
      return call("POST", "/work/create-watchlist", { watchlistName: op.name });
    case "rename":
      return call("PUT", "/work/update-watchlist", { watchlistId: op.id, newWatchlistName: op.name });
    case "add":
      return call("POST", `/work/addticker-into-watchlist/${SCANNERS[op.symbol.length % 4]}`, {
        tickerName: op.symbol,
        watchlistId: op.id,
      });
    case "remove":
      return call("DELETE", "/work/deleteticker-from-watchlist", { tickerName: op.symbol, watchlistId: op.id });
  }
}

async function write(server: ChildServer, w: Writer, index: number, random: () => number, problems: string[]) {
  for (let serial = 0; ; serial++) {
    const op = nextOp(w, index * 100_000 + serial, random);
    w.inFlight = op;
    let res: Response;
    try {
      res = await send(server, w, op);
    } catch {
      return; // the server died with this request in flight
    }
    let body: { watchlist?: { _id: string } } = {};
    try {
      body = (await res.json()) as typeof body;
    } catch {
      return; // died while answering: not acknowledged
    }
    if (res.status !== 200) {
      problems.push(`writer ${index}: ${op.kind} answered ${res.status} ${JSON.stringify(body)}`);
      return;
    }
    apply(w.model, op, body.watchlist?._id);
    w.inFlight = null;
    w.acknowledged++;
  }
}

/** A small deterministic generator, so a failing round can be replayed from its seed. */
export function seeded(seed: number): () => number {
  let s = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  for (let i = 0; i < 8; i++) next();
  return next;
}

export async function durabilityRound(options: {
  seed: number;
  writers?: number;
  /** PostgreSQL URL (a schema of its own is made); SQLite in a temp folder when absent. */
  postgresUrl?: string;
  /** Runs on the database after the restart, before the check (tests of the check itself). */
  tamper?: (sql: import("bun").SQL) => Promise<void>;
}): Promise<RoundResult> {
  const random = seeded(options.seed);
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-durability-"));
  const schema = `d_${crypto.randomUUID().replaceAll("-", "")}`;
  let databaseUrl: string | undefined;
  if (options.postgresUrl) {
    const admin = await openDb({ databaseUrl: options.postgresUrl, dataDir });
    await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const url = new URL(options.postgresUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const problems: string[] = [];
  try {
    // Accounts and sessions are written directly, before the server starts.
    const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });
    const db = await openDb(config);
    await migrate(db);
    const services = { config, db, now: Date.now } as unknown as Services;
    const writers: Writer[] = [];
    for (let i = 0; i < (options.writers ?? 6); i++) {
      const account = await testUser(services);
      writers.push({ cookie: account.cookie, model: new Map(), inFlight: null, acknowledged: 0 });
    }
    await db.close();

    let server = await startServer({ dataDir, env });
    const killAfterMs = Math.round(random() * 1500);
    const running = writers.map((w, i) => write(server, w, i, random, problems));
    // The random moment counts from the first acknowledgements, so no round is empty on a busy machine.
    const acked = () => writers.reduce((n, w) => n + w.acknowledged, 0);
    for (let waited = 0; acked() < writers.length && waited < 10_000; waited += 10) await Bun.sleep(10);
    await Bun.sleep(killAfterMs);
    await server.kill();
    await Promise.all(running);

    if (options.tamper) {
      const tampered = await openDb(config);
      await options.tamper(tampered.sql);
      await tampered.close();
    }
    const restartStarted = performance.now();
    server = await startServer({ dataDir, env, port: server.port });
    const restartMs = Math.round(performance.now() - restartStarted);
    for (const [i, w] of writers.entries()) {
      const res = await fetch(`${server.origin}/api/v1/work/get-watchlists`, { headers: { cookie: w.cookie } });
      if (res.status !== 200) {
        problems.push(`writer ${i}: get-watchlists answered ${res.status} after restart`);
        continue;
      }
      const { watchlists } = (await res.json()) as { watchlists: Parameters<typeof same>[1] };
      if (same(w.model, watchlists)) continue;
      if (w.inFlight) {
        const withInFlight = clone(w.model);
        const op = w.inFlight;
        const created = op.kind === "create" ? watchlists.find((l) => !w.model.has(l._id)) : undefined;
        apply(withInFlight, op, created?._id);
        if (same(withInFlight, watchlists)) continue;
      }
      problems.push(
        `writer ${i}: after restart ${JSON.stringify(watchlists)} but acknowledged ${JSON.stringify(
          [...w.model].map(([id, l]) => [id, l.name, [...l.tickers]]),
        )} (in flight: ${JSON.stringify(w.inFlight)})`,
      );
    }
    await server.stop();

    let integrity = "n/a (PostgreSQL)";
    if (!databaseUrl) {
      const file = new Database(join(dataDir, "rockets.db"));
      integrity = (file.query("PRAGMA integrity_check").all() as { integrity_check: string }[])
        .map((r) => r.integrity_check)
        .join("; ");
      file.close();
      if (integrity !== "ok") problems.push(`integrity_check: ${integrity}`);
    }
    return {
      ok: problems.length === 0,
      database: databaseUrl ? "postgres" : "sqlite",
      writers: writers.length,
      acknowledged: writers.reduce((n, w) => n + w.acknowledged, 0),
      killAfterMs,
      restartMs,
      integrity,
      problems,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (options.postgresUrl) {
      const admin = await openDb({ databaseUrl: options.postgresUrl, dataDir: tmpdir() });
      await admin.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    }
  }
}
