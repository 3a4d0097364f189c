// The news feed machine on a live actor with a controllable fetcher and a stand-in socket: the
// first page, older pages until none is left, live events on top when they pass the filters (in
// the language on screen, each once), a filter or language change loading again, a failure's retry;
// the team watchlist filter: its id sent, the live events of its symbols only, a list the team no
// longer has dropped, the lists read again while the page is open (a changed list reloads).
import { expect, test } from "bun:test";
import { createActor, fromCallback, fromPromise } from "xstate";
import { ApiError } from "../../src/client/http";
import type { FeedQuery } from "../../src/client/news";
import { type FeedList, listsReader } from "../../src/machines/news/actors";
import { type FeedFilters, feedMachine } from "../../src/machines/news/feed.machine";
import type { FeedResponse } from "../../src/shared/news";
import { FEED_EVENT, NEWS_MESSAGE } from "./news.graph";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Waits until `ok` holds (the lists' timer fires every 20 ms in these tests), at most 2 s. */
async function eventually(ok: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 2_000; !ok(); await Bun.sleep(5)) {
    if (Date.now() > deadline) throw new Error("not within 2 s");
  }
}

const LISTS: FeedList[] = [
  { id: "list-1", name: "Energy", symbols: ["2222.SR"] },
  { id: "list-2", name: "Tech", symbols: ["AAPL", "MSFT"] },
];

function harness(
  filters: Partial<FeedFilters> = {},
  lists: () => Promise<FeedList[]> = async () => LISTS,
  listsEveryMs?: number,
) {
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
        lists: listsReader(lists, listsEveryMs),
      },
      actions: { logFailure: () => events.push("logged") },
    }),
    { input: { lang: "ar", filters } },
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
  expect(h.calls.at(-1)).toEqual({ market: "US", kind: "high52", sector: "", watchlist: "", before: null });
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
  // A 401 is the session machines' to tell (src/machines/guards.ts): not logged.
  expect(h.events).toEqual(["logged"]);
});

test("a team watchlist: its id is sent, live events pass by its symbols, an empty choice is every list", async () => {
  const h = harness({ watchlist: "list-2", market: "US" });
  await flush();
  expect(h.calls[0]).toEqual({ market: "US", kind: "", sector: "", watchlist: "list-2", before: null });
  expect(h.actor.getSnapshot().context.lists).toEqual(LISTS);
  const live = (id: string, symbol: string) => ({
    ...NEWS_MESSAGE,
    data: [{ ...NEWS_MESSAGE.data[0]!, id: id.repeat(24), symbol }],
  });
  h.actor.send({ type: "news.message", message: live("d", "AAPL") });
  h.actor.send({ type: "news.message", message: live("e", "NVDA") });
  expect(h.actor.getSnapshot().context.events.map((e) => e.symbol)).toEqual(["AAPL", FEED_EVENT.symbol]);
  h.actor.send({ type: "filter.set", filters: { watchlist: "list-1", market: "" } });
  await flush();
  expect(h.calls.at(-1)?.watchlist).toBe("list-1");
  h.actor.send({ type: "news.message", message: live("f", "AAPL") });
  h.actor.send({ type: "news.message", message: live("0", "2222.SR") });
  expect(h.actor.getSnapshot().context.events.map((e) => e.id[0])).toEqual(["0", "a"]);
  h.actor.send({ type: "filter.set", filters: { watchlist: "" } });
  await flush();
  h.actor.send({ type: "news.message", message: live("1", "NVDA") });
  expect(h.actor.getSnapshot().context.events[0]!.symbol).toBe("NVDA");
});

test("a list the team no longer has is dropped and the feed loads without it; unread lists pass nothing", async () => {
  let release: (lists: FeedList[]) => void = () => {};
  const h = harness({ watchlist: "gone" }, () => new Promise((resolve) => (release = resolve)));
  await flush();
  expect(h.calls[0]?.watchlist).toBe("gone");
  h.actor.send({ type: "news.message", message: NEWS_MESSAGE });
  expect(h.actor.getSnapshot().context.events.map((e) => e.id)).toEqual([FEED_EVENT.id]);
  release(LISTS);
  await flush();
  await flush();
  expect(h.actor.getSnapshot().context.watchlist).toBe("");
  expect(h.calls.at(-1)?.watchlist).toBe("");
  expect(h.calls).toHaveLength(2);
});

test("the lists failing leave the feed running without them", async () => {
  const h = harness({}, async () => {
    throw new ApiError(500, null);
  });
  await flush();
  await flush();
  expect(h.actor.getSnapshot().context.lists).toEqual([]);
  expect(h.actor.getSnapshot().matches("ready")).toBe(true);
  expect(h.events).toEqual(["logged"]);
});

test("the lists are read again while the page is open: a change of the chosen list's symbols loads again", async () => {
  let lists = LISTS;
  let reads = 0;
  const h = harness(
    { watchlist: "list-2" },
    async () => {
      reads++;
      return lists;
    },
    20,
  );
  await flush();
  expect(h.calls).toHaveLength(1);
  // Another list changes, or nothing: the page on screen stays.
  lists = [{ ...LISTS[0]!, symbols: ["2222.SR", "1120.SR"] }, LISTS[1]!];
  const before = reads;
  await eventually(() => reads >= before + 2);
  expect(h.actor.getSnapshot().context.lists![0]!.symbols).toEqual(["2222.SR", "1120.SR"]);
  expect(h.calls).toHaveLength(1);
  // A teammate adds a symbol to the chosen list: the feed loads again, by the new symbols live too.
  lists = [lists[0]!, { ...LISTS[1]!, symbols: ["AAPL", "MSFT", "NVDA"] }];
  await eventually(() => h.calls.length === 2);
  await flush();
  expect(h.calls[1]).toEqual({ market: "", kind: "", sector: "", watchlist: "list-2", before: null });
  h.actor.send({
    type: "news.message",
    message: { ...NEWS_MESSAGE, data: [{ ...NEWS_MESSAGE.data[0]!, id: "9".repeat(24), symbol: "NVDA" }] },
  });
  expect(h.actor.getSnapshot().context.events[0]!.symbol).toBe("NVDA");
  // The list removed: dropped, the feed loads without it.
  lists = [lists[0]!];
  await eventually(() => h.actor.getSnapshot().context.watchlist === "");
  expect(h.calls.at(-1)?.watchlist).toBe("");
  h.actor.stop();
});

test("a later read that fails keeps the lists last read; stopping the feed stops the reads", async () => {
  let fail = false;
  let reads = 0;
  const h = harness(
    {},
    async () => {
      reads++;
      if (fail) throw new ApiError(0, null);
      return LISTS;
    },
    20,
  );
  await flush();
  fail = true;
  await eventually(() => h.events.includes("logged"));
  expect(h.actor.getSnapshot().context.lists).toEqual(LISTS);
  h.actor.stop();
  const after = reads;
  await Bun.sleep(60);
  expect(reads).toBe(after);
});
