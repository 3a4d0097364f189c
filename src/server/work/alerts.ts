// Price alerts of the logged-in user (docs/api.md, "Alerts"). Owner-only: another user's alert
// is answered 404, as if it did not exist. At most MAX_ACTIVE_ALERTS active alerts per user,
// checked under a lock of the user's row (PostgreSQL) or the single writer (SQLite), so parallel
// requests and several instances cannot pass it. Every change that makes, moves or ends an
// arming tells the alert service, which updates the evaluation index of every instance.
import type { SQL } from "bun";
import { i18nObject } from "../../i18n/i18n-util";
import { loadAllLocales } from "../../i18n/i18n-util.sync";
import type { User } from "../../shared/accounts";
import {
  type Alert,
  type AlertChannel,
  type AlertKind,
  type AlertStatus,
  type AlertTrigger,
  CreateAlertBody,
  kindNeedsValue,
  MAX_ACTIVE_ALERTS,
  MAX_ALERT_NOTE,
  PushSubscriptionBody,
  UpdateAlertBody,
  valueProblem,
} from "../../shared/alerts";
import { nameProblem } from "../../shared/fields";
import { checkEndpoint } from "../alerts/push-endpoint";
import { currentSession } from "../auth/guards";
import { lockUser } from "../auth/users-store";
import { readJson } from "../http/body";
import { type ErrorCode, HttpError, json, ownError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";

loadAllLocales();
const texts = { en: i18nObject("en").alerts, ar: i18nObject("ar").alerts };
type Texts = (typeof texts)["en"];

/** An error of this area: its own code, its message from the alerts namespace. */
function alertError(
  status: number,
  code: ErrorCode,
  message: (t: Texts) => string,
  extra: Record<string, unknown> = {},
): HttpError {
  return ownError(status, code, (locale) => message(texts[locale]), extra);
}

const fieldError = (field: string, message: (t: Texts) => string) =>
  alertError(400, "invalid_input", message, { field, fields: [field] });

const notFound = () => alertError(404, "alert_not_found", (t) => t.errors.notFound());

/** Reads a body; a schema's 400 on one of our fields gets this area's words for it. */
async function readAlertJson<S extends Parameters<typeof readJson>[1]>(ctx: RequestContext, schema: S) {
  try {
    return await readJson(ctx.req, schema);
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== "invalid_input") throw error;
    const field = String(error.extra.field ?? (error.extra.fields as string[] | undefined)?.[0] ?? "");
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
    throw error;
  }
}

interface AlertRow {
  id: string;
  user_id: string;
  symbol: string;
  kind: string;
  value: number | null;
  note: string | null;
  channels: string;
  status: string;
  arming: number | string;
  side: number | string | null;
  triggered_at: number | string | null;
  trigger_price: number | null;
  created_at: number | string;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function toAlert(row: AlertRow): Alert {
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

async function activeCount(tx: SQL, userId: string): Promise<number> {
  const [row] = (await tx`SELECT COUNT(*) AS n FROM alerts WHERE user_id = ${userId} AND status = 'active'`) as {
    n: number | string;
  }[];
  return Number(row?.n ?? 0);
}

async function ownedAlert(sql: SQL, userId: string, id: string): Promise<AlertRow> {
  const [row] = (await sql`SELECT * FROM alerts WHERE id = ${id} AND user_id = ${userId}`) as AlertRow[];
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
  alertError(409, "alert_limit", (t) => t.errors.limit({ max: MAX_ACTIVE_ALERTS }), { max: MAX_ACTIVE_ALERTS });

export async function listAlerts(ctx: RequestContext, user: User): Promise<Response> {
  const rows = (await ctx.services.db.sql`SELECT * FROM alerts WHERE user_id = ${user.id}
    ORDER BY created_at DESC, id`) as AlertRow[];
  return json({ alerts: rows.map(toAlert), maxActive: MAX_ACTIVE_ALERTS });
}

export async function createAlert(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readAlertJson(ctx, CreateAlertBody);
  const value = checkValue(body.kind, body.value);
  const note = cleanNote(body.note);
  const side = armingSide(ctx, body.symbol, body.kind);
  const { db, now } = ctx.services;
  const id = crypto.randomUUID();
  const at = now();
  const row = await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id);
    if ((await activeCount(tx, user.id)) >= MAX_ACTIVE_ALERTS) throw limitError();
    const [created] = (await tx`INSERT INTO alerts (id, user_id, symbol, kind, value, note, channels, status,
        arming, side, created_at, updated_at)
      VALUES (${id}, ${user.id}, ${body.symbol}, ${body.kind}, ${value}, ${note}, ${body.channels.join(",")},
        'active', 1, ${side}, ${at}, ${at}) RETURNING *`) as AlertRow[];
    return created!;
  });
  await ctx.services.alerts?.changed(id);
  return json({ alert: toAlert(row) }, 201);
}

