// The daily recap through the pipeline (docs/api.md, "Partner news"): partner role, translated
// 400s naming the parameter, 404 no_session for a day without a completed session, and every
// figure equal to what the screens' own calls show for that session: the Indices screen (level,
// change, history), the rankings, the sector performance, the ticker page's quote and daily bars.
// The clock is Wednesday 18 November 2026, 15:00 UTC on the exchanges' real hours: Riyadh's session
// of that day has closed (its figures are the live state at the close), New York's is running
// (17 November is its last completed one, read from the daily bars).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { US_NAMES_AR } from "../../src/server/market/names-ar";
import type { IndicesResponse, PerformanceResponse, RankingResponse } from "../../src/shared/insights";
import type { RecapResponse } from "../../src/shared/news";
import type { DailyBar, TickerSnapshot } from "../../src/shared/ticker";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { unisolated } from "../helpers/bidi";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
let partner: TestAccount;
beforeAll(async () => {
  s = await testServer({ env: { MARKET_CLOCK: "real" } });
  await s.services.market.step();
  user = await testUser(s.services);
  partner = await testPartner(s.services);
});
afterAll(() => s.close());

const get = async <T = Record<string, unknown>>(path: string, cookie: string | null = partner.cookie, lang = "en") => {
  const res = await s.request(`/api/v1/${path}`, { cookie, headers: { "accept-language": lang } });
  return { status: res.status, body: (await res.json()) as T };
};

type ErrorBody = { field?: string; message: string; code: string };

test("401 without a session, 403 for a user, a translated 400 naming market or date", async () => {
  expect((await get("partner/news/recap?market=SA", null)).status).toBe(401);
  expect((await get("partner/news/recap?market=SA", user.cookie)).status).toBe(403);
  const missing = await get<ErrorBody>("partner/news/recap");
  expect([missing.status, missing.body.field, missing.body.message]).toEqual([400, "market", "Market is required."]);
  const bad = await get<ErrorBody>("partner/news/recap?market=UK", partner.cookie, "ar");
  expect([bad.status, bad.body.field]).toEqual([400, "market"]);
  expect(bad.body.message).toContain("السوق");
  for (const date of ["2026-13-01", "18-11-2026", "2026-02-30", "x"]) {
    const r = await get<ErrorBody>(`partner/news/recap?market=US&date=${date}`);
    expect([r.status, r.body.field, r.body.message]).toEqual([400, "date", "Date is not valid."]);
  }
});

test("404 no_session: a weekend, a holiday, a running session, a future day, a day before the history", async () => {
  for (const q of [
    "market=US&date=2026-11-15", // Sunday
    "market=SA&date=2026-11-14", // Saturday in Riyadh
    "market=US&date=2026-11-26", // Thanksgiving (and the future)
    "market=US&date=2026-11-18", // running in New York
    "market=SA&date=2026-11-19", // tomorrow in Riyadh
    "market=US&date=2020-01-02", // before the history
  ]) {
    const r = await get<ErrorBody>(`partner/news/recap?${q}`);
    expect([q, r.status, r.body.code]).toEqual([q, 404, "no_session"]);
    expect(r.body.message).toBe("There is no completed session of this market on that day.");
  }
  const ar = await get<ErrorBody>("partner/news/recap?market=US&date=2026-11-15", partner.cookie, "ar");
  expect(ar.body.message).toBe("لا توجد جلسة مكتملة لهذه السوق في ذلك اليوم.");
});

