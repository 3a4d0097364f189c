// The auth calls as typed, cancellable actors (docs/api.md). Machines name them in setup()
// and tests replace them with .provide().
import { fromPromise } from "xstate";
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
import { api, call } from "../api";

export const authCheck = fromPromise<AuthCheckResponse>(({ signal }) =>
  call(api(signal).url("/auth/authCheck").get().json<AuthCheckResponse>()),
);

export const loginCall = fromPromise<{ user: User }, LoginInput>(({ input, signal }) =>
  call(api(signal).url("/auth/login").post(input).json<{ user: User }>()),
);

export const logoutCall = fromPromise<unknown>(({ signal }) => call(api(signal).url("/auth/logout").post({}).json()));

export const registerCall = fromPromise<RegisterResponse, RegisterInput>(({ input, signal }) =>
  call(api(signal).url("/auth/register").post(input).json<RegisterResponse>()),
);

export const verifyOtpCall = fromPromise<{ user: User }, VerifyOtpInput>(({ input, signal }) =>
  call(api(signal).url("/auth/verify-otp").post(input).json<{ user: User }>()),
);

export const resendOtpCall = fromPromise<ResendResponse, { email: string }>(({ input, signal }) =>
  call(api(signal).url("/auth/resend-otp").post(input).json<ResendResponse>()),
);

/** A sign-in code by e-mail for a locked-out account (docs/api.md). */
export const loginCodeCall = fromPromise<LoginCodeResponse, { email: string }>(({ input, signal }) =>
  call(api(signal).url("/auth/login-code").post(input).json<LoginCodeResponse>()),
);

/** The token of a code e-mail's sign-in link: signs in, or verifies a pending registration. */
export const signInLinkCall = fromPromise<{ user: User }, { token: string }>(({ input, signal }) =>
  call(api(signal).url("/auth/sign-in-link").post(input).json<{ user: User }>()),
);

export const partnerLoginCall = fromPromise<{ partner: Partner }, PartnerLoginInput>(({ input, signal }) =>
  call(api(signal).url("/partner/auth/login").post(input).json<{ partner: Partner }>()),
);

export const partnerLogoutCall = fromPromise<unknown>(({ signal }) =>
  call(api(signal).url("/partner/auth/logout").post({}).json()),
);
