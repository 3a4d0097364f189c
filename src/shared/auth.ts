// Payload schemas of the auth and partner-auth calls (docs/api.md), used by the server to
// validate and by the client for its types. Password length rules are checked by the server
// (so it can say which rule failed); here only a sane upper bound.
import * as v from "valibot";
import type { Partner, User } from "./accounts";
import { digitCode } from "./digits";
import { FIELD_LIMITS, personNameField } from "./fields";

// The messages are reasons (src/shared/fields.ts): the server turns them into a translated
// message naming the field.
const email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, "required"),
  v.maxLength(FIELD_LIMITS.email, "too_long"),
  v.email("email"),
);
const password = v.pipe(v.string(), v.maxLength(1024));

/** The one-time code's rules, read by the server and the code stage alike. */
export const OTP = {
  /** Digits in a code. */
  length: 6,
  /** A code's lifetime. */
  ttlSeconds: 300,
  /** Wrong tries before a code is locked. */
  maxAttempts: 5,
  /** Wait before another code is sent to the same address. */
  cooldownSeconds: 60,
} as const;

export const loginSchema = v.strictObject({ email, password: v.pipe(password, v.minLength(1, "required")) });
export const registerSchema = v.strictObject({
  firstName: personNameField(FIELD_LIMITS.firstName, true),
  lastName: v.optional(personNameField(FIELD_LIMITS.lastName, false), ""),
  email,
  password,
});
export const verifyOtpSchema = v.strictObject({
  email,
  // Six digits; Arabic-Indic ones ("١٢٣٤٥٦") read as Latin (src/shared/digits.ts).
  otp: digitCode(OTP.length),
});
export const resendOtpSchema = v.strictObject({ email });
/** POST /auth/login-code: a sign-in code by e-mail for an owner locked out of password login. */
export const loginCodeSchema = v.strictObject({ email });
/** POST /auth/sign-in-link: the token of a code e-mail's sign-in link (43 base64url characters). */
export const signInLinkSchema = v.strictObject({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, "invalid")),
});
export const partnerLoginSchema = v.strictObject({
  email,
  partnerID: v.pipe(v.string(), v.trim(), v.minLength(1, "required"), v.maxLength(FIELD_LIMITS.partnerID, "too_long")),
  securityKey1: v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(FIELD_LIMITS.securityKey, "too_long")),
  securityKey2: v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(FIELD_LIMITS.securityKey, "too_long")),
  password: v.pipe(password, v.minLength(1, "required")),
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type RegisterInput = v.InferInput<typeof registerSchema>;
export type VerifyOtpInput = v.InferInput<typeof verifyOtpSchema>;
export type PartnerLoginInput = v.InferInput<typeof partnerLoginSchema>;

export interface RegisterResponse {
  message: string;
  email: string;
  /** Epoch milliseconds when the code stops working. */
  otpExpiresAt: number;
}
export interface ResendResponse {
  message: string;
  otpExpiresAt: number;
}
/** POST /auth/login-code: the same shape whether or not the e-mail has an account. */
export interface LoginCodeResponse {
  email: string;
  otpExpiresAt: number;
}
/** GET /auth/authCheck: the signed-in user or partner; `{user: null}` without a session. */
export type AuthCheckResponse = { user: User } | { partner: Partner } | { user: null };
