// The auth calls (src/client/auth.ts) as typed, cancellable actors. Machines name them in
// setup() and tests replace them with .provide().
import { fromPromise } from "xstate";
import * as auth from "../../client/auth";
import type { Partner, User } from "../../shared/accounts";
import type {
  AuthCheckResponse,
  LoginCodeResponse,
  LoginInput,
  PartnerLoginInput,
  RegisterInput,
  RegisterResponse,
  ResendResponse,
  VerifyOtpInput,
} from "../../shared/auth";

export const authCheck = fromPromise<AuthCheckResponse>(({ signal }) => auth.authCheck(signal));

export const loginCall = fromPromise<{ user: User }, LoginInput>(({ input, signal }) => auth.login(input, signal));

export const logoutCall = fromPromise<unknown>(({ signal }) => auth.logout(signal));

export const registerCall = fromPromise<RegisterResponse, RegisterInput>(({ input, signal }) =>
  auth.register(input, signal),
);

export const verifyOtpCall = fromPromise<{ user: User }, VerifyOtpInput>(({ input, signal }) =>
  auth.verifyOtp(input, signal),
);

export const resendOtpCall = fromPromise<ResendResponse, { email: string }>(({ input, signal }) =>
  auth.resendOtp(input, signal),
);

/** A sign-in code by e-mail for a locked-out account (docs/api.md). */
export const loginCodeCall = fromPromise<LoginCodeResponse, { email: string }>(({ input, signal }) =>
  auth.requestLoginCode(input, signal),
);

/** The token of a code e-mail's sign-in link: signs in, or verifies a pending registration. */
export const signInLinkCall = fromPromise<{ user: User }, { token: string }>(({ input, signal }) =>
  auth.signInWithLink(input, signal),
);

export const partnerLoginCall = fromPromise<{ partner: Partner }, PartnerLoginInput>(({ input, signal }) =>
  auth.partnerLogin(input, signal),
);

/** A partner sign-in link by e-mail (docs/api.md, "Accounts"). */
export const partnerLinkRequestCall = fromPromise<{ message: string; email: string }, { email: string }>(
  ({ input, signal }) => auth.requestPartnerLink(input, signal),
);

/** The token of a partner sign-in link: signs the partner or member in. */
export const partnerSignInLinkCall = fromPromise<{ partner: Partner }, { token: string }>(({ input, signal }) =>
  auth.partnerSignInWithLink(input, signal),
);

export const partnerLogoutCall = fromPromise<unknown>(({ signal }) => auth.partnerLogout(signal));
