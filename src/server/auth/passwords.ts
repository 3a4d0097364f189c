// Passwords: argon2id with Bun.password's defaults (64 MiB, t=2); 8 to 128 characters, no
// composition rules (NIST SP 800-63B), and the most common passwords refused.
import { addressToBigInt } from "../http/client-ip";
import { HttpError } from "../http/errors";
import { COMMON_PASSWORDS } from "./common-passwords";

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** Throws the reason a new password is refused, if any. Length counts characters, not bytes. */
export function checkPasswordPolicy(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    throw new HttpError(400, "password_too_short", { params: { min: PASSWORD_MIN }, fields: ["password"] });
  if (length > PASSWORD_MAX)
    throw new HttpError(400, "password_too_long", { params: { max: PASSWORD_MAX }, fields: ["password"] });
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    throw new HttpError(400, "password_common", { fields: ["password"] });
}

/** argon2id's cost for new hashes: Bun's defaults unless a test lowers it (a check reads the cost
 * from the stored hash, so hashes of either cost verify). */
let hashCost: { memoryCost?: number; timeCost?: number } = {};

/** Tests only (the bun test preload): hashes of 1 MiB and one pass instead of 64 MiB and two, so
 * the suite does not spend minutes hashing; tests of the hashing queue's timing restore the
 * defaults with `setPasswordHashCost({})`. Nothing outside tests calls it. */
export function setPasswordHashCost(cost: { memoryCost?: number; timeCost?: number }): void {
  hashCost = cost;
  dummy = null;
}

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id", ...hashCost });
}

/**
 * Where a password check comes from: the client's address and the account it is for. The
 * hashing queue is shared fairly between sources (see PasswordHasher).
 */
export interface HashSource {
  /** The client address (src/server/http/client-ip.ts); IPv6 counts per /64, as one client. */
  address: string;
  /** The account, with its kind: `user:ann@example.com`, `partner:desk@example.com`. */
  account: string;
}

interface HasherOptions {
  /** The share of one address, and of one account: checks running and waiting at once that
   * wait in the normal order (default 2); more wait behind everyone else, if at all. */
  perSource?: number;
  /** A check that waited this long is refused (503 busy), so that a login is answered within
   * its budget of 2 s: the wait, then its own check and a few queries (default 1,500 ms). */
  maxWaitMs?: number;
  /** Half-life of an address's recent demand (default 60 s, the window of the per-address limit). */
  demandHalfLifeMs?: number;
  /** A monotonic clock in milliseconds (tests). */
  now?: () => number;
}

interface Waiting {
  address: string;
  /** Its address or account already had its share running and waiting when it came. */
  excess: boolean;
  since: number;
  start: () => void;
  refuse: (error: HttpError) => void;
}

/** The queue key of an address: IPv4 (also IPv4-mapped IPv6) whole, IPv6 per /64 (one customer's
 * network hands out a whole /64, so its addresses are one client). */
export function addressKey(address: string): string {
  const n = addressToBigInt(address);
  if (n === null) return address;
  if (n >> 32n === 0xffffn) return [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 0xffn)).join(".");
  return `${(n >> 64n).toString(16)}/64`;
}

const busy = () => new HttpError(503, "busy", { headers: { "retry-after": "1" } });
const tooMany = () => new HttpError(429, "rate_limited", { params: { seconds: 1 }, retryAfter: 1 });

// A real argon2id hash of a random string, one per process: checking an unknown account against
// it costs the same time as a real check, so timing does not tell whether an e-mail is registered.
let dummy: Promise<string> | null = null;
const dummyHash = () => {
  dummy ??= hashPassword(crypto.randomUUID());
  return dummy;
};

/** Addresses whose demand has faded below this are forgotten. */
const FORGET_BELOW = 0.05;
/** At most this many addresses remembered (the oldest are forgotten first). */
const MAX_REMEMBERED = 100_000;

