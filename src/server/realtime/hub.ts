// The live gainers and quotes over WebSockets (GET /ws). Upgrades a user session from our own
// Origin (a partner session too, for the quotes only); sends the current top gainers on connect, then every change (at most one per
// market update) through Bun's publish/subscribe topics, and the quotes of the symbols each
// socket follows (./quotes.ts). Heartbeats find dead clients; a
// client that cannot keep up is cut off by Bun at the backpressure limit instead of being
// buffered without bound; a logout closes the sockets of that session; a session holds at most
// MAX_SOCKETS_PER_SESSION sockets and a user at most MAX_SOCKETS_PER_USER over all their
// sessions (./slots.ts; over every instance with Redis).
//
// The hub knows nothing of cookies or the database: it is given an `authenticate` function and
// the session store's ended-session events, so it does not import the request pipeline (which
// imports the services, which hold the hub).
import type { Server, ServerWebSocket, WebSocketHandler } from "bun";
import type { SessionState } from "../../shared/market";
import { MAX_CLIENT_MESSAGE_BYTES } from "../../shared/realtime";
import { type EndedSessions, type EndListener, type Session, sessionSubject } from "../auth/session-cache";
import { errorResponse, HttpError } from "../http/errors";
import { localeFrom } from "../http/locale";
import { log } from "../log";
import type { GainersSnapshot, Market } from "../market/engine";
import { sessionState } from "../market/sessions";
import { metrics } from "../ops/metrics";
import { parseClientMessage } from "./messages";
import { QuoteSubscriptions, sendError } from "./quotes";
import {
  LocalSocketSlots,
  MAX_SOCKETS_PER_SESSION,
  MAX_SOCKETS_PER_USER,
  type SocketSlots,
  userSlotKey,
} from "./slots";

export const GAINERS_TOPIC = "gainers";
/** The topics a socket may choose with `{"type":"subscribe","topics":[…]}` (docs/api.md, Realtime).
 * A socket that never sends it keeps every one of them, as clients did before the message existed. */
/** The partner news feed's new events (docs/api.md, "Partner news"); only partners' sockets may choose it. */
const NEWS_TOPIC = "news";
const CHOOSABLE_TOPICS: readonly string[] = [GAINERS_TOPIC, NEWS_TOPIC];
/** The topic of one user's sockets (alert events, docs/api.md, "Realtime"). */
const userTopic = (userId: string) => `user:${userId}`;
/** The slot key of a partner's sockets over all its sessions (MAX_SOCKETS_PER_USER, as a user). */
const partnerSlotKey = (partnerId: string) => `partner:${partnerId}`;
const subjectSlotKey = (data: Pick<SocketData, "kind" | "userId">) =>
  data.kind === "partner" ? partnerSlotKey(data.userId) : userSlotKey(data.userId);
/** Frames beyond this close the socket (1009); up to it, one beyond MAX_CLIENT_MESSAGE_BYTES is
 * answered `message_too_large` and the socket stays. */
const MAX_FRAME_BYTES = 2 * MAX_CLIENT_MESSAGE_BYTES;
/** Bytes a socket may have queued before Bun closes it (about 30 pushes of the gainers). */
const BACKPRESSURE_LIMIT = 64 * 1024;
export const HEARTBEAT_MS = 30_000;
/** How often the sockets' sessions are checked against the sessions table: the longest a socket
 * of a session ended on another instance stays open when the news did not come (Redis down). */
export const SESSION_RECHECK_MS = 5000;
/** Close codes: 4001 the session ended, 4008 too many messages from the client, 4029 the user
 * already has MAX_SOCKETS_PER_USER sockets open (the new one is refused; the client's backoff
 * tries again, and gets in once another tab closed). */
export const CLOSE_LOGOUT = 4001;
export const CLOSE_FLOOD = 4008;
export const CLOSE_USER_FULL = 4029;
const USER_FULL_REASON = `too many connections for this user (at most ${MAX_SOCKETS_PER_USER})`;
const MAX_CLIENT_MESSAGES = 20;
const CLIENT_MESSAGE_WINDOW_MS = 10_000;

export interface SocketData {
  /** A partner's socket gets the quotes it subscribes to only (no gainers, no alerts). */
  kind: "user" | "partner";
  /** The user's id, or the partner's. */
  userId: string;
  tokenHash: string;
  /** The session slot this socket holds (./slots.ts), under its session and under its user. */
  slotId: string;
  /** Upgraded only to be closed with CLOSE_USER_FULL: it holds no slot. */
  refused?: boolean;
  alive: boolean;
  windowStart: number;
  messages: number;
  /** The symbols (indexes in the market state) the socket follows (./quotes.ts). */
  quotes?: Set<number>;
}

