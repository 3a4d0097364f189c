// Cookie sessions. The token is 256 random bits; only its SHA-256 is stored, so a leaked
// database holds no usable session. Users slide 7 days; partners expire after 30 idle minutes.
// The cache and the ended-session listeners are the SessionStore of Services (./session-cache.ts).
import type { Partner, User } from "../../shared/accounts";
import type { Services } from "../services";
import { findMemberSession } from "../team/members-store";
import { findPartnerById, type PartnerRow } from "./partners-store";
import type { Session, SessionKind } from "./session-cache";
import {
  deleteSessionRow,
  deleteSessionRowsOf,
  findSession,
  insertSession,
  sessionAlive,
  touchSession,
} from "./sessions-store";
import { findUserById, passwordHashIs, type UserRow } from "./users-store";

/** A partner session's subject is the partner's id, or `member:<id>` for a member of its team. */
const MEMBER_PREFIX = "member:";

export type { EndedSessions, Session, SessionKind } from "./session-cache";

export const USER_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PARTNER_IDLE_MS = 30 * 60 * 1000;
/** Sliding expiry is written at most this often, so reads stay reads on hot paths. */
const TOUCH_EVERY_MS = 60 * 1000;

function cookieName(production: boolean): string {
  return production ? "__Host-rockets_session" : "rockets_session";
}

export function hashToken(token: string): string {
  return new Bun.CryptoHasher("sha256").update(token).digest("hex");
}

function ttl(kind: SessionKind): number {
  return kind === "user" ? USER_TTL_MS : PARTNER_IDLE_MS;
}

export function sessionCookie(services: Services, token: string, kind: SessionKind): string {
  const { production } = services.config;
  const maxAge = Math.floor(ttl(kind) / 1000);
  return `${cookieName(production)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${production ? "; Secure" : ""}`;
}

export function clearedSessionCookie(services: Services): string {
  const { production } = services.config;
  return `${cookieName(production)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${production ? "; Secure" : ""}`;
}

export function tokenFrom(req: Request, production: boolean): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  const value = new Bun.CookieMap(header).get(cookieName(production));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Creates a session and returns its token (for the Set-Cookie header). */
export async function createSession(services: Services, kind: SessionKind, subjectId: string): Promise<string> {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  const now = services.now();
  await insertSession(services.db.sql, {
    tokenHash: hashToken(token),
    kind,
    subjectId,
    now,
    expiresAt: now + ttl(kind),
  });
  return token;
}

/** Creates a user session for a password just checked against `passwordHash`, or null when the
 * account's password was replaced meanwhile (a reset or a change finishing while the password
 * was being checked). The hash is read after the insert: a replacement before that read may have
 * ended the account's sessions before the insert, so the session is deleted again here; one after
 * it ends the account's sessions after the insert, this one with them. */
export async function createPasswordSession(
  services: Services,
  userId: string,
  passwordHash: string,
): Promise<string | null> {
  const token = await createSession(services, "user", userId);
  if (await passwordHashIs(services.db.sql, userId, passwordHash)) return token;
  await deleteSession(services, hashToken(token));
  return null;
}

export async function deleteSession(services: Services, tokenHash: string): Promise<void> {
  await deleteSessionRow(services.db.sql, tokenHash);
  services.sessions.ended({ tokenHash });
}

export async function deleteSessionsOf(services: Services, kind: SessionKind, subjectId: string): Promise<void> {
  await deleteSessionRowsOf(services.db.sql, kind, subjectId);
  services.sessions.ended({ kind, subjectId });
}

export function toUser(row: Pick<UserRow, "id" | "firstName" | "lastName" | "email" | "role" | "lang">): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    // Only a language the app has: anything else stored is left out, never read as "en".
    ...(row.lang === "en" || row.lang === "ar" ? { language: row.lang } : {}),
  };
}

export function toPartner(row: PartnerRow): Partner {
  return { id: row.id, email: row.email, partnerID: row.partnerId, name: row.name, role: "partner" };
}

/** Looks the request's session up, expiring and sliding it; null when there is none. */
export async function loadSession(services: Services, req: Request): Promise<Session | null> {
  const token = tokenFrom(req, services.config.production);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const now = services.now();
  const { sql } = services.db;
  const hit = services.sessions.cached(tokenHash, now);
  // The sessions table is the truth: a cached session is served only while its row is there, so
  // one ended on any instance (logout, a password reset or change, signing out everywhere) is
  // refused at once, whether or not the news of it came through Redis. The cache saves the
  // account's lookup and the sliding write; a changed name or role shows within its 2 s.
  if (hit && (await sessionAlive(sql, tokenHash, now))) return hit;
  const row = await findSession(sql, tokenHash);
  if (!row) return null;
  if (row.expiresAt <= now) {
    await deleteSession(services, tokenHash);
    return null;
  }
  let expiresAt = row.expiresAt;
  const slide = now - row.lastSeenAt >= TOUCH_EVERY_MS;
  if (slide) {
    expiresAt = now + ttl(row.kind);
    await touchSession(sql, tokenHash, now, expiresAt);
  }
  let session: Session | null = null;
  if (row.kind === "user") {
    const user = await findUserById(sql, row.subjectId);
    if (user) session = { kind: "user", tokenHash, user: toUser(user) };
  } else if (row.subjectId.startsWith(MEMBER_PREFIX)) {
    // A member of a partner's team (docs/api.md, "Partner team"): the partner's data, the member's role.
    const found = await findMemberSession(sql, row.subjectId.slice(MEMBER_PREFIX.length));
    if (found) session = { kind: "partner", tokenHash, partner: { ...toPartner(found.partner), member: found.member } };
  } else {
    const partner = await findPartnerById(sql, row.subjectId);
    if (partner) session = { kind: "partner", tokenHash, partner: toPartner(partner) };
  }
  if (session) services.sessions.remember(session, now, expiresAt);
  // Not stored in the cache: only this request renews the cookie.
  return session && slide ? { ...session, renewed: true } : session;
}
