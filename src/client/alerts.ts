// The alert calls of /work (docs/api.md, "Alerts"), and the push subscription of browser
// notifications (docs/architecture.md, "Price alerts").
import type { Alert, AlertTrigger, CreateAlertInput, UpdateAlertInput } from "../shared/alerts";
import { api, call } from "./http";

const alertPath = (id: string) => `/work/alerts/${encodeURIComponent(id)}`;

export const list = (signal?: AbortSignal) => call(api(signal).url("/work/alerts").get().json<{ alerts: Alert[] }>());

export const history = (signal?: AbortSignal) =>
  call(api(signal).url("/work/alerts/history").get().json<{ triggers: AlertTrigger[] }>());

export const create = (body: CreateAlertInput, signal?: AbortSignal) =>
  call(api(signal).url("/work/alerts").post(body).json<{ alert: Alert }>());

export const update = (id: string, body: UpdateAlertInput, signal?: AbortSignal) =>
  call(api(signal).url(alertPath(id)).put(body).json<{ alert: Alert }>());

export const remove = (id: string, signal?: AbortSignal) =>
  call(api(signal).url(alertPath(id)).delete().json<{ id: string }>());

export const rearm = (id: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`${alertPath(id)}/rearm`)
      // A JSON body, empty: the CSRF rule wants a JSON content type on every POST (security.ts).
      .post({})
      .json<{ alert: Alert }>(),
  );

/** The server's VAPID public key; null when this server sends no push notifications. */
export const pushKey = (signal?: AbortSignal) =>
  call(api(signal).url("/work/push-subscription").get().json<{ publicKey: string | null }>());

/** Registers a browser's push subscription (PushSubscription.toJSON()). */
export const subscribePush = (subscription: PushSubscriptionJSON, signal?: AbortSignal) =>
  call(api(signal).url("/work/push-subscription").post(subscription).json<unknown>());
