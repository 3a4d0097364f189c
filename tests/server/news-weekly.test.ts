// The weekly report (docs/api.md, "Partner news"): a market's trading week by its ISO week, the
// index and sector changes against the Indices screen's points, the best and worst shares against
// the ticker page's bars, the next week's calendar, 404 no_session and the 400s. Clock: Wednesday
// 18 November 2026, 15:00 UTC on the exchanges' real hours (week 2026-W47 is under way).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { isoWeekMonday, isoWeekOf } from "../../src/server/news/weekly";
import type { IndicesResponse } from "../../src/shared/insights";
import type { WeeklyResponse } from "../../src/shared/news";
import { marketWeekOf } from "../../src/shared/news-weeks";
import type { DailyBar } from "../../src/shared/ticker";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let partner: TestAccount;
beforeAll(async () => {
  s = await testServer({ env: { MARKET_CLOCK: "real" } });
  await s.services.market.step();
  partner = await testPartner(s.services);
});
afterAll(() => s.close());

const get = async <T>(path: string, lang = "en") => {
  const res = await s.request(`/api/v1/${path}`, { cookie: partner.cookie, headers: { "accept-language": lang } });
  return { status: res.status, body: (await res.json()) as T };
};

test("ISO weeks: 2026-W47 starts on Monday 16 November; a day's week", () => {
  expect(new Date(isoWeekMonday("2026-W47") * 86_400_000).toISOString().slice(0, 10)).toBe("2026-11-16");
  expect(isoWeekOf(Date.UTC(2026, 10, 18) / 86_400_000)).toBe("2026-W47");
  expect(isoWeekOf(Date.UTC(2027, 0, 1) / 86_400_000)).toBe("2026-W53");
});

test("last week in New York: index and sectors from the Indices points, movers from the bars", async () => {
  const { status, body } = await get<WeeklyResponse>("partner/news/weekly?market=US&week=2026-W46");
  expect(status).toBe(200);
  expect(body.sessions).toEqual(["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"]);
  expect(body.simulated).toBe(true);
  const indices = (await get<IndicesResponse>("partner/insights/indices?market=US")).body.indices;
  const at = (key: string, t: string) => indices.find((x) => x.key === key)!.history.find((p) => p.t === t)!.v;
  expect(body.index.from).toBe(at("market", "2026-11-06"));
  expect(body.index.to).toBe(at("market", "2026-11-13"));
  expect(body.index.changePercent).toBeCloseTo((body.index.to / body.index.from - 1) * 100, 2);
  for (const x of body.sectors) expect(x.to).toBe(at(x.sector, "2026-11-13"));
  for (let k = 1; k < body.sectors.length; k++)
    expect(body.sectors[k - 1]!.changePercent).toBeGreaterThanOrEqual(body.sectors[k]!.changePercent);
  for (const m of [...body.best, ...body.worst]) {
    const bars = (await get<{ bars: DailyBar[] }>(`work/ticker/${m.symbol}/history?range=1M`)).body.bars;
    const c = (t: string) => bars.find((b) => b.t === t)!.c;
    expect(m.close).toBe(c("2026-11-13"));
    expect(m.changePercent).toBeCloseTo((c("2026-11-13") / c("2026-11-06") - 1) * 100, 2);
  }
  expect(body.best[0]!.changePercent).toBeGreaterThanOrEqual(body.worst[0]!.changePercent);
  // The next week's calendar: its earnings are the calendar's, counted whole.
  expect([body.nextWeek.from, body.nextWeek.to]).toEqual(["2026-11-16", "2026-11-20"]);
  const state = s.services.market.state;
  const earnings = (await s.services.market.calendars.earnings("2026-11-16", "2026-11-20")).filter(
    (e) => state.currencies[state.index.get(e.symbol) ?? -1] === "USD",
  );
  expect(body.nextWeek.events.find((e) => e.kind === "earnings")!.total).toBe(earnings.length);
});

test("this week in Riyadh: Sunday to Wednesday's close, the last one the market at its close", async () => {
  const { body } = await get<WeeklyResponse>("partner/news/weekly?market=SA");
  expect(body.week).toBe("2026-W47");
  expect(body.sessions).toEqual(["2026-11-15", "2026-11-16", "2026-11-17", "2026-11-18"]);
  const live = (await get<IndicesResponse>("partner/insights/indices?market=SA")).body.indices[0]!;
  expect(body.index.to).toBe(live.value);
  expect([body.nextWeek.from, body.nextWeek.to]).toEqual(["2026-11-22", "2026-11-26"]);
});

test("404 no_session for a week without a completed session; 400 naming week or format", async () => {
  const future = await get<{ code: string }>("partner/news/weekly?market=US&week=2027-W10");
  expect([future.status, future.body.code]).toEqual([404, "no_session"]);
  for (const [q, field] of [
    ["market=US&week=2026-47", "week"],
    ["market=US&week=2026-W60", "week"],
    ["market=US&week=2026-W46&format=gif", "format"],
    ["week=2026-W46", "market"],
  ] as const) {
    const r = await get<{ field: string }>(`partner/news/weekly?${q}`);
    expect([q, r.status, r.body.field]).toEqual([q, 400, field]);
  }
});

test("previous and next: the neighbouring weeks with a completed session, null at the ends", async () => {
  const w46 = (await get<WeeklyResponse>("partner/news/weekly?market=US&week=2026-W46")).body;
  expect([w46.previous, w46.next]).toEqual(["2026-W45", "2026-W47"]);
  // The latest week has none after it; in Riyadh its Sunday belongs to it.
  const us = (await get<WeeklyResponse>("partner/news/weekly?market=US")).body;
  expect([us.week, us.previous, us.next]).toEqual(["2026-W47", "2026-W46", null]);
  const sa = (await get<WeeklyResponse>("partner/news/weekly?market=SA&week=2026-W46")).body;
  expect([sa.sessions[0], sa.previous, sa.next]).toEqual(["2026-11-08", "2026-W45", "2026-W47"]);
  // The first week of the history (about a year back) has none before it; the week before that
  // has no report.
  for (const m of ["US", "SA"] as const) {
    const sessions = await s.services.news!.sessions.sessions(m);
    const first = marketWeekOf(m, sessions[0]!);
    const oldest = await get<WeeklyResponse>(`partner/news/weekly?market=${m}&week=${first}`);
    expect(oldest.status).toBe(200);
    expect(oldest.body.previous).toBeNull();
    expect(oldest.body.next).toBe(isoWeekOf(isoWeekMonday(first) + 7));
    expect(sessions.length).toBeGreaterThan(200);
    const before = await get<{ code: string }>(
      `partner/news/weekly?market=${m}&week=${isoWeekOf(isoWeekMonday(first) - 7)}`,
    );
    expect([before.status, before.body.code]).toEqual([404, "no_session"]);
  }
});
