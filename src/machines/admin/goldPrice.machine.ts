// The admin's gold (and silver) price for the zakat nisab: load the price in use and the latest
// admin price of each metal, then set one (metal, price per gram, currency, date, source). The
// form is checked with the server's rules before the call (a price above 0 and at most 1,000,000,
// a real day not after today in Riyadh, a source of 1–200 characters); the server can still
// refuse a field, and its message shows under that field. Arabic-Indic digits are read as Latin.
import { assign, type SnapshotFrom, setup } from "xstate";
import { ApiError } from "../../client/http";
import { normalizeDigits, parseDecimal } from "../../shared/digits";
import {
  isIsoDay,
  METAL_CURRENCIES,
  METAL_PRICE_MAX,
  METAL_SOURCE_MAX,
  METALS,
  type MetalName,
  type MetalPriceInput,
  type MetalPricesView,
} from "../../shared/metals";
import { goldPriceActors } from "./actors";

export type GoldPriceField = "metal" | "price" | "currency" | "date" | "source";

export interface GoldPriceValues {
  metal: MetalName;
  price: string;
  currency: (typeof METAL_CURRENCIES)[number];
  date: string;
  source: string;
}

/** A field's problem found before the call (the view words it), or the server's own message. */
export type GoldPriceProblem =
  | { kind: "price" | "date" | "future" | "sourceRequired" | "sourceTooLong" }
  | { kind: "server"; message: string };

interface GoldPriceContext {
  view: MetalPricesView | null;
  values: GoldPriceValues;
  errors: Partial<Record<GoldPriceField, GoldPriceProblem>>;
  /** A failure that names no field (no answer, a server error). */
  failure: string | null;
}

type GoldPriceEvent =
  | { type: "field.change"; field: GoldPriceField; value: string }
  | { type: "submit" }
  | { type: "retry" };

const emptyValues = (): GoldPriceValues => ({ metal: "gold", price: "", currency: "USD", date: "", source: "" });

/** The body for the server, or the problems per field. */
export function checkGoldPrice(
  values: GoldPriceValues,
  today: string,
): { input: MetalPriceInput | null; errors: GoldPriceContext["errors"] } {
  const errors: GoldPriceContext["errors"] = {};
  const price = parseDecimal(values.price) ?? Number.NaN;
  if (!(price > 0 && price <= METAL_PRICE_MAX)) errors.price = { kind: "price" };
  const date = normalizeDigits(values.date).trim();
  if (!isIsoDay(date)) errors.date = { kind: "date" };
  else if (today && date > today) errors.date = { kind: "future" };
  const source = values.source.trim();
  if (source === "") errors.source = { kind: "sourceRequired" };
  else if (source.length > METAL_SOURCE_MAX) errors.source = { kind: "sourceTooLong" };
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input: { metal: values.metal, price, currency: values.currency, date, source }, errors };
}

function setValue(values: GoldPriceValues, field: GoldPriceField, value: string): GoldPriceValues {
  if (field === "metal")
    return (METALS as readonly string[]).includes(value) ? { ...values, metal: value as MetalName } : values;
  if (field === "currency")
    return (METAL_CURRENCIES as readonly string[]).includes(value)
      ? { ...values, currency: value as GoldPriceValues["currency"] }
      : values;
  return { ...values, [field]: value };
}

const FIELDS: readonly string[] = ["metal", "price", "currency", "date", "source"];

export const goldPriceMachine = setup({
  types: {
    context: {} as GoldPriceContext,
    events: {} as GoldPriceEvent,
  },
  actors: goldPriceActors,
  actions: {
    /** Injected: announce the saved price (toast). */
    saved: () => {},
    /** Injected: move the focus to the first field in error. */
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => checkGoldPrice(context.values, context.view?.today ?? "").input !== null,
  },
}).createMachine({
  id: "goldPrice",
  context: { view: null, values: emptyValues(), errors: {}, failure: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "load",
        onDone: {
          target: "ready",
          actions: assign({
            view: ({ event }) => event.output,
            // The date starts as today's (Riyadh), the day a price set now is usually of.
            values: ({ context, event }) =>
              context.values.date ? context.values : { ...context.values, date: event.output.today },
          }),
        },
        onError: { target: "failed" },
      },
    },
    failed: {
      on: { retry: { target: "loading" } },
    },
    ready: {
      on: {
        "field.change": {
          actions: assign(({ context, event }) => {
            const { [event.field]: _gone, ...errors } = context.errors;
            return { values: setValue(context.values, event.field, event.value), errors, failure: null };
          }),
        },
        submit: [
          { guard: "valid", target: "saving" },
          {
            actions: [
              assign({
                errors: ({ context }) => checkGoldPrice(context.values, context.view?.today ?? "").errors,
                failure: null,
              }),
              "focusFirstError",
            ],
          },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "save",
        input: ({ context }) => checkGoldPrice(context.values, context.view?.today ?? "").input!,
        onDone: {
          target: "ready",
          actions: [
            assign({
              view: ({ event }) => event.output,
              values: ({ context }) => ({ ...context.values, price: "", source: "" }),
              errors: {},
              failure: null,
            }),
            "saved",
          ],
        },
        onError: {
          target: "ready",
          actions: [
            assign(({ event }) => {
              const error = event.error;
              const field = error instanceof ApiError ? (error.body as { field?: unknown } | null)?.field : undefined;
              const message = error instanceof ApiError ? (error.body?.message ?? null) : null;
              if (typeof field === "string" && FIELDS.includes(field) && message)
                return { errors: { [field]: { kind: "server", message } }, failure: null };
              return { errors: {}, failure: message ?? "network" };
            }),
            "focusFirstError",
          ],
        },
      },
    },
  },
});

// Selectors, beside the machine, so the view never names a state.
type GoldPriceSnapshot = SnapshotFrom<typeof goldPriceMachine>;
export const goldPriceFailed = (s: GoldPriceSnapshot) => s.matches("failed");
