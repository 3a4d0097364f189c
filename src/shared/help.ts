// The Help Center and its articles (docs/api.md, "Help Center"): categories, limits, the shapes
// the API answers with and the admin's payload. An article has an English and an Arabic version
// of its title and Markdown body (src/shared/markdown.ts reads it); the reader gets the version of
// its language. The troubleshooting category is the dashboard's Common Issues.
import * as v from "valibot";
import { contract } from "./contract";

export const HELP_CATEGORIES = ["troubleshooting", "account", "scanners", "marketData", "alerts", "shariah"] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];
/** The category the Common Issues sections show (users) and edit (admins). */
export const COMMON_ISSUES: HelpCategory = "troubleshooting";

export const isHelpCategory = (value: unknown): value is HelpCategory =>
  typeof value === "string" && (HELP_CATEGORIES as readonly string[]).includes(value);

export const HELP_LIMITS = {
  /** Articles in all (published or not). */
  articles: 200,
  /** A title, in UTF-16 units after trimming (as the input's maxlength counts). */
  title: 120,
  /** A body, in UTF-8 bytes (20 KiB): Arabic letters take two bytes each. */
  bodyBytes: 20 * 1024,
  /** A search query, in characters. */
  query: 100,
} as const;

const category = v.picklist(HELP_CATEGORIES);

/** An article as a reader gets it: the version of the caller's language. */
const helpArticle = v.object({
  id: v.string(),
  category,
  title: v.string(),
  body: v.string(),
  updatedAt: v.number(),
});
export type HelpArticle = v.InferOutput<typeof helpArticle>;

/** An article as the admin edits it: both versions, the published flag and its place. */
const helpArticleAdmin = v.object({
  id: v.string(),
  category,
  published: v.boolean(),
  position: v.number(),
  titleEn: v.string(),
  bodyEn: v.string(),
  titleAr: v.string(),
  bodyAr: v.string(),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type HelpArticleAdmin = v.InferOutput<typeof helpArticleAdmin>;

/** The admin's payload for a new or edited article. Only types here: the handler trims and checks
 * each text with its own message naming the field (help/articles.ts). */
const HelpArticleInput = v.strictObject({
  category,
  published: v.boolean(),
  titleEn: v.string(),
  bodyEn: v.string(),
  titleAr: v.string(),
  bodyAr: v.string(),
});
export type HelpArticleInput = v.InferOutput<typeof HelpArticleInput>;

const adminList = v.object({ articles: v.array(helpArticleAdmin) });
const adminOne = v.object({ article: helpArticleAdmin });

/** The Help Center's routes (docs/api.md, "Help Center"). */
export const helpApi = {
  /** Published articles in the caller's language; `q` and `category` are checked by the handler,
   * which names the parameter in its own words. */
  read: contract({
    method: "GET",
    path: "/help/articles",
    query: v.object({ q: v.optional(v.string()), category: v.optional(v.string()) }),
    response: v.object({ articles: v.array(helpArticle) }),
  }),
  adminList: contract({ method: "GET", path: "/admin/help/articles", response: adminList }),
  create: contract({
    method: "POST",
    path: "/admin/help/articles",
    body: HelpArticleInput,
    response: adminOne,
    status: 201,
  }),
  update: contract({ method: "PUT", path: "/admin/help/articles/:id", body: HelpArticleInput, response: adminOne }),
  /** Swaps the article with its neighbour in its category; answers with every article. */
  move: contract({
    method: "POST",
    path: "/admin/help/articles/:id/move",
    body: v.strictObject({ direction: v.picklist(["up", "down"]) }),
    response: adminList,
  }),
  remove: contract({ method: "DELETE", path: "/admin/help/articles/:id", response: v.object({ id: v.string() }) }),
};

export type HelpTextField = "titleEn" | "bodyEn" | "titleAr" | "bodyAr";
export type HelpTextProblem = "required" | "too_long" | "forbidden_chars";

/** UTF-8 size of a text. */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** Control characters other than line breaks and tabs have no place in an article. */
const CONTROL = /(?![\n\r\t])\p{Cc}/u;

/** The first problem of each text field of an article, after trimming (the client shows them
 * before the call, the server refuses by the same rules). */
export function articleProblems(
  input: Pick<HelpArticleInput, HelpTextField>,
): Partial<Record<HelpTextField, HelpTextProblem>> {
  const problems: Partial<Record<HelpTextField, HelpTextProblem>> = {};
  for (const field of ["titleEn", "bodyEn", "titleAr", "bodyAr"] as const) {
    const text = input[field].trim();
    const title = field.startsWith("title");
    if (!text) problems[field] = "required";
    else if (title ? text.length > HELP_LIMITS.title : utf8Bytes(text) > HELP_LIMITS.bodyBytes)
      problems[field] = "too_long";
    else if (CONTROL.test(text) || (title && /[\r\n]/.test(text))) problems[field] = "forbidden_chars";
  }
  return problems;
}
