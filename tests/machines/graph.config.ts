// Graph config per machine id, used by the graph coverage (tests/machines/graph-coverage.test.ts)
// and by npm run machines:export: the input a machine starts from, sample events for event types
// that carry data (they replace the bare `{ type }` the traversal sends otherwise), and paths
// written by hand for what the generated shortest paths do not reach.
import { CLOCK_ADVANCE, type MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { Account } from "../../src/shared/account-page";
import type { Partner, User } from "../../src/shared/accounts";
import type { Alert, AlertEvent } from "../../src/shared/alerts";
import type { SupportAccount } from "../../src/shared/support";
import { goldPriceGraphConfig } from "./gold-price.graph";
import { helpGraphConfig } from "./help.graph";
import { newsGraphConfig } from "./news.graph";
import { newsletterGraphConfig } from "./newsletter.graph";
import { partnerHomeGraphConfig } from "./partner-home.graph";
import { portfolioGraphConfig } from "./portfolio.graph";
import { shariahRecordGraphConfig } from "./shariah-record.graph";
import { teamGraphConfig } from "./team.graph";
import { ticketsGraphConfig } from "./tickets.graph";
import { weeklyGraphConfig } from "./weekly.graph";

const USER: User = { id: "u1", firstName: "Uma", lastName: "", email: "uma@example.com", role: "user" };
const PARTNER: Partner = {
  id: "p1",
  email: "team@partner.example",
  partnerID: "P-1",
  name: "Partner",
  role: "partner",
};
const ALERT: Alert = {
  id: "a1",
  symbol: "AAPL",
  kind: "priceAbove",
  value: 190,
  note: null,
  channels: ["app", "email"],
  status: "active",
  createdAt: 0,
  triggeredAt: null,
  triggerPrice: null,
};
const LIVE: AlertEvent = {
  event: "alert",
  data: { id: "a1", symbol: "AAPL", kind: "priceAbove", value: 190, price: 191, triggeredAt: 1000 },
};
const ACCOUNT: Account = {
  id: "u1",
  firstName: "Uma",
  lastName: "",
  email: "uma@example.com",
  role: "user",
  language: "en",
  createdAt: 0,
};
const unauthenticated = new ApiError(401, { message: "Please log in to continue.", code: "unauthenticated" });
const offline = new ApiError(0, null);
const aborted = Object.assign(new Error("aborted"), { name: "AbortError" });

const supportAccount: SupportAccount = {
  user: {
    id: "0b7f2d4e-9a43-4c55-8f3e-2f6a1c9d0e11",
    email: "user@demo.rockets",
    firstName: "Demo",
    lastName: "User",
    role: "user",
    verified: true,
    createdAt: 0,
  },
  status: { failedLogins: 10, loginLocked: true, loginRetryAfter: 900, code: null, sessions: 1 },
  events: [],
};

const REGISTER_FIELDS = [
  { type: "field.change", field: "firstName", value: "Rana" },
  { type: "field.change", field: "email", value: "rana@example.com" },
  { type: "field.change", field: "password", value: "a long passphrase" },
];
// The code stage's clock starts at 0 in the replay: a code out until 300 s.
const CODE_INPUT = { email: "rana@example.com", otpExpiresAt: 300_000 };
const RESENT = { type: "xstate.done.actor.resend", output: { otpExpiresAt: 300_000 } };
const cooldown = new ApiError(429, {
  message: "Please wait 40 seconds before asking for a new code.",
  code: "otp_cooldown",
});
const clockAdvance = (ms: number) => ({ type: CLOCK_ADVANCE, ms });
const codePath = (name: string, ...events: Record<string, unknown>[]) => ({
  name,
  events: events as { type: string }[],
});
const LOGIN_FIELDS = [
  { type: "field.change", field: "email", value: "uma@example.com" },
  { type: "field.change", field: "password", value: "secret" },
];
const locked = new ApiError(429, { message: "locked", code: "login_locked", retryAfter: 872, codeLogin: true });
const RESET_SENT = { message: "sent", email: "uma@example.com", expiresAt: 300_000 };
const RESET_TOKEN = {
  token: "cmVzZXQtdG9rZW4tZm9yLXRlc3RzLW9ubHktMzItYnk",
  expiresAt: 600_000,
  email: "uma@example.com",
};
const resetWrongCode = new ApiError(400, {
  message: "Wrong code. Attempts left: 4.",
  code: "otp_invalid",
  attemptsLeft: 4,
});
const resetLinkInvalid = new ApiError(400, { message: "used", code: "reset_link_invalid" });
const resetExpired = new ApiError(400, { message: "ran out", code: "reset_expired" });
const passwordTooShort = new ApiError(400, {
  message: "Password must be at least 8 characters.",
  code: "password_too_short",
  field: "password",
});

export const graphConfig: Record<string, MachineGraphConfig> = {
  login: {
    events: [
      ...LOGIN_FIELDS,
      { type: "submit" },
      { type: "submit", partnerStored: true },
      { type: "xstate.done.actor.login", output: { user: USER } },
      { type: "xstate.error.actor.login", error: unauthenticated },
      { type: "xstate.done.actor.loginCode", output: { email: "uma@example.com", otpExpiresAt: 300_000 } },
      { type: "xstate.error.actor.loginCode", error: offline },
      { type: "xstate.done.actor.code", output: { user: USER } },
      { type: "reset.done", changed: true, email: "uma@example.com" },
      { type: "reset.done", changed: false, email: "" },
    ],
    paths: [
      {
        name: "forgot password: the reset stage, back on the form with the notice",
        events: [{ type: "reset.open" }, { type: "reset.done", changed: true, email: "uma@example.com" }],
      },
      {
        name: "an unverified e-mail goes to the code stage, whose user logs in",
        events: [
          ...LOGIN_FIELDS,
          { type: "submit" },
          {
            type: "xstate.error.actor.login",
            error: new ApiError(403, { message: "verify", code: "email_unverified", otpExpiresAt: 300_000 }),
          },
          { type: "xstate.done.actor.code", output: { user: USER } },
        ],
      },
      {
        name: "locked out, a sign-in code by e-mail",
        events: [
          ...LOGIN_FIELDS,
          { type: "submit" },
          { type: "xstate.error.actor.login", error: locked },
          { type: "code.request" },
          { type: "xstate.error.actor.loginCode", error: offline },
          { type: "code.request" },
          { type: "xstate.done.actor.loginCode", output: { email: "uma@example.com", otpExpiresAt: 300_000 } },
        ],
      },
    ],
  },
  registration: {
    events: [
      ...REGISTER_FIELDS,
      { type: "xstate.done.actor.register", output: { email: "rana@example.com", otpExpiresAt: 300_000 } },
      { type: "xstate.error.actor.register", error: offline },
      { type: "xstate.done.actor.code", output: { user: USER } },
    ],
    paths: [
      {
        name: "registration fails",
        events: [...REGISTER_FIELDS, { type: "submit" }, { type: "xstate.error.actor.register", error: offline }],
      },
    ],
  },
  signInLink: {
    input: { token: "Zm9yLXRlc3RzLW9ubHktMzItYnl0ZXMtb2YtdG9rZW4x" },
    events: [
      { type: "xstate.done.actor.signIn", output: { user: USER } },
      {
        type: "xstate.error.actor.signIn",
        error: new ApiError(400, { message: "used", code: "link_invalid" }),
      },
      { type: "xstate.error.actor.signIn", error: offline },
    ],
    paths: [
      {
        name: "link used or expired",
        events: [
          { type: "submit" },
          { type: "xstate.error.actor.signIn", error: new ApiError(400, { message: "used", code: "link_invalid" }) },
        ],
      },
      {
        name: "offline, then again",
        events: [{ type: "submit" }, { type: "xstate.error.actor.signIn", error: offline }],
      },
      { name: "no token in the address", input: { token: null }, events: [] },
    ],
  },
  partnerSignInLink: {
    input: { token: "Zm9yLXRlc3RzLW9ubHktMzItYnl0ZXMtb2YtdG9rZW4x" },
    events: [
      { type: "xstate.done.actor.signIn", output: { partner: PARTNER } },
      {
        type: "xstate.error.actor.signIn",
        error: new ApiError(400, { message: "used", code: "link_invalid" }),
      },
      { type: "xstate.error.actor.signIn", error: offline },
    ],
    paths: [
      {
        name: "link used or expired",
        events: [
          { type: "submit" },
          { type: "xstate.error.actor.signIn", error: new ApiError(400, { message: "used", code: "link_invalid" }) },
        ],
      },
      {
        name: "offline, then again",
        events: [{ type: "submit" }, { type: "xstate.error.actor.signIn", error: offline }],
      },
      { name: "no token in the address", input: { token: null }, events: [] },
    ],
  },
  passwordReset: {
    input: { email: "uma@example.com" },
    events: [
      { type: "field.change", field: "email", value: "uma@example.com" },
      { type: "field.change", field: "code", value: "123456" },
      { type: "field.change", field: "password", value: "a brand new passphrase" },
      { type: "xstate.done.actor.request", output: RESET_SENT },
      { type: "xstate.error.actor.request", error: offline },
      { type: "xstate.done.actor.resend", output: RESET_SENT },
      { type: "xstate.error.actor.resend", error: cooldown },
      { type: "xstate.done.actor.verify", output: RESET_TOKEN },
      { type: "xstate.error.actor.verify", error: resetWrongCode },
      { type: "xstate.done.actor.openLink", output: RESET_TOKEN },
      { type: "xstate.error.actor.openLink", error: resetLinkInvalid },
      { type: "xstate.error.actor.openLink", error: offline },
      { type: "xstate.done.actor.complete", output: { message: "changed", email: "uma@example.com" } },
      { type: "xstate.error.actor.complete", error: resetExpired },
      { type: "xstate.error.actor.complete", error: passwordTooShort },
    ],
    paths: [
      {
        name: "code: a wrong one, then the right one, a refused password, then a good one",
        events: [
          { type: "submit" },
          { type: "xstate.done.actor.request", output: RESET_SENT },
          { type: "submit" },
          { type: "field.change", field: "code", value: "٠١٢٣٤٥" },
          { type: "submit" },
          { type: "xstate.error.actor.verify", error: resetWrongCode },
          { type: "field.change", field: "code", value: "123456" },
          { type: "submit" },
          { type: "xstate.done.actor.verify", output: RESET_TOKEN },
          { type: "submit" },
          { type: "field.change", field: "password", value: "short" },
          { type: "submit" },
          { type: "xstate.error.actor.complete", error: passwordTooShort },
          { type: "field.change", field: "password", value: "a brand new passphrase" },
          { type: "submit" },
          { type: "xstate.done.actor.complete", output: { message: "changed", email: "uma@example.com" } },
        ],
      },
      {
        name: "the reset token ran out: start again",
        events: [
          { type: "submit" },
          { type: "xstate.done.actor.request", output: RESET_SENT },
          { type: "field.change", field: "code", value: "123456" },
          { type: "submit" },
          { type: "xstate.done.actor.verify", output: RESET_TOKEN },
          { type: "field.change", field: "password", value: "a brand new passphrase" },
          { type: "submit" },
          { type: "xstate.error.actor.complete", error: resetExpired },
          { type: "back" },
        ],
      },
      { name: "no address: fill in", input: {}, events: [{ type: "submit" }, { type: "back" }] },
      {
        name: "the link's button",
        input: { link: { token: "Zm9yLXRlc3RzLW9ubHktMzItYnl0ZXMtb2YtdG9rZW4x" } },
        events: [
          { type: "submit" },
          { type: "xstate.error.actor.openLink", error: offline },
          { type: "submit" },
          { type: "xstate.done.actor.openLink", output: RESET_TOKEN },
        ],
      },
      {
        name: "a used link",
        input: { link: { token: "Zm9yLXRlc3RzLW9ubHktMzItYnl0ZXMtb2YtdG9rZW4x" } },
        events: [{ type: "submit" }, { type: "xstate.error.actor.openLink", error: resetLinkInvalid }],
      },
      { name: "a link page without a token", input: { link: { token: null } }, events: [] },
    ],
  },
  otpCode: {
    input: CODE_INPUT,
    limit: 500,
    events: [
      { type: "digits.paste", text: "123456" },
      { type: "digit.set", index: 0, value: "7" },
      { type: "xstate.done.actor.verify", output: { user: USER } },
      { type: "xstate.error.actor.verify", error: new ApiError(400, { message: "Wrong code", code: "otp_invalid" }) },
      { type: "xstate.error.actor.verify", error: new ApiError(410, { message: "expired", code: "otp_expired" }) },
      { type: "xstate.error.actor.verify", error: new ApiError(429, { message: "locked", code: "otp_locked" }) },
      RESENT,
      { type: "xstate.error.actor.resend", error: cooldown },
    ],
    paths: [
      codePath(
        "typed and pasted, verified",
        { type: "digit.set", index: 0, value: "7" },
        { type: "digits.paste", text: "123456" },
        { type: "verify" },
        { type: "xstate.done.actor.verify", output: { user: USER } },
      ),
      ...(["otp_invalid", "otp_expired", "otp_locked"] as const).map((code) =>
        codePath(
          `verify answers ${code}`,
          { type: "digits.paste", text: "123456" },
          { type: "verify" },
          { type: "xstate.error.actor.verify", error: new ApiError(400, { message: code, code }) },
        ),
      ),
      codePath("a new code too early", { type: "resend" }, { type: "xstate.error.actor.resend", error: cooldown }),
      codePath("a tick and a look at the clock", clockAdvance(1_000), { type: "time.check" }),
      codePath("the countdown reaches 0", clockAdvance(300_000)),
      codePath(
        "expired, a new code fails, then arrives",
        clockAdvance(300_000),
        { type: "resend" },
        { type: "xstate.error.actor.resend", error: cooldown },
        { type: "resend" },
        RESENT,
      ),
      codePath("leaving asks first", { type: "leave.ask" }, { type: "leave.cancel" }),
      {
        name: "no expiry known: a cooldown keeps the boxes, then a new code",
        input: { email: "rana@example.com", otpExpiresAt: null },
        events: [
          { type: "resend" },
          { type: "xstate.error.actor.resend", error: cooldown },
          { type: "resend" },
          RESENT,
        ],
      },
    ],
  },
  session: {
    input: { storedUser: USER },
    events: [
      { type: "xstate.done.actor.authCheck", output: { user: USER } },
      { type: "xstate.done.actor.authCheck", output: { partner: PARTNER } },
      { type: "xstate.done.actor.authCheck", output: { user: null } },
      { type: "xstate.error.actor.authCheck", error: unauthenticated },
      { type: "xstate.error.actor.authCheck", error: offline },
      { type: "session.loggedIn", user: USER },
      { type: "xstate.error.actor.logout", error: offline },
    ],
    paths: [
      {
        name: "no remembered user, no answer",
        input: { storedUser: null },
        events: [{ type: "xstate.error.actor.authCheck", error: offline }],
      },
    ],
  },
  partnerSession: {
    input: { storedPartner: null },
    events: [
      { type: "partner.checked", partner: PARTNER },
      { type: "partner.checked", partner: null },
      { type: "field.change", field: "email", value: "team@partner.example" },
      { type: "field.change", field: "email", value: "not-an-email" },
      { type: "field.change", field: "partnerID", value: "P-1" },
      { type: "field.change", field: "securityKey1", value: "k1" },
      { type: "field.change", field: "securityKey2", value: "k2" },
      { type: "field.change", field: "password", value: "secret" },
      { type: "xstate.done.actor.login", output: { partner: PARTNER } },
      {
        type: "xstate.error.actor.login",
        error: new ApiError(401, { message: "These partner credentials are not valid.", code: "x" }),
      },
      { type: "xstate.error.actor.login", error: offline },
      {
        type: "xstate.error.actor.login",
        error: new ApiError(429, { message: "Locked.", code: "login_locked", retryAfter: 86_400, linkLogin: true }),
      },
      { type: "xstate.error.actor.logout", error: offline },
      { type: "link.request" },
      {
        type: "xstate.done.actor.requestLink",
        output: { message: "A link is on its way.", email: "team@partner.example" },
      },
      {
        type: "xstate.error.actor.requestLink",
        error: new ApiError(429, { message: "Too many attempts.", code: "rate_limited", retryAfter: 60 }),
      },
      { type: "xstate.error.actor.requestLink", error: offline },
      { type: "partner.loggedIn", partner: PARTNER },
    ],
    // The link's fields make more contexts than the traversal's limit: the form's ways are written.
    paths: (() => {
      const checked = { type: "partner.checked", partner: null };
      const email = (value: string) => ({ type: "field.change", field: "email", value });
      const fill = [
        email("team@partner.example"),
        { type: "field.change", field: "partnerID", value: "P-1" },
        { type: "field.change", field: "securityKey1", value: "k1" },
        { type: "field.change", field: "securityKey2", value: "k2" },
        { type: "field.change", field: "password", value: "secret" },
      ];
      const locked = new ApiError(429, {
        message: "Locked.",
        code: "login_locked",
        retryAfter: 86_400,
        linkLogin: true,
      });
      return [
        {
          name: "signs in",
          events: [
            checked,
            ...fill,
            { type: "submit" },
            { type: "xstate.done.actor.login", output: { partner: PARTNER } },
          ],
        },
        {
          name: "an e-mail that is not one",
          events: [checked, ...fill, email("not-an-email"), { type: "submit" }, { type: "link.request" }],
        },
        {
          name: "wrong credentials, then offline",
          events: [
            checked,
            ...fill,
            { type: "submit" },
            { type: "xstate.error.actor.login", error: new ApiError(401, { message: "Not valid.", code: "x" }) },
            { type: "submit" },
            { type: "xstate.error.actor.login", error: offline },
          ],
        },
        {
          name: "locked: the e-mailed link is asked for and signs in",
          events: [
            checked,
            ...fill,
            { type: "submit" },
            { type: "xstate.error.actor.login", error: locked },
            { type: "link.request" },
            {
              type: "xstate.done.actor.requestLink",
              output: { message: "On its way.", email: "team@partner.example" },
            },
            { type: "partner.loggedIn", partner: PARTNER },
          ],
        },
        {
          name: "the link asked for too often, then offline",
          events: [
            checked,
            email("team@partner.example"),
            { type: "link.request" },
            {
              type: "xstate.error.actor.requestLink",
              error: new ApiError(429, { message: "Too many attempts.", code: "rate_limited", retryAfter: 60 }),
            },
            { type: "link.request" },
            { type: "xstate.error.actor.requestLink", error: offline },
          ],
        },
      ];
    })(),
  },
  app: { input: { lang: "en" } },
  menu: {
    input: { count: 3 },
    events: [
      { type: "menu.open", focus: "first" },
      { type: "menu.open", focus: "last" },
      { type: "menu.open" },
      { type: "menu.close", restoreFocus: true },
      { type: "menu.close" },
      { type: "menu.focusItem", index: 1 },
      { type: "menu.focusItem", index: 7 },
    ],
  },
  account: {
    events: [
      { type: "xstate.done.actor.load", output: ACCOUNT },
      { type: "xstate.error.actor.load", error: offline },
      { type: "profile.change", field: "firstName", value: "Rana" },
      { type: "profile.language", language: "ar" },
      { type: "xstate.done.actor.saveProfile", output: { ...ACCOUNT, firstName: "Rana", language: "ar" } },
      {
        type: "xstate.error.actor.saveProfile",
        error: new ApiError(400, { message: "no letter", code: "invalid_input", field: "firstName" }),
      },
      { type: "xstate.done.actor.changePassword", output: { message: "changed" } },
      {
        type: "xstate.error.actor.changePassword",
        error: new ApiError(400, { message: "wrong", code: "wrong_password", field: "currentPassword" }),
      },
      { type: "xstate.done.actor.signOutEverywhere", output: { message: "signed out" } },
      { type: "xstate.error.actor.signOutEverywhere", error: offline },
      { type: "xstate.done.actor.exportData", output: { filename: "rockets-account-2026-11-27.json", text: "{}" } },
      { type: "xstate.error.actor.exportData", error: offline },
      { type: "remove.mode", mode: "code" },
      { type: "remove.mode", mode: "password" },
      { type: "xstate.done.actor.sendDeleteCode", output: { email: ACCOUNT.email, otpExpiresAt: 300_000 } },
      { type: "xstate.error.actor.sendDeleteCode", error: offline },
      { type: "xstate.done.actor.deleteAccount", output: { message: "deleted" } },
      {
        type: "xstate.error.actor.deleteAccount",
        error: new ApiError(400, { message: "wrong", code: "otp_invalid", attemptsLeft: 4 }),
      },
    ],
    paths: [
      {
        name: "a password change, refused then done",
        events: [
          { type: "xstate.done.actor.load", output: ACCOUNT },
          { type: "password.change", field: "currentPassword", value: "old passphrase" },
          { type: "password.change", field: "newPassword", value: "a new long passphrase" },
          { type: "password.submit" },
          {
            type: "xstate.error.actor.changePassword",
            error: new ApiError(400, { message: "wrong", code: "wrong_password", field: "currentPassword" }),
          },
          { type: "password.submit" },
          { type: "xstate.done.actor.changePassword", output: { message: "changed" } },
        ],
      },
      {
        name: "a deletion by password, cancelled, refused, then done",
        events: [
          { type: "xstate.done.actor.load", output: ACCOUNT },
          { type: "remove.change", field: "password", value: "old passphrase" },
          { type: "remove.request" },
          { type: "remove.cancel" },
          { type: "remove.request" },
          { type: "remove.confirm" },
          {
            type: "xstate.error.actor.deleteAccount",
            error: new ApiError(400, { message: "wrong", code: "wrong_password" }),
          },
          { type: "remove.request" },
          { type: "remove.confirm" },
          { type: "xstate.done.actor.deleteAccount", output: { message: "deleted" } },
        ],
      },
      {
        name: "a deletion by a mailed code",
        events: [
          { type: "xstate.done.actor.load", output: ACCOUNT },
          { type: "remove.mode", mode: "code" },
          { type: "remove.sendCode" },
          { type: "xstate.done.actor.sendDeleteCode", output: { email: "uma@example.com", otpExpiresAt: 300_000 } },
          { type: "remove.change", field: "code", value: "123456" },
          { type: "remove.request" },
          { type: "remove.confirm" },
          { type: "xstate.done.actor.deleteAccount", output: { message: "deleted" } },
        ],
      },
    ],
  },
  accountSupport: {
    events: [
      { type: "email.change", email: "user@demo.rockets" },
      { type: "email.change", email: " " },
      { type: "act", action: "clear-lockout" },
      { type: "act", action: "send-code" },
      { type: "xstate.done.actor.0.accountSupport.searching", output: supportAccount },
      {
        type: "xstate.done.actor.0.accountSupport.searching",
        output: { ...supportAccount, user: { ...supportAccount.user, verified: false } },
      },
      {
        type: "xstate.error.actor.0.accountSupport.searching",
        error: new ApiError(404, { code: "user_not_found", message: "" }),
      },
      { type: "xstate.done.actor.0.accountSupport.found.acting", output: supportAccount },
      { type: "xstate.error.actor.0.accountSupport.found.acting", error: new ApiError(0, null) },
    ],
  },
  language: {
    input: { initial: "en" },
    events: [
      { type: "language.set", lang: "ar" },
      { type: "language.set", lang: "en" },
    ],
  },
  pagedLoader: {
    input: {},
    events: [
      { type: "xstate.done.actor.fetchPage", output: { items: ["a"], totalPages: 3 } },
      { type: "xstate.error.actor.fetchPage", error: new ApiError(401, null) },
      { type: "xstate.error.actor.fetchPage", error: new ApiError(500, null) },
      { type: "xstate.error.actor.fetchPage", error: aborted },
      { type: "page.set", page: 2 },
      { type: "params.set", params: { month: 3 } },
    ],
  },
  filterBuilder: {
    input: { query: { market: "US", filters: [], sort: { field: "marketCap", dir: "desc" } } },
    events: [
      { type: "filter.add", field: "rsi14" },
      { type: "filter.add", field: "sector" },
      { type: "filter.bound", index: 0, bound: "min", text: "70" },
      { type: "filter.bound", index: 0, bound: "max", text: "30" },
      { type: "filter.values", index: 1, values: ["Energy"] },
      { type: "filter.remove", index: 0 },
      { type: "sort.set", field: "change1d", dir: "asc" },
      { type: "columns.set", columns: ["price"] },
      { type: "page.set", page: 2 },
      { type: "screen.load", query: { market: "US", filters: [], sort: { field: "volume", dir: "desc" } }, page: 1 },
    ],
    paths: [
      {
        name: "a range whose minimum is above its maximum",
        events: [
          { type: "filter.add", field: "rsi14" },
          { type: "filter.bound", index: 0, bound: "min", text: "70" },
          { type: "filter.bound", index: 0, bound: "max", text: "30" },
        ],
      },
      {
        name: "bounds typed in Arabic-Indic digits, then one that is no number",
        events: [
          { type: "filter.add", field: "rsi14" },
          { type: "filter.bound", index: 0, bound: "min", text: "١٢٫٥" },
          { type: "filter.bound", index: 0, bound: "max", text: "x" },
        ],
      },
    ],
  },
  savedScreens: {
    events: [
      { type: "xstate.done.actor.fetchSaved", output: [] },
      { type: "xstate.error.actor.fetchSaved", error: offline },
      { type: "save", name: "Oversold", query: { market: "US", filters: [], sort: { field: "rsi14", dir: "asc" } } },
      {
        type: "xstate.done.actor.createSaved",
        output: {
          id: "s1",
          name: "Oversold",
          query: { market: "US", filters: [], sort: { field: "rsi14", dir: "asc" } },
          updatedAt: 0,
        },
      },
      {
        type: "xstate.error.actor.createSaved",
        error: new ApiError(409, { message: "taken", code: "screen_name_taken" }),
      },
      { type: "rename", id: "s1", name: "RSI" },
      {
        type: "xstate.done.actor.renameSaved",
        output: {
          id: "s1",
          name: "RSI",
          query: { market: "US", filters: [], sort: { field: "rsi14", dir: "asc" } },
          updatedAt: 1,
        },
      },
      { type: "xstate.error.actor.renameSaved", error: offline },
      { type: "delete", id: "s1" },
      { type: "xstate.done.actor.deleteSaved", output: "s1" },
      { type: "xstate.error.actor.deleteSaved", error: offline },
    ],
  },
  screenRun: {
    events: [
      { type: "run", query: { market: "SA", filters: [], sort: { field: "marketCap", dir: "desc" } }, page: 1 },
      {
        type: "xstate.done.actor.runScreen",
        output: { rows: [], totalTickers: 0, totalPages: 0, pageSize: 25, currentPage: 1 },
      },
      { type: "xstate.error.actor.runScreen", error: offline },
    ],
  },
  screenExport: {
    events: [
      { type: "export", query: { market: "US", filters: [], sort: { field: "marketCap", dir: "desc" } } },
      { type: "xstate.done.actor.exportScreen", output: new Blob(["symbol\n"], { type: "text/csv" }) },
      { type: "xstate.error.actor.exportScreen", error: offline },
    ],
  },
  splitsMonth: {
    events: [
      { type: "month.select", month: 1 },
      { type: "month.select", month: 12 },
    ],
  },
  theme: {
    input: { initial: "default" },
    events: [
      { type: "theme.select", theme: "dark" },
      { type: "theme.select", theme: "light" },
    ],
  },
  download: {
    events: [
      { type: "xstate.done.actor.save" },
      { type: "xstate.error.actor.save", error: new Error("capture failed") },
    ],
  },
};

// User portal machines: sample lists, rows and recommendations, and the answers of their calls.
const tech = { _id: "w1", watchlistName: "Tech", tickers: [{ tickerName: "AAPL", selectedScanner: "rocket" }] };
const energy = { _id: "w2", watchlistName: "Energy", tickers: [] };
const techWithNvda = { ...tech, tickers: [...tech.tickers, { tickerName: "NVDA", selectedScanner: "growth" }] };
const row = {
  symbol: "AAPL",
  price: 190.5,
  volume: 5e7,
  marketCap: 3e12,
  outstandingShares: 1.5e10,
  changePercentage: 5.2,
  close: 181,
  lastDividend: 0.96,
};
const recommendation = {
  id: "r1",
  symbol: "AAPL",
  entries: [190, 189, 188, 187],
  targets: [195, 200, 205, 210, 215],
  targetColors: ["green", "red", "gray", "none", "none"],
  stopLoss: 180,
  percentageAchieved: 10,
  createdAt: 0,
};
const failure = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error("offline") });
const fillForm = [
  ["symbol", "AAPL"],
  ["entries.0", "190"],
  ["entries.1", "189"],
  ["entries.2", "188"],
  ["entries.3", "187"],
  ["targets.0", "195"],
  ["targets.1", "200"],
  ["targets.2", "205"],
  ["targets.3", "210"],
  ["targets.4", "215"],
  ["targetColors.0", "green"],
  ["stopLoss", "180"],
].map(([path, value]) => ({ type: "field.change", path, value }));

