// The page a code e-mail's sign-in link opens (/sign-in-link?token=…). Nothing happens on load:
// a mail scanner that fetches the link must not use it up. The button posts the token
// (POST /auth/sign-in-link): a verified account is signed in, a pending registration verified.
// A used, expired or unknown link ends in `invalid` (ask for a new code); a page without a token
// in `missing`; any other failure (network, busy) goes back to `ready` with its message, to try again.
import { assign, setup } from "xstate";
import type { User } from "../../shared/accounts";
import { signInLinkCall } from "./actors";
import { type AuthMessage, errorCode, failure } from "./messages";

interface SignInLinkInput {
  /** The token from the link's query string, or null when there is none. */
  token: string | null;
}

interface SignInLinkContext {
  token: string | null;
  error: AuthMessage | null;
  user: User | null;
}

type SignInLinkEvent = { type: "submit" };

export const signInLinkMachine = setup({
  types: {
    input: {} as SignInLinkInput,
    context: {} as SignInLinkContext,
    events: {} as SignInLinkEvent,
  },
  actors: { signIn: signInLinkCall },
  actions: {
    loggedIn: (_, _params: { user: User }) => {},
  },
  guards: {
    // Any text: the server checks the token (a support trace replays it redacted).
    noToken: ({ context }) => typeof context.token !== "string" || context.token === "",
  },
}).createMachine({
  id: "signInLink",
  context: ({ input }) => ({ token: input.token, error: null, user: null }),
  initial: "ready",
  states: {
    ready: {
      always: { guard: "noToken", target: "missing" },
      on: { submit: { target: "signingIn", actions: assign({ error: null }) } },
    },
    missing: { type: "final" },
    signingIn: {
      tags: ["busy"],
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ context }) => ({ token: context.token ?? "" }),
        onDone: {
          target: "signedIn",
          actions: [
            assign({ user: ({ event }) => event.output.user }),
            { type: "loggedIn", params: ({ event }) => ({ user: event.output.user }) },
          ],
        },
        onError: [
          { guard: ({ event }) => errorCode(event.error) === "link_invalid", target: "invalid" },
          {
            target: "ready",
            actions: assign({ error: ({ event }) => failure(event.error, "somethingWrong", true) }),
          },
        ],
      },
    },
    invalid: { type: "final" },
    signedIn: { type: "final" },
  },
});
