// Each one's own layout of the partner portal (docs/api.md, "Partner team"): loaded with the
// portal, so the sidebar follows it; the layout page edits a draft — groups moved up or down,
// shown or hidden, widgets shown, hidden or moved — and saves it. Until the answer comes (or if
// it fails) the default layout shows, so the portal never waits for it.
import { type ActorRefFrom, assign, setup } from "xstate";
import {
  ALWAYS_SHOWN_GROUP,
  DEFAULT_PARTNER_LAYOUT,
  PARTNER_HOME_WIDGETS,
  type PartnerHomeWidget,
  type PartnerLayout,
} from "../../shared/partner-layout";
import type { PartnerGroup } from "../../shared/partner-sections";
import { fetchLayout, type Refusal, refusal, saveLayout } from "./actors";

interface LayoutContext {
  /** The saved layout: what the sidebar and the home show. */
  layout: PartnerLayout;
  /** The layout page's edits, not saved yet. */
  draft: PartnerLayout;
  error: Refusal | null;
  /** The last move, for the polite live region: which entry and its new position (1-based). */
  moved: { name: string; position: number } | null;
  saved: boolean;
}

type LayoutEvent =
  | { type: "group.move"; group: PartnerGroup; by: -1 | 1 }
  | { type: "group.toggle"; group: PartnerGroup }
  | { type: "widget.move"; widget: PartnerHomeWidget; by: -1 | 1 }
  | { type: "widget.toggle"; widget: PartnerHomeWidget }
  | { type: "reset" }
  | { type: "save" }
  | { type: "retry" };

/** The list with `item` moved by one place; the same list at either end. */
export function moved<T>(list: readonly T[], item: T, by: -1 | 1): T[] {
  const i = list.indexOf(item);
  const j = i + by;
  if (i < 0 || j < 0 || j >= list.length) return [...list];
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** Widgets in the page's order: the shown ones in their order, then the hidden ones. */
export const widgetOrder = (layout: PartnerLayout): PartnerHomeWidget[] => [
  ...layout.widgets,
  ...PARTNER_HOME_WIDGETS.filter((w) => !layout.widgets.includes(w)),
];

export const partnerLayoutMachine = setup({
  types: { context: {} as LayoutContext, events: {} as LayoutEvent },
  actors: { fetchLayout, saveLayout },
}).createMachine({
  id: "partnerLayout",
  context: { layout: DEFAULT_PARTNER_LAYOUT, draft: DEFAULT_PARTNER_LAYOUT, error: null, moved: null, saved: false },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchLayout",
        src: "fetchLayout",
        onDone: {
          target: "ready",
          actions: assign({ layout: ({ event }) => event.output, draft: ({ event }) => event.output, error: null }),
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => refusal(event.error) }) },
      },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      on: {
        "group.move": {
          actions: assign(({ context, event }) => {
            const groups = moved(context.draft.groups, event.group, event.by);
            return {
              draft: { ...context.draft, groups },
              moved: { name: event.group, position: groups.indexOf(event.group) + 1 },
              saved: false,
            };
          }),
        },
        "group.toggle": {
          guard: ({ event }) => event.group !== ALWAYS_SHOWN_GROUP,
          actions: assign(({ context, event }) => {
            const { hidden } = context.draft;
            const next = hidden.includes(event.group)
              ? hidden.filter((g) => g !== event.group)
              : [...hidden, event.group];
            return { draft: { ...context.draft, hidden: next }, moved: null, saved: false };
          }),
        },
        "widget.move": {
          // Only a shown widget has a place in the home's order.
          guard: ({ context, event }) => context.draft.widgets.includes(event.widget),
          actions: assign(({ context, event }) => {
            const widgets = moved(context.draft.widgets, event.widget, event.by);
            return {
              draft: { ...context.draft, widgets },
              moved: { name: event.widget, position: widgets.indexOf(event.widget) + 1 },
              saved: false,
            };
          }),
        },
        "widget.toggle": {
          actions: assign(({ context, event }) => {
            const { widgets } = context.draft;
            const next = widgets.includes(event.widget)
              ? widgets.filter((w) => w !== event.widget)
              : [...widgets, event.widget];
            return { draft: { ...context.draft, widgets: next }, moved: null, saved: false };
          }),
        },
        reset: { actions: assign({ draft: DEFAULT_PARTNER_LAYOUT, moved: null, saved: false }) },
        save: "saving",
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "saveLayout",
        src: "saveLayout",
        input: ({ context }) => context.draft,
        onDone: {
          target: "ready",
          actions: assign({
            layout: ({ event }) => event.output,
            draft: ({ event }) => event.output,
            error: null,
            saved: true,
          }),
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => refusal(event.error), saved: false }) },
      },
    },
  },
});

export type PartnerLayoutActor = ActorRefFrom<typeof partnerLayoutMachine>;
