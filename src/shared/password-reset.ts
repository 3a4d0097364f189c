// Payload schemas and answers of the forgot-password calls (docs/api.md, "Forgot password"),
// used by the server to validate and by the client for its types. The new password's rules are
// the registration's (src/server/auth/passwords.ts), checked by the server so it can say which.
import * as v from "valibot";
import { contract } from "./contract";
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

/** The same answer whether or not the address has an account. */
const resetRequestAnswer = v.object({
  message: v.string(),
  email: v.string(),
  /** Epoch milliseconds when the code (and link) stop working. */
  expiresAt: v.number(),
});
export type ResetRequestResponse = v.InferOutput<typeof resetRequestAnswer>;

/** A used code or link: the token the new-password form posts, until `expiresAt`. */
const resetTokenAnswer = v.object({ token: v.string(), expiresAt: v.number(), email: v.string() });
export type ResetTokenResponse = v.InferOutput<typeof resetTokenAnswer>;

const resetCompleteAnswer = v.object({ message: v.string(), email: v.string() });
export type ResetCompleteResponse = v.InferOutput<typeof resetCompleteAnswer>;

/** The forgot-password calls (docs/api.md, "Forgot password"). */
export const passwordResetApi = {
  /** The code and link by e-mail. */
  request: contract({
    method: "POST",
    path: "/auth/password-reset/request",
    body: v.strictObject({ email }),
    response: resetRequestAnswer,
  }),
  /** The e-mailed code: a reset token. */
  verify: contract({
    method: "POST",
    path: "/auth/password-reset/verify",
    // Arabic-Indic digits read as Latin (src/shared/digits.ts).
    body: v.strictObject({ email, code: digitCode(RESET.codeLength, "invalid") }),
    response: resetTokenAnswer,
  }),
  /** The token of the e-mailed link: a reset token. */
  link: contract({
    method: "POST",
    path: "/auth/password-reset/link",
    body: v.strictObject({ token }),
    response: resetTokenAnswer,
  }),
  /** The reset token and the new password: every session of the account ends. */
  complete: contract({
    method: "POST",
    path: "/auth/password-reset/complete",
    body: v.strictObject({ token, password: v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(1024)) }),
    response: resetCompleteAnswer,
  }),
};
