// The page a partner sign-in link opens (/partner/sign-in-link?token=…). Nothing happens on load:
// a mail scanner that fetches the link must not use it up. The button posts the token
// (POST /partner/auth/sign-in-link): the partner account or team member it was mailed for is
// signed in. A used, expired or unknown link ends in `invalid` (ask for a new one on the partner
// login page); a page without a token in `missing`; any other failure (network, busy) goes back
// to `ready` with its message, to try again.
import { assign, setup } from "xstate";
import type { Partner } from "../../shared/accounts";
import { partnerSignInLinkCall } from "./actors";
import { type AuthMessage, errorCode, failure } from "./messages";

interface PartnerSignInLinkInput {
  /** The token from the link's query string, or null when there is none. */
  token: string | null;
}

interface PartnerSignInLinkContext {
  token: string | null;
  error: AuthMessage | null;
  partner: Partner | null;
}

type PartnerSignInLinkEvent = { type: "submit" };

export const partnerSignInLinkMachine = setup({
  types: {
    input: {} as PartnerSignInLinkInput,
    context: {} as PartnerSignInLinkContext,
    events: {} as PartnerSignInLinkEvent,
  },
  actors: { signIn: partnerSignInLinkCall },
  actions: {
    loggedIn: (_, _params: { partner: Partner }) => {},
  },
  guards: {
    // Any text: the server checks the token (a support trace replays it redacted).
    noToken: ({ context }) => typeof context.token !== "string" || context.token === "",
  },
}).createMachine({
  id: "partnerSignInLink",
  context: ({ input }) => ({ token: input.token, error: null, partner: null }),
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
            assign({ partner: ({ event }) => event.output.partner }),
            { type: "loggedIn", params: ({ event }) => ({ partner: event.output.partner }) },
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
