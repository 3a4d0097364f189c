// The route tree, code-based: the 27 partner sections are made from the one list in
// shared/partner-sections.ts, which file-based routing would turn into 27 route files.
// Only the landing page is in the first bundle; every other screen is a lazy chunk.
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  RouterProvider,
  redirect,
} from "@tanstack/react-router";
import type { Locales } from "../i18n/i18n-types";
import type { AppActor } from "../machines/app.machine";
import { isLocale } from "../machines/language.machine";
import { validateExplorerChartSearch, validateTickerSearch } from "../shared/chart-indicators";
import { validateComparatorSearch } from "../shared/comparator";
import { PARTNER_PATHS, type PartnerPath } from "../shared/partner-sections";
import { validatePortfolioSearch, validateZakatYearsSearch } from "../shared/portfolio-search";
import { validateAdminSearch, validateDashboardSearch, validateScannerSearch } from "../shared/screen-search";
import { NotFound } from "../views/common/NotFound";
import { RootLayout } from "../views/common/RootLayout";
import { LandingPage } from "../views/landing/LandingPage";
import { requirePartnerRoute, requireUserRoute, skipPartnerLogin, validateAuthSearch } from "./guards";
import { INSIGHT_SCREENS } from "./insight-screens";

export interface RouterContext {
  app: AppActor;
}

export interface RootSearch {
  lang?: Locales;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): RootSearch => (isLocale(search.lang) ? { lang: search.lang } : {}),
  component: RootLayout,
  notFoundComponent: NotFound,
});

const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: validateAuthSearch,
  component: LandingPage,
});

/** Pathless layout: the one app header above every signed-in page (scanner, dashboard, admin,
 * ticker, account); it asks for a signed-in user. Each role has its one guard on a pathless
 * layout: a user here, an admin in adminLayoutRoute below it, a partner in partnerLayoutRoute. */
const signedInLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "signed-in",
  beforeLoad: ({ context, location }) => requireUserRoute(context.app, location.href),
  component: lazyRouteComponent(() => import("../views/common/SignedInLayout"), "SignedInLayout"),
});

const investmentScreenerRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: "/investment-screener",
  validateSearch: validateScannerSearch,
  component: lazyRouteComponent(() => import("../views/scanner/ScannerPage"), "ScannerPage"),
});

const tradingScreenerRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: "/trading-screener",
  validateSearch: validateDashboardSearch,
  component: lazyRouteComponent(() => import("../views/dashboard/DashboardPage"), "DashboardPage"),
});

/** Pathless layout inside the signed-in one: the pages of the admin role (a user without it goes to /). */
const adminLayoutRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  id: "admin-only",
  beforeLoad: ({ context, location }) => requireUserRoute(context.app, location.href, "admin"),
});

const adminRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: "/admin",
  validateSearch: validateAdminSearch,
  component: lazyRouteComponent(() => import("../views/admin/AdminPage"), "AdminPage"),
});

/** The user's portfolios: holdings, transactions, income, performance, zakat, import and export. */
const portfolioRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: "/portfolio",
  validateSearch: validatePortfolioSearch,
  component: lazyRouteComponent(() => import("../views/portfolio/PortfolioPage"), "PortfolioPage"),
});

/** The zakat years saved on each hawl day (docs/portfolio.md, "Zakat years"); ?year= opens one. */
const zakatYearsRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: "/zakat-years",
  validateSearch: validateZakatYearsSearch,
  component: lazyRouteComponent(() => import("../views/portfolio/ZakatYearsPage"), "ZakatYearsPage"),
});

/** One symbol's page: chart and key figures (any logged-in user; the chart library loads with it). */
const tickerRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: "/ticker/$symbol",
  // The chart's indicators (?ind=rsi,macd,sma50): unknown words dropped.
  validateSearch: validateTickerSearch,
  component: lazyRouteComponent(() => import("../views/ticker/TickerPage"), "TickerPage"),
});

/** The user's own account: profile, language, password, sessions, data download and deletion. */
const accountRoute = createRoute({
  getParentRoute: () => signedInLayoutRoute,
  path: "/account",
  component: lazyRouteComponent(() => import("../views/account/AccountPage"), "AccountPage"),
});

/** The page of a code e-mail's sign-in link: a button posts the token (never on load). */
const signInLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/sign-in-link",
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: lazyRouteComponent(() => import("../views/auth/SignInLinkPage"), "SignInLinkPage"),
});

