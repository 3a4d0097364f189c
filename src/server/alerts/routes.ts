// Price alerts of the logged-in user (docs/api.md, "Alerts"). Owner-only: another user's alert
// is answered 404, as if it did not exist. At most MAX_ACTIVE_ALERTS active alerts per user,
// checked under a lock of the user's row (PostgreSQL) or the single writer (SQLite), so parallel
// requests and several instances cannot pass it. Every change that makes, moves or ends an
// arming tells the alert service, which updates the evaluation index of every instance.
import type { SQL } from "bun";
import type { User } from "../../shared/accounts";
import {
  type Alert,
  type AlertChannel,
  type AlertKind,
  type AlertStatus,
  type AlertTrigger,
  alertsApi,
  kindNeedsValue,
  MAX_ACTIVE_ALERTS,
  MAX_ALERT_NOTE,
  valueProblem,
} from "../../shared/alerts";
import type { HandlerInput } from "../../shared/contract";
import { nameProblem } from "../../shared/fields";
import { currentSession } from "../auth/guards";
import { lockUser } from "../auth/users-store";
import { type ErrorCode, type ErrorFields, HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { serverTexts } from "../texts";
import {
  type AlertRow,
  alertsOf,
  countActiveAlerts,
  deleteOwnedAlert,
  findOwnedAlert,
  insertAlert,
  rearmAlertRow,
  updateAlertRow,
} from "./alerts-store";
import { checkEndpoint } from "./push-endpoint";
import { countOtherSubscriptions, replaceSubscription } from "./push-subscriptions-store";
import { deliveriesOf, triggersOf } from "./triggers-store";

const texts = { en: serverTexts("en").alerts, ar: serverTexts("ar").alerts };
type Texts = (typeof texts)["en"];

/** An error of this area: its own code, its message from the alerts namespace. */
function alertError(
  status: number,
  code: ErrorCode,
  message: (t: Texts) => string,
  extra: ErrorFields = {},
): HttpError {
  return new HttpError(status, code, { message: (locale) => message(texts[locale]), ...extra });
}

const fieldError = (field: string, message: (t: Texts) => string) =>
  alertError(400, "invalid_input", message, { field, fields: [field] });

const notFound = () => alertError(404, "alert_not_found", (t) => t.errors.alert_not_found());

/** A schema's 400 on one of our fields gets this area's words for it. */
function rewordAlertInput(error: HttpError): HttpError {
  const field = error.extra.field ?? error.extra.fields?.[0] ?? "";
  const key = field.split(".")[0];
  const own: Record<string, (t: Texts) => string> = {
    channels: (t) => t.errors.channels(),
    value: (t) => t.errors.valueInvalid(),
    note: (t) => t.errors.note({ max: MAX_ALERT_NOTE }),
  };
  // Own keys only: a body field named "constructor" must not reach Object.prototype.
  const message = key && Object.hasOwn(own, key) ? own[key] : undefined;
  if (message && key) {
    error.localise = (locale) => message(texts[locale]);
    error.extra.field = key; // "channels", not "channels.0"
  }
  return error;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    symbol: row.symbol,
    kind: row.kind as AlertKind,
    value: row.value === null ? null : Number(row.value),
    note: row.note,
    channels: row.channels.split(",").filter(Boolean) as AlertChannel[],
    status: row.status as AlertStatus,
    createdAt: Number(row.created_at),
    triggeredAt: num(row.triggered_at),
    triggerPrice: row.trigger_price === null ? null : Number(row.trigger_price),
  };
}

const activeCount = countActiveAlerts;

async function ownedAlert(sql: SQL, userId: string, id: string): Promise<AlertRow> {
  const row = await findOwnedAlert(sql, userId, id);
  if (!row) throw notFound();
  return row;
}

/** The trimmed note (null when empty), or a 400 naming `note`. */
function cleanNote(raw: string | null | undefined): string | null {
  const note = (raw ?? "").normalize("NFC").trim();
  if (!note) return null;
  if (nameProblem(note) === "forbidden_chars") throw fieldError("note", (t) => t.errors.invalid({ field: "note" }));
  return note;
}

/** Checks the symbol against the market and, for a crossing, the side of the average it is on now. */
function armingSide(ctx: RequestContext, symbol: string, kind: AlertKind): number | null {
  const { market, knownSymbol } = ctx.services;
  if (knownSymbol && !knownSymbol(symbol)) {
    throw fieldError("symbol", (t) => t.errors.symbolUnknown({ symbol }));
  }
  if (kindNeedsValue(kind)) return null;
  const i = market.state.index.get(symbol);
  const price = i === undefined ? 0 : market.state.price[i]!;
  const sma = i === undefined ? 0 : (kind === "crossSma50" ? market.state.sma50 : market.state.sma200)[i]!;
  if (!(price > 0) || !(sma > 0)) throw fieldError("symbol", (t) => t.errors.noMarket({ symbol }));
  return price >= sma ? 1 : -1;
}

