// The zakat of all of a user's wealth (docs/portfolio.md, "The whole zakat"): the zakat profile
// (the hawl day on the Umm al-Qura calendar, the nisab's metal, the currency, the wealth held
// outside the portfolios, the purification method) as a form, and the report of every portfolio
// and that wealth for a date and a year. The profile is read first, then the report; a save
// sends the whole profile and reads the report again. The server judges the values (its message,
// in the page's language, is shown at the field it names); the form only refuses what is not a
// number, which it could not send.
import { assign, setup } from "xstate";
import { normalizeDigits, parseDecimal } from "../../shared/digits";
import {
  OTHER_WEALTH_FIELDS,
  type OtherWealthField,
  type WealthZakatReport,
  type ZakatProfile,
  type ZakatProfileAnswer,
  type ZakatYear,
} from "../../shared/portfolio";
import { fetchWealthZakat, fetchZakatProfile, saveZakatProfile } from "./actors";
import { type FormError, formError } from "./errors";
import { checkZakat } from "./zakat.machine";

/** The profile form as typed: every amount a text, so "١٢٥٠٫٥" and an empty field survive. */
interface ProfileForm {
  hawl: string;
  nisabBasis: ZakatProfile["nisabBasis"];
  currency: ZakatProfile["currency"];
  purificationMethod: ZakatProfile["purificationMethod"];
  otherWealth: Record<OtherWealthField, string>;
}

type ProfileField = "hawl" | "nisabBasis" | "currency" | "purificationMethod" | OtherWealthField;
export type WholeZakatField = ProfileField | "date" | "year";

interface WholeZakatContext {
  today: string;
  profile: ZakatProfileAnswer | null;
  form: ProfileForm;
  /** The report's date and year. */
  date: string;
  year: ZakatYear;
  report: WealthZakatReport | null;
  errors: Partial<Record<WholeZakatField | "form", FormError>>;
  /** The profile was saved since the last edit (the page says so). */
  saved: boolean;
}

type WholeZakatEvent =
  | { type: "profile.change"; patch: Partial<Omit<ProfileForm, "otherWealth">> }
  | { type: "wealth.change"; field: OtherWealthField; value: string }
  | { type: "profile.save" }
  | { type: "date.change"; value: string }
  | { type: "year.change"; value: ZakatYear }
  | { type: "report.submit" }
  | { type: "retry" };

/** The form of a profile: amounts as plain numbers, 0 as empty-looking "0". */
function formOf(p: ZakatProfile): ProfileForm {
  const otherWealth = {} as Record<OtherWealthField, string>;
  for (const f of OTHER_WEALTH_FIELDS) otherWealth[f] = String(p.otherWealth[f]);
  return {
    hawl: p.hawl.hijri,
    nisabBasis: p.nisabBasis,
    currency: p.currency,
    purificationMethod: p.purificationMethod,
    otherWealth,
  };
}

/** The profile to send, or the fields that are not numbers (an empty amount is 0). */
export function profileOf(form: ProfileForm): { profile: ZakatProfile } | { errors: WholeZakatContext["errors"] } {
  const errors: WholeZakatContext["errors"] = {};
  const otherWealth = {} as Record<OtherWealthField, number>;
  for (const f of OTHER_WEALTH_FIELDS) {
    const n = parseDecimal(form.otherWealth[f]) ?? 0;
    if (Number.isNaN(n)) errors[f] = { field: f, message: null, key: "invalid" };
    otherWealth[f] = n;
  }
  const hawl = normalizeDigits(form.hawl).trim();
  if (!hawl) errors.hawl = { field: "hawl", message: null, key: "required" };
  if (Object.keys(errors).length > 0) return { errors };
  return {
    profile: {
      hawl: { hijri: hawl },
      nisabBasis: form.nisabBasis,
      currency: form.currency,
      purificationMethod: form.purificationMethod,
      otherWealth,
    },
  };
}

/** The form field a server's dot path names ("otherWealth.debts" → debts, "hawl.hijri" → hawl). */
export function fieldOf(e: FormError): WholeZakatField | "form" {
  const path = e.field ?? "";
  if (path === "hawl" || path.startsWith("hawl.")) return "hawl";
  const last = path.split(".").at(-1) ?? "";
  const known: readonly string[] = [
    ...OTHER_WEALTH_FIELDS,
    "nisabBasis",
    "currency",
    "purificationMethod",
    "date",
    "year",
  ];
  return known.includes(last) ? (last as WholeZakatField) : "form";
}

const fieldError = (error: unknown) => {
  const e = formError(error);
  return { [fieldOf(e)]: e };
};

const EMPTY_FORM: ProfileForm = {
  hawl: "",
  nisabBasis: "gold",
  currency: "SAR",
  purificationMethod: "aaoifi21",
  otherWealth: { cash: "0", goldGrams: "0", silverGrams: "0", receivables: "0", debts: "0" },
};

