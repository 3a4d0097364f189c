// The partner news calls (docs/api.md, "Partner news"): partner sessions only; a bad parameter is
// a translated 400 naming it, a team watchlist not the caller's team's a 404 naming it, a day without
// a completed session a 404 no_session.
import type { Partner } from "../../shared/accounts";
import { brandFromEnv, brandNames } from "../../shared/brand";
import type { HandlerInput } from "../../shared/contract";
import { SECTOR_KEYS } from "../../shared/insights";
import {
  FEED_PAGE,
  type FeedResponse,
  isFeedKind,
  isIsoDay,
  isIsoWeek,
  isNewsMarket,
  type NewsMarket,
  newsApi,
} from "../../shared/news";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { simulatedAlwaysOpen } from "../market/sessions";
import { renderedFile } from "../render/respond";
import { teamError } from "../team/errors";
import { serverTexts } from "../texts";
import { feedText } from "./feed-text";
import { eventById, hasTeamList, readEvents } from "./news-events-store";
import { recapFigures, recapResponse } from "./recap";
import { NewsService as News, type NewsService } from "./service";
import { isoWeekOf, weeklyReport } from "./weekly";
import { weeklyDocument, weeklyFileName } from "./weekly-document";

/** The services' news, made on first use. */
export function newsOf(ctx: RequestContext): NewsService {
  const s = ctx.services;
  s.news ??= createNews(s);
  return s.news;
}

/** The news of a set of services (main.ts makes it at start and starts its feed); `publish`
 * reaches this instance's sockets of the `news` topic unless given. */
export function createNews(
  s: RequestContext["services"],
  publish: (message: string) => void = (message) => s.realtime.publishNews(message),
): NewsService {
  return new News({
    market: s.market,
    now: s.now,
    alwaysOpen: simulatedAlwaysOpen(s.config.marketClock, s.market.provider.name),
    sql: s.db.sql,
    publish,
  });
}

export function marketParam(ctx: RequestContext): NewsMarket {
  return marketOf(ctx.url.searchParams.get("market") ?? undefined);
}

/** The market a query names (US or SA), or the 400 naming `market`. */
function marketOf(raw: string | undefined): NewsMarket {
  if (raw === undefined || raw === "")
    throw new HttpError(400, "invalid_input", { field: "market", problem: "required" });
  if (!isNewsMarket(raw)) throw new HttpError(400, "invalid_input", { field: "market", problem: "invalid" });
  return raw;
}

const noSession = () =>
  new HttpError(404, "no_session", { message: (l) => serverTexts(l).marketNews.errors.no_session() });

/** GET /partner/news/recap?market=US|SA&date=YYYY-MM-DD (without a date: the latest completed session). */
async function recap(ctx: RequestContext, _partner: Partner, { query }: HandlerInput<typeof newsApi.recap>) {
  const market = marketOf(query.market);
  const raw = query.date;
  const book = newsOf(ctx).sessions;
  let date: string;
  if (raw === undefined || raw === "") {
    const sessions = await book.sessions(market);
    if (!sessions.length) throw noSession();
    date = sessions.at(-1)!;
  } else if (!isIsoDay(raw)) throw new HttpError(400, "invalid_input", { field: "date", problem: "invalid" });
  else date = raw;
  const parts = await recapFigures(ctx.services.market, book, market, date);
  if (!parts) throw noSession();
  return recapResponse(market, date, ctx.locale, parts, ctx.services.market.provider.name === "sim");
}

/** A team watchlist's id as the address gives it; anything else is no list of the team (never
 * sent to the database: PostgreSQL refuses a NUL byte in text). */
const LIST_ID = /^[A-Za-z0-9-]{1,64}$/;

/** GET /partner/news/feed?market=&kind=&sector=&watchlist=&before=: the feed's events, newest
 * first, a page at a time; `watchlist` a list of the caller's team (another's is 404, as on the
 * team watchlist's own calls). */
