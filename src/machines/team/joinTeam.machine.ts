// The invitation page (/partner/join?token=…, docs/api.md, "Partner team"): the link is checked
// first (who invites whom, as what); the member then types a password twice and the button uses
// the link once. A refused password keeps the link usable; a used or expired link says so.
import { assign, setup } from "xstate";
import type { InviteInfo } from "../../shared/partner-team";
import { acceptInvite, checkInvite, type Refusal, refusal } from "./actors";

interface JoinContext {
  token: string;
  invite: InviteInfo | null;
  password: string;
  confirm: string;
  /** The two passwords differ (checked here, before any call). */
  mismatch: boolean;
  error: Refusal | null;
  partnerID: string | null;
}

type JoinEvent =
  | { type: "password.change"; value: string }
  | { type: "confirm.change"; value: string }
  | { type: "submit" }
  | { type: "retry" };

export const joinTeamMachine = setup({
  types: { context: {} as JoinContext, events: {} as JoinEvent, input: {} as { token: string } },
  actors: { checkInvite, acceptInvite },
  guards: {
    matches: ({ context }) => context.password !== "" && context.password === context.confirm,
  },
}).createMachine({
  id: "joinTeam",
  context: ({ input }) => ({
    token: input.token,
    invite: null,
    password: "",
    confirm: "",
    mismatch: false,
    error: null,
    partnerID: null,
  }),
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "checkInvite",
        src: "checkInvite",
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: "form", actions: assign({ invite: ({ event }) => event.output, error: null }) },
        onError: [
          // An answer: the link is unknown, used or expired. No answer: try again.
          {
            guard: ({ event }) => refusal(event.error).message !== null,
            target: "invalid",
            actions: assign({ error: ({ event }) => refusal(event.error) }),
          },
          { target: "unreachable", actions: assign({ error: ({ event }) => refusal(event.error) }) },
        ],
      },
    },
    unreachable: { on: { retry: "checking" } },
    invalid: { type: "final" },
    form: {
      on: {
        "password.change": { actions: assign({ password: ({ event }) => event.value, mismatch: false }) },
        "confirm.change": { actions: assign({ confirm: ({ event }) => event.value, mismatch: false }) },
        submit: [
          { guard: "matches", target: "saving", actions: assign({ error: null }) },
          { actions: assign({ mismatch: true }) },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "acceptInvite",
        src: "acceptInvite",
        input: ({ context }) => ({ token: context.token, password: context.password }),
        onDone: {
          target: "done",
          actions: assign({ partnerID: ({ event }) => event.output.partnerID, password: "", confirm: "" }),
        },
        onError: [
          {
            guard: ({ event }) => refusal(event.error).field === "token",
            target: "invalid",
            actions: assign({ error: ({ event }) => refusal(event.error) }),
          },
          { target: "form", actions: assign({ error: ({ event }) => refusal(event.error) }) },
        ],
      },
    },
    done: { type: "final" },
  },
});
