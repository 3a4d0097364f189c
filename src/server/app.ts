// The request pipeline: API routes under /api/v1 (JSON errors, CSRF, 404/405), health,
// then the built client. Plain function of Request, so tests call it without a socket.
import type { Server } from "bun";
import { apiRoutes } from "./api";
import { loadedSession } from "./auth/guards";
import { sessionCookie, tokenFrom } from "./auth/sessions";
import { runRoute } from "./http/access";
import { clientAddress } from "./http/client-ip";
import { errorResponse, HttpError, json } from "./http/errors";
import { localeFrom } from "./http/locale";
import { type Route, Router } from "./http/router";
import { checkCsrf, withSecurityHeaders } from "./http/security";
import type { StaticFiles } from "./http/static";
import { log } from "./log";
import { metrics, PROMETHEUS_CONTENT_TYPE, registry } from "./ops/metrics";
import { metricsAccess } from "./ops/metrics-access";
import type { SocketData } from "./realtime/hub";
import type { Services } from "./services";

const API_PREFIX = "/api/v1";

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

export interface App {
  fetch(req: Request, server?: Server<unknown>): Promise<Response | undefined>;
  router: Router;
}

interface AppOptions {
  routes?: Route[];
  staticFiles?: StaticFiles;
  /** With REDIS_URL: /healthz answers 503 degraded while Redis is unreachable. */
  redis?: { readonly up: boolean };
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

export function createApp(services: Services, options: AppOptions = {}): App {
  const router = new Router(options.routes ?? apiRoutes());

  /** Which route answered, for the metrics: a pattern, never the raw path (few label values). */
  interface Handled {
    res: Response;
    route: string;
  }

  async function handleApi(req: Request, url: URL, ip: string, out: { route: string }): Promise<Response> {
    const locale = localeFrom(req.headers.get("accept-language"));
    try {
      const path = url.pathname.slice(API_PREFIX.length) || "/";
      const match = router.match(req.method, path);
      if (match.kind === "none") throw new HttpError(404, "not_found");
      out.route = API_PREFIX + match.pattern;
      if (match.kind === "method") {
        throw new HttpError(405, "method_not_allowed", { headers: { allow: match.allow.join(", ") } });
      }
      if (match.route.csrf !== false) checkCsrf(req, services.config.allowedOrigins);
      return await runRoute({ req, url, params: match.params, locale, ip, services }, match.route);
    } catch (error) {
      return errorResponse(error, locale);
    }
  }

  /** The instance serves (200) or serves without Redis (503 degraded: limits per instance,
   * no fan-out between instances), so a load balancer or a monitor can tell. */
  function health(): Response {
    if (!options.redis) return json({ status: "ok" });
    if (options.redis.up) return json({ status: "ok", redis: "up" });
    return json({ status: "degraded", redis: "down" }, 503);
  }

  async function dispatch(req: Request, url: URL, ip: string, peer: string): Promise<Handled> {
    if (url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`)) {
      const out = { route: `${API_PREFIX}/*` };
      const res = await handleApi(req, url, ip, out);
      return { res, route: out.route };
    }
    if (url.pathname === "/healthz") return { res: health(), route: "/healthz" };
    if (url.pathname === "/metrics" && (req.method === "GET" || req.method === "HEAD")) {
      const access = metricsAccess(req, peer, services.config);
      if (access === "unauthorized") {
        const locale = localeFrom(req.headers.get("accept-language"));
        const res = errorResponse(new HttpError(401, "unauthenticated"), locale);
        res.headers.set("www-authenticate", 'Bearer realm="metrics"');
        return { res, route: "/metrics" };
      }
      if (access === "hidden") return { res: notFound(), route: "not_found" };
      const body = req.method === "HEAD" ? null : registry.render();
      return {
        res: new Response(body, { headers: { "content-type": PROMETHEUS_CONTENT_TYPE, "cache-control": "no-store" } }),
        route: "/metrics",
      };
    }
    const file = options.staticFiles?.serve(req, url);
    if (file) return { res: file, route: "static" };
    return { res: notFound(), route: "not_found" };
  }

  /** A session this request slid forward gets its cookie again, with the new lifetime: else the
   * browser drops the cookie at its first Max-Age while the session is still alive on the server. */
  async function renewCookie(req: Request, res: Response): Promise<void> {
    const session = await loadedSession(req);
    if (!session?.renewed || res.headers.has("set-cookie")) return;
    const token = tokenFrom(req, services.config.production);
    if (token) res.headers.append("set-cookie", sessionCookie(services, token, session.kind));
  }

  const { production } = services.config;

  return {
    router,
    async fetch(req, server) {
      const started = performance.now();
      let url: URL;
      try {
        url = new URL(req.url);
      } catch {
        // A missing (HTTP/1.0) or malformed Host header leaves no valid URL: the client's fault.
        const locale = localeFrom(req.headers.get("accept-language"));
        metrics.httpRequests.inc({ method: "other", route: "bad_request", status: "400" });
        return withSecurityHeaders(errorResponse(new HttpError(400, "bad_request"), locale), production);
      }
      if (url.pathname === "/ws") {
        const refused = await services.realtime.upgrade(req, server as Server<SocketData> | undefined);
        return refused && withSecurityHeaders(refused, production);
      }
      const peer = server?.requestIP(req)?.address ?? "127.0.0.1";
      const ip = clientAddress(peer, req.headers.get("x-forwarded-for"), services.config.trustedProxies);
      const handled = await dispatch(req, url, ip, peer);
      const res = withSecurityHeaders(handled.res, production);
      await renewCookie(req, res);
      const ms = performance.now() - started;
      const method = KNOWN_METHODS.has(req.method) ? req.method : "other";
      metrics.httpRequests.inc({ method, route: handled.route, status: String(res.status) });
      metrics.httpDuration.observe(ms / 1000, { method, route: handled.route });
      log.info("request", {
        method: req.method,
        path: url.pathname,
        status: res.status,
        ms: Math.round(ms * 100) / 100,
      });
      return res;
    },
  };
}
