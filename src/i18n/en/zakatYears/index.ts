// Zakat years: the reminders before the hawl (e-mail, push, in-app) and the server's errors of the
// saved yearly snapshots — a namespace of its own, so the portfolio page's texts stay apart.
import type { BaseTranslation } from "../../i18n-types";

const en_zakatYears = {
  reminder: {
    subject30: "Your zakat is due in 30 days",
    subject7: "Your zakat is due in 7 days",
    subject1: "Your zakat is due tomorrow",
    /** A reminder sent late (no server ran on its day): the days really left. */
    subjectDays: "Your zakat is due in {count:number} {{day|days}}",
    greeting: "Hello {name:string},",
    hawl: "Your zakat year ends on {hijri:string} ({gregorian:string}), the hawl day of your zakat profile.",
    due: "On today's prices and holdings, the zakat due is {amount:string}.",
    notDue:
      "On today's prices and holdings, your wealth of {wealth:string} is below the nisab of {nisab:string}: no zakat is due yet.",
    snapshot: "On the hawl day the report is saved as this year's record, and it does not change afterwards.",
    simulated: "The prices come from the simulated market, not from the exchange.",
    footer:
      "You get this reminder because you saved a zakat profile. The amounts are an estimate; check them with a scholar.",
    pushBody: "Zakat due on {hijri:string} ({gregorian:string}): {amount:string}.",
  },
  toast: {
    hawl: "Hawl day: {hijri:string} ({gregorian:string}).",
    due: "Zakat due on today's prices: {amount:string}.",
    notDue: "Below the nisab on today's prices: no zakat is due yet.",
    open: "Open the Zakat tab",
  },
  errors: {
    notFound: "No zakat record is saved for the Hijri year {year:string}.",
    invalidYear: "The Hijri year must be a whole number from {min:string} to {max:string}.",
  },
} satisfies BaseTranslation;

export default en_zakatYears;
