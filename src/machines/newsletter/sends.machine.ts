// The newsletter's sends: newest first with their progress (sent, failed, waiting), refreshed
// every few seconds while one is under way; one opened shows the addresses that failed with the
// mail server's answer; a send is paused, resumed or cancelled from here.
import { assign, setup } from "xstate";
import type { DeliveryFailure, Send } from "../../shared/newsletter";
import { type FormError, formError } from "../portfolio/errors";
import { changeSend, loadSend, loadSends } from "./actors";

const SENDS_REFRESH_MS = 3_000;

interface SendsContext {
  sends: Send[];
  openId: string | null;
  problems: DeliveryFailure[];
  error: FormError | null;
}

type SendsEvent =
  | { type: "open"; id: string }
  | { type: "close" }
  | { type: "move"; id: string; action: "pause" | "resume" | "cancel" }
  | { type: "refresh" };

const underWay = (s: Send) => s.status === "sending" || s.status === "scheduled";

export const sendsMachine = setup({
  types: { context: {} as SendsContext, events: {} as SendsEvent },
  actors: { loadSends, loadSend, changeSend },
  guards: {
    active: ({ context }) => context.sends.some(underWay),
    isOpen: ({ context }) => context.openId !== null,
  },
  delays: { refresh: SENDS_REFRESH_MS },
}).createMachine({
  id: "newsletterSends",
  context: { sends: [], openId: null, problems: [], error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loading",
        src: "loadSends",
        onDone: [
          { guard: "isOpen", target: "detail", actions: assign({ sends: ({ event }) => event.output, error: null }) },
          { target: "ready", actions: assign({ sends: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: "ready", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    detail: {
      tags: ["busy"],
      invoke: {
        id: "detail",
        src: "loadSend",
        input: ({ context }) => ({ id: context.openId ?? "" }),
        onDone: {
          target: "ready",
          actions: assign({
            problems: ({ event }) => event.output.problems,
            sends: ({ context, event }) =>
              context.sends.map((s) => (s.id === event.output.send.id ? event.output.send : s)),
          }),
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    ready: {
      after: { refresh: { guard: "active", target: "loading" } },
      on: {
        open: { target: "detail", actions: assign({ openId: ({ event }) => event.id, problems: [] }) },
        close: { actions: assign({ openId: null, problems: [] }) },
        move: { target: "moving" },
        refresh: "loading",
      },
    },
    moving: {
      tags: ["busy"],
      invoke: {
        id: "moving",
        src: "changeSend",
        input: ({ event }) => {
          const e = event as Extract<SendsEvent, { type: "move" }>;
          return { id: e.id, action: e.action };
        },
        onDone: "loading",
        onError: { target: "ready", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
  },
});
