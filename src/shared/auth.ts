// Payload schemas of the auth and partner-auth calls (DESIGN.md §4), used by the server to
// validate and by the client for its types. Password length rules are checked by the server
// (so it can say which rule failed); here only a sane upper bound.
import * as v from "valibot";
import type { Partner, User } from "./accounts";
import { FIELD_LIMITS, nameField } from "./fields";

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

export const loginSchema = v.strictObject({ email, password: v.pipe(password, v.minLength(1, "required")) });
export const registerSchema = v.strictObject({
  firstName: nameField(FIELD_LIMITS.firstName, true),
  lastName: v.optional(nameField(FIELD_LIMITS.lastName, false), ""),
  email,
  password,
});
export const verifyOtpSchema = v.strictObject({ email, otp: v.pipe(v.string(), v.regex(/^[0-9]{6}$/)) });
export const resendOtpSchema = v.strictObject({ email });
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
export interface UserResponse {
  user: User;
}
export interface PartnerResponse {
  partner: Partner;
}
export type AuthCheckResponse = { user: User } | { partner: Partner };
