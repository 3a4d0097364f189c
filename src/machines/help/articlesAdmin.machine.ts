// The admin panel's Help Center and Common Issues: every article (drafts too), in order, with
// one action at a time on it: move up or down, publish or unpublish, or delete after a
// confirmation. The editor (articleEditor.machine.ts) tells this list what it saved. A failed
// action keeps the list and says so; a failed first load offers a retry.
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { HelpArticleAdmin } from "../../shared/help";
import { articlesAdminActors } from "./actors";

interface ArticlesAdminContext {
  articles: HelpArticleAdmin[];
  /** The article an action is on (or asked to be confirmed for). */
  target: string | null;
  /** The server's message of the last failed action, in the language on screen. */
  error: string | null;
}

type ArticlesAdminEvent =
  | { type: "retry" }
  | { type: "saved"; article: HelpArticleAdmin }
  | { type: "move"; id: string; direction: "up" | "down" }
  | { type: "publish"; id: string; published: boolean }
  | { type: "delete"; id: string }
  | { type: "delete.confirm" }
  | { type: "delete.cancel" };

/** The server's message, or "" when there is none (the view says that it did not work). */
const message = (error: unknown) => (error instanceof ApiError && error.body ? error.body.message : "");

/** The article with this id, as the list holds it. */
const find = (context: ArticlesAdminContext, id: string | null) => context.articles.find((a) => a.id === id);

export const articlesAdminMachine = setup({
  types: {
    context: {} as ArticlesAdminContext,
    events: {} as ArticlesAdminEvent,
  },
  actors: articlesAdminActors,
  actions: {
    /** Tells the admin (a toast), bound by the view. */
    done: (_, _params: { what: "deleted" | "saved" }) => {},
  },
  guards: {
    known: ({ context, event }) => "id" in event && find(context, event.id) !== undefined,
  },
}).createMachine({
  id: "articlesAdmin",
  context: { articles: [], target: null, error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        onDone: { target: "ready", actions: assign({ articles: ({ event }) => event.output.articles }) },
        onError: "failed",
      },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      initial: "idle",
      on: {
        saved: {
          actions: assign({
            articles: ({ context, event }) =>
              context.articles.some((a) => a.id === event.article.id)
                ? context.articles.map((a) => (a.id === event.article.id ? event.article : a))
                : [...context.articles, event.article],
          }),
        },
      },
      states: {
        idle: {
          on: {
            move: {
              guard: "known",
              target: "moving",
              actions: assign({ target: ({ event }) => event.id, error: null }),
            },
            publish: {
              guard: "known",
              target: "publishing",
              actions: assign({ target: ({ event }) => event.id, error: null }),
            },
            delete: {
              guard: "known",
              target: "confirmDelete",
              actions: assign({ target: ({ event }) => event.id, error: null }),
            },
          },
        },
        confirmDelete: {
          on: {
            "delete.confirm": "deleting",
            "delete.cancel": { target: "idle", actions: assign({ target: null }) },
          },
        },
        moving: {
          tags: ["busy"],
          invoke: {
            id: "move",
            src: "move",
            input: ({ context, event }) => ({
              id: context.target as string,
              direction: event.type === "move" ? event.direction : "up",
            }),
            onDone: {
              target: "idle",
              actions: assign({ articles: ({ event }) => event.output.articles, target: null }),
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => message(event.error), target: null }) },
          },
        },
        publishing: {
          tags: ["busy"],
          invoke: {
            id: "publish",
            src: "publish",
            input: ({ context, event }) => ({
              article: find(context, context.target) as HelpArticleAdmin,
              published: event.type === "publish" ? event.published : true,
            }),
            onDone: {
              target: "idle",
              actions: [
                assign({
                  articles: ({ context, event }) =>
                    context.articles.map((a) => (a.id === event.output.article.id ? event.output.article : a)),
                  target: null,
                }),
                { type: "done", params: { what: "saved" } },
              ],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => message(event.error), target: null }) },
          },
        },
        deleting: {
          tags: ["busy"],
          invoke: {
            id: "remove",
            src: "remove",
            input: ({ context }) => ({ id: context.target as string }),
            onDone: {
              target: "idle",
              actions: [
                assign({
                  articles: ({ context }) => context.articles.filter((a) => a.id !== context.target),
                  target: null,
                }),
                { type: "done", params: { what: "deleted" } },
              ],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => message(event.error), target: null }) },
          },
        },
      },
    },
  },
});

export type ArticlesAdminActor = ActorRefFrom<typeof articlesAdminMachine>;
type Snapshot = SnapshotFrom<typeof articlesAdminMachine>;

export const adminArticlesOf = (s: Snapshot) => s.context.articles;
export const confirmingDelete = (s: Snapshot) =>
  s.matches({ ready: "confirmDelete" }) ? (find(s.context, s.context.target) ?? null) : null;
export const isBusy = (s: Snapshot) => s.hasTag("busy");
export const actionError = (s: Snapshot) => s.context.error;
