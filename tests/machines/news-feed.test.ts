// The news feed machine on a live actor with a controllable fetcher and a stand-in socket: the
// first page, older pages until none is left, live events on top when they pass the filters (in
// the language on screen, each once), a filter or language change loading again, a failure's retry.
import { expect, test } from "bun:test";
import { createActor, fromCallback, fromPromise } from "xstate";
import { ApiError } from "../../src/client/http";
import type { FeedQuery } from "../../src/client/news";
import { feedMachine } from "../../src/machines/news/feed.machine";
import type { FeedResponse } from "../../src/shared/news";
import { FEED_EVENT, NEWS_MESSAGE } from "./news.graph";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness() {
  const calls: FeedQuery[] = [];
  const events: string[] = [];
  let answer: (q: FeedQuery) => Promise<FeedResponse> = async (q) =>
    q.before
      ? { events: [{ ...FEED_EVENT, id: "c".repeat(24), ts: 500 }], older: null }
      : { events: [FEED_EVENT], older: FEED_EVENT.id };
  const actor = createActor(
    feedMachine.provide({
      actors: {
        load: fromPromise(({ input }: { input: FeedQuery }) => {
          calls.push(input);
          return answer(input);
        }),
        live: fromCallback(() => () => {}),
      },
      actions: { sessionExpired: () => events.push("toast"), logFailure: () => events.push("logged") },
    }),
    { input: { lang: "ar" } },
  );
  actor.start();
  return { actor, calls, events, setAnswer: (f: typeof answer) => (answer = f) };
}

test("first page, older pages until the end, filters load again", async () => {
  const h = harness();
  await flush();
  expect(h.actor.getSnapshot().context.events.map((e) => e.id)).toEqual([FEED_EVENT.id]);
  expect(h.actor.getSnapshot().can({ type: "older" })).toBe(true);
  h.actor.send({ type: "older" });
  await flush();
  expect(h.calls.at(-1)?.before).toBe(FEED_EVENT.id);
  expect(h.actor.getSnapshot().context.events).toHaveLength(2);
  expect(h.actor.getSnapshot().can({ type: "older" })).toBe(false);
  h.actor.send({ type: "filter.set", filters: { market: "US", kind: "high52" } });
  await flush();
  expect(h.calls.at(-1)).toEqual({ market: "US", kind: "high52", sector: "", before: null });
});

test("live events: on top when they pass the filters, in the language on screen, once", async () => {
  const h = harness();
  await flush();
  h.actor.send({ type: "news.message", message: NEWS_MESSAGE });
  const first = h.actor.getSnapshot().context.events[0]!;
  expect(first.id).toBe(NEWS_MESSAGE.data[0]!.id);
  expect(first.text).toBe(NEWS_MESSAGE.data[0]!.texts.ar);
  h.actor.send({ type: "news.message", message: NEWS_MESSAGE });
  expect(h.actor.getSnapshot().context.events).toHaveLength(2);
  // A Saudi filter keeps a US event out.
  h.actor.send({ type: "filter.set", filters: { market: "SA" } });
  await flush();
  h.actor.send({
    type: "news.message",
    message: { ...NEWS_MESSAGE, data: [{ ...NEWS_MESSAGE.data[0]!, id: "d".repeat(24) }] },
  });
  expect(h.actor.getSnapshot().context.events.map((e) => e.market)).toEqual(["SA"]);
  h.actor.send({ type: "language.changed", lang: "en" });
  await flush();
  expect(h.actor.getSnapshot().context.lang).toBe("en");
});

test("a failure offers a retry; 401 shows the session toast", async () => {
  const h = harness();
  h.setAnswer(async () => {
    throw new ApiError(500, null);
  });
  h.actor.send({ type: "retry" });
  h.actor.send({ type: "filter.set", filters: { sector: "E" } });
  await flush();
  expect(h.actor.getSnapshot().value).toBe("failed");
  h.setAnswer(async () => {
    throw new ApiError(401, { message: "", code: "unauthenticated" });
  });
  h.actor.send({ type: "retry" });
  await flush();
  expect(h.events).toEqual(["logged", "toast"]);
});
