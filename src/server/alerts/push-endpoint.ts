// Where a Web Push request may go, and the one way it is sent (docs/architecture.md, "Price
// alerts"). A push endpoint is a URL the browser hands us, so it is untrusted: without these rules
// anyone could make the server call its own loopback services, the cloud metadata address or the
// private network.
//
// - The endpoint is parsed as a WHATWG URL (what `0x7f000001`, `2130706433`, `127.1` or
//   `0177.0.0.1` really are: 127.0.0.1), must be https on port 443 without credentials, and its
//   host must be one of the browsers' push services or a host named in PUSH_ALLOWED_HOSTS.
// - At delivery the host is resolved and every address must be public unicast; the request then
//   goes to the address that was checked (no second lookup), with the host name as TLS SNI,
//   certificate name and Host header. Redirects are never followed, the connection and the
//   answer have short timeouts, and at most MAX_ANSWER_BYTES of the answer are read.
import { lookup } from "node:dns/promises";
import { isIP, connect as netConnect, type Socket } from "node:net";
import { connect as tlsConnect } from "node:tls";

/** The browsers' push services: Google FCM (Chrome, Edge on Android…), Mozilla autopush,
 * Apple (Safari) and Microsoft WNS (legacy Edge). `*.` matches any subdomain. */
const DEFAULT_PUSH_HOSTS: readonly string[] = [
  "fcm.googleapis.com",
  "*.push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
];

const CONNECT_TIMEOUT_MS = 3_000;
const ANSWER_TIMEOUT_MS = 5_000;
const RESOLVE_TIMEOUT_MS = 3_000;
/** More than a status line and headers need; the rest of any answer is never read. */
export const MAX_ANSWER_BYTES = 4_096;

/** Why an endpoint is refused, or null. */
type EndpointProblem = "invalid" | "scheme" | "port" | "credentials" | "address" | "host";

/** Resolves a host name to its addresses (IPv4 and IPv6, as text). */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface EndpointRules {
  /** Host names and `*.suffix` patterns accepted besides DEFAULT_PUSH_HOSTS. */
  allowedHosts: readonly string[];
  /** Test suite only (config.pushTestLoopback, NODE_ENV=test): an endpoint on a loopback
   * address, over http or https and on any port, is accepted at delivery. */
  testLoopback?: boolean;
}

// ---- addresses -------------------------------------------------------------------------

function ipv4Parts(text: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

function publicIpv4([a, b, c]: number[]): boolean {
  if (a === undefined || b === undefined || c === undefined) return false;
  if (a === 0 || a === 10 || a === 127) return false; // "this network", private, loopback
  if (a === 100 && b >= 64 && b <= 127) return false; // CGNAT 100.64/10
  if (a === 169 && b === 254) return false; // link-local (cloud metadata)
  if (a === 172 && b >= 16 && b <= 31) return false; // private
  if (a === 192 && b === 168) return false; // private
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false; // IETF protocol assignments, TEST-NET-1
  if (a === 192 && b === 88 && c === 99) return false; // 6to4 relay anycast
  if (a === 198 && (b === 18 || b === 19)) return false; // benchmarking
  if (a === 198 && b === 51 && c === 100) return false; // TEST-NET-2
  if (a === 203 && b === 0 && c === 113) return false; // TEST-NET-3
  if (a >= 224) return false; // multicast, reserved, broadcast
  return true;
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail), or null. */
function ipv6Groups(text: string): number[] | null {
  let s = text.toLowerCase();
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  const tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  if (lastColon >= 0 && s.slice(lastColon + 1).includes(".")) {
    const v4 = ipv4Parts(s.slice(lastColon + 1));
    if (!v4) return null;
    tail.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    s = s.slice(0, lastColon + 1); // "…:" or "…::"
    if (!s.endsWith("::")) s = s.slice(0, -1);
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0] ?? "");
  const rest = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const groups = [...head, ...rest];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const missing = 8 - groups.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const hex = (part: string[]) => part.map((g) => Number.parseInt(g, 16));
  return [...hex(head), ...new Array<number>(Math.max(0, missing)).fill(0), ...hex(rest), ...tail];
}

