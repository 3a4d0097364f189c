// The admin's article editor: a new article (of a chosen category) or an existing one, both
// language versions side by side. The texts are checked with the server's rules
// (articleProblems: required, title length, body size in UTF-8, control characters) before the
// call; the errors show after the first Save and follow every change. A refusal from the server
// names its field, and its message shows under that field. Cancel leaves without saving.
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from "xstate";
import { ApiError } from "../../client/http";
import {
  articleProblems,
  type HelpArticleAdmin,
  type HelpArticleInput,
  type HelpCategory,
  type HelpTextField,
  type HelpTextProblem,
  isHelpCategory,
} from "../../shared/help";
import { articleEditorActors } from "./actors";

type EditorValues = HelpArticleInput;

interface ArticleEditorContext {
  id: string | null;
  values: EditorValues;
  problems: Partial<Record<HelpTextField, HelpTextProblem>>;
  showErrors: boolean;
  /** The server's refusal: its message, under its field when it names one of the form's. */
  serverError: { field: string | null; message: string } | null;
}

type ArticleEditorEvent =
  | { type: "field.change"; field: HelpTextField; value: string }
  | { type: "category.change"; category: string }
  | { type: "published.change"; published: boolean }
  | { type: "save" }
  | { type: "cancel" };

export type ArticleEditorInput = { article: HelpArticleAdmin } | { category: HelpCategory };

const valuesOf = (input: ArticleEditorInput): EditorValues =>
  "article" in input
    ? {
        category: input.article.category,
        published: input.article.published,
        titleEn: input.article.titleEn,
        bodyEn: input.article.bodyEn,
        titleAr: input.article.titleAr,
        bodyAr: input.article.bodyAr,
      }
    : { category: input.category, published: false, titleEn: "", bodyEn: "", titleAr: "", bodyAr: "" };

export const articleEditorMachine = setup({
  types: {
    context: {} as ArticleEditorContext,
    events: {} as ArticleEditorEvent,
    input: {} as ArticleEditorInput,
  },
  actors: articleEditorActors,
  actions: {
    /** Hands the saved article to the list and closes the editor, bound by the view. */
    saved: (_, _params: { article: HelpArticleAdmin }) => {},
    /** Closes the editor without saving, bound by the view. */
    closed: () => {},
    /** Moves focus to the first field in error, bound by the view. */
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => Object.keys(articleProblems(context.values)).length === 0,
  },
}).createMachine({
  id: "articleEditor",
  context: ({ input }) => {
    const values = valuesOf(input);
    return {
      id: "article" in input ? input.article.id : null,
      values,
      problems: articleProblems(values),
      showErrors: false,
      serverError: null,
    };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            return { values, problems: articleProblems(values), serverError: null };
          }),
        },
        "category.change": {
          guard: ({ event }) => isHelpCategory(event.category),
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, category: event.category as HelpCategory }),
          }),
        },
        "published.change": {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, published: event.published }) }),
        },
        save: [
          { guard: "valid", target: "saving", actions: assign({ serverError: null }) },
          { actions: [assign({ showErrors: true }), "focusFirstError"] },
        ],
        cancel: { target: "closed", actions: "closed" },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ id: context.id, values: context.values }),
        onDone: {
          target: "closed",
          actions: { type: "saved", params: ({ event }) => ({ article: event.output.article }) },
        },
        onError: {
          target: "editing",
          actions: [
            assign({
              showErrors: true,
              serverError: ({ event }) => {
                const body = event.error instanceof ApiError ? event.error.body : null;
                return {
                  field: typeof body?.field === "string" ? body.field : null,
                  message: body?.message ?? "",
                };
              },
            }),
            "focusFirstError",
          ],
        },
      },
    },
    closed: { type: "final" },
  },
});

export type ArticleEditorActor = ActorRefFrom<typeof articleEditorMachine>;
type Snapshot = SnapshotFrom<typeof articleEditorMachine>;

export const editorValues = (s: Snapshot) => s.context.values;
/** The problem of a field to show (after the first Save), or null. */
export const fieldProblem = (s: Snapshot, field: HelpTextField) =>
  s.context.showErrors ? (s.context.problems[field] ?? null) : null;
export const serverError = (s: Snapshot) => s.context.serverError;
export const isSaving = (s: Snapshot) => s.hasTag("busy");
