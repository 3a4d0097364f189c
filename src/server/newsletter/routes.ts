// The partner newsletter's calls (docs/api.md, Newsletter): subscribers (added one by one or
// from a CSV with a preview, confirmed by e-mail), drafts in both languages with their e-mail
// preview, and sends (now or at a time, paused, resumed, cancelled, with the addresses that
// failed). The public confirm and one-click unsubscribe calls need no session: the signed token
// is the authority (tokens.ts), and the unsubscribe call takes the RFC 8058 POST of a mail client,
// which has no Origin and a form body, so the CSRF rule is not asked of it.
import type { Locales } from "../../i18n/i18n-types";
import { i18nObject } from "../../i18n/i18n-util";
import { loadAllLocales } from "../../i18n/i18n-util.sync";
import type { Partner } from "../../shared/accounts";
import {
  type Draft,
  draftSchema,
  hasVersion,
  NEWSLETTER_LANGUAGES,
  NEWSLETTER_LIMITS,
  type NewsletterLanguage,
  parseSubscriberCsv,
  sendSchema,
  subscriberSchema,
} from "../../shared/newsletter";
import { enforce } from "../auth/rate-limit";
import { readCsv, readJson, readLimited } from "../http/body";
import { HttpError, invalidField, json, type NewsletterErrorCode, ownError } from "../http/errors";
import { hitLimit } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import { deleteDraft, findDraft, insertDraft, listDrafts, updateDraft } from "./drafts-store";
import { newsletterMail } from "./mail";
import { deliveryProblems, findSend, insertSend, listSends, setSendStatus } from "./sends-store";
import {
  confirmSubscriber,
  deleteSubscriber,
  insertSubscribers,
  listSubscribers,
  unsubscribe,
} from "./subscribers-store";
import { readConfirmToken, readUnsubscribeToken } from "./tokens";

loadAllLocales();
const texts = { en: i18nObject("en"), ar: i18nObject("ar") };
type Errors = (typeof texts)["en"]["newsletter"]["errors"];

function fail(
  status: number,
  code: NewsletterErrorCode,
  message: (e: Errors) => string,
  extra: Record<string, unknown> = {},
): HttpError {
  return ownError(status, code, (l: Locales) => message(texts[l].newsletter.errors), extra);
}

const BASE = "/partner/news/newsletter";

// ---- Subscribers ----

async function subscribers(ctx: RequestContext, partner: Partner): Promise<Response> {
  return json({ subscribers: await listSubscribers(ctx.services.db.sql, partner.id) });
}

async function addSubscriber(ctx: RequestContext, partner: Partner): Promise<Response> {
  const body = await readJson(ctx.req, subscriberSchema);
  enforce(await hitLimit(ctx.services, "newsletterListChanges", partner.id));
  const { db, now } = ctx.services;
  const id = crypto.randomUUID();
  const added = await insertSubscribers(db, partner.id, [{ id, ...body }], now());
  if (added === null) throw limitError();
  if (added.length === 0) throw fail(409, "subscriber_exists", (e) => e.subscriber_exists(), { field: "email" });
  ctx.services.newsletter?.kick();
  return json(
    { subscriber: { id, ...body, status: "pending", createdAt: now(), confirmedAt: null, lastError: null } },
    201,
  );
}

const limitError = () =>
  fail(409, "subscriber_limit", (e) => e.subscriber_limit({ max: NEWSLETTER_LIMITS.subscribers }), {
    max: NEWSLETTER_LIMITS.subscribers,
  });

/** POST …/subscribers/import?dryRun=1|0&language=en|ar, text/csv: every row with its problem;
 * for real, the valid rows not listed yet are added (pending, a confirmation e-mail each). */
async function importSubscribers(ctx: RequestContext, partner: Partner): Promise<Response> {
  const dryRun = ctx.url.searchParams.get("dryRun") ?? "1";
  if (dryRun !== "0" && dryRun !== "1") throw invalidField("dryRun", "invalid");
  const language = ctx.url.searchParams.get("language") ?? "ar";
  if (!(NEWSLETTER_LANGUAGES as readonly string[]).includes(language)) throw invalidField("language", "invalid");
  const text = await readCsv(ctx.req, NEWSLETTER_LIMITS.csvBytes);
  const rows = parseSubscriberCsv(text, language as NewsletterLanguage);
  if (rows.length === 0) throw fail(400, "csv_empty", (e) => e.csv_empty(), { field: "file" });
  if (rows.length > NEWSLETTER_LIMITS.csvRows) {
    throw fail(400, "csv_rows", (e) => e.csv_rows({ max: NEWSLETTER_LIMITS.csvRows }), { field: "file" });
  }
  const valid = rows.filter((r) => r.error === null);
  if (dryRun === "1") return json({ rows, valid: valid.length, added: 0 });
  enforce(await hitLimit(ctx.services, "newsletterListChanges", partner.id));
  const { db, now } = ctx.services;
  const added = await insertSubscribers(
    db,
    partner.id,
    valid.map((r) => ({ id: crypto.randomUUID(), email: r.email, language: r.language })),
    now(),
  );
  if (added === null) throw limitError();
  ctx.services.newsletter?.kick();
  return json({ rows, valid: valid.length, added: added.length });
}

