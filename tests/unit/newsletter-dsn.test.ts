// Bounces read later by e-mail (src/server/newsletter/dsn.ts, verp.ts): real-shaped delivery
// status notifications of Postfix, Exim and Gmail (tests/fixtures/dsn) classified hard, soft or
// ignored, with the receiving server's words; and the VERP token, which must fit an address's
// local part, survive lower-casing and refuse any change or another server's secret.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readDsn } from "../../src/server/newsletter/dsn";
import { bounceToken, readBounceToken } from "../../src/server/newsletter/tokens";
import { readVerpRecipient, verpSender } from "../../src/server/newsletter/verp";

const fixture = (name: string) => readFileSync(join(import.meta.dir, "../fixtures/dsn", name), "utf8");

describe("readDsn", () => {
  test("Postfix: a 5.1.1 is a hard bounce with the folded diagnostic joined", () => {
    expect(readDsn(fixture("postfix-failed.eml"))).toEqual({
      kind: "hard",
      status: "5.1.1",
      recipient: "nobody@example.org",
      diagnostic: "550 5.1.1 <nobody@example.org>: Recipient address rejected: User unknown in virtual mailbox table",
    });
  });

  test("Postfix: a delayed message is a soft failure", () => {
    const out = readDsn(fixture("postfix-delayed.eml"));
    expect(out).toMatchObject({ kind: "soft", status: "4.4.1", recipient: "slow@example.org" });
    expect(out.kind !== "ignored" && out.diagnostic).toContain("Connection timed out");
  });

  test("Exim: the report part is read, not the returned message's own Content-Type", () => {
    expect(readDsn(fixture("exim-failed.eml"))).toEqual({
      kind: "hard",
      status: "5.0.0",
      recipient: "gone@example.net",
      diagnostic: "550 5.1.1 <gone@example.net>: mailbox unavailable",
    });
  });

  test("Gmail: the report after a nested multipart/related is found", () => {
    const out = readDsn(fixture("gmail-failed.eml"));
    expect(out).toMatchObject({ kind: "hard", status: "5.1.1", recipient: "no.such.user@gmail.com" });
    expect(out.kind !== "ignored" && out.diagnostic).toStartWith("550-5.1.1 The email account");
  });

  test("CRLF line ends read as LF do", () => {
    const raw = fixture("postfix-failed.eml");
    expect(readDsn(raw.replaceAll("\n", "\r\n"))).toEqual(readDsn(raw));
  });

  test("an auto-reply, even one quoting report words, is ignored", () => {
    expect(readDsn(fixture("auto-reply.eml"))).toEqual({ kind: "ignored" });
  });

  const report = (groups: string, encoding = "") =>
    [
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
      "",
      "--b",
      "Content-Type: message/delivery-status",
      ...(encoding ? [`Content-Transfer-Encoding: ${encoding}`] : []),
      "",
      encoding === "base64" ? Buffer.from(groups).toString("base64") : groups,
      "--b--",
    ].join("\n");

  test("delivered and a 4.x.x failure; the hard one of several recipients wins", () => {
    const head = "Reporting-MTA: dns; mx.example.org\n\n";
    expect(readDsn(report(`${head}Final-Recipient: rfc822; a@x.org\nAction: delivered\nStatus: 2.0.0`))).toEqual({
      kind: "ignored",
    });
    expect(readDsn(report(`${head}Final-Recipient: rfc822; a@x.org\nAction: failed\nStatus: 4.2.2`))).toMatchObject({
      kind: "soft",
      diagnostic: "Status 4.2.2",
    });
    const two = `${head}Final-Recipient: rfc822; a@x.org\nAction: delayed\nStatus: 4.4.7\n\nFinal-Recipient: rfc822; b@x.org\nAction: failed\nStatus: 5.2.1`;
    expect(readDsn(report(two))).toMatchObject({ kind: "hard", recipient: "b@x.org", status: "5.2.1" });
  });

  test("a base64-encoded report part is decoded; a disposition notification is ignored", () => {
    const groups = "Reporting-MTA: dns; mx\n\nFinal-Recipient: rfc822; a@x.org\nAction: failed\nStatus: 5.1.1\n";
    expect(readDsn(report(groups, "base64"))).toMatchObject({ kind: "hard", status: "5.1.1" });
    const mdn = report(groups).replace("message/delivery-status", "message/disposition-notification");
    expect(readDsn(mdn)).toEqual({ kind: "ignored" });
  });
});

describe("VERP token", () => {
  const secret = "s".repeat(32);
  const send = "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";
  const subscriber = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";

  test("names the subscriber and the send's first 8 hex digits, in a local part of at most 64", () => {
    const address = verpSender("bounces@example.com", secret, send, subscriber)!;
    expect(address).toMatch(/^bounces\+b-[a-z2-7]{46}@example\.com$/);
    expect(address.split("@")[0]!.length).toBeLessThanOrEqual(64);
    expect(verpSender("abcdefghijklmno@example.com", secret, send, subscriber)!.split("@")[0]!.length).toBe(64);
    const who = { subscriberId: subscriber, sendPrefix: "0f1e2d3c" };
    expect(readVerpRecipient("bounces@example.com", secret, address)).toEqual(who);
    expect(readVerpRecipient("bounces@example.com", secret, address.toUpperCase())).toEqual(who);
  });

  test("a changed character, another secret, another address or a non-UUID id is refused", () => {
    const token = bounceToken(secret, send, subscriber)!;
    for (let i = 0; i < token.length; i += 5) {
      const c = token[i] === "a" ? "b" : "a";
      expect(readBounceToken(secret, token.slice(0, i) + c + token.slice(i + 1))).toBeNull();
    }
    expect(readBounceToken("t".repeat(32), token)).toBeNull();
    expect(readBounceToken(secret, `${token}a`)).toBeNull();
    expect(readVerpRecipient("bounces@example.com", secret, `other+b-${token}@example.com`)).toBeNull();
    expect(readVerpRecipient("bounces@example.com", secret, `bounces+b-${token}@example.org`)).toBeNull();
    expect(bounceToken(secret, "s1", subscriber)).toBeNull();
    expect(verpSender(null, secret, send, subscriber)).toBeNull();
  });
});
