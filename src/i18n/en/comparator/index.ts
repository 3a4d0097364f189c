// The partner comparator: a namespace of its own, loaded with the route (docs/architecture.md,
// Texts); the server reads its errors for the comparison call's 400s.
import type { BaseTranslation } from "../../i18n-types";

const en_comparator = {
  title: "Comparator",
  intro:
    "Compare up to {max:number} symbols of either market: their prices rebased to 100 at the start of the range, and their key figures.",
  search: {
    label: "Add a symbol",
  },
  chosen: "Symbols compared",
  remove: "Remove {symbol:string}",
  full: "You can compare at most {max:number} symbols. Remove one to add another.",
  duplicate: "{symbol:string} is already compared.",
  empty: "Add a symbol to start the comparison. You can mix US and Saudi symbols.",
  rangeLabel: "Range",
  ranges: { "1M": "1M", "3M": "3M", "6M": "6M", YTD: "YTD", "1Y": "1Y", "5Y": "5Y" },
  rangeNames: {
    "1M": "One month",
    "3M": "Three months",
    "6M": "Six months",
    YTD: "Year to date",
    "1Y": "One year",
    "5Y": "Five years",
  },
  chart: {
    heading: "Performance",
    rebased: "Each price rebased to 100 at its close on or before {date:string}.",
    label: "Prices of {symbols:string} rebased to 100 at the start of the range",
    readout: "{date:string}",
  },
  table: {
    heading: "Key figures",
    figure: "Figure",
    price: "Price",
    changeToday: "Change today",
    rangeChange: "Change over the range",
    pe: "P/E",
    pb: "P/B",
    evEbitda: "EV/EBITDA",
    revenueGrowth: "Revenue growth (latest year)",
    epsGrowth: "EPS growth (latest year)",
    dividendYield: "Dividend yield",
    shariah: "Shariah status",
    unknown: "Not available",
  },
  shariah: {
    compliant: "Compliant",
    "non-compliant": "Not compliant",
    unknown: "Undetermined",
    none: "No data",
  },
  loading: "Loading the comparison…",
  failed: "The comparison could not be loaded.",
  retry: "Try again",
  download: "Download PNG",
  downloadFailed: "The image could not be saved.",
  errors: {
    symbolsRequired: "Choose at least one symbol to compare.",
    tooMany: "Compare at most {max:number} symbols at once.",
    range: "The range must be 1M, 3M, 6M, YTD, 1Y or 5Y.",
  },
} satisfies BaseTranslation;

export default en_comparator;