function checkValue(kind: AlertKind, value: number | null | undefined): number | null {
  const problem = valueProblem(kind, value);
  if (problem === "required") throw fieldError("value", (t) => t.errors.value());
  if (problem) {
    throw fieldError("value", (t) => (kindNeedsValue(kind) ? t.errors.valueInvalid() : t.errors.valueNone()));
  }
  return value ?? null;
}

const limitError = () =>
  alertError(409, "alert_limit", (t) => t.errors.alert_limit({ max: MAX_ACTIVE_ALERTS }), { max: MAX_ACTIVE_ALERTS });

async function listAlerts(ctx: RequestContext, user: User) {
  const rows = await alertsOf(ctx.services.db.sql, user.id);
  return { alerts: rows.map(toAlert), maxActive: MAX_ACTIVE_ALERTS };
}

async function createAlert(ctx: RequestContext, user: User, { body }: HandlerInput<typeof alertsApi.create>) {
  const value = checkValue(body.kind, body.value);
  const note = cleanNote(body.note);
  const side = armingSide(ctx, body.symbol, body.kind);
  const { db, now } = ctx.services;
  const id = crypto.randomUUID();
  const at = now();
  const row = await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id);
    if ((await activeCount(tx, user.id)) >= MAX_ACTIVE_ALERTS) throw limitError();
    return insertAlert(tx, {
      id,
      userId: user.id,
      symbol: body.symbol,
      kind: body.kind,
      value,
      note,
      channels: body.channels.join(","),
      side,
      at,
    });
  });
  await ctx.services.alerts?.changed(id);
  return { alert: toAlert(row) };
}

async function updateAlert(ctx: RequestContext, user: User, { params, body }: HandlerInput<typeof alertsApi.update>) {
  const { db, now } = ctx.services;
  const { id } = params;
  const row = await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id);
    const current = await ownedAlert(tx, user.id, id);
    const symbol = body.symbol ?? current.symbol;
    const kind = body.kind ?? (current.kind as AlertKind);
    // A new kind starts from its own value: an SMA crossing keeps none, a threshold needs one.
    const value = checkValue(
      kind,
      body.value !== undefined ? body.value : kind === current.kind ? current.value : undefined,
    );
    const note = body.note !== undefined ? cleanNote(body.note) : current.note;
    const channels = body.channels ? body.channels.join(",") : current.channels;
    const conditionChanged = symbol !== current.symbol || kind !== current.kind || value !== current.value;
    let status = current.status as AlertStatus;
    if (body.paused === true) status = "paused";
    else if (body.paused === false && status === "paused") status = "active";
    else if (conditionChanged && status === "triggered") status = "active";
    const wasActive = current.status === "active";
    if (status === "active" && !wasActive && (await activeCount(tx, user.id)) >= MAX_ACTIVE_ALERTS) {
      throw limitError();
    }
    // A new arming when it becomes active again or watches something else: it may fire again.
    const rearm = status === "active" && (!wasActive || conditionChanged);
    const side = rearm || conditionChanged ? armingSide(ctx, symbol, kind) : num(current.side);
    const arming = Number(current.arming) + (rearm ? 1 : 0);
    const triggeredAt = rearm ? null : num(current.triggered_at);
    const triggerPrice = rearm ? null : current.trigger_price;
    return updateAlertRow(tx, id, {
      symbol,
      kind,
      value,
      note,
      channels,
      status,
      arming,
      side,
      triggeredAt,
      triggerPrice,
      at: now(),
    });
  });
  await ctx.services.alerts?.changed(id);
  return { alert: toAlert(row) };
}

async function rearmAlert(ctx: RequestContext, user: User, { params }: HandlerInput<typeof alertsApi.rearm>) {
  const { db, now } = ctx.services;
  const { id } = params;
  const row = await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id);
    const current = await ownedAlert(tx, user.id, id);
    if (current.status !== "active" && (await activeCount(tx, user.id)) >= MAX_ACTIVE_ALERTS) throw limitError();
    const side = armingSide(ctx, current.symbol, current.kind as AlertKind);
    return rearmAlertRow(tx, id, side, now());
  });
  await ctx.services.alerts?.changed(id);
  return { alert: toAlert(row) };
}

async function deleteAlert(ctx: RequestContext, user: User, { params }: HandlerInput<typeof alertsApi.remove>) {
  const { id } = params;
  if (!(await deleteOwnedAlert(ctx.services.db.sql, user.id, id))) throw notFound();
  await ctx.services.alerts?.changed(id);
  return { id };
}

