// The newsletter's calls (docs/api.md, "Newsletter"): the partner's subscribers, drafts and sends,
// and the public confirm and unsubscribe calls of the links in the e-mails.

import type { NewsMarket, RecapResponse } from "../shared/news";
import type {
  DeliveryFailure,
  Draft,
  DraftVersion,
  NewsletterLanguage,
  Send,
  Subscriber,
  SubscriberImport,
} from "../shared/newsletter";
import { api, call } from "./http";

const BASE = "/partner/news/newsletter";
const json = { "content-type": "application/json" };

/** The server's reading of a subscriber CSV: counts of every row, the first rows and the first
 * rows with a problem. */
export type ImportAnswer = SubscriberImport;

export interface EmailPreview {
  language: NewsletterLanguage;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export async function subscribers(signal?: AbortSignal): Promise<Subscriber[]> {
  return (await call(api(signal).url(`${BASE}/subscribers`).get().json<{ subscribers: Subscriber[] }>())).subscribers;
}

export async function addSubscriber(email: string, language: NewsletterLanguage): Promise<Subscriber> {
  return (await call(api().url(`${BASE}/subscribers`).post({ email, language }).json<{ subscriber: Subscriber }>()))
    .subscriber;
}

export const importSubscribers = (csv: string, language: NewsletterLanguage, dryRun: boolean) =>
  call(
    api()
      .url(`${BASE}/subscribers/import?dryRun=${dryRun ? 1 : 0}&language=${language}`)
      .headers({ "content-type": "text/csv; charset=utf-8" })
      .body(csv)
      .post()
      .json<ImportAnswer>(),
  );

export async function removeSubscriber(id: string): Promise<void> {
  await call(
    api()
      .url(`${BASE}/subscribers/${encodeURIComponent(id)}`)
      .headers(json)
      .delete()
      .res(),
  );
}

export async function drafts(signal?: AbortSignal): Promise<Draft[]> {
  return (await call(api(signal).url(`${BASE}/drafts`).get().json<{ drafts: Draft[] }>())).drafts;
}

export async function saveDraft(id: string | null, draft: { en: DraftVersion; ar: DraftVersion }): Promise<Draft> {
  const req = api().url(id ? `${BASE}/drafts/${encodeURIComponent(id)}` : `${BASE}/drafts`);
  return (await call((id ? req.put(draft) : req.post(draft)).json<{ draft: Draft }>())).draft;
}

export async function removeDraft(id: string): Promise<void> {
  await call(
    api()
      .url(`${BASE}/drafts/${encodeURIComponent(id)}`)
      .headers(json)
      .delete()
      .res(),
  );
}

export const previewDraft = (id: string, language: NewsletterLanguage, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`${BASE}/drafts/${encodeURIComponent(id)}/preview?language=${language}`)
      .get()
      .json<EmailPreview>(),
  );

export async function sends(signal?: AbortSignal): Promise<Send[]> {
  return (await call(api(signal).url(`${BASE}/sends`).get().json<{ sends: Send[] }>())).sends;
}

export async function createSend(draftId: string, scheduledAt: number | null): Promise<Send> {
  const body = scheduledAt === null ? { draftId } : { draftId, scheduledAt };
  return (await call(api().url(`${BASE}/sends`).post(body).json<{ send: Send }>())).send;
}

export const sendDetail = (id: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`${BASE}/sends/${encodeURIComponent(id)}`)
      .get()
      .json<{ send: Send; problems: DeliveryFailure[] }>(),
  );

export async function moveSend(id: string, action: "pause" | "resume" | "cancel"): Promise<Send> {
  return (
    await call(
      api()
        .url(`${BASE}/sends/${encodeURIComponent(id)}/${action}`)
        .post({})
        .json<{ send: Send }>(),
    )
  ).send;
}

/** The latest recap of a market in both languages, as a draft's two versions start from it
 * (the recap's headline is the subject, its paragraphs the text). */
export async function recapDraft(
  market: NewsMarket,
  signal?: AbortSignal,
): Promise<{ en: DraftVersion; ar: DraftVersion }> {
  const one = (language: NewsletterLanguage) =>
    call(
      api(signal)
        .headers({ "accept-language": language })
        .url(`/partner/news/recap?market=${market}`)
        .get()
        .json<RecapResponse>(),
    ).then((r) => ({ subject: r.headline, body: r.body }));
  const [en, ar] = await Promise.all([one("en"), one("ar")]);
  return { en, ar };
}

/** The public calls of the e-mails' links: no session, the signed token is the authority. */
export async function followLink(kind: "confirm" | "unsubscribe", token: string): Promise<void> {
  await call(api().url(`/news/${kind}`).post({ token }).res());
}
