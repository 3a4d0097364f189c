// The pro screener's filter builder (docs/architecture.md, Screener): the screen being edited
// (market, filters, sort, columns, page). Every change goes through here, then the injected
// `changed` action (the view writes the screen into the URL, which is what runs it). A range
// whose minimum is above its maximum makes the screen `invalid`: nothing is sent until fixed.
// The range inputs send their text as typed (`filter.bound`): it is kept, so the field shows it
// back (Arabic-Indic digits stay Arabic-Indic), and read with parseDecimal (src/shared/digits.ts);
// a text that is no number also makes the screen `invalid`.
import { assign, setup } from "xstate";
import { parseDecimal } from "../../shared/digits";
import {
  DEFAULT_COLUMNS,
  fieldDef,
  isSetFilter,
  MAX_FILTERS,
  type ScreenField,
  type ScreenFilter,
  type ScreenQuery,
} from "../../shared/screener";

/** A range filter's bounds as typed; "" for a set filter or an open bound. */
interface TypedBounds {
  min: string;
  max: string;
}

export interface BuilderContext {
  query: ScreenQuery;
  page: number;
  /** The bounds as typed, one per filter (what the range inputs show). */
  typed: TypedBounds[];
}

type BuilderEvent =
  | { type: "filter.add"; field: ScreenField }
  | { type: "filter.remove"; index: number }
  | { type: "filter.bound"; index: number; bound: "min" | "max"; text: string }
  | { type: "filter.values"; index: number; values: string[] }
  | { type: "sort.set"; field: ScreenField; dir: "asc" | "desc" }
  | { type: "columns.set"; columns: ScreenField[] }
  | { type: "page.set"; page: number }
  | { type: "screen.load"; query: ScreenQuery; page?: number };

/** A new filter: every value of a set, an open range otherwise. */
function newFilter(field: ScreenField): ScreenFilter {
  const def = fieldDef(field);
  return def.kind === "set" ? { field, in: [...def.values] } : { field };
}

export function hasInvertedRange(query: ScreenQuery): boolean {
  return query.filters.some((f) => !isSetFilter(f) && f.min !== undefined && f.max !== undefined && f.min > f.max);
}

/** The bounds of a filter as its inputs show them when they were not typed here (a loaded screen). */
const shown = (f: ScreenFilter): TypedBounds =>
  isSetFilter(f)
    ? { min: "", max: "" }
    : { min: f.min === undefined ? "" : String(f.min), max: f.max === undefined ? "" : String(f.max) };

const withFilters = (
  context: BuilderContext,
  filters: ScreenFilter[],
  typed: TypedBounds[] = filters.map(shown),
): BuilderContext => ({
  query: { ...context.query, filters },
  page: 1,
  typed,
});

/** A bound's text read as a number: undefined when empty or unreadable (the guard `unreadable` holds the screen then). */
const boundOf = (text: string): number | undefined => {
  const n = parseDecimal(text);
  return n === null || !Number.isFinite(n) ? undefined : n;
};

/** Which of a filter's typed bounds are not numbers (the field says so; the screen waits until fixed). */
export function unreadableBounds(t: TypedBounds): ("min" | "max")[] {
  return (["min", "max"] as const).filter((b) => Number.isNaN(parseDecimal(t[b]) ?? 0));
}

const hasUnreadableBound = (typed: TypedBounds[]): boolean => typed.some((t) => unreadableBounds(t).length > 0);

export const filterBuilderMachine = setup({
  types: {
    context: {} as BuilderContext,
    events: {} as BuilderEvent,
    input: {} as { query: ScreenQuery; page?: number },
  },
  actions: {
    changed: (_, _params: BuilderContext) => {},
  },
  guards: {
    inverted: ({ context }) => hasInvertedRange(context.query) || hasUnreadableBound(context.typed),
    canAdd: ({ context }) => context.query.filters.length < MAX_FILTERS,
  },
}).createMachine({
  id: "filterBuilder",
  context: ({ input }) => ({ query: input.query, page: input.page ?? 1, typed: input.query.filters.map(shown) }),
  initial: "checking",
  on: {
    "filter.add": {
      guard: "canAdd",
      target: ".checking",
      actions: assign(({ context, event }) =>
        withFilters(
          context,
          [...context.query.filters, newFilter(event.field)],
          [...context.typed, { min: "", max: "" }],
        ),
      ),
    },
    "filter.remove": {
      target: ".checking",
      actions: assign(({ context, event }) =>
        withFilters(
          context,
          context.query.filters.filter((_, i) => i !== event.index),
          context.typed.filter((_, i) => i !== event.index),
        ),
      ),
    },
    "filter.bound": {
      guard: ({ context, event }) => {
        const f = context.query.filters[event.index];
        return f !== undefined && !isSetFilter(f);
      },
      target: ".checking",
      actions: assign(({ context, event }) => {
        const typed = context.typed.map((t, i) => (i === event.index ? { ...t, [event.bound]: event.text } : t));
        const filters = context.query.filters.map((f, i) => {
          if (i !== event.index || isSetFilter(f)) return f;
          const { min, max } = { min: boundOf(typed[i]!.min), max: boundOf(typed[i]!.max) };
          return { field: f.field, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
        });
        return withFilters(context, filters, typed);
      }),
    },
    "filter.values": {
      target: ".checking",
      actions: assign(({ context, event }) =>
        withFilters(
          context,
          context.query.filters.map((f, i) =>
            i === event.index && isSetFilter(f) ? { field: f.field, in: event.values } : f,
          ),
          context.typed,
        ),
      ),
    },
    "sort.set": {
      target: ".checking",
      actions: assign(({ context, event }) => ({
        query: { ...context.query, sort: { field: event.field, dir: event.dir } },
        page: 1,
        typed: context.typed,
      })),
    },
    "columns.set": {
      target: ".checking",
      actions: assign(({ context, event }) => ({
        query: { ...context.query, columns: event.columns.length ? event.columns : DEFAULT_COLUMNS },
        page: context.page,
        typed: context.typed,
      })),
    },
    "page.set": {
      guard: ({ event }) => Number.isInteger(event.page) && event.page >= 1,
      target: ".checking",
      actions: assign(({ event }) => ({ page: event.page })),
    },
    "screen.load": {
      target: ".checking",
      actions: assign(({ event }) => ({
        query: event.query,
        page: event.page ?? 1,
        typed: event.query.filters.map(shown),
      })),
    },
  },
  states: {
    checking: {
      always: [{ guard: "inverted", target: "invalid" }, { target: "valid" }],
    },
    valid: {
      entry: { type: "changed", params: ({ context }) => context },
    },
    invalid: {},
  },
});
