// Every API route, by area. Each area keeps its handlers and route list in its own folder.
import { recommendationRoutes } from "./admin/recommendations";
import { partnerAuthRoutes } from "./auth/partner";
import { registrationRoutes } from "./auth/register";
import { authRoutes } from "./auth/routes";
import type { Route } from "./http/router";
import { marketRoutes } from "./market/routes";
import { tickerRoutes } from "./market/ticker-routes";
import { supportRoutes } from "./support/routes";
import { watchlistRoutes } from "./work/watchlists";

export function apiRoutes(): Route[] {
  return [
    // accounts: auth and partner auth routes
    ...authRoutes,
    ...registrationRoutes,
    ...partnerAuthRoutes,
    // market data: scanners and partner events
    ...marketRoutes,
    // user portal: watchlists, recommendations
    ...watchlistRoutes,
    ...recommendationRoutes,
    // ticker page: key figures and daily bars
    ...tickerRoutes,
    // support tools
    ...supportRoutes,
  ];
}
