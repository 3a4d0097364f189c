// Passwords: argon2id with Bun.password's defaults (64 MiB, t=2); 8 to 128 characters, no
// composition rules (NIST SP 800-63B), and the most common passwords refused.
import { HttpError } from "../http/errors";
import { COMMON_PASSWORDS } from "./common-passwords";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Throws the reason a new password is refused, if any. Length counts characters, not bytes. */
export function checkPasswordPolicy(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN)
    throw new HttpError(400, "password_too_short", { min: PASSWORD_MIN }, { fields: ["password"] });
  if (length > PASSWORD_MAX)
    throw new HttpError(400, "password_too_long", { max: PASSWORD_MAX }, { fields: ["password"] });
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    throw new HttpError(400, "password_common", {}, { fields: ["password"] });
}

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id" });
}

/**
 * Password hashing and checking for requests, at most `concurrency` at a time on this instance,
 * with at most `maxWaiting` more waiting their turn. argon2id costs 64 MiB and tens of
 * milliseconds of a core each; without a bound a flood of logins queues unbounded work and a
 * normal login waits behind all of it. With one, the flood is refused at once (503 busy with
 * Retry-After) and a normal login waits for at most the short list.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  // A real argon2id hash of a random string: checking an unknown account against it costs the
  // same time as a real check, so timing does not tell whether an e-mail is registered.
  private dummy: Promise<string> | null = null;

  constructor(
    readonly concurrency = 2,
    readonly maxWaiting = 8,
  ) {}

  /** Hashes a new password (registration). */
  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password));
  }

  /** Checks a password against a stored hash; null (no account) checks against a dummy hash. */
  verify(password: string, hash: string | null): Promise<boolean> {
    return this.run(() => this.check(password, hash));
  }

  /** Several checks of one login in one turn of the queue: a partner's password and keys wait
   * for a slot once, not once each behind whatever else is queued. */
  inOneTurn<T>(task: (verify: (password: string, hash: string | null) => Promise<boolean>) => Promise<T>): Promise<T> {
    return this.run(() => task((password, hash) => this.check(password, hash)));
  }

  /** argon2id checks done so far (tests count them). */
  get checks(): number {
    return this.checked;
  }

  private checked = 0;

  private async check(password: string, hash: string | null): Promise<boolean> {
    this.checked++;
    if (!hash?.startsWith("$argon2")) {
      this.dummy ??= hashPassword(crypto.randomUUID());
      await Bun.password.verify(password, await this.dummy).catch(() => false);
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

  private async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.maxWaiting) {
      // The finishing task hands its slot over, so `running` stays counted for us.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else throw new HttpError(503, "busy", {}, {}, { "retry-after": "1" });
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
