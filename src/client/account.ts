// The account page's calls (docs/api.md, "Account"): profile, password, sessions, export, deletion.
import type {
  AccountResponse,
  DeleteAccountInput,
  DeleteCodeResponse,
  PasswordChangeInput,
  ProfileInput,
} from "../shared/account";
import { api, call } from "./http";

/** The export as a file: its name from Content-Disposition and its JSON text. */
export interface ExportFile {
  filename: string;
  text: string;
}

function filenameOf(disposition: string | null): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? "")?.[1];
  return name ?? "rockets-account.json";
}

export const load = (signal?: AbortSignal) => call(api(signal).url("/account").get().json<AccountResponse>());

export const saveProfile = (body: ProfileInput, signal?: AbortSignal) =>
  call(api(signal).url("/account/profile").put(body).json<AccountResponse>());

export const changePassword = (body: PasswordChangeInput, signal?: AbortSignal) =>
  call(api(signal).url("/account/password").post(body).json<{ message: string }>());

// A JSON body, empty: the CSRF rule wants a JSON content type on every POST.
export const signOutEverywhere = (signal?: AbortSignal) =>
  call(api(signal).url("/account/sign-out-everywhere").post({}).json<{ message: string }>());

export async function exportData(signal?: AbortSignal): Promise<ExportFile> {
  const res = await call(api(signal).url("/account/export").get().res());
  return { filename: filenameOf(res.headers.get("content-disposition")), text: await res.text() };
}

export const sendDeleteCode = (signal?: AbortSignal) =>
  call(api(signal).url("/account/delete-code").post({}).json<DeleteCodeResponse>());

export const deleteAccount = (body: DeleteAccountInput, signal?: AbortSignal) =>
  call(api(signal).url("/account/delete").post(body).json<{ message: string }>());
