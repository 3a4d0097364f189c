// The partner session and its login form: five fields, all required ('Please fill all the
// fields'), the e-mail in e-mail format; the partner kept under localStorage `partner`
// (injected). A partner login ends any user session; logout goes back to /. A session that
// ended elsewhere (`session.expired`, reported by the API client on a 401) goes to the login page.
// The way in when the login is locked (429 login_locked with linkLogin) and always on offer: a
// sign-in link e-mailed to the typed address (`link.request`); the link's page signs in and says
// so with `partner.loggedIn`.

import { assign, setup } from "xstate";
import { ApiError, serverMessage } from "../../client/http";
import type { Partner } from "../../shared/accounts";
import type { PartnerLoginInput } from "../../shared/auth";
import { SYSTEM_ID } from "../systemIds";
import { partnerLinkRequestCall, partnerLoginCall, partnerLogoutCall } from "./actors";

export type PartnerField = keyof PartnerLoginInput;
const PARTNER_FIELDS: readonly PartnerField[] = ["email", "partnerID", "securityKey1", "securityKey2", "password"];

/** The reason the form cannot be sent: a message key of the auth dictionary, or a server text. */
type PartnerFormError =
  | { kind: "fillAll" }
  | { kind: "invalidEmail" }
  /** `field`: the input a 400 names (shown under it). */
  | { kind: "server"; message: string; field?: string }
  /** The sign-in link could not be asked for (no answer from the server). */
  | { kind: "linkFailed" }
  | null;

interface PartnerSessionContext {
  partner: Partner | null;
  form: PartnerLoginInput;
  error: PartnerFormError;
  /** The server offered the e-mailed sign-in link (429 login_locked with linkLogin). */
  linkOffered: boolean;
  /** The server's answer to a sign-in link request (shown until the form changes). */
  linkSent: string | null;
}

const EMPTY: PartnerLoginInput = { email: "", partnerID: "", securityKey1: "", securityKey2: "", password: "" };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type PartnerSessionEvent =
  | { type: "partner.checked"; partner: Partner | null }
  | { type: "field.change"; field: PartnerField; value: string }
  | { type: "submit" }
  /** E-mail me a sign-in link (to the typed e-mail). */
  | { type: "link.request" }
  /** A sign-in link's page signed in. */
  | { type: "partner.loggedIn"; partner: Partner }
  | { type: "logout" }
  | { type: "partner.cleared" }
  | { type: "session.expired" };

