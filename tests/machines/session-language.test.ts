// A sign-in shows the app in the language saved on the account (the account page); a page load's
// check of the session keeps the language the visitor chose on this device.
import { expect, test } from "bun:test";
import { createActor, fromPromise } from "xstate";
import { appMachine } from "../../src/machines/app.machine";
import { sessionMachine } from "../../src/machines/auth/session.machine";
import { languageMachine } from "../../src/machines/language.machine";
import { SYSTEM_ID } from "../../src/machines/system";
import type { User } from "../../src/shared/accounts";
import type { AuthCheckResponse } from "../../src/shared/auth";

const RANA: User = { id: "u1", firstName: "Rana", lastName: "", email: "rana@example.com", role: "user" };

function app(checked: User | null) {
  const actor = createActor(
    appMachine.provide({
      actors: {
        language: languageMachine.provide({ actors: { loadDictionary: fromPromise(async () => {}) } }),
        session: sessionMachine.provide({
          actors: { authCheck: fromPromise<AuthCheckResponse>(async () => ({ user: checked }) as AuthCheckResponse) },
        }),
      },
    }),
    { input: { lang: "en" } },
  ).start();
  const language = () => actor.system.get(SYSTEM_ID.language)!.getSnapshot().context.requested;
  const session = actor.system.get(SYSTEM_ID.session)!;
  return { actor, language, session };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

test("a sign-in of an account saved in Arabic shows the app in Arabic", async () => {
  const { language, session } = app(null);
  await settle();
  expect(language()).toBe("en");
  session.send({ type: "session.loggedIn", user: { ...RANA, language: "ar" } });
  await settle();
  expect(language()).toBe("ar");
});

test("a sign-in without a saved language, or the page load's check, keeps the language on screen", async () => {
  const plain = app(null);
  await settle();
  plain.session.send({ type: "session.loggedIn", user: RANA });
  await settle();
  expect(plain.language()).toBe("en");
  const checked = app({ ...RANA, language: "ar" });
  await settle();
  expect(checked.session.getSnapshot().value).toBe("loggedIn");
  expect(checked.language()).toBe("en");
});
