// Each language's whole dictionary, namespaces included, as the screens show it (the app loads
// a namespace with its route; a test reads the texts of any screen, the server every namespace).
// tests/unit/dictionaries.test.ts checks that every namespace folder is listed here.

import arMain from "../../src/i18n/ar";
import arAccountPage from "../../src/i18n/ar/accountPage";
import arAdmin from "../../src/i18n/ar/admin";
import arAlerts from "../../src/i18n/ar/alerts";
import arApiErrors from "../../src/i18n/ar/apiErrors";
import arComparator from "../../src/i18n/ar/comparator";
import arDashboard from "../../src/i18n/ar/dashboard";
import arDisclaimer from "../../src/i18n/ar/disclaimer";
import arEmails from "../../src/i18n/ar/emails";
import arFundamentals from "../../src/i18n/ar/fundamentals";
import arHelp from "../../src/i18n/ar/help";
import arInsights from "../../src/i18n/ar/insights";
import arLiveQuotes from "../../src/i18n/ar/liveQuotes";
import arMarketNews from "../../src/i18n/ar/marketNews";
import arNewsletter from "../../src/i18n/ar/newsletter";
import arNotes from "../../src/i18n/ar/notes";
import arPartner from "../../src/i18n/ar/partner";
import arPartnerHome from "../../src/i18n/ar/partnerHome";
import arPasswordReset from "../../src/i18n/ar/passwordReset";
import arPortfolio from "../../src/i18n/ar/portfolio";
import arScreener from "../../src/i18n/ar/screener";
import arSupport from "../../src/i18n/ar/support";
import arTeam from "../../src/i18n/ar/team";
import arTicker from "../../src/i18n/ar/ticker";
import arTickets from "../../src/i18n/ar/tickets";
import arValidation from "../../src/i18n/ar/validation";
import arZakatYears from "../../src/i18n/ar/zakatYears";
import enMain from "../../src/i18n/en";
import enAccountPage from "../../src/i18n/en/accountPage";
import enAdmin from "../../src/i18n/en/admin";
import enAlerts from "../../src/i18n/en/alerts";
import enApiErrors from "../../src/i18n/en/apiErrors";
import enComparator from "../../src/i18n/en/comparator";
import enDashboard from "../../src/i18n/en/dashboard";
import enDisclaimer from "../../src/i18n/en/disclaimer";
import enEmails from "../../src/i18n/en/emails";
import enFundamentals from "../../src/i18n/en/fundamentals";
import enHelp from "../../src/i18n/en/help";
import enInsights from "../../src/i18n/en/insights";
import enLiveQuotes from "../../src/i18n/en/liveQuotes";
import enMarketNews from "../../src/i18n/en/marketNews";
import enNewsletter from "../../src/i18n/en/newsletter";
import enNotes from "../../src/i18n/en/notes";
import enPartner from "../../src/i18n/en/partner";
import enPartnerHome from "../../src/i18n/en/partnerHome";
import enPasswordReset from "../../src/i18n/en/passwordReset";
import enPortfolio from "../../src/i18n/en/portfolio";
import enScreener from "../../src/i18n/en/screener";
import enSupport from "../../src/i18n/en/support";
import enTeam from "../../src/i18n/en/team";
import enTicker from "../../src/i18n/en/ticker";
import enTickets from "../../src/i18n/en/tickets";
import enValidation from "../../src/i18n/en/validation";
import enZakatYears from "../../src/i18n/en/zakatYears";

export const en = {
  ...enMain,
  accountPage: enAccountPage,
  admin: enAdmin,
  alerts: enAlerts,
  apiErrors: enApiErrors,
  comparator: enComparator,
  dashboard: enDashboard,
  disclaimer: enDisclaimer,
  emails: enEmails,
  fundamentals: enFundamentals,
  help: enHelp,
  insights: enInsights,
  marketNews: enMarketNews,
  liveQuotes: enLiveQuotes,
  newsletter: enNewsletter,
  notes: enNotes,
  partner: enPartner,
  partnerHome: enPartnerHome,
  passwordReset: enPasswordReset,
  portfolio: enPortfolio,
  screener: enScreener,
  support: enSupport,
  team: enTeam,
  ticker: enTicker,
  tickets: enTickets,
  validation: enValidation,
  zakatYears: enZakatYears,
};
export const ar = {
  ...arMain,
  accountPage: arAccountPage,
  admin: arAdmin,
  alerts: arAlerts,
  apiErrors: arApiErrors,
  comparator: arComparator,
  dashboard: arDashboard,
  disclaimer: arDisclaimer,
  emails: arEmails,
  fundamentals: arFundamentals,
  help: arHelp,
  insights: arInsights,
  marketNews: arMarketNews,
  liveQuotes: arLiveQuotes,
  newsletter: arNewsletter,
  notes: arNotes,
  partner: arPartner,
  partnerHome: arPartnerHome,
  passwordReset: arPasswordReset,
  portfolio: arPortfolio,
  screener: arScreener,
  support: arSupport,
  team: arTeam,
  ticker: arTicker,
  tickets: arTickets,
  validation: arValidation,
  zakatYears: arZakatYears,
};

/** The namespaces listed above. */
export const NAMESPACES = [
  "accountPage",
  "admin",
  "alerts",
  "apiErrors",
  "comparator",
  "dashboard",
  "disclaimer",
  "emails",
  "fundamentals",
  "help",
  "insights",
  "marketNews",
  "liveQuotes",
  "newsletter",
  "notes",
  "partner",
  "partnerHome",
  "passwordReset",
  "portfolio",
  "screener",
  "support",
  "team",
  "ticker",
  "tickets",
  "validation",
  "zakatYears",
];
