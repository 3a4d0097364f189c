// The saved zakat years (docs/portfolio.md, "Zakat years"): the list of the snapshots saved on
// each hawl day, newest first, with the profile whose hawl day says when the first one is saved
// and the reports of the newest years (their nisab on the cards), and one year opened to its
// report as saved. The year opened comes from the page's address
// (`open` with the year, `close` without): asked for while the list is still loading, it is
// opened once the list is in. A snapshot never changes, so a year once read is kept.
import { assign, setup } from "xstate";
import type { WealthZakatReport, ZakatProfileAnswer, ZakatYearSummary } from "../../shared/portfolio";
import { fetchZakatYear, fetchZakatYears, type ZakatYearsList } from "./actors";
import { type FormError, formError } from "./errors";

interface ZakatYearsContext {
  years: ZakatYearSummary[];
  profile: ZakatProfileAnswer | null;
  /** The Hijri year asked for (the address's), or null for the list alone. */
  selected: number | null;
  /** The reports read so far, by Hijri year. */
  reports: Record<number, WealthZakatReport>;
  error: FormError | null;
}

const keep = ({ years, profile, reports }: ZakatYearsList) => ({ years, profile, reports });

type ZakatYearsEvent = { type: "open"; hijriYear: number } | { type: "close" } | { type: "retry" };

export const zakatYearsMachine = setup({
  types: {
    context: {} as ZakatYearsContext,
    events: {} as ZakatYearsEvent,
    input: {} as { hijriYear: number | null },
  },
  actors: { fetchZakatYears, fetchZakatYear },
  actions: {
    /** The year the address asks for (none on `close`); an old error goes with the old year. */
    select: assign({
      selected: ({ event }) => (event.type === "open" ? event.hijriYear : null),
      error: null,
    }),
  },
  guards: {
    wantsYear: ({ context }) => context.selected !== null,
    isRead: ({ context, event }) => event.type === "open" && context.reports[event.hijriYear] !== undefined,
  },
}).createMachine({
  id: "zakatYears",
  context: ({ input }) => ({ years: [], profile: null, selected: input.hijriYear, reports: {}, error: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      // The address may change while the list loads: remember the year, open it once loaded.
      on: { open: { actions: "select" }, close: { actions: "select" } },
      invoke: {
        id: "fetchZakatYears",
        src: "fetchZakatYears",
        // The list, then the year asked for: shown if its report came with the list, else read.
        onDone: [
          {
            guard: ({ context, event }) => context.selected !== null && context.selected in event.output.reports,
            target: "shown",
            actions: assign(({ event }) => keep(event.output)),
          },
          { guard: "wantsYear", target: "opening", actions: assign(({ event }) => keep(event.output)) },
          { target: "list", actions: assign(({ event }) => keep(event.output)) },
        ],
        onError: { target: "failed", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    failed: {
      on: {
        retry: { target: "loading", actions: assign({ error: null }) },
        open: { actions: "select" },
        close: { actions: "select" },
      },
    },
    list: {
      on: {
        open: [
          { guard: "isRead", target: "shown", actions: "select" },
          { target: "opening", actions: "select" },
        ],
      },
    },
    opening: {
      tags: ["busy"],
      on: {
        open: { target: "opening", reenter: true, actions: "select" },
        close: { target: "list", actions: "select" },
      },
      invoke: {
        id: "fetchZakatYear",
        src: "fetchZakatYear",
        input: ({ context }) => ({ hijriYear: context.selected ?? 0 }),
        onDone: {
          target: "shown",
          actions: assign({
            reports: ({ context, event }) => ({ ...context.reports, [context.selected ?? 0]: event.output }),
          }),
        },
        onError: { target: "openFailed", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    shown: {
      on: {
        open: [
          { guard: "isRead", target: "shown", actions: "select" },
          { target: "opening", actions: "select" },
        ],
        close: { target: "list", actions: "select" },
      },
    },
    openFailed: {
      on: {
        retry: { target: "opening", actions: assign({ error: null }) },
        open: [
          { guard: "isRead", target: "shown", actions: "select" },
          { target: "opening", actions: "select" },
        ],
        close: { target: "list", actions: "select" },
      },
    },
  },
});
