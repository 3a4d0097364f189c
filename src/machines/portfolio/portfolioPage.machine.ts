// The portfolio page (/portfolio): the user's portfolios, the one shown with its summary,
// transactions and income, the dialog that creates or renames a portfolio, the confirmation
// before a portfolio or a transaction is deleted, and the CSV export. The transaction form,
// the import preview and the zakat form are machines of their own; when they save, the view
// sends `reload`. All I/O is in ./actors.ts.
import { type ActorRefFrom, assign, raise, setup } from "xstate";
import { parseDecimal } from "../../shared/digits";
import {
  type CostMethod,
  type Currency,
  DEFAULT_WITHHOLDING_RATE,
  MAX_PORTFOLIO_NAME,
  type Portfolio,
} from "../../shared/portfolio";
import {
  deletePortfolio,
  deleteTransaction,
  exportCsv,
  fetchDetails,
  fetchPortfolios,
  type PortfolioDetails,
  savePortfolio,
} from "./actors";
import { type FormError, formError } from "./errors";

interface PortfolioForm {
  /** null: a new portfolio; otherwise the one being renamed. */
  id: string | null;
  name: string;
  baseCurrency: Currency;
  costMethod: CostMethod;
  /** The tax withheld on US dividends in percent, as typed (0 to 100, any digits). */
  withholding: string;
  error: FormError | null;
}

/** A withholding rate as the percent the form shows: 0.3 → "30". */
const percentText = (rate: number) => String(Math.round(rate * 10_000) / 100);

/** The form's percent as a fraction, or null when it is not a number from 0 to 100. */
function withholdingRateOf(text: string): number | null {
  const percent = parseDecimal(text);
  return percent === null || !Number.isFinite(percent) || percent < 0 || percent > 100 ? null : percent / 100;
}

type PendingDelete = { kind: "portfolio" | "transaction"; id: string; label: string };

interface PortfolioPageContext {
  portfolios: Portfolio[];
  selectedId: string | null;
  details: PortfolioDetails | null;
  loadError: FormError | null;
  form: PortfolioForm | null;
  pendingDelete: PendingDelete | null;
  deleteError: FormError | null;
  /** The exported CSV, until the view has saved it. */
  exported: { name: string; csv: string } | null;
  exportError: FormError | null;
}

type PortfolioPageEvent =
  | { type: "retry" }
  | { type: "reload" }
  | { type: "refresh" }
  | { type: "select"; id: string }
  | { type: "create" }
  | { type: "rename" }
  | { type: "form.change"; patch: Partial<Pick<PortfolioForm, "name" | "baseCurrency" | "costMethod" | "withholding">> }
  | { type: "form.submit" }
  | { type: "form.cancel" }
  | { type: "delete"; target: PendingDelete }
  | { type: "delete.confirm" }
  | { type: "delete.cancel" }
  | { type: "export" }
  | { type: "export.saved" };

export const REFRESH_MS = 60_000;

/** The name field's own problem, before any call. */
const nameError = (key: "required" | "tooLong") =>
  assign<PortfolioPageContext, PortfolioPageEvent, undefined, PortfolioPageEvent, never>({
    form: ({ context }) => context.form && { ...context.form, error: { field: "name", message: null, key } },
  });

const selected = (c: PortfolioPageContext) => c.portfolios.find((p) => p.id === c.selectedId) ?? null;

