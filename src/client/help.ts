// The Help Center (docs/api.md, "Help Center"): the published articles in the language on screen
// (searched and filtered on the server), and the administrator's writes.
import type { HelpArticle, HelpArticleAdmin, HelpArticleInput, HelpCategory } from "../shared/help";
import { api, call } from "./http";

export function readArticles(params: { q?: string; category?: HelpCategory }, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (params.q?.trim()) query.set("q", params.q.trim());
  if (params.category) query.set("category", params.category);
  const suffix = query.size > 0 ? `?${query}` : "";
  return call(api(signal).url(`/help/articles${suffix}`).get().json<{ articles: HelpArticle[] }>());
}

export const adminArticles = (signal?: AbortSignal) =>
  call(api(signal).url("/admin/help/articles").get().json<{ articles: HelpArticleAdmin[] }>());

export const createArticle = (input: HelpArticleInput, signal?: AbortSignal) =>
  call(api(signal).url("/admin/help/articles").post(input).json<{ article: HelpArticleAdmin }>());

export const updateArticle = (id: string, input: HelpArticleInput, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/admin/help/articles/${encodeURIComponent(id)}`)
      .put(input)
      .json<{ article: HelpArticleAdmin }>(),
  );

export const moveArticle = (id: string, direction: "up" | "down", signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/admin/help/articles/${encodeURIComponent(id)}/move`)
      .post({ direction })
      .json<{ articles: HelpArticleAdmin[] }>(),
  );

export const deleteArticle = (id: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/admin/help/articles/${encodeURIComponent(id)}`)
      .headers({ "content-type": "application/json" })
      .delete()
      .json<{ id: string }>(),
  );
