// Price alerts (docs/api.md, "Alerts"): the shapes both sides use. The server validates bodies
// with these strict schemas; the client's dialog keeps to the same limits.
import * as v from "valibot";
import { decimalInput } from "./digits";
import { SYMBOL_PATTERN } from "./portal";

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
export type AlertStatus = "active" | "triggered" | "paused";

/** Active alerts one user may have at a time (409 alert_limit beyond). */
export const MAX_ACTIVE_ALERTS = 100;
export const MAX_ALERT_NOTE = 200;
/** Bounds of a threshold: prices in the listing currency, changes in percent. */
const MAX_ALERT_PRICE = 1e9;
const MIN_ALERT_CHANGE = -100;
const MAX_ALERT_CHANGE = 1000;

/** Whether a kind compares against a value the user gives (SMA crossings take none). */
export const kindNeedsValue = (kind: AlertKind): boolean => !kind.startsWith("cross");

export interface Alert {
  id: string;
  symbol: string;
  kind: AlertKind;
  value: number | null;
  note: string | null;
  channels: AlertChannel[];
  status: AlertStatus;
  createdAt: number;
  /** When it last fired and at what price (null while never triggered in this arming). */
  triggeredAt: number | null;
  triggerPrice: number | null;
}

export interface AlertTrigger {
  id: string;
  alertId: string;
  symbol: string;
  kind: AlertKind;
  value: number | null;
  price: number;
  /** The tick's time (epoch ms). */
  triggeredAt: number;
  note: string | null;
  deliveries: { channel: "email" | "push"; status: "pending" | "delivered" | "failed" }[];
}

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

export const CreateAlertBody = v.strictObject({
  symbol: v.pipe(v.string(), v.regex(SYMBOL_PATTERN)),
  kind: v.picklist(ALERT_KINDS),
  value: v.optional(value),
  note: v.optional(note),
  channels,
});
export type CreateAlertInput = v.InferOutput<typeof CreateAlertBody>;

/** An edit: any of the fields; `paused` pauses or resumes. A changed condition re-arms. */
export const UpdateAlertBody = v.strictObject({
  symbol: v.optional(v.pipe(v.string(), v.regex(SYMBOL_PATTERN))),
  kind: v.optional(v.picklist(ALERT_KINDS)),
  value: v.optional(value),
  note: v.optional(note),
  channels: v.optional(channels),
  paused: v.optional(v.boolean()),
});
export type UpdateAlertInput = v.InferOutput<typeof UpdateAlertBody>;

/** The browser's PushSubscription.toJSON(). */
export const PushSubscriptionBody = v.strictObject({
  endpoint: v.pipe(v.string(), v.url(), v.startsWith("https://"), v.maxLength(1000)),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.strictObject({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,200}={0,2}$/)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,100}={0,2}$/)),
  }),
});

/** Why a threshold is refused for its kind, or null. */
export function valueProblem(kind: AlertKind, value: number | null | undefined): "required" | "invalid" | null {
  if (!kindNeedsValue(kind)) return value === undefined || value === null ? null : "invalid";
  if (value === undefined || value === null) return "required";
  if (kind === "priceAbove" || kind === "priceBelow") return value > 0 && value <= MAX_ALERT_PRICE ? null : "invalid";
  return value >= MIN_ALERT_CHANGE && value <= MAX_ALERT_CHANGE ? null : "invalid";
}