Object.assign(graphConfig, {
  scanner: {
    // Opened from an address with a scanner and a page: idle passes straight on to loading.
    input: { scanner: "growth", page: 2 },
    events: [
      { type: "show", scanner: "liquidity", page: 3 },
      { type: "show", scanner: null, page: 1 },
      {
        type: "xstate.done.actor.fetchPage",
        output: { data: [], totalTickers: 60, pageSize: 25, currentPage: 9, totalPages: 3 },
      },
      { type: "select", scanner: "rocket" },
      { type: "select", scanner: "dividend" },
      { type: "page", page: 2 },
      { type: "sort", column: "price" },
      { type: "show", scanner: "growth", page: 1, sort: { column: "volume", direction: "ascending" } },
      {
        type: "xstate.done.actor.fetchPage",
        output: { data: [row], totalTickers: 60, pageSize: 25, currentPage: 1, totalPages: 3 },
      },
      failure("fetchPage"),
    ],
  },
  alertDialog: {
    input: { symbol: "AAPL" },
    events: [
      { type: "kind.change", kind: "crossSma50" },
      { type: "kind.change", kind: "priceAbove" },
      { type: "value.change", value: "abc" },
      { type: "value.change", value: "190" },
      { type: "note.change", value: "take profit" },
      { type: "channel.toggle", channel: "app" },
      { type: "channel.toggle", channel: "email" },
      { type: "xstate.done.actor.save", output: { alert: ALERT } },
      { type: "xstate.error.actor.save", error: new ApiError(409, { message: "limit", code: "alert_limit" }) },
    ],
    paths: [
      {
        name: "no channel chosen",
        events: [
          { type: "value.change", value: "190" },
          { type: "channel.toggle", channel: "app" },
          { type: "submit" },
        ],
      },
      {
        name: "a value that is not a number",
        events: [{ type: "value.change", value: "abc" }, { type: "submit" }],
      },
      {
        name: "edit an alert, the server refuses",
        input: { symbol: "AAPL", alert: ALERT },
        events: [{ type: "submit" }, { type: "xstate.error.actor.save", error: offline }],
      },
    ],
  },
  pushPermission: {
    events: [
      { type: "enable" },
      { type: "xstate.done.actor.enablePush", output: "enabled" },
      { type: "xstate.done.actor.enablePush", output: "denied" },
    ],
  },
  alerts: {
    events: [
      { type: "xstate.done.actor.0.alerts.loading", output: { alerts: [ALERT], history: [] } },
      { type: "xstate.error.actor.0.alerts.loading", error: offline },
      { type: "action", action: "pause", id: ALERT.id },
      { type: "xstate.done.actor.act", output: { alert: { ...ALERT, status: "paused" }, id: ALERT.id } },
      { type: "xstate.done.actor.act", output: { alert: null, id: ALERT.id } },
      { type: "xstate.error.actor.act", error: offline },
      { type: "live", event: LIVE },
      { type: "toast.dismiss", id: ALERT.id },
      { type: "saved", alert: ALERT },
    ],
  },
  watchlistName: {
    input: { kind: "rename", lists: [tech, energy], watchlistId: "w1" },
    events: [
      { type: "name.change", value: "  " },
      { type: "name.change", value: " ENERGY " },
      { type: "name.change", value: "Growth" },
      { type: "xstate.done.actor.save", output: { watchlist: { ...tech, watchlistName: "Growth" } } },
      failure("save"),
    ],
  },
  addToWatchlist: {
    input: { lists: [tech, energy], symbol: "NVDA", scanner: "growth" },
    events: [
      { type: "list.choose", watchlistId: "w1" },
      { type: "list.choose", watchlistId: "nope" },
      { type: "xstate.done.actor.add", output: { watchlist: techWithNvda } },
      failure("add"),
    ],
  },
  watchlists: {
    events: [
      { type: "rename.open", watchlistId: "w1" },
      { type: "add.open", symbol: "NVDA", scanner: "growth" },
      { type: "delete.ask", watchlistId: "w1" },
      { type: "ticker.remove", watchlistId: "w1", tickerName: "AAPL" },
      { type: "xstate.done.actor.loadLists", output: { watchlists: [tech, energy] } },
      {
        type: "xstate.done.actor.loadTickerData",
        output: { data: [{ tickerName: "AAPL", selectedScanner: "rocket", data: [row] }] },
      },
      { type: "xstate.done.actor.dialog", output: techWithNvda },
      { type: "xstate.done.actor.deleteList", output: { message: "Watchlist deleted." } },
      { type: "xstate.done.actor.removeTicker", output: { watchlist: { ...tech, tickers: [] } } },
      failure("loadLists"),
      failure("loadTickerData"),
      failure("deleteList"),
      failure("removeTicker"),
      {
        type: "quotes",
        quotes: [
          {
            symbol: "AAPL",
            price: 192,
            change: 3,
            changesPercentage: 1.6,
            volume: 2e6,
            dayLow: 189,
            dayHigh: 192,
            marketState: "open",
          },
        ],
      },
    ],
  },
  gainers: {
    events: [
      {
        type: "socket.message",
        message: {
          event: "topGainers",
          ts: 2,
          data: [{ symbol: "AAPL", price: 191, volume: 1e6, change: 2, changesPercentage: 1.1 }],
        },
      },
    ],
  },
  movers: {
    events: [
      { type: "market.set", market: "SA" },
      { type: "kind.set", kind: "active" },
      { type: "quotes.live", live: true },
      { type: "quotes.live", live: false },
      {
        type: "xstate.done.actor.load",
        output: {
          market: "US",
          kind: "losers",
          ts: 1,
          session: { market: "US", state: "open", opensAt: "", closesAt: "" },
          rows: [],
        },
      },
      { type: "xstate.error.actor.load", error: offline },
    ],
  },
  marketStatus: {
    events: [
      {
        type: "xstate.done.actor.fetchStatus",
        output: {
          provider: "sim",
          simulated: true,
          live: false,
          clock: "real",
          markets: [{ market: "US", state: "open", opensAt: "", closesAt: "" }],
        },
      },
      { type: "xstate.error.actor.fetchStatus", error: offline },
    ],
  },
  recommendations: {
    input: { scope: "admin" },
    events: [
      { type: "added", recommendation: { ...recommendation, id: "r2" } },
      { type: "delete", id: "r1" },
      { type: "xstate.done.actor.load", output: { recommendations: [recommendation] } },
      { type: "xstate.done.actor.remove", output: { id: "r1" } },
      failure("load"),
      failure("remove"),
    ],
  },
  recommendationForm: {
    events: [{ type: "field.change", path: "symbol", value: "aapl" }],
    paths: [
      {
        name: "a filled form is published",
        events: [...fillForm, { type: "submit" }, { type: "xstate.done.actor.publish", output: { recommendation } }],
      },
      {
        name: "a refusal of the server is shown",
        events: [...fillForm, { type: "submit" }, failure("publish")],
      },
      {
        name: "the second click of a double click is ignored, then the form is editable again",
        events: [
          ...fillForm,
          { type: "submit" },
          { type: "xstate.done.actor.publish", output: { recommendation } },
          { type: "submit" },
          { type: "xstate.after.repeatedSubmit.recommendationForm.published" },
        ],
      },
      {
        name: "typing right after a publish starts the next recommendation",
        events: [
          ...fillForm,
          { type: "submit" },
          { type: "xstate.done.actor.publish", output: { recommendation } },
          { type: "field.change", path: "symbol", value: "MSFT" },
        ],
      },
    ],
  },
  insight: {
    input: { market: "US", live: true },
    events: [
      { type: "market.select", market: "SA" },
      { type: "xstate.done.actor.load", output: { tiles: [] } },
      { type: "xstate.error.actor.load", error: aborted },
      { type: "xstate.error.actor.load", error: unauthenticated },
      { type: "xstate.error.actor.load", error: offline },
      { type: "xstate.after.refresh.insight.ready" },
      { type: "xstate.done.actor.reload", output: { tiles: [] } },
      { type: "xstate.error.actor.reload", error: unauthenticated },
      { type: "xstate.error.actor.reload", error: offline },
    ],
  },
} satisfies Record<string, MachineGraphConfig>);

