// The newsletter's drafts: one edited at a time, in English and Arabic side by side (either may
// stay empty: its subscribers then get nothing), saved, previewed as the e-mail a subscriber
// gets (the server renders it), and sent now or at a chosen time. A draft with unsaved changes
// is saved before it is previewed or sent, so what goes out is what is on screen.
import { assign, setup } from "xstate";
import type { EmailPreview } from "../../client/newsletter";
import type { NewsMarket } from "../../shared/news";
import { type Draft, type DraftVersion, hasVersion, type NewsletterLanguage, type Send } from "../../shared/newsletter";
import { type FormError, formError } from "../portfolio/errors";
import { dropDraft, fromRecap, loadDrafts, loadPreview, startSend, storeDraft } from "./actors";

const EMPTY: DraftVersion = { subject: "", body: "" };

interface DraftsContext {
  drafts: Draft[];
  id: string | null;
  en: DraftVersion;
  ar: DraftVersion;
  dirty: boolean;
  previewLanguage: NewsletterLanguage;
  preview: EmailPreview | null;
  /** The send time chosen (epoch ms), null for now. */
  scheduledAt: number | null;
  /** What to do once the draft is saved. */
  afterSave: "preview" | "send" | null;
  sent: Send | null;
  error: FormError | null;
}

type DraftsEvent =
  | { type: "edit"; language: NewsletterLanguage; field: keyof DraftVersion; value: string }
  | { type: "fromRecap"; market: NewsMarket }
  | { type: "select"; id: string }
  | { type: "new" }
  | { type: "save" }
  | { type: "delete" }
  | { type: "preview"; language: NewsletterLanguage }
  | { type: "schedule"; at: number | null }
  | { type: "send" }
  | { type: "retry" };

const load = (d: Draft | null) => ({
  id: d?.id ?? null,
  en: d?.en ?? EMPTY,
  ar: d?.ar ?? EMPTY,
  dirty: false,
  preview: null,
  sent: null,
  error: null,
});

export const draftsMachine = setup({
  types: { context: {} as DraftsContext, events: {} as DraftsEvent, input: {} as { language: NewsletterLanguage } },
  actors: { loadDrafts, storeDraft, dropDraft, loadPreview, startSend, fromRecap },
  guards: {
    empty: ({ context }) => !hasVersion(context.en) && !hasVersion(context.ar),
    needsSave: ({ context }) => context.dirty || context.id === null,
    thenPreview: ({ context }) => context.afterSave === "preview",
    thenSend: ({ context }) => context.afterSave === "send",
    saved: ({ context }) => context.id !== null,
  },
}).createMachine({
  id: "newsletterDrafts",
  context: ({ input }) => ({
    drafts: [],
    ...load(null),
    previewLanguage: input.language,
    scheduledAt: null,
    afterSave: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loading",
        src: "loadDrafts",
        onDone: {
          target: "editing",
          actions: assign(({ event }) => ({ drafts: event.output, ...load(event.output[0] ?? null) })),
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    failed: { on: { retry: { target: "loading", actions: assign({ error: null }) } } },
    editing: {
      on: {
        edit: {
          actions: assign(({ context, event }) => ({
            [event.language]: { ...context[event.language], [event.field]: event.value },
            dirty: true,
            preview: null,
            sent: null,
            error: null,
          })),
        },
        fromRecap: { target: "recapping", actions: assign({ error: null }) },
        select: {
          actions: assign(({ context, event }) => load(context.drafts.find((d) => d.id === event.id) ?? null)),
        },
        new: { actions: assign(() => load(null)) },
        schedule: { actions: assign({ scheduledAt: ({ event }) => event.at }) },
        save: [
          { guard: "empty", actions: assign({ error: { field: "en.subject", message: null, key: "required" } }) },
          { target: "saving", actions: assign({ afterSave: null }) },
        ],
        preview: [
          { guard: "empty", actions: assign({ error: { field: "en.subject", message: null, key: "required" } }) },
          {
            guard: "needsSave",
            target: "saving",
            actions: assign({ afterSave: "preview", previewLanguage: ({ event }) => event.language }),
          },
          { target: "previewing", actions: assign({ previewLanguage: ({ event }) => event.language }) },
        ],
        send: [
          { guard: "empty", actions: assign({ error: { field: "en.subject", message: null, key: "required" } }) },
          { guard: "needsSave", target: "saving", actions: assign({ afterSave: "send" }) },
          { target: "sending" },
        ],
        delete: { guard: "saved", target: "deleting" },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "saving",
        src: "storeDraft",
        input: ({ context }) => ({ id: context.id, en: context.en, ar: context.ar }),
        onDone: [
          {
            guard: "thenPreview",
            target: "previewing",
            actions: assign(({ context, event }) => ({ ...saved(context, event.output) })),
          },
          {
            guard: "thenSend",
            target: "sending",
            actions: assign(({ context, event }) => ({ ...saved(context, event.output) })),
          },
          { target: "editing", actions: assign(({ context, event }) => ({ ...saved(context, event.output) })) },
        ],
        onError: { target: "editing", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    recapping: {
      tags: ["busy"],
      invoke: {
        id: "recapping",
        src: "fromRecap",
        input: ({ event }) => ({ market: (event as { market: NewsMarket }).market }),
        onDone: {
          target: "editing",
          actions: assign(({ event }) => ({
            en: event.output.en,
            ar: event.output.ar,
            dirty: true,
            preview: null,
            sent: null,
          })),
        },
        onError: { target: "editing", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    previewing: {
      tags: ["busy"],
      invoke: {
        id: "previewing",
        src: "loadPreview",
        input: ({ context }) => ({ id: context.id ?? "", language: context.previewLanguage }),
        onDone: { target: "editing", actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "sending",
        src: "startSend",
        input: ({ context }) => ({ draftId: context.id ?? "", scheduledAt: context.scheduledAt }),
        onDone: { target: "editing", actions: assign({ sent: ({ event }) => event.output, scheduledAt: null }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    deleting: {
      tags: ["busy"],
      invoke: {
        id: "deleting",
        src: "dropDraft",
        input: ({ context }) => ({ id: context.id ?? "" }),
        onDone: "loading",
        onError: { target: "editing", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
  },
});

/** The context after a save: the saved draft current and first in the list. */
function saved(context: DraftsContext, draft: Draft): Partial<DraftsContext> {
  return {
    drafts: [draft, ...context.drafts.filter((d) => d.id !== draft.id)],
    id: draft.id,
    dirty: false,
    afterSave: null,
  };
}
