// The client address behind trusted proxies (TRUSTED_PROXIES): X-Forwarded-For is read only
// when the socket peer is trusted, right to left, skipping trusted hops.
import { describe, expect, test } from "bun:test";
import { addressToBigInt, clientAddress, parseProxyList } from "../../src/server/http/client-ip";

describe("parseProxyList", () => {
  const list = parseProxyList("10.0.0.0/8, 192.168.1.7, 2001:db8::/32, ::1");

  test.each([
    ["10.1.2.3", true],
    ["11.0.0.1", false],
    ["192.168.1.7", true],
    ["192.168.1.8", false],
    ["2001:db8:abcd::1", true],
    ["2001:db9::1", false],
    ["::1", true],
    ["[::1]", true],
    ["::ffff:10.9.9.9", true],
    ["not-an-ip", false],
  ])("%s in the list: %p", (address, expected) => {
    expect(list.has(address)).toBe(expected);
  });

  test("an empty setting trusts nobody", () => {
    expect(parseProxyList("").size).toBe(0);
    expect(parseProxyList(" , ").has("127.0.0.1")).toBe(false);
  });

  test.each(["10.0.0.0/33", "2001:db8::/129", "10.0.0.0/x", "example.com", "1.2.3/8", "10.0.0.0/-1"])(
    "%s is refused",
    (entry) => {
      expect(() => parseProxyList(entry)).toThrow(entry);
    },
  );

  test("IPv4 and its IPv6-mapped form are one address", () => {
    expect(addressToBigInt("10.0.0.1")).toBe(addressToBigInt("::ffff:10.0.0.1"));
    expect(addressToBigInt("2001:db8::1")).toBe(addressToBigInt("2001:0db8:0:0:0:0:0:1"));
  });
});

describe("clientAddress", () => {
  const proxies = parseProxyList("10.0.0.0/8, fd00::/8");

  test("without trusted proxies the peer is the client, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", parseProxyList(""))).toBe("203.0.113.9");
  });

  test("an untrusted peer's X-Forwarded-For is ignored", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", proxies)).toBe("203.0.113.9");
  });

  test("a trusted peer: the rightmost entry that is not a trusted proxy", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1", proxies)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "198.51.100.1, 10.0.0.5", proxies)).toBe("198.51.100.1");
    expect(clientAddress("fd00::2", "2001:db8::7, fd00::9", proxies)).toBe("2001:db8::7");
  });

  test("entries the client wrote to the left of the real one are ignored (spoofing)", () => {
    expect(clientAddress("10.0.0.2", "1.1.1.1, 2.2.2.2, 198.51.100.1", proxies)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "10.0.0.99, 198.51.100.1", proxies)).toBe("198.51.100.1");
  });

  test("ports and brackets are dropped; garbage counts against the proxy", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.1:5555", proxies)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "[2001:db8::7]:443", proxies)).toBe("2001:db8::7");
    expect(clientAddress("10.0.0.2", "unknown", proxies)).toBe("10.0.0.2");
  });

  test("a chain of trusted proxies only: the leftmost one", () => {
    expect(clientAddress("10.0.0.2", "10.0.0.3, 10.0.0.4", proxies)).toBe("10.0.0.3");
  });

  test("no header from a trusted peer: the peer", () => {
    expect(clientAddress("10.0.0.2", null, proxies)).toBe("10.0.0.2");
  });
});
