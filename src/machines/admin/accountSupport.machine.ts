// Admin 'Account support': look a user up by e-mail, show the auth timeline, and run one support
// action at a time (send a new code, clear lockout, end all sessions). Each answer is the account
// as it is now, timeline included, so the screen shows the action's own entry right away.
import { assign, type SnapshotFrom, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { SupportAccount, SupportAction } from "../../shared/support";
import { accountSupportActors } from "./actors";

interface AccountSupportContext {
  email: string;
  account: SupportAccount | null;
  /** The action running or last finished. */
  action: SupportAction | null;
  /** The last failure: the API's code (user_not_found, …; "network" without an answer) and its message. */
  error: { code: string; message: string | null } | null;
}

export type AccountSupportEvent =
  | { type: "email.change"; email: string }
  | { type: "search" }
  | { type: "act"; action: SupportAction }
  | { type: "refresh" };

const toError = (error: unknown): AccountSupportContext["error"] =>
  error instanceof ApiError
    ? { code: error.code ?? (error.status === 0 ? "network" : "unknown"), message: error.body?.message ?? null }
    : { code: "unknown", message: null };

export const accountSupportMachine = setup({
  types: {
    context: {} as AccountSupportContext,
    events: {} as AccountSupportEvent,
  },
  actors: accountSupportActors,
  actions: {
    /** Injected: announce a finished action (toast). */
    actionDone: (_, _params: { action: SupportAction }) => {},
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim().length > 0,
    /** A new code only helps an account that has not verified its e-mail. */
    canAct: ({ context, event }) =>
      event.type === "act" && (event.action !== "send-code" || context.account?.user.verified === false),
  },
}).createMachine({
  id: "accountSupport",
  context: { email: "", account: null, action: null, error: null },
  initial: "idle",
  on: {
    "email.change": { actions: assign({ email: ({ event }) => event.email }) },
  },
  states: {
    idle: {
      on: { search: { guard: "hasEmail", target: "searching" } },
    },
    searching: {
      tags: ["busy"],
      entry: assign({ error: null, action: null }),
      invoke: {
        src: "lookup",
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: "found", actions: assign({ account: ({ event }) => event.output }) },
        onError: {
          target: "idle",
          actions: assign({ account: null, error: ({ event }) => toError(event.error) }),
        },
      },
    },
    found: {
      initial: "ready",
      states: {
        ready: {
          on: {
            search: { guard: "hasEmail", target: "#accountSupport.searching" },
            act: {
              guard: "canAct",
              target: "acting",
              actions: assign({ action: ({ event }) => event.action, error: null }),
            },
            refresh: { target: "#accountSupport.searching" },
          },
        },
        acting: {
          tags: ["busy"],
          invoke: {
            src: "act",
            input: ({ context }) => ({ action: context.action!, userId: context.account!.user.id }),
            onDone: {
              target: "ready",
              actions: [
                assign({ account: ({ event }) => event.output }),
                { type: "actionDone", params: ({ context }) => ({ action: context.action! }) },
              ],
            },
            onError: { target: "ready", actions: assign({ error: ({ event }) => toError(event.error) }) },
          },
        },
      },
    },
  },
});

// Selectors: what the view reads, beside the machine, so the view never names a state.
type SupportSnapshot = SnapshotFrom<typeof accountSupportMachine>;
export const isSearching = (s: SupportSnapshot) => s.matches("searching");
/** The action running now, or null. */
export const runningAction = (s: SupportSnapshot) => (s.matches({ found: "acting" }) ? s.context.action : null);