type Socket = ServerWebSocket<SocketData>;

/** Where published messages go: this instance's subscribers, and with a bridge (Redis) the
 * subscribers of the other instances too. */
interface Fanout {
  publish(topic: string, message: string): void;
}

/** Fan-out through the Bun server's topics. */
class LocalFanout implements Fanout {
  server: Server<SocketData> | null = null;

  publish(topic: string, message: string): void {
    this.server?.publish(topic, message);
  }
}

interface HubOptions {
  market: Market;
  /** Origins whose pages may open a socket (config.allowedOrigins). */
  allowedOrigins: readonly string[];
  /** The session of an upgrade request, or null (src/server/auth/sessions.ts loadSession). */
  authenticate: (req: Request) => Promise<Session | null>;
  /** Where ended sessions are announced (the session store): their sockets are closed. */
  sessionEvents: { onEnded(listener: EndListener): () => void };
  /** Where a session's sockets are counted; in this process unless given (Redis). */
  slots?: SocketSlots;
  heartbeatMs?: number;
  /** Of these sessions (token hashes), the ones still alive (the sessions table): every
   * SESSION_RECHECK_MS the sockets of the others are closed with CLOSE_LOGOUT. */
  sessionsAlive?: (tokenHashes: string[]) => Promise<Set<string>>;
  sessionRecheckMs?: number;
  /** A market's session state now, for the quotes (the server's sessionNow, which knows the
   * demo clock); the real sessions unless given. */
  sessionState?: (market: "US" | "SA") => SessionState;
}

export class RealtimeHub {
  private readonly sockets = new Set<Socket>();
  private readonly byToken = new Map<string, Set<Socket>>();
  private readonly local = new LocalFanout();
  private fanout: Fanout = this.local;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private recheck: ReturnType<typeof setInterval> | null = null;
  private rechecking = false;
  private readonly sessionsAlive: HubOptions["sessionsAlive"];
  private readonly sessionRecheckMs: number;
  private readonly unsubscribe: Array<() => void> = [];
  private readonly market: Market;
  private readonly allowedOrigins: readonly string[];
  private readonly authenticate: HubOptions["authenticate"];
  readonly slots: SocketSlots;
  private readonly heartbeatMs: number;
  readonly quotes: QuoteSubscriptions;

  constructor(options: HubOptions) {
    this.market = options.market;
    this.allowedOrigins = options.allowedOrigins;
    this.authenticate = options.authenticate;
    this.slots = options.slots ?? new LocalSocketSlots();
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.sessionsAlive = options.sessionsAlive;
    this.sessionRecheckMs = options.sessionRecheckMs ?? SESSION_RECHECK_MS;
    this.quotes = new QuoteSubscriptions(
      this.market,
      options.sessionState ?? ((market) => sessionState(market, Date.now())),
    );
    this.unsubscribe.push(this.market.onGainers((snapshot) => this.publishGainers(snapshot)));
    // Every update, applied here or relayed from the feed leader: this instance's sockets only.
    this.unsubscribe.push(this.market.onUpdate(() => this.pushQuotes()));
    this.unsubscribe.push(options.sessionEvents.onEnded((ended) => this.sessionsEnded(ended)));
  }

  /** The Bun server whose topics carry the pushes; starts the heartbeat. */
  attach(server: Server<SocketData>): void {
    this.local.server = server;
    if (!this.heartbeat) this.heartbeat = setInterval(() => this.sweep(), this.heartbeatMs);
    if (!this.recheck && this.sessionsAlive)
      this.recheck = setInterval(() => void this.recheckSessions(), this.sessionRecheckMs);
  }

  /** Closes the sockets whose session is no longer in the sessions table: ended on another
   * instance while its news was lost (Redis down), or between an upgrade's lookup and its
   * socket. One query per 500 sessions; a failed check closes nothing and waits for the next. */
  async recheckSessions(): Promise<void> {
    if (!this.sessionsAlive || this.rechecking || this.byToken.size === 0) return;
    this.rechecking = true;
    try {
      const hashes = [...this.byToken.keys()];
      const live = await this.sessionsAlive(hashes);
      for (const hash of hashes) if (!live.has(hash)) this.closeSession(hash);
    } catch (error) {
      log.warn("session recheck failed", { error: String(error) });
    } finally {
      this.rechecking = false;
    }
  }

  /** Replaces the fan-out (a bridge between instances wraps the local one). */
  useFanout(make: (local: Fanout) => Fanout): void {
    this.fanout = make(this.local);
  }

