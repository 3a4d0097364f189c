// The administrator's account support (docs/api.md, "Account support (admins)"): look an account up by e-mail and
// act on it (clear a lockout, send a code, end its sessions…).
import type { SupportAccount, SupportAction } from "../shared/support";
import { api, call } from "./http";

export const lookupAccount = (input: { email: string }, signal?: AbortSignal) =>
  call(api(signal).url("/admin/support/lookup").post(input).json<SupportAccount>());

export const supportAction = (action: SupportAction, userId: string, signal?: AbortSignal) =>
  call(api(signal).url(`/admin/support/${action}`).post({ userId }).json<SupportAccount>());
