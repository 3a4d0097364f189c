// The zakat years machine: a year named by the address while the list loads is opened once the
// list is in; a year once read is shown again without a call (a snapshot never changes); a year
// that cannot be opened says why and is retried. The live reminder is read only when whole.
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/client/http";
import { parseZakatReminder } from "../../src/client/socket";
import type { ZakatYearsList } from "../../src/machines/portfolio/actors";
import { zakatYearsMachine } from "../../src/machines/portfolio/zakatYears.machine";
import { validateZakatYearsSearch } from "../../src/shared/portfolio-search";
import { WEALTH_ZAKAT, ZAKAT_PROFILE, ZAKAT_YEAR } from "./portfolio.graph";

function machine(opened: number[], refuse: Set<number>, withList: ZakatYearsList["reports"] = {}) {
  let release: (list: ZakatYearsList) => void = () => {};
  const list = new Promise<ZakatYearsList>((resolve) => {
    release = resolve;
  });
  const m = zakatYearsMachine.provide({
    actors: {
      fetchZakatYears: fromPromise(() => list),
      fetchZakatYear: fromPromise(async ({ input }: { input: { hijriYear: number } }) => {
        opened.push(input.hijriYear);
        if (refuse.has(input.hijriYear))
          throw new ApiError(404, {
            code: "not_found",
            message: `No zakat record is saved for the Hijri year ${input.hijriYear}.`,
            field: "hijriYear",
          });
        return { ...WEALTH_ZAKAT, hijriDate: `${input.hijriYear}-09-01` };
      }),
    },
  });
  return {
    m,
    release: () => release({ years: [ZAKAT_YEAR], profile: { ...ZAKAT_PROFILE, updatedAt: 1 }, reports: withList }),
  };
}

test("the address's year is opened once the list is in, and a year read is not read again", async () => {
  const opened: number[] = [];
  const { m, release } = machine(opened, new Set());
  const actor = createActor(m, { input: { hijriYear: null } }).start();
  actor.send({ type: "open", hijriYear: 1447 });
  expect(actor.getSnapshot().value).toBe("loading");
  release();
  await waitFor(actor, (s) => s.matches("shown"));
  expect(opened).toEqual([1447]);
  expect(actor.getSnapshot().context.years).toEqual([ZAKAT_YEAR]);
  expect(actor.getSnapshot().context.reports[1447]?.hijriDate).toBe("1447-09-01");

  actor.send({ type: "close" });
  expect(actor.getSnapshot().value).toBe("list");
  expect(actor.getSnapshot().context.selected).toBeNull();
  actor.send({ type: "open", hijriYear: 1447 });
  expect(actor.getSnapshot().value).toBe("shown");
  expect(opened).toEqual([1447]);
  actor.stop();
});

test("a year whose report came with the list is shown without another read", async () => {
  const opened: number[] = [];
  const { m, release } = machine(opened, new Set(), { 1447: WEALTH_ZAKAT });
  const actor = createActor(m, { input: { hijriYear: 1447 } }).start();
  release();
  await waitFor(actor, (s) => s.matches("shown"));
  expect(actor.getSnapshot().context.reports[1447]).toBe(WEALTH_ZAKAT);
  expect(opened).toEqual([]);
  actor.stop();
});

test("a year that cannot be opened keeps the server's message until another is asked for", async () => {
  const opened: number[] = [];
  const refuse = new Set([1446]);
  const { m, release } = machine(opened, refuse);
  const actor = createActor(m, { input: { hijriYear: 1446 } }).start();
  release();
  await waitFor(actor, (s) => s.matches("openFailed"));
  expect(actor.getSnapshot().context.error).toEqual({
    field: "hijriYear",
    message: "No zakat record is saved for the Hijri year 1446.",
  });
  refuse.clear();
  actor.send({ type: "retry" });
  await waitFor(actor, (s) => s.matches("shown"));
  expect(actor.getSnapshot().context.error).toBeNull();
  expect(opened).toEqual([1446, 1446]);
  actor.stop();
});

test("a live zakat reminder is read only when it is whole", () => {
  const data = {
    daysBefore: 7,
    daysLeft: 5,
    hawl: { hijri: "1448-06-27", gregorian: "2026-12-07" },
    hijriYear: 1448,
    currency: "SAR" as const,
    total: 750,
    due: true,
  };
  expect(parseZakatReminder(JSON.stringify({ event: "zakatReminder", data }))).toEqual({
    event: "zakatReminder",
    data,
  });
  expect(parseZakatReminder(JSON.stringify({ event: "alert", data }))).toBeNull();
  expect(parseZakatReminder(JSON.stringify({ event: "zakatReminder", data: { ...data, currency: "EUR" } }))).toBeNull();
  expect(parseZakatReminder(JSON.stringify({ event: "zakatReminder", data: { ...data, hawl: null } }))).toBeNull();
  expect(parseZakatReminder(JSON.stringify({ event: "zakatReminder", data: { ...data, daysLeft: "5" } }))).toBeNull();
  expect(parseZakatReminder("not json")).toBeNull();
});

test("the page's address keeps a Hijri year the app accepts, nothing else", () => {
  expect(validateZakatYearsSearch({ year: "1448" })).toEqual({ year: 1448 });
  expect(validateZakatYearsSearch({ year: 1448 })).toEqual({ year: 1448 });
  for (const bad of ["1355", "1501", "14.5", "abc", undefined])
    expect(validateZakatYearsSearch({ year: bad })).toEqual({});
});
