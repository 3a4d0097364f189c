// A user's chart preferences (docs/api.md, "Chart indicators"): the ticker chart's indicators,
// read when the page's address names none and replaced whole on each choice. Users only: a
// partner's choice stays in its browser (the explorer keeps it in localStorage).
import type { User } from "../../shared/accounts";
import { indicatorsApi } from "../../shared/chart-indicators";
import type { HandlerInput } from "../../shared/contract";
import { type RequestContext, type Route, route } from "../http/router";
import { indicatorsOf, setIndicators } from "./indicator-preferences-store";

async function getIndicators(ctx: RequestContext, user: User) {
  return { indicators: await indicatorsOf(ctx.services.db.sql, user.id) };
}

async function putIndicators(ctx: RequestContext, user: User, { body }: HandlerInput<typeof indicatorsApi.put>) {
  await setIndicators(ctx.services.db.sql, user.id, body.indicators, ctx.services.now());
  return { indicators: await indicatorsOf(ctx.services.db.sql, user.id) };
}

export const preferenceRoutes: Route[] = [
  route({ contract: indicatorsApi.get, access: "user", handler: getIndicators }),
  route({ contract: indicatorsApi.put, access: "user", handler: putIndicators }),
];