export async function updateAlert(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readAlertJson(ctx, UpdateAlertBody);
  const { db, now } = ctx.services;
  const id = ctx.params.id ?? "";
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
    const [updated] = (await tx`UPDATE alerts SET symbol = ${symbol}, kind = ${kind}, value = ${value},
        note = ${note}, channels = ${channels}, status = ${status}, arming = ${arming}, side = ${side},
        triggered_at = ${triggeredAt}, trigger_price = ${triggerPrice}, updated_at = ${now()}
      WHERE id = ${id} RETURNING *`) as AlertRow[];
    return updated!;
  });
  await ctx.services.alerts?.changed(id);
  return json({ alert: toAlert(row) });
}

export async function rearmAlert(ctx: RequestContext, user: User): Promise<Response> {
  const { db, now } = ctx.services;
  const id = ctx.params.id ?? "";
  const row = await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id);
    const current = await ownedAlert(tx, user.id, id);
    if (current.status !== "active" && (await activeCount(tx, user.id)) >= MAX_ACTIVE_ALERTS) throw limitError();
    const side = armingSide(ctx, current.symbol, current.kind as AlertKind);
    const [updated] = (await tx`UPDATE alerts SET status = 'active', arming = arming + 1, side = ${side},
        triggered_at = NULL, trigger_price = NULL, updated_at = ${now()}
      WHERE id = ${id} RETURNING *`) as AlertRow[];
    return updated!;
  });
  await ctx.services.alerts?.changed(id);
  return json({ alert: toAlert(row) });
}

export async function deleteAlert(ctx: RequestContext, user: User): Promise<Response> {
  const id = ctx.params.id ?? "";
  const removed = await ctx.services.db.sql`DELETE FROM alerts WHERE id = ${id} AND user_id = ${user.id} RETURNING id`;
  if (removed.length === 0) throw notFound();
  await ctx.services.alerts?.changed(id);
  return json({ id });
}

interface TriggerRow {
  id: string;
  alert_id: string;
  symbol: string;
  kind: string;
  value: number | null;
  note: string | null;
  price: number;
  tick_at: number | string;
}

export const HISTORY_PAGE = 100;

/** Triggers of one user, newest first; `before` (epoch ms) pages back. */
export async function loadHistory(sql: SQL, userId: string, before: number, limit = HISTORY_PAGE) {
  const rows = (await sql`SELECT id, alert_id, symbol, kind, value, note, price, tick_at FROM alert_triggers
    WHERE user_id = ${userId} AND tick_at < ${before} ORDER BY tick_at DESC, id LIMIT ${limit}`) as TriggerRow[];
  const ids = rows.map((r) => r.id);
  const deliveries = ids.length
    ? ((await sql`SELECT trigger_id, channel, status FROM alert_deliveries WHERE trigger_id IN ${sql(ids)}`) as {
        trigger_id: string;
        channel: "email" | "push";
        status: "pending" | "delivered" | "failed";
      }[])
    : [];
  const byTrigger = Map.groupBy(deliveries, (d) => d.trigger_id);
  return rows.map(
    (r): AlertTrigger => ({
      id: r.id,
      alertId: r.alert_id,
      symbol: r.symbol,
      kind: r.kind as AlertKind,
      value: r.value === null ? null : Number(r.value),
      note: r.note,
      price: Number(r.price),
      triggeredAt: Number(r.tick_at),
      deliveries: (byTrigger.get(r.id) ?? [])
        .map((d) => ({ channel: d.channel, status: d.status }))
        .sort((a, b) => a.channel.localeCompare(b.channel)),
    }),
  );
}

