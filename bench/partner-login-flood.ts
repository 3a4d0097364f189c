// A normal login's latency while partner logins flood in: 90 attempts in 20 s from four
// senders (unknown e-mails, sent at a steady rate without waiting for answers, as an attacker
// would), and every second one demo user login and one demo partner login timed. Before the
// flood, the same logins are timed on the idle server. Results go to
// bench/results/partner-login-flood.json (or the file given).
//   bun bench/partner-login-flood.ts [results-file]
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { machine } from "./machine";
import { startServer } from "./server";

const out = process.argv[2] ?? join("bench", "results", "partner-login-flood.json");
const FLOOD = { attempts: 90, seconds: 20, senders: 4 };
// DEMO creates the demo user and partner; the per-address auth limit is lifted because every
// request of this run comes from 127.0.0.1.
const server = await startServer({ DEMO: "true", AUTH_IP_LIMIT: "100000", LOG_LEVEL: "warn" }, 5231);

const post = (path: string, body: unknown) =>
  fetch(`${server.url}/api/v1${path}`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const userLogin = () => post("/auth/login", { email: "user@demo.rockets", password: "rockets-user-demo" });
const partnerLogin = () =>
  post("/partner/auth/login", {
    email: "partner@demo.rockets",
    partnerID: "PARTNER-001",
    securityKey1: "demo-key-one",
    securityKey2: "demo-key-two",
    password: "rockets-partner-demo",
  });

async function timed(login: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await login();
  await res.arrayBuffer();
  return { ms: Math.round(performance.now() - started), status: res.status };
}

const stats = (samples: { ms: number }[]) => {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] ?? 0 };
};

try {
  // Warm-up (the dummy hash is made on first use), then the idle baseline.
  await timed(userLogin);
  await timed(partnerLogin);
  await post("/partner/auth/login", {
    ...{ email: "warm@x.example", partnerID: "x" },
    securityKey1: "a",
    securityKey2: "b",
    password: "c",
  });
  const idle = { user: [] as { ms: number; status: number }[], partner: [] as { ms: number; status: number }[] };
  for (let k = 0; k < 5; k++) {
    idle.user.push(await timed(userLogin));
    idle.partner.push(await timed(partnerLogin));
  }

  const floodStatuses: Record<string, number> = {};
  const floodDone: Promise<void>[] = [];
  const interval = (FLOOD.seconds * 1000) / FLOOD.attempts;
  const started = performance.now();
  for (let i = 0; i < FLOOD.attempts; i++) {
    const at = started + i * interval;
    floodDone.push(
      (async () => {
        await Bun.sleep(Math.max(0, at - performance.now()));
        const sender = i % FLOOD.senders;
        const res = await post("/partner/auth/login", {
          email: `flood-${sender}-${i}@attacker.example`,
          partnerID: "PARTNER-001",
          securityKey1: "guess one",
          securityKey2: "guess two",
          password: "guessed password",
        });
        await res.arrayBuffer();
        floodStatuses[res.status] = (floodStatuses[res.status] ?? 0) + 1;
      })(),
    );
  }
  const underFlood = { user: [] as { ms: number; status: number }[], partner: [] as { ms: number; status: number }[] };
  while (performance.now() - started < FLOOD.seconds * 1000) {
    const tick = performance.now();
    const [u, p] = await Promise.all([timed(userLogin), timed(partnerLogin)]);
    underFlood.user.push(u);
    underFlood.partner.push(p);
    await Bun.sleep(Math.max(0, 1000 - (performance.now() - tick)));
  }
  await Promise.all(floodDone);
  const floodMs = Math.round(performance.now() - started);

  const summary = {
    machine: machine(),
    loadAverage: (await Bun.file("/proc/loadavg").text()).trim(),
    flood: { ...FLOOD, tookMs: floodMs, statuses: floodStatuses },
    idle: { user: stats(idle.user), partner: stats(idle.partner) },
    underFlood: {
      user: stats(underFlood.user),
      partner: stats(underFlood.partner),
      statuses: [...underFlood.user, ...underFlood.partner].reduce<Record<string, number>>((acc, s) => {
        acc[s.status] = (acc[s.status] ?? 0) + 1;
        return acc;
      }, {}),
    },
    serverCpuMs: server.cpuMs(),
  };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify(summary, null, 2));
} finally {
  await server.stop();
}
