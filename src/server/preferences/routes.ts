// A user's chart preferences (docs/api.md, "Chart indicators"): the ticker chart's indicators,
// read when the page's address names none and replaced whole on each choice. Users only: a
// partner's choice stays in its browser (the explorer keeps it in localStorage).
import type { User } from "../../shared/accounts";
import { IndicatorsBody, type IndicatorsPreference } from "../../shared/chart-indicators";
import { readJson } from "../http/body";
import { json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { indicatorsOf, setIndicators } from "./indicator-preferences-store";

async function getIndicators(ctx: RequestContext, user: User): Promise<Response> {
  const answer: IndicatorsPreference = { indicators: await indicatorsOf(ctx.services.db.sql, user.id) };
  return json(answer);
}

async function putIndicators(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readJson(ctx.req, IndicatorsBody);
  await setIndicators(ctx.services.db.sql, user.id, body.indicators, ctx.services.now());
  const answer: IndicatorsPreference = { indicators: await indicatorsOf(ctx.services.db.sql, user.id) };
  return json(answer);
}

const P = "/work/preferences/indicators";
export const preferenceRoutes: Route[] = [
  route({ method: "GET", path: P, access: "user", handler: getIndicators }),
  route({ method: "PUT", path: P, access: "user", handler: putIndicators }),
];
