// The account page (docs/api.md, "Account"): its payloads, its answers and the contract of its
// calls, shared by server and client (the accounts themselves, User and Partner, are in ./accounts.ts).
import * as v from "valibot";
import type { Locales } from "../i18n/i18n-types";
import { OTP } from "./auth";
import { contract } from "./contract";
import { digitCode } from "./digits";
import { FIELD_LIMITS, personNameField } from "./fields";

const language = v.picklist(["en", "ar"] satisfies Locales[], "invalid");

/** The signed-in user's own account, as GET /account answers it. */
const accountSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.picklist(["user", "admin"]),
  /** The language of the app and of the e-mails. */
  language: v.picklist(["en", "ar"]),
  /** Epoch milliseconds. */
  createdAt: v.number(),
});
export type Account = v.InferOutput<typeof accountSchema>;
const accountAnswer = v.object({ account: accountSchema });
const password = (max: number) => v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(max, "too_long"));

/** PUT /account/profile: the names with the registration's rules, and the language. */
const profileSchema = v.strictObject({
  firstName: personNameField(FIELD_LIMITS.firstName, true),
  lastName: v.optional(personNameField(FIELD_LIMITS.lastName, false), ""),
  language,
});

/** POST /account/password: the new password's policy is checked by the server (it names the rule). */
const passwordChangeSchema = v.strictObject({
  currentPassword: password(1024),
  newPassword: v.pipe(v.string(), v.maxLength(1024, "too_long")),
});

/** POST /account/delete: the current password, or the code mailed by POST /account/delete-code. */
/** Exactly one of the two (the server refuses both or neither, naming `password`). */
const deleteAccountSchema = v.strictObject({
  password: v.optional(password(1024)),
  code: v.optional(digitCode(OTP.length, "invalid")),
});

export type ProfileInput = v.InferInput<typeof profileSchema>;
export type PasswordChangeInput = v.InferInput<typeof passwordChangeSchema>;
export type DeleteAccountInput = { password: string } | { code: string };

const deleteCodeAnswer = v.object({ email: v.string(), otpExpiresAt: v.number() });

const done = v.object({ message: v.string() });

/** The account page's calls (docs/api.md, "Account"); the export, a file, is read by hand. */
export const accountApi = {
  load: contract({ method: "GET", path: "/account", response: accountAnswer }),
  profile: contract({ method: "PUT", path: "/account/profile", body: profileSchema, response: accountAnswer }),
  /** Answered with a new session cookie (every other session ends). */
  password: contract({ method: "POST", path: "/account/password", body: passwordChangeSchema, response: done }),
  signOutEverywhere: contract({ method: "POST", path: "/account/sign-out-everywhere", response: done }),
  deleteCode: contract({ method: "POST", path: "/account/delete-code", response: deleteCodeAnswer }),
  remove: contract({ method: "POST", path: "/account/delete", body: deleteAccountSchema, response: done }),
};
