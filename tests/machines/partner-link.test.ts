// The partner login's e-mailed sign-in link (docs/api.md, "Accounts"): the login form offers it
// when the server says so (429 login_locked with linkLogin) and asks for it for the typed e-mail;
// the link's page posts the token only from its button and hands the partner to the session.
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/client/http";
import { partnerSessionMachine } from "../../src/machines/auth/partnerSession.machine";
import { partnerSignInLinkMachine } from "../../src/machines/auth/partnerSignInLink.machine";
import type { Partner } from "../../src/shared/accounts";
import type { PartnerLoginInput } from "../../src/shared/auth";

const PARTNER: Partner = { id: "p1", email: "desk@partner.example", partnerID: "P-1", name: "Desk", role: "partner" };
const LOCKED = new ApiError(429, {
  message: "Too many failed sign-ins.",
  code: "login_locked",
  retryAfter: 86_400,
  linkLogin: true,
});

test("partner login: a locked login offers the link; asking sends the typed e-mail and shows the server's answer", async () => {
  const asked: { email: string }[] = [];
  const stored: Partner[] = [];
  const actor = createActor(
    partnerSessionMachine.provide({
      actors: {
        login: fromPromise<{ partner: Partner }, PartnerLoginInput>(async () => {
          throw LOCKED;
        }),
        requestLink: fromPromise(async ({ input }: { input: { email: string } }) => {
          asked.push(input);
          return { message: "A sign-in link is on its way.", email: input.email };
        }),
      },
      actions: { storePartner: (_, { partner }) => stored.push(partner) },
    }),
    { input: { storedPartner: null } },
  ).start();
  actor.send({ type: "partner.checked", partner: null });
  expect(actor.getSnapshot().context.linkOffered).toBe(false);
  for (const [field, value] of Object.entries({
    email: `  ${PARTNER.email} `,
    partnerID: "P-1",
    securityKey1: "k1",
    securityKey2: "k2",
    password: "pw",
  }))
    actor.send({ type: "field.change", field: field as "email", value });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("loggedOut") && s.context.error !== null);
  expect(actor.getSnapshot().context.linkOffered).toBe(true);

  actor.send({ type: "link.request" });
  expect(actor.getSnapshot().hasTag("linkBusy")).toBe(true);
  await waitFor(actor, (s) => s.matches("loggedOut"));
  expect(asked).toEqual([{ email: PARTNER.email }]);
  expect(actor.getSnapshot().context).toMatchObject({ linkSent: "A sign-in link is on its way.", error: null });
  // Typing again puts the answer away; the offer stays.
  actor.send({ type: "field.change", field: "password", value: "pw2" });
  expect(actor.getSnapshot().context).toMatchObject({ linkSent: null, linkOffered: true });

  // The link's page signed in: the session is the partner's.
  actor.send({ type: "partner.loggedIn", partner: PARTNER });
  expect(actor.getSnapshot().matches("loggedIn")).toBe(true);
  expect(actor.getSnapshot().context).toMatchObject({ partner: PARTNER, linkOffered: false });
  expect(stored).toEqual([PARTNER]);
});

test("partner login: the link is not asked for without a valid e-mail; a refusal shows the server's message", async () => {
  let calls = 0;
  const actor = createActor(
    partnerSessionMachine.provide({
      actors: {
        requestLink: fromPromise<{ message: string; email: string }, { email: string }>(async () => {
          calls++;
          throw new ApiError(429, { message: "Too many attempts.", code: "rate_limited", retryAfter: 60 });
        }),
      },
    }),
    { input: { storedPartner: null } },
  ).start();
  actor.send({ type: "partner.checked", partner: null });
  actor.send({ type: "link.request" });
  expect(actor.getSnapshot().context.error).toEqual({ kind: "invalidEmail" });
  actor.send({ type: "field.change", field: "email", value: PARTNER.email });
  actor.send({ type: "link.request" });
  await waitFor(actor, (s) => s.matches("loggedOut") && s.context.error !== null);
  expect(calls).toBe(1);
  expect(actor.getSnapshot().context.error).toEqual({ kind: "server", message: "Too many attempts." });
});

test("the link's page: nothing is posted until the button; then the partner is handed over once", async () => {
  const posted: string[] = [];
  const signedIn: Partner[] = [];
  const actor = createActor(
    partnerSignInLinkMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }: { input: { token: string } }) => {
          posted.push(input.token);
          return { partner: PARTNER };
        }),
      },
      actions: { loggedIn: (_, { partner }) => signedIn.push(partner) },
    }),
    { input: { token: "t".repeat(43) } },
  ).start();
  expect(actor.getSnapshot().matches("ready")).toBe(true);
  expect(posted).toEqual([]);
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("signedIn"));
  expect(posted).toEqual(["t".repeat(43)]);
  expect(signedIn).toEqual([PARTNER]);
});

test("the link's page: a used link ends in invalid, a page without a token in missing", async () => {
  const used = createActor(
    partnerSignInLinkMachine.provide({
      actors: {
        signIn: fromPromise<{ partner: Partner }, { token: string }>(async () => {
          throw new ApiError(400, { message: "Used.", code: "link_invalid", field: "token" });
        }),
      },
    }),
    { input: { token: "t".repeat(43) } },
  ).start();
  used.send({ type: "submit" });
  await waitFor(used, (s) => s.matches("invalid"));
  const missing = createActor(partnerSignInLinkMachine, { input: { token: null } }).start();
  expect(missing.getSnapshot().matches("missing")).toBe(true);
});