/** The page of the forgot-password e-mail's link: a button posts the token (never on load). */
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/reset-password",
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: lazyRouteComponent(() => import("../views/auth/ResetPasswordPage"), "ResetPasswordPage"),
});

/** The page of a team invitation's link: the button (never the page load) uses the token. */
/** The page of a partner sign-in link e-mail: a button posts the token (never on load). */
const partnerSignInLinkRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/partner/sign-in-link",
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: lazyRouteComponent(() => import("../views/partner/PartnerSignInLinkPage"), "PartnerSignInLinkPage"),
});

const joinTeamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/partner/join",
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === "string" ? { token: search.token } : {},
  component: lazyRouteComponent(() => import("../views/team/JoinTeam"), "JoinTeamPage"),
});

/** The disclaimer, for every visitor (linked from the footer of every page). */
const disclaimerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/disclaimer",
  component: lazyRouteComponent(() => import("../views/disclaimer/DisclaimerPage"), "DisclaimerPage"),
});

/** The newsletter e-mails' links (no session): confirm a subscription, unsubscribe. */
const newsletterLinkSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === "string" && search.token.length <= 300 ? { token: search.token } : {};
const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/newsletter/confirm",
  validateSearch: newsletterLinkSearch,
  component: lazyRouteComponent(() => import("../views/newsletter/NewsletterLinkPage"), "NewsletterConfirmPage"),
});
const newsletterUnsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/newsletter/unsubscribe",
  validateSearch: newsletterLinkSearch,
  component: lazyRouteComponent(() => import("../views/newsletter/NewsletterLinkPage"), "NewsletterUnsubscribePage"),
});

const partnerLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/partner/login",
  beforeLoad: ({ context }) => skipPartnerLogin(context.app),
  component: lazyRouteComponent(() => import("../views/partner/PartnerLogin"), "PartnerLogin"),
});

const partnerIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/partner",
  beforeLoad: () => {
    throw redirect({ to: "/partner/dashboard" });
  },
});

/** Pathless layout: the branded partner sidebar around every partner screen but login. */
const partnerLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "partner-layout",
  beforeLoad: ({ context }) => requirePartnerRoute(context.app),
  component: lazyRouteComponent(() => import("../views/partner/PartnerLayout"), "PartnerLayout"),
});

/** The six fundamentals sections: one screen module, a named export each. */
function fundamentalsScreens() {
  const load = () => import("../views/fundamentals/FundamentalsScreen");
  return {
    "/partner/fundamentals/financial-summary": lazyRouteComponent(load, "FinancialSummary"),
    "/partner/fundamentals/growth-metrics": lazyRouteComponent(load, "GrowthMetrics"),
    "/partner/fundamentals/valuation-metrics": lazyRouteComponent(load, "ValuationMetrics"),
    "/partner/fundamentals/analyst-ratings": lazyRouteComponent(load, "AnalystRatings"),
    "/partner/fundamentals/insider-activity": lazyRouteComponent(load, "InsiderActivity"),
    "/partner/fundamentals/institutional-ownership": lazyRouteComponent(load, "InstitutionalOwnership"),
  } satisfies Partial<Record<PartnerPath, ReturnType<typeof lazyRouteComponent>>>;
}

/** Every partner section's screen but the comparator's (its route is its own, below): a section
 * added to PARTNER_SECTIONS without a screen here is a type error, so none falls to a placeholder. */
const PARTNER_SCREENS: Record<
  Exclude<PartnerPath, "/partner/tools/comparator">,
  ReturnType<typeof lazyRouteComponent>
