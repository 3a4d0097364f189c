// The Help Center as a reader sees it (the dashboard's Help Center and Common Issues): the
// published articles in the language on screen, one category or all, and a search typed into a
// box (asked for after a short pause, so each key is not a request). The shown articles stay while
// a new answer is on its way; a failure offers a retry.
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from "xstate";
import type { HelpArticle, HelpCategory } from "../../shared/help";
import { helpArticlesActors } from "./actors";

interface HelpArticlesContext {
  query: string;
  category: HelpCategory | null;
  /** The query the shown articles answer (the empty text is the whole list). */
  shownQuery: string;
  articles: HelpArticle[];
  /** Whether an answer has come since the start (the list shows from then on). */
  loaded: boolean;
}

type HelpArticlesEvent =
  | { type: "query.change"; query: string }
  | { type: "category.select"; category: HelpCategory | null }
  | { type: "retry" }
  | { type: "reload" };

export const helpArticlesMachine = setup({
  types: {
    context: {} as HelpArticlesContext,
    events: {} as HelpArticlesEvent,
    input: {} as { category?: HelpCategory | null },
  },
  actors: helpArticlesActors,
  delays: {
    /** The pause after the last key before a search is asked for. */
    typing: 300,
  },
}).createMachine({
  id: "helpArticles",
  context: ({ input }) => ({
    query: "",
    category: input.category ?? null,
    shownQuery: "",
    articles: [],
    loaded: false,
  }),
  initial: "loading",
  on: {
    "query.change": { target: ".typing", actions: assign({ query: ({ event }) => event.query.slice(0, 100) }) },
    "category.select": { target: ".loading", actions: assign({ category: ({ event }) => event.category }) },
    reload: ".loading",
  },
  states: {
    typing: {
      tags: ["loading"],
      after: { typing: "loading" },
    },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ q: context.query, category: context.category }),
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            articles: event.output.articles,
            shownQuery: context.query.trim(),
            loaded: true,
          })),
        },
        onError: "failed",
      },
    },
    ready: {},
    failed: { on: { retry: "loading" } },
  },
});

export type HelpArticlesActor = ActorRefFrom<typeof helpArticlesMachine>;
type Snapshot = SnapshotFrom<typeof helpArticlesMachine>;

// Selectors: what the views read, beside the machine.
export const articlesOf = (s: Snapshot) => s.context.articles;
export const isFirstLoad = (s: Snapshot) => !s.context.loaded && !s.matches("failed");
export const isLoading = (s: Snapshot) => s.hasTag("loading");
export const loadFailed = (s: Snapshot) => s.matches("failed");