export async function alertHistory(ctx: RequestContext, user: User): Promise<Response> {
  const raw = ctx.url.searchParams.get("before");
  if (raw !== null && !/^[1-9][0-9]{0,15}$/.test(raw)) {
    throw alertError(400, "invalid_input", (t) => t.errors.invalid({ field: "before" }), {
      field: "before",
      fields: ["before"],
    });
  }
  const before = raw === null ? Number.MAX_SAFE_INTEGER : Number(raw);
  return json({ triggers: await loadHistory(ctx.services.db.sql, user.id, before) });
}

/** The VAPID public key the browser subscribes with (null: push is off on this server). */
export async function pushKey(ctx: RequestContext): Promise<Response> {
  return json({ publicKey: ctx.services.alerts?.push?.publicKey ?? null });
}

/** Browsers (sessions) of one user that may have notifications on at once. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

const pushEndpointError = () =>
  alertError(400, "invalid_input", (t) => t.errors.pushEndpoint(), { field: "endpoint", fields: ["endpoint"] });

export async function savePushSubscription(ctx: RequestContext, user: User): Promise<Response> {
  const body = await readJson(ctx.req, PushSubscriptionBody).catch((error: unknown) => {
    // The schema's "not an https URL" gets this area's words (the rules below say the same).
    if (error instanceof HttpError && error.extra.field === "endpoint") {
      throw pushEndpointError();
    }
    throw error;
  });
  if (!ctx.services.alerts?.push) throw alertError(409, "push_disabled", (t) => t.errors.pushDisabled());
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
    const [row] = (await tx`SELECT COUNT(*) AS n FROM push_subscriptions
      WHERE user_id = ${user.id} AND token_hash <> ${session.tokenHash}`) as { n: number | string }[];
    if (Number(row?.n ?? 0) >= MAX_PUSH_SUBSCRIPTIONS) {
      throw alertError(409, "push_limit", (t) => t.errors.pushLimit({ max: MAX_PUSH_SUBSCRIPTIONS }), {
        field: "endpoint",
        fields: ["endpoint"],
        max: MAX_PUSH_SUBSCRIPTIONS,
      });
    }
    await tx`DELETE FROM push_subscriptions WHERE token_hash = ${session.tokenHash}`;
    await tx`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
      VALUES (${session.tokenHash}, ${user.id}, ${body.endpoint}, ${body.keys.p256dh}, ${body.keys.auth}, ${at})`;
  });
  return json({ subscribed: true });
}

export const alertRoutes: Route[] = [
  route({ method: "GET", path: "/work/alerts", access: "user", handler: listAlerts }),
  route({ method: "POST", path: "/work/alerts", access: "user", handler: createAlert }),
  route({ method: "GET", path: "/work/alerts/history", access: "user", handler: alertHistory }),
  route({ method: "PUT", path: "/work/alerts/:id", access: "user", handler: updateAlert }),
  route({ method: "DELETE", path: "/work/alerts/:id", access: "user", handler: deleteAlert }),
  route({ method: "POST", path: "/work/alerts/:id/rearm", access: "user", handler: rearmAlert }),
  route({ method: "GET", path: "/work/push-subscription", access: "user", handler: pushKey }),
  route({ method: "POST", path: "/work/push-subscription", access: "user", handler: savePushSubscription }),
];
