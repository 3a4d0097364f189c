// A small route table: exact paths in a Map (the hot path), `:param` paths as regexes.
// It knows which methods a path has, so a wrong method is a 405 with an Allow header.
import * as v from "valibot";
import type { Locales } from "../../i18n/i18n-types";
import type { Partner, User } from "../../shared/accounts";
import type { Answer, Contract, HandlerInput, Method } from "../../shared/contract";
import type { Services } from "../services";
import { inputError, readJson } from "./body";
import { HttpError, json } from "./errors";
import type { RouteLimit } from "./limits";

export interface RequestContext {
  req: Request;
  url: URL;
  params: Record<string, string>;
  locale: Locales;
  ip: string;
  services: Services;
}

/**
 * Who may call a route, checked by the pipeline before the handler runs (docs/architecture.md,
 * "Request pipeline"): 401 without a session, 403 with a session of another role.
 * `user` admits admins too; `public` admits anyone; `signedIn` admits any session, user or
 * partner (the ticker page, which partners reach through their explorer).
 */
export type Access = "public" | "user" | "admin" | "partner" | "signedIn";

/** What the handler receives as its second argument: the checked principal of its access. */
type Principal<A extends Access> = A extends "user" | "admin"
  ? User
  : A extends "partner"
    ? Partner
    : A extends "signedIn"
      ? User | Partner
      : null;

type Handler<A extends Access = Access> = (ctx: RequestContext, who: Principal<A>) => Response | Promise<Response>;

/**
 * Who of a partner's team may call a route a partner may call (docs/api.md, "Partner team"),
 * checked by the pipeline after the access (src/server/team/guard.ts): `viewer` any member,
 * `editor` editors and the partner account, `owner` the partner account only. Unset, a GET is
 * `viewer` and any other method `editor`, so a new write of the portal refuses viewers unless it
 * says otherwise.
 */
export type TeamAccess = "viewer" | "editor" | "owner";

interface RouteSpec<A extends Access> extends RouteOptions<A> {
  method: Method;
  /** Path below /api/v1, e.g. "/work/investment/:scanner". */
  path: string;
  handler: Handler<A>;
}

/** What a route declares beside its method, path and handler. */
interface RouteOptions<A extends Access> {
  access: A;
  limits?: readonly RouteLimit[];
  team?: TeamAccess;
  /** false only for a session-less call whose signed token is its authority and that outside
   * clients POST without an Origin (the newsletter's RFC 8058 one-click unsubscribe). */
  csrf?: false;
}

/** A route of a shared contract (src/shared/contract.ts): its handler gets the validated path
 * parameters, query and body, and returns the answer (sent as JSON with the contract's status) or,
 * for an answer that is not JSON or has headers of its own, a Response. */
interface ContractRouteSpec<A extends Access, C extends Contract> extends RouteOptions<A> {
  contract: C;
  /** An area's own words for a schema's 400 (e.g. "at least one channel"), given the error the
   * schema made; it returns the error to send. */
  reword?: (error: HttpError) => HttpError;
  handler: (
    ctx: RequestContext,
    who: Principal<A>,
    input: HandlerInput<C>,
  ) => Answer<C> | Response | Promise<Answer<C> | Response>;
}

/** A declared route, its handler's principal type erased so one table holds every access. */
export interface Route {
  method: Method;
  path: string;
  access: Access;
  limits: readonly RouteLimit[];
  team?: TeamAccess;
  csrf?: false;
  handler: (ctx: RequestContext, who: User | Partner | null) => Response | Promise<Response>;
}

