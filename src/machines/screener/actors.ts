// The screener's calls (src/client/screener.ts) as actors: a page of a screen, the saved
// screens and their writes.
import { fromPromise } from "xstate";
import { ApiError } from "../../client/http";
import * as screener from "../../client/screener";
import type { SavedScreen, ScreenQuery, ScreenResult } from "../../shared/screener";

export const runScreen = fromPromise<ScreenResult, { query: ScreenQuery; page: number }>(({ input, signal }) =>
  screener.run(input.query, input.page, signal),
);

export const fetchSaved = fromPromise<SavedScreen[]>(({ signal }) => screener.savedScreens(signal));

export const createSaved = fromPromise<SavedScreen, { name: string; query: ScreenQuery }>(({ input }) =>
  screener.createScreen(input),
);

export const renameSaved = fromPromise<SavedScreen, { id: string; name: string }>(({ input }) =>
  screener.renameScreen(input.id, input.name),
);

export const deleteSaved = fromPromise<string, { id: string }>(async ({ input }) => {
  await screener.deleteScreen(input.id);
  return input.id;
});

export interface ExportFailure {
  /** The server's message in the page's language, when it answered with one. */
  message: string | null;
  /** No answer came (network). */
  network: boolean;
}

/** Why an export failed, for the status line: the server's message, else whether no answer came. */
export function exportFailure(error: unknown): ExportFailure {
  if (!(error instanceof ApiError)) return { message: null, network: false };
  return { message: error.body?.message ?? null, network: error.status === 0 };
}
