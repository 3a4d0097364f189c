// How often a company pays its dividend (payouts a year), for the simulated dividend calendar,
// the last payout's size and the screener's payout frequency.
//
// Where a company's own schedule is known (its recent declarations) it is listed below; the rest
// follow a rule by market and sector:
// - US listings pay quarterly, the usual American schedule; the known exceptions are the monthly
//   REITs (Realty Income, STAG) and the foreign issuers that follow their home market's habit
//   (European and Chinese companies yearly, Japanese ones and a few UK/Danish ones twice a year).
// - Saudi listings pay twice a year (interim and final), the Exchange's usual schedule; insurers
//   pay once a year; the known exceptions pay quarterly (Aramco, STC, Jarir) or yearly (Saudi
//   Electricity, ACWA Power).

/** Payouts a year of the companies whose schedule differs from their market's rule. */
const KNOWN: Readonly<Record<string, number>> = {
  // US monthly payers.
  O: 12,
  STAG: 12,
  // Foreign issuers listed in the US (ADRs and ordinary shares).
  SAP: 1,
  NVS: 1,
  SNY: 1,
  STLA: 1,
  BABA: 1,
  JD: 1,
  NVO: 2,
  AZN: 2,
  TM: 2,
  SONY: 2,
  // Saudi quarterly payers.
  "2222.SR": 4,
  "7010.SR": 4,
  "4190.SR": 4,
  // Saudi yearly payers.
  "5110.SR": 1,
  "2082.SR": 1,
};

/** Payouts a year of a dividend payer: its known schedule, else its market's and sector's rule. */
export function payoutsPerYear(symbol: string, saudi: boolean, industryGroup?: string): number {
  const known = KNOWN[symbol];
  if (known) return known;
  if (!saudi) return 4;
  return industryGroup === "INS" ? 1 : 2;
}
