// The forgot-password calls (docs/api.md, "Forgot password"). Apart from ./auth.ts, which the
// first render carries: only the reset stage and the reset page, both loaded on demand, need these.
import { passwordResetApi } from "../shared/password-reset";
import { request } from "./http";

/** The code and link by e-mail: the same answer for any address. */
export const requestReset = (body: { email: string }, signal?: AbortSignal) =>
  request(passwordResetApi.request, { body }, signal);

/** The e-mailed reset code: a reset token for the new-password form. */
export const verifyResetCode = (body: { email: string; code: string }, signal?: AbortSignal) =>
  request(passwordResetApi.verify, { body }, signal);

/** The e-mailed reset link's token (posted by its page's button): a reset token. */
export const redeemResetLink = (body: { token: string }, signal?: AbortSignal) =>
  request(passwordResetApi.link, { body }, signal);

/** The new password with the reset token: every session of the account ends. */
export const completeReset = (body: { token: string; password: string }, signal?: AbortSignal) =>
  request(passwordResetApi.complete, { body }, signal);
