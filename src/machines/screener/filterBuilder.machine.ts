// The pro screener's filter builder (docs/architecture.md, Screener): the screen being edited
// (market, filters, sort, columns, page). Every change goes through here, then the injected
// `changed` action (the view writes the screen into the URL, which is what runs it). A range
// whose minimum is above its maximum makes the screen `invalid`: nothing is sent until fixed.
import { type ActorRefFrom, assign, setup } from "xstate";
import {
  DEFAULT_COLUMNS,
  fieldDef,
  isSetFilter,
  MAX_FILTERS,
  type ScreenField,
  type ScreenFilter,
  type ScreenQuery,
} from "../../shared/screener";

export interface BuilderContext {
  query: ScreenQuery;
  page: number;
}

export type BuilderEvent =
  | { type: "filter.add"; field: ScreenField }
  | { type: "filter.remove"; index: number }
  | { type: "filter.range"; index: number; min: number | undefined; max: number | undefined }
  | { type: "filter.values"; index: number; values: string[] }
  | { type: "sort.set"; field: ScreenField; dir: "asc" | "desc" }
  | { type: "columns.set"; columns: ScreenField[] }
  | { type: "page.set"; page: number }
  | { type: "screen.load"; query: ScreenQuery; page?: number };

/** A new filter: every value of a set, an open range otherwise. */
export function newFilter(field: ScreenField): ScreenFilter {
  const def = fieldDef(field);
  return def.kind === "set" ? { field, in: [...def.values] } : { field };
}

export function hasInvertedRange(query: ScreenQuery): boolean {
  return query.filters.some((f) => !isSetFilter(f) && f.min !== undefined && f.max !== undefined && f.min > f.max);
}

const withFilters = (context: BuilderContext, filters: ScreenFilter[]): BuilderContext => ({
  query: { ...context.query, filters },
  page: 1,
});

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
    inverted: ({ context }) => hasInvertedRange(context.query),
    canAdd: ({ context }) => context.query.filters.length < MAX_FILTERS,
  },
}).createMachine({
  id: "filterBuilder",
  context: ({ input }) => ({ query: input.query, page: input.page ?? 1 }),
  initial: "checking",
  on: {
    "filter.add": {
      guard: "canAdd",
      target: ".checking",
      actions: assign(({ context, event }) => withFilters(context, [...context.query.filters, newFilter(event.field)])),
    },
    "filter.remove": {
      target: ".checking",
      actions: assign(({ context, event }) =>
        withFilters(
          context,
          context.query.filters.filter((_, i) => i !== event.index),
        ),
      ),
    },
    "filter.range": {
      target: ".checking",
      actions: assign(({ context, event }) =>
        withFilters(
          context,
          context.query.filters.map((f, i) =>
            i === event.index && !isSetFilter(f)
              ? {
                  field: f.field,
                  ...(event.min === undefined ? {} : { min: event.min }),
                  ...(event.max === undefined ? {} : { max: event.max }),
                }
              : f,
          ),
        ),
      ),
    },
    "filter.values": {
      target: ".checking",
      actions: assign(({ context, event }) =>
        withFilters(
          context,
          context.query.filters.map((f, i) =>
            i === event.index && isSetFilter(f) ? { field: f.field, in: event.values } : f,
          ),
        ),
      ),
    },
    "sort.set": {
      target: ".checking",
      actions: assign(({ context, event }) => ({
        query: { ...context.query, sort: { field: event.field, dir: event.dir } },
        page: 1,
      })),
    },
    "columns.set": {
      target: ".checking",
      actions: assign(({ context, event }) => ({
        query: { ...context.query, columns: event.columns.length ? event.columns : DEFAULT_COLUMNS },
        page: context.page,
      })),
    },
    "page.set": {
      guard: ({ event }) => Number.isInteger(event.page) && event.page >= 1,
      target: ".checking",
      actions: assign(({ context, event }) => ({ query: context.query, page: event.page })),
    },
    "screen.load": {
      target: ".checking",
      actions: assign(({ event }) => ({ query: event.query, page: event.page ?? 1 })),
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

export type FilterBuilderActor = ActorRefFrom<typeof filterBuilderMachine>;
