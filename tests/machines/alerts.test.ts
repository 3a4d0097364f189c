// The alert machines (src/machines/alerts): the dialog checks value and channels before any
// call and sends what the server expects; the list applies actions and live events (toast, badge).
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import type { AlertAction } from "../../src/machines/alerts/actors";
import { alertDialogMachine } from "../../src/machines/alerts/alertDialog.machine";
import { alertsMachine } from "../../src/machines/alerts/alerts.machine";
import type { Alert, AlertEvent, AlertTrigger, CreateAlertInput } from "../../src/shared/alerts";

const ALERT: Alert = {
  id: "a1",
  symbol: "AAPL",
  kind: "priceAbove",
  value: 190,
  note: null,
  channels: ["app"],
  status: "active",
  createdAt: 0,
  triggeredAt: null,
  triggerPrice: null,
};

test("the dialog refuses a missing value and no channel, then sends the alert", async () => {
  const sent: CreateAlertInput[] = [];
  const machine = alertDialogMachine.provide({
    actors: {
      save: fromPromise(async ({ input }: { input: { id: string | null; body: CreateAlertInput } }) => {
        sent.push(input.body);
        return { alert: { ...ALERT, value: input.body.value ?? null } };
      }),
    },
  });
  const actor = createActor(machine, { input: { symbol: "AAPL" } }).start();
  actor.send({ type: "submit" });
  expect(actor.getSnapshot().context.error).toEqual({ key: "value" });
  actor.send({ type: "value.change", value: "190,5" });
  actor.send({ type: "channel.toggle", channel: "app" });
  actor.send({ type: "submit" });
  expect(actor.getSnapshot().context.error).toEqual({ key: "channels" });
  actor.send({ type: "channel.toggle", channel: "email" });
  actor.send({ type: "note.change", value: "  sell  " });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.status === "done");
  expect(sent).toEqual([{ symbol: "AAPL", kind: "priceAbove", value: 190.5, note: "sell", channels: ["email"] }]);
  expect(actor.getSnapshot().output?.value).toBe(190.5);
});

test("a value typed in Arabic-Indic digits is kept as typed and sent as the number", async () => {
  for (const [typed, value] of [
    ["١٩٠٫٥", 190.5],
    ["۱۹۰٫۵", 190.5],
    ["١٬٢٣٤", 1234],
  ] as const) {
    const sent: CreateAlertInput[] = [];
    const machine = alertDialogMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: { id: string | null; body: CreateAlertInput } }) => {
          sent.push(input.body);
          return { alert: { ...ALERT, value: input.body.value ?? null } };
        }),
      },
    });
    const actor = createActor(machine, { input: { symbol: "AAPL" } }).start();
    actor.send({ type: "value.change", value: "١٩x" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.error).toEqual({ key: "valueInvalid" });
    actor.send({ type: "value.change", value: typed });
    expect(actor.getSnapshot().context.value).toBe(typed);
    actor.send({ type: "submit" });
    await waitFor(actor, (s) => s.status === "done");
    expect(sent[0]?.value).toBe(value);
  }
});

test("an SMA crossing takes no value", async () => {
  const sent: CreateAlertInput[] = [];
  const machine = alertDialogMachine.provide({
    actors: {
      save: fromPromise(async ({ input }: { input: { id: string | null; body: CreateAlertInput } }) => {
        sent.push(input.body);
        return { alert: ALERT };
      }),
    },
  });
  const actor = createActor(machine, { input: { symbol: "MSFT" } }).start();
  actor.send({ type: "value.change", value: "5" });
  actor.send({ type: "kind.change", kind: "crossSma200" });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.status === "done");
  expect(sent[0]).toMatchObject({ kind: "crossSma200", value: null });
});

test("the list: a live event marks the alert triggered, shows a toast and raises the badge; seen clears it", async () => {
  const machine = alertsMachine.provide({
    actors: {
      load: fromPromise(async () => ({ alerts: [ALERT], history: [] as AlertTrigger[] })),
      act: fromPromise(
        async ({
          input,
        }: {
          input: { action: AlertAction; id: string };
        }): Promise<{ alert: Alert | null; id: string }> => ({
          alert: input.action === "delete" ? null : { ...ALERT, status: "paused" },
          id: input.id,
        }),
      ),
    },
  });
  const actor = createActor(machine).start();
  await waitFor(actor, (s) => s.matches("ready"));
  const live: AlertEvent = {
    event: "alert",
    data: { id: "a1", symbol: "AAPL", kind: "priceAbove", value: 190, price: 191, triggeredAt: 5 },
  };
  actor.send({ type: "live", event: live });
  let c = actor.getSnapshot().context;
  expect([c.unseen, c.toasts.length, c.alerts[0]?.status, c.alerts[0]?.triggerPrice]).toEqual([1, 1, "triggered", 191]);
  actor.send({ type: "seen" });
  actor.send({ type: "toast.dismiss", id: "a1" });
  c = actor.getSnapshot().context;
  expect([c.unseen, c.toasts.length]).toEqual([0, 0]);
  actor.send({ type: "action", action: "pause", id: "a1" });
  await waitFor(actor, (s) => s.matches("ready"));
  expect(actor.getSnapshot().context.alerts[0]?.status).toBe("paused");
  actor.send({ type: "action", action: "delete", id: "a1" });
  await waitFor(actor, (s) => s.matches("ready"));
  expect(actor.getSnapshot().context.alerts).toEqual([]);
});

test("a trigger that comes before the save's answer or during a reload is not undone by them", async () => {
  // The list the server reads before the trigger: the alert still active.
  let listed: Alert[] = [];
  const machine = alertsMachine.provide({
    actors: { load: fromPromise(async () => ({ alerts: listed, history: [] as AlertTrigger[] })) },
  });
  const actor = createActor(machine).start();
  await waitFor(actor, (s) => s.matches("ready"));
  const fired: AlertEvent = {
    event: "alert",
    data: { id: "a1", symbol: "AAPL", kind: "priceAbove", value: 190, price: 191, triggeredAt: 5 },
  };
  // The alert fires on the tick after its save, before the save's answer reaches the list.
  actor.send({ type: "live", event: fired });
  actor.send({ type: "saved", alert: ALERT });
  expect(actor.getSnapshot().context.alerts[0]).toMatchObject({
    status: "triggered",
    triggeredAt: 5,
    triggerPrice: 191,
  });
  // A reload that read the list before the trigger keeps it triggered too.
  listed = [ALERT];
  actor.send({ type: "reload" });
  await waitFor(actor, (s) => s.matches("ready"));
  expect(actor.getSnapshot().context.alerts[0]?.status).toBe("triggered");
  // Re-armed by the server: active again, and the old trigger is not applied to it any more.
  const rearmed = alertsMachine.provide({
    actors: {
      load: fromPromise(async () => ({ alerts: [ALERT], history: [] as AlertTrigger[] })),
      act: fromPromise(
        async ({
          input,
        }: {
          input: { action: AlertAction; id: string };
        }): Promise<{ alert: Alert | null; id: string }> => ({
          alert: { ...ALERT },
          id: input.id,
        }),
      ),
    },
  });
  const second = createActor(rearmed).start();
  await waitFor(second, (s) => s.matches("ready"));
  second.send({ type: "live", event: fired });
  second.send({ type: "action", action: "rearm", id: "a1" });
  await waitFor(second, (s) => s.matches("ready") && s.context.alerts[0]?.status === "active");
  second.send({ type: "reload" });
  await waitFor(second, (s) => s.matches("ready"));
  expect(second.getSnapshot().context.alerts[0]?.status).toBe("active");
});