/** Declares a route; the handler is typed by the access it declares, and by its contract. */
export function route<A extends Access, C extends Contract>(spec: ContractRouteSpec<A, C>): Route;
export function route<A extends Access>(spec: RouteSpec<A>): Route;
export function route<A extends Access, C extends Contract>(spec: RouteSpec<A> | ContractRouteSpec<A, C>): Route {
  const { access, team, csrf } = spec;
  const declared = {
    access,
    limits: spec.limits ?? [],
    ...(team ? { team } : {}),
    ...(csrf === false ? { csrf } : {}),
  };
  if (!("contract" in spec))
    return { ...declared, method: spec.method, path: spec.path, handler: spec.handler as Route["handler"] };
  const { contract, handler, reword } = spec;
  return {
    ...declared,
    method: contract.method,
    path: contract.path,
    handler: async (ctx, who) => {
      let input: HandlerInput<C>;
      try {
        const query = contract.query ? parseQuery(ctx.url, contract.query) : undefined;
        const body = contract.body ? await readJson(ctx.req, contract.body) : undefined;
        input = { params: ctx.params, query, body } as HandlerInput<C>;
      } catch (error) {
        throw reword && error instanceof HttpError && error.code === "invalid_input" ? reword(error) : error;
      }
      const answer = await handler(ctx, who as Principal<A>, input);
      if (answer instanceof Response) return answer;
      if (!ctx.services.config.production) checkAnswer(contract, answer);
      return json(answer, contract.status ?? 200);
    },
  };
}

/** The query string as the contract's schema reads it, each name's first value (as
 * URLSearchParams.get gives it), or the 400 naming the parameter at fault. */
function parseQuery<S extends v.GenericSchema>(url: URL, schema: S): v.InferOutput<S> {
  // No prototype: a parameter named __proto__ or constructor is only a name.
  const query: Record<string, string> = Object.create(null);
  for (const [name, value] of url.searchParams) if (!Object.hasOwn(query, name)) query[name] = value;
  const result = v.safeParse(schema, query);
  if (!result.success) throw inputError(result.issues);
  return result.output;
}

/** Outside production every answer is checked against its contract (in tests, a 500 that fails
 * the test); in production the check is skipped, as the types already hold the handlers to it. */
function checkAnswer(contract: Contract, answer: unknown): void {
  const result = v.safeParse(contract.response, answer);
  if (result.success) return;
  const at = v.getDotPath(result.issues[0]) ?? "(answer)";
  throw new Error(
    `${contract.method} ${contract.path}: the answer breaks its contract at ${at} (${result.issues[0].message})`,
  );
}

interface Compiled {
  path: string;
  pattern: RegExp;
  names: string[];
  methods: Map<string, Route>;
}

type Match =
  | { kind: "found"; route: Route; params: Record<string, string>; pattern: string }
  | { kind: "method"; allow: string[]; pattern: string }
  | { kind: "none" };

export class Router {
  private exact = new Map<string, Map<string, Route>>();
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
    const { method, path } = route;
    if (!path.includes(":")) {
      const methods = this.exact.get(path) ?? new Map();
      methods.set(method, route);
      this.exact.set(path, methods);
      return;
    }
    const names: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    // Compared as RegExp sources: a RegExp escapes "/" in its source, so the raw string never matched
    // and a second method of one dynamic path was shadowed by the first (405).
    const pattern = new RegExp(`^${source}$`);
    const existing = this.dynamic.find((d) => d.pattern.source === pattern.source);
    if (existing) existing.methods.set(method, route);
    else this.dynamic.push({ path, pattern, names, methods: new Map([[method, route]]) });
  }

  match(method: string, path: string): Match {
    const lookup = method === "HEAD" ? "GET" : method;
    const exact = this.exact.get(path);
    if (exact) {
      const route = exact.get(lookup);
      return route
        ? { kind: "found", route, params: {}, pattern: path }
        : { kind: "method", allow: [...exact.keys()], pattern: path };
    }
    for (const d of this.dynamic) {
      const m = d.pattern.exec(path);
      if (!m) continue;
      const route = d.methods.get(lookup);
      if (!route) return { kind: "method", allow: [...d.methods.keys()], pattern: d.path };
      const params: Record<string, string> = {};
      d.names.forEach((name, i) => {
        params[name] = decodeParam(m[i + 1] ?? "");
      });
      return { kind: "found", route, params, pattern: d.path };
    }
    return { kind: "none" };
  }
}

/** A path segment decoded. A malformed escape (%E0%A4%A), or one that decodes to a control
 * character (%00, which PostgreSQL refuses in text), is kept as sent, never an exception: it then
 * names nothing, and the handler answers 404 as for any unknown id. */
function decodeParam(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return raw;
  }
  for (let k = 0; k < decoded.length; k++) {
    const code = decoded.charCodeAt(k);
    if (code < 0x20 || code === 0x7f) return raw;
  }
  return decoded;
}
