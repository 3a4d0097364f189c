// The request pipeline: API routes under /api/v1 (JSON errors, CSRF, 404/405), health,
// then the built client. Plain function of Request, so tests call it without a socket.
import type { Server } from "bun";
import { apiRoutes } from "./api";
import { errorResponse, HttpError, json } from "./http/errors";
import { localeFrom } from "./http/locale";
import { type Route, Router } from "./http/router";
import { checkCsrf, withSecurityHeaders } from "./http/security";
import type { StaticFiles } from "./http/static";
import { log } from "./log";
import type { Services } from "./services";

export const API_PREFIX = "/api/v1";

export interface App {
  fetch(req: Request, server?: Server<unknown>): Promise<Response | undefined>;
  router: Router;
}

export interface AppOptions {
  routes?: Route[];
  staticFiles?: StaticFiles;
}

export function createApp(services: Services, options: AppOptions = {}): App {
  const router = new Router(options.routes ?? apiRoutes());

  async function handleApi(req: Request, url: URL, ip: string): Promise<Response> {
    const locale = localeFrom(req.headers.get("accept-language"));
    try {
      const path = url.pathname.slice(API_PREFIX.length) || "/";
      const match = router.match(req.method, path);
      if (match.kind === "none") throw new HttpError(404, "not_found");
      if (match.kind === "method") {
        throw new HttpError(405, "method_not_allowed", {}, {}, { allow: match.allow.join(", ") });
      }
      checkCsrf(req, services.config.publicOrigin);
      return await match.handler({ req, url, params: match.params, locale, ip, services });
    } catch (error) {
      return errorResponse(error, locale);
    }
  }

  async function dispatch(req: Request, url: URL, ip: string): Promise<Response> {
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) return handleApi(req, url, ip);
    if (url.pathname === "/healthz") return json({ status: "ok" });
    const file = options.staticFiles?.serve(req, url);
    if (file) return file;
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  }

  return {
    router,
    async fetch(req, server) {
      const started = performance.now();
      const url = new URL(req.url);
      const ip = server?.requestIP(req)?.address ?? "127.0.0.1";
      const res = withSecurityHeaders(await dispatch(req, url, ip));
      log.info("request", {
        method: req.method,
        path: url.pathname,
        status: res.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
      });
      return res;
    },
  };
}
