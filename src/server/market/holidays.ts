// Exchange holidays, 2020–2027, as data: the five-year simulated history and the live sessions
// both read them (history.ts, sessions.ts). Outside these years only the weekly days off apply.
//
// NYSE/NASDAQ: the closures the NYSE has published for each year. Its rules: New Year's Day,
// Martin Luther King Jr. Day (third Monday of January), Washington's Birthday (third Monday of
// February), Good Friday, Memorial Day (last Monday of May), Juneteenth (19 June, from 2022),
// Independence Day, Labor Day (first Monday of September), Thanksgiving (fourth Thursday of
// November) and Christmas; a holiday on a Saturday is observed on the Friday before, on a Sunday
// on the Monday after, and New Year's Day on a Saturday is not moved into the old year (31 Dec
// 2021 and 2027 are trading days). Days of mourning close the market too: 9 January 2025 (President
// Carter). Early closes at 13:00 New York time: the day after Thanksgiving, Christmas Eve on a
// weekday, and 3 July when Independence Day falls on a Tuesday to Friday (not when 3 July is the
// observed holiday itself).
//
// Saudi Exchange (weekend Friday–Saturday): Founding Day (22 February, from 2022) and National Day
// (23 September); when one falls on the weekend the government names a working day instead
// (Thursday 22 Sep 2022, Sunday 24 Sep 2023, Sunday 23 Feb 2025). The Eid al-Fitr and Eid al-Adha
// breaks follow the Umm al-Qura calendar (Eid al-Fitr is 1 Shawwal, Eid al-Adha 10 Dhu al-Hijjah;
// `Intl.DateTimeFormat("en-u-ca-islamic-umalqura")` gives the Gregorian dates) and are announced
// by the exchange a few weeks ahead. The breaks marked "announced" below are the exchange's own
// dates, as are all of 2025; the other past breaks follow its usual pattern around the Umm al-Qura
// date (for Eid al-Fitr the trading days from 28 Ramadan to 4 Shawwal, for Eid al-Adha from the
// Day of Arafah, 9 Dhu al-Hijjah, to 14 Dhu al-Hijjah); those of 2026 and 2027 are expected, to be
// checked against the exchange's announcement each year. One-off closures: Wednesday 23 November
// 2022 (a public holiday after the national team's World Cup win).

/** YYYY-MM-DD dates when the US exchanges are closed all day. */
export const NYSE_HOLIDAYS: readonly string[] = [
  // 2020 (Independence Day on a Saturday: Friday 3 July)
  "2020-01-01",
  "2020-01-20",
  "2020-02-17",
  "2020-04-10",
  "2020-05-25",
  "2020-07-03",
  "2020-09-07",
  "2020-11-26",
  "2020-12-25",
  // 2021 (Independence Day on a Sunday: Monday 5 July; Christmas on a Saturday: Friday 24 Dec)
  "2021-01-01",
  "2021-01-18",
  "2021-02-15",
  "2021-04-02",
  "2021-05-31",
  "2021-07-05",
  "2021-09-06",
  "2021-11-25",
  "2021-12-24",
  // 2022 (New Year's Day on a Saturday: not observed; Juneteenth from this year)
  "2022-01-17",
  "2022-02-21",
  "2022-04-15",
  "2022-05-30",
  "2022-06-20",
  "2022-07-04",
  "2022-09-05",
  "2022-11-24",
  "2022-12-26",
  // 2023
  "2023-01-02",
  "2023-01-16",
  "2023-02-20",
  "2023-04-07",
  "2023-05-29",
  "2023-06-19",
  "2023-07-04",
  "2023-09-04",
  "2023-11-23",
  "2023-12-25",
  // 2024
  "2024-01-01",
  "2024-01-15",
  "2024-02-19",
  "2024-03-29",
  "2024-05-27",
  "2024-06-19",
  "2024-07-04",
  "2024-09-02",
  "2024-11-28",
  "2024-12-25",
  // 2025 (9 January: national day of mourning for President Carter)
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
  "2020-11-27",
  "2020-12-24",
  "2021-11-26",
  "2022-11-25",
  "2023-07-03",
  "2023-11-24",
  "2024-07-03",
  "2024-11-29",
  "2024-12-24",
  "2025-07-03",
  "2025-11-28",
  "2025-12-24",
  "2026-11-27",
  "2026-12-24",
  "2027-11-26",
];

