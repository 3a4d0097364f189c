// The newsletter machines' calls, each a promise actor over src/client/newsletter.ts.
import { fromPromise } from "xstate";
import {
  addSubscriber,
  createSend,
  drafts,
  type EmailPreview,
  followLink,
  type ImportAnswer,
  importSubscribers,
  moveSend,
  previewDraft,
  recapDraft,
  removeDraft,
  removeSubscriber,
  saveDraft,
  sendDetail,
  sends,
  subscribers,
} from "../../client/newsletter";
import type { NewsMarket } from "../../shared/news";
import type {
  DeliveryFailure,
  Draft,
  DraftVersion,
  NewsletterLanguage,
  Send,
  Subscriber,
} from "../../shared/newsletter";

export const loadSubscribers = fromPromise<Subscriber[]>(({ signal }) => subscribers(signal));
export const addOne = fromPromise<Subscriber, { email: string; language: NewsletterLanguage }>(({ input }) =>
  addSubscriber(input.email, input.language),
);
export const checkCsv = fromPromise<ImportAnswer, { csv: string; language: NewsletterLanguage; dryRun: boolean }>(
  ({ input }) => importSubscribers(input.csv, input.language, input.dryRun),
);
export const readFile = fromPromise<string, { file: File }>(({ input }) => input.file.text());
export const removeOne = fromPromise<void, { id: string }>(({ input }) => removeSubscriber(input.id));

export const loadDrafts = fromPromise<Draft[]>(({ signal }) => drafts(signal));
export const storeDraft = fromPromise<Draft, { id: string | null; en: DraftVersion; ar: DraftVersion }>(({ input }) =>
  saveDraft(input.id, { en: input.en, ar: input.ar }),
);
export const dropDraft = fromPromise<void, { id: string }>(({ input }) => removeDraft(input.id));
export const loadPreview = fromPromise<EmailPreview, { id: string; language: NewsletterLanguage }>(
  ({ input, signal }) => previewDraft(input.id, input.language, signal),
);
export const fromRecap = fromPromise<{ en: DraftVersion; ar: DraftVersion }, { market: NewsMarket }>(
  ({ input, signal }) => recapDraft(input.market, signal),
);
export const startSend = fromPromise<Send, { draftId: string; scheduledAt: number | null }>(({ input }) =>
  createSend(input.draftId, input.scheduledAt),
);

export const loadSends = fromPromise<Send[]>(({ signal }) => sends(signal));
export const loadSend = fromPromise<{ send: Send; problems: DeliveryFailure[] }, { id: string }>(({ input, signal }) =>
  sendDetail(input.id, signal),
);
export const changeSend = fromPromise<Send, { id: string; action: "pause" | "resume" | "cancel" }>(({ input }) =>
  moveSend(input.id, input.action),
);

export const follow = fromPromise<void, { kind: "confirm" | "unsubscribe"; token: string }>(({ input }) =>
  followLink(input.kind, input.token),
);
