// Payload schemas of the auth and partner-auth calls (DESIGN.md §4), used by the server to
// validate and by the client for its types. Password length rules are checked by the server
// (so it can say which rule failed); here only a sane upper bound.
import * as v from "valibot";
import type { Partner, User } from "./accounts";

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email());
const password = v.pipe(v.string(), v.maxLength(1024));
const name = (min: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(100));

export const loginSchema = v.strictObject({ email, password: v.pipe(password, v.minLength(1)) });
export const registerSchema = v.strictObject({
  firstName: name(1),
  lastName: v.optional(name(0), ""),
  email,
  password,
});
export const verifyOtpSchema = v.strictObject({ email, otp: v.pipe(v.string(), v.regex(/^[0-9]{6}$/)) });
export const resendOtpSchema = v.strictObject({ email });
/** POST /auth/login-code: a sign-in code by e-mail for an owner locked out of password login. */
export const loginCodeSchema = v.strictObject({ email });
export const partnerLoginSchema = v.strictObject({
  email,
  partnerID: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  securityKey1: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  securityKey2: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  password: v.pipe(password, v.minLength(1)),
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
/** 429 login_locked of POST /auth/login: wait `retryAfter` seconds, or sign in by code. */
export interface LoginLockedError {
  message: string;
  code: "login_locked";
  retryAfter: number;
  codeLogin: true;
}
/** 403 email_unverified of POST /auth/login (right password only): the pending code, if any. */
export interface EmailUnverifiedError {
  message: string;
  code: "email_unverified";
  email: string;
  otpExpiresAt?: number;
}
export interface UserResponse {
  user: User;
}
export interface PartnerResponse {
  partner: Partner;
}
export type AuthCheckResponse = { user: User } | { partner: Partner };
