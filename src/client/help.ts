// The Help Center (docs/api.md, "Help Center"): the published articles in the language on screen
// (searched and filtered on the server), and the administrator's writes.
import { type HelpArticleInput, type HelpCategory, helpApi } from "../shared/help";
import { request } from "./http";

export const readArticles = (params: { q?: string; category?: HelpCategory }, signal?: AbortSignal) =>
  request(helpApi.read, { query: { q: params.q?.trim() || undefined, category: params.category } }, signal);

export const adminArticles = (signal?: AbortSignal) => request(helpApi.adminList, {}, signal);

export const createArticle = (input: HelpArticleInput, signal?: AbortSignal) =>
  request(helpApi.create, { body: input }, signal);

export const updateArticle = (id: string, input: HelpArticleInput, signal?: AbortSignal) =>
  request(helpApi.update, { params: { id }, body: input }, signal);

export const moveArticle = (id: string, direction: "up" | "down", signal?: AbortSignal) =>
  request(helpApi.move, { params: { id }, body: { direction } }, signal);

export const deleteArticle = (id: string, signal?: AbortSignal) => request(helpApi.remove, { params: { id } }, signal);
