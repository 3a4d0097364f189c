// The forgot-password calls (docs/api.md, "Forgot password"). Apart from ./auth.ts, which the
// first render carries: only the reset stage and the reset page, both loaded on demand, need these.
import type { ResetCompleteResponse, ResetRequestResponse, ResetTokenResponse } from "../shared/password-reset";
import { api, call } from "./http";

/** The code and link by e-mail: the same answer for any address. */
export const requestReset = (input: { email: string }, signal?: AbortSignal) =>
  call(api(signal).url("/auth/password-reset/request").post(input).json<ResetRequestResponse>());

/** The e-mailed reset code: a reset token for the new-password form. */
export const verifyResetCode = (input: { email: string; code: string }, signal?: AbortSignal) =>
  call(api(signal).url("/auth/password-reset/verify").post(input).json<ResetTokenResponse>());

/** The e-mailed reset link's token (posted by its page's button): a reset token. */
export const redeemResetLink = (input: { token: string }, signal?: AbortSignal) =>
  call(api(signal).url("/auth/password-reset/link").post(input).json<ResetTokenResponse>());

/** The new password with the reset token: every session of the account ends. */
export const completeReset = (input: { token: string; password: string }, signal?: AbortSignal) =>
  call(api(signal).url("/auth/password-reset/complete").post(input).json<ResetCompleteResponse>());
