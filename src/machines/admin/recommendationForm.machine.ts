// The admin's recommendation form: text fields as typed, checked with the rules the server
// uses (known-looking symbol, positive prices, stop loss < entries <
// targets) before the call; errors show after the first submit and follow every change.
// Arabic-Indic digits and separators are read as Latin ones. The server's answer can still
// refuse a field (an unknown symbol): its message shows beside the form. A second Publish
// while one is on its way, or just after it succeeded (a double click), is ignored: it
// would otherwise validate the cleared form and mark every field red under the toast.
import * as v from "valibot";
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from "xstate";
import { ApiError } from "../../client/http";
import { normalizeDigits, parseDecimal } from "../../shared/digits";
import { SYMBOL_PATTERN } from "../../shared/market";
import {
  orderProblems,
  type Recommendation,
  RecommendationInput,
  TARGET_COLORS,
  type TargetColor,
} from "../../shared/recommendation";
import { recommendationFormActors } from "./actors";

interface FormValues {
  symbol: string;
  entries: [string, string, string, string];
  targets: [string, string, string, string, string];
  targetColors: [TargetColor, TargetColor, TargetColor, TargetColor, TargetColor];
  stopLoss: string;
}

/** Field paths as the server names them: symbol, entries.0 … targets.4, stopLoss, … */
type FieldPath = string;
export type FieldError = "invalidSymbol" | "invalidPrice" | "stopLossBelowEntries" | "targetAboveEntries";

export const emptyValues = (): FormValues => ({
  symbol: "",
  entries: ["", "", "", ""],
  targets: ["", "", "", "", ""],
  targetColors: ["none", "none", "none", "none", "none"],
  stopLoss: "",
});

/** A field as a number (src/shared/digits.ts reads Arabic-Indic digits and separators); NaN when empty or unreadable. */
const toNumber = (text: string): number => parseDecimal(text) ?? Number.NaN;

/** The payload for the server, or the errors per field. */
export function validateForm(values: FormValues): {
  input: RecommendationInput | null;
  errors: Record<FieldPath, FieldError>;
} {
  const errors: Record<FieldPath, FieldError> = {};
  const symbol = normalizeDigits(values.symbol).trim().toUpperCase();
  if (!SYMBOL_PATTERN.test(symbol)) errors.symbol = "invalidSymbol";
  const price = (text: string, path: string) => {
    const n = toNumber(text);
    if (!(n > 0) || n > 1e9) errors[path] = "invalidPrice";
    return n;
  };
  const entries = values.entries.map((e, i) => price(e, `entries.${i}`));
  const targets = values.targets.map((t, i) => price(t, `targets.${i}`));
  const stopLoss = price(values.stopLoss, "stopLoss");
  for (const problem of orderProblems({ entries, targets, stopLoss })) errors[problem.field] ??= problem.rule;
  if (Object.keys(errors).length > 0) return { input: null, errors };
  const parsed = v.safeParse(RecommendationInput, {
    symbol,
    entries,
    targets,
    targetColors: values.targetColors,
    stopLoss,
  });
  return parsed.success ? { input: parsed.output, errors } : { input: null, errors: { symbol: "invalidSymbol" } };
}

function setField(values: FormValues, path: FieldPath, value: string): FormValues {
  const [field, index] = path.split(".") as [keyof FormValues, string | undefined];
  if (index === undefined) return { ...values, [field]: value };
  const list = [...(values[field] as string[])];
  const i = Number(index);
  if (!(i >= 0 && i < list.length)) return values;
  if (field === "targetColors" && !(TARGET_COLORS as readonly string[]).includes(value)) return values;
  list[i] = value;
  return { ...values, [field]: list };
}

interface FormContext {
  values: FormValues;
  errors: Record<FieldPath, FieldError>;
  showErrors: boolean;
  serverError: string | null;
}

type FormEvent = { type: "field.change"; path: FieldPath; value: string } | { type: "submit" };

export const recommendationFormMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
  },
  actors: recommendationFormActors,
  actions: {
    /** Tells the list the new recommendation (and the user a toast), bound by the view. */
    published: (_, _params: { recommendation: Recommendation }) => {},
    /** Moves focus to the first field in error, bound by the view. */
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => validateForm(context.values).input !== null,
  },
  delays: {
    /** How long after a successful Publish a second click is still taken for the same one. */
    repeatedSubmit: 1500,
  },
}).createMachine({
  id: "recommendationForm",
  context: { values: emptyValues(), errors: {}, showErrors: false, serverError: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": {
          actions: assign(({ context, event }) => {
            const values = setField(context.values, event.path, event.value);
            return { values, errors: validateForm(values).errors, serverError: null };
          }),
        },
        submit: [
          { guard: "valid", target: "saving", actions: assign({ serverError: null }) },
          {
            actions: [
              assign(({ context }) => ({ errors: validateForm(context.values).errors, showErrors: true })),
              "focusFirstError",
            ],
          },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "publish",
        src: "publish",
        input: ({ context }) => validateForm(context.values).input as RecommendationInput,
        onDone: {
          target: "published",
          actions: [
            { type: "published", params: ({ event }) => ({ recommendation: event.output.recommendation }) },
            assign({ values: emptyValues(), errors: {}, showErrors: false, serverError: null }),
          ],
        },
        onError: {
          target: "editing",
          actions: assign({
            serverError: ({ event }) =>
              event.error instanceof ApiError
                ? (event.error.body?.message ?? event.error.message)
                : String(event.error),
          }),
        },
      },
    },
    published: {
      // The form is empty again; a submit here is the rest of a double click, not a new one.
      after: { repeatedSubmit: "editing" },
      on: {
        "field.change": {
          target: "editing",
          actions: assign(({ context, event }) => {
            const values = setField(context.values, event.path, event.value);
            return { values, errors: validateForm(values).errors };
          }),
        },
      },
    },
  },
});

export type RecommendationFormActor = ActorRefFrom<typeof recommendationFormMachine>;

// Selectors: what the view reads, beside the machine.
/** The field errors to show: none until the first submit asks for them. */
export const shownErrors = (s: SnapshotFrom<typeof recommendationFormMachine>) =>
  s.context.showErrors ? s.context.errors : {};
