// Headers every response carries, and the CSRF rule for state-changing API calls.
import { UPLOAD_HEADER } from "../../shared/tickets";
import { isJsonContentType } from "./body";
import { HttpError } from "./errors";

export const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": [
    "default-src 'self'",
    "script-src 'self'",
    // goober writes its rules into a <style> element at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; "),
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

/** Production is served over HTTPS (Secure cookies): browsers must never try plain HTTP again. */
const HSTS = "max-age=31536000; includeSubDomains";

export function withSecurityHeaders(res: Response, production = false): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!res.headers.has(name)) res.headers.set(name, value);
  }
  if (production && !res.headers.has("strict-transport-security")) res.headers.set("strict-transport-security", HSTS);
  return res;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request must come from our own pages: an Origin among the allowed ones
 * (PUBLIC_ORIGIN; see src/server/config.ts), or (browsers that omit Origin)
 * Sec-Fetch-Site: same-origin; and a JSON (or text/csv) content type, which a plain HTML form cannot send.
 */
export function checkCsrf(req: Request, allowedOrigins: readonly string[]): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  const fetchSite = req.headers.get("sec-fetch-site");
  const sameOrigin = origin !== null ? allowedOrigins.includes(origin) : fetchSite === "same-origin";
  // text/csv (a portfolio import) is, like JSON, a type a plain HTML form cannot send. A form can
  // send multipart/form-data (a ticket with its images), so that needs the upload header too: a
  // form cannot set a header, and another origin's script cannot without a preflight we refuse.
  const type = req.headers.get("content-type");
  const base = type?.split(";")[0]?.trim().toLowerCase();
  const upload = base === "multipart/form-data" && req.headers.get(UPLOAD_HEADER) === "1";
  if (!sameOrigin || !(isJsonContentType(type) || base === "text/csv" || upload)) {
    throw new HttpError(403, "csrf");
  }
}
