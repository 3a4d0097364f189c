// The partner news calls (docs/api.md, "Partner news"): partner sessions only; a bad parameter is
// a translated 400 naming it, a day without a completed session a 404 no_session.
import { i18nObject } from "../../i18n/i18n-util";
import { isIsoDay, isNewsMarket, type NewsMarket } from "../../shared/news";
import { invalidField, json, ownError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { simulatedAlwaysOpen } from "../market/sessions";
import { recapFigures, recapResponse } from "./recap";
import { NewsService as News, type NewsService } from "./service";

const texts = { en: i18nObject("en"), ar: i18nObject("ar") };

/** The services' news, made on first use. */
export function newsOf(ctx: RequestContext): NewsService {
  const s = ctx.services;
  s.news ??= new News({
    market: s.market,
    now: s.now,
    alwaysOpen: simulatedAlwaysOpen(s.config.marketClock, s.market.provider.name),
  });
  return s.news;
}

export function marketParam(ctx: RequestContext): NewsMarket {
  const raw = ctx.url.searchParams.get("market");
  if (raw === null || raw === "") throw invalidField("market", "required");
  if (!isNewsMarket(raw)) throw invalidField("market", "invalid");
  return raw;
}

const noSession = () => ownError(404, "no_session", (l) => texts[l].marketNews.errors.noSession());

/** GET /partner/news/recap?market=US|SA&date=YYYY-MM-DD (without a date: the latest completed session). */
async function recap(ctx: RequestContext): Promise<Response> {
  const market = marketParam(ctx);
  const raw = ctx.url.searchParams.get("date");
  const book = newsOf(ctx).sessions;
  let date: string;
  if (raw === null || raw === "") {
    const sessions = await book.sessions(market);
    if (!sessions.length) throw noSession();
    date = sessions.at(-1)!;
  } else if (!isIsoDay(raw)) throw invalidField("date", "invalid");
  else date = raw;
  const parts = await recapFigures(ctx.services.market, book, market, date);
  if (!parts) throw noSession();
  return json(recapResponse(market, date, ctx.locale, parts, ctx.services.market.provider.name === "sim"));
}

export const newsRoutes: Route[] = [
  route({ method: "GET", path: "/partner/news/recap", access: "partner", handler: recap }),
];