function publicIpv6(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const v4 = [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255];
  // IPv4-mapped (::ffff:a.b.c.d) and the NAT64 well-known prefix (64:ff9b::/96): the IPv4 inside counts.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return publicIpv4(v4);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return publicIpv4(v4);
  // Only global unicast 2000::/3 …
  if ((g0 & 0xe000) !== 0x2000) return false; // ::, ::1, IPv4-compatible, ULA, link-local, multicast …
  // … without its special blocks.
  if (g0 === 0x2001 && g1 < 0x0200) return false; // IETF protocol assignments (Teredo, ORCHID …)
  if (g0 === 0x2001 && g1 === 0x0db8) return false; // documentation
  if (g0 === 0x2002) return false; // 6to4 (carries any IPv4, private ones too)
  if (g0 === 0x3fff && g1 < 0x1000) return false; // documentation (3fff::/20)
  return true;
}

/** Whether an address (IPv4 or IPv6 text) is public unicast: reachable on the internet, not this
 * machine, not a private, shared, link-local, multicast, reserved or documentation range. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) {
    const parts = ipv4Parts(address);
    return parts !== null && publicIpv4(parts);
  }
  if (family === 6) {
    const groups = ipv6Groups(address);
    return groups !== null && publicIpv6(groups);
  }
  return false;
}

/** Whether an address is this machine (127/8, ::1, or IPv4-mapped 127/8). */
function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 4) return ipv4Parts(address)?.[0] === 127;
  const g = isIP(address) === 6 ? ipv6Groups(address) : null;
  if (!g) return false;
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true;
  return g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff && g[6]! >> 8 === 127;
}

// ---- endpoints ---------------------------------------------------------------------------

/** A host name without its brackets (IPv6) and its one trailing dot, lower case. */
function bareHost(url: URL): string {
  let host = url.hostname.toLowerCase();
  if (host.startsWith("[") && host.endsWith("]")) host = host.slice(1, -1);
  return host.endsWith(".") ? host.slice(0, -1) : host;
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  for (const pattern of [...DEFAULT_PUSH_HOSTS, ...allowedHosts]) {
    const p = pattern.toLowerCase();
    if (p.startsWith("*.")) {
      if (host.endsWith(p.slice(1)) && host.length > p.length - 1) return true;
    } else if (host === p) return true;
  }
  return false;
}

interface CheckedEndpoint {
  url: URL;
  /** The host to connect to and to name in SNI and Host (no brackets, no trailing dot). */
  host: string;
  port: number;
  tls: boolean;
  /** Loopback accepted by the test suite's escape hatch only. */
  loopbackForTests: boolean;
}

/** The rules that need no lookup: what a subscription is refused for when it is saved, and
 * checked again before every delivery. */
export function checkEndpoint(
  endpoint: string,
  rules: EndpointRules,
): { ok: CheckedEndpoint; problem?: never } | { problem: EndpointProblem; ok?: never } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { problem: "invalid" };
  }
  const host = bareHost(url);
  if (rules.testLoopback && isLoopbackAddress(host) && (url.protocol === "http:" || url.protocol === "https:")) {
    if (url.username || url.password) return { problem: "credentials" };
    const tls = url.protocol === "https:";
    const port = url.port ? Number(url.port) : tls ? 443 : 80;
    return { ok: { url, host, port, tls, loopbackForTests: true } };
  }
  if (url.protocol !== "https:") return { problem: "scheme" };
  if (url.username || url.password) return { problem: "credentials" };
  if (url.port !== "") return { problem: "port" }; // ":443" is normalised away by the parser
  if (!host) return { problem: "invalid" };
  if (isIP(host)) {
    if (!isPublicAddress(host)) return { problem: "address" };
    // A public address literal only when the operator listed it.
  }
  if (!hostAllowed(host, rules.allowedHosts)) return { problem: "host" };
  return { ok: { url, host, port: 443, tls: true, loopbackForTests: false } };
}

