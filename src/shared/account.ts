// Payloads of the account page's calls (docs/api.md, "Account"), shared by server and client.
import * as v from "valibot";
import type { Locales } from "../i18n/i18n-types";
import { OTP } from "./auth";
import { digitCode } from "./digits";
import { FIELD_LIMITS, personNameField } from "./fields";

/** The signed-in user's own account, as GET /account answers it. */
export interface Account {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: "user" | "admin";
  /** The language of the app and of the e-mails. */
  language: Locales;
  /** Epoch milliseconds. */
  createdAt: number;
}

export interface AccountResponse {
  account: Account;
}

const language = v.picklist(["en", "ar"], "invalid");
const password = (max: number) => v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(max, "too_long"));

/** PUT /account/profile: the names with the registration's rules, and the language. */
export const profileSchema = v.strictObject({
  firstName: personNameField(FIELD_LIMITS.firstName, true),
  lastName: v.optional(personNameField(FIELD_LIMITS.lastName, false), ""),
  language,
});

/** POST /account/password: the new password's policy is checked by the server (it names the rule). */
export const passwordChangeSchema = v.strictObject({
  currentPassword: password(1024),
  newPassword: v.pipe(v.string(), v.maxLength(1024, "too_long")),
});

/** POST /account/delete: the current password, or the code mailed by POST /account/delete-code. */
/** Exactly one of the two (the server refuses both or neither, naming `password`). */
export const deleteAccountSchema = v.strictObject({
  password: v.optional(password(1024)),
  code: v.optional(digitCode(OTP.length, "invalid")),
});

export type ProfileInput = v.InferInput<typeof profileSchema>;
export type PasswordChangeInput = v.InferInput<typeof passwordChangeSchema>;
export type DeleteAccountInput = { password: string } | { code: string };

export interface DeleteCodeResponse {
  email: string;
  otpExpiresAt: number;
}
