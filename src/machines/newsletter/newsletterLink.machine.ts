// The pages of the e-mails' links (/newsletter/confirm, /newsletter/unsubscribe): one button, so
// a link scanner that opens the page confirms or unsubscribes nobody; the answer or the error.
import { assign, setup } from "xstate";
import { type FormError, formError } from "../portfolio/errors";
import { follow } from "./actors";

export const newsletterLinkMachine = setup({
  types: {
    context: {} as { kind: "confirm" | "unsubscribe"; token: string; error: FormError | null },
    events: {} as { type: "submit" },
    input: {} as { kind: "confirm" | "unsubscribe"; token: string },
  },
  actors: { follow },
  guards: { hasToken: ({ context }) => context.token !== "" },
}).createMachine({
  id: "newsletterLink",
  context: ({ input }) => ({ kind: input.kind, token: input.token, error: null }),
  initial: "ready",
  states: {
    ready: {
      on: {
        submit: [
          { guard: "hasToken", target: "sending" },
          { actions: assign({ error: { field: "token", message: null, key: "invalid" } }) },
        ],
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "sending",
        src: "follow",
        input: ({ context }) => ({ kind: context.kind, token: context.token }),
        onDone: "done",
        onError: { target: "ready", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    done: { type: "final" },
  },
});
