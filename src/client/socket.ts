// The live connection to /ws (docs/api.md, "Realtime") behind a topic API: a screen subscribes
// to a topic with its handlers and gets back its unsubscribe. Each subscription holds its own
// partysocket, which reconnects by itself with backoff, tells the server on every (re)connect
// which of the choosable topics it wants (`{"type":"subscribe","topics":[…]}`; a user's alert
// events always come), and reads only its topic's messages. The live quotes (below) share one
// socket between all their listeners.
import ReconnectingWebSocket from "partysocket/ws";
import * as v from "valibot";
import type { AlertEvent } from "../shared/alerts";
import { type GainerRow, gainerRowSchema, type TopGainersMessage, topGainersMessageSchema } from "../shared/market";
import type { NewsMessage } from "../shared/news";
import type { ZakatReminderEvent } from "../shared/portfolio";
import { type LiveQuote, MAX_QUOTE_SYMBOLS, type QuotesMessage } from "../shared/realtime";
import { reportSessionEnded } from "./http";
import { zakatReminderSchema } from "./portfolio-schemas";

/** The close code the server uses when the socket's session logs out (src/server/realtime/hub.ts). */
const CLOSE_LOGOUT = 4001;

function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

/** Parses one server message; anything but a topGainers push is ignored. */
export function parseGainersMessage(raw: unknown): TopGainersMessage | null {
  if (typeof raw !== "string") return null;
  try {
    const msg = v.safeParse(topGainersMessageSchema, JSON.parse(raw));
    if (!msg.success) return null;
    const data = msg.output.data.filter((row): row is GainerRow => v.is(gainerRowSchema, row));
    return { event: "topGainers", ts: msg.output.ts, data };
  } catch {
    return null;
  }
}

/** Parses one server message; anything but an alert event is ignored. */
function parseAlertMessage(raw: unknown): AlertEvent | null {
  if (typeof raw !== "string") return null;
  try {
    const msg = JSON.parse(raw) as Partial<AlertEvent>;
    return msg?.event === "alert" && msg.data && typeof msg.data.id === "string" ? (msg as AlertEvent) : null;
  } catch {
    return null;
  }
}

/** The partner news feed's new events (docs/api.md, "Partner news"). */
function parseNewsMessage(raw: unknown): NewsMessage | null {
  if (typeof raw !== "string") return null;
  try {
    const msg = JSON.parse(raw) as Partial<NewsMessage>;
    return msg?.event === "news" && Array.isArray(msg.data) ? (msg as NewsMessage) : null;
  } catch {
    return null;
  }
}

/** A zakat reminder before the hawl day (docs/portfolio.md, "Zakat years"), checked whole. */
export function parseZakatReminder(raw: unknown): ZakatReminderEvent | null {
  if (typeof raw !== "string") return null;
  try {
    const msg = v.safeParse(zakatReminderSchema, JSON.parse(raw));
    return msg.success ? msg.output : null;
  } catch {
    return null;
  }
}

/** What each topic delivers, and how its messages are read. */
interface Topics {
  gainers: TopGainersMessage;
  alerts: AlertEvent;
  news: NewsMessage;
  zakat: ZakatReminderEvent;
}
type Topic = keyof Topics;

const parsers: { [K in Topic]: (raw: unknown) => Topics[K] | null } = {
  gainers: parseGainersMessage,
  alerts: parseAlertMessage,
  news: parseNewsMessage,
  zakat: parseZakatReminder,
};

/** The server topics each client topic asks for (the alerts and zakat reminders come on the
 * user's own topic). */
const serverTopics: Record<Topic, string[]> = { gainers: ["gainers"], alerts: [], news: ["news"], zakat: [] };

interface TopicHandler<T> {
  message(message: T): void;
  /** The connection is up (again). */
  open?(): void;
  /** The connection dropped; it comes back by itself. */
  close?(): void;
}

