// The ticker chart's indicators (docs/api.md, "Chart indicators"): the address's choice when it
// has one, else the saved one (read once), else the defaults. Each toggle shows at once, writes
// the address (an injected action: the route's navigation) and, after a short pause that folds
// quick toggles into one call, saves the whole choice; a new toggle cancels a save under way. A
// change of the address (Back, a link) is shown without saving. Where the choice is kept is the
// actors': the user's account (src/client/preferences.ts), or for partners, who have no user row,
// the browser (injected by the explorer).
import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";
import * as preferences from "../../client/preferences";
import { DEFAULT_INDICATORS, type Indicator, sameIndicators, toggleIndicator } from "../../shared/chart-indicators";

interface IndicatorsContext {
  chosen: Indicator[];
  /** The address named the indicators: the saved choice is not read. */
  fromUrl: boolean;
}

type IndicatorsEvent =
  | { type: "indicator.toggle"; indicator: Indicator }
  | { type: "url.change"; indicators: Indicator[] | null };

const loadChoice = fromPromise<Indicator[] | null>(({ signal }) => preferences.indicators(signal));

const saveChoice = fromPromise<Indicator[] | null, { indicators: Indicator[] }>(({ input, signal }) =>
  preferences.saveIndicators(input.indicators, signal),
);

export const indicatorsMachine = setup({
  types: {
    context: {} as IndicatorsContext,
    events: {} as IndicatorsEvent,
    input: {} as { fromUrl: Indicator[] | null },
  },
  actors: { loadChoice, saveChoice },
  actions: {
    /** Puts the choice in the page's address (replacing the entry, so Back leaves the page). */
    writeUrl: (_, _params: { indicators: Indicator[] }) => {},
    saveFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    fromUrl: ({ context }) => context.fromUrl,
    /** The address now names another choice than the one shown. */
    otherUrl: ({ context, event }) =>
      event.type === "url.change" && event.indicators !== null && !sameIndicators(event.indicators, context.chosen),
  },
  delays: {
    /** Toggles within this pause are saved as one call. */
    saveDelay: 600,
  },
}).createMachine({
  id: "indicators",
  context: ({ input }) => ({
    chosen: input.fromUrl ?? [...DEFAULT_INDICATORS],
    fromUrl: input.fromUrl !== null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      // The address named them: nothing to read (the call is never started).
      always: { guard: "fromUrl", target: "ready" },
      invoke: {
        id: "loadChoice",
        src: "loadChoice",
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: "ready",
            actions: [
              assign({ chosen: ({ event }) => event.output! }),
              { type: "writeUrl", params: ({ event }) => ({ indicators: event.output! }) },
            ],
          },
          // Never chosen: the defaults, and the address stays as it is.
          { target: "ready" },
        ],
        // Not worth a message: the defaults show, and the next toggle saves.
        onError: "ready",
      },
      on: {
        "url.change": {
          guard: "otherUrl",
          target: "ready",
          actions: assign({ chosen: ({ event }) => event.indicators! }),
        },
        // A toggle before the saved choice came is the choice: the read is dropped.
        "indicator.toggle": {
          target: "ready.waiting",
          actions: [
            assign({ chosen: ({ context, event }) => toggleIndicator(context.chosen, event.indicator) }),
            { type: "writeUrl", params: ({ context }) => ({ indicators: context.chosen }) },
          ],
        },
      },
    },
    ready: {
      initial: "idle",
      on: {
        "indicator.toggle": {
          target: ".waiting",
          reenter: true,
          actions: [
            assign({ chosen: ({ context, event }) => toggleIndicator(context.chosen, event.indicator) }),
            { type: "writeUrl", params: ({ context }) => ({ indicators: context.chosen }) },
          ],
        },
        "url.change": { guard: "otherUrl", actions: assign({ chosen: ({ event }) => event.indicators! }) },
      },
      states: {
        idle: {},
        waiting: { after: { saveDelay: "saving" } },
        saving: {
          tags: ["saving"],
          invoke: {
            id: "saveChoice",
            src: "saveChoice",
            input: ({ context }) => ({ indicators: context.chosen }),
            onDone: "idle",
            onError: {
              target: "idle",
              actions: { type: "saveFailed", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type IndicatorsActor = ActorRefFrom<typeof indicatorsMachine>;
