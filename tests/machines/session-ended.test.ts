// A session that ended elsewhere: the API client reports a 401 `unauthenticated` from any call
// (and nothing else) once, in one place; the session machines end a logged-in session and ask for
// a login, and ignore it otherwise. Actors that only the app can implement fail loudly when a
// .provide() is missing.
import { afterEach, expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError, call, onSessionEnded, reportSessionEnded } from "../../src/client/http";
import { partnerSessionMachine } from "../../src/machines/auth/partnerSession.machine";
import { sessionMachine } from "../../src/machines/auth/session.machine";
import { languageMachine } from "../../src/machines/language.machine";
import { downloadMachine } from "../../src/machines/partner/download.machine";
import { pagedLoaderMachine } from "../../src/machines/partner/pagedLoader.machine";
import type { Partner, User } from "../../src/shared/accounts";
import type { AuthCheckResponse } from "../../src/shared/auth";

const USER: User = { id: "u1", firstName: "Uma", lastName: "", email: "uma@example.com", role: "user" };
const PARTNER: Partner = { id: "p1", email: "p@x.example", partnerID: "P-1", name: "P", role: "partner" };

afterEach(() => onSessionEnded(null));

/** A wretch-like failure with a status and a JSON body. */
const httpError = (status: number, json: unknown) => Object.assign(new Error(`HTTP ${status}`), { status, json });

test("call(): a 401 unauthenticated from any call reports the session's end; other failures do not", async () => {
  let reports = 0;
  onSessionEnded(() => reports++);
  const unauthenticated = call(Promise.reject(httpError(401, { message: "Please log in.", code: "unauthenticated" })));
  await expect(unauthenticated).rejects.toBeInstanceOf(ApiError);
  expect(reports).toBe(1);
  await expect(
    call(Promise.reject(httpError(401, { message: "Wrong", code: "invalid_credentials" }))),
  ).rejects.toBeInstanceOf(ApiError);
  await expect(call(Promise.reject(httpError(500, { message: "x", code: "internal" })))).rejects.toBeInstanceOf(
    ApiError,
  );
  await expect(call(Promise.reject(new TypeError("offline")))).rejects.toBeInstanceOf(ApiError);
  await expect(call(Promise.resolve(1))).resolves.toBe(1);
  expect(reports).toBe(1);
  reportSessionEnded();
  expect(reports).toBe(2);
});

function session(storedUser: User | null, answer: () => Promise<unknown>) {
  const prompts: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: { authCheck: fromPromise(answer as () => Promise<AuthCheckResponse>) },
      actions: { promptLogin: () => prompts.push("login"), forgetUser: () => prompts.push("forget") },
    }),
    { input: { storedUser } },
  ).start();
  return { actor, prompts };
}

test("session: a logged-in user whose session ended is logged out and asked to log in; a visitor is not", async () => {
  const { actor, prompts } = session(USER, async () => ({ user: USER }));
  await waitFor(actor, (s) => s.matches("loggedIn"));
  actor.send({ type: "session.expired" });
  expect(actor.getSnapshot().matches("loggedOut")).toBe(true);
  expect(actor.getSnapshot().context.user).toBeNull();
  expect(prompts).toEqual(["forget", "login"]);
  // Several failing calls at once: one prompt.
  actor.send({ type: "session.expired" });
  expect(prompts).toEqual(["forget", "login"]);
  actor.send({ type: "session.loggedIn", user: USER });
  expect(actor.getSnapshot().matches("loggedIn")).toBe(true);

  const visitor = session(null, async () => {
    throw new ApiError(401, { message: "Please log in.", code: "unauthenticated" });
  });
  await waitFor(visitor.actor, (s) => s.matches("loggedOut"));
  visitor.actor.send({ type: "session.expired" });
  expect(visitor.prompts).toEqual(["forget"]);
});

test("session: authCheck's {user: null} (a visitor, no 401) logs a remembered user out without a prompt", async () => {
  const { actor, prompts } = session(USER, async () => ({ user: null }));
  await waitFor(actor, (s) => s.matches("loggedOut"));
  expect(actor.getSnapshot().context.user).toBeNull();
  expect(prompts).toEqual(["forget"]);
});

test("partner session: an ended session goes to the login page; a login clears the failed login's toast", async () => {
  const effects: string[] = [];
  let fail = true;
  const actor = createActor(
    partnerSessionMachine.provide({
      actors: {
        login: fromPromise(async () => {
          if (fail) throw new ApiError(401, { message: "Not valid.", code: "invalid_credentials" });
          return { partner: PARTNER };
        }),
      },
      actions: {
        promptLogin: () => effects.push("prompt"),
        toastLoginFailed: () => effects.push("toast"),
        dismissLoginError: () => effects.push("dismiss"),
      },
    }),
    { input: { storedPartner: null } },
  ).start();
  actor.send({ type: "partner.checked", partner: null });
  actor.send({ type: "session.expired" });
  expect(effects).toEqual([]);
  for (const [field, value] of Object.entries({
    email: PARTNER.email,
    partnerID: "P-1",
    securityKey1: "k1",
    securityKey2: "k2",
    password: "pw",
  }))
    actor.send({ type: "field.change", field: field as "email", value });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("loggedOut") && s.context.error !== null);
  fail = false;
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("loggedIn"));
  expect(effects).toEqual(["toast", "dismiss"]);
  actor.send({ type: "session.expired" });
  expect(actor.getSnapshot().matches("loggedOut")).toBe(true);
  expect(effects).toEqual(["toast", "dismiss", "prompt"]);
});

test("an actor the app must provide fails with a message naming it, instead of an empty result", async () => {
  const logged: string[] = [];
  const original = console.error;
  console.error = (message: unknown) => logged.push(String(message));
  try {
    const failures: unknown[] = [];
    const loader = createActor(
      pagedLoaderMachine.provide({ actions: { logFailure: (_, { error }) => failures.push(error) } }),
      { input: {} },
    ).start();
    loader.send({ type: "reload" });
    const download = createActor(
      downloadMachine.provide({ actions: { saveFailed: (_, { error }) => failures.push(error) } }),
    ).start();
    download.send({ type: "download" });
    createActor(languageMachine, { input: { initial: "en" } }).start();
    await new Promise((r) => setTimeout(r, 10));
    expect(failures.map(String).sort()).toEqual([
      expect.stringContaining('download: the actor "save" has no implementation'),
      expect.stringContaining('pagedLoader: the actor "fetchPage" has no implementation'),
    ]);
    // The loader shows no page of nothing: its items stay empty and nothing claims a total.
    expect(loader.getSnapshot().context.items).toEqual([]);
    expect(logged).toContainEqual(
      expect.stringContaining('language: the actor "loadDictionary" has no implementation'),
    );
  } finally {
    console.error = original;
  }
});

test("the login prompt returns to the page the session ended on, never to another site", async () => {
  const { loginPromptPath } = await import("../../src/views/auth/wiring");
  expect(loginPromptPath({ pathname: "/investment-screener", search: "?lang=ar" })).toBe(
    "/?auth=login&redirect=%2Finvestment-screener%3Flang%3Dar",
  );
  expect(loginPromptPath({ pathname: "/", search: "" })).toBe("/?auth=login");
  expect(loginPromptPath({ pathname: "/", search: "?lang=en" })).toBe("/?auth=login");
});
