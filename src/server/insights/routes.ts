// The partner insights and the moving-average calendar (docs/api.md, "Partner insights"):
// partner sessions only, `market` (US or SA) required; a bad parameter is a translated 400
// naming it.
import { positiveIntegerParam } from "../../shared/digits";
import { CROSS_FILTERS, type CrossFilter, type InsightMarket, isInsightMarket } from "../../shared/insights";
import { PAGE_SIZE } from "../../shared/market";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";

function marketParam(ctx: RequestContext): InsightMarket {
  const raw = ctx.url.searchParams.get("market");
  if (raw === null || raw === "") throw new HttpError(400, "invalid_input", { field: "market", problem: "required" });
  if (!isInsightMarket(raw)) throw new HttpError(400, "invalid_input", { field: "market", problem: "invalid" });
  return raw;
}

function pageOf(ctx: RequestContext): number {
  const raw = ctx.url.searchParams.get("page");
  if (raw === null) return 1;
  const page = positiveIntegerParam(raw);
  if (page === null) throw new HttpError(400, "invalid_input", { field: "page", problem: "invalid" });
  return page;
}

function filterOf(ctx: RequestContext): CrossFilter {
  const raw = ctx.url.searchParams.get("filter");
  if (raw === null || raw === "") return "all";
  if (!(CROSS_FILTERS as readonly string[]).includes(raw))
    throw new HttpError(400, "invalid_input", { field: "filter", problem: "invalid" });
  return raw as CrossFilter;
}

const insights = (ctx: RequestContext) => ctx.services.market.insights;

async function movingAverage(ctx: RequestContext): Promise<Response> {
  const market = marketParam(ctx);
  const filter = filterOf(ctx);
  const page = pageOf(ctx);
  const { from, to, crosses } = await insights(ctx).crosses(market);
  const kept =
    filter === "all"
      ? crosses
      : crosses.filter((c) => (filter === "long") === (c.kind === "golden" || c.kind === "death"));
  return json({
    market,
    from,
    to,
    crosses: kept.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    totalPages: Math.ceil(kept.length / PAGE_SIZE),
  });
}

export const insightsRoutes: Route[] = [
  route({
    method: "GET",
    path: "/partner/insights/heatmap",
    access: "partner",
    handler: async (ctx) => json(await insights(ctx).heatmap(marketParam(ctx))),
  }),
  route({
    method: "GET",
    path: "/partner/insights/indices",
    access: "partner",
    handler: async (ctx) => json(await insights(ctx).indices(marketParam(ctx))),
  }),
  route({
    method: "GET",
    path: "/partner/insights/performance",
    access: "partner",
    handler: async (ctx) => json(await insights(ctx).performance(marketParam(ctx))),
  }),
  route({
    method: "GET",
    path: "/partner/insights/ranking",
    access: "partner",
    handler: async (ctx) => json(insights(ctx).ranking(marketParam(ctx))),
  }),
  route({
    method: "GET",
    path: "/partner/insights/sectors",
    access: "partner",
    handler: async (ctx) => json(insights(ctx).sectors(marketParam(ctx))),
  }),
  route({ method: "GET", path: "/partner/events/moving-average", access: "partner", handler: movingAverage }),
];
