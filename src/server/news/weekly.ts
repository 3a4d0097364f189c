// The weekly report (docs/api.md, "Partner news"): a market's week (New York Monday–Friday,
// Riyadh Sunday–Thursday, named by the ISO week of its Monday): the index's and each sector's
// change from the close before the week to its last close, the best and worst shares over the
// week (the 5,000 largest, as the recap's earlier sessions), and the next week's calendar.

import { type IndexKey, isSectorKey } from "../../shared/insights";
import {
  type NewsMarket,
  RECAP_MOVERS,
  type RecapEvent,
  type RecapEventKind,
  type RecapMover,
  type WeeklyResponse,
} from "../../shared/news";
import { isoWeekMonday, isoWeekOf, marketWeekOf, weekDays } from "../../shared/news-weeks";
import { largest } from "../insights/arithmetic";
import type { Market } from "../market/engine";
import { isoDate } from "../market/history";
import { round, roundPrice } from "../market/state";
import { calendarEventsByDay } from "./recap";
import type { SessionBook } from "./session-book";

export { isoWeekMonday, isoWeekOf, weekDays } from "../../shared/news-weeks";

/** The weeks the report can be made of, oldest first: every week with a completed session that
 * has figures (the history the session book reads, about a year, and the latest session). */
function reportWeeks(m: NewsMarket, sessions: string[]): string[] {
  const weeks: string[] = [];
  for (const d of sessions) {
    const w = marketWeekOf(m, d);
    if (weeks.at(-1) !== w) weeks.push(w);
  }
  return weeks;
}

const pct = (to: number, from: number) => round((to / from - 1) * 100, 2);

export async function weeklyReport(
  market: Market,
  book: SessionBook,
  m: NewsMarket,
  week: string,
): Promise<WeeklyResponse | null> {
  const { from, to } = weekDays(m, week);
  const all = await book.sessions(m);
  const sessions = all.filter((d) => d >= isoDate(from) && d <= isoDate(to));
  if (!sessions.length) return null;
  const b = await book.bars(m);
  const s = market.state;
  const live = book.closedLatest(m);
  const last = sessions.at(-1)!;
  // The close before the week: the last history date before its first session (the session closed
  // today may not be in the history yet, and a week of it alone still has one).
  const t0 = b.dates.findLastIndex((d) => d < sessions[0]!);
  if (t0 < 0) return null;
  const weeks = reportWeeks(m, all);
  const k = weeks.indexOf(week);
  const t1 = b.dates.indexOf(last);
  const level = (key: IndexKey): { from: number; to: number } | null => {
    const h = b.indices.get(key);
    const start = h?.[t0]?.v;
    const end = last === live ? b.live.find((x) => x.key === key)?.value : h?.[t1]?.v;
    return start && end ? { from: start, to: end } : null;
  };
  const index = level("market")!;
  const sectors: WeeklyResponse["sectors"] = [];
  for (const key of b.indices.keys()) {
    if (!isSectorKey(key)) continue;
    const x = level(key);
    if (x) sectors.push({ sector: key, ...x, changePercent: pct(x.to, x.from) });
  }
  sectors.sort((x, y) => y.changePercent - x.changePercent || (x.sector < y.sector ? -1 : 1));
  const changes = new Float64Array(b.members.length).fill(Number.NaN);
  const closes = new Float64Array(b.members.length);
  b.members.forEach((i, j) => {
    const start = b.closes[j]![t0]!;
    const end = last === live ? s.price[i]! : b.closes[j]![t1]!;
    if (start > 0 && end > 0) {
      changes[j] = pct(end, start);
      closes[j] = end;
    }
  });
  const order = Array.from(b.members.keys()).filter((j) => Number.isFinite(changes[j]!));
  const mover = (j: number): RecapMover => {
    const c = s.companies[b.members[j]!]!;
    return {
      symbol: c.symbol,
      name: c.name,
      ...(c.nameAr ? { nameAr: c.nameAr } : {}),
      changePercent: changes[j]!,
      close: roundPrice(closes[j]!),
    };
  };
  // The next week's calendar, day by day.
  const next = weekDays(m, isoWeekOf(isoWeekMonday(week) + 7));
  const byDay = await calendarEventsByDay(market, book, m, isoDate(next.from), isoDate(next.to));
  const events: RecapEvent[] = [];
  for (let d = next.from; d <= next.to; d++) events.push(...(byDay.get(isoDate(d)) ?? []));
  const kinds: RecapEventKind[] = ["earnings", "exDividend", "split", "listing"];
  return {
    market: m,
    week,
    sessions,
    currency: m === "SA" ? "SAR" : "USD",
    index: { ...index, changePercent: pct(index.to, index.from) },
    sectors,
    best: largest(order, (j) => changes[j]!, RECAP_MOVERS).map(mover),
    worst: largest(order, (j) => -changes[j]!, RECAP_MOVERS).map(mover),
    nextWeek: {
      from: isoDate(next.from),
      to: isoDate(next.to),
      events: kinds.map((kind) => {
        const of = events.filter((e) => e.kind === kind);
        return { kind, total: of.length, items: of.slice(0, 10) };
      }),
    },
    simulated: market.provider.name === "sim",
    previous: k > 0 ? weeks[k - 1]! : null,
    next: k >= 0 && k < weeks.length - 1 ? weeks[k + 1]! : null,
  };
}
