// The transaction form (add or edit one transaction of a portfolio). Fields are checked as the
// server checks them before any call: the fields each type needs, numbers in any digits
// (src/shared/digits.ts), no negative amount, no date in the future; a server refusal (a sale
// beyond the held quantity, an unknown symbol) comes back naming its field and is shown under
// it. Its output is the saved transaction, or null when cancelled.
import { assign, setup } from "xstate";
import { parseDecimal } from "../../shared/digits";
import {
  type Currency,
  EARLIEST_DATE,
  isCalendarDay,
  MAX_TRANSACTION_NOTE,
  SYMBOL_TYPES,
  type Transaction,
  type TransactionInput,
  type TransactionType,
} from "../../shared/portfolio";
import { saveTransaction } from "./actors";
import { type FormError, formError } from "./errors";

const TRANSACTION_FIELDS = ["type", "date", "symbol", "quantity", "price", "fees", "currency", "note"] as const;
export type TransactionField = (typeof TRANSACTION_FIELDS)[number];
type TextField = Exclude<TransactionField, "type" | "currency">;

interface TransactionFormInput {
  portfolioId: string;
  baseCurrency: Currency;
  transaction?: Transaction | null;
  /** Today at the exchange, YYYY-MM-DD (a later date is refused). */
  today: string;
}

interface TransactionFormContext {
  portfolioId: string;
  id: string | null;
  type: TransactionType;
  currency: Currency;
  values: Record<TextField, string>;
  today: string;
  /** The message of each field at fault; `form` for what names no field. */
  errors: Partial<Record<TransactionField | "form", FormError>>;
  result: Transaction | null;
}

type TransactionFormEvent =
  | { type: "type.change"; value: TransactionType }
  | { type: "currency.change"; value: Currency }
  | { type: "field.change"; field: TextField; value: string }
  | { type: "submit" }
  | { type: "cancel" };

/** Which of quantity and price a type asks for (symbol: SYMBOL_TYPES). */
export const NEEDS: Record<TransactionType, { quantity: boolean; price: boolean }> = {
  buy: { quantity: true, price: true },
  sell: { quantity: true, price: true },
  dividend: { quantity: false, price: true },
  deposit: { quantity: false, price: true },
  withdrawal: { quantity: false, price: true },
  fee: { quantity: false, price: true },
  split: { quantity: true, price: false },
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The problems the form finds itself, by field (empty when it may be sent). */
export function checkTransaction(
  c: Pick<TransactionFormContext, "type" | "values" | "today">,
): TransactionFormContext["errors"] {
  const errors: TransactionFormContext["errors"] = {};
  const err = (key: FormError["key"], field: TransactionField): FormError => ({ field, message: null, key });
  const { values } = c;
  if (values.date === "") errors.date = err("required", "date");
  // A real calendar day from EARLIEST_DATE, as the server checks (2024-02-30 is none).
  else if (!isCalendarDay(values.date) || values.date < EARLIEST_DATE) errors.date = err("invalid", "date");
  else if (values.date > c.today) errors.date = err("future", "date");
  if (SYMBOL_TYPES.includes(c.type) && values.symbol.trim() === "") errors.symbol = err("required", "symbol");
  for (const field of ["quantity", "price", "fees"] as const) {
    const n = parseDecimal(values[field]);
    const needed = field === "fees" ? false : NEEDS[c.type][field];
    if (n === null) {
      if (needed) errors[field] = err("required", field);
    } else if (Number.isNaN(n)) errors[field] = err("invalid", field);
    else if (n < 0) errors[field] = err("negative", field);
    else if (n === 0 && needed) errors[field] = err("invalid", field);
  }
  if (values.note.length > MAX_TRANSACTION_NOTE) errors.note = err("tooLong", "note");
  return errors;
}

function transactionBody(c: TransactionFormContext): TransactionInput {
  const needs = NEEDS[c.type];
  const num = (field: "quantity" | "price" | "fees") => parseDecimal(c.values[field]);
  return {
    type: c.type,
    date: c.values.date,
    symbol: SYMBOL_TYPES.includes(c.type) ? c.values.symbol.trim().toUpperCase() : null,
    quantity: needs.quantity || c.type === "dividend" ? num("quantity") : null,
    price: needs.price ? num("price") : null,
    fees: num("fees") ?? 0,
    currency: c.currency,
    note: c.values.note.trim() || null,
  };
}

export const transactionFormMachine = setup({
  types: {
    context: {} as TransactionFormContext,
    events: {} as TransactionFormEvent,
    input: {} as TransactionFormInput,
    output: {} as Transaction | null,
  },
  actors: { saveTransaction },
  guards: {
    invalid: ({ context }) => Object.keys(checkTransaction(context)).length > 0,
  },
}).createMachine({
  id: "transactionForm",
  context: ({ input }) => {
    const t = input.transaction ?? null;
    return {
      portfolioId: input.portfolioId,
      id: t?.id ?? null,
      type: t?.type ?? "buy",
      currency: t?.currency ?? input.baseCurrency,
      values: {
        date: t?.date ?? input.today,
        symbol: t?.symbol ?? "",
        quantity: text(t?.quantity),
        price: text(t?.price),
        fees: t ? text(t.fees) : "",
        note: t?.note ?? "",
      },
      today: input.today,
      errors: {},
      result: null,
    };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "type.change": { actions: assign({ type: ({ event }) => event.value, errors: {} }) },
        "currency.change": { actions: assign({ currency: ({ event }) => event.value }) },
        "field.change": {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => {
              const { [event.field]: _gone, form: _form, ...rest } = context.errors;
              return rest;
            },
          }),
        },
        submit: [
          { guard: "invalid", actions: assign({ errors: ({ context }) => checkTransaction(context) }) },
          { target: "saving" },
        ],
        cancel: "cancelled",
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "saveTransaction",
        src: "saveTransaction",
        input: ({ context }) => ({ portfolioId: context.portfolioId, id: context.id, body: transactionBody(context) }),
        onDone: { target: "done", actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: "editing",
          actions: assign({
            errors: ({ event }) => {
              const e = formError(event.error);
              const field = (TRANSACTION_FIELDS as readonly string[]).includes(e.field ?? "")
                ? (e.field as TransactionField)
                : "form";
              return { [field]: e };
            },
          }),
        },
      },
    },
    done: { type: "final" },
    cancelled: { type: "final" },
  },
  output: ({ context }) => context.result,
});
