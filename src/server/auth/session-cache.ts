// The in-memory side of sessions, one object per server (owned by Services, never module
// state): the short cache of looked-up sessions and the listeners that hear of ended sessions
// (logout, a login replacing a session, expiry). The database side is in ./sessions.ts. This
// module imports nothing of the server, so the realtime hub and the Redis bridge can listen to
// it without importing the request pipeline.
import type { Partner, User } from "../../shared/accounts";

export type SessionKind = "user" | "partner";

export type Session = (
  | { kind: "user"; tokenHash: string; user: User }
  | { kind: "partner"; tokenHash: string; partner: Partner }
) & {
  /** Set when this lookup slid the expiry forward: the response renews the cookie (src/server/app.ts). */
  renewed?: boolean;
};

/** The sessions table's subject of a session: the user's or partner's id, or `member:<id>` for
 * a member of a partner's team (their sessions end apart from the partner account's). */
export function sessionSubject(s: Session): string {
  if (s.kind === "user") return s.user.id;
  return s.partner.member ? `member:${s.partner.member.id}` : s.partner.id;
}

/** What ended: one session, or every session of an account. */
export type EndedSessions = { tokenHash: string } | { kind: SessionKind; subjectId: string };
export type EndListener = (ended: EndedSessions) => void;

interface Cached {
  session: Session;
  until: number;
  expiresAt: number;
}

/** Entries kept at most; past it the cache starts over (a flood of distinct tokens). */
const CACHE_MAX = 100_000;

export class SessionStore {
  private readonly cache = new Map<string, Cached>();
  private readonly listeners = new Set<EndListener>();

  /** Milliseconds a looked-up session's account is reused (0: never). Hot calls (the scanners)
   * skip the account's query; loadSession still reads the session's row on every hit (./sessions.ts),
   * so an ended session is refused at once on every instance, while a role changed elsewhere
   * shows within this time. */
  constructor(public cacheMs = 0) {}

  /** Hears of every ended session, e.g. to close its WebSockets. Returns the unsubscribe. */
  onEnded(listener: EndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A session (or all of an account's) ended on this instance: forget it, tell the listeners. */
  ended(what: EndedSessions): void {
    this.forget(what);
    for (const listener of this.listeners) listener(what);
  }

  /** Drops cached sessions that ended elsewhere (another instance), without telling listeners. */
  forget(what: EndedSessions): void {
    if ("tokenHash" in what) {
      this.cache.delete(what.tokenHash);
      return;
    }
    for (const [hash, entry] of this.cache) {
      const s = entry.session;
      const id = sessionSubject(s);
      if (s.kind === what.kind && id === what.subjectId) this.cache.delete(hash);
    }
  }

  /** The cached session of a token hash, if it is still fresh at `now`. */
  cached(tokenHash: string, now: number): Session | null {
    if (this.cacheMs <= 0) return null;
    const hit = this.cache.get(tokenHash);
    // `now >= until - cacheMs`: a clock moved backwards (tests) does not extend an entry.
    if (hit && now < hit.until && now < hit.expiresAt && now >= hit.until - this.cacheMs) return hit.session;
    return null;
  }

  remember(session: Session, now: number, expiresAt: number): void {
    if (this.cacheMs <= 0) return;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(session.tokenHash, { session, until: now + this.cacheMs, expiresAt });
  }
}
