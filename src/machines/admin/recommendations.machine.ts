// A list of recommendations: the admin's (deletable, new ones prepended) or the one every
// user reads in the dashboard's Exclusive Service.
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from "xstate";
import type { Recommendation } from "../../shared/recommendation";
import { recommendationsActors } from "./actors";

interface RecommendationsContext {
  scope: "admin" | "work";
  items: Recommendation[];
  deleting: string | null;
}

type RecommendationsEvent =
  | { type: "retry" }
  | { type: "added"; recommendation: Recommendation }
  | { type: "delete"; id: string };

export const recommendationsMachine = setup({
  types: {
    context: {} as RecommendationsContext,
    events: {} as RecommendationsEvent,
    input: {} as { scope: "admin" | "work" },
  },
  actors: recommendationsActors,
  actions: {
    deleted: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: "recommendations",
  context: ({ input }) => ({ scope: input.scope, items: [], deleting: null }),
  initial: "loading",
  on: {
    added: { actions: assign({ items: ({ context, event }) => [event.recommendation, ...context.items] }) },
  },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ scope: context.scope }),
        onDone: { target: "ready", actions: assign({ items: ({ event }) => event.output.recommendations }) },
        onError: { target: "failed", actions: { type: "logError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            delete: {
              guard: ({ context, event }) => context.scope === "admin" && context.items.some((r) => r.id === event.id),
              target: "deleting",
              actions: assign({ deleting: ({ event }) => event.id }),
            },
          },
        },
        deleting: {
          tags: ["busy"],
          invoke: {
            id: "remove",
            src: "remove",
            input: ({ context }) => ({ id: context.deleting as string }),
            onDone: {
              target: "idle",
              actions: [
                assign({
                  items: ({ context }) => context.items.filter((r) => r.id !== context.deleting),
                  deleting: null,
                }),
                "deleted",
              ],
            },
            onError: {
              target: "idle",
              actions: [
                assign({ deleting: null }),
                { type: "logError", params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type RecommendationsActor = ActorRefFrom<typeof recommendationsMachine>;

// Selectors: what the views read, beside the machine.
export const listFailed = (s: SnapshotFrom<typeof recommendationsMachine>) => s.matches("failed");