export const partnerSessionMachine = setup({
  types: {
    context: {} as PartnerSessionContext,
    input: {} as { storedPartner: Partner | null },
    events: {} as PartnerSessionEvent,
  },
  actors: { login: partnerLoginCall, logout: partnerLogoutCall, requestLink: partnerLinkRequestCall },
  actions: {
    storePartner: (_, _params: { partner: Partner }) => {},
    forgetPartner: () => {},
    navigateToDashboard: () => {},
    navigateHome: () => {},
    toastLoginFailed: (_, _params: { message: string | null }) => {},
    toastLogoutFailed: () => {},
    /** Injected: the toast 'Please login agian' and the partner login page. */
    promptLogin: () => {},
    /** Injected: a failed login's error toast goes once a login succeeds. */
    dismissLoginError: () => {},
    endUserSession: ({ system }) => {
      system.get(SYSTEM_ID.session)?.send({ type: "session.cleared" });
    },
  },
  guards: {
    someFieldEmpty: ({ context }) => PARTNER_FIELDS.some((f) => context.form[f].trim() === ""),
    emailInvalid: ({ context }) => !EMAIL.test(context.form.email.trim()),
  },
}).createMachine({
  id: "partnerSession",
  context: ({ input }) => ({
    partner: input.storedPartner,
    form: EMPTY,
    error: null,
    linkOffered: false,
    linkSent: null,
  }),
  initial: "checking",
  on: {
    "field.change": {
      actions: assign({
        form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
        error: null,
        linkSent: null,
      }),
    },
    "partner.loggedIn": {
      target: ".loggedIn",
      actions: [
        assign({ partner: ({ event }) => event.partner, form: EMPTY, error: null, linkOffered: false, linkSent: null }),
        { type: "storePartner", params: ({ event }) => ({ partner: event.partner }) },
        "endUserSession",
        "dismissLoginError",
      ],
    },
  },
  states: {
    // Waits for the session machine's authCheck answer.
    checking: {
      tags: ["checking"],
      on: {
        "partner.checked": [
          {
            guard: ({ event }) => event.partner !== null,
            target: "loggedIn",
            actions: [
              assign({ partner: ({ event }) => event.partner }),
              { type: "storePartner", params: ({ event }) => ({ partner: event.partner as Partner }) },
            ],
          },
          { target: "loggedOut", actions: [assign({ partner: null }), "forgetPartner"] },
        ],
      },
    },
    loggedOut: {
      on: {
        submit: [
          { guard: "someFieldEmpty", actions: assign({ error: { kind: "fillAll" } }) },
          { guard: "emailInvalid", actions: assign({ error: { kind: "invalidEmail" } }) },
          { target: "submitting", actions: assign({ error: null, linkSent: null }) },
        ],
        "link.request": [
          { guard: "emailInvalid", actions: assign({ error: { kind: "invalidEmail" }, linkSent: null }) },
          { target: "requestingLink", actions: assign({ error: null, linkSent: null }) },
        ],
      },
    },
    requestingLink: {
      tags: ["busy", "linkBusy"],
      invoke: {
        id: "requestLink",
        src: "requestLink",
        input: ({ context }) => ({ email: context.form.email.trim() }),
        onDone: { target: "loggedOut", actions: assign({ linkSent: ({ event }) => event.output.message }) },
        onError: {
          target: "loggedOut",
          actions: assign({
            error: ({ event }) =>
              event.error instanceof ApiError && event.error.body
                ? { kind: "server" as const, message: event.error.body.message }
                : { kind: "linkFailed" as const },
          }),
        },
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({ ...context.form, email: context.form.email.trim() }),
        onDone: {
          target: "loggedIn",
          actions: [
            assign({ partner: ({ event }) => event.output.partner, form: EMPTY, linkOffered: false }),
            { type: "storePartner", params: ({ event }) => ({ partner: event.output.partner }) },
            "endUserSession",
            "dismissLoginError",
            "navigateToDashboard",
          ],
        },
        onError: {
          target: "loggedOut",
          actions: [
            assign({
              error: ({ event }) =>
                event.error instanceof ApiError && event.error.body
                  ? {
                      kind: "server" as const,
                      message: event.error.body.message,
                      ...(typeof event.error.body.field === "string" ? { field: event.error.body.field } : {}),
                    }
                  : null,
              linkOffered: ({ context, event }) =>
                context.linkOffered || (event.error instanceof ApiError && event.error.body?.linkLogin === true),
            }),
            {
              type: "toastLoginFailed",
              params: ({ event }) => ({
                message: serverMessage(event.error),
              }),
            },
          ],
        },
      },
    },
    loggedIn: {
      tags: ["partner"],
      on: {
        logout: "loggingOut",
        "partner.cleared": { target: "loggedOut", actions: [assign({ partner: null }), "forgetPartner"] },
        "session.expired": {
          target: "loggedOut",
          actions: [assign({ partner: null }), "forgetPartner", "promptLogin"],
        },
      },
    },
    loggingOut: {
      tags: ["partner", "busy"],
      invoke: {
        id: "logout",
        src: "logout",
        onDone: { target: "loggedOut", actions: [assign({ partner: null }), "forgetPartner", "navigateHome"] },
        onError: { target: "loggedIn", actions: "toastLogoutFailed" },
      },
    },
  },
});
