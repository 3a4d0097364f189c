// Per-field messages of the API (400 invalid_input with `field`), read by the server: a
// namespace of their own, so the landing page does not ship them.
import type { BaseTranslation } from "../../i18n-types";

// Per-field validation (400 invalid_input with `field`): one sentence naming the field at fault.
const en_validation = {
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    password: "Password",
    name: "Name",
    partnerID: "Partner ID",
    securityKey1: "Security key 1",
    securityKey2: "Security key 2",
    watchlistName: "List name",
    newWatchlistName: "List name",
    otp: "Code",
    code: "Code",
    symbol: "Symbol",
    market: "Market",
    page: "Page",
    filter: "Filter",
    date: "Date",
    type: "Type",
    quantity: "Quantity",
    price: "Price",
    fees: "Fees",
    currency: "Currency",
    note: "Note",
    baseCurrency: "Base currency",
    costMethod: "Cost method",
    zakatMethod: "Zakat method",
    goldPrice: "Gold price",
    year: "Year",
    file: "File",
    indicators: "Chart indicators",
  },
  thisField: "This field",
  required: "{field:string} is required.",
  too_long: "{field:string} is at most {max:number} characters.",
  email: "Enter a valid e-mail address.",
  forbidden_chars: "{field:string} contains characters that are not allowed (control or text-direction characters).",
  invisible: "{field:string} cannot be made only of invisible characters.",
  no_letter: "{field:string} must contain at least one letter.",
  format_chars:
    "{field:string} contains characters that are not allowed (invisible format, line or paragraph separator, or tag characters).",
  unexpected: "The field {field:string} is not expected here.",
  invalid: "{field:string} is not valid.",
} satisfies BaseTranslation;

export default en_validation;
