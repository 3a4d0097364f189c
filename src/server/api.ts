// Every API route, by area. Each area keeps its handlers and route list in its own folder.
import { accountRoutes } from "./account/routes";
import { goldPriceRoutes } from "./admin/gold-price";
import { recommendationRoutes } from "./admin/recommendations";
import { alertRoutes } from "./alerts/routes";
import { partnerAuthRoutes } from "./auth/partner";
import { registrationRoutes } from "./auth/register";
import { authRoutes } from "./auth/routes";
import { comparatorRoutes } from "./comparator/routes";
import { fundamentalsRoutes } from "./fundamentals/routes";
import { helpRoutes } from "./help/articles";
import { noteRoutes } from "./help/notes";
import type { Route } from "./http/router";
import { insightsRoutes } from "./insights/routes";
import { moversRoutes } from "./market/movers";
import { marketRoutes } from "./market/routes";
import { newsRoutes } from "./news/routes";
import { newsletterRoutes } from "./newsletter/routes";
import { partnerHomeRoutes } from "./partner-home/routes";
import { portfolioRoutes } from "./portfolio/routes";
import { zakatRoutes } from "./portfolio/zakat-routes";
import { zakatYearsRoutes } from "./portfolio/zakat-years-routes";
import { preferenceRoutes } from "./preferences/routes";
import { screenerRoutes } from "./screener/routes";
import { supportRoutes } from "./support/routes";
import { teamRoutes } from "./team/routes";
import { teamWatchlistRoutes } from "./team/watchlist-routes";
import { tickerRoutes } from "./ticker/routes";
import { ticketRoutes } from "./tickets/routes";
import { watchlistRoutes } from "./watchlists/routes";

export function apiRoutes(): Route[] {
  return [
    // accounts: auth and partner auth routes
    ...authRoutes,
    ...registrationRoutes,
    ...partnerAuthRoutes,
    // the account page: profile, password, sign out everywhere, export, deletion
    ...accountRoutes,
    // market data: scanners and partner events
    ...marketRoutes,
    ...moversRoutes,
    ...insightsRoutes,
    // partner news: recap, event feed, weekly report
    ...newsRoutes,
    // partner home and comparator
    ...partnerHomeRoutes,
    ...comparatorRoutes,
    // partner screener: fields, screens, CSV, saved screens
    ...screenerRoutes,
    // partner newsletter: subscribers, drafts, sends; the public confirm and unsubscribe
    ...newsletterRoutes,
    // partner team: members and access, each one's layout, the team watchlists
    ...teamRoutes,
    ...teamWatchlistRoutes,
    // user portal: watchlists, recommendations
    ...watchlistRoutes,
    ...alertRoutes,
    ...recommendationRoutes,
    // the admin's gold and silver price for the zakat nisab
    ...goldPriceRoutes,
    // Help Center articles and the user's notes per symbol
    ...helpRoutes,
    ...noteRoutes,
    // portfolios: holdings, performance, income, zakat and purification, CSV import and export
    ...portfolioRoutes,
    // the whole zakat: the user's zakat profile and the report of every portfolio with it
    ...zakatRoutes,
    // zakat years: the report saved on each hawl day (reminders before it: portfolio/zakat-years.ts)
    ...zakatYearsRoutes,
    // ticker page: key figures and daily bars
    ...tickerRoutes,
    // the chart indicators a user chose
    ...preferenceRoutes,
    // fundamentals (partners) and the Shariah screen of a ticker
    ...fundamentalsRoutes,
    // support tools
    ...supportRoutes,
    // support tickets: the Ticket Form, the Case Handler and the admins' queue
    ...ticketRoutes,
  ];
}
