// The password-hashing queue shared fairly per source (issue A5, docs/api.md "Logins under
// load"): per-address and per-account caps (429 at once), the next turn to the address that asked
// least, a full queue making room by refusing the busiest address's check, and no wait beyond
// the budget. Tasks are held open by hand (inOneTurn), so the order is exact.
import { expect, test } from "bun:test";
import { addressKey, type HashSource, PasswordHasher } from "../../src/server/auth/passwords";
import type { HttpError } from "../../src/server/http/errors";

/** A turn of the queue that records when it starts and ends when `finish` is called. */
function turn(hasher: PasswordHasher, source: HashSource, log: string[], name: string) {
  let finish = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const result = hasher
    .inOneTurn(async () => {
      log.push(name);
      await ended;
      return name;
    }, source)
    .then(
      (value) => ({ value }),
      (error: HttpError) => ({ status: error.status, code: error.code, retryAfter: error.headers["retry-after"] }),
    );
  return { finish, result };
}

const from = (address: string, account = `user:${address}@example.com`): HashSource => ({ address, account });
const tick = () => Bun.sleep(1);

test("beyond its share of 2, an address's or an account's checks wait behind everyone, or are refused 429 when the queue is full", async () => {
  const hasher = new PasswordHasher(1, 3);
  const log: string[] = [];
  const a1 = turn(hasher, from("203.0.113.1", "user:x@example.com"), log, "a1");
  const a2 = turn(hasher, from("203.0.113.1", "user:x@example.com"), log, "a2");
  // The address's third: beyond its share, but the queue has room.
  const a3 = turn(hasher, from("203.0.113.1", "user:z@example.com"), log, "a3");
  // Another address for the account with two checks in flight: beyond the account's share.
  const b = turn(hasher, from("198.51.100.9", "user:x@example.com"), log, "b");
  expect(hasher.load()).toEqual({ running: 1, waiting: 3 });
  // Within its shares, on a full queue: the last one beyond a share (a3, of the address that
  // asked most) gives its place up.
  const c = turn(hasher, from("198.51.100.10", "user:w@example.com"), log, "c");
  expect(await a3.result).toEqual({ status: 429, code: "rate_limited", retryAfter: "1" });
  // Beyond the account's share on a full queue, and nobody waiting behind it: refused at once.
  const d = turn(hasher, from("198.51.100.11", "user:x@example.com"), log, "d");
  expect(await d.result).toEqual({ status: 429, code: "rate_limited", retryAfter: "1" });
  expect(hasher.load()).toEqual({ running: 1, waiting: 3 });
  for (const t of [a1, a2, b, c]) t.finish();
  const results = await Promise.all([a1, a2, b, c].map((t) => t.result));
  expect(results.map((r) => "value" in r && r.value)).toEqual(["a1", "a2", "b", "c"]);
  // c (an address that asked once) before a2 (an address that asked three times), and b,
  // beyond the account's share, last.
  expect(log).toEqual(["a1", "c", "a2", "b"]);
  expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
});

test("with room in the queue, checks beyond a share are all checked, after the others", async () => {
  const hasher = new PasswordHasher(1, 64);
  const log: string[] = [];
  const burst = Array.from({ length: 6 }, (_, i) =>
    turn(hasher, from("203.0.113.2", "user:owner@example.com"), log, `burst${i}`),
  );
  const other = turn(hasher, from("198.51.100.3", "user:ann@example.com"), log, "other");
  for (const t of [...burst, other]) t.finish();
  const results = await Promise.all([...burst, other].map((t) => t.result));
  expect(results.every((r) => "value" in r)).toBe(true);
  expect(log).toEqual(["burst0", "other", "burst1", "burst2", "burst3", "burst4", "burst5"]);
});

