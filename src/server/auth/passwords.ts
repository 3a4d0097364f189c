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

// A real argon2id hash of a random string: checking an unknown account against it costs the
// same time as a real check, so timing does not tell whether an e-mail is registered.
let dummy: Promise<string> | null = null;

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash?.startsWith("$argon2")) {
    dummy ??= hashPassword(crypto.randomUUID());
    await Bun.password.verify(password, await dummy).catch(() => false);
    return false;
  }
  try {
    return await Bun.password.verify(password, hash);
  } catch {
    return false;
  }
}
