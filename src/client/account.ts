// The account page's calls (docs/api.md, "Account"): profile, password, sessions, export, deletion.
import {
  accountApi,
  type DeleteAccountInput,
  type PasswordChangeInput,
  type ProfileInput,
} from "../shared/account-page";
import { api, call, request } from "./http";

/** The export as a file: its name from Content-Disposition and its JSON text. */
export interface ExportFile {
  filename: string;
  text: string;
}

function filenameOf(disposition: string | null): string {
  const name = /filename="([^"]+)"/.exec(disposition ?? "")?.[1];
  return name ?? "rockets-account.json";
}

export const load = (signal?: AbortSignal) => request(accountApi.load, {}, signal);

export const saveProfile = (body: ProfileInput, signal?: AbortSignal) => request(accountApi.profile, { body }, signal);

export const changePassword = (body: PasswordChangeInput, signal?: AbortSignal) =>
  request(accountApi.password, { body }, signal);

export const signOutEverywhere = (signal?: AbortSignal) => request(accountApi.signOutEverywhere, {}, signal);

export async function exportData(signal?: AbortSignal): Promise<ExportFile> {
  const res = await call(api(signal).url("/account/export").get().res());
  return { filename: filenameOf(res.headers.get("content-disposition")), text: await res.text() };
}

export const sendDeleteCode = (signal?: AbortSignal) => request(accountApi.deleteCode, {}, signal);

export const deleteAccount = (body: DeleteAccountInput, signal?: AbortSignal) =>
  request(accountApi.remove, { body }, signal);
