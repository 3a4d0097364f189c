// The newsletter's list: the subscribers with their status, one address added at a time, and a
// CSV import shown as a preview (the counts, the first rows and the first with a problem) before
// anything is saved; only the valid rows not listed yet are then added. Every new address gets a
// confirmation e-mail first.
import { assign, setup } from "xstate";
import type { ImportAnswer } from "../../client/newsletter";
import { NEWSLETTER_LIMITS, type NewsletterLanguage, type Subscriber } from "../../shared/newsletter";
import { type FormError, formError } from "../portfolio/errors";
import { addOne, checkCsv, loadSubscribers, readFile, removeOne } from "./actors";

interface SubscribersContext {
  subscribers: Subscriber[];
  email: string;
  language: NewsletterLanguage;
  error: FormError | null;
  /** The file read, the language its rows without one take, and the server's reading of it. */
  csv: string | null;
  fileName: string | null;
  preview: ImportAnswer | null;
  /** What the last change did, for the polite status line. */
  notice: { kind: "added" | "imported" | "removed"; count: number } | null;
}

type SubscribersEvent =
  | { type: "email.change"; value: string }
  | { type: "language.change"; value: NewsletterLanguage }
  | { type: "add" }
  | { type: "file"; file: File }
  | { type: "import.confirm" }
  | { type: "import.cancel" }
  | { type: "remove"; id: string }
  | { type: "retry" };

const fileProblem = (key: FormError["key"]): FormError => ({ field: "file", message: null, key });

export const subscribersMachine = setup({
  types: {
    context: {} as SubscribersContext,
    events: {} as SubscribersEvent,
    input: {} as { language: NewsletterLanguage },
  },
  actors: { loadSubscribers, addOne, checkCsv, readFile, removeOne },
  guards: {
    emailMissing: ({ context }) => context.email.trim() === "",
    tooLarge: ({ event }) => event.type === "file" && event.file.size > NEWSLETTER_LIMITS.csvBytes,
    nothingValid: ({ context }) => (context.preview?.valid ?? 0) === 0,
  },
}).createMachine({
  id: "newsletterSubscribers",
  context: ({ input }) => ({
    subscribers: [],
    email: "",
    language: input.language,
    error: null,
    csv: null,
    fileName: null,
    preview: null,
    notice: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loading",
        src: "loadSubscribers",
        onDone: { target: "ready", actions: assign({ subscribers: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    failed: { on: { retry: { target: "loading", actions: assign({ error: null }) } } },
    ready: {
      on: {
        "email.change": { actions: assign({ email: ({ event }) => event.value, error: null }) },
        "language.change": { actions: assign({ language: ({ event }) => event.value }) },
        add: [
          { guard: "emailMissing", actions: assign({ error: { field: "email", message: null, key: "required" } }) },
          { target: "adding", actions: assign({ error: null, notice: null }) },
        ],
        file: [
          { guard: "tooLarge", actions: assign({ error: fileProblem("tooLong"), preview: null }) },
          {
            target: "reading",
            actions: assign({ fileName: ({ event }) => event.file.name, error: null, preview: null, notice: null }),
          },
        ],
        "import.cancel": { actions: assign({ preview: null, csv: null, fileName: null }) },
        "import.confirm": [{ guard: "nothingValid" }, { target: "importing" }],
        remove: { target: "removing", actions: assign({ notice: null }) },
      },
    },
    adding: {
      tags: ["busy"],
      invoke: {
        id: "adding",
        src: "addOne",
        input: ({ context }) => ({ email: context.email.trim(), language: context.language }),
        onDone: { target: "loading", actions: assign({ email: "", notice: { kind: "added", count: 1 } }) },
        onError: { target: "ready", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    reading: {
      tags: ["busy"],
      invoke: {
        id: "reading",
        src: "readFile",
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: { target: "checking", actions: assign({ csv: ({ event }) => event.output }) },
        onError: { target: "ready", actions: assign({ error: fileProblem("invalid") }) },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "checking",
        src: "checkCsv",
        input: ({ context }) => ({ csv: context.csv ?? "", language: context.language, dryRun: true }),
        onDone: { target: "ready", actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: "ready", actions: assign({ error: ({ event }) => formError(event.error), csv: null }) },
      },
    },
    importing: {
      tags: ["busy"],
      invoke: {
        id: "importing",
        src: "checkCsv",
        input: ({ context }) => ({ csv: context.csv ?? "", language: context.language, dryRun: false }),
        onDone: {
          target: "loading",
          actions: assign({
            notice: ({ event }) => ({ kind: "imported" as const, count: event.output.added }),
            preview: null,
            csv: null,
            fileName: null,
          }),
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    removing: {
      tags: ["busy"],
      invoke: {
        id: "removing",
        src: "removeOne",
        input: ({ event }) => ({ id: (event as { id: string }).id }),
        onDone: { target: "loading", actions: assign({ notice: { kind: "removed", count: 1 } }) },
        onError: { target: "ready", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
  },
});
