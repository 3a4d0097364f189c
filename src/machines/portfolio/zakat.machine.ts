// The zakat form of a portfolio: the report's date, the year (lunar 2.5 %, solar 2.5775 %) and
// the gold price per gram the nisab is measured with (empty: the server's default, shown with
// its date and source), and the purification method (AAOIFI 21, or the index providers' dividend
// ratio). The report is asked for at once with the defaults, and again on each submit; a
// holding's method (trading, company pays, zakatable assets) is saved for the portfolio and the
// report read again.
import { assign, setup } from "xstate";
import { parseDecimal } from "../../shared/digits";
import {
  EARLIEST_DATE,
  isCalendarDay,
  type PurificationMethod,
  type ZakatMethod,
  type ZakatReport,
  type ZakatYear,
} from "../../shared/portfolio";
import { fetchZakat, saveZakatMethod } from "./actors";
import { type FormError, formError } from "./errors";

export type ZakatField = "date" | "goldPrice" | "year";

interface ZakatFormContext {
  portfolioId: string;
  date: string;
  year: ZakatYear;
  purification: PurificationMethod;
  /** As typed; empty for the default price. */
  goldPrice: string;
  today: string;
  report: ZakatReport | null;
  errors: Partial<Record<ZakatField | "form", FormError>>;
  /** The method change being saved. */
  pending: { symbol: string; method: ZakatMethod } | null;
}

type ZakatFormEvent =
  | { type: "date.change"; value: string }
  | { type: "year.change"; value: ZakatYear }
  | { type: "purification.change"; value: PurificationMethod }
  | { type: "gold.change"; value: string }
  | { type: "submit" }
  | { type: "method.change"; symbol: string; method: ZakatMethod }
  | { type: "retry" };

export function checkZakat(c: Pick<ZakatFormContext, "date" | "goldPrice" | "today">): ZakatFormContext["errors"] {
  const errors: ZakatFormContext["errors"] = {};
  if (!isCalendarDay(c.date) || c.date < EARLIEST_DATE)
    errors.date = { field: "date", message: null, key: c.date ? "invalid" : "required" };
  else if (c.date > c.today) errors.date = { field: "date", message: null, key: "future" };
  const gold = parseDecimal(c.goldPrice);
  if (gold !== null && (Number.isNaN(gold) || gold <= 0)) {
    errors.goldPrice = { field: "goldPrice", message: null, key: gold < 0 ? "negative" : "invalid" };
  }
  return errors;
}

const fieldOf = (e: FormError): ZakatField | "form" =>
  e.field === "date" || e.field === "goldPrice" || e.field === "year" ? e.field : "form";

export const zakatFormMachine = setup({
  types: {
    context: {} as ZakatFormContext,
    events: {} as ZakatFormEvent,
    input: {} as { portfolioId: string; today: string },
  },
  actors: { fetchZakat, saveZakatMethod },
  guards: {
    invalid: ({ context }) => Object.keys(checkZakat(context)).length > 0,
  },
}).createMachine({
  id: "zakatForm",
  context: ({ input }) => ({
    portfolioId: input.portfolioId,
    date: input.today,
    year: "lunar",
    purification: "aaoifi21",
    goldPrice: "",
    today: input.today,
    report: null,
    errors: {},
    pending: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "fetchZakat",
        src: "fetchZakat",
        input: ({ context }) => ({
          id: context.portfolioId,
          date: context.date,
          year: context.year,
          goldPrice: parseDecimal(context.goldPrice),
          purification: context.purification,
        }),
        onDone: { target: "ready", actions: assign({ report: ({ event }) => event.output, errors: {} }) },
        onError: [
          {
            // A refused field (a gold price out of range): under the field, the last report kept.
            guard: ({ event }) => fieldOf(formError(event.error)) !== "form",
            target: "ready",
            actions: assign({ errors: ({ event }) => ({ [fieldOf(formError(event.error))]: formError(event.error) }) }),
          },
          { target: "failed", actions: assign({ errors: ({ event }) => ({ form: formError(event.error) }) }) },
        ],
      },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      on: {
        "date.change": { actions: assign({ date: ({ event }) => event.value, errors: {} }) },
        "year.change": { actions: assign({ year: ({ event }) => event.value }) },
        "purification.change": { actions: assign({ purification: ({ event }) => event.value }) },
        "gold.change": { actions: assign({ goldPrice: ({ event }) => event.value, errors: {} }) },
        submit: [
          { guard: "invalid", actions: assign({ errors: ({ context }) => checkZakat(context) }) },
          { target: "loading" },
        ],
        "method.change": {
          target: "savingMethod",
          actions: assign({ pending: ({ event }) => ({ symbol: event.symbol, method: event.method }) }),
        },
      },
    },
    savingMethod: {
      tags: ["busy"],
      invoke: {
        id: "saveZakatMethod",
        src: "saveZakatMethod",
        input: ({ context }) => ({
          id: context.portfolioId,
          symbol: context.pending?.symbol ?? "",
          method: context.pending?.method ?? "trading",
        }),
        onDone: { target: "loading", actions: assign({ pending: null }) },
        onError: {
          target: "ready",
          actions: assign({ pending: null, errors: ({ event }) => ({ form: formError(event.error) }) }),
        },
      },
    },
  },
});
