// The alert dialog: create an alert on a ticker, or edit one. The value is checked as the server
// checks it (required for price and change kinds, none for SMA crossings) and one channel at
// least must be chosen before any call; a server message (limit reached, unknown ticker) is
// shown in the dialog. Its output is the saved alert, or null when cancelled.
import { assign, setup } from "xstate";
import { ApiError } from "../../client/http";
import { type Alert, type AlertChannel, type AlertKind, kindNeedsValue, valueProblem } from "../../shared/alerts";
import { parseDecimal } from "../../shared/digits";
import { alertDialogActors } from "./actors";

type AlertDialogInput = { symbol: string; alert?: Alert | null };

/** A text of the alerts namespace's errors, or a message from the server. */
export type AlertDialogError = { key: "value" | "valueInvalid" | "channels" } | { message: string };

interface AlertDialogContext {
  symbol: string;
  /** The alert being edited; null when creating. */
  alertId: string | null;
  kind: AlertKind;
  /** As typed. */
  value: string;
  note: string;
  channels: AlertChannel[];
  error: AlertDialogError | null;
  result: Alert | null;
}

type AlertDialogEvent =
  | { type: "kind.change"; kind: AlertKind }
  | { type: "value.change"; value: string }
  | { type: "note.change"; value: string }
  | { type: "channel.toggle"; channel: AlertChannel }
  | { type: "submit" }
  | { type: "cancel" };

/** The value as typed, read in any digits (Arabic-Indic too, src/shared/digits.ts): null when empty, NaN when not a number. */
const parsed = (text: string): number | null => parseDecimal(text);

export const alertDialogMachine = setup({
  types: {
    context: {} as AlertDialogContext,
    events: {} as AlertDialogEvent,
    input: {} as AlertDialogInput,
    output: {} as Alert | null,
  },
  actors: alertDialogActors,
  guards: {
    valueMissing: ({ context }) => valueProblem(context.kind, parsed(context.value)) === "required",
    valueInvalid: ({ context }) => {
      const v = parsed(context.value);
      return kindNeedsValue(context.kind) && (v === null || Number.isNaN(v) || valueProblem(context.kind, v) !== null);
    },
    noChannel: ({ context }) => context.channels.length === 0,
  },
}).createMachine({
  id: "alertDialog",
  context: ({ input }) => ({
    symbol: input.alert?.symbol ?? input.symbol,
    alertId: input.alert?.id ?? null,
    kind: input.alert?.kind ?? "priceAbove",
    value: input.alert?.value === null || input.alert?.value === undefined ? "" : String(input.alert.value),
    note: input.alert?.note ?? "",
    channels: input.alert?.channels ?? ["app"],
    error: null,
    result: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "kind.change": {
          actions: assign({
            kind: ({ event }) => event.kind,
            value: ({ context, event }) => (kindNeedsValue(event.kind) ? context.value : ""),
            error: null,
          }),
        },
        "value.change": { actions: assign({ value: ({ event }) => event.value, error: null }) },
        "note.change": { actions: assign({ note: ({ event }) => event.value }) },
        "channel.toggle": {
          actions: assign({
            channels: ({ context, event }) =>
              context.channels.includes(event.channel)
                ? context.channels.filter((c) => c !== event.channel)
                : [...context.channels, event.channel],
            error: null,
          }),
        },
        submit: [
          { guard: "valueMissing", actions: assign({ error: { key: "value" } }) },
          { guard: "valueInvalid", actions: assign({ error: { key: "valueInvalid" } }) },
          { guard: "noChannel", actions: assign({ error: { key: "channels" } }) },
          { target: "saving" },
        ],
        cancel: "cancelled",
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({
          id: context.alertId,
          body: {
            symbol: context.symbol,
            kind: context.kind,
            value: kindNeedsValue(context.kind) ? parsed(context.value) : null,
            note: context.note.trim() || null,
            channels: context.channels,
          },
        }),
        onDone: { target: "done", actions: assign({ result: ({ event }) => event.output.alert }) },
        onError: {
          target: "editing",
          actions: assign({
            error: ({ event }) => ({
              message:
                event.error instanceof ApiError && event.error.body?.message
                  ? event.error.body.message
                  : String((event.error as Error)?.message ?? event.error),
            }),
          }),
        },
      },
    },
    done: { type: "final" },
    cancelled: { type: "final" },
  },
  output: ({ context }) => context.result,
});
