// The server's error messages (docs/api.md, Conventions): a namespace of their own, so the landing
// page does not ship them; the server reads every namespace, screens show the message it sends.
import type { BaseTranslation } from "../../i18n-types";

const en_apiErrors = {
  not_found: "Not found.",
  method_not_allowed: "This method is not allowed here.",
  invalid_json: "The request body is not valid JSON.",
  invalid_input: "Some fields are missing or invalid.",
  payload_too_large: "The request body is larger than 64 KiB.",
  unsupported_media_type: "Send the request body as JSON.",
  csrf: "This request was refused because it did not come from this site.",
  unauthenticated: "Please log in to continue.",
  forbidden: "You do not have access to this.",
  rate_limited: "Too many attempts. Please try again in {wait:string}.",
  internal: "Something went wrong on our side. Please try again.",
  // accounts (issue: accounts) — add codes below this line
  invalid_credentials: "Invalid e-mail or password.",
  partner_invalid_credentials: "These partner credentials are not valid.",
  email_unverified: "Please verify your e-mail with the code we sent before logging in.",
  email_taken: "An account with this e-mail already exists.",
  password_too_short: "The password must have at least {min:number} characters.",
  password_too_long: "The password must have at most {max:number} characters.",
  password_common: "This password is too common. Please choose another one.",
  otp_invalid: "The code is not correct. Attempts left: {attemptsLeft:number}.",
  otp_expired: "OTP has expired. Please request a new one.",
  otp_locked: "Too many wrong codes. Please request a new one.",
  otp_cooldown: "Please wait {wait:string} before asking for a new code.",
  otp_not_pending: "No registration is waiting for a code with this e-mail.",
  mail_failed: "We could not send the e-mail. Please try again.",

  // account hardening (lockout, sign-in by code, busy) — add codes below this line
  login_locked:
    "Too many failed logins. Try again in {minutes:number} minutes, or sign in with a code we e-mail to you: that e-mail also has a sign-in link, which works even when others have typed wrong passwords or codes.",
  register_other_browser:
    "This code works only in the browser where this account was registered last. Enter it there, or register again in this browser to get a new code.",
  link_invalid: "This sign-in link has expired or was already used. Ask for a new code to get a new link.",
  partner_login_locked:
    "Too many failed sign-ins. Try again in {minutes:number} minutes, or ask for a sign-in link by e-mail: it works even when others have typed wrong passwords.",
  partner_link_invalid:
    "This sign-in link has expired or was already used. Ask for a new one on the partner login page.",
  reset_locked: "Too many wrong codes. Open the link in the same e-mail instead: it still works.",
  reset_link_invalid:
    "This password reset link has expired or was already used. Ask for a new one from the login page.",
  reset_expired: "The time to choose a new password ran out. Please ask for a new code.",
  busy: "The server is busy right now. Please try again in a moment.",

  // market data and partner events — add codes below this line
  unknown_scanner: "There is no such scanner.",
  upgrade_required: "This address only accepts WebSocket connections.",

  // live connections (realtime hub) — add codes below this line
  too_many_sockets: "This session already has {max:number} live connections open. Close one to open another.",

  // watchlists, recommendations (user portal) — add codes below this line
  watchlist_name_required: "Please enter a name.",
  watchlist_name_too_long: "A watchlist name can have at most {max:number} characters.",
  watchlist_name_taken: "You already created a watchlist with this name.",
  watchlist_limit: "You can have at most {max:number} watchlists. Delete one to create another.",
  watchlist_full: "A watchlist holds at most {max:number} tickers. Remove one to add another.",
  watchlist_not_found: "This watchlist does not exist.",
  watchlist_scanner_unknown: "This scanner does not exist.",
  watchlist_symbol_unknown: "{symbol:string} is not a known ticker.",
  ticker_already_listed: "{symbol:string} is already in this watchlist.",
  ticker_not_listed: "{symbol:string} is not in this watchlist.",
  recommendation_symbol_unknown: "{symbol:string} is not a known ticker.",
  recommendation_not_found: "This recommendation does not exist.",
  recommendation_stop_loss_order: "The stop loss must be below every entry of a long recommendation.",
  recommendation_target_order: "Target {n:number} must be above every entry of a long recommendation.",

  // ticker page — add codes below this line
  unknown_symbol: "There is no ticker {symbol:string}.",
  invalid_range: "Choose a range: 1M, 3M, 6M, 1Y or 5Y.",
  invalid_interval: "Choose an interval: 1m, 5m or 15m.",
  intraday_unavailable: "Intraday bars are not available from this data source.",
  intraday_failed: "The data source did not send today's bars. Please try again in a moment.",
  unknown_section: "There is no such section.",
  no_fundamentals: "No fundamentals for this ticker.",

  // scale-out, support tools — add codes below this line
  user_not_found: "No user has this e-mail.",
  account_verified: "This account's e-mail is already verified, so it needs no code.",

  // server hardening: malformed and cut-off requests — add codes below this line
  bad_request: "This request is malformed.",
  request_aborted: "The request ended before its body was complete.",

  // portfolios — add codes below this line
  portfolio_limit: "You can have at most {max:number} portfolios. Delete one to create another.",
  portfolio_not_found: "This portfolio does not exist.",
  transaction_limit: "A portfolio holds at most {max:number} transactions.",
  transaction_not_found: "This transaction does not exist.",
  holding_not_found: "This portfolio has no transactions in {symbol:string}.",
  sale_exceeds_holding: "The quantity sold is more than the {held:number} shares of {symbol:string} held on that date.",
  insufficient_cash:
    "The cash held on {date:string} is {cash:number} {currency:string}: a withdrawal or fee beyond it is refused (a buy beyond it counts as a deposit).",
  split_ratio_required:
    "Enter the split ratio as the quantity (2 for a 2-for-1 split): the splits calendar has no split of {symbol:string} on that date.",
  future_date: "The date cannot be in the future.",
  negative_amount: "{field:string} cannot be negative.",
  csv_too_large: "The file is larger than 2 MB.",
  csv_content_type: "Send the file as text/csv.",
  csv_no_header:
    "The file has no header line naming its columns (date, type, symbol, quantity, price, fees, currency).",
  csv_missing_column: "The file has no column for {field:string}.",
  import_invalid: "Nothing was imported: rows with errors: {count:number}. Fix them and import again.",
  date_too_early: "The date cannot be before {min:string}.",
  csv_row_limit: "The file has more than {max:number} rows. Split it into files of {max:number} rows at most.",

  // Rocket Movers (GET /work/movers): a bad parameter, named — add codes below this line
  movers_market: "The market parameter must be US or SA.",
  movers_kind: "The kind parameter must be losers, active, value or unusual.",
  movers_limit: "The limit parameter must be a whole number from 1 to {max:number}.",

  // reports made on the server (PNG, PDF) — add codes below this line
  // the admin's gold and silver price (PUT /admin/gold-price) — add codes below this line
  metal_price_range: "The price per gram must be more than 0 and at most 1,000,000.",

  renderer_unavailable:
    "The image and PDF of this report cannot be made on the server right now: its rendering browser is missing or did not start. The report itself still opens on its page.",
} satisfies BaseTranslation;

export default en_apiErrors;
