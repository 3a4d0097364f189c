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
  const state = market.state;
  const mine = (symbol: string) => {
    const i = state.index.get(symbol);
    return i !== undefined && (state.currencies[i] === "SAR") === (m === "SA") ? i : undefined;
  };
  const cal = market.calendars;
  const [earnings, dividends, splits, ipos] = await Promise.all([
    cal.earnings(date, date),
    cal.dividends(date, date),
    cal.splits(date, date),
    cal.ipos(date, date),
  ]);
  const out: RecapEvent[] = [];
  const add = (kind: RecapEvent["kind"], list: { symbol: string }[], detail?: (x: never) => string) => {
    const events: RecapEvent[] = [];
    for (const x of list) {
      const i = mine(x.symbol);
      if (i !== undefined) events.push(book.event(kind, i, detail?.(x as never)));
    }
    out.push(...sortEvents(events));
  };
  add("earnings", earnings);
  add("exDividend", dividends);
  add("split", splits, (x: { numerator: number; denominator: number }) => splitRatio(x.numerator, x.denominator));
  const listings = ipos
    .filter((x) => x.actions === "Priced" && (x.exchange === "Saudi") === (m === "SA"))
    .map((x): RecapEvent => ({ kind: "listing", symbol: x.symbol, name: x.company }));
  out.push(...sortEvents(listings));
  return out;
}

export interface RecapParts {
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