> = {
  "/partner/events/earnings": lazyRouteComponent(() => import("../views/partner/EarningsCalendar"), "EarningsCalendar"),
  "/partner/events/ipo": lazyRouteComponent(() => import("../views/partner/IpoCalendar"), "IpoCalendar"),
  "/partner/events/dividends": lazyRouteComponent(
    () => import("../views/partner/DividendsTracker"),
    "DividendsTracker",
  ),
  "/partner/events/splits": lazyRouteComponent(() => import("../views/partner/StockSplits"), "StockSplits"),
  "/partner/tools/explorer": lazyRouteComponent(() => import("../views/ticker/PartnerExplorer"), "PartnerExplorer"),
  ...fundamentalsScreens(),
  "/partner/screener/ready-usa": lazyRouteComponent(() => import("../views/screener/ReadyScreens"), "ReadyUsa"),
  "/partner/screener/ready-ksa": lazyRouteComponent(() => import("../views/screener/ReadyScreens"), "ReadyKsa"),
  "/partner/screener/pro-usa": lazyRouteComponent(() => import("../views/screener/ProScreener"), "ProUsa"),
  "/partner/screener/pro-ksa": lazyRouteComponent(() => import("../views/screener/ProScreener"), "ProKsa"),
  "/partner/settings/page": lazyRouteComponent(() => import("../views/partner/SettingsPage"), "SettingsPage"),
  "/partner/settings/layout": lazyRouteComponent(() => import("../views/team/LayoutSettings"), "LayoutSettings"),
  "/partner/settings/access": lazyRouteComponent(() => import("../views/team/TeamAccess"), "TeamAccess"),
  "/partner/tools/watchlist": lazyRouteComponent(() => import("../views/team/TeamWatchlist"), "TeamWatchlist"),
  ...INSIGHT_SCREENS,
  "/partner/news/newsletter": lazyRouteComponent(() => import("../views/newsletter/NewsletterPage"), "NewsletterPage"),
  "/partner/news/recap": lazyRouteComponent(() => import("../views/news/RecapPage"), "RecapPage"),
  "/partner/news/feed": lazyRouteComponent(() => import("../views/news/FeedPage"), "FeedPage"),
  "/partner/news/weekly-report": lazyRouteComponent(() => import("../views/news/WeeklyReport"), "WeeklyReport"),
};

/** The portal's home: markets, movers, today's events, and the news and team pages. */
const partnerDashboardRoute = createRoute({
  getParentRoute: () => partnerLayoutRoute,
  path: "/partner/dashboard",
  component: lazyRouteComponent(() => import("../views/partnerHome/PartnerHome"), "PartnerHome"),
});

/** A search left as it came. */
function keepSearch(search: Record<string, unknown>): Record<string, unknown> {
  return search;
}

/** The explorer's symbol (?symbol=…), a ticker symbol or nothing. */
export function validateExplorerSearch(search: Record<string, unknown>): { symbol?: string } {
  const symbol = search.symbol;
  return typeof symbol === "string" && /^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/.test(symbol) ? { symbol } : {};
}

const partnerExplorerRoute = createRoute({
  getParentRoute: () => partnerLayoutRoute,
  path: "/partner/tools/explorer",
  validateSearch: validateExplorerChartSearch,
  component: PARTNER_SCREENS["/partner/tools/explorer"],
});

/** The comparator: its symbols and range in the address (?symbols=AAPL,2222.SR&range=1Y). */
const partnerComparatorRoute = createRoute({
  getParentRoute: () => partnerLayoutRoute,
  path: "/partner/tools/comparator",
  validateSearch: validateComparatorSearch,
  component: lazyRouteComponent(() => import("../views/comparator/Comparator"), "Comparator"),
});

const partnerSectionRoutes = PARTNER_PATHS.filter(
  (path): path is Exclude<PartnerPath, "/partner/tools/comparator" | "/partner/tools/explorer"> =>
    path !== "/partner/tools/explorer" && path !== "/partner/tools/comparator",
).map((path) =>
  createRoute({
    getParentRoute: () => partnerLayoutRoute,
    path,
    // The fundamentals sections keep their company in the address (?symbol=…), like the explorer;
    // other sections keep their search as it is (the screener's screen lives there).
    validateSearch: path.startsWith("/partner/fundamentals/") ? validateExplorerSearch : keepSearch,
    component: PARTNER_SCREENS[path],
  }),
);

const routeTree = rootRoute.addChildren([
  landingRoute,
  signedInLayoutRoute.addChildren([
    investmentScreenerRoute,
    tradingScreenerRoute,
    adminLayoutRoute.addChildren([adminRoute]),
    tickerRoute,
    accountRoute,
    portfolioRoute,
    zakatYearsRoute,
  ]),
  signInLinkRoute,
  resetPasswordRoute,
  disclaimerRoute,
  newsletterConfirmRoute,
  newsletterUnsubscribeRoute,
  partnerLoginRoute,
  joinTeamRoute,
  partnerSignInLinkRoute,
  partnerIndexRoute,
  partnerLayoutRoute.addChildren([
    partnerDashboardRoute,
    partnerExplorerRoute,
    partnerComparatorRoute,
    ...partnerSectionRoutes,
  ]),
]);

export function createAppRouter(app: AppActor) {
  return createRouter({
    routeTree,
    context: { app },
    defaultPreload: "intent",
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The router's view, exported from this lazily loaded module so the first bundle does not need it. */
export function RouterView({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

export { Outlet };
