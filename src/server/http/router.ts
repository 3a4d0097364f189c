// A small route table: exact paths in a Map (the hot path), `:param` paths as regexes.
// It knows which methods a path has, so a wrong method is a 405 with an Allow header.
import type { Locales } from "../../i18n/i18n-types";
import type { Services } from "../services";

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export interface RequestContext {
  req: Request;
  url: URL;
  params: Record<string, string>;
  locale: Locales;
  ip: string;
  services: Services;
}

export type Handler = (ctx: RequestContext) => Response | Promise<Response>;

export interface Route {
  method: Method;
  /** Path below /api/v1, e.g. "/work/investment/:scanner". */
  path: string;
  handler: Handler;
}

interface Compiled {
  path: string;
  pattern: RegExp;
  names: string[];
  methods: Map<string, Handler>;
}

export type Match =
  | { kind: "found"; handler: Handler; params: Record<string, string>; route: string }
  | { kind: "method"; allow: string[]; route: string }
  | { kind: "none" };

export class Router {
  private exact = new Map<string, Map<string, Handler>>();
  private dynamic: Compiled[] = [];
  private readonly list: Route[] = [];

  constructor(routes: Route[]) {
    for (const route of routes) this.add(route);
  }

  /** Every registered route, in registration order (tests enumerate them). */
  routes(): readonly Route[] {
    return this.list;
  }

  private add(route: Route): void {
    this.list.push(route);
    const { method, path, handler } = route;
    if (!path.includes(":")) {
      const methods = this.exact.get(path) ?? new Map();
      methods.set(method, handler);
      this.exact.set(path, methods);
      return;
    }
    const names: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    const existing = this.dynamic.find((d) => d.pattern.source === `^${source}$`);
    if (existing) existing.methods.set(method, handler);
    else this.dynamic.push({ path, pattern: new RegExp(`^${source}$`), names, methods: new Map([[method, handler]]) });
  }

  match(method: string, path: string): Match {
    const lookup = method === "HEAD" ? "GET" : method;
    const exact = this.exact.get(path);
    if (exact) {
      const handler = exact.get(lookup);
      return handler
        ? { kind: "found", handler, params: {}, route: path }
        : { kind: "method", allow: [...exact.keys()], route: path };
    }
    for (const d of this.dynamic) {
      const m = d.pattern.exec(path);
      if (!m) continue;
      const handler = d.methods.get(lookup);
      if (!handler) return { kind: "method", allow: [...d.methods.keys()], route: d.path };
      const params: Record<string, string> = {};
      d.names.forEach((name, i) => {
        params[name] = decodeParam(m[i + 1] ?? "");
      });
      return { kind: "found", handler, params, route: d.path };
    }
    return { kind: "none" };
  }
}

/** A path segment decoded; a malformed escape (%E0%A4%A) is kept as sent, never an exception. */
function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
