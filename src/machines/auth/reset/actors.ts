// The forgot-password calls as typed, cancellable actors (docs/api.md, "Forgot password"). Apart
// from ../actors.ts, which the first render carries (the session machine's calls): only the reset
// stage and the reset page, both loaded on demand, need these.
import { fromPromise } from "xstate";
import type { ResetCompleteResponse, ResetRequestResponse, ResetTokenResponse } from "../../../shared/password-reset";
import { api, call } from "../../api";

/** Forgot password (docs/api.md): the code and link by e-mail, the same answer for any address. */
export const resetRequestCall = fromPromise<ResetRequestResponse, { email: string }>(({ input, signal }) =>
  call(api(signal).url("/auth/password-reset/request").post(input).json<ResetRequestResponse>()),
);

/** The e-mailed reset code: a reset token for the new-password form. */
export const resetVerifyCall = fromPromise<ResetTokenResponse, { email: string; code: string }>(({ input, signal }) =>
  call(api(signal).url("/auth/password-reset/verify").post(input).json<ResetTokenResponse>()),
);

/** The e-mailed reset link's token (posted by its page's button): a reset token. */
export const resetLinkCall = fromPromise<ResetTokenResponse, { token: string }>(({ input, signal }) =>
  call(api(signal).url("/auth/password-reset/link").post(input).json<ResetTokenResponse>()),
);

/** The new password with the reset token: every session of the account ends. */
export const resetCompleteCall = fromPromise<ResetCompleteResponse, { token: string; password: string }>(
  ({ input, signal }) =>
    call(api(signal).url("/auth/password-reset/complete").post(input).json<ResetCompleteResponse>()),
);
