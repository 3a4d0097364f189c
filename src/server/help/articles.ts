// The Help Center (docs/api.md, "Help Center"): anyone reads and searches the published articles
// in their language (GET /help/articles: the articles about signing in must reach people who
// cannot sign in); admins write, edit, publish, reorder and delete them (/admin/help/*). Search
// folds both the query and the texts (src/server/market/search.ts: case, Arabic diacritics and
// tatweel, alef and hamza forms, ta marbuta, Arabic-Indic digits) and matches an article when
// every word of the query is in its title or body, in either language.
import type { Locales } from "../../i18n/i18n-types";
import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import {
  articleProblems,
  HELP_LIMITS,
  type HelpArticle,
  type HelpArticleAdmin,
  type HelpArticleInput,
  type HelpTextField,
  helpApi,
  isHelpCategory,
} from "../../shared/help";
import { type AreaErrorCode, type ErrorFields, HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { normalizeSearchText } from "../market/search";
import { serverTexts } from "../texts";
import {
  articleCount,
  deleteArticle,
  findArticle,
  insertArticle,
  listArticles,
  lockArticles,
  setPosition,
  updateArticle,
} from "./articles-store";

const texts = { en: serverTexts("en").help, ar: serverTexts("ar").help };
type Texts = (typeof texts)["en"];

const helpError = (
  status: number,
  code: AreaErrorCode<"help"> | "invalid_input",
  message: (t: Texts) => string,
  extra: ErrorFields = {},
) => new HttpError(status, code, { message: (locale: Locales) => message(texts[locale]), ...extra });

const notFound = () => helpError(404, "help_article_not_found", (t) => t.errors.help_article_not_found());

/** 400 naming the field, in the caller's language. */
const fieldError = (field: string, message: (t: Texts) => string) =>
  helpError(400, "invalid_input", message, { field, fields: [field] });

/** The words of a folded query; a word with the Arabic article also stands without it. */
function queryWords(query: string): string[][] {
  return normalizeSearchText(query)
    .split(" ")
    .filter(Boolean)
    .map((w) => (w.startsWith("\u0627\u0644") && w.length > 3 ? [w, w.slice(2)] : [w]));
}

/** Whether every word (in one of its forms) is in the folded text. */
const matchesAll = (folded: string, words: string[][]) => words.every((forms) => forms.some((f) => folded.includes(f)));

/** The reader's version of an article. */
const forReader = (a: HelpArticleAdmin, locale: Locales): HelpArticle => ({
  id: a.id,
  category: a.category,
  title: locale === "ar" ? a.titleAr : a.titleEn,
  body: locale === "ar" ? a.bodyAr : a.bodyEn,
  updatedAt: a.updatedAt,
});

async function readArticles(ctx: RequestContext, _who: null, input: HandlerInput<typeof helpApi.read>) {
  const { category } = input.query;
  if (category !== undefined && !isHelpCategory(category)) throw fieldError("category", (t) => t.errors.category());
  const query = input.query.q ?? "";
  if (query.length > HELP_LIMITS.query) throw fieldError("q", (t) => t.errors.query({ max: HELP_LIMITS.query }));
  let articles = await listArticles(ctx.services.db.sql, true);
  if (category !== undefined) articles = articles.filter((a) => a.category === category);
  const words = queryWords(query);
  if (words.length > 0) {
    // Title matches first (in the list's order), then body matches.
    const scored = articles.flatMap((a) => {
      const titles = normalizeSearchText(`${a.titleEn} ${a.titleAr}`);
      if (matchesAll(titles, words)) return [{ a, rank: 0 }];
      const all = normalizeSearchText(`${a.titleEn} ${a.titleAr} ${a.bodyEn} ${a.bodyAr}`);
      return matchesAll(all, words) ? [{ a, rank: 1 }] : [];
    });
    articles = scored.sort((x, y) => x.rank - y.rank).map((s) => s.a);
  }
  return { articles: articles.map((a) => forReader(a, ctx.locale)) };
}

async function adminList(ctx: RequestContext) {
  return { articles: await listArticles(ctx.services.db.sql, false) };
}

const FIELD_LABEL: Record<HelpTextField, (t: Texts) => string> = {
  titleEn: (t) => t.fields.titleEn(),
  bodyEn: (t) => t.fields.bodyEn(),
  titleAr: (t) => t.fields.titleAr(),
  bodyAr: (t) => t.fields.bodyAr(),
};

/** The admin's body, trimmed, or the 400 naming the first field at fault (every one in `fields`). */
function checkArticle(input: HelpArticleInput): HelpArticleInput {
  const problems = articleProblems(input);
  const fields = Object.keys(problems) as HelpTextField[];
  const [field] = fields;
  if (field) {
    const problem = problems[field];
    const label = FIELD_LABEL[field];
    const message = (t: Texts) =>
      problem === "required"
        ? t.errors.required({ field: label(t) })
        : problem === "too_long"
          ? field.startsWith("title")
            ? t.errors.titleTooLong({ field: label(t), max: HELP_LIMITS.title })
            : t.errors.bodyTooLong({ field: label(t), max: HELP_LIMITS.bodyBytes / 1024 })
          : t.errors.forbidden({ field: label(t) });
    throw helpError(400, "invalid_input", message, { field, fields });
  }
  return {
    ...input,
    titleEn: input.titleEn.trim(),
    bodyEn: input.bodyEn.trim(),
    titleAr: input.titleAr.trim(),
    bodyAr: input.bodyAr.trim(),
  };
}

async function create(ctx: RequestContext, _admin: User, { body }: HandlerInput<typeof helpApi.create>) {
  const input = checkArticle(body);
  const { db, now } = ctx.services;
  const article = await db.sql.begin(async (tx) => {
    await lockArticles(db, tx);
    const { count, lastPosition } = await articleCount(tx);
    if (count >= HELP_LIMITS.articles)
      throw helpError(409, "help_article_limit", (t) => t.errors.help_article_limit({ max: HELP_LIMITS.articles }), {
        max: HELP_LIMITS.articles,
      });
    const time = now();
    const a: HelpArticleAdmin = {
      id: crypto.randomUUID(),
      ...input,
      position: lastPosition + 10,
      createdAt: time,
      updatedAt: time,
    };
    await insertArticle(tx, a);
    return a;
  });
  return { article };
}

async function update(ctx: RequestContext, _admin: User, { params, body }: HandlerInput<typeof helpApi.update>) {
  const input = checkArticle(body);
  const { id } = params;
  const { db, now } = ctx.services;
  if (!(await updateArticle(db.sql, { id, ...input, updatedAt: now() }))) throw notFound();
  const article = await findArticle(db.sql, id);
  if (!article) throw notFound();
  return { article };
}

/** Swaps the article with its neighbour in the same category, up or down; at an end nothing moves. */
async function move(ctx: RequestContext, _admin: User, { params, body }: HandlerInput<typeof helpApi.move>) {
  const { direction } = body;
  const { id } = params;
  const { db } = ctx.services;
  const articles = await db.sql.begin(async (tx) => {
    await lockArticles(db, tx);
    const all = await listArticles(tx, false);
    const article = all.find((a) => a.id === id);
    if (!article) throw notFound();
    const peers = all.filter((a) => a.category === article.category);
    const at = peers.indexOf(article);
    const other = peers[direction === "up" ? at - 1 : at + 1];
    if (other) {
      await setPosition(tx, article.id, other.position);
      await setPosition(tx, other.id, article.position);
    }
    return listArticles(tx, false);
  });
  return { articles };
}

async function remove(ctx: RequestContext, _admin: User, { params }: HandlerInput<typeof helpApi.remove>) {
  if (!(await deleteArticle(ctx.services.db.sql, params.id))) throw notFound();
  return { id: params.id };
}

export const helpRoutes: Route[] = [
  route({ contract: helpApi.read, access: "public", limits: ["helpReads"], handler: readArticles }),
  route({ contract: helpApi.adminList, access: "admin", handler: adminList }),
  route({ contract: helpApi.create, access: "admin", limits: ["helpWrites"], handler: create }),
  route({ contract: helpApi.update, access: "admin", limits: ["helpWrites"], handler: update }),
  route({ contract: helpApi.move, access: "admin", limits: ["helpWrites"], handler: move }),
  route({ contract: helpApi.remove, access: "admin", limits: ["helpWrites"], handler: remove }),
];
