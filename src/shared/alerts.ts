// Price alerts (docs/api.md, "Alerts"): the shapes both sides use. The server validates bodies
// with these strict schemas; the client's dialog keeps to the same limits.
import * as v from "valibot";
import { contract } from "./contract";
import { decimalInput } from "./digits";
import { SYMBOL_PATTERN } from "./market";

export const ALERT_KINDS = [
  "priceAbove",
  "priceBelow",
  "changeAbove",
  "changeBelow",
  "crossSma50",
  "crossSma200",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_CHANNELS = ["app", "email", "push"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
const ALERT_STATUSES = ["active", "triggered", "paused"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Active alerts one user may have at a time (409 alert_limit beyond). */
export const MAX_ACTIVE_ALERTS = 100;
export const MAX_ALERT_NOTE = 200;
/** Bounds of a threshold: prices in the listing currency, changes in percent. */
const MAX_ALERT_PRICE = 1e9;
const MIN_ALERT_CHANGE = -100;
const MAX_ALERT_CHANGE = 1000;

/** Whether a kind compares against a value the user gives (SMA crossings take none). */
export const kindNeedsValue = (kind: AlertKind): boolean => !kind.startsWith("cross");

const alertSchema = v.object({
  id: v.string(),
  symbol: v.string(),
  kind: v.picklist(ALERT_KINDS),
  value: v.nullable(v.number()),
  note: v.nullable(v.string()),
  channels: v.array(v.picklist(ALERT_CHANNELS)),
  status: v.picklist(ALERT_STATUSES),
  createdAt: v.number(),
  /** When it last fired and at what price (null while never triggered in this arming). */
  triggeredAt: v.nullable(v.number()),
  triggerPrice: v.nullable(v.number()),
});
export type Alert = v.InferOutput<typeof alertSchema>;

const triggerSchema = v.object({
  id: v.string(),
  alertId: v.string(),
  symbol: v.string(),
  kind: v.picklist(ALERT_KINDS),
  value: v.nullable(v.number()),
  price: v.number(),
  /** The tick's time (epoch ms). */
  triggeredAt: v.number(),
  note: v.nullable(v.string()),
  deliveries: v.array(
    v.object({ channel: v.picklist(["email", "push"]), status: v.picklist(["pending", "delivered", "failed"]) }),
  ),
});
export type AlertTrigger = v.InferOutput<typeof triggerSchema>;

/** The WebSocket message of a fired alert (docs/api.md, "Realtime"). */
export interface AlertEvent {
  event: "alert";
  data: { id: string; symbol: string; kind: AlertKind; value: number | null; price: number; triggeredAt: number };
}

const channels = v.pipe(
  v.array(v.picklist(ALERT_CHANNELS)),
  v.minLength(1, "required"),
  v.maxLength(ALERT_CHANNELS.length),
  v.check((list) => new Set(list).size === list.length),
);
const note = v.nullable(v.pipe(v.string(), v.maxLength(MAX_ALERT_NOTE, "too_long")));
// A number, or the number as a string in any digits ("١٢٣٫٥"): src/shared/digits.ts.
const value = v.nullable(decimalInput());

const CreateAlertBody = v.strictObject({
  symbol: v.pipe(v.string(), v.regex(SYMBOL_PATTERN)),
  kind: v.picklist(ALERT_KINDS),
  value: v.optional(value),
  note: v.optional(note),
  channels,
});
export type CreateAlertInput = v.InferOutput<typeof CreateAlertBody>;

/** An edit: any of the fields; `paused` pauses or resumes. A changed condition re-arms. */
const UpdateAlertBody = v.strictObject({
  symbol: v.optional(v.pipe(v.string(), v.regex(SYMBOL_PATTERN))),
  kind: v.optional(v.picklist(ALERT_KINDS)),
  value: v.optional(value),
  note: v.optional(note),
  channels: v.optional(channels),
  paused: v.optional(v.boolean()),
});
export type UpdateAlertInput = v.InferOutput<typeof UpdateAlertBody>;

/** The browser's PushSubscription.toJSON(). */
const PushSubscriptionBody = v.strictObject({
  endpoint: v.pipe(v.string(), v.url(), v.startsWith("https://"), v.maxLength(1000)),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.strictObject({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,200}={0,2}$/)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}={0,2}$/)),
  }),
});

const alertAnswer = v.object({ alert: alertSchema });

/** The alert routes and the browser's push subscription (docs/api.md, "Alerts"). */
export const alertsApi = {
  list: contract({
    method: "GET",
    path: "/work/alerts",
    response: v.object({ alerts: v.array(alertSchema), maxActive: v.number() }),
  }),
  create: contract({ method: "POST", path: "/work/alerts", body: CreateAlertBody, response: alertAnswer, status: 201 }),
  /** `before` (epoch ms, digits) pages back; the handler refuses anything else in its own words. */
  history: contract({
    method: "GET",
    path: "/work/alerts/history",
    query: v.object({ before: v.optional(v.string()) }),
    response: v.object({ triggers: v.array(triggerSchema) }),
  }),
  update: contract({ method: "PUT", path: "/work/alerts/:id", body: UpdateAlertBody, response: alertAnswer }),
  remove: contract({ method: "DELETE", path: "/work/alerts/:id", response: v.object({ id: v.string() }) }),
  rearm: contract({ method: "POST", path: "/work/alerts/:id/rearm", response: alertAnswer }),
  /** The VAPID public key; null when this server sends no push notifications. */
  pushKey: contract({
    method: "GET",
    path: "/work/push-subscription",
    response: v.object({ publicKey: v.nullable(v.string()) }),
  }),
  subscribePush: contract({
    method: "POST",
    path: "/work/push-subscription",
    body: PushSubscriptionBody,
    response: v.object({ subscribed: v.literal(true) }),
  }),
};

/** Why a threshold is refused for its kind, or null. */
export function valueProblem(kind: AlertKind, value: number | null | undefined): "required" | "invalid" | null {
  if (!kindNeedsValue(kind)) return value === undefined || value === null ? null : "invalid";
  if (value === undefined || value === null) return "required";
  if (kind === "priceAbove" || kind === "priceBelow") return value > 0 && value <= MAX_ALERT_PRICE ? null : "invalid";
  return value >= MIN_ALERT_CHANGE && value <= MAX_ALERT_CHANGE ? null : "invalid";
}
