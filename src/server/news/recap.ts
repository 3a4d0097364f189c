// A session's recap (docs/api.md, "Partner news"): its figures (session-book.ts), the notable
// events of its day from the calendars, and the words (recap-text.ts).
import type { Locales } from "../../i18n/i18n-types";
import { splitRatio } from "../../shared/format";
import type { NewsMarket, RecapEvent, RecapFigures, RecapResponse } from "../../shared/news";
import type { Market } from "../market/engine";
import { writeRecap } from "./recap-text";
import { type SessionBook, sortEvents } from "./session-book";

/** The calendar events of a market's day: earnings reported, dividends going ex, splits, new
 * listings (IPOs priced that day on the market's exchanges). */
export async function calendarEvents(
  market: Market,
  book: SessionBook,
  m: NewsMarket,
  date: string,
): Promise<RecapEvent[]> {
  return (await calendarEventsByDay(market, book, m, date, date)).get(date) ?? [];
}

/** The calendar events of each day from `from` to `to` (ISO dates), as calendarEvents gives
 * them for each day, from one read of each calendar: a calendar goes through the whole universe
 * whatever its range, so a week read day by day cost seven times one read. */
export async function calendarEventsByDay(
  market: Market,
  book: SessionBook,
  m: NewsMarket,
  from: string,
  to: string,
): Promise<Map<string, RecapEvent[]>> {
  const state = market.state;
  const mine = (symbol: string) => {
    const i = state.index.get(symbol);
    return i !== undefined && (state.currencies[i] === "SAR") === (m === "SA") ? i : undefined;
  };
  const cal = market.calendars;
  const [earnings, dividends, splits, ipos] = await Promise.all([
    cal.earnings(from, to),
    cal.dividends(from, to),
    cal.splits(from, to),
    cal.ipos(from, to),
  ]);
  const days = new Map<
    string,
    { earnings: RecapEvent[]; exDividend: RecapEvent[]; split: RecapEvent[]; listing: RecapEvent[] }
  >();
  const of = (date: string) => {
    const day = days.get(date) ?? { earnings: [], exDividend: [], split: [], listing: [] };
    days.set(date, day);
    return day;
  };
  const add = (
    kind: "earnings" | "exDividend" | "split",
    list: { symbol: string; date: string }[],
    detail?: (x: never) => string,
  ) => {
    for (const x of list) {
      if (x.date < from || x.date > to) continue;
      const i = mine(x.symbol);
      if (i !== undefined) of(x.date)[kind].push(book.event(kind, i, detail?.(x as never)));
    }
  };
  add("earnings", earnings);
  add("exDividend", dividends);
  add("split", splits, (x: { numerator: number; denominator: number }) => splitRatio(x.numerator, x.denominator));
  for (const x of ipos)
    if (x.date >= from && x.date <= to && x.actions === "Priced" && (x.exchange === "Saudi") === (m === "SA"))
      of(x.date).listing.push({ kind: "listing", symbol: x.symbol, name: x.company });
  const out = new Map<string, RecapEvent[]>();
  for (const [date, day] of days)
    out.set(date, [
      ...sortEvents(day.earnings),
      ...sortEvents(day.exDividend),
      ...sortEvents(day.split),
      ...sortEvents(day.listing),
    ]);
  return out;
}

interface RecapParts {
  figures: RecapFigures;
  previous: string | null;
  next: string | null;
}

/** The figures of a completed session and its neighbours, or null when the day has none. */
export async function recapFigures(
  market: Market,
  book: SessionBook,
  m: NewsMarket,
  date: string,
): Promise<RecapParts | null> {
  const source = await book.source(m, date);
  if (!source) return null;
  const { crosses, ...figures } = await book.figures(m, source);
  const events = [...(await calendarEvents(market, book, m, date)), ...crosses];
  const sessions = await book.sessions(m);
  const k = sessions.indexOf(date);
  return {
    figures: { ...figures, events },
    previous: k > 0 ? sessions[k - 1]! : null,
    next: k >= 0 && k < sessions.length - 1 ? sessions[k + 1]! : null,
  };
}

export function recapResponse(
  m: NewsMarket,
  date: string,
  lang: Locales,
  parts: RecapParts,
  simulated: boolean,
): RecapResponse {
  const text = writeRecap(lang, m, date, parts.figures, simulated);
  return {
    market: m,
    date,
    language: lang,
    headline: text.headline,
    body: text.paragraphs.join("\n\n"),
    figures: parts.figures,
    simulated,
    previous: parts.previous,
    next: parts.next,
  };
}
