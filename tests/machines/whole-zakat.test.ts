// The whole-zakat machine: the profile read, then the report; a save sends the whole profile
// (amounts in any digits, empty as 0), shows a server's refusal at the field its dot path names,
// and reads the report again once saved.
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/client/http";
import { fieldOf, profileOf, wholeZakatMachine } from "../../src/machines/portfolio/wholeZakat.machine";
import type { ZakatProfile, ZakatProfileAnswer, ZakatYear } from "../../src/shared/portfolio";
import { WEALTH_ZAKAT, ZAKAT_PROFILE } from "./portfolio.graph";

test("a server's dot path names the form field", () => {
  const at = (field: string) => fieldOf({ field, message: "x" });
  expect(at("otherWealth.debts")).toBe("debts");
  expect(at("hawl.hijri")).toBe("hawl");
  expect(at("nisabBasis")).toBe("nisabBasis");
  expect(at("body")).toBe("form");
});

test("the form sends numbers read in any digits, an empty amount as 0, and refuses what is not one", () => {
  const form = {
    hawl: "١٤٤٧-٠٩-٠١",
    nisabBasis: "gold" as const,
    currency: "SAR" as const,
    purificationMethod: "aaoifi21" as const,
    otherWealth: { cash: "١٢٥٠٫٥", goldGrams: "", silverGrams: "0", receivables: "1,000", debts: "-5" },
  };
  expect(profileOf(form)).toEqual({
    profile: {
      hawl: { hijri: "1447-09-01" },
      nisabBasis: "gold",
      currency: "SAR",
      purificationMethod: "aaoifi21",
      // A negative amount is sent: the server refuses it in the page's language.
      otherWealth: { cash: 1250.5, goldGrams: 0, silverGrams: 0, receivables: 1000, debts: -5 },
    },
  });
  const bad = profileOf({ ...form, hawl: " ", otherWealth: { ...form.otherWealth, cash: "abc" } });
  expect("errors" in bad && Object.fromEntries(Object.entries(bad.errors).map(([k, e]) => [k, e?.key]))).toEqual({
    cash: "invalid",
    hawl: "required",
  });
});

test("a refused save is shown at its field; a save reads the report again", async () => {
  const sent: ZakatProfile[] = [];
  const reports: unknown[] = [];
  let refuse = true;
  const machine = wholeZakatMachine.provide({
    actors: {
      fetchZakatProfile: fromPromise(async () => ZAKAT_PROFILE),
      fetchWealthZakat: fromPromise(async ({ input }: { input: { date: string; year: ZakatYear } }) => {
        reports.push(input);
        return WEALTH_ZAKAT;
      }),
      saveZakatProfile: fromPromise(async ({ input }: { input: ZakatProfile }): Promise<ZakatProfileAnswer> => {
        sent.push(input);
        if (refuse)
          throw new ApiError(400, {
            code: "invalid_input",
            message: "Debts due now cannot be negative.",
            field: "otherWealth.debts",
          });
        return { ...input, updatedAt: 1 };
      }),
    },
  });
  const actor = createActor(machine, { input: { today: "2026-01-20" } }).start();
  await waitFor(actor, (s) => s.matches("ready"));
  expect(actor.getSnapshot().context.form.otherWealth.cash).toBe("2000");
  expect(reports).toEqual([{ date: "2026-01-20", year: "lunar" }]);

  actor.send({ type: "wealth.change", field: "debts", value: "-5" });
  actor.send({ type: "profile.save" });
  await waitFor(actor, (s) => s.matches("ready") && s.context.errors.debts !== undefined);
  expect(actor.getSnapshot().context.errors.debts?.message).toBe("Debts due now cannot be negative.");
  expect(reports).toHaveLength(1);

  // Editing the field clears its message; the saved profile's report is for the date chosen.
  refuse = false;
  actor.send({ type: "wealth.change", field: "debts", value: "0" });
  expect(actor.getSnapshot().context.errors.debts).toBeUndefined();
  actor.send({ type: "wealth.change", field: "cash", value: "3000" });
  actor.send({ type: "year.change", value: "solar" });
  actor.send({ type: "profile.save" });
  await waitFor(actor, (s) => s.matches("ready") && s.context.saved);
  expect(sent.at(-1)?.otherWealth).toEqual({ cash: 3000, goldGrams: 0, silverGrams: 0, receivables: 0, debts: 0 });
  expect(reports.at(-1)).toEqual({ date: "2026-01-20", year: "solar" });
  expect(actor.getSnapshot().context.profile?.updatedAt).toBe(1);
  actor.stop();
});

test("a report date after today is refused before any call", async () => {
  const machine = wholeZakatMachine.provide({
    actors: {
      fetchZakatProfile: fromPromise(async () => ZAKAT_PROFILE),
      fetchWealthZakat: fromPromise(async () => WEALTH_ZAKAT),
    },
  });
  const actor = createActor(machine, { input: { today: "2026-01-20" } }).start();
  await waitFor(actor, (s) => s.matches("ready"));
  actor.send({ type: "date.change", value: "2026-01-21" });
  actor.send({ type: "report.submit" });
  expect(actor.getSnapshot().value).toBe("ready");
  expect(actor.getSnapshot().context.errors.date?.key).toBe("future");
  actor.stop();
});
