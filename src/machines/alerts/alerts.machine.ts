// The user's alerts: the list (active, triggered with when and the price, paused) and the
// history of triggers, the actions on one alert (pause, resume, delete, re-arm), and the live
// alert events of the socket: each becomes a toast and raises the unseen count shown as the
// Watchlist tab's badge, until the user opens the alerts. One action at a time; a failed one
// leaves the list as it was and says why.
import { assign, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { Alert, AlertEvent, AlertTrigger } from "../../shared/alerts";
import { type AlertAction, alertsActors } from "./actors";

interface AlertsContext {
  alerts: Alert[];
  history: AlertTrigger[];
  /** Live events not yet seen (the badge). */
  unseen: number;
  /** Live events to show as toasts, oldest first. */
  toasts: AlertEvent["data"][];
  /** Live triggers not yet seen in a list from the server: an alert can fire on the tick after
   * its save, before the save's answer adds it, or while a reload reads the list. */
  fired: Fired[];
  error: string | null;
}

type Fired = { id: string; triggeredAt: number; price: number };

/** The alerts with the live triggers that came after their state: a list read before a trigger
 * (or a save's answer that arrives after it) does not turn a fired alert back to active. */
function withFired(alerts: Alert[], fired: readonly Fired[]): Alert[] {
  if (fired.length === 0) return alerts;
  return alerts.map((a) => {
    const f = fired.find((x) => x.id === a.id && x.triggeredAt > (a.triggeredAt ?? a.createdAt - 1));
    return f && a.status === "active"
      ? { ...a, status: "triggered" as const, triggeredAt: f.triggeredAt, triggerPrice: f.price }
      : a;
  });
}

type AlertsEvent =
  | { type: "reload" }
  | { type: "action"; action: AlertAction; id: string }
  | { type: "saved"; alert: Alert }
  | { type: "live"; event: AlertEvent }
  | { type: "toast.dismiss"; id: string }
  | { type: "seen" };

const message = (error: unknown) =>
  error instanceof ApiError && error.body?.message ? error.body.message : String((error as Error)?.message ?? error);

export const alertsMachine = setup({
  types: { context: {} as AlertsContext, events: {} as AlertsEvent },
  actors: alertsActors,
}).createMachine({
  id: "alerts",
  context: { alerts: [], history: [], unseen: 0, toasts: [], fired: [], error: null },
  initial: "loading",
  on: {
    live: {
      actions: assign({
        unseen: ({ context }) => context.unseen + 1,
        toasts: ({ context, event }) => [...context.toasts, event.event.data].slice(-5),
        // The history shows the trigger at once; the next load brings its stored record.
        history: ({ context, event }) => {
          const d = event.event.data;
          const note = context.alerts.find((a) => a.id === d.id)?.note ?? null;
          return [
            { ...d, id: `${d.id}:${d.triggeredAt}`, alertId: d.id, note, deliveries: [] },
            ...context.history.filter((t) => !(t.alertId === d.id && t.triggeredAt === d.triggeredAt)),
          ];
        },
        alerts: ({ context, event }) =>
          context.alerts.map((a) =>
            a.id === event.event.data.id
              ? {
                  ...a,
                  status: "triggered" as const,
                  triggeredAt: event.event.data.triggeredAt,
                  triggerPrice: event.event.data.price,
                }
              : a,
          ),
        fired: ({ context, event }) => {
          const { id, triggeredAt, price } = event.event.data;
          return [...context.fired, { id, triggeredAt, price }].slice(-20);
        },
      }),
    },
    "toast.dismiss": {
      actions: assign({ toasts: ({ context, event }) => context.toasts.filter((t) => t.id !== event.id) }),
    },
    seen: { actions: assign({ unseen: 0 }) },
    saved: {
      actions: assign({
        alerts: ({ context, event }) => [
          ...withFired([event.alert], context.fired),
          ...context.alerts.filter((a) => a.id !== event.alert.id),
        ],
      }),
    },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "load",
        onDone: {
          target: "ready",
          actions: assign({
            alerts: ({ context, event }) => withFired(event.output.alerts, context.fired),
            history: ({ event }) => event.output.history,
            error: null,
          }),
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    failed: { on: { reload: "loading" } },
    ready: {
      on: {
        reload: "loading",
        action: "acting",
      },
    },
    acting: {
      tags: ["busy"],
      invoke: {
        id: "act",
        src: "act",
        input: ({ event }) => {
          const e = event as Extract<AlertsEvent, { type: "action" }>;
          return { action: e.action, id: e.id };
        },
        onDone: {
          target: "ready",
          actions: assign({
            error: null,
            alerts: ({ context, event }) =>
              event.output.alert
                ? context.alerts.map((a) => (a.id === event.output.id ? event.output.alert! : a))
                : context.alerts.filter((a) => a.id !== event.output.id),
            // The server's answer to an action is newer than any trigger seen before it.
            fired: ({ context, event }) => context.fired.filter((f) => f.id !== event.output.id),
          }),
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
  },
});