/** The addresses of the endpoint's host, each checked; throws when any is not public. */
export async function resolveChecked(checked: CheckedEndpoint, resolver: Resolver): Promise<string[]> {
  if (isIP(checked.host)) {
    if (checked.loopbackForTests || isPublicAddress(checked.host)) return [checked.host];
    throw new Error("push endpoint address is not public");
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const addresses = await Promise.race([
    resolver(checked.host),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("push endpoint lookup timed out")), RESOLVE_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (addresses.length === 0) throw new Error("push endpoint host has no address");
  for (const address of addresses) {
    const fine = checked.loopbackForTests ? isLoopbackAddress(address) : isPublicAddress(address);
    if (!fine) throw new Error(`push endpoint host resolves to a refused address (${address})`);
  }
  return addresses;
}

// ---- the request -----------------------------------------------------------------------

interface PushRequest {
  method: string;
  headers: Record<string, string | number>;
  body: Uint8Array;
}

interface PushAnswer {
  status: number;
  /** Bytes of the answer read before the connection was closed (at most MAX_ANSWER_BYTES). */
  bytesRead: number;
}

export interface SendOptions {
  connectTimeoutMs?: number;
  answerTimeoutMs?: number;
  maxAnswerBytes?: number;
  signal?: AbortSignal;
}

/** One HTTP/1.1 request to `address` (already checked) for the endpoint; resolves with the
 * status of the answer as soon as its status line is in, then closes the connection. */
export function sendTo(
  checked: CheckedEndpoint,
  address: string,
  request: PushRequest,
  options: SendOptions = {},
): Promise<PushAnswer> {
  const connectMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const answerMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  const maxBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const { url } = checked;
  const lines = [`${request.method} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries(request.headers)) {
    const text = String(value);
    if (/[\r\n]/.test(name) || /[\r\n]/.test(text) || name.toLowerCase() === "host") continue;
    lines.push(`${name}: ${text}`);
  }
  if (!Object.keys(request.headers).some((h) => h.toLowerCase() === "content-length")) {
    lines.push(`Content-Length: ${request.body.byteLength}`);
  }
  lines.push("Connection: close", "", "");
  const head = Buffer.from(lines.join("\r\n"), "latin1");

  return new Promise<PushAnswer>((resolve, reject) => {
    let socket: Socket;
    let settled = false;
    let received = Buffer.alloc(0);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (error: Error | null, answer?: PushAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      socket.destroy();
      if (error) reject(error);
      else resolve(answer!);
    };
    const onAbort = () => finish(new Error("push request aborted"));
    const connected = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(new Error("push service did not answer in time")), answerMs);
      socket.write(Buffer.concat([head, request.body]));
    };
    // The address we checked, never the name: no second lookup. The name stays in SNI, the
    // certificate check and the Host header.
    socket = checked.tls
      ? tlsConnect({
          host: address,
          port: checked.port,
          servername: isIP(checked.host) ? undefined : checked.host,
          ALPNProtocols: ["http/1.1"],
        })
      : netConnect({ host: address, port: checked.port });
    socket.once(checked.tls ? "secureConnect" : "connect", connected);
    timer = setTimeout(() => finish(new Error("push service connection timed out")), connectMs);
    socket.on("data", (chunk: Buffer) => {
      const room = maxBytes - received.length;
      received = Buffer.concat([received, chunk.subarray(0, Math.max(0, room))]);
      const end = received.indexOf("\r\n");
      if (end >= 0) {
        const m = /^HTTP\/1\.[01] (\d{3})/.exec(received.subarray(0, end).toString("latin1"));
        if (m) finish(null, { status: Number(m[1]), bytesRead: received.length });
        else finish(new Error("push service answered something that is not HTTP"));
      } else if (received.length >= maxBytes) {
        finish(new Error("push service answer too long"));
      }
    });
    socket.on("error", (error) => finish(error));
    socket.on("close", () => finish(new Error("push service closed the connection")));
    if (options.signal?.aborted) onAbort();
    else options.signal?.addEventListener("abort", onAbort, { once: true });
  });
}
