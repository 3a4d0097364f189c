// The partner home (GET /partner/home): both markets' sessions and index, each market's top
// gainers and losers checked against the market state, today's events checked against the
// calendars; partners only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import * as v from "valibot";
import { isoDay, nyDay } from "../../src/server/market/dates";
import { sessionNow } from "../../src/server/market/routes";
import { HOME_EVENTS, HOME_MOVERS, type PartnerHome, partnerHomeSchema } from "../../src/shared/partner-home";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let partner: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  s = await testServer();
  partner = await testPartner(s.services);
  user = await testUser(s.services);
  await s.services.market.step();
  // The index's history is read once a session: read it before the first call waits for it.
  await Promise.all([s.services.market.insights.indices("US"), s.services.market.insights.indices("SA")]);
});
afterAll(() => s.close());

async function home(): Promise<PartnerHome> {
  const res = await s.request("/api/v1/partner/home", { cookie: partner.cookie });
  expect(res.status).toBe(200);
  return v.parse(partnerHomeSchema, await res.json());
}

describe("partner home", () => {
  test("each market's session, zone and computed index", async () => {
    const body = await home();
    expect(body.simulated).toBe(true);
    expect(body.markets.map((m) => [m.market, m.currency, m.timeZone])).toEqual([
      ["US", "USD", "America/New_York"],
      ["SA", "SAR", "Asia/Riyadh"],
    ]);
    for (const m of body.markets) {
      const session = sessionNow(s.services, m.market);
      expect(m.session.state).toBe(session.state);
      expect(m.session.opensAt).toBe(session.opensAt);
      const indices = await s.services.market.insights.indices(m.market);
      const computed = indices.indices.find((x) => x.key === "market")!;
      // The app's own index with its constituent rule: every listing of the test universe.
      expect(m.index).toEqual({
        kind: "computed",
        value: computed.value,
        changePercent: computed.changePercent,
        constituents: computed.constituents,
        listings: s.services.market.insights.members(m.market).length,
      });
      expect(m.index!.constituents).toBe(m.index!.listings);
      // The US shows its NASDAQ listings' index beside it, every one of them; Saudi none.
      const nasdaq = indices.indices.find((x) => x.key === "nasdaq");
      expect(m.nasdaq).toEqual(
        m.market === "US"
          ? {
              kind: "computed",
              value: nasdaq!.value,
              changePercent: nasdaq!.changePercent,
              constituents: nasdaq!.constituents,
              listings: nasdaq!.listings,
            }
          : undefined,
      );
      if (m.nasdaq) expect(m.nasdaq.constituents).toBe(m.nasdaq.listings);
    }
  });

  test("gainers and losers are each market's largest rises and falls, ties by symbol", async () => {
    const body = await home();
    const st = s.services.market.state;
    for (const m of body.markets) {
      const rows: { symbol: string; change: number }[] = [];
      for (let i = 0; i < st.n; i++) {
        if ((st.currencies[i] === "SAR" ? "SA" : "US") !== m.market || !(st.price[i]! > 0)) continue;
        rows.push({ symbol: st.symbols[i]!, change: st.changePercent(i) });
      }
      const bySymbol = (a: { symbol: string }, b: { symbol: string }) => (a.symbol < b.symbol ? -1 : 1);
      const gainers = rows
        .filter((r) => r.change > 0)
        .sort((a, b) => b.change - a.change || bySymbol(a, b))
        .slice(0, HOME_MOVERS);
      const losers = rows
        .filter((r) => r.change < 0)
        .sort((a, b) => a.change - b.change || bySymbol(a, b))
        .slice(0, HOME_MOVERS);
      expect(gainers.length).toBe(HOME_MOVERS);
      expect(losers.length).toBe(HOME_MOVERS);
      expect(m.gainers.map((r) => r.symbol)).toEqual(gainers.map((r) => r.symbol));
      expect(m.losers.map((r) => r.symbol)).toEqual(losers.map((r) => r.symbol));
      for (const r of [...m.gainers, ...m.losers]) {
        const i = st.index.get(r.symbol)!;
        expect(r.name).toBe(st.names[i]!.name);
        expect(r.changesPercentage).toBeCloseTo(st.changePercent(i), 2);
      }
      expect(m.gainers.every((r) => r.changesPercentage > 0)).toBe(true);
      expect(m.losers.every((r) => r.changesPercentage < 0)).toBe(true);
    }
  });

  test("today's events are the calendars' events of the day, counted whole, listed up to the cap", async () => {
    const body = await home();
    const today = isoDay(nyDay(s.services.now()));
    expect(body.events.date).toBe(today);
    const cal = s.services.market.calendars;
    const expected = {
      earnings: (await cal.earnings(today, today)).filter((e) => e.date === today).map((e) => e.symbol),
      dividends: (await cal.dividends(today, today)).filter((e) => e.date === today).map((e) => e.symbol),
      ipos: (await cal.ipos(today, today)).filter((e) => e.date === today).map((e) => e.symbol),
      splits: (await cal.splits(today, today)).filter((e) => e.date === today).map((e) => e.symbol),
    };
    // The simulated calendars have events on a business day (the test clock's day is one).
    expect(body.events.earnings.total + body.events.dividends.total).toBeGreaterThan(0);
    for (const kind of ["earnings", "dividends", "ipos", "splits"] as const) {
      const list = body.events[kind];
      expect(list.total).toBe(expected[kind].length);
      expect(list.items.length).toBe(Math.min(HOME_EVENTS, expected[kind].length));
      for (const item of list.items) expect(expected[kind]).toContain(item.symbol);
    }
  });

  test("the events of a later day follow the clock", async () => {
    const before = (await home()).events;
    s.clock.advance(86_400_000);
    // A partner session ends after 30 idle minutes: a new one for the next day.
    partner = await testPartner(s.services);
    const after = (await home()).events;
    expect(after.date > before.date).toBe(true);
    const today = after.date;
    const earnings = (await s.services.market.calendars.earnings(today, today)).filter((e) => e.date === today);
    expect(after.earnings.total).toBe(earnings.length);
  });

  test("partners only: 401 without a session, 403 for a user", async () => {
    expect((await s.request("/api/v1/partner/home")).status).toBe(401);
    expect((await s.request("/api/v1/partner/home", { cookie: user.cookie })).status).toBe(403);
  });

  test("the news cards' previews: each market's latest recap headline and the newest feed events", async () => {
    const { insertEvents } = await import("../../src/server/news/news-events-store");
    const { feedText } = await import("../../src/server/news/feed-text");
    const { newsOf } = await import("../../src/server/news/routes");
    const now = s.services.now();
    const events = [
      { id: "a".repeat(24), ts: now - 2000, symbol: "AAPL", changePercent: 5.2 },
      { id: "b".repeat(24), ts: now - 1000, symbol: "MSFT", changePercent: 4.1 },
      { id: "c".repeat(24), ts: now - 3000, symbol: "NVDA", changePercent: 3.3 },
      { id: "d".repeat(24), ts: now - 9000, symbol: "AMZN", changePercent: 3.0 },
    ].map((e) => ({
      id: e.id,
      ts: e.ts,
      market: "US" as const,
      session: isoDay(nyDay(now)),
      symbol: e.symbol,
      kind: "unusualVolume" as const,
      sector: "technology",
      data: { name: e.symbol, currency: "USD" as const, volume: 1e7, ratio: 3.5, changePercent: e.changePercent },
    }));
    await insertEvents(s.services.db.sql, events);
    const body = await home();
    // The three newest, newest first, in the reader's words.
    expect(body.news?.feed.map((e) => e.symbol)).toEqual(["MSFT", "AAPL", "NVDA"]);
    expect(body.news?.feed[0]?.text).toBe(feedText("en", "unusualVolume", "MSFT", events[1]!.data));
    // Each recap headline is the recap call's for the latest completed session (both markets have one here).
    expect(body.news?.recaps.map((r) => r.market)).toEqual(["US", "SA"]);
    const book = newsOf({ services: s.services } as never).sessions;
    for (const r of body.news?.recaps ?? []) {
      expect(r.date).toBe((await book.sessions(r.market)).at(-1)!);
      const res = await s.request(`/api/v1/partner/news/recap?market=${r.market}`, { cookie: partner.cookie });
      expect((await res.json()).headline).toBe(r.headline);
    }
  });

  test("the team watchlists' biggest moves today, either way, from every list", async () => {
    const empty = await home();
    expect(empty.watchlist).toEqual({ lists: 0, symbols: 0, movers: [] });
    const call = (path: string, json: unknown) =>
      s.request(`/api/v1/partner/team/watchlists${path}`, { method: "POST", json, cookie: partner.cookie });
    const picked = ["AAPL", "MSFT", "NVDA", "2222.SR", "1120.SR", "AMZN", "TSLA"];
    const a = (await (await call("", { name: "Core" })).json()).list.id as string;
    const b = (await (await call("", { name: "Saudi" })).json()).list.id as string;
    for (const [i, symbol] of picked.entries())
      expect((await call(`/${i < 3 ? a : b}/symbols`, { symbol })).status).toBe(201);
    const body = await home();
    const st = s.services.market.state;
    const expected = picked
      .map((symbol) => ({ symbol, change: Math.round(st.changePercent(st.index.get(symbol)!) * 100) / 100 }))
      .sort((x, y) => Math.abs(y.change) - Math.abs(x.change) || (x.symbol < y.symbol ? -1 : 1))
      .slice(0, HOME_MOVERS);
    expect(body.watchlist?.lists).toBe(2);
    expect(body.watchlist?.symbols).toBe(picked.length);
    expect(body.watchlist?.movers.map((m) => [m.symbol, m.changesPercentage])).toEqual(
      expected.map((e) => [e.symbol, e.change]),
    );
  });
});
