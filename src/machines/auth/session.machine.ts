// The user session: asks the server who this is on start (authCheck: {user}, {partner}, or
// {user: null} for a visitor without a session), remembers the user
// (localStorage `user`, injected), and logs out. Login and registration machines report a
// new user with `session.loggedIn`; a partner login ends the user with `session.cleared`.
// A session that ended elsewhere (a logout in another tab, an expired or lost cookie) shows as a
// 401 on any call or a socket closed for logout; the API client reports it as `session.expired`,
// and a logged-in user is told so and asked to log in again, to come back where they were.

import { assign, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { Partner, User } from "../../shared/accounts";
import type { AuthCheckResponse } from "../../shared/auth";
import { SYSTEM_ID } from "../systemIds";
import { authCheck, logoutCall } from "./actors";

type SessionEvent =
  | { type: "session.loggedIn"; user: User }
  | { type: "session.cleared" }
  | { type: "session.expired" }
  | { type: "logout" };

export const sessionMachine = setup({
  types: {
    context: {} as { user: User | null },
    input: {} as { storedUser: User | null },
    events: {} as SessionEvent,
  },
  actors: { authCheck, logout: logoutCall },
  actions: {
    storeUser: (_, _params: { user: User }) => {},
    forgetUser: () => {},
    toastLoggedOut: () => {},
    navigateHome: () => {},
    /** Injected: the toast 'Your session has ended…' and the login modal, returning to this page. */
    promptLogin: () => {},
    logError: (_, _params: { error: unknown }) => {},
    /** A sign-in shows the app in the language saved on the account (not a page load's check,
     * which keeps the language the visitor chose on this device). */
    showUserLanguage: ({ system }, params: { user: User }) => {
      if (params.user.language)
        system.get(SYSTEM_ID.language)?.send({ type: "language.set", lang: params.user.language });
    },
    /** Tells the partner session what the server said, so both start from one authCheck. */
    reportPartner: ({ system }, params: { partner: Partner | null }) => {
      system.get(SYSTEM_ID.partnerSession)?.send({ type: "partner.checked", partner: params.partner });
    },
  },
  guards: {
    isUser: (_, params: { output: AuthCheckResponse }) => "user" in params.output && params.output.user !== null,
    isUnauthenticated: (_, params: { error: unknown }) =>
      params.error instanceof ApiError && params.error.status === 401,
    hasUser: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ user: input.storedUser }),
  initial: "checking",
  states: {
    checking: {
      tags: ["checking"],
      invoke: {
        id: "authCheck",
        src: "authCheck",
        onDone: [
          {
            guard: { type: "isUser", params: ({ event }) => ({ output: event.output }) },
            target: "loggedIn",
            actions: [
              assign({ user: ({ event }) => ("user" in event.output ? event.output.user : null) }),
              { type: "storeUser", params: ({ event }) => ({ user: (event.output as { user: User }).user }) },
              { type: "reportPartner", params: { partner: null } },
            ],
          },
          {
            target: "loggedOut",
            actions: [
              assign({ user: null }),
              "forgetUser",
              {
                type: "reportPartner",
                params: ({ event }) => ({ partner: "partner" in event.output ? event.output.partner : null }),
              },
            ],
          },
        ],
        onError: [
          {
            guard: { type: "isUnauthenticated", params: ({ event }) => ({ error: event.error }) },
            target: "loggedOut",
            actions: [assign({ user: null }), "forgetUser", { type: "reportPartner", params: { partner: null } }],
          },
          // No answer (offline, server down): logged only, the remembered user stays.
          {
            guard: "hasUser",
            target: "loggedIn",
            actions: { type: "logError", params: ({ event }) => ({ error: event.error }) },
          },
          { target: "loggedOut", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      on: {
        "session.loggedIn": {
          target: "loggedIn",
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: "storeUser", params: ({ event }) => event },
            { type: "showUserLanguage", params: ({ event }) => event },
          ],
        },
      },
    },
    loggedOut: {
      on: {
        "session.loggedIn": {
          target: "loggedIn",
          actions: [
            assign({ user: ({ event }) => event.user }),
            { type: "storeUser", params: ({ event }) => event },
            { type: "showUserLanguage", params: ({ event }) => event },
          ],
        },
      },
    },
    loggedIn: {
      tags: ["user"],
      on: {
        logout: "loggingOut",
        "session.expired": { target: "loggedOut", actions: [assign({ user: null }), "forgetUser", "promptLogin"] },
        "session.loggedIn": {
          actions: [assign({ user: ({ event }) => event.user }), { type: "storeUser", params: ({ event }) => event }],
        },
        "session.cleared": { target: "loggedOut", actions: [assign({ user: null }), "forgetUser"] },
      },
    },
    loggingOut: {
      tags: ["user", "busy"],
      invoke: {
        id: "logout",
        src: "logout",
        onDone: {
          target: "loggedOut",
          actions: [assign({ user: null }), "forgetUser", "toastLoggedOut", "navigateHome"],
        },
        // Logout failure: console only; the user stays logged in.
        onError: { target: "loggedIn", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