test("the next turn goes to the address that asked least: an ordinary login passes a flooding address", async () => {
  const hasher = new PasswordHasher(1, 8);
  const log: string[] = [];
  const flood = "203.0.113.7";
  // Earlier attempts of the flooding address (refused or done) count as its demand.
  for (let i = 0; i < 5; i++) {
    const t = turn(hasher, from(flood, `user:bot${i}@example.com`), log, `warm${i}`);
    t.finish();
    await t.result;
  }
  expect(hasher.demandOf(flood)).toBeGreaterThan(4.9);
  const running = turn(hasher, from(flood, "user:bot-a@example.com"), log, "flood-a");
  const queued = turn(hasher, from(flood, "user:bot-b@example.com"), log, "flood-b");
  const other = turn(hasher, from("203.0.113.8", "user:bot-c@example.com"), log, "other-flood");
  const ordinary = turn(hasher, from("198.51.100.1", "user:ann@example.com"), log, "ordinary");
  expect(hasher.load()).toEqual({ running: 1, waiting: 3 });
  running.finish();
  await tick();
  // other-flood (demand 1, first come) and ordinary (demand 1) both go before flood-b (demand 8).
  other.finish();
  await tick();
  ordinary.finish();
  await tick();
  queued.finish();
  await Promise.all([running, queued, other, ordinary].map((t) => t.result));
  expect(log.slice(5)).toEqual(["flood-a", "other-flood", "ordinary", "flood-b"]);
});

test("a full queue refuses the busiest address's waiting check (503 busy) to let a quieter newcomer wait", async () => {
  const hasher = new PasswordHasher(1, 1);
  const log: string[] = [];
  const running = turn(hasher, from("203.0.113.1", "user:a@example.com"), log, "running");
  const busiest = turn(hasher, from("203.0.113.1", "user:b@example.com"), log, "busiest");
  const ordinary = turn(hasher, from("198.51.100.1"), log, "ordinary");
  expect(await busiest.result).toEqual({ status: 503, code: "busy", retryAfter: "1" });
  // As quiet as the one waiting: no room is made, the newcomer is refused.
  const peer = turn(hasher, from("198.51.100.2"), log, "peer");
  expect(await peer.result).toEqual({ status: 503, code: "busy", retryAfter: "1" });
  running.finish();
  await tick();
  ordinary.finish();
  expect((await ordinary.result) as unknown).toEqual({ value: "ordinary" });
  expect(log).toEqual(["running", "ordinary"]);
});

test("no check waits longer than the budget unless it is next in line: it is refused 503 busy", async () => {
  let now = 0;
  const hasher = new PasswordHasher(1, 8, { maxWaitMs: 1_000, now: () => now });
  const log: string[] = [];
  // An address that asked before, so a later newcomer goes first.
  const earlier = turn(hasher, from("203.0.113.2", "user:a@example.com"), log, "earlier");
  earlier.finish();
  await earlier.result;
  const running = turn(hasher, from("203.0.113.1"), log, "running");
  const late = turn(hasher, from("203.0.113.2", "user:b@example.com"), log, "late");
  now = 900;
  const onTime = turn(hasher, from("203.0.113.3"), log, "on time");
  now = 1_000;
  running.finish();
  expect(await late.result).toEqual({ status: 503, code: "busy", retryAfter: "1" });
  await tick();
  // Next in line runs however long it waited.
  now = 5_000;
  const last = turn(hasher, from("203.0.113.4"), log, "last");
  now = 7_000;
  onTime.finish();
  await tick();
  last.finish();
  expect((await onTime.result) as unknown).toEqual({ value: "on time" });
  expect((await last.result) as unknown).toEqual({ value: "last" });
  expect(log).toEqual(["earlier", "running", "on time", "last"]);
});

test("an IPv6 /64 is one source, and an IPv4-mapped address is its IPv4 address", () => {
  expect(addressKey("2001:db8:1:2::1")).toBe(addressKey("2001:db8:1:2:ffff:ffff:ffff:9"));
  expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
  expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
  expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
});

test("real argon2id checks through the queue still answer true and false", async () => {
  const hasher = new PasswordHasher(1, 8);
  const hash = await Bun.password.hash("secret", { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });
  expect(await hasher.verify("secret", hash, from("198.51.100.1"))).toBe(true);
  expect(await hasher.verify("wrong", hash, from("198.51.100.1"))).toBe(false);
});
