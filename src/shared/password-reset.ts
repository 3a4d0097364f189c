// Payload schemas and answers of the forgot-password calls (docs/api.md, "Forgot password"),
// used by the server to validate and by the client for its types. The new password's rules are
// the registration's (src/server/auth/passwords.ts), checked by the server so it can say which.
import * as v from "valibot";
import { digitCode } from "./digits";
import { FIELD_LIMITS } from "./fields";

/** The rules of the reset code and of what it leads to. */
export const RESET = {
  /** Digits in a reset code. */
  codeLength: 6,
  /** A code's and its link's life. */
  ttlSeconds: 300,
  /** Wrong codes before the code stops working (its link still works). */
  maxAttempts: 5,
  /** Wait before the same address is mailed again. */
  cooldownSeconds: 60,
  /** How long a used code or link leaves to choose the new password. */
  tokenTtlSeconds: 600,
} as const;

const email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, "required"),
  v.maxLength(FIELD_LIMITS.email, "too_long"),
  v.email("email"),
);
/** 256 random bits, base64url: a link's token and a reset token alike. */
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, "invalid"));

/** POST /auth/password-reset/request */
export const resetRequestSchema = v.strictObject({ email });
/** POST /auth/password-reset/verify */
export const resetVerifySchema = v.strictObject({
  email,
  // Arabic-Indic digits read as Latin (src/shared/digits.ts).
  code: digitCode(RESET.codeLength, "invalid"),
});
/** POST /auth/password-reset/link: the token of the e-mailed link. */
export const resetLinkSchema = v.strictObject({ token });
/** POST /auth/password-reset/complete: the reset token and the new password. */
export const resetCompleteSchema = v.strictObject({
  token,
  password: v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(1024)),
});

/** The same answer whether or not the address has an account. */
export interface ResetRequestResponse {
  message: string;
  email: string;
  /** Epoch milliseconds when the code (and link) stop working. */
  expiresAt: number;
}
/** A used code or link: the token the new-password form posts, until `expiresAt`. */
export interface ResetTokenResponse {
  token: string;
  expiresAt: number;
  email: string;
}
export interface ResetCompleteResponse {
  message: string;
  email: string;
}