async function feed(ctx: RequestContext, partner: Partner, { query: q }: HandlerInput<typeof newsApi.feed>) {
  const market = q.market || undefined;
  if (market !== undefined && !isNewsMarket(market))
    throw new HttpError(400, "invalid_input", { field: "market", problem: "invalid" });
  const kind = q.kind || undefined;
  if (kind !== undefined && !isFeedKind(kind))
    throw new HttpError(400, "invalid_input", { field: "kind", problem: "invalid" });
  const sector = q.sector || undefined;
  if (sector !== undefined && !(SECTOR_KEYS as readonly string[]).includes(sector))
    throw new HttpError(400, "invalid_input", { field: "sector", problem: "invalid" });
  const listId = q.watchlist || undefined;
  if (listId !== undefined && !(LIST_ID.test(listId) && (await hasTeamList(ctx.services.db.sql, listId, partner.id))))
    throw teamError(404, "team_list_not_found", "watchlist");
  const beforeId = q.before || undefined;
  let before: { ts: number; id: string } | undefined;
  if (beforeId !== undefined) {
    const found = /^[0-9a-f]{24}$/.test(beforeId) ? await eventById(ctx.services.db.sql, beforeId) : null;
    if (!found) throw new HttpError(400, "invalid_input", { field: "before", problem: "invalid" });
    before = found;
  }
  const rows = await readEvents(ctx.services.db.sql, {
    ...(market ? { market } : {}),
    ...(kind ? { kind } : {}),
    ...(sector ? { sector } : {}),
    ...(listId ? { watchlist: { id: listId, partnerId: partner.id } } : {}),
    ...(before ? { before } : {}),
    limit: FEED_PAGE + 1,
  });
  const page = rows.slice(0, FEED_PAGE);
  const body: FeedResponse = {
    events: page.map((e) => ({
      id: e.id,
      ts: e.ts,
      market: e.market,
      symbol: e.symbol,
      kind: e.kind,
      sector: e.sector as FeedResponse["events"][number]["sector"],
      text: feedText(ctx.locale, e.kind, e.symbol, e.data),
      data: e.data,
    })),
    older: rows.length > FEED_PAGE ? page.at(-1)!.id : null,
  };
  return body;
}

/** GET /partner/news/weekly?market=US|SA&week=YYYY-Www (without a week: the latest week with a completed session). */
async function weekly(ctx: RequestContext, partner: Partner): Promise<Response> {
  const market = marketParam(ctx);
  const raw = ctx.url.searchParams.get("week");
  const book = newsOf(ctx).sessions;
  let week: string;
  if (raw === null || raw === "") {
    const sessions = await book.sessions(market);
    if (!sessions.length) throw noSession();
    week = isoWeekOf(Date.parse(`${sessions.at(-1)}T00:00:00Z`) / 86_400_000 + (market === "SA" ? 1 : 0));
  } else if (!isIsoWeek(raw)) throw new HttpError(400, "invalid_input", { field: "week", problem: "invalid" });
  else week = raw;
  const format = ctx.url.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "png" && format !== "pdf")
    throw new HttpError(400, "invalid_input", { field: "format", problem: "invalid" });
  const report = await weeklyReport(ctx.services.market, book, market, week);
  if (!report) throw noSession();
  if (format === "json") return json(report);
  // The same report drawn by the server (src/server/news/weekly-document.ts, src/server/render).
  const html = weeklyDocument(report, {
    lang: ctx.locale,
    madeAt: ctx.services.now(),
    site: new URL(ctx.services.config.publicOrigin).host,
    brand: brandNames(brandFromEnv(process.env), ctx.locale),
  });
  return renderedFile(ctx.services, html, format, weeklyFileName(report, format), partner.id);
}

export const newsRoutes: Route[] = [
  route({ method: "GET", path: "/partner/news/weekly", access: "partner", handler: weekly }),
  route({ contract: newsApi.recap, access: "partner", handler: recap }),
  route({ contract: newsApi.feed, access: "partner", handler: feed }),
];