const HISTORY_PAGE = 100;

/** Triggers of one user, newest first; `before` (epoch ms) pages back. */
export async function loadHistory(sql: SQL, userId: string, before: number, limit = HISTORY_PAGE) {
  const rows = await triggersOf(sql, userId, before, limit);
  const deliveries = await deliveriesOf(
    sql,
    rows.map((r) => r.id),
  );
  const byTrigger = Map.groupBy(deliveries, (d) => d.triggerId);
  return rows.map(
    (r): AlertTrigger => ({
      id: r.id,
      alertId: r.alertId,
      symbol: r.symbol,
      kind: r.kind as AlertKind,
      value: r.value,
      note: r.note,
      price: r.price,
      triggeredAt: r.tickAt,
      deliveries: (byTrigger.get(r.id) ?? [])
        .map((d) => ({ channel: d.channel, status: d.status }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    }),
  );
}

async function alertHistory(ctx: RequestContext, user: User, { query }: HandlerInput<typeof alertsApi.history>) {
  const raw = query.before;
  if (raw !== undefined && !/^[1-9][0-9]{0,15}$/.test(raw)) {
    throw alertError(400, "invalid_input", (t) => t.errors.invalid({ field: "before" }), {
      field: "before",
      fields: ["before"],
    });
  }
  const before = raw === undefined ? Number.MAX_SAFE_INTEGER : Number(raw);
  return { triggers: await loadHistory(ctx.services.db.sql, user.id, before) };
}

/** The VAPID public key the browser subscribes with (null: push is off on this server). */
async function pushKey(ctx: RequestContext) {
  return { publicKey: ctx.services.alerts?.push?.publicKey ?? null };
}

/** Browsers (sessions) of one user that may have notifications on at once. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

const pushEndpointError = () =>
  alertError(400, "invalid_input", (t) => t.errors.pushEndpoint(), { field: "endpoint", fields: ["endpoint"] });

async function savePushSubscription(
  ctx: RequestContext,
  user: User,
  { body }: HandlerInput<typeof alertsApi.subscribePush>,
) {
  if (!ctx.services.alerts?.push) throw alertError(409, "push_disabled", (t) => t.errors.push_disabled());
  // https on 443, no credentials, a browser's push service (or PUSH_ALLOWED_HOSTS); its
  // addresses are checked again at every delivery (src/server/alerts/push-endpoint.ts).
  if (checkEndpoint(body.endpoint, { allowedHosts: ctx.services.config.pushAllowedHosts }).problem) {
    throw pushEndpointError();
  }
  const session = await currentSession(ctx);
  if (!session) throw new HttpError(401, "unauthenticated");
  const { db } = ctx.services;
  const at = ctx.services.now();
  // One subscription per session: a new one from the same browser session replaces the old. The
  // row belongs to the session (foreign key): it goes when the session ends. At most
  // MAX_PUSH_SUBSCRIPTIONS per user, counted under the user's lock (PostgreSQL) or the single
  // writer (SQLite), so parallel requests cannot pass it.
  await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id);
    if ((await countOtherSubscriptions(tx, user.id, session.tokenHash)) >= MAX_PUSH_SUBSCRIPTIONS) {
      throw alertError(409, "push_limit", (t) => t.errors.push_limit({ max: MAX_PUSH_SUBSCRIPTIONS }), {
        field: "endpoint",
        fields: ["endpoint"],
        max: MAX_PUSH_SUBSCRIPTIONS,
      });
    }
    await replaceSubscription(tx, {
      tokenHash: session.tokenHash,
      userId: user.id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      createdAt: at,
    });
  });
  return { subscribed: true as const };
}

export const alertRoutes: Route[] = [
  route({ contract: alertsApi.list, access: "user", handler: listAlerts }),
  route({ contract: alertsApi.create, access: "user", reword: rewordAlertInput, handler: createAlert }),
  route({ contract: alertsApi.history, access: "user", handler: alertHistory }),
  route({ contract: alertsApi.update, access: "user", reword: rewordAlertInput, handler: updateAlert }),
  route({ contract: alertsApi.remove, access: "user", handler: deleteAlert }),
  route({ contract: alertsApi.rearm, access: "user", handler: rearmAlert }),
  route({ contract: alertsApi.pushKey, access: "user", handler: pushKey }),
  // The schema's "not an https URL" gets this area's words (the rules in the handler say the same).
  route({
    contract: alertsApi.subscribePush,
    access: "user",
    reword: (error) => (error.extra.field === "endpoint" ? pushEndpointError() : error),
    handler: savePushSubscription,
  }),
];