test("the latest closed session (Riyadh, 18 November): every figure is the screens' at the close", async () => {
  const { status, body } = await get<RecapResponse>("partner/news/recap?market=SA");
  expect(status).toBe(200);
  expect(body.date).toBe("2026-11-18");
  expect(body.previous).toBe("2026-11-17");
  expect(body.next).toBeNull();
  expect(body.simulated).toBe(true);
  expect(body.language).toBe("en");
  const f = body.figures;
  expect(f.currency).toBe("SAR");
  // The Indices screen: the market index's level, today's change against its last point.
  const indices = (await get<IndicesResponse>("partner/insights/indices?market=SA")).body.indices[0]!;
  expect(f.index).toBe(indices.value);
  expect(f.changePercent).toBe(indices.changePercent);
  expect(f.change).toBeCloseTo(indices.value - indices.history.at(-1)!.v, 2);
  // The rankings: the top five each way.
  const ranking = (await get<RankingResponse>("partner/insights/ranking?market=SA")).body.lists;
  const top = (rows: RankingResponse["lists"]["gainers"]) =>
    rows.slice(0, 5).map((r) => ({ symbol: r.symbol, changePercent: r.changePercent, close: r.price }));
  expect(f.gainers.map((g) => ({ symbol: g.symbol, changePercent: g.changePercent, close: g.close }))).toEqual(
    top(ranking.gainers).filter((g) => g.changePercent > 0),
  );
  expect(f.losers.map((g) => ({ symbol: g.symbol, changePercent: g.changePercent, close: g.close }))).toEqual(
    top(ranking.losers).filter((g) => g.changePercent < 0),
  );
  // Sector performance, today.
  const perf = (await get<PerformanceResponse>("partner/insights/performance?market=SA")).body;
  expect(new Map(f.sectors.map((x) => [x.sector, x.changePercent]))).toEqual(
    new Map(perf.sectors.map((x) => [x.sector, x.change["1D"]!])),
  );
  // Breadth and turnover: every Saudi ticker's page (its change and its volume at the price).
  const state = s.services.market.state;
  const symbols = state.symbols.filter((_, i) => state.currencies[i] === "SAR");
  let up = 0;
  let down = 0;
  let flat = 0;
  let turnover = 0;
  for (const symbol of symbols) {
    const t = (await get<TickerSnapshot>(`work/ticker/${encodeURIComponent(symbol)}`)).body;
    if (t.changesPercentage > 0) up++;
    else if (t.changesPercentage < 0) down++;
    else flat++;
    turnover += t.price * t.volume;
  }
  expect([f.advancers, f.decliners, f.unchanged]).toEqual([up, down, flat]);
  // Prices are shown rounded to the cent: the sum agrees to a ten-thousandth.
  expect(Math.abs(f.turnover - turnover) / turnover).toBeLessThan(1e-4);
  // The words carry the figures as the screens format them.
  expect(body.headline).toContain(indices.value.toLocaleString("en-US", { minimumFractionDigits: 2 }));
  expect(body.body).toContain(`${f.advancers} shares rose`);
  expect(body.body).toContain("simulated market");
});

test("an earlier session (New York, 17 November) comes from the daily bars the ticker page charts", async () => {
  const { status, body } = await get<RecapResponse>("partner/news/recap?market=US&date=2026-11-17");
  expect(status).toBe(200);
  expect(body.previous).toBe("2026-11-16");
  expect(body.next).toBeNull();
  const f = body.figures;
  expect(f.currency).toBe("USD");
  const history = (await get<IndicesResponse>("partner/insights/indices?market=US")).body.indices[0]!.history;
  const t = history.findIndex((p) => p.t === "2026-11-17");
  expect(t).toBeGreaterThan(0);
  expect(f.index).toBe(history[t]!.v);
  expect(f.change).toBeCloseTo(history[t]!.v - history[t - 1]!.v, 2);
  expect(f.changePercent).toBeCloseTo((history[t]!.v / history[t - 1]!.v - 1) * 100, 2);
  // Every US ticker's bars of the 16th and the 17th.
  const state = s.services.market.state;
  const symbols = state.symbols.filter((_, i) => state.currencies[i] === "USD");
  let up = 0;
  let down = 0;
  let flat = 0;
  let turnover = 0;
  const changes = new Map<string, { changePercent: number; close: number }>();
  for (const symbol of symbols) {
    const bars = (await get<{ bars: DailyBar[] }>(`work/ticker/${symbol}/history?range=1M`)).body.bars;
    const k = bars.findIndex((b) => b.t === "2026-11-17");
    if (k < 1 || bars[k - 1]!.t !== "2026-11-16") continue;
    const change = Math.round((bars[k]!.c / bars[k - 1]!.c - 1) * 10_000) / 100;
    changes.set(symbol, { changePercent: change, close: bars[k]!.c });
    if (change > 0) up++;
    else if (change < 0) down++;
    else flat++;
    turnover += bars[k]!.c * bars[k]!.v;
  }
  expect([f.advancers, f.decliners, f.unchanged]).toEqual([up, down, flat]);
  expect(f.turnover).toBe(Math.round(turnover));
  const best = [...changes].sort((a, b) => b[1].changePercent - a[1].changePercent).slice(0, 5);
  expect(f.gainers.map((g) => g.changePercent)).toEqual(best.map(([, x]) => x.changePercent));
  for (const g of [...f.gainers, ...f.losers])
    expect(changes.get(g.symbol)).toEqual({ changePercent: g.changePercent, close: g.close });
  // Sectors from the sector indices' points of the two days.
  const sectors = (await get<IndicesResponse>("partner/insights/indices?market=US")).body.indices.slice(1);
  for (const x of f.sectors) {
    const h = sectors.find((i) => i.key === x.sector)!.history;
    expect(x.changePercent).toBeCloseTo((h[t]!.v / h[t - 1]!.v - 1) * 100, 2);
  }
});

