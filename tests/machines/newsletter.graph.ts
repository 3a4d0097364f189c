// Graph config of the newsletter machines (src/machines/newsletter): sample answers for every
// invoked call and the events that carry data, and written paths for what the shortest paths do
// not reach (a file too large, an import with nothing valid, a draft saved before its preview
// or its send, a send opened while the list refreshes).
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { ImportAnswer } from "../../src/client/newsletter";
import type { Draft, Send, Subscriber } from "../../src/shared/newsletter";

const SUBSCRIBER: Subscriber = {
  id: "s1",
  email: "reader@example.com",
  language: "ar",
  status: "pending",
  createdAt: 0,
  confirmedAt: null,
  lastError: null,
};
const DRAFT: Draft = {
  id: "d1",
  en: { subject: "Closing bell", body: "The index rose." },
  ar: { subject: "جرس الإغلاق", body: "ارتفع المؤشر." },
  updatedAt: 0,
};
const SEND: Send = {
  id: "n1",
  draftId: "d1",
  subject: { en: "Closing bell", ar: "جرس الإغلاق" },
  status: "sending",
  scheduledAt: 0,
  startedAt: 0,
  finishedAt: null,
  counts: { total: 2, sent: 1, failed: 0, pending: 1 },
};
const PREVIEW: ImportAnswer = {
  total: 1,
  valid: 1,
  invalid: 0,
  added: 0,
  rows: [{ line: 2, email: "reader@example.com", language: "ar", error: null }],
  errors: [],
};
const broken = { line: 2, email: "broken", language: "ar", error: "email" } as const;
const NOTHING_VALID: ImportAnswer = { total: 1, valid: 0, invalid: 1, added: 0, rows: [broken], errors: [broken] };
const refused = (field: string) =>
  new ApiError(400, { message: `${field} is wrong.`, code: "invalid_input", field } as never);
const csv = new File(["email\nreader@example.com\n"], "list.csv", { type: "text/csv" });
const huge = { name: "huge.csv", size: 3 * 1024 * 1024 } as File;
const EMAIL_PREVIEW = { language: "ar", subject: "جرس الإغلاق", html: "<p>x</p>", text: "x", headers: {} };

export const newsletterGraphConfig: Record<string, MachineGraphConfig> = {
  newsletterLink: {
    input: { kind: "unsubscribe", token: "s1.sig" },
    events: [{ type: "xstate.error.actor.sending", error: refused("token") }],
    paths: [{ name: "a link without its token", input: { kind: "confirm", token: "" }, events: [{ type: "submit" }] }],
  },
  newsletterSubscribers: {
    input: { language: "ar" },
    events: [
      { type: "email.change", value: "reader@example.com" },
      { type: "language.change", value: "en" },
      { type: "file", file: csv },
      { type: "remove", id: "s1" },
      { type: "xstate.done.actor.loading", output: [SUBSCRIBER] },
      { type: "xstate.error.actor.loading", error: new ApiError(0, null) },
      { type: "xstate.done.actor.adding", output: SUBSCRIBER },
      { type: "xstate.error.actor.adding", error: refused("email") },
      { type: "xstate.done.actor.reading", output: "email\nreader@example.com\n" },
      { type: "xstate.done.actor.checking", output: PREVIEW },
      { type: "xstate.error.actor.checking", error: refused("file") },
      { type: "xstate.done.actor.importing", output: { ...PREVIEW, added: 1 } },
      { type: "xstate.error.actor.importing", error: refused("file") },
      { type: "xstate.error.actor.removing", error: new ApiError(0, null) },
    ],
    paths: [
      {
        name: "a file too large is refused before it is read",
        events: [
          { type: "xstate.done.actor.loading", output: [] },
          { type: "file", file: huge },
        ],
      },
      {
        name: "a preview with nothing valid cannot be imported",
        events: [
          { type: "xstate.done.actor.loading", output: [] },
          { type: "file", file: csv },
          { type: "xstate.done.actor.reading", output: "email\nbroken\n" },
          { type: "xstate.done.actor.checking", output: NOTHING_VALID },
          { type: "import.confirm" },
        ],
      },
    ],
  },
  newsletterDrafts: {
    input: { language: "en" },
    events: [
      { type: "edit", language: "en", field: "subject", value: "Closing bell" },
      { type: "edit", language: "en", field: "body", value: "The index rose." },
      { type: "fromRecap", market: "SA" },
      { type: "xstate.done.actor.recapping", output: { en: DRAFT.en, ar: DRAFT.ar } },
      {
        type: "xstate.error.actor.recapping",
        error: new ApiError(404, { message: "No session.", code: "no_session" }),
      },
      { type: "select", id: "d1" },
      { type: "preview", language: "ar" },
      { type: "schedule", at: 1_800_000_000_000 },
      { type: "xstate.done.actor.loading", output: [DRAFT] },
      { type: "xstate.error.actor.loading", error: new ApiError(0, null) },
      { type: "xstate.done.actor.saving", output: DRAFT },
      { type: "xstate.error.actor.saving", error: refused("en.subject") },
      { type: "xstate.done.actor.previewing", output: EMAIL_PREVIEW },
      { type: "xstate.error.actor.previewing", error: new ApiError(0, null) },
      { type: "xstate.done.actor.sending", output: SEND },
      { type: "xstate.error.actor.sending", error: refused("scheduledAt") },
      { type: "xstate.error.actor.deleting", error: new ApiError(0, null) },
    ],
    paths: [
      {
        name: "a new draft is saved before its preview",
        events: [
          { type: "xstate.done.actor.loading", output: [] },
          { type: "edit", language: "en", field: "subject", value: "Closing bell" },
          { type: "edit", language: "en", field: "body", value: "The index rose." },
          { type: "preview", language: "en" },
          { type: "xstate.done.actor.saving", output: DRAFT },
        ],
      },
      {
        name: "a changed draft is saved before it is sent",
        events: [
          { type: "xstate.done.actor.loading", output: [DRAFT] },
          { type: "edit", language: "ar", field: "body", value: "ارتفع المؤشر العام." },
          { type: "send" },
          { type: "xstate.done.actor.saving", output: DRAFT },
        ],
      },
      {
        name: "an empty draft is neither saved, previewed nor sent",
        events: [
          { type: "xstate.done.actor.loading", output: [] },
          { type: "save" },
          { type: "preview", language: "en" },
          { type: "send" },
        ],
      },
    ],
  },
  newsletterSends: {
    events: [
      { type: "open", id: "n1" },
      { type: "move", id: "n1", action: "pause" },
      { type: "xstate.done.actor.loading", output: [SEND] },
      { type: "xstate.error.actor.loading", error: new ApiError(0, null) },
      { type: "xstate.done.actor.detail", output: { send: SEND, problems: [] } },
      { type: "xstate.error.actor.detail", error: new ApiError(0, null) },
      { type: "xstate.error.actor.moving", error: refused("id") },
      { type: "xstate.after.refresh.newsletterSends.ready" },
    ],
    paths: [
      {
        name: "the list refreshed while a send is open reloads its problems",
        events: [
          { type: "xstate.done.actor.loading", output: [SEND] },
          { type: "open", id: "n1" },
          { type: "xstate.done.actor.detail", output: { send: SEND, problems: [] } },
          { type: "refresh" },
          { type: "xstate.done.actor.loading", output: [SEND] },
        ],
      },
    ],
  },
};
