// Exchange sessions: hours in each exchange's own time zone (daylight saving included), weekly
// days off, holidays and early closes from the holiday data, and the status a visitor sees.
import { describe, expect, test } from "bun:test";
import { isTradingDay as isBarDay } from "../../src/server/market/history";
import { NYSE_HOLIDAYS, SAUDI_HOLIDAYS } from "../../src/server/market/holidays";
import {
  alwaysOpen,
  isTradingDay,
  latestSession,
  localDay,
  marketSession,
  nextSession,
  sessionProgress,
  sessionState,
} from "../../src/server/market/sessions";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const at = (iso: string) => Date.parse(iso);

describe("US session (NYSE/NASDAQ)", () => {
  test("09:30–16:00 New York time in winter and in summer", () => {
    // 18 Nov 2026 is EST (UTC−5): 14:30–21:00 UTC. 17 Jun 2026 is EDT (UTC−4): 13:30–20:00 UTC.
    expect(sessionState("US", at("2026-11-18T14:29:59Z"))).toBe("pre");
    expect(sessionState("US", at("2026-11-18T14:30:00Z"))).toBe("open");
    expect(sessionState("US", at("2026-11-18T20:59:59Z"))).toBe("open");
    expect(sessionState("US", at("2026-11-18T21:00:00Z"))).toBe("post");
    expect(sessionState("US", at("2026-11-19T01:00:00Z"))).toBe("closed");
    expect(sessionState("US", at("2026-06-17T13:30:00Z"))).toBe("open");
    expect(sessionState("US", at("2026-06-17T20:00:00Z"))).toBe("post");
    expect(sessionState("US", at("2026-06-17T08:00:00Z"))).toBe("pre");
  });

  test("closed on a Saturday in New York, with the next session on Monday", () => {
    const saturday = at("2026-11-21T17:00:00Z");
    expect(sessionState("US", saturday)).toBe("closed");
    const status = marketSession("US", saturday);
    expect(status).toEqual({
      market: "US",
      state: "closed",
      opensAt: "2026-11-23T14:30:00.000Z",
      // The prices shown are Friday's session's.
      session: "2026-11-20",
      closesAt: "2026-11-23T21:00:00.000Z",
    });
    // The latest session is Friday's, run to its end.
    expect(sessionProgress("US", saturday)).toEqual({ day: day("2026-11-20"), progress: 1 });
  });

  test("holidays close the market all day; early closes at 13:00", () => {
    expect(isTradingDay("US", day("2026-11-26"))).toBe(false); // Thanksgiving
    expect(sessionState("US", at("2026-11-26T16:00:00Z"))).toBe("closed");
    expect(isTradingDay("US", day("2026-07-03"))).toBe(false); // Independence Day observed
    expect(isTradingDay("US", day("2027-12-24"))).toBe(false); // Christmas observed
    // The day after Thanksgiving closes at 13:00 New York (18:00 UTC).
    expect(sessionState("US", at("2026-11-27T17:59:00Z"))).toBe("open");
    expect(sessionState("US", at("2026-11-27T18:00:00Z"))).toBe("post");
    expect(latestSession("US", at("2026-11-27T15:00:00Z")).close).toBe(at("2026-11-27T18:00:00Z"));
    // Over the holiday the next session is the day after.
    expect(nextSession("US", at("2026-11-25T22:00:00Z")).open).toBe(at("2026-11-27T14:30:00Z"));
  });

  test("every listed holiday is a weekday and the lists are sorted without duplicates", () => {
    for (const list of [NYSE_HOLIDAYS, SAUDI_HOLIDAYS]) {
      expect([...list].sort()).toEqual([...list]);
      expect(new Set(list).size).toBe(list.length);
    }
    for (const d of NYSE_HOLIDAYS) expect([1, 2, 3, 4, 5]).toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    for (const d of SAUDI_HOLIDAYS) expect([0, 1, 2, 3, 4]).toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    // Three years of each, the US with its ten or eleven holidays a year.
    for (const y of ["2025", "2026", "2027"]) {
      expect(NYSE_HOLIDAYS.filter((d) => d.startsWith(y)).length).toBeGreaterThanOrEqual(10);
      expect(SAUDI_HOLIDAYS.filter((d) => d.startsWith(y)).length).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("Saudi Exchange session", () => {
  test("10:00–15:00 Riyadh time (UTC+3), Sunday to Thursday", () => {
    // Sunday 22 Nov 2026: 07:00–12:00 UTC.
    expect(sessionState("SA", at("2026-11-22T06:59:00Z"))).toBe("pre");
    expect(sessionState("SA", at("2026-11-22T07:00:00Z"))).toBe("open");
    expect(sessionState("SA", at("2026-11-22T11:59:59Z"))).toBe("open");
    // The closing auction 15:00–15:10, trade at last until 15:20: states, not trading.
    expect(sessionState("SA", at("2026-11-22T12:00:00Z"))).toBe("closing-auction");
    expect(sessionState("SA", at("2026-11-22T12:09:59Z"))).toBe("closing-auction");
    expect(sessionState("SA", at("2026-11-22T12:10:00Z"))).toBe("trade-at-last");
    expect(sessionState("SA", at("2026-11-22T12:19:59Z"))).toBe("trade-at-last");
    expect(sessionState("SA", at("2026-11-22T12:20:00Z"))).toBe("closed");
    expect(sessionState("SA", at("2026-11-22T12:30:00Z"))).toBe("closed");
    // Friday and Saturday are the weekend.
    expect(sessionState("SA", at("2026-11-20T08:00:00Z"))).toBe("closed");
    expect(sessionState("SA", at("2026-11-21T08:00:00Z"))).toBe("closed");
    expect(marketSession("SA", at("2026-11-20T08:00:00Z")).opensAt).toBe("2026-11-22T07:00:00.000Z");
  });

  test("National Day and the Eid breaks are closed", () => {
    expect(sessionState("SA", at("2026-09-23T08:00:00Z"))).toBe("closed");
    expect(sessionState("SA", at("2026-05-27T08:00:00Z"))).toBe("closed");
    expect(isTradingDay("SA", day("2026-09-24"))).toBe(true);
  });

  test("the local day follows Riyadh, not UTC", () => {
    expect(localDay(at("2026-11-21T22:00:00Z"), "Asia/Riyadh")).toBe(day("2026-11-22"));
  });
});

test("the demo clock reports both markets open for the whole day", () => {
  expect(alwaysOpen("SA", at("2026-11-21T17:00:00Z"))).toEqual({
    market: "SA",
    state: "open",
    opensAt: "2026-11-21T00:00:00.000Z",
    closesAt: "2026-11-22T00:00:00.000Z",
    // Saturday in Riyadh: the prices are shown as Thursday's session's.
    session: "2026-11-19",
  });
});

test("the ticker page's daily bars fall on the same trading days as the live sessions, 2025–2027", () => {
  for (const market of ["US", "SA"] as const) {
    for (let d = day("2025-01-01"); d <= day("2027-12-31"); d++) {
      if (isBarDay(d, market) !== isTradingDay(market, d)) throw new Error(`${market} ${d} disagrees`);
    }
  }
  expect(isBarDay(day("2026-11-26"), "US")).toBe(false); // Thanksgiving
});
