// The Help Center and its articles (docs/api.md, "Help Center"): categories, limits, the shapes
// the API answers with and the admin's payload. An article has an English and an Arabic version
// of its title and Markdown body (src/shared/markdown.ts reads it); the reader gets the version of
// its language. The troubleshooting category is the dashboard's Common Issues.
import * as v from "valibot";

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

/** An article as a reader gets it: the version of the caller's language. */
export interface HelpArticle {
  id: string;
  category: HelpCategory;
  title: string;
  body: string;
  updatedAt: number;
}

/** An article as the admin edits it: both versions, the published flag and its place. */
export interface HelpArticleAdmin {
  id: string;
  category: HelpCategory;
  published: boolean;
  position: number;
  titleEn: string;
  bodyEn: string;
  titleAr: string;
  bodyAr: string;
  createdAt: number;
  updatedAt: number;
}

/** The admin's payload for a new or edited article. Only types here: the handler trims and checks
 * each text with its own message naming the field (help/articles.ts). */
export const HelpArticleInput = v.strictObject({
  category: v.picklist(HELP_CATEGORIES),
  published: v.boolean(),
  titleEn: v.string(),
  bodyEn: v.string(),
  titleAr: v.string(),
  bodyAr: v.string(),
});
export type HelpArticleInput = v.InferOutput<typeof HelpArticleInput>;

export const HelpMoveInput = v.strictObject({ direction: v.picklist(["up", "down"]) });
export type HelpMoveInput = v.InferOutput<typeof HelpMoveInput>;

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
