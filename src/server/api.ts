// Every API route, by area. Each area keeps its handlers and route list in its own folder.
import type { Route } from "./http/router";

export function apiRoutes(): Route[] {
  return [
    // areas append their route lists here: auth, partner auth, work, admin, partner events
  ];
}
