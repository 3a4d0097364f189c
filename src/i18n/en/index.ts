// English dictionary: the base locale. One top-level block per area of the product, so each
// area's texts live together. Texts quoted in the specification are kept letter for letter.
import type { BaseTranslation } from "../i18n-types";

const en = {
  common: {
    languageName: "English",
    switchLanguage: "العربية",
    switchLanguageLabel: "Switch to Arabic",
    loading: "Loading...",
    close: "Close",
    skipToContent: "Skip to content",
    notFoundTitle: "Page not found",
    notFoundText: "The page you are looking for does not exist or has moved.",
    backHome: "Back to Home",
    copyright: "© {year:number} {provider:string}. All rights reserved.",
  },
  landing: {
    nav: {
      features: "features",
      solutions: "Solutions",
      pricing: "pricing",
      insights: "Insights",
      screener: "Screener",
      invest: "Rockets Invest",
      trade: "Rockets Trade",
      menu: "Menu",
      home: "{product:string} home",
    },
    hero: {
      title: "Find the stocks that are about to move",
      subtitle: "Real-time scanners for US and Saudi markets, built for investors and traders.",
    },
    sections: {
      features: "Features",
      solutions: "Solutions",
      pricing: "Pricing",
      insights: "Investment insights",
    },
    footer: {
      partnerPortal: "Partner Portal",
    },
  },
  auth: {},
  scanner: {},
  dashboard: {},
  admin: {},
  partner: {},
  errors: {
    not_found: "Not found.",
    method_not_allowed: "This method is not allowed here.",
    invalid_json: "The request body is not valid JSON.",
    invalid_input: "Some fields are missing or invalid.",
    payload_too_large: "The request body is larger than 64 KiB.",
    unsupported_media_type: "Send the request body as JSON.",
    csrf: "This request was refused because it did not come from this site.",
    unauthenticated: "Please log in to continue.",
    forbidden: "You do not have access to this.",
    rate_limited: "Too many attempts. Please try again in {seconds:number} seconds.",
    internal: "Something went wrong on our side. Please try again.",
    // accounts (issue: accounts) — add codes below this line

    // market data and partner events — add codes below this line

    // watchlists, recommendations (user portal) — add codes below this line

    // scale-out, support tools — add codes below this line
  },
} satisfies BaseTranslation;

export default en;