async function removeSubscriber(ctx: RequestContext, partner: Partner): Promise<Response> {
  const gone = await deleteSubscriber(ctx.services.db.sql, ctx.params.id ?? "", partner.id);
  if (!gone) throw fail(404, "subscriber_not_found", (e) => e.subscriber_not_found());
  return json({ id: ctx.params.id });
}

// ---- Drafts ----

const draftNotFound = () => fail(404, "draft_not_found", (e) => e.draft_not_found());

async function drafts(ctx: RequestContext, partner: Partner): Promise<Response> {
  return json({ drafts: await listDrafts(ctx.services.db.sql, partner.id) });
}

async function createDraft(ctx: RequestContext, partner: Partner): Promise<Response> {
  const body = await readJson(ctx.req, draftSchema);
  const { db, now } = ctx.services;
  const draft = await insertDraft(db, partner.id, crypto.randomUUID(), body, now());
  if (!draft) {
    throw fail(409, "draft_limit", (e) => e.draft_limit({ max: NEWSLETTER_LIMITS.drafts }), {
      max: NEWSLETTER_LIMITS.drafts,
    });
  }
  return json({ draft }, 201);
}

async function saveDraft(ctx: RequestContext, partner: Partner): Promise<Response> {
  const body = await readJson(ctx.req, draftSchema);
  const { db, now } = ctx.services;
  const draft = await updateDraft(db.sql, ctx.params.id ?? "", partner.id, body, now());
  if (!draft) throw draftNotFound();
  return json({ draft });
}

async function removeDraft(ctx: RequestContext, partner: Partner): Promise<Response> {
  if (!(await deleteDraft(ctx.services.db.sql, ctx.params.id ?? "", partner.id))) throw draftNotFound();
  return json({ id: ctx.params.id });
}

