// The forgot-password calls (src/client/password-reset.ts) as typed, cancellable actors. Apart
// from ../actors.ts, which the first render carries: only the reset stage and the reset page,
// both loaded on demand, need these.
import { fromPromise } from "xstate";
import * as reset from "../../../client/password-reset";
import type { ResetCompleteResponse, ResetRequestResponse, ResetTokenResponse } from "../../../shared/password-reset";

/** Forgot password (docs/api.md): the code and link by e-mail, the same answer for any address. */
export const resetRequestCall = fromPromise<ResetRequestResponse, { email: string }>(({ input, signal }) =>
  reset.requestReset(input, signal),
);

/** The e-mailed reset code: a reset token for the new-password form. */
export const resetVerifyCall = fromPromise<ResetTokenResponse, { email: string; code: string }>(({ input, signal }) =>
  reset.verifyResetCode(input, signal),
);

/** The e-mailed reset link's token (posted by its page's button): a reset token. */
export const resetLinkCall = fromPromise<ResetTokenResponse, { token: string }>(({ input, signal }) =>
  reset.redeemResetLink(input, signal),
);

/** The new password with the reset token: every session of the account ends. */
export const resetCompleteCall = fromPromise<ResetCompleteResponse, { token: string; password: string }>(
  ({ input, signal }) => reset.completeReset(input, signal),
);
