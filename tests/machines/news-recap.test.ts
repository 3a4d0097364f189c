// The recap machine on a live actor with a controllable fetcher and clipboard: the latest session
// first, a date chosen (and the date the answer names kept), a day without a session as a state of
// its own, another market back to its latest session, a language change asking again, the copy of
// headline and body, and the session toast on 401.
import { expect, test } from "bun:test";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "../../src/client/http";
import { recapMachine } from "../../src/machines/news/recap.machine";
import type { NewsMarket, RecapResponse } from "../../src/shared/news";
import { RECAP } from "./news.graph";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness() {
  const calls: { market: NewsMarket; date: string | null }[] = [];
  const copies: string[] = [];
  const events: string[] = [];
  let answer: (input: { market: NewsMarket; date: string | null }) => Promise<RecapResponse> = async (input) => ({
    ...RECAP,
    market: input.market,
    date: input.date ?? "2026-11-18",
  });
  let clipboard: (text: string) => Promise<void> = async (text) => {
    copies.push(text);
  };
  const actor = createActor(
    recapMachine.provide({
      actors: {
        load: fromPromise(({ input }: { input: { market: NewsMarket; date: string | null } }) => {
          calls.push(input);
          return answer(input);
        }),
        copyText: fromPromise(({ input }: { input: { text: string } }) => clipboard(input.text)),
      },
      actions: {
        logFailure: () => events.push("logged"),
        copied: () => events.push("copied"),
        copyFailed: () => events.push("copyFailed"),
      },
    }),
    { input: { market: "SA" } },
  );
  actor.start();
  return {
    actor,
    calls,
    copies,
    events,
    setAnswer: (f: typeof answer) => (answer = f),
    setClipboard: (f: typeof clipboard) => (clipboard = f),
  };
}

test("the latest session first, then a chosen date; the answer's date is kept", async () => {
  const h = harness();
  expect(h.actor.getSnapshot().hasTag("loading")).toBe(true);
  await flush();
  expect(h.calls).toEqual([{ market: "SA", date: null }]);
  expect(h.actor.getSnapshot().context.date).toBe("2026-11-18");
  h.actor.send({ type: "date.select", date: "2026-11-17" });
  await flush();
  expect(h.calls.at(-1)).toEqual({ market: "SA", date: "2026-11-17" });
  expect(h.actor.getSnapshot().context.recap?.date).toBe("2026-11-17");
  // Not a date: nothing asked.
  h.actor.send({ type: "date.select", date: "17/11/2026" });
  expect(h.calls).toHaveLength(2);
  // Another market: its latest session.
  h.actor.send({ type: "market.select", market: "US" });
  await flush();
  expect(h.calls.at(-1)).toEqual({ market: "US", date: null });
  // The language on screen changed: the same session asked again (in the new language).
  h.actor.send({ type: "language.changed" });
  await flush();
  expect(h.calls.at(-1)).toEqual({ market: "US", date: "2026-11-18" });
});

test("a day without a completed session is its own state, not a failure; a failure retries", async () => {
  const h = harness();
  await flush();
  h.setAnswer(async () => {
    throw new ApiError(404, { message: "none", code: "no_session" });
  });
  h.actor.send({ type: "date.select", date: "2026-11-15" });
  await flush();
  expect(h.actor.getSnapshot().value).toBe("noSession");
  expect(h.actor.getSnapshot().context.date).toBe("2026-11-15");
  expect(h.events).toEqual([]);
  h.setAnswer(async () => {
    throw new ApiError(500, null);
  });
  h.actor.send({ type: "date.select", date: "2026-11-16" });
  await flush();
  expect(h.actor.getSnapshot().value).toBe("failed");
  expect(h.events).toEqual(["logged"]);
  h.setAnswer(async () => {
    throw new ApiError(401, { message: "", code: "unauthenticated" });
  });
  h.actor.send({ type: "retry" });
  await flush();
  // A 401 is the session machines' to tell (src/machines/guards.ts): not logged.
  expect(h.events).toEqual(["logged"]);
  h.setAnswer(async (input) => ({ ...RECAP, date: input.date ?? RECAP.date }));
  h.actor.send({ type: "retry" });
  await flush();
  expect(h.actor.getSnapshot().matches("ready")).toBe(true);
});

test("copy: headline and body to the clipboard, once at a time; a refused clipboard says so", async () => {
  const h = harness();
  await flush();
  h.actor.send({ type: "copy" });
  expect(h.actor.getSnapshot().matches({ ready: "copying" })).toBe(true);
  h.actor.send({ type: "copy" });
  await flush();
  expect(h.copies).toEqual([`${RECAP.headline}\n\n${RECAP.body}`]);
  expect(h.events).toEqual(["copied"]);
  h.setClipboard(async () => {
    throw new Error("denied");
  });
  h.actor.send({ type: "copy" });
  await flush();
  expect(h.events).toEqual(["copied", "copyFailed"]);
  expect(h.actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
});