  get clients(): number {
    return this.sockets.size;
  }

  private publishGainers(snapshot: GainersSnapshot): void {
    this.fanout.publish(GAINERS_TOPIC, snapshot.message);
    metrics.wsPushes.inc({ event: "topGainers" });
  }

  private pushQuotes(): void {
    const sent = this.quotes.tick();
    if (sent) metrics.wsPushes.inc({ event: "quotes" }, sent);
  }

  /** Sends to every socket of one user on this instance (other instances: src/server/alerts/service.ts). */
  sendToUser(userId: string, message: string): void {
    this.local.server?.publish(userTopic(userId), message);
    metrics.wsPushes.inc({ event: "alert" });
  }

  /** GET /ws: undefined once upgraded, else the refusal. */
  async upgrade(req: Request, server: Server<SocketData> | undefined): Promise<Response | undefined> {
    const locale = localeFrom(req.headers.get("accept-language"));
    const refuse = (outcome: string, error: HttpError) => {
      metrics.wsConnections.inc({ outcome });
      return errorResponse(error, locale);
    };
    if (req.method !== "GET" || req.headers.get("upgrade")?.toLowerCase() !== "websocket" || !server) {
      return refuse("not_websocket", new HttpError(426, "upgrade_required", { headers: { upgrade: "websocket" } }));
    }
    if (!this.allowedOrigins.includes(req.headers.get("origin") ?? "")) {
      return refuse("origin", new HttpError(403, "csrf"));
    }
    const session = await this.authenticate(req);
    if (!session) return refuse("unauthenticated", new HttpError(401, "unauthenticated"));
    const kind = session.kind;
    const subjectId = sessionSubject(session);
    const slotId = crypto.randomUUID();
    if (!(await this.slots.acquire(session.tokenHash, slotId))) {
      const max = MAX_SOCKETS_PER_SESSION;
      return refuse("too_many", new HttpError(429, "too_many_sockets", { params: { max }, max }));
    }
    // The user's cap over all sessions: a reservation too, so 40 parallel upgrades from 4
    // sessions open exactly MAX_SOCKETS_PER_USER. The refused one is upgraded only to be closed
    // with a close code a browser can read (an HTTP refusal reaches a page as a bare 1006).
    const userKey = subjectSlotKey({ kind, userId: subjectId });
    const userOk = await this.slots.acquire(userKey, slotId, MAX_SOCKETS_PER_USER);
    if (!userOk) this.slots.release(session.tokenHash, slotId);
    const data: SocketData = {
      kind,
      userId: subjectId,
      tokenHash: session.tokenHash,
      slotId,
      alive: true,
      windowStart: Date.now(),
      messages: 0,
      ...(userOk ? {} : { refused: true }),
    };
    if (!server.upgrade(req, { data })) {
      this.releaseSlots(data);
      return refuse("failed", new HttpError(400, "upgrade_required"));
    }
    metrics.wsConnections.inc({ outcome: userOk ? "accepted" : "too_many_user" });
    return undefined;
  }

  readonly websocket: WebSocketHandler<SocketData> = {
    backpressureLimit: BACKPRESSURE_LIMIT,
    closeOnBackpressureLimit: true,
    maxPayloadLength: MAX_FRAME_BYTES,
    // Our own heartbeat decides about dead clients.
    idleTimeout: 0,
    sendPings: false,
    open: (ws) => {
      if (ws.data.refused) {
        metrics.wsClosed.inc({ reason: "too_many_user" });
        ws.close(CLOSE_USER_FULL, USER_FULL_REASON);
        return;
      }
      this.sockets.add(ws);
      let set = this.byToken.get(ws.data.tokenHash);
      if (!set) {
        set = new Set();
        this.byToken.set(ws.data.tokenHash, set);
      }
      set.add(ws);
      metrics.wsClients.set(this.sockets.size);
      if (ws.data.kind === "partner") return;
      // The snapshot first, then the pushes of the topic.
      ws.send(this.market.topGainers().message);
      ws.subscribe(GAINERS_TOPIC);
      ws.subscribe(userTopic(ws.data.userId));
    },
    message: (ws, message) => {
      const data = ws.data;
      data.alive = true;
      const now = Date.now();
      if (now - data.windowStart > CLIENT_MESSAGE_WINDOW_MS) {
        data.windowStart = now;
        data.messages = 0;
      }
      if (++data.messages > MAX_CLIENT_MESSAGES) {
        metrics.wsClosed.inc({ reason: "flood" });
        ws.close(CLOSE_FLOOD, "too many messages");
        return;
      }
      // An application-level heartbeat for browsers, which cannot send ping frames.
      if (message === "ping") ws.send("pong");
      else this.request(ws, message);
    },
    pong: (ws) => {
      ws.data.alive = true;
    },
    close: (ws, code) => {
      if (code === 1006 || code === 1009) metrics.wsClosed.inc({ reason: code === 1009 ? "too_large" : "dropped" });
      this.forget(ws);
    },
  };

