// Graph config per machine id, used by the graph coverage (tests/machines/graph-coverage.test.ts)
// and by npm run machines:export: the input a machine starts from, sample events for event types
// that carry data (they replace the bare `{ type }` the traversal sends otherwise), and paths
// written by hand for what the generated shortest paths do not reach.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/machines/api";
import type { Partner, User } from "../../src/shared/accounts";
import type { SupportAccount } from "../../src/shared/support";

const USER: User = { id: "u1", firstName: "Uma", lastName: "", email: "uma@example.com", role: "user" };
const PARTNER: Partner = {
  id: "p1",
  email: "team@partner.example",
  partnerID: "P-1",
  name: "Partner",
  role: "partner",
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

const TICK = { type: "xstate.after.second.registration.otp.countdown.running" };
const REGISTER_FIELDS = [
  { type: "field.change", field: "firstName", value: "Rana" },
  { type: "field.change", field: "email", value: "rana@example.com" },
  { type: "field.change", field: "password", value: "a long passphrase" },
];
// otpExpiresAt 0 is a clock too far off to trust: the countdown starts at the full 300 s.
const REGISTERED = { type: "xstate.done.actor.register", output: { email: "rana@example.com", otpExpiresAt: 0 } };
const RESENT = { type: "xstate.done.actor.resend", output: { otpExpiresAt: 0 } };
const cooldown = new ApiError(429, {
  message: "Please wait 40 seconds before asking for a new code.",
  code: "otp_cooldown",
});
const registrationPath = (name: string, ...events: Record<string, unknown>[]) => ({
  name,
  events: [...REGISTER_FIELDS, { type: "submit" }, REGISTERED, ...events] as { type: string }[],
});

export const graphConfig: Record<string, MachineGraphConfig> = {
  login: {
    events: [
      { type: "field.change", field: "email", value: "uma@example.com" },
      { type: "field.change", field: "password", value: "secret" },
      { type: "submit" },
      { type: "submit", partnerStored: true },
      { type: "xstate.done.actor.login", output: { user: USER } },
      { type: "xstate.error.actor.login", error: unauthenticated },
    ],
  },
  registration: {
    limit: 500,
    events: [
      ...REGISTER_FIELDS,
      REGISTERED,
      { type: "xstate.error.actor.register", error: offline },
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
      {
        name: "registration fails",
        events: [...REGISTER_FIELDS, { type: "submit" }, { type: "xstate.error.actor.register", error: offline }],
      },
      registrationPath(
        "typed and pasted, verified",
        { type: "digit.set", index: 0, value: "7" },
        { type: "digits.paste", text: "123456" },
        { type: "verify" },
        { type: "xstate.done.actor.verify", output: { user: USER } },
      ),
      ...(["otp_invalid", "otp_expired", "otp_locked"] as const).map((code) =>
        registrationPath(
          `verify answers ${code}`,
          { type: "digits.paste", text: "123456" },
          { type: "verify" },
          { type: "xstate.error.actor.verify", error: new ApiError(400, { message: code, code }) },
        ),
      ),
      registrationPath(
        "a new code too early",
        { type: "resend" },
        { type: "xstate.error.actor.resend", error: cooldown },
      ),
      registrationPath("the countdown reaches 0", ...Array.from({ length: 300 }, () => TICK)),
      registrationPath(
        "expired, a new code fails, then arrives",
        ...Array.from({ length: 300 }, () => TICK),
        { type: "resend" },
        { type: "xstate.error.actor.resend", error: cooldown },
        { type: "resend" },
        RESENT,
      ),
    ],
  },
  session: {
    input: { storedUser: USER },
    events: [
      { type: "xstate.done.actor.authCheck", output: { user: USER } },
      { type: "xstate.done.actor.authCheck", output: { partner: PARTNER } },
      { type: "xstate.error.actor.authCheck", error: unauthenticated },
      { type: "xstate.error.actor.authCheck", error: offline },
      { type: "session.loggedIn", user: USER },
      { type: "xstate.error.actor.logout", error: offline },
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
      { type: "xstate.error.actor.logout", error: offline },
    ],
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
      { type: "xstate.done.actor.saveImage" },
      { type: "xstate.error.actor.saveImage", error: new Error("capture failed") },
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
  ["percentageAchieved", "12.5"],
].map(([path, value]) => ({ type: "field.change", path, value }));

Object.assign(graphConfig, {
  scanner: {
    events: [
      { type: "select", scanner: "rocket" },
      { type: "select", scanner: "dividend" },
      { type: "page", page: 2 },
      {
        type: "xstate.done.actor.fetchPage",
        output: { data: [row], totalTickers: 60, pageSize: 25, currentPage: 1, totalPages: 3 },
      },
      failure("fetchPage"),
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
  marketStatus: {
    events: [
      {
        type: "xstate.done.actor.fetchStatus",
        output: {
          provider: "sim",
          simulated: true,
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
    ],
  },
} satisfies Record<string, MachineGraphConfig>);
