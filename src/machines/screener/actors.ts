// The screener's calls (docs/api.md, Screener) as actors: a page of a screen, the saved
// screens and their writes, and the CSV export (a Blob the view saves as a file).
import { fromPromise } from "xstate";
import type { SavedScreen, ScreenQuery, ScreenResult } from "../../shared/screener";
import { api, call } from "../api";

export const runScreen = fromPromise<ScreenResult, { query: ScreenQuery; page: number }>(({ input, signal }) =>
  call(
    api(signal)
      .url("/partner/screener/run")
      .post({ ...input.query, page: input.page })
      .json<ScreenResult>(),
  ),
);

export const fetchSaved = fromPromise<SavedScreen[]>(async ({ signal }) => {
  const body = await call(api(signal).url("/partner/screener/saved").get().json<{ screens: SavedScreen[] }>());
  return body.screens;
});

export const createSaved = fromPromise<SavedScreen, { name: string; query: ScreenQuery }>(async ({ input }) => {
  const body = await call(api().url("/partner/screener/saved").post(input).json<{ screen: SavedScreen }>());
  return body.screen;
});

export const renameSaved = fromPromise<SavedScreen, { id: string; name: string }>(async ({ input }) => {
  const body = await call(
    api()
      .url(`/partner/screener/saved/${encodeURIComponent(input.id)}`)
      .put({ name: input.name })
      .json<{ screen: SavedScreen }>(),
  );
  return body.screen;
});

export const deleteSaved = fromPromise<string, { id: string }>(async ({ input }) => {
  // A JSON content type even without a body: the CSRF rule of docs/architecture.md.
  await call(
    api()
      .url(`/partner/screener/saved/${encodeURIComponent(input.id)}`)
      .headers({ "content-type": "application/json" })
      .delete()
      .res(),
  );
  return input.id;
});

export async function exportScreen(query: ScreenQuery): Promise<Blob> {
  return call(api().url("/partner/screener/export").post(query).blob());
}
