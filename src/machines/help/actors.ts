// The I/O actors of the help machines: each calls src/client/ (docs/architecture.md, Data flow).
import { fromPromise } from "xstate";
import {
  adminArticles,
  createArticle,
  deleteArticle,
  moveArticle,
  readArticles,
  updateArticle,
} from "../../client/help";
import type { HelpArticle, HelpArticleAdmin, HelpArticleInput, HelpCategory } from "../../shared/help";

/** What the Help Center lists: a search and a category. */
type Load = { q: string; category: HelpCategory | null };

/** The I/O actors of helpArticles.machine.ts. */
export const helpArticlesActors = {
  load: fromPromise<{ articles: HelpArticle[] }, Load>(({ input, signal }) =>
    readArticles({ q: input.q, category: input.category ?? undefined }, signal),
  ),
};

/** The I/O actors of articleEditor.machine.ts. */
export const articleEditorActors = {
  save: fromPromise<{ article: HelpArticleAdmin }, { id: string | null; values: HelpArticleInput }>(
    ({ input, signal }) =>
      input.id === null ? createArticle(input.values, signal) : updateArticle(input.id, input.values, signal),
  ),
};

/** The I/O actors of articlesAdmin.machine.ts. */
export const articlesAdminActors = {
  load: fromPromise<{ articles: HelpArticleAdmin[] }>(({ signal }) => adminArticles(signal)),
  move: fromPromise<{ articles: HelpArticleAdmin[] }, { id: string; direction: "up" | "down" }>(({ input, signal }) =>
    moveArticle(input.id, input.direction, signal),
  ),
  publish: fromPromise<{ article: HelpArticleAdmin }, { article: HelpArticleAdmin; published: boolean }>(
    ({ input, signal }) => {
      const { id, category, titleEn, bodyEn, titleAr, bodyAr } = input.article;
      return updateArticle(id, { category, published: input.published, titleEn, bodyEn, titleAr, bodyAr }, signal);
    },
  ),
  remove: fromPromise<{ id: string }, { id: string }>(({ input, signal }) => deleteArticle(input.id, signal)),
};