// The ticker page: a snapshot and bars as the server sends them, and the events of the view.
const tickerSnapshot = {
  symbol: "AAPL",
  name: "Apple Inc.",
  exchange: "NASDAQ",
  sector: "Technology",
  currency: "USD",
  price: 231.5,
  change: 1.5,
  changesPercentage: 0.65,
  previousClose: 230,
  dayLow: 229.1,
  dayHigh: 232,
  low52: 170.2,
  high52: 260.1,
  volume: 3.1e7,
  avgVolume: 5.2e7,
  marketCap: 3.45e12,
  sharesOutstanding: 1.49e10,
  dividendPerShare: 1.04,
  dividendYield: 0.45,
  rsi14: 55.2,
  sma50: 228.4,
  sma200: 215.9,
  scanners: ["liquidity"],
  ts: 1_763_478_000_000,
  session: "2026-11-18",
};
const tickerBars = [{ t: "2026-11-17", o: 229, h: 231, l: 228, c: 230, v: 4.8e7 }];
const TICKER_LOADED = {
  type: "xstate.done.actor.loadTicker",
  output: { snapshot: tickerSnapshot, history: { symbol: "AAPL", range: "1Y", bars: tickerBars } },
};

Object.assign(graphConfig, {
  ticker: {
    input: { symbol: "aapl" },
    events: [
      TICKER_LOADED,
      { type: "xstate.error.actor.loadTicker", error: new ApiError(404, { message: "", code: "unknown_symbol" }) },
      failure("loadTicker"),
      { type: "range.select", range: "1M" },
      { type: "range.select", range: "5Y" },
      { type: "tab.select", tab: "intraday" },
      { type: "xstate.after.livePoll.ticker.ready.live.waiting" },
      { type: "xstate.done.actor.fetchSnapshot", output: { ...tickerSnapshot, ts: tickerSnapshot.ts + 2000 } },
      failure("fetchSnapshot"),
      { type: "xstate.done.actor.fetchHistory", output: { symbol: "AAPL", range: "5Y", bars: tickerBars } },
      failure("fetchHistory"),
      failure("saveImage"),
      { type: "xstate.done.actor.saveImage" },
      { type: "quotes.open" },
      { type: "quotes.close" },
      {
        type: "quotes.message",
        ts: tickerSnapshot.ts + 1000,
        quote: {
          symbol: "AAPL",
          price: 232,
          change: 2,
          changesPercentage: 0.87,
          volume: 3.2e7,
          dayLow: 229.1,
          dayHigh: 232,
          marketState: "open",
        },
      },
    ],
  },
} satisfies Record<string, MachineGraphConfig>);

