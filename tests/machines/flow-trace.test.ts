// Flow traces: what the recorder keeps (never a secret, at most the last 100 events) and what a
// replay of it shows, on a small code-entry machine shaped like the registration flow.
import { describe, expect, test } from "bun:test";
import { assign, createActor, fromPromise, SimulatedClock, setup } from "xstate";
import { advanceTo, flowsOf, formatReplay, replayFlow } from "../../scripts/machines/replay";
import { ApiError } from "../../src/client/http";
import { createFlowRecorder, REDACTED, redact, TRACE_LIMIT } from "../../src/machines/trace";

const codeMachine = setup({
  types: {
    context: {} as { email: string; password: string; code: string; attemptsLeft: number | null; error: string | null },
    events: {} as
      | { type: "submit"; email: string; password: string }
      | { type: "code.change"; code: string }
      | { type: "code.verify" },
  },
  actors: {
    register: fromPromise<{ otpExpiresAt: number }, { email: string }>(async () => ({ otpExpiresAt: 0 })),
    verify: fromPromise<{ ok: true }, { code: string }>(async () => ({ ok: true })),
  },
  delays: { otpTtl: 300_000 },
}).createMachine({
  id: "codeFlow",
  context: { email: "", password: "", code: "", attemptsLeft: null, error: null },
  initial: "form",
  states: {
    form: {
      on: {
        submit: {
          target: "registering",
          actions: assign({ email: ({ event }) => event.email, password: ({ event }) => event.password }),
        },
      },
    },
    registering: {
      invoke: { src: "register", input: ({ context }) => ({ email: context.email }), onDone: "code", onError: "form" },
    },
    code: {
      after: { otpTtl: "expired" },
      initial: "typing",
      states: {
        typing: {
          on: {
            "code.change": { actions: assign({ code: ({ event }) => event.code }) },
            "code.verify": { guard: ({ context }) => /^\d{6}$/.test(context.code), target: "verifying" },
          },
        },
        verifying: {
          invoke: {
            src: "verify",
            input: ({ context }) => ({ code: context.code }),
            onDone: "#codeFlow.verified",
            onError: [
              {
                guard: ({ event }) => event.error instanceof ApiError && event.error.code === "otp_locked",
                target: "#codeFlow.locked",
              },
              {
                target: "typing",
                actions: assign({
                  attemptsLeft: ({ event }) =>
                    ((event.error as ApiError).body as { attemptsLeft?: number } | null)?.attemptsLeft ?? null,
                }),
              },
            ],
          },
        },
      },
    },
    expired: {},
    locked: {},
    verified: { type: "final" },
  },
});