/** GET …/drafts/:id/preview?language=en|ar: the e-mail exactly as a subscriber gets it. */
async function previewDraft(ctx: RequestContext, partner: Partner): Promise<Response> {
  const language = ctx.url.searchParams.get("language") ?? "en";
  if (!(NEWSLETTER_LANGUAGES as readonly string[]).includes(language)) throw invalidField("language", "invalid");
  const draft = await findDraft(ctx.services.db.sql, ctx.params.id ?? "", partner.id);
  if (!draft) throw draftNotFound();
  const lang = language as NewsletterLanguage;
  const origin = ctx.services.config.publicOrigin;
  const mail = newsletterMail({
    to: "subscriber@example.com",
    lang,
    partner: partner.name,
    subject: draft[lang].subject,
    body: draft[lang].body,
    unsubscribePage: `${origin}/newsletter/unsubscribe?token=preview`,
    unsubscribePost: `${origin}/api/v1/news/unsubscribe?token=preview`,
    messageId: "<preview>",
  });
  return json({ language: lang, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
}

// ---- Sends ----

const sendNotFound = () => fail(404, "send_not_found", (e) => e.send_not_found());

async function sends(ctx: RequestContext, partner: Partner): Promise<Response> {
  return json({ sends: await listSends(ctx.services.db.sql, partner.id) });
}

async function createSend(ctx: RequestContext, partner: Partner): Promise<Response> {
  const body = await readJson(ctx.req, sendSchema);
  const { db, now } = ctx.services;
  const at = now();
  const scheduledAt = body.scheduledAt ?? at;
  // A minute of grace for the time it took to press the button.
  if (scheduledAt < at - 60_000 || scheduledAt > at + NEWSLETTER_LIMITS.scheduleDays * 86_400_000) {
    throw fail(400, "schedule_past", (e) => e.schedule_past({ days: NEWSLETTER_LIMITS.scheduleDays }), {
      field: "scheduledAt",
    });
  }
  const draft: Draft | null = await findDraft(db.sql, body.draftId, partner.id);
  if (!draft) throw fail(404, "draft_not_found", (e) => e.draft_not_found(), { field: "draftId" });
  if (!hasVersion(draft.en) && !hasVersion(draft.ar)) {
    throw fail(400, "draft_empty", (e) => e.draft_empty(), { field: "draftId" });
  }
  enforce(await hitLimit(ctx.services, "newsletterSends", partner.id));
  const id = crypto.randomUUID();
  await insertSend(db.sql, { id, partnerId: partner.id, draft, scheduledAt, at });
  ctx.services.newsletter?.kick();
  return json({ send: await findSend(db.sql, id, partner.id) }, 201);
}

async function sendDetail(ctx: RequestContext, partner: Partner): Promise<Response> {
  const { sql } = ctx.services.db;
  const send = await findSend(sql, ctx.params.id ?? "", partner.id);
  if (!send) throw sendNotFound();
  return json({ send, problems: await deliveryProblems(sql, send.id) });
}

const MOVES = {
  pause: { from: ["scheduled", "sending"], to: "paused" },
  resume: { from: ["paused"], to: "sending" },
  cancel: { from: ["scheduled", "sending", "paused"], to: "cancelled" },
} as const;

function move(action: keyof typeof MOVES) {
  return async (ctx: RequestContext, partner: Partner): Promise<Response> => {
    const { db, now } = ctx.services;
    const id = ctx.params.id ?? "";
    const { from, to } = MOVES[action];
    const send = await findSend(db.sql, id, partner.id);
    if (!send) throw sendNotFound();
    // A paused send that never started goes back to waiting for its time.
    const target = action === "resume" && send.startedAt === null ? "scheduled" : to;
    if (!(await setSendStatus(db.sql, id, partner.id, from, target, now()))) {
      throw fail(409, "send_state", (e) => e.send_state());
    }
    ctx.services.newsletter?.kick();
    return json({ send: await findSend(db.sql, id, partner.id) });
  };
}

// ---- Public: confirm and unsubscribe ----

const tokenInvalid = () => fail(400, "token_invalid", (e) => e.token_invalid(), { field: "token" });

async function tokenFrom(ctx: RequestContext): Promise<string> {
  const inQuery = ctx.url.searchParams.get("token");
  if (inQuery) return inQuery;
  const type = ctx.req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw tokenInvalid();
  let body: unknown;
  try {
    body = JSON.parse(await readLimited(ctx.req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "invalid_json");
  }
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== "string" || token.length > 300) throw tokenInvalid();
  return token;
}

async function confirm(ctx: RequestContext): Promise<Response> {
  const { db, now, codeSecret } = ctx.services;
  const id = readConfirmToken(codeSecret, await tokenFrom(ctx), now());
  if (!id) throw tokenInvalid();
  const active = await confirmSubscriber(db.sql, id, now());
  if (!active) throw tokenInvalid();
  return json({ status: "active" });
}

/** RFC 8058: a POST to the List-Unsubscribe address with the body List-Unsubscribe=One-Click
 * (form-encoded), or our page's JSON { token }. Unsubscribing twice is fine. */
async function unsubscribeCall(ctx: RequestContext): Promise<Response> {
  const { db, now, codeSecret } = ctx.services;
  const id = readUnsubscribeToken(codeSecret, await tokenFrom(ctx));
  if (!id) throw tokenInvalid();
  if (!(await unsubscribe(db.sql, id, now()))) throw tokenInvalid();
  return json({ status: "unsubscribed" });
}

export const newsletterRoutes: Route[] = [
  route({ method: "GET", path: `${BASE}/subscribers`, access: "partner", handler: subscribers }),
  route({ method: "POST", path: `${BASE}/subscribers`, access: "partner", handler: addSubscriber }),
  route({ method: "POST", path: `${BASE}/subscribers/import`, access: "partner", handler: importSubscribers }),
  route({ method: "DELETE", path: `${BASE}/subscribers/:id`, access: "partner", handler: removeSubscriber }),
  route({ method: "GET", path: `${BASE}/drafts`, access: "partner", handler: drafts }),
  route({ method: "POST", path: `${BASE}/drafts`, access: "partner", handler: createDraft }),
  route({ method: "PUT", path: `${BASE}/drafts/:id`, access: "partner", handler: saveDraft }),
  route({ method: "DELETE", path: `${BASE}/drafts/:id`, access: "partner", handler: removeDraft }),
  route({ method: "GET", path: `${BASE}/drafts/:id/preview`, access: "partner", handler: previewDraft }),
  route({ method: "GET", path: `${BASE}/sends`, access: "partner", handler: sends }),
  route({ method: "POST", path: `${BASE}/sends`, access: "partner", handler: createSend }),
  route({ method: "GET", path: `${BASE}/sends/:id`, access: "partner", handler: sendDetail }),
  route({ method: "POST", path: `${BASE}/sends/:id/pause`, access: "partner", handler: move("pause") }),
  route({ method: "POST", path: `${BASE}/sends/:id/resume`, access: "partner", handler: move("resume") }),
  route({ method: "POST", path: `${BASE}/sends/:id/cancel`, access: "partner", handler: move("cancel") }),
  route({ method: "POST", path: "/news/confirm", access: "public", limits: ["newsletterPublic"], handler: confirm }),
  route({
    method: "POST",
    path: "/news/unsubscribe",
    access: "public",
    limits: ["newsletterPublic"],
    csrf: false,
    handler: unsubscribeCall,
  }),
];