/** YYYY-MM-DD trading days (Sunday–Thursday) when the Saudi Exchange is closed. */
export const SAUDI_HOLIDAYS: readonly string[] = [
  // 2020: Eid al-Fitr (1 Shawwal = Sun 24 May; trading resumed Sun 31 May, announced), Eid al-Adha
  // (10 Dhu al-Hijjah = Fri 31 Jul), National Day.
  "2020-05-24",
  "2020-05-25",
  "2020-05-26",
  "2020-05-27",
  "2020-05-28",
  "2020-07-30",
  "2020-08-02",
  "2020-08-03",
  "2020-08-04",
  "2020-09-23",
  // 2021: Eid al-Fitr (Thu 13 May), Eid al-Adha (Tue 20 Jul; last session Thu 15 Jul, resumed
  // Sun 25 Jul, announced), National Day.
  "2021-05-10",
  "2021-05-11",
  "2021-05-12",
  "2021-05-13",
  "2021-05-16",
  "2021-07-18",
  "2021-07-19",
  "2021-07-20",
  "2021-07-21",
  "2021-07-22",
  "2021-09-23",
  // 2022: Founding Day, Eid al-Fitr (Mon 2 May), Eid al-Adha (Sat 9 Jul; closed Wed 6 Jul,
  // resumed Wed 13 Jul, announced), National Day on a Friday (Thursday 22 Sep instead,
  // announced), the World Cup holiday.
  "2022-02-22",
  "2022-05-01",
  "2022-05-02",
  "2022-05-03",
  "2022-05-04",
  "2022-05-05",
  "2022-07-06",
  "2022-07-07",
  "2022-07-10",
  "2022-07-11",
  "2022-07-12",
  "2022-09-22",
  "2022-11-23",
  // 2023: Founding Day, Eid al-Fitr (Fri 21 Apr), Eid al-Adha (Wed 28 Jun; last session Thu
  // 22 Jun, resumed Sun 2 Jul, announced), National Day on a Saturday (Sunday 24 Sep instead).
  "2023-02-22",
  "2023-04-19",
  "2023-04-20",
  "2023-04-23",
  "2023-04-24",
  "2023-06-25",
  "2023-06-26",
  "2023-06-27",
  "2023-06-28",
  "2023-06-29",
  "2023-09-24",
  // 2024: Founding Day (announced), Eid al-Fitr (Wed 10 Apr; last session Thu 4 Apr, resumed
  // Sun 14 Apr, announced), Eid al-Adha (Sun 16 Jun), National Day (announced).
  "2024-02-22",
  "2024-04-07",
  "2024-04-08",
  "2024-04-09",
  "2024-04-10",
  "2024-04-11",
  "2024-06-16",
  "2024-06-17",
  "2024-06-18",
  "2024-06-19",
  "2024-06-20",
  "2024-09-23",
  // 2025: Founding Day on a Saturday (Sunday 23 Feb instead), Eid al-Fitr (Sun 30 Mar), Eid
  // al-Adha (Fri 6 Jun; last session Wed 4 Jun, resumed Wed 11 Jun), National Day (announced).
  "2025-02-23",
  "2025-03-30",
  "2025-03-31",
  "2025-04-01",
  "2025-04-02",
  "2025-06-05",
  "2025-06-08",
  "2025-06-09",
  "2025-06-10",
  "2025-09-23",
  // 2026: Founding Day, Eid al-Fitr (Fri 20 Mar, expected), Eid al-Adha (Wed 27 May, expected),
  // National Day.
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
  // 2027: Founding Day, Eid al-Fitr (Tue 9 Mar, expected), Eid al-Adha (Sun 16 May, expected),
  // National Day.
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
