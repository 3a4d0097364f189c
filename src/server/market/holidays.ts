// Exchange holidays, 2025–2027, as data. Outside these years only the weekly days off apply.
//
// NYSE/NASDAQ: the dates the NYSE has published for 2025–2027 (its holiday rules: a holiday on
// a Saturday is observed on the Friday before, on a Sunday on the Monday after; New Year's Day
// on a Saturday is not moved into the old year), including the national day of mourning of
// 9 January 2025, and the early closes at 13:00 New York time.
//
// Saudi Exchange: Founding Day (22 February) and National Day (23 September) when they fall on a
// trading day, and the Eid al-Fitr and Eid al-Adha breaks. The Eid dates follow the Umm al-Qura
// calendar and the exchange announces each break a few weeks ahead; the dates below for 2025 are
// the announced ones and, for 2026 and 2027, the expected ones following the exchange's usual
// pattern (from the last trading days of Ramadan, or from the Day of Arafah, for about four
// trading days). Check them against the exchange's announcement each year.

/** YYYY-MM-DD dates when the US exchanges are closed all day. */
export const NYSE_HOLIDAYS: readonly string[] = [
  // 2025
  "2025-01-01",
  "2025-01-09",
  "2025-01-20",
  "2025-02-17",
  "2025-04-18",
  "2025-05-26",
  "2025-06-19",
  "2025-07-04",
  "2025-09-01",
  "2025-11-27",
  "2025-12-25",
  // 2026
  "2026-01-01",
  "2026-01-19",
  "2026-02-16",
  "2026-04-03",
  "2026-05-25",
  "2026-06-19",
  "2026-07-03",
  "2026-09-07",
  "2026-11-26",
  "2026-12-25",
  // 2027
  "2027-01-01",
  "2027-01-18",
  "2027-02-15",
  "2027-03-26",
  "2027-05-31",
  "2027-06-18",
  "2027-07-05",
  "2027-09-06",
  "2027-11-25",
  "2027-12-24",
];

/** YYYY-MM-DD dates when the US exchanges close at 13:00 New York time. */
export const NYSE_EARLY_CLOSES: readonly string[] = [
  "2025-07-03",
  "2025-11-28",
  "2025-12-24",
  "2026-11-27",
  "2026-12-24",
  "2027-11-26",
];

/** YYYY-MM-DD trading days (Sunday–Thursday) when the Saudi Exchange is closed. */
export const SAUDI_HOLIDAYS: readonly string[] = [
  // 2025: Eid al-Fitr, Eid al-Adha, National Day (Founding Day fell on a Saturday).
  "2025-03-30",
  "2025-03-31",
  "2025-04-01",
  "2025-04-02",
  "2025-06-05",
  "2025-06-08",
  "2025-06-09",
  "2025-06-10",
  "2025-09-23",
  // 2026: Founding Day, Eid al-Fitr (expected), Eid al-Adha (expected), National Day.
  "2026-02-22",
  "2026-03-19",
  "2026-03-22",
  "2026-03-23",
  "2026-03-24",
  "2026-05-26",
  "2026-05-27",
  "2026-05-28",
  "2026-05-31",
  "2026-09-23",
  // 2027: Founding Day, Eid al-Fitr (expected), Eid al-Adha (expected), National Day.
  "2027-02-22",
  "2027-03-09",
  "2027-03-10",
  "2027-03-11",
  "2027-03-14",
  "2027-05-16",
  "2027-05-17",
  "2027-05-18",
  "2027-05-19",
  "2027-09-23",
];
