// Model-based tests of the partner machines: paths generated from each machine's graph with
// xstate/graph, each run against a live actor (with a controllable fetcher for the loader).
import { describe, expect, test } from "bun:test";
import { createActor, fromPromise } from "xstate";
import { createTestModel, getShortestPaths } from "xstate/graph";
import { ApiError } from "../../src/client/http";
import { earningsFilterMachine, filterOf } from "../../src/machines/partner/earningsFilter.machine";
import { createPagedLoader, type Page, type PageInput } from "../../src/machines/partner/pagedLoader.machine";
import { splitsMonthMachine } from "../../src/machines/partner/splitsMonth.machine";
import { type ThemeName, themeMachine, themeOf } from "../../src/machines/partner/theme.machine";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("paged loader", () => {
  const loader = createPagedLoader<string>();
  type LoaderEvent = Parameters<ReturnType<typeof createActor<typeof loader>>["send"]>[0];
  const done = (items: string[], totalPages: number) =>
    ({ type: "xstate.done.actor.fetchPage", output: { items, totalPages } }) as unknown as LoaderEvent;
  const failed = (status: number) =>
    ({ type: "xstate.error.actor.fetchPage", error: new ApiError(status, null) }) as unknown as LoaderEvent;

  // createTestModel refuses machines that invoke actors, so the paths come from the graph
  // directly and each step is replayed against the live actor below.
  // Generated twice: once where failures are 401 (the toast), once where they are 500 (logged).
  const paths = [401, 500].flatMap((status) =>
    getShortestPaths(loader, {
      events: (snapshot): LoaderEvent[] =>
        snapshot.matches("loading")
          ? [done(["a", "b"], 3), failed(status), { type: "page.next" }, { type: "params.set", params: { month: 2 } }]
          : [
              { type: "page.next" },
              { type: "page.previous" },
              { type: "page.set", page: 3 },
              { type: "page.set", page: 9 },
              { type: "params.set", params: { month: 2 } },
              { type: "reload" },
            ],
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.page,
          snapshot.context.totalPages,
          snapshot.context.loaded,
          snapshot.context.params,
          snapshot.context.firstItems !== null,
        ]),
    }),
  );

  test("the graph reaches both states, every page and the revealed pagination", () => {
    expect(paths.length).toBeGreaterThan(10);
    const reached = new Set(
      paths
        .flatMap((p) => p.steps.map((s) => s.state))
        .map((s) => `${String(s.value)}:${s.context.page}:${s.context.loaded}`),
    );
    for (const key of [
      "starting:1:false",
      "loading:1:false",
      "idle:1:true",
      "idle:2:true",
      "idle:3:true",
      "loading:3:true",
    ]) {
      expect(reached).toContain(key);
    }
  });

  const describePath = (steps: { event: { type: string } }[]) => steps.map((s) => JSON.stringify(s.event)).join(" → ");

  for (const path of paths) {
    test(describePath(path.steps) || "initial state", async () => {
      const pending: { input: PageInput; resolve: (p: Page<string>) => void; reject: (e: unknown) => void }[] = [];
      const logged: unknown[] = [];
      const actor = createActor(
        loader.provide({
          actors: {
            fetchPage: fromPromise<Page<string>, PageInput>(
              ({ input }) => new Promise((resolve, reject) => pending.push({ input, resolve, reject })),
            ),
          },
          actions: {
            logFailure: (_, { error }) => {
              logged.push(error);
            },
          },
        }),
        { input: {} },
      ).start();
      let expectedLogs = 0;
      for (const step of path.steps) {
        const event = step.event as { type: string; output?: Page<string>; error?: ApiError };
        if (event.type === "xstate.done.actor.fetchPage") {
          pending.at(-1)?.resolve(event.output!);
        } else if (event.type === "xstate.error.actor.fetchPage") {
          // A 401 is the session machines' to tell (src/machines/guards.ts): not logged.
          if (event.error?.status !== 401) expectedLogs++;
          pending.at(-1)?.reject(event.error);
        } else if (event.type !== "xstate.init") {
          actor.send(step.event as LoaderEvent);
        }
        await flush();
        const expected = step.state;
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(expected.value);
        expect(snapshot.context.page).toBe(expected.context.page);
        expect(snapshot.context.totalPages).toBe(expected.context.totalPages);
        expect(snapshot.context.loaded).toBe(expected.context.loaded);
        expect(snapshot.context.params).toEqual(expected.context.params);
        expect(snapshot.hasTag("loading")).toBe(expected.hasTag("loading"));
        expect(logged.length).toBe(expectedLogs);
        if (snapshot.matches("loading")) {
          // The request in flight asks for the page and parameters on screen.
          expect(pending.at(-1)?.input).toEqual({ page: snapshot.context.page, params: snapshot.context.params });
        }
      }
      actor.stop();
    });
  }

  test("a page change cancels the request in flight", async () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      loader.provide({
        actors: {
          fetchPage: fromPromise<Page<string>, PageInput>(({ signal }) => {
            signals.push(signal);
            return new Promise(() => {});
          }),
        },
      }),
      { input: {} },
    ).start();
    expect(signals).toEqual([]);
    actor.send({ type: "reload" });
    actor.send({ type: "params.set", params: { month: 5 } });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    actor.stop();
  });

  test("a cancelled request is neither a failure nor a toast", () => {
    const logged: unknown[] = [];
    const actor = createActor(loader.provide({ actions: { logFailure: (_, { error }) => logged.push(error) } }), {
      input: {},
    }).start();
    actor.send({ type: "reload" });
    const abort = new Error("aborted");
    abort.name = "AbortError";
    actor.send({ type: "xstate.error.actor.fetchPage", error: abort } as unknown as LoaderEvent);
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(actor.getSnapshot().context.loaded).toBe(false);
    expect(logged).toEqual([]);
    actor.stop();
  });

  test("the first successful load is kept for the earnings header range", async () => {
    let calls = 0;
    const actor = createActor(
      loader.provide({
        actors: {
          fetchPage: fromPromise<Page<string>, PageInput>(async ({ input }) => ({
            items: [`page${input.page}`, `call${++calls}`],
            totalPages: 2,
          })),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: "reload" });
    await flush();
    actor.send({ type: "page.next" });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual(["page2", "call2"]);
    expect(actor.getSnapshot().context.firstItems).toEqual(["page1", "call1"]);
    actor.stop();
  });
});

