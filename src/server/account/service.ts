// What the account page does to the data (docs/api.md, "Account"): the export of everything kept
// about a user and the deletion of all of it. Both read one registry, USER_DATA, with an entry for
// every table that holds a user's rows; tests/server/account.test.ts lists the tables of the
// schema and fails for any table that is neither in USER_DATA nor in NOT_USER_DATA, so a new
// table of user data cannot be left out of the export or outlive a deleted account.
import { recommendationsData } from "../admin/recommendations-store";
import { alertIdsOf, alertsData } from "../alerts/alerts-store";
import { alertMailBudgetData } from "../alerts/mail-budget-store";
import { pushSubscriptionsData } from "../alerts/push-subscriptions-store";
import { alertDeliveriesData, alertTriggersData } from "../alerts/triggers-store";
import { authEventsData } from "../auth/auth-events-store";
import { otpCodesData } from "../auth/otp-codes-store";
import { passwordResetsData, passwordResetTokensData } from "../auth/password-resets-store";
import { rateLimitsData } from "../auth/rate-limits-store";
import { sessionsData } from "../auth/sessions-store";
import { failurePrefix } from "../auth/throttle";
import { usersData } from "../auth/users-store";
import { shariahAlertsData } from "../fundamentals/shariah-history-store";
import { symbolNotesData } from "../help/notes-store";
import { holdingsData } from "../portfolio/holdings-store";
import { portfoliosData } from "../portfolio/portfolios-store";
import { transactionsData } from "../portfolio/transactions-store";
import { zakatProfilesData } from "../portfolio/zakat-profiles-store";
import { zakatRemindersData, zakatSnapshotsData } from "../portfolio/zakat-years-store";
import { indicatorPreferencesData } from "../preferences/indicator-preferences-store";
import type { Services } from "../services";
import { ticketImagesData } from "../tickets/ticket-images-store";
import { ticketMessagesData } from "../tickets/ticket-messages-store";
import { ticketsData } from "../tickets/tickets-store";
import { watchlistsData, watchlistTickersData } from "../watchlists/watchlists-store";
import type { Owner, Row, UserTable } from "./user-data";

export { endpointOrigin, type Owner, type UserTable } from "./user-data";

/** Every table that holds a user's rows, each entry declared by the table's store. */
export const USER_DATA: UserTable[] = [
  usersData,
  sessionsData,
  otpCodesData,
  authEventsData,
  rateLimitsData,
  watchlistsData,
  watchlistTickersData,
  alertsData,
  alertTriggersData,
  alertDeliveriesData,
  alertMailBudgetData,
  pushSubscriptionsData,
  passwordResetsData,
  passwordResetTokensData,
  portfoliosData,
  transactionsData,
  holdingsData,
  zakatProfilesData,
  zakatSnapshotsData,
  zakatRemindersData,
  recommendationsData,
  // Support tickets: images and messages before their tickets (the deletion runs these first).
  ticketImagesData,
  ticketMessagesData,
  ticketsData,
  symbolNotesData,
  indicatorPreferencesData,
  shariahAlertsData,
];

/** Tables that hold no user's rows, and why. */
export const NOT_USER_DATA: Record<string, string> = {
  partners: "partner accounts, not users",
  saved_screens: "screens of partners",
  // A partner's team (migration 0210): the partner's, deleted with the partner (ON DELETE CASCADE);
  // a member's own rows go with its removal (team/members-store.ts deleteMember).
  partner_members: "members of a partner's team, the partner's accounts",
  partner_layouts: "layouts of a partner's team",
  team_watchlists: "watchlists of a partner's team",
  team_watchlist_symbols: "symbols of a partner team's watchlists",
  help_articles: "the Help Center's articles, the site's (no author is kept)",
  metal_prices: "gold and silver prices admins set for the nisab (no author is kept)",
  // The partner newsletter (migration 0220): the partner's, deleted with the partner. Subscribers
  // are people outside Rockets; each can leave the list with the link in every message.
  newsletter_subscribers: "a partner's newsletter list (outside addresses, not users)",
  newsletter_drafts: "a partner's newsletter drafts",
  newsletter_sends: "a partner's newsletter sends",
  newsletter_deliveries: "the messages of a partner's newsletter sends",
  newsletter_list_adds: "how many addresses a partner added to its newsletter list, by hour",
  newsletter_removed_subscribers: "a partner's newsletter subscribers deleted in the last hour",
  // E-mailed sign-in links of partners and team members (migration 0230): theirs, not a user's;
  // each lives 15 minutes and the hourly purge deletes it.
  partner_sign_in_links: "sign-in links of partner accounts and team members",
  fundamentals_cache: "market data",
  shariah_history: "market data: the Shariah status of each company per quarter",
  daily_bars: "market data",
  news_events: "market events of the partner news feed",
  server_secrets: "server keys",
  scheduled_jobs: "when housekeeping last ran",
  schema_migrations: "the schema's version",
};

/** Everything kept about the user, by table, for GET /account/export. */
export async function exportData(services: Services, owner: Owner): Promise<Record<string, Row[]>> {
  const { db } = services;
  const out: Record<string, Row[]> = {};
  for (const entry of USER_DATA) out[entry.table] = await entry.rows(db.sql, owner, db);
  return out;
}

/**
 * Deletes the account and every row of it in one transaction (children before parents, so no
 * foreign key is needed for it), then tells this instance's listeners (sockets close) and the
 * alert indexes of every instance. Counters kept in Redis by login failures are cleared too;
 * the others run out with their windows.
 */
export async function deleteAccount(services: Services, owner: Owner): Promise<void> {
  const { db } = services;
  const alertIds = await alertIdsOf(db.sql, owner.id);
  const order = [
    "portfolio_holdings",
    "portfolio_transactions",
    "portfolios",
    "password_reset_tokens",
    "password_resets",
    "push_subscriptions",
    "alert_deliveries",
    "alert_triggers",
    "alert_mail_budget",
    "alerts",
    "watchlist_tickers",
    "watchlists",
    "otp_codes",
    "sessions",
    "auth_events",
    "rate_limits",
    "recommendations",
    "users",
  ];
  const byTable = new Map(USER_DATA.map((entry) => [entry.table, entry]));
  const rest = USER_DATA.filter((entry) => !order.includes(entry.table));
  await db.sql.begin(async (tx) => {
    for (const entry of [...rest, ...order.map((t) => byTable.get(t)).filter((e) => e !== undefined)])
      await entry.remove(tx, owner, db);
  });
  services.sessions.ended({ kind: "user", subjectId: owner.id });
  await services.rateLimiter.resetPrefix(failurePrefix("user", owner.email));
  for (const id of alertIds) await services.alerts?.changed(id);
}