/** Listens to one topic until the returned function is called. */
export function subscribe<K extends Topic>(topic: K, handler: TopicHandler<Topics[K]>): () => void {
  const socket = new ReconnectingWebSocket(socketUrl(window.location), [], {
    minReconnectionDelay: 500,
    maxReconnectionDelay: 10_000,
    connectionTimeout: 4000,
  });
  const parse = parsers[topic] as (raw: unknown) => Topics[K] | null;
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ type: "subscribe", topics: serverTopics[topic] }));
    handler.open?.();
  });
  socket.addEventListener("close", (event: CloseEvent) => {
    // Closed for a logout (here or in another tab): the session is over, not the connection.
    if (topic === "gainers" && event.code === CLOSE_LOGOUT) reportSessionEnded();
    handler.close?.();
  });
  socket.addEventListener("message", (e: MessageEvent) => {
    const message = parse(e.data);
    if (message) handler.message(message);
  });
  return () => socket.close();
}

// Live quotes (docs/api.md, Realtime): every quote listener of the page shares one socket, which
// follows the union of their symbols. A symbol is subscribed when its first listener comes and
// unsubscribed when its last one goes; after a reconnect every current symbol is subscribed
// again (the server sends their current quotes at once). Changes made together are sent as one
// message (the server counts client messages).

interface QuotesHandler {
  /** Quotes of the listener's own symbols, at once on subscribe, then those that changed each tick. */
  quotes(quotes: LiveQuote[], ts: number): void;
  /** The connection is up (again): quotes are live. */
  open?(): void;
  /** The connection dropped; it comes back by itself (fall back to polling meanwhile). */
  close?(): void;
}

/** Parses one server message; anything but a quotes message is ignored. */
export function parseQuotesMessage(raw: unknown): QuotesMessage | null {
  if (typeof raw !== "string") return null;
  try {
    const msg = JSON.parse(raw) as Partial<QuotesMessage>;
    if (msg?.type !== "quotes" || !Array.isArray(msg.quotes) || typeof msg.ts !== "number") return null;
    const quotes = msg.quotes.filter(
      (q): q is LiveQuote =>
        !!q && typeof q.symbol === "string" && typeof q.price === "number" && Number.isFinite(q.price),
    );
    return { type: "quotes", ts: msg.ts, quotes };
  } catch {
    return null;
  }
}

/** What the quote connection needs of a socket (partysocket in the browser, a fake in tests). */
export interface QuoteSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "close", listener: (event: { code: number }) => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

const OPEN = 1;
/** How long the socket stays after its last listener left (a page that follows another symbol next). */
const LINGER_MS = 5000;

