// Each language's whole dictionary, namespaces included, as the screens show it (the app loads
// a namespace with its route; a test reads the texts of any screen).
import arMain from "../../src/i18n/ar";
import arAdmin from "../../src/i18n/ar/admin";
import arAlerts from "../../src/i18n/ar/alerts";
import arDashboard from "../../src/i18n/ar/dashboard";
import arFundamentals from "../../src/i18n/ar/fundamentals";
import arInsights from "../../src/i18n/ar/insights";
import arScreener from "../../src/i18n/ar/screener";
import arSupport from "../../src/i18n/ar/support";
import arTicker from "../../src/i18n/ar/ticker";
import enMain from "../../src/i18n/en";
import enAdmin from "../../src/i18n/en/admin";
import enAlerts from "../../src/i18n/en/alerts";
import enDashboard from "../../src/i18n/en/dashboard";
import enFundamentals from "../../src/i18n/en/fundamentals";
import enInsights from "../../src/i18n/en/insights";
import enScreener from "../../src/i18n/en/screener";
import enSupport from "../../src/i18n/en/support";
import enTicker from "../../src/i18n/en/ticker";

export const en = {
  ...enMain,
  admin: enAdmin,
  alerts: enAlerts,
  dashboard: enDashboard,
  support: enSupport,
  ticker: enTicker,
  screener: enScreener,
  insights: enInsights,
  fundamentals: enFundamentals,
};
export const ar = {
  ...arMain,
  admin: arAdmin,
  alerts: arAlerts,
  dashboard: arDashboard,
  support: arSupport,
  ticker: arTicker,
  screener: arScreener,
  insights: arInsights,
  fundamentals: arFundamentals,
};