/** Runs the flow for real (the server answers through the injected actors) and records it. */
function record(
  answers: { verify: (code: string) => Promise<{ ok: true }> },
  script: (send: (e: never) => void, clock: SimulatedClock) => Promise<void>,
) {
  const clock = new SimulatedClock();
  const recorder = createFlowRecorder(["codeFlow"], { now: () => clock.now() });
  const actor = createActor(
    codeMachine.provide({
      actors: {
        register: fromPromise(async () => ({ otpExpiresAt: 300_000 })),
        verify: fromPromise(({ input }: { input: { code: string } }) => answers.verify(input.code)),
      },
    }),
    { clock, inspect: recorder.inspect },
  );
  actor.start();
  return script((e) => actor.send(e), clock).then(() => ({ actor, diagnostic: recorder.diagnostic() }));
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("redaction", () => {
  test("passwords, keys and codes are replaced; error codes and e-mails stay", () => {
    const out = redact({
      type: "login.submit",
      email: "user7@demo.rockets",
      password: "rockets-user-demo",
      securityKey1: "demo-key-one",
      otp: ["1", "2"],
      box: "7",
      pasted: "your code is 493817",
      error: { code: "otp_invalid", attemptsLeft: 3 },
    });
    expect(out).toEqual({
      type: "login.submit",
      email: "user7@demo.rockets",
      password: REDACTED,
      securityKey1: REDACTED,
      otp: ["#", "#"],
      box: "#",
      pasted: "your code is ######",
      error: { code: "otp_invalid", attemptsLeft: 3 },
    });
  });

  test("codes typed in Arabic-Indic or Eastern Arabic-Indic digits lose their digits too", () => {
    expect(redact({ otp: ["٤", "۹"], box: "٧", text: "٤٩٣٨١٧", pasted: "رمزك ۴۹۳۸۱۷", value: "٣" })).toEqual({
      otp: ["#", "#"],
      box: "#",
      text: "######",
      pasted: "رمزك ######",
      value: "#",
    });
  });
});

describe("recording and replay", () => {
  test("a wrong code, then expiry after 300 s: the trace keeps no digit and the replay shows the expiry", async () => {
    const { diagnostic } = await record(
      {
        verify: async () => {
          throw new ApiError(400, { code: "otp_invalid", message: "Wrong code", attemptsLeft: 4 } as never);
        },
      },
      async (send, clock) => {
        send({ type: "submit", email: "new@demo.rockets", password: "correct horse battery" } as never);
        await tick();
        clock.increment(20_000);
        send({ type: "code.change", code: "123456" } as never);
        send({ type: "code.verify" } as never);
        await tick();
        clock.increment(280_000);
      },
    );
    const json = JSON.stringify(diagnostic);
    expect(json).not.toContain("correct horse");
    expect(json).not.toContain("123456");
    const [flow] = flowsOf(JSON.parse(json));
    expect(flow!.events.map((e) => e.event.type)).toEqual([
      "submit",
      "xstate.done.actor.0.codeFlow.registering",
      "code.change",
      "code.verify",
      "xstate.error.actor.0.codeFlow.code.verifying",
      "xstate.after.otpTtl.codeFlow.code",
    ]);
    expect(flow!.events.at(-1)!.t).toBe(300_000);

    const result = replayFlow(codeMachine, flow!);
    expect(result.mismatches).toBe(0);
    expect(result.steps.map((s) => [s.kind, s.t, s.state])).toEqual([
      ["event", 0, "registering"],
      ["event", 0, { code: "typing" }],
      ["event", 20_000, { code: "typing" }],
      ["event", 20_000, { code: "verifying" }],
      ["event", 20_000, { code: "typing" }],
      ["delay", 300_000, "expired"],
    ]);
    expect(result.steps[4]!.context).toMatchObject({ attemptsLeft: 4, password: REDACTED, code: "######" });
    const text = formatReplay(flow!, result);
    expect(text).toContain("300.000 s  delay xstate.after.otpTtl.codeFlow.code");
    expect(text).not.toContain("correct horse");
  });

  test("a locked code replays into the locked state", async () => {
    const { diagnostic } = await record(
      {
        verify: async () => {
          throw new ApiError(429, { code: "otp_locked", message: "Locked" });
        },
      },
      async (send) => {
        send({ type: "submit", email: "new@demo.rockets", password: "pw-123456789" } as never);
        await tick();
        send({ type: "code.change", code: "000000" } as never);
        send({ type: "code.verify" } as never);
        await tick();
      },
    );
    const [flow] = flowsOf(JSON.parse(JSON.stringify(diagnostic)));
    const result = replayFlow(codeMachine, flow!);
    expect(result.mismatches).toBe(0);
    expect(result.steps.at(-1)!.state).toBe("locked");
  });

  test("--wait moves the clock on after the last event", async () => {
    const { diagnostic } = await record({ verify: async () => ({ ok: true }) }, async (send) => {
      send({ type: "submit", email: "new@demo.rockets", password: "pw-123456789" } as never);
      await tick();
    });
    const [flow] = diagnostic.flows;
    expect(replayFlow(codeMachine, flow!).steps.at(-1)!.state).toEqual({ code: "typing" });
    expect(replayFlow(codeMachine, flow!, { waitMs: 300_000 }).steps.at(-1)).toMatchObject({
      kind: "delay",
      t: 300_000,
      state: "expired",
    });
  });

  test("a differing recording is reported", async () => {
    const { diagnostic } = await record({ verify: async () => ({ ok: true }) }, async (send) => {
      send({ type: "submit", email: "new@demo.rockets", password: "pw-123456789" } as never);
      await tick();
    });
    const flow = diagnostic.flows[0]!;
    flow.events[0]!.state = "somewhere else";
    const result = replayFlow(codeMachine, flow);
    expect(result.mismatches).toBe(1);
    expect(formatReplay(flow, result)).toContain("! the recording was in somewhere else here");
  });

  test("only the last 100 events are kept", async () => {
    const { diagnostic } = await record({ verify: async () => ({ ok: true }) }, async (send) => {
      send({ type: "submit", email: "new@demo.rockets", password: "pw-123456789" } as never);
      await tick();
      for (let i = 0; i < 150; i++) send({ type: "code.change", code: String(i) } as never);
    });
    const flow = diagnostic.flows[0]!;
    expect(flow.events).toHaveLength(TRACE_LIMIT);
    expect(flow.truncated).toBe(true);
    expect(flow.events.at(-1)!.event).toEqual({ type: "code.change", code: "###" });
  });
});

test("a countdown's ticks are kept as one entry, so they never push the flow out", async () => {
  const ticker = setup({ delays: { second: 1000 } }).createMachine({
    id: "ticker",
    context: { left: 300 },
    initial: "counting",
    states: {
      counting: {
        after: {
          second: [
            { guard: ({ context }) => context.left <= 1, target: "expired" },
            { target: "counting", reenter: true, actions: assign({ left: ({ context }) => context.left - 1 }) },
          ],
        },
      },
      expired: {},
    },
  });
  const clock = new SimulatedClock();
  const recorder = createFlowRecorder(["ticker"], { now: () => clock.now() });
  createActor(ticker, { clock, inspect: recorder.inspect }).start();
  advanceTo(clock, 300_000);
  const [flow] = recorder.diagnostic().flows;
  expect(flow!.events).toEqual([
    { t: 300_000, event: { type: "xstate.after.second.ticker.counting" }, state: "expired", repeat: 300 },
  ]);
  const result = replayFlow(ticker, flow!);
  expect(result.steps).toHaveLength(300);
  expect(result.steps.at(-1)).toMatchObject({ kind: "delay", t: 300_000, state: "expired" });
});