/** The shared quotes socket of one page: listeners, their symbols' counts, and the socket. */
export class QuoteConnection {
  private socket: QuoteSocketLike | null = null;
  private readonly listeners = new Set<{ symbols: Set<string>; handler: QuotesHandler }>();
  private readonly counts = new Map<string, number>();
  /** The last quote of each followed symbol, for a listener that comes after its subscribe. */
  private readonly last = new Map<string, { quote: LiveQuote; ts: number }>();
  private added = new Set<string>();
  private removed = new Set<string>();
  private flushing = false;
  private linger: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly open: () => QuoteSocketLike,
    private readonly lingerMs = LINGER_MS,
  ) {}

  /** Symbols followed now (by at least one listener). */
  get symbols(): string[] {
    return [...this.counts.keys()];
  }

  subscribe(symbols: readonly string[], handler: QuotesHandler): () => void {
    const listener = { symbols: new Set(symbols.map((s) => s.toUpperCase())), handler };
    this.listeners.add(listener);
    for (const symbol of listener.symbols) {
      const n = this.counts.get(symbol) ?? 0;
      // The socket follows at most MAX_QUOTE_SYMBOLS (the server refuses more): a new symbol
      // beyond that is not followed for this listener.
      if (n === 0 && this.counts.size >= MAX_QUOTE_SYMBOLS) {
        listener.symbols.delete(symbol);
        continue;
      }
      this.counts.set(symbol, n + 1);
      if (n === 0 && !this.removed.delete(symbol)) this.added.add(symbol);
    }
    if (this.linger) clearTimeout(this.linger);
    this.linger = null;
    if (this.socket) {
      // Already live: say so, and hand over the quotes known of symbols others follow already.
      const socket = this.socket;
      queueMicrotask(() => {
        if (!this.listeners.has(listener) || socket !== this.socket || socket.readyState !== OPEN) return;
        handler.open?.();
        const known = [...listener.symbols].flatMap((symbol) => this.last.get(symbol) ?? []);
        if (known.length)
          handler.quotes(
            known.map((k) => k.quote),
            Math.max(...known.map((k) => k.ts)),
          );
      });
      this.schedule();
    } else this.connect();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.listeners.delete(listener);
      for (const symbol of listener.symbols) {
        const n = this.counts.get(symbol) ?? 0;
        if (n > 1) this.counts.set(symbol, n - 1);
        else {
          this.counts.delete(symbol);
          this.last.delete(symbol);
          if (!this.added.delete(symbol)) this.removed.add(symbol);
        }
      }
      this.schedule();
      if (this.listeners.size === 0) this.linger = setTimeout(() => this.disconnect(), this.lingerMs);
    };
  }

  private connect(): void {
    const socket = this.open();
    this.socket = socket;
    socket.addEventListener("open", () => {
      // A new connection follows nothing yet: subscribe every current symbol (and no gainers).
      this.added.clear();
      this.removed.clear();
      socket.send(JSON.stringify({ type: "subscribe", topics: [], symbols: this.symbols.slice(0, MAX_QUOTE_SYMBOLS) }));
      for (const l of [...this.listeners]) l.handler.open?.();
    });
    socket.addEventListener("close", (event) => {
      if (event.code === CLOSE_LOGOUT) reportSessionEnded();
      for (const l of [...this.listeners]) l.handler.close?.();
    });
    socket.addEventListener("message", (event) => {
      const message = parseQuotesMessage(event.data);
      if (!message) return;
      for (const quote of message.quotes) {
        if (this.counts.has(quote.symbol)) this.last.set(quote.symbol, { quote, ts: message.ts });
      }
      for (const l of [...this.listeners]) {
        const own = message.quotes.filter((q) => l.symbols.has(q.symbol));
        if (own.length) l.handler.quotes(own, message.ts);
      }
    });
  }

  private disconnect(): void {
    this.linger = null;
    if (this.listeners.size > 0 || !this.socket) return;
    this.socket.close();
    this.socket = null;
    this.added.clear();
    this.removed.clear();
    this.last.clear();
  }

  /** Sends the changes of this turn as one subscribe and one unsubscribe. */
  private schedule(): void {
    if (this.flushing) return;
    this.flushing = true;
    queueMicrotask(() => {
      this.flushing = false;
      const socket = this.socket;
      // Not open: the open handler subscribes everything anyway.
      if (!socket || socket.readyState !== OPEN) return;
      if (this.removed.size) socket.send(JSON.stringify({ type: "unsubscribe", symbols: [...this.removed] }));
      if (this.added.size) socket.send(JSON.stringify({ type: "subscribe", symbols: [...this.added] }));
      this.added.clear();
      this.removed.clear();
    });
  }
}

let shared: QuoteConnection | null = null;

/** Follows the live quotes of `symbols` until the returned function is called; every caller of
 * the page shares one socket. */
export function subscribeQuotes(symbols: readonly string[], handler: QuotesHandler): () => void {
  shared ??= new QuoteConnection(
    () =>
      new ReconnectingWebSocket(socketUrl(window.location), [], {
        minReconnectionDelay: 500,
        maxReconnectionDelay: 10_000,
        connectionTimeout: 4000,
      }) as unknown as QuoteSocketLike,
  );
  return shared.subscribe(symbols, handler);
}
