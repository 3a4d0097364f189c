// The client's address for per-IP limits and the audit trail. Behind a reverse proxy every
// request comes from the proxy, so one caller would use up a limit for the whole site. With
// TRUSTED_PROXIES (comma-separated CIDRs) the address is read from X-Forwarded-For, but only
// when the socket peer is one of those proxies, and right to left: each trusted hop appends the
// address it received from, so the rightmost untrusted entry is the client; anything to its left
// was written by the client itself and may be forged.
import { isIP } from "node:net";

/** One parsed CIDR block: the address as a 128-bit number (IPv4 mapped into IPv6) and its prefix. */
interface Block {
  base: bigint;
  bits: number;
}

export interface ProxyList {
  /** True when the address lies in one of the trusted blocks. */
  has(address: string): boolean;
  readonly size: number;
}

const MAPPED_V4 = 0xffffn << 32n;

function v4ToBigInt(address: string): bigint {
  return address.split(".").reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

function v6ToBigInt(address: string): bigint {
  let text = address;
  // An embedded IPv4 tail (::ffff:10.0.0.1) becomes two hex groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const n = v4ToBigInt(v4[1]);
    text = `${text.slice(0, -v4[1].length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.reduce((n, group) => (n << 16n) | BigInt(Number.parseInt(group || "0", 16)), 0n);
}

/** An address as a 128-bit number, IPv4 as its IPv4-mapped IPv6 form; null when not an address. */
export function addressToBigInt(raw: string): bigint | null {
  const address = raw.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(address);
  if (family === 4) return MAPPED_V4 | v4ToBigInt(address);
  if (family === 6) return v6ToBigInt(address);
  return null;
}

/** Parses "10.0.0.0/8, 2001:db8::/32, 127.0.0.1"; throws an Error naming the bad entry. */
export function parseProxyList(text: string): ProxyList {
  const blocks: Block[] = [];
  for (const entry of text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = "", prefix] = entry.split("/");
    const base = addressToBigInt(address);
    const v4 = isIP(address) === 4;
    const max = v4 ? 32 : 128;
    const bits = prefix === undefined ? max : Number(prefix);
    if (
      base === null ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > max ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    ) {
      throw new Error(`"${entry}" is not an IP address or CIDR block`);
    }
    blocks.push({ base, bits: v4 ? bits + 96 : bits });
  }
  return {
    size: blocks.length,
    has(address) {
      const n = addressToBigInt(address);
      if (n === null) return false;
      return blocks.some(({ base, bits }) =>
        bits === 0 ? true : n >> BigInt(128 - bits) === base >> BigInt(128 - bits),
      );
    },
  };
}

/** The client's address: the socket peer, or, when the peer is a trusted proxy, the rightmost
 * X-Forwarded-For entry that is not itself a trusted proxy. */
export function clientAddress(peer: string, forwardedFor: string | null, proxies: ProxyList): string {
  if (proxies.size === 0 || !forwardedFor || !proxies.has(peer)) return peer;
  const hops = forwardedFor
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = withoutPort(hops[i] ?? "");
    // Not an address (a proxy wrote "unknown"): count the request against the proxy, never
    // against a made-up key a client could vary to escape its limit.
    if (addressToBigInt(hop) === null) return peer;
    if (!proxies.has(hop)) return hop;
  }
  // Every hop is a trusted proxy: the leftmost is the closest we know to the client.
  return withoutPort(hops[0] ?? peer);
}

/** "1.2.3.4:5678" → "1.2.3.4", "[2001:db8::1]:443" → "2001:db8::1"; a bare address unchanged. */
function withoutPort(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed?.[1]) return bracketed[1];
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop);
  return v4?.[1] ?? hop;
}