  /** A client message: `{"type":"subscribe"|"unsubscribe", …}` (docs/api.md, Realtime). Anything
   * else, or one too large, is answered with an error message; the socket stays. */
  private request(ws: Socket, message: string | Buffer): void {
    const request = parseClientMessage(message);
    if (request.type === "error") {
      sendError(ws, request);
      return;
    }
    if (request.topics) this.choose(ws, request.topics);
    if (!request.symbols) return;
    if (request.type === "subscribe") this.quotes.subscribe(ws, request.symbols);
    else this.quotes.unsubscribe(ws, request.symbols);
  }

  /** `{"type":"subscribe","topics":[…]}`: the socket keeps exactly the listed choosable topics (its
   * user's own topic always stays); a topic taken up again starts with its current snapshot.
   * An unknown topic is ignored. */
  private choose(ws: Socket, topics: unknown[]): void {
    for (const topic of CHOOSABLE_TOPICS) {
      // A partner's socket chooses the news only, a user's never.
      if ((ws.data.kind === "partner") !== (topic === NEWS_TOPIC)) continue;
      const wanted = topics.includes(topic);
      if (wanted && !ws.isSubscribed(topic)) {
        if (topic === GAINERS_TOPIC) ws.send(this.market.topGainers().message);
        ws.subscribe(topic);
      } else if (!wanted && ws.isSubscribed(topic)) ws.unsubscribe(topic);
    }
  }

  private releaseSlots(data: SocketData): void {
    if (data.refused) return;
    this.slots.release(data.tokenHash, data.slotId);
    this.slots.release(subjectSlotKey(data), data.slotId);
  }

  /** Forgets a socket that closed or is being closed, and frees its slots (both idempotent). */
  private forget(ws: Socket): void {
    this.releaseSlots(ws.data);
    this.quotes.forget(ws);
    if (!this.sockets.delete(ws)) return;
    const set = this.byToken.get(ws.data.tokenHash);
    if (set) {
      set.delete(ws);
      if (set.size === 0) this.byToken.delete(ws.data.tokenHash);
    }
    metrics.wsClients.set(this.sockets.size);
  }

  /** Heartbeat: clients silent since the last sweep are cut off, the others are pinged. */
  sweep(): void {
    const held: Array<readonly [string, string]> = [];
    for (const ws of [...this.sockets]) {
      if (!ws.data.alive) {
        metrics.wsClosed.inc({ reason: "dead" });
        ws.terminate();
        this.forget(ws);
        continue;
      }
      ws.data.alive = false;
      ws.ping();
      held.push([ws.data.tokenHash, ws.data.slotId], [subjectSlotKey(ws.data), ws.data.slotId]);
    }
    this.slots.renew(held);
  }

  /** Closes the sockets of one session (logout). */
  closeSession(tokenHash: string): void {
    for (const ws of [...(this.byToken.get(tokenHash) ?? [])]) {
      metrics.wsClosed.inc({ reason: "logout" });
      ws.close(CLOSE_LOGOUT, "logged out");
      this.forget(ws);
    }
  }

  /** New events of the partner news feed, to this instance's sockets that chose the topic. */
  publishNews(message: string): void {
    this.fanout.publish(NEWS_TOPIC, message);
  }

  /** Closes every socket of a user, or of a partner (all sessions ended). */
  closeUser(userId: string, kind: SocketData["kind"] = "user"): void {
    for (const ws of [...this.sockets]) {
      if (ws.data.userId !== userId || ws.data.kind !== kind) continue;
      metrics.wsClosed.inc({ reason: "logout" });
      ws.close(CLOSE_LOGOUT, "logged out");
      this.forget(ws);
    }
  }

  /** Closes the sockets of ended sessions (here, or on another instance: src/server/scale/sessions.ts). */
  sessionsEnded(ended: EndedSessions): void {
    if ("tokenHash" in ended) this.closeSession(ended.tokenHash);
    else this.closeUser(ended.subjectId, ended.kind);
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.recheck) clearInterval(this.recheck);
    this.recheck = null;
    for (const off of this.unsubscribe) off();
    for (const ws of [...this.sockets]) {
      ws.close(1001, "server stopping");
      this.forget(ws);
    }
    this.byToken.clear();
  }
}