/**
 * Password hashing and checking for requests, at most `concurrency` at a time on this instance,
 * with at most `maxWaiting` more waiting their turn. argon2id costs 64 MiB and 100 ms or more of
 * a core each (bench/results/login-fairness.json), so the queue is the scarce resource of every
 * login, and it is shared fairly between sources (docs/api.md, "Logins under load"):
 *
 * - Each address (an IPv6 /64 as one) and each account has a share of `perSource` checks
 *   running and waiting. Checks beyond its share wait only while the queue has room, after
 *   every check within a share, and are the first to give their place up; when the queue is
 *   full they are refused at once, 429 `rate_limited` with Retry-After: 1.
 * - Within a share, the next check to run is the one whose address asked least recently (a
 *   count of its attempts that halves every minute; ties in arrival order). An ordinary login,
 *   one attempt, goes before addresses that send attempts as fast as their limits allow:
 *   20 attacking addresses get the turns nobody else wants, not the whole queue.
 * - When the queue is full, a newcomer takes the place of the last waiting check in that order
 *   if it comes before it (the one displaced is refused); otherwise the newcomer is refused,
 *   503 `busy` with Retry-After: 1.
 * - A check that has waited `maxWaitMs` is refused 503 `busy` with Retry-After: 1, unless it is
 *   next in line.
 *
 * Checks without a source (older callers) share one address and have no share limit.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  /** Running and waiting checks per address (`a:`) and account (`c:`) key. */
  private readonly inFlight = new Map<string, number>();
  /** Recent demand per address: its decayed attempt count and when that was computed. Kept in
   * order of last use (re-inserted on every attempt), so the faded ones are at the front. */
  private readonly demand = new Map<string, { value: number; at: number }>();
  private readonly perSource: number;
  private readonly maxWaitMs: number;
  private readonly halfLifeMs: number;
  private readonly now: () => number;

  constructor(
    readonly concurrency = 2,
    readonly maxWaiting = 8,
    options: HasherOptions = {},
  ) {
    this.perSource = options.perSource ?? 2;
    this.maxWaitMs = options.maxWaitMs ?? 1_500;
    this.halfLifeMs = options.demandHalfLifeMs ?? 60_000;
    this.now = options.now ?? (() => performance.now());
    // Made now, outside the queue: the first unknown e-mail does not pay for two hashes in its turn.
    dummyHash();
  }

  /** Hashes a new password (registration). */
  hash(password: string, source?: HashSource): Promise<string> {
    return this.run(() => hashPassword(password), source);
  }

  /** Checks a password against a stored hash; null (no account) checks against a dummy hash. */
  verify(password: string, hash: string | null, source?: HashSource): Promise<boolean> {
    return this.run(() => this.check(password, hash), source);
  }

  /** Several checks of one login in one turn of the queue: a partner's password and keys wait
   * for a slot once, not once each behind whatever else is queued. */
  inOneTurn<T>(
    task: (verify: (password: string, hash: string | null) => Promise<boolean>) => Promise<T>,
    source?: HashSource,
  ): Promise<T> {
    return this.run(() => task((password, hash) => this.check(password, hash)), source);
  }

  /** argon2id checks done so far (tests count them). */
  get checks(): number {
    return this.checked;
  }

  private checked = 0;

  private async check(password: string, hash: string | null): Promise<boolean> {
    this.checked++;
    if (!hash?.startsWith("$argon2")) {
      await Bun.password.verify(password, await dummyHash()).catch(() => false);
      return false;
    }
    try {
      return await Bun.password.verify(password, hash);
    } catch {
      return false;
    }
  }

  /** How many hashes run and wait now (tests, metrics). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** An address's recent demand now (tests). */
  demandOf(address: string): number {
    return this.decayed(`a:${addressKey(address)}`, this.now());
  }

  private decayed(address: string, now: number): number {
    const entry = this.demand.get(address);
    if (!entry) return 0;
    return entry.value * 2 ** (-(now - entry.at) / this.halfLifeMs);
  }

  /** Counts one attempt of the address and returns its demand, this attempt included. */
  private ask(address: string, now: number): number {
    const value = this.decayed(address, now) + 1;
    this.demand.delete(address);
    this.demand.set(address, { value, at: now });
    for (const [key, entry] of this.demand) {
      const faded = entry.value * 2 ** (-(now - entry.at) / this.halfLifeMs) < FORGET_BELOW;
      if (!faded && this.demand.size <= MAX_REMEMBERED) break;
      this.demand.delete(key);
    }
    return value;
  }

  private count(key: string, delta: number): void {
    const n = (this.inFlight.get(key) ?? 0) + delta;
    if (n > 0) this.inFlight.set(key, n);
    else this.inFlight.delete(key);
  }

  /** Refuses every check that has waited too long, but the one next in line: when its turn
   * comes it runs however late (refusing it would free nothing for anybody). */
  private expire(now: number): void {
    const head = this.waiting[this.best(now)];
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const w = this.waiting[i]!;
      if (w !== head && now - w.since >= this.maxWaitMs) {
        this.waiting.splice(i, 1);
        w.refuse(busy());
      }
    }
  }

  /** Where a waiting check stands: within a share before beyond it, then the address that asked
   * least; a lower rank goes first. */
  private rank(excess: boolean, demand: number): number {
    return (excess ? 1e12 : 0) + demand;
  }

  /** The index of the waiting check to run next: the lowest rank, then first come (-1: none). */
  private best(now: number): number {
    let best = -1;
    let bestRank = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.waiting.length; i++) {
      const w = this.waiting[i]!;
      const r = this.rank(w.excess, this.decayed(w.address, now));
      if (r < bestRank) {
        best = i;
        bestRank = r;
      }
    }
    return best;
  }

  private next(now: number): Waiting | undefined {
    this.expire(now);
    const best = this.best(now);
    return best < 0 ? undefined : this.waiting.splice(best, 1)[0];
  }

  private async run<T>(task: () => Promise<T>, source?: HashSource): Promise<T> {
    const now = this.now();
    const address = source ? `a:${addressKey(source.address)}` : "a:-";
    const account = source ? `c:${source.account}` : null;
    const demand = this.ask(address, now);
    const excess =
      account !== null &&
      ((this.inFlight.get(address) ?? 0) >= this.perSource || (this.inFlight.get(account) ?? 0) >= this.perSource);
    this.expire(now);
    this.count(address, 1);
    if (account) this.count(account, 1);
    const done = () => {
      this.count(address, -1);
      if (account) this.count(account, -1);
    };
    if (this.running < this.concurrency) this.running++;
    else {
      try {
        if (this.waiting.length >= this.maxWaiting) this.makeRoom(this.rank(excess, demand), excess, now);
        // The finishing task hands its slot over, so `running` stays counted for us.
        await new Promise<void>((start, refuse) => {
          this.waiting.push({ address, excess, since: now, start, refuse });
        });
      } catch (error) {
        done();
        throw error;
      }
    }
    try {
      return await task();
    } finally {
      done();
      const next = this.next(this.now());
      if (next) next.start();
      else this.running--;
    }
  }

  /** A full queue: the last waiting check in rank order (of equals, the newest) gives its place
   * up to a newcomer of a lower rank; else the newcomer is refused. */
  private makeRoom(rank: number, excess: boolean, now: number): void {
    let victim = -1;
    let worst = rank;
    for (let i = 0; i < this.waiting.length; i++) {
      const w = this.waiting[i]!;
      const r = this.rank(w.excess, this.decayed(w.address, now));
      if (r > rank && r >= worst) {
        victim = i;
        worst = r;
      }
    }
    if (victim < 0) throw excess ? tooMany() : busy();
    const [out] = this.waiting.splice(victim, 1);
    out!.refuse(out!.excess ? tooMany() : busy());
  }
}
