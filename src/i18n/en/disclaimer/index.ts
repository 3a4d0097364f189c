// The disclaimer page's texts (/disclaimer): a namespace of its own, loaded with the route, so the
// landing page's first render carries only the footer link's label (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_disclaimer = {
  title: "Disclaimer",
  intro:
    "Please read this before you use {product:string}. By using the site you accept what follows; if you do not, please do not use it.",
  info: {
    title: "Information only, not investment advice",
    text: "Everything {product:string} shows (scanners, gainers and movers, recommendations, screens, charts, figures and articles) is general information for education. It is not investment, financial, legal or tax advice, nor an offer or a recommendation to buy or sell any security. It does not take your goals, your means or your situation into account.",
    decide:
      "Every decision to buy, hold or sell, and its risk, remains yours. Consult a licensed adviser before you invest. Past performance does not guarantee future results, and you may lose part or all of the money you invest.",
  },
  data: {
    title: "Data sources and delays",
    text: "Prices, volumes and company figures come from third-party providers. They may be delayed, incomplete or wrong, and a market's session may be reported late. Do not trade on them without checking with your broker.",
    checking: "Checking the current data source...",
    unknown: "The current data source could not be read; treat every price as possibly delayed or simulated.",
    sources: {
      sim: "The prices on screen now are simulated: they are generated for demonstration and are not real market prices.",
      yahoo: "The prices on screen now come from Yahoo Finance and may be delayed by 15 minutes or more.",
      fmp: "The prices on screen now come from Financial Modeling Prep and may be delayed by 15 minutes or more.",
    },
  },
  shariah: {
    title: "Shariah screening and zakat",
    text: "The Shariah screen applies published financial ratios to the figures we have; it is not a fatwa, and a company's status may change with its latest reports. The zakat calculator gives an estimate from what you enter and is not a fatwa either. Ask a qualified scholar about your own case.",
  },
  liability: {
    title: "No liability",
    text: "{product:string} and {provider:string} give no warranty that the site or its data are accurate, complete or available at all times, and accept no liability for any loss or damage that comes from using them or from relying on them.",
  },
  contact: {
    title: "Questions",
    text: "Write to us at {email:string} if anything here is unclear.",
  },
  back: "Back to the home page",
} satisfies BaseTranslation;

export default en_disclaimer;