// The ticker chart's indicators: the address's choice, the saved one or the defaults; toggles saved.
Object.assign(graphConfig, {
  indicators: {
    input: { fromUrl: null },
    events: [
      { type: "xstate.done.actor.loadChoice", output: ["sma20", "rsi"] },
      { type: "xstate.done.actor.loadChoice", output: null },
      failure("loadChoice"),
      { type: "indicator.toggle", indicator: "rsi" },
      { type: "url.change", indicators: ["macd"] },
      { type: "xstate.after.saveDelay.indicators.ready.waiting" },
      { type: "xstate.done.actor.saveChoice", output: ["rsi"] },
      failure("saveChoice"),
    ],
    paths: [{ name: "the address names the indicators", input: { fromUrl: ["rsi"] }, events: [] }],
  },
} satisfies Record<string, MachineGraphConfig>);

// Fundamentals sections, the symbol search and the ticker page's Shariah card.
const fundamentalsSection = {
  section: "insider-activity",
  insiders: [],
  company: { symbol: "AAPL", name: "Apple Inc.", exchange: "NASDAQ", sector: "Technology", currency: "USD" },
  source: "sim",
  updatedAt: 0,
};
Object.assign(graphConfig, {
  fundamentals: {
    input: { section: "insider-activity" },
    events: [
      { type: "symbol.select", symbol: "AAPL" },
      { type: "symbol.select", symbol: "1120.SR" },
      { type: "period.select", period: "annual" },
      { type: "xstate.done.actor.fetchSection", output: fundamentalsSection },
      { type: "xstate.error.actor.fetchSection", error: new ApiError(404, { message: "", code: "no_fundamentals" }) },
      { type: "xstate.error.actor.fetchSection", error: unauthenticated },
      { type: "xstate.error.actor.fetchSection", error: aborted },
      failure("fetchSection"),
      { type: "retry" },
    ],
  },
  symbolSearch: {
    input: { scope: "user" },
    events: [
      { type: "query.change", value: "الراجحي" },
      { type: "query.change", value: " " },
      { type: "move", by: 1 },
      { type: "move.edge", to: "last" },
      { type: "choose" },
      { type: "close" },
      { type: "retry" },
      { type: "xstate.after.debounce.symbolSearch.debouncing" },
      {
        type: "xstate.done.actor.searchCompanies",
        output: [{ symbol: "1120.SR", name: "Al Rajhi Bank", exchange: "SAU", sector: "Financials", currency: "SAR" }],
      },
      failure("searchCompanies"),
    ],
  },
  shariah: {
    input: { symbol: "AAPL" },
    events: [
      { type: "xstate.done.actor.fetchShariah", output: { symbol: "AAPL", status: "compliant" } },
      failure("fetchShariah"),
      { type: "retry" },
    ],
  },
} satisfies Record<string, MachineGraphConfig>);

