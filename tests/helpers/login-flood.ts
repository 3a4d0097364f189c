// Ordinary logins while attacking addresses flood the password-hashing queue (issue A5), against
// a real server behind TRUSTED_PROXIES: each attacking address sends a login for a new unknown
// e-mail (each costs a full argon2id check against the dummy hash, and never locks an account)
// at the rate its per-address auth limit allows (100 a minute: one every 600 ms), without waiting
// for answers; after a warm-up, ordinary users log in with their right passwords, each from an
// address of its own. Used by bench/login-fairness.ts; tests/server/login-fairness.test.ts runs the
// same scenario on the queue alone, on a fake clock.
import type { Db } from "../../src/server/db";

export interface OrdinaryUser {
  email: string;
  password: string;
}

export interface FloodOptions {
  /** The server, e.g. http://127.0.0.1:5300 (also sent as Origin). */
  origin: string;
  users: OrdinaryUser[];
  /** Attacking addresses (203.0.113.1 …). */
  attackers?: number;
  /** Milliseconds between two attempts of one attacking address (600: 100 a minute). */
  attackEveryMs?: number;
  /** Attack alone for this long before the first ordinary login. */
  warmUpMs?: number;
  /** Milliseconds between two ordinary logins (each from its own address, 198.51.100.1 …). */
  ordinaryEveryMs?: number;
}

export interface Sample {
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string | null;
}

export interface FloodResult {
  ordinary: Sample[];
  /** Answers to the attackers by status. */
  attack: Record<string, number>;
  attackSent: number;
  tookMs: number;
}

/** Verified users sharing one real argon2id hash (Bun.password's defaults, as the server makes). */
export async function seedUsers(db: Db, count: number, now = Date.now()): Promise<OrdinaryUser[]> {
  const password = "an ordinary long password";
  const hash = await Bun.password.hash(password, { algorithm: "argon2id" });
  const users: OrdinaryUser[] = [];
  for (let i = 0; i < count; i++) {
    const email = `ordinary-${i}@example.com`;
    await db.sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at)
      VALUES (${crypto.randomUUID()}, ${email}, 'Ordinary', 'User', ${hash}, 'user', 1, ${now})`;
    users.push({ email, password });
  }
  return users;
}

async function login(origin: string, address: string, body: OrdinaryUser): Promise<Sample> {
  const started = performance.now();
  try {
    const res = await fetch(`${origin}/api/v1/auth/login`, {
      method: "POST",
      headers: { origin, "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = Math.round(performance.now() - started);
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {}
    return { status: res.status, ms, ...(code ? { code } : {}), retryAfter: res.headers.get("retry-after") };
  } catch {
    return { status: 0, ms: Math.round(performance.now() - started) };
  }
}

export async function loginFlood(options: FloodOptions): Promise<FloodResult> {
  const { origin, users } = options;
  const attackers = options.attackers ?? 20;
  const attackEveryMs = options.attackEveryMs ?? 600;
  const warmUpMs = options.warmUpMs ?? 2_500;
  const ordinaryEveryMs = options.ordinaryEveryMs ?? 400;
  const started = performance.now();
  let attacking = true;
  let attackSent = 0;
  const attack: Record<string, number> = {};
  const attackAnswers: Promise<void>[] = [];
  const attackLoops = Array.from({ length: attackers }, async (_, a) => {
    const address = `203.0.113.${a + 1}`;
    // The addresses start spread over one interval, as independent senders would.
    await Bun.sleep((a * attackEveryMs) / attackers);
    for (let k = 0; attacking; k++) {
      const next = started + (a * attackEveryMs) / attackers + (k + 1) * attackEveryMs;
      attackSent++;
      attackAnswers.push(
        login(origin, address, { email: `bot-${a}-${k}@attacker.example`, password: "a guessed password" }).then(
          (r) => {
            attack[r.status] = (attack[r.status] ?? 0) + 1;
          },
        ),
      );
      await Bun.sleep(Math.max(0, next - performance.now()));
    }
  });
  await Bun.sleep(warmUpMs);
  const ordinary = await Promise.all(
    users.map(async (user, i) => {
      await Bun.sleep(i * ordinaryEveryMs);
      return login(origin, `198.51.100.${i + 1}`, user);
    }),
  );
  attacking = false;
  await Promise.all(attackLoops);
  await Promise.all(attackAnswers);
  return { ordinary, attack, attackSent, tookMs: Math.round(performance.now() - started) };
}

/** Ordinary logins that succeeded within the budget, and the latency percentiles of all of them. */
export function summarise(samples: Sample[], budgetMs = 2_000) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const ok = samples.filter((s) => s.status === 200 && s.ms <= budgetMs).length;
  return {
    n: samples.length,
    okWithinBudget: ok,
    successRate: samples.length ? ok / samples.length : 0,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    statuses,
  };
}
