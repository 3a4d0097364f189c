// The partner home machine: the overview read at once and again every 15 s while a market is
// open (every minute while both are closed), a failed reload keeping what is shown, a first
// failure offering a retry, the member's layout (the default one when it cannot be read), and
// the movers' live quotes followed again when the listed symbols change.
import { expect, test } from "bun:test";
import { createActor, fromCallback, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/client/http";
import {
  HOME_REFRESH_CLOSED_MS,
  HOME_REFRESH_OPEN_MS,
  homeMachine,
  homeSymbols,
} from "../../src/machines/partnerHome/home.machine";
import type { SessionState } from "../../src/shared/market";
import type { PartnerHome } from "../../src/shared/partner-home";
import { DEFAULT_PARTNER_LAYOUT, type PartnerLayout } from "../../src/shared/partner-layout";
import type { LiveQuote } from "../../src/shared/realtime";

const mover = (symbol: string, price = 10) => ({ symbol, name: symbol, price, changesPercentage: 1 });

function homeAnswer(state: SessionState, gainers: string[]): PartnerHome {
  return {
    ts: 1,
    simulated: true,
    markets: [
      {
        market: "US",
        currency: "USD",
        timeZone: "America/New_York",
        session: { state, opensAt: "2026-11-27T14:30:00.000Z", closesAt: "2026-11-27T21:00:00.000Z" },
        index: { kind: "computed", value: 1000, changePercent: 0.5 },
        gainers: gainers.map((s) => mover(s)),
        losers: [],
      },
      {
        market: "SA",
        currency: "SAR",
        timeZone: "Asia/Riyadh",
        session: { state: "closed", opensAt: "2026-11-29T07:00:00.000Z", closesAt: "2026-11-29T12:00:00.000Z" },
        index: null,
        gainers: [],
        losers: [],
      },
    ],
    events: {
      date: "2026-11-27",
      earnings: { total: 0, items: [] },
      dividends: { total: 0, items: [] },
      ipos: { total: 0, items: [] },
      splits: { total: 0, items: [] },
    },
  };
}

function start(answers: (PartnerHome | Error)[], layout: PartnerLayout | Error = DEFAULT_PARTNER_LAYOUT) {
  let reads = 0;
  const followed: string[][] = [];
  const send: { current: ((quotes: LiveQuote[]) => void) | null } = { current: null };
  const logged: unknown[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    homeMachine.provide({
      actors: {
        loadHome: fromPromise(async () => {
          const next = answers[reads++];
          if (!next) throw new Error("no more answers");
          if (next instanceof Error) throw next;
          return next;
        }),
        loadLayout: fromPromise(async () => {
          if (layout instanceof Error) throw layout;
          return layout;
        }),
        quotes: fromCallback<{ type: string }, { symbols: string[] }>(({ input, sendBack }) => {
          followed.push(input.symbols);
          send.current = (quotes) => sendBack({ type: "quotes", quotes } as never);
          return () => {};
        }),
      },
      actions: { logFailure: (_, { error }) => void logged.push(error) },
    }),
    { clock },
  ).start();
  return { actor, clock, reads: () => reads, followed, send, logged };
}

const quote = (symbol: string, price: number): LiveQuote => ({
  symbol,
  price,
  change: 0,
  changesPercentage: 2,
  volume: 1,
  dayLow: price,
  dayHigh: price,
  marketState: "open",
});

test("reads at once, every 15 s while a market is open, every minute while both are closed", async () => {
  const { actor, clock, reads } = start([
    homeAnswer("open", ["AAA"]),
    homeAnswer("closed", ["AAA"]),
    homeAnswer("open", ["AAA"]),
  ]);
  await Bun.sleep(0);
  expect(reads()).toBe(1);
  expect(actor.getSnapshot().context.data?.markets[0]?.gainers[0]?.symbol).toBe("AAA");
  clock.increment(HOME_REFRESH_OPEN_MS - 1);
  expect(reads()).toBe(1);
  clock.increment(1);
  await Bun.sleep(0);
  expect(reads()).toBe(2);
  clock.increment(HOME_REFRESH_CLOSED_MS - 1);
  expect(reads()).toBe(2);
  clock.increment(1);
  await Bun.sleep(0);
  expect(reads()).toBe(3);
  actor.stop();
});

test("a failed reload keeps what is shown; a first failure offers a retry; a 401 says the session ended", async () => {
  const { actor, clock, logged } = start([
    new ApiError(0, null),
    homeAnswer("open", ["AAA"]),
    new ApiError(500, null),
    new ApiError(401, { message: "Please log in", code: "unauthenticated" }),
  ]);
  await Bun.sleep(0);
  expect(actor.getSnapshot().context.failed).toBe(true);
  expect(actor.getSnapshot().matches({ overview: "failed" })).toBe(true);
  actor.send({ type: "retry" });
  await Bun.sleep(0);
  expect(actor.getSnapshot().context.failed).toBe(false);
  expect(actor.getSnapshot().context.data).not.toBeNull();
  clock.increment(HOME_REFRESH_OPEN_MS);
  await Bun.sleep(0);
  expect(actor.getSnapshot().matches({ overview: "ready" })).toBe(true);
  expect(actor.getSnapshot().context.data?.markets[0]?.gainers[0]?.symbol).toBe("AAA");
  clock.increment(HOME_REFRESH_OPEN_MS);
  await Bun.sleep(0);
  expect(actor.getSnapshot().matches({ overview: "failed" })).toBe(true);
  // The 500 of the reload was logged; the 401 is the session machines' to tell (machines/guards.ts).
  expect(logged).toHaveLength(2);
  actor.stop();
});

test("the member's layout orders the widgets; the default one stays when it cannot be read", async () => {
  const mine: PartnerLayout = { ...DEFAULT_PARTNER_LAYOUT, widgets: ["calendar", "markets"] };
  const a = start([homeAnswer("open", [])], mine);
  await Bun.sleep(0);
  expect(a.actor.getSnapshot().context.layout.widgets).toEqual(["calendar", "markets"]);
  a.actor.stop();
  const b = start([homeAnswer("open", [])], new ApiError(404, null));
  await Bun.sleep(0);
  expect(b.actor.getSnapshot().context.layout).toEqual(DEFAULT_PARTNER_LAYOUT);
  expect(b.actor.getSnapshot().matches({ layout: "done" })).toBe(true);
  b.actor.stop();
});

test("live quotes move the movers; the quotes are followed again when the list changes", async () => {
  const { actor, clock, followed, send } = start([
    homeAnswer("open", ["AAA", "BBB"]),
    homeAnswer("open", ["AAA", "BBB"]),
    homeAnswer("open", ["CCC"]),
  ]);
  await Bun.sleep(0);
  expect(followed.at(-1)).toEqual(["AAA", "BBB"]);
  send.current!([quote("AAA", 12.5)]);
  expect(actor.getSnapshot().context.quotes.AAA?.price).toBe(12.5);
  const followedBefore = followed.length;
  clock.increment(HOME_REFRESH_OPEN_MS);
  await Bun.sleep(0);
  // The same symbols: the subscription stays, and so do their quotes.
  expect(followed.length).toBe(followedBefore);
  expect(actor.getSnapshot().context.quotes.AAA?.price).toBe(12.5);
  clock.increment(HOME_REFRESH_OPEN_MS);
  await Bun.sleep(0);
  expect(followed.at(-1)).toEqual(["CCC"]);
  // A symbol no longer listed loses its quote.
  expect(actor.getSnapshot().context.quotes.AAA).toBeUndefined();
  expect(homeSymbols(actor.getSnapshot().context.data)).toEqual(["CCC"]);
  actor.stop();
});