export const wholeZakatMachine = setup({
  types: {
    context: {} as WholeZakatContext,
    events: {} as WholeZakatEvent,
    input: {} as { today: string },
  },
  actors: { fetchZakatProfile, saveZakatProfile, fetchWealthZakat },
  actions: {
    checkProfile: assign({
      errors: ({ context }) => {
        const out = profileOf(context.form);
        return "errors" in out ? out.errors : {};
      },
    }),
  },
  guards: {
    profileInvalid: ({ context }) => "errors" in profileOf(context.form),
    dateInvalid: ({ context }) => checkZakat({ ...context, goldPrice: "" }).date !== undefined,
    isFieldError: ({ event }) => fieldOf(formError((event as { error?: unknown }).error)) !== "form",
  },
}).createMachine({
  id: "wholeZakat",
  context: ({ input }) => ({
    today: input.today,
    profile: null,
    form: EMPTY_FORM,
    date: input.today,
    year: "lunar",
    report: null,
    errors: {},
    saved: false,
  }),
  initial: "loading",
  on: {
    // Edits are kept in every state after the profile is read; an edit clears that field's error.
    "profile.change": {
      actions: assign({
        form: ({ context, event }) => ({ ...context.form, ...event.patch }),
        errors: ({ context, event }) => {
          const { form: _f, ...rest } = context.errors;
          for (const k of Object.keys(event.patch)) delete rest[k as ProfileField];
          return rest;
        },
        saved: false,
      }),
    },
    "wealth.change": {
      actions: assign({
        form: ({ context, event }) => ({
          ...context.form,
          otherWealth: { ...context.form.otherWealth, [event.field]: event.value },
        }),
        errors: ({ context, event }) => {
          const { form: _f, [event.field]: _e, ...rest } = context.errors;
          return rest;
        },
        saved: false,
      }),
    },
    "date.change": {
      actions: assign({
        date: ({ event }) => event.value,
        errors: ({ context }) => {
          const { date: _d, ...rest } = context.errors;
          return rest;
        },
      }),
    },
    "year.change": { actions: assign({ year: ({ event }) => event.value }) },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "fetchZakatProfile",
        src: "fetchZakatProfile",
        onDone: {
          target: "reporting",
          actions: assign({ profile: ({ event }) => event.output, form: ({ event }) => formOf(event.output) }),
        },
        onError: { target: "failed", actions: assign({ errors: ({ event }) => ({ form: formError(event.error) }) }) },
      },
    },
    failed: { on: { retry: { target: "loading", actions: assign({ errors: {} }) } } },
    reporting: {
      tags: ["busy", "reporting"],
      invoke: {
        id: "fetchWealthZakat",
        src: "fetchWealthZakat",
        input: ({ context }) => ({ date: context.date, year: context.year }),
        onDone: {
          target: "ready",
          actions: assign({
            report: ({ event }) => event.output,
            errors: ({ context }) => {
              const { form: _f, date: _d, year: _y, ...rest } = context.errors;
              return rest;
            },
          }),
        },
        onError: [
          // A refused date: under the date field, the last report kept.
          {
            guard: "isFieldError",
            target: "ready",
            actions: assign({ errors: ({ event }) => fieldError(event.error) }),
          },
          { target: "reportFailed", actions: assign({ errors: ({ event }) => ({ form: formError(event.error) }) }) },
        ],
      },
    },
    reportFailed: {
      on: {
        retry: "reporting",
        "report.submit": "reporting",
        "profile.save": [
          { guard: "profileInvalid", actions: "checkProfile" },
          { target: "saving", actions: assign({ errors: {} }) },
        ],
      },
    },
    ready: {
      on: {
        "report.submit": [
          {
            guard: "dateInvalid",
            actions: assign({ errors: ({ context }) => checkZakat({ ...context, goldPrice: "" }) }),
          },
          { target: "reporting" },
        ],
        "profile.save": [
          { guard: "profileInvalid", actions: "checkProfile" },
          { target: "saving", actions: assign({ errors: {} }) },
        ],
      },
    },
    saving: {
      tags: ["busy", "saving"],
      invoke: {
        id: "saveZakatProfile",
        src: "saveZakatProfile",
        input: ({ context }) => {
          const out = profileOf(context.form);
          return "profile" in out ? out.profile : ({} as ZakatProfile);
        },
        onDone: {
          target: "reporting",
          actions: assign({
            profile: ({ event }) => event.output,
            form: ({ event }) => formOf(event.output),
            saved: true,
          }),
        },
        onError: { target: "ready", actions: assign({ errors: ({ event }) => fieldError(event.error) }) },
      },
    },
  },
});