test("notable events of the day: the calendars' earnings, ex-dividends, splits and listings of the market", async () => {
  const { body } = await get<RecapResponse>("partner/news/recap?market=US&date=2026-11-17");
  const cal = s.services.market.calendars;
  const us = (symbol: string) =>
    s.services.market.state.currencies[s.services.market.state.index.get(symbol) ?? -1] === "USD";
  const earnings = (await cal.earnings("2026-11-17", "2026-11-17")).filter((e) => us(e.symbol)).map((e) => e.symbol);
  const dividends = (await cal.dividends("2026-11-17", "2026-11-17")).filter((e) => us(e.symbol)).map((e) => e.symbol);
  const of = (kind: string) => body.figures.events.filter((e) => e.kind === kind).map((e) => e.symbol);
  expect(of("earnings")).toEqual(earnings.sort());
  expect(of("exDividend")).toEqual(dividends.sort());
  for (const e of body.figures.events)
    expect(["earnings", "exDividend", "split", "listing", "golden", "death"]).toContain(e.kind);
});

test("the Arabic recap: Arabic words around the figures, Latin letters only in isolated names", async () => {
  const { body } = await get<RecapResponse>("partner/news/recap?market=SA&date=2026-11-17", partner.cookie, "ar");
  expect(body.language).toBe("ar");
  expect(body.headline).toMatch(/^(ارتفع|تراجع|استقر) مؤشر السوق السعودية/);
  expect(body.body).toContain("17 نوفمبر 2026");
  expect(body.body).toContain("سوق محاكاة");
  expect(`${body.headline}${body.body}`.replace(/\u2068[^\u2069]*\u2069/g, "")).not.toMatch(/[A-Za-z]/);
  // Every Latin run and signed figure isolated (FSI…PDI), the turnover in riyals said in words,
  // the Saudi movers by their Arabic names.
  expect(unisolated(`${body.headline}\n${body.body}`)).toEqual([]);
  expect(body.body).not.toMatch(/\$|SAR|ر\.س/);
  expect(body.body).toMatch(/\d\u00a0(ألف|مليون|مليار|تريليون)\u00a0ريال\./);
  for (const m of [...body.figures.gainers, ...body.figures.losers]) {
    expect(m.nameAr).toBeTruthy();
    expect(body.body).toContain(`${m.nameAr} (\u2068${m.symbol}\u2069) \u2068`);
  }
  const en = await get<RecapResponse>("partner/news/recap?market=SA&date=2026-11-17");
  expect(en.body.figures).toEqual(body.figures);
});

test("the Arabic US recap: the companies by the names Arabic readers know, in dollars said in words", async () => {
  const { body } = await get<RecapResponse>("partner/news/recap?market=US&date=2026-11-17", partner.cookie, "ar");
  expect(unisolated(`${body.headline}\n${body.body}`)).toEqual([]);
  expect(body.body).not.toMatch(/\$|USD/);
  expect(body.body).toMatch(/\d\u00a0(ألف|مليون|مليار|تريليون)\u00a0دولار\./);
  for (const m of [...body.figures.gainers, ...body.figures.losers]) {
    const name = US_NAMES_AR[m.symbol] ?? `\u2068${m.name}\u2069`;
    expect(body.body).toContain(`${name} (\u2068${m.symbol}\u2069)`);
  }
  // Every company the words name that has a name in Arabic goes by it, not by its Latin name.
  const named = [...body.body.matchAll(/\(\u2068([^\u2069]+)\u2069\)/g)].map((x) => x[1]!);
  expect(named.length).toBeGreaterThan(10);
  for (const symbol of named.filter((x) => US_NAMES_AR[x]))
    expect(body.body).toContain(`${US_NAMES_AR[symbol]} (\u2068${symbol}\u2069)`);
});
