// The partner newsletter's calls (docs/api.md, Newsletter): subscribers (added one by one or
// from a CSV with a preview, confirmed by e-mail), drafts in both languages with their e-mail
// preview, and sends (now or at a time, paused, resumed, cancelled, with the addresses that
// failed). The public confirm and one-click unsubscribe calls need no session: the signed token
// is the authority (tokens.ts), and the unsubscribe call takes the RFC 8058 POST of a mail client,
// which has no Origin and a form body, so the CSRF rule is not asked of it.
import type { Locales } from "../../i18n/i18n-types";
import type { Partner } from "../../shared/accounts";
import {
  csvLines,
  type Draft,
  draftSchema,
  hasVersion,
  NEWSLETTER_LANGUAGES,
  NEWSLETTER_LIMITS,
  type NewsletterLanguage,
  type SubscriberImport,
  type SubscriberRow,
  sendSchema,
  subscriberCsvReader,
  subscriberSchema,
} from "../../shared/newsletter";
import { enforce } from "../auth/rate-limit";
import { readCsv, readJson, readLimited } from "../http/body";
import { type AreaErrorCode, type ErrorFields, HttpError, json } from "../http/errors";
import { hitLimit } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import { turn } from "../http/turns";
import { serverTexts } from "../texts";
import { deleteDraft, findDraft, insertDraft, listDrafts, updateDraft } from "./drafts-store";
import { newsletterMail } from "./mail";
import { deliveryProblems, findSend, insertSend, listSends, setSendStatus } from "./sends-store";
import {
  confirmSubscriber,
  deleteSubscriber,
  findSubscriber,
  insertSubscribers,
  type ListChange,
  listSubscribers,
  unsubscribe,
} from "./subscribers-store";
import { readConfirmToken, readUnsubscribeToken } from "./tokens";

type Errors = ReturnType<typeof serverTexts>["newsletter"]["errors"];

function fail(
  status: number,
  code: AreaErrorCode<"newsletter">,
  message: (e: Errors) => string,
  extra: ErrorFields = {},
): HttpError {
  return new HttpError(status, code, { message: (l: Locales) => message(serverTexts(l).newsletter.errors), ...extra });
}

const BASE = "/partner/news/newsletter";

// ---- Subscribers ----

async function subscribers(ctx: RequestContext, partner: Partner): Promise<Response> {
  return json({ subscribers: await listSubscribers(ctx.services.db.sql, partner.id) });
}

async function addSubscriber(ctx: RequestContext, partner: Partner): Promise<Response> {
  const body = await readJson(ctx.req, subscriberSchema);
  const { db, now } = ctx.services;
  const change = await insertSubscribers(db, partner.id, [{ id: crypto.randomUUID(), ...body }], now());
  listRefusal(change);
  const [added] = change.added;
  if (!added) throw fail(409, "subscriber_exists", (e) => e.subscriber_exists(), { field: "email" });
  ctx.services.newsletter?.kick();
  // A new address is pending; one deleted within the hour is back as it was.
  const { partnerId: _, ...subscriber } = (await findSubscriber(db.sql, added.id))!;
  return json({ subscriber }, 201);
}

/** Turns a list change that added nothing into its refusal: 409 `subscriber_limit` for a full
 * list, 429 when the hour's budget of addresses (newsletterListChanges) is spent. */
function listRefusal(change: ListChange): asserts change is Extract<ListChange, { kind: "added" }> {
  if (change.kind === "full") {
    throw fail(409, "subscriber_limit", (e) => e.subscriber_limit({ max: NEWSLETTER_LIMITS.subscribers }), {
      max: NEWSLETTER_LIMITS.subscribers,
    });
  }
  if (change.kind === "budget") enforce({ ok: false, retryAfter: change.retryAfter });
}

/**
 * Reads a subscriber CSV within the row limit: the lines are counted first (line ends only) and a
 * file past the limit is refused before any row is read; the rows are then read in slices that share
 * the process's one clock of long loops (src/server/http/turns.ts), yielding between them. Every row is counted; only a page of them and the first
 * ones with a problem are kept for the answer.
 */
async function readImport(
  text: string,
  language: NewsletterLanguage,
): Promise<{ answer: SubscriberImport; valid: SubscriberRow[] }> {
  const max = NEWSLETTER_LIMITS.csvRows;
  // A header and `max` rows, and one more to know the file is past the limit.
  const { lines } = csvLines(text, max + 2);
  const first = lines[0];
  if (!first) throw fail(400, "csv_empty", (e) => e.csv_empty(), { field: "file" });
  const reader = subscriberCsvReader(first.text, language);
  const data = reader.hasHeader ? lines.slice(1) : lines;
  if (data.length === 0) throw fail(400, "csv_empty", (e) => e.csv_empty(), { field: "file" });
  if (data.length > max) throw fail(400, "csv_rows", (e) => e.csv_rows({ max }), { field: "file", max });
  const answer: SubscriberImport = { total: data.length, valid: 0, invalid: 0, added: 0, rows: [], errors: [] };
  const valid: SubscriberRow[] = [];
  for (const [i, { line, text: row }] of data.entries()) {
    if (i % 16 === 15) await turn();
    const read = reader.read(row, line);
    if (answer.rows.length < NEWSLETTER_LIMITS.csvPreviewRows) answer.rows.push(read);
    if (read.error === null) valid.push(read);
    else if (answer.errors.length < NEWSLETTER_LIMITS.csvErrorRows) answer.errors.push(read);
  }
  answer.valid = valid.length;
  answer.invalid = data.length - valid.length;
  return { answer, valid };
}

/** POST …/subscribers/import?dryRun=1|0&language=en|ar, text/csv: the rows' counts, a page of
 * them and the first with a problem; for real, the valid rows not listed yet are added (pending,
 * a confirmation e-mail each), every address counted against newsletterListChanges. */
async function importSubscribers(ctx: RequestContext, partner: Partner): Promise<Response> {
  const dryRun = ctx.url.searchParams.get("dryRun") ?? "1";
  if (dryRun !== "0" && dryRun !== "1")
    throw new HttpError(400, "invalid_input", { field: "dryRun", problem: "invalid" });
  const language = ctx.url.searchParams.get("language") ?? "ar";
  if (!(NEWSLETTER_LANGUAGES as readonly string[]).includes(language))
    throw new HttpError(400, "invalid_input", { field: "language", problem: "invalid" });
  const text = await readCsv(ctx.req, NEWSLETTER_LIMITS.csvBytes);
  const { answer, valid } = await readImport(text, language as NewsletterLanguage);
  if (dryRun === "1") return json(answer);
  const { db, now } = ctx.services;
  const added = await insertSubscribers(
    db,
    partner.id,
    valid.map((r) => ({ id: crypto.randomUUID(), email: r.email, language: r.language })),
    now(),
  );
  listRefusal(added);
  ctx.services.newsletter?.kick();
  return json({ ...answer, added: added.added.length });
}

async function removeSubscriber(ctx: RequestContext, partner: Partner): Promise<Response> {
  enforce(await hitLimit(ctx.services, "newsletterDeletes", partner.id));
  const { db, now } = ctx.services;
  const gone = await deleteSubscriber(db, ctx.params.id ?? "", partner.id, now());
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
  if (!(NEWSLETTER_LANGUAGES as readonly string[]).includes(language))
    throw new HttpError(400, "invalid_input", { field: "language", problem: "invalid" });
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