// The portfolio machines (src/machines/portfolio): their config lives beside their tests.
Object.assign(graphConfig, portfolioGraphConfig);
// The Help Center and Notes Helper machines (src/machines/help, src/machines/notes).
Object.assign(graphConfig, helpGraphConfig);
// The partner home and the comparator.
Object.assign(graphConfig, partnerHomeGraphConfig);
// The support ticket machines (src/machines/tickets): tests/machines/tickets.graph.ts.
Object.assign(graphConfig, ticketsGraphConfig);
// The partner team's machines (src/machines/team): their config is tests/machines/team.graph.ts.
Object.assign(graphConfig, teamGraphConfig);

// The news machines (src/machines/news): their config lives in tests/machines/news.graph.ts,
// the weekly report's in tests/machines/weekly.graph.ts.
Object.assign(graphConfig, newsGraphConfig);
Object.assign(graphConfig, weeklyGraphConfig);

// The live quotes of a screen's symbols: followed, stale after a drop or a silence, fresh again.
const LIVE_QUOTE = {
  symbol: "AAPL",
  price: 232,
  change: 2,
  changesPercentage: 0.87,
  volume: 3.2e7,
  dayLow: 229.1,
  dayHigh: 232,
  marketState: "open",
};
Object.assign(graphConfig, {
  liveQuotes: {
    input: { symbols: ["AAPL"] },
    events: [
      { type: "symbols.set", symbols: ["AAPL", "MSFT"] },
      { type: "symbols.set", symbols: ["AAPL"] },
      { type: "symbols.set", symbols: [] },
      { type: "quotes.message", ts: 1000, quotes: [LIVE_QUOTE] },
      { type: "xstate.after.down.liveQuotes.on.connection.waiting" },
      { type: "xstate.after.silence.liveQuotes.on.connection.live" },
    ],
    paths: [{ name: "nothing on screen to follow", input: { symbols: [] }, events: [] }],
  },
} satisfies Record<string, MachineGraphConfig>);

// The newsletter machines (src/machines/newsletter): their config lives beside their tests.
Object.assign(graphConfig, newsletterGraphConfig);
// The ticker page's Shariah record: tests/machines/shariah-record.graph.ts.
Object.assign(graphConfig, shariahRecordGraphConfig);
// The admin's gold price: tests/machines/gold-price.graph.ts.
Object.assign(graphConfig, goldPriceGraphConfig);
