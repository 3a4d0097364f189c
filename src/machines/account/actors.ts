// The I/O actors of the account machines: each calls src/client/ (docs/architecture.md, Data flow).
import { fromPromise } from "xstate";
import type { ExportFile } from "../../client/account";
import * as accountApi from "../../client/account";
import type { Locales } from "../../i18n/i18n-types";
import type { Account, DeleteAccountInput } from "../../shared/account-page";

/** The profile form's values, as saved. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  language: Locales;
}

/** The I/O actors of account.machine.ts. */
export const accountActors = {
  load: fromPromise<Account>(async ({ signal }) => (await accountApi.load(signal)).account),
  saveProfile: fromPromise<Account, ProfileValues>(
    async ({ input, signal }) => (await accountApi.saveProfile(input, signal)).account,
  ),
  changePassword: fromPromise<unknown, { currentPassword: string; newPassword: string }>(({ input, signal }) =>
    accountApi.changePassword(input, signal),
  ),
  signOutEverywhere: fromPromise<unknown>(({ signal }) => accountApi.signOutEverywhere(signal)),
  exportData: fromPromise<ExportFile>(({ signal }) => accountApi.exportData(signal)),
  sendDeleteCode: fromPromise<{ email: string }>(({ signal }) => accountApi.sendDeleteCode(signal)),
  deleteAccount: fromPromise<unknown, DeleteAccountInput>(({ input, signal }) =>
    accountApi.deleteAccount(input, signal),
  ),
};
