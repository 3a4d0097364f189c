// The sign-in calls (docs/api.md, "Accounts"): the user's and the partner's sessions, registration
// and its code, the sign-in code and link. The session machines' actors call these.
import type { Partner, User } from "../shared/accounts";
import type {
  AuthCheckResponse,
  LoginCodeResponse,
  LoginInput,
  PartnerLoginInput,
  RegisterInput,
  RegisterResponse,
  ResendResponse,
  VerifyOtpInput,
} from "../shared/auth";
import { api, call } from "./http";

export const authCheck = (signal?: AbortSignal) =>
  call(api(signal).url("/auth/authCheck").get().json<AuthCheckResponse>());

export const login = (input: LoginInput, signal?: AbortSignal) =>
  call(api(signal).url("/auth/login").post(input).json<{ user: User }>());

export const logout = (signal?: AbortSignal) => call(api(signal).url("/auth/logout").post({}).json<unknown>());

export const register = (input: RegisterInput, signal?: AbortSignal) =>
  call(api(signal).url("/auth/register").post(input).json<RegisterResponse>());

export const verifyOtp = (input: VerifyOtpInput, signal?: AbortSignal) =>
  call(api(signal).url("/auth/verify-otp").post(input).json<{ user: User }>());

export const resendOtp = (input: { email: string }, signal?: AbortSignal) =>
  call(api(signal).url("/auth/resend-otp").post(input).json<ResendResponse>());

/** A sign-in code by e-mail for a locked-out account. */
export const requestLoginCode = (input: { email: string }, signal?: AbortSignal) =>
  call(api(signal).url("/auth/login-code").post(input).json<LoginCodeResponse>());

/** The token of a code e-mail's sign-in link: signs in, or verifies a pending registration. */
export const signInWithLink = (input: { token: string }, signal?: AbortSignal) =>
  call(api(signal).url("/auth/sign-in-link").post(input).json<{ user: User }>());

export const partnerLogin = (input: PartnerLoginInput, signal?: AbortSignal) =>
  call(api(signal).url("/partner/auth/login").post(input).json<{ partner: Partner }>());

/** A sign-in link by e-mail for a partner account or team member (the way in when the login is
 * locked); the same answer whether or not the e-mail has an account. */
export const requestPartnerLink = (input: { email: string }, signal?: AbortSignal) =>
  call(api(signal).url("/partner/auth/sign-in-link/request").post(input).json<{ message: string; email: string }>());

/** The token of a partner sign-in link: signs the partner or member in. */
export const partnerSignInWithLink = (input: { token: string }, signal?: AbortSignal) =>
  call(api(signal).url("/partner/auth/sign-in-link").post(input).json<{ partner: Partner }>());

export const partnerLogout = (signal?: AbortSignal) =>
  call(api(signal).url("/partner/auth/logout").post({}).json<unknown>());