describe("earnings filter", () => {
  const paths = createTestModel(earningsFilterMachine).getShortestPaths();
  test("reaches all, open and close", () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(["all", "open", "close"]));
  });
  for (const path of paths) {
    test(path.description, async () => {
      const actor = createActor(earningsFilterMachine).start();
      await path.test({
        states: { "*": (state) => expect(filterOf(actor.getSnapshot())).toBe(state.value as never) },
        events: {
          "filter.all": ({ event }) => actor.send(event),
          "filter.open": ({ event }) => actor.send(event),
          "filter.close": ({ event }) => actor.send(event),
        },
      });
    });
  }
  test("starts at All", () => {
    expect(filterOf(createActor(earningsFilterMachine).start().getSnapshot())).toBe("all");
  });
});

describe("splits month selection", () => {
  const months = [1, 6, 12];
  const model = createTestModel(splitsMonthMachine, {
    events: [
      ...months.map((month) => ({ type: "month.select" as const, month })),
      { type: "month.select", month: 13 },
      { type: "month.all" },
    ],
  });
  const paths = model.getShortestPaths();
  test("reaches unset and every chosen month, never 13", () => {
    const reached = paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => s.context.month);
    expect(new Set(reached)).toEqual(new Set([null, 1, 6, 12]));
  });
  for (const path of paths) {
    test(path.description, async () => {
      const sent: (number | null)[] = [];
      const actor = createActor(
        splitsMonthMachine.provide({ actions: { monthChanged: (_, { month }) => sent.push(month) } }),
      ).start();
      let expectedSent = 0;
      await path.test({
        states: {
          "*": (state) => {
            expect(actor.getSnapshot().value).toEqual(state.value);
            expect(actor.getSnapshot().context.month).toBe(state.context.month);
            expect(sent.length).toBe(expectedSent);
            if (sent.length > 0) expect(sent.at(-1) ?? null).toBe(state.context.month);
          },
        },
        events: {
          "month.select": ({ event }) => {
            const month = (event as unknown as { month: number }).month;
            if (month >= 1 && month <= 12) expectedSent++;
            actor.send(event as { type: "month.select"; month: number });
          },
          "month.all": () => {
            // Back to all months sends null to the loader, but only from a chosen month.
            if (actor.getSnapshot().context.month !== null) expectedSent++;
            actor.send({ type: "month.all" });
          },
        },
      });
    });
  }
});

describe("theme", () => {
  for (const initial of ["default", "dark", "light", "bogus", undefined] as const) {
    const model = createTestModel(themeMachine, {
      input: { initial },
      events: [
        { type: "theme.toggle" },
        { type: "theme.select", theme: "default" },
        { type: "theme.select", theme: "dark" },
        { type: "theme.select", theme: "light" },
        { type: "theme.select", theme: "sepia" as ThemeName },
      ],
    });
    const paths = model.getShortestPaths();
    test(`from ${initial}: every theme is reached`, () => {
      const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map(themeOf));
      expect(reached).toEqual(new Set(["default", "dark", "light"]));
    });
    for (const path of paths) {
      test(`from ${initial}: ${path.description}`, async () => {
        const stored: ThemeName[] = [];
        const actor = createActor(
          themeMachine.provide({ actions: { persist: (_, { theme }) => stored.push(theme) } }),
          {
            input: { initial },
          },
        ).start();
        await path.test({
          states: {
            "*": (state) => {
              expect(themeOf(actor.getSnapshot())).toBe(themeOf(state));
              // What is on screen is what is stored.
              expect(stored.at(-1)).toBe(themeOf(state));
            },
          },
          events: {
            "theme.toggle": ({ event }) => actor.send(event),
            "theme.select": ({ event }) => actor.send(event as { type: "theme.select"; theme: ThemeName }),
          },
        });
      });
    }
  }
  test("the toggle goes between light and dark; from the default it goes to light", () => {
    const actor = createActor(themeMachine, { input: {} }).start();
    expect(themeOf(actor.getSnapshot())).toBe("default");
    actor.send({ type: "theme.toggle" });
    expect(themeOf(actor.getSnapshot())).toBe("light");
    actor.send({ type: "theme.toggle" });
    expect(themeOf(actor.getSnapshot())).toBe("dark");
    actor.send({ type: "theme.toggle" });
    expect(themeOf(actor.getSnapshot())).toBe("light");
  });
  test("an unknown stored theme starts as the default one, and is overwritten", () => {
    const stored: ThemeName[] = [];
    const actor = createActor(themeMachine.provide({ actions: { persist: (_, { theme }) => stored.push(theme) } }), {
      input: { initial: "neon" },
    }).start();
    expect(themeOf(actor.getSnapshot())).toBe("default");
    expect(stored).toEqual(["default"]);
  });
});
