// The weekly report machine on a live actor with a controllable fetcher: the address's choice
// first, another week or market loading again and the same one nothing, the report kept while the
// next loads, a week without a session as a state of its own, the retry and the session toast.
import { expect, test } from "bun:test";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "../../src/client/http";
import { weeklyReportMachine } from "../../src/machines/news/weeklyReport.machine";
import type { NewsMarket, WeeklyResponse } from "../../src/shared/news";
import { WEEKLY } from "./weekly.graph";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
type Input = { market: NewsMarket; week: string | null };

function harness(input: { market?: NewsMarket; week?: string | null } = {}) {
  const calls: Input[] = [];
  const events: string[] = [];
  let answer: (input: Input) => Promise<WeeklyResponse> = async (i) => ({
    ...WEEKLY,
    market: i.market,
    week: i.week ?? "2026-W47",
  });
  const actor = createActor(
    weeklyReportMachine.provide({
      actors: {
        load: fromPromise(({ input }: { input: Input }) => {
          calls.push(input);
          return answer(input);
        }),
      },
      actions: { logFailure: () => events.push("logged") },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, events, setAnswer: (f: typeof answer) => (answer = f) };
}

test("the address's week first; another week loads, the same one does not", async () => {
  const h = harness({ market: "SA", week: "2026-W46" });
  await flush();
  expect(h.calls).toEqual([{ market: "SA", week: "2026-W46" }]);
  expect(h.actor.getSnapshot().matches("ready")).toBe(true);
  h.actor.send({ type: "show", market: "SA", week: "2026-W46" });
  expect(h.actor.getSnapshot().matches("ready")).toBe(true);
  h.actor.send({ type: "show", market: "SA", week: "2026-W45" });
  // The shown report stays in context while the next one loads.
  expect(h.actor.getSnapshot().hasTag("loading")).toBe(true);
  expect(h.actor.getSnapshot().context.report?.week).toBe("2026-W46");
  await flush();
  expect(h.actor.getSnapshot().context.report?.week).toBe("2026-W45");
  h.actor.send({ type: "show", market: "US", week: null });
  await flush();
  expect(h.calls.at(-1)).toEqual({ market: "US", week: null });
  expect(h.actor.getSnapshot().context.report?.week).toBe("2026-W47");
  // Not a week: ignored.
  h.actor.send({ type: "show", market: "US", week: "2026-47" });
  expect(h.calls).toHaveLength(3);
});

test("a week without a session, a failure and its retry, the session toast on 401", async () => {
  const h = harness();
  await flush();
  h.setAnswer(async () => {
    throw new ApiError(404, { message: "No session.", code: "no_session" });
  });
  h.actor.send({ type: "show", market: "US", week: "2027-W10" });
  await flush();
  expect(h.actor.getSnapshot().matches("noSession")).toBe(true);
  expect(h.actor.getSnapshot().context.report).toBeNull();
  h.setAnswer(async () => {
    throw new ApiError(0, null);
  });
  h.actor.send({ type: "show", market: "US", week: "2026-W44" });
  await flush();
  expect(h.actor.getSnapshot().matches("failed")).toBe(true);
  expect(h.events).toEqual(["logged"]);
  h.setAnswer(async (i) => ({ ...WEEKLY, week: i.week ?? WEEKLY.week }));
  h.actor.send({ type: "retry" });
  await flush();
  expect(h.actor.getSnapshot().context.report?.week).toBe("2026-W44");
  h.setAnswer(async () => {
    throw new ApiError(401, { message: "Please log in to continue.", code: "unauthenticated" });
  });
  h.actor.send({ type: "show", market: "SA", week: null });
  await flush();
  // A 401 is the session machines' to tell (src/machines/guards.ts): not logged.
  expect(h.events).toEqual(["logged"]);
});
