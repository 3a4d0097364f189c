// The screener's calls (docs/api.md, "Screener"): a page of a screen, the saved screens and
// their writes, and the CSV export.
import type { SavedScreen, ScreenQuery, ScreenResult } from "../shared/screener";
import { api, call } from "./http";

const savedPath = (id: string) => `/partner/screener/saved/${encodeURIComponent(id)}`;

export const run = (query: ScreenQuery, page: number, signal?: AbortSignal) =>
  call(
    api(signal)
      .url("/partner/screener/run")
      .post({ ...query, page })
      .json<ScreenResult>(),
  );

export async function savedScreens(signal?: AbortSignal): Promise<SavedScreen[]> {
  return (await call(api(signal).url("/partner/screener/saved").get().json<{ screens: SavedScreen[] }>())).screens;
}

export async function createScreen(input: { name: string; query: ScreenQuery }): Promise<SavedScreen> {
  return (await call(api().url("/partner/screener/saved").post(input).json<{ screen: SavedScreen }>())).screen;
}

export async function renameScreen(id: string, name: string): Promise<SavedScreen> {
  return (await call(api().url(savedPath(id)).put({ name }).json<{ screen: SavedScreen }>())).screen;
}

export async function deleteScreen(id: string): Promise<void> {
  // A JSON content type even without a body: the CSRF rule of docs/architecture.md.
  await call(api().url(savedPath(id)).headers({ "content-type": "application/json" }).delete().res());
}

/** The screen's every row as CSV (a Blob the view saves as a file). */
export const exportScreen = (query: ScreenQuery): Promise<Blob> =>
  call(api().url("/partner/screener/export").post(query).blob());
