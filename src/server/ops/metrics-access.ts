// Who may read GET /metrics. The metrics name routes, error counts and the market's internals,
// so they are not public:
//   - METRICS_TOKEN set: only requests with `Authorization: Bearer <token>` (401 otherwise);
//   - unset in production: nobody, /metrics answers 404 as any unknown path;
//   - unset outside production: only requests made on this machine (the socket's peer is a
//     loopback address and no proxy forwarded them), so a developer can still curl it.
import { timingSafeEqual } from "node:crypto";
import type { Config } from "../config";

type MetricsAccess = "allowed" | "unauthorized" | "hidden";

function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  return a === "::1" || a.startsWith("127.") || a.startsWith("::ffff:127.");
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `peer`: the address of the socket the request came on (not X-Forwarded-For). */
export function metricsAccess(
  req: Request,
  peer: string,
  config: Pick<Config, "production" | "metricsToken">,
): MetricsAccess {
  if (config.metricsToken) {
    const header = req.headers.get("authorization") ?? "";
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] && sameToken(match[1], config.metricsToken) ? "allowed" : "unauthorized";
  }
  if (config.production) return "hidden";
  const forwarded = req.headers.has("x-forwarded-for") || req.headers.has("forwarded");
  return isLoopback(peer) && !forwarded ? "allowed" : "hidden";
}
