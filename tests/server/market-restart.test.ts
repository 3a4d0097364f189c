// The same market after a restart: the simulated market is a function of (MARKET_SEED, symbol,
// time). Real server processes started at different moments, one of them killed with -9 and
// started again on its data, another on a fresh DATA_DIR beside it, show each ticker's quote as
// the model gives it for the tick's time, and the same daily bars.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { roundPrice } from "../../src/server/market/state";
import { SimProvider } from "../../src/server/providers/sim-provider";
import { type ChildServer, startServer } from "../helpers/child-server";

const dirs: string[] = [];
const servers: ChildServer[] = [];
const ENV = { DEMO: "true", MARKET_CLOCK: "real", MARKET_SEED: "42", MARKET_TICK_MS: "1000" };
const SYMBOLS = ["NVDA", "AAPL", "JPM", "2222.SR", "1120.SR"];

afterAll(async () => {
  for (const s of servers) if (s.proc.exitCode === null && s.proc.signalCode === null) await s.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), "rockets-market-restart-"));
  dirs.push(d);
  return d;
}

async function start(dir: string): Promise<ChildServer> {
  const server = await startServer({ dataDir: dir, env: ENV, timeoutMs: 60_000 });
  servers.push(server);
  return server;
}

async function signIn(server: ChildServer): Promise<string> {
  const res = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify({ email: "user@demo.rockets", password: "rockets-user-demo" }),
  });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

interface Snapshot {
  symbol: string;
  price: number;
  previousClose: number;
  volume: number;
  dayLow: number;
  dayHigh: number;
  dayOpen: number;
  ts: number;
  session: string;
}

async function read(server: ChildServer): Promise<{ quotes: Snapshot[]; bars: string[] }> {
  const cookie = await signIn(server);
  const get = async (path: string) => {
    const res = await fetch(`${server.origin}/api/v1/work/ticker/${path}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const quotes: Snapshot[] = [];
  const bars: string[] = [];
  for (const symbol of SYMBOLS) {
    quotes.push(JSON.parse(await get(symbol)) as Snapshot);
    bars.push(await get(`${symbol}/history?range=1Y`));
  }
  return { quotes, bars };
}

/** What the model says at the quote's tick, computed in this process. */
function expected(q: Snapshot) {
  const p = new SimProvider({ seed: 42, universeSize: 0, tickMs: 1000, now: () => q.ts, clock: "real" });
  const s = p.state;
  const i = s.index.get(q.symbol)!;
  return {
    price: roundPrice(s.price[i]!),
    previousClose: roundPrice(s.prevClose[i]!),
    volume: Math.round(s.volume[i]!),
    dayLow: roundPrice(s.low[i]!),
    dayHigh: roundPrice(s.high[i]!),
    dayOpen: roundPrice(s.open[i]!),
  };
}

function figures(q: Snapshot) {
  return {
    price: q.price,
    previousClose: q.previousClose,
    volume: q.volume,
    dayLow: q.dayLow,
    dayHigh: q.dayHigh,
    dayOpen: q.dayOpen,
  };
}

test("quotes and bars are the same in processes started at different times, after kill -9 and on a fresh DATA_DIR", async () => {
  const dirA = dataDir();
  const a = await start(dirA);
  const first = await read(a);
  // A second instance on a fresh DATA_DIR, started later, beside the first.
  await Bun.sleep(1500);
  const b = await start(dataDir());
  const second = await read(b);
  // The first one is killed without any clean-up and started again on its own data.
  await a.kill();
  await Bun.sleep(1500);
  const c = await start(dirA);
  const third = await read(c);

  for (const run of [first, second, third]) {
    for (const q of run.quotes)
      expect({ symbol: q.symbol, ...figures(q) }).toEqual({ symbol: q.symbol, ...expected(q) });
  }
  // The same session's bars, whatever process answers (unless a session began in between).
  if (first.quotes.every((q, k) => q.session === third.quotes[k]!.session)) {
    expect(second.bars).toEqual(first.bars);
    expect(third.bars).toEqual(first.bars);
  }
  // And the bars meet the quote: once the session shown has closed, its bar is the last one and
  // closes at the quote's price, the bar before at the previous close; while it runs, the last
  // bar is the session before, closing at the previous close.
  for (const [k, q] of third.quotes.entries()) {
    const bars = JSON.parse(third.bars[k]!).bars as { c: number; t: string }[];
    const before = bars.at(-1)!.t === q.session ? bars.at(-2)! : bars.at(-1)!;
    if (bars.at(-1)!.t === q.session) expect(bars.at(-1)!.c).toBe(q.price);
    expect(before.c).toBe(q.previousClose);
    expect(before.t < q.session).toBe(true);
  }
}, 180_000);
