// The browser that registered a pending account (docs/api.md, Accounts): every registration
// sets a random token in an HttpOnly cookie and stores its SHA-256 on the pending account; the
// registration code and link verify the account only from the browser holding the newest token.
// Without it, whoever registered the owner's address last would choose the password the owner
// activates by typing the newest code from their own mailbox.
import { HttpError } from "../http/errors";
import type { RequestContext } from "../http/router";

const MAX_AGE_S = 24 * 60 * 60;

const cookieName = (production: boolean) => (production ? "__Host-rockets_reg" : "rockets_reg");

const sha256 = (token: string) => new Bun.CryptoHasher("sha256").update(token).digest("hex");

/** A new binding: the hash to store and the Set-Cookie header that gives the browser its token. */
export function newRegistrationBrowser(ctx: RequestContext): { hash: string; cookie: string } {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  const { production } = ctx.services.config;
  const cookie = `${cookieName(production)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${production ? "; Secure" : ""}`;
  return { hash: sha256(token), cookie };
}

/** Refuses a registration code or link used from another browser than the newest registration's.
 * An account registered before browsers were remembered (no hash) is not held to it. */
export function requireRegistrationBrowser(ctx: RequestContext, stored: unknown): void {
  if (stored === null || stored === undefined || stored === "") return;
  const header = ctx.req.headers.get("cookie");
  const token = header ? new Bun.CookieMap(header).get(cookieName(ctx.services.config.production)) : null;
  if (!token || sha256(token) !== String(stored)) throw new HttpError(400, "register_other_browser");
}