export const portfolioPageMachine = setup({
  types: {
    context: {} as PortfolioPageContext,
    events: {} as PortfolioPageEvent,
    input: {} as { selectedId?: string | null } | undefined,
  },
  actors: { fetchPortfolios, fetchDetails, savePortfolio, deletePortfolio, deleteTransaction, exportCsv },
  guards: {
    hasPortfolios: ({ context }) => context.portfolios.length > 0,
    nameMissing: ({ context }) => (context.form?.name.trim() ?? "") === "",
    nameTooLong: ({ context }) => (context.form?.name.trim().length ?? 0) > MAX_PORTFOLIO_NAME,
    withholdingInvalid: ({ context }) => withholdingRateOf(context.form?.withholding ?? "") === null,
    isPortfolio: ({ context }) => context.pendingDelete?.kind === "portfolio",
    otherPortfolio: ({ context, event }) => event.type === "select" && event.id !== context.selectedId,
  },
  actions: {
    pickSelected: assign({
      selectedId: ({ context }) =>
        context.portfolios.some((p) => p.id === context.selectedId)
          ? context.selectedId
          : (context.portfolios[0]?.id ?? null),
    }),
  },
}).createMachine({
  id: "portfolioPage",
  context: ({ input }) => ({
    portfolios: [],
    selectedId: input?.selectedId ?? null,
    details: null,
    loadError: null,
    form: null,
    pendingDelete: null,
    deleteError: null,
    exported: null,
    exportError: null,
  }),
  type: "parallel",
  states: {
    data: {
      initial: "loading",
      states: {
        loading: {
          tags: ["loading"],
          invoke: {
            id: "fetchPortfolios",
            src: "fetchPortfolios",
            onDone: [
              {
                guard: ({ event }) => event.output.length > 0,
                target: "ready",
                actions: [assign({ portfolios: ({ event }) => event.output }), "pickSelected"],
              },
              { target: "empty", actions: assign({ portfolios: [], selectedId: null }) },
            ],
            onError: { target: "failed", actions: assign({ loadError: ({ event }) => formError(event.error) }) },
          },
        },
        failed: { on: { retry: { target: "loading", actions: assign({ loadError: null }) } } },
        empty: {},
        ready: {
          initial: "loading",
          on: {
            select: {
              guard: "otherPortfolio",
              target: ".loading",
              actions: assign({ selectedId: ({ event }) => event.id }),
            },
            reload: ".loading",
          },
          states: {
            loading: {
              tags: ["loading"],
              invoke: {
                id: "fetchDetails",
                src: "fetchDetails",
                input: ({ context }) => ({ id: context.selectedId ?? "" }),
                onDone: {
                  target: "loaded",
                  actions: assign({ details: ({ event }) => event.output, loadError: null }),
                },
                onError: { target: "failed", actions: assign({ loadError: ({ event }) => formError(event.error) }) },
              },
            },
            // Prices follow the live quotes: the summary is read again every minute.
            loaded: { after: { [REFRESH_MS]: "loading" } },
            failed: { on: { retry: "loading" } },
          },
        },
      },
      // A portfolio made or deleted: the list is read again (an empty list shows the empty state).
      on: { refresh: ".loading" },
    },
    dialog: {
      initial: "closed",
      states: {
        closed: {
          on: {
            create: {
              target: "form",
              actions: assign({
                form: {
                  id: null,
                  name: "",
                  baseCurrency: "SAR",
                  costMethod: "average",
                  withholding: percentText(DEFAULT_WITHHOLDING_RATE),
                  error: null,
                },
              }),
            },
            rename: {
              guard: ({ context }) => selected(context) !== null,
              target: "form",
              actions: assign({
                form: ({ context }) => {
                  const { id, name, baseCurrency, costMethod, withholdingRate } = selected(context) as Portfolio;
                  return { id, name, baseCurrency, costMethod, withholding: percentText(withholdingRate), error: null };
                },
              }),
            },
            delete: {
              target: "confirming",
              actions: assign({ pendingDelete: ({ event }) => event.target, deleteError: null }),
            },
          },
        },
        form: {
          on: {
            "form.change": {
              actions: assign({
                form: ({ context, event }) => context.form && { ...context.form, ...event.patch, error: null },
              }),
            },
            "form.submit": [
              { guard: "nameMissing", actions: nameError("required") },
              { guard: "nameTooLong", actions: nameError("tooLong") },
              {
                guard: "withholdingInvalid",
                actions: assign({
                  form: ({ context }) =>
                    context.form && {
                      ...context.form,
                      error: { field: "withholdingRate", message: null, key: "invalid" },
                    },
                }),
              },
              { target: "saving" },
            ],
            "form.cancel": { target: "closed", actions: assign({ form: null }) },
          },
        },
        saving: {
          tags: ["busy"],
          invoke: {
            id: "savePortfolio",
            src: "savePortfolio",
            input: ({ context }) => {
              const f = context.form as PortfolioForm;
              const body = {
                name: f.name.trim(),
                baseCurrency: f.baseCurrency,
                costMethod: f.costMethod,
                withholdingRate: withholdingRateOf(f.withholding) ?? DEFAULT_WITHHOLDING_RATE,
              };
              return f.id === null ? { kind: "create" as const, body } : { kind: "update" as const, id: f.id, body };
            },
            onDone: {
              target: "closed",
              actions: [
                assign({
                  portfolios: ({ context, event }) =>
                    context.portfolios.some((p) => p.id === event.output.id)
                      ? context.portfolios.map((p) => (p.id === event.output.id ? event.output : p))
                      : [...context.portfolios, event.output],
                  selectedId: ({ event }) => event.output.id,
                  form: null,
                }),
                // The list (and the summary, whose base currency may have changed) is read again.
                raise({ type: "refresh" }),
              ],
            },
            onError: {
              target: "form",
              actions: assign({
                form: ({ context, event }) => context.form && { ...context.form, error: formError(event.error) },
              }),
            },
          },
        },
        confirming: {
          on: {
            "delete.confirm": [
              { guard: "isPortfolio", target: "deletingPortfolio" },
              { target: "deletingTransaction" },
            ],
            "delete.cancel": { target: "closed", actions: assign({ pendingDelete: null }) },
          },
        },
        deletingPortfolio: {
          tags: ["busy"],
          invoke: {
            id: "deletePortfolio",
            src: "deletePortfolio",
            input: ({ context }) => ({ id: context.pendingDelete?.id ?? "" }),
            onDone: {
              target: "closed",
              actions: [
                assign({
                  portfolios: ({ context, event }) => context.portfolios.filter((p) => p.id !== event.output),
                  pendingDelete: null,
                  details: null,
                }),
                "pickSelected",
                raise({ type: "refresh" }),
              ],
            },
            onError: { target: "confirming", actions: assign({ deleteError: ({ event }) => formError(event.error) }) },
          },
        },
        deletingTransaction: {
          tags: ["busy"],
          invoke: {
            id: "deleteTransaction",
            src: "deleteTransaction",
            input: ({ context }) => ({ portfolioId: context.selectedId ?? "", id: context.pendingDelete?.id ?? "" }),
            onDone: {
              target: "closed",
              actions: [assign({ pendingDelete: null }), raise({ type: "reload" })],
            },
            onError: { target: "confirming", actions: assign({ deleteError: ({ event }) => formError(event.error) }) },
          },
        },
      },
    },
    export: {
      initial: "idle",
      states: {
        idle: {
          on: {
            export: {
              guard: ({ context }) => context.selectedId !== null,
              target: "exporting",
              actions: assign({ exportError: null }),
            },
          },
        },
        exporting: {
          tags: ["exporting"],
          invoke: {
            id: "exportCsv",
            src: "exportCsv",
            input: ({ context }) => ({ id: context.selectedId ?? "" }),
            onDone: {
              target: "saving",
              actions: assign({
                exported: ({ context, event }) => ({ name: selected(context)?.name ?? "portfolio", csv: event.output }),
              }),
            },
            onError: { target: "idle", actions: assign({ exportError: ({ event }) => formError(event.error) }) },
          },
        },
        saving: { on: { "export.saved": { target: "idle", actions: assign({ exported: null }) } } },
      },
    },
  },
});
export type PortfolioPageActor = ActorRefFrom<typeof portfolioPageMachine>;
