// The alert calls of /work (docs/api.md, "Alerts"), and the push subscription of browser
// notifications (docs/architecture.md, "Price alerts").
import { alertsApi, type CreateAlertInput, type UpdateAlertInput } from "../shared/alerts";
import { request } from "./http";

export const list = (signal?: AbortSignal) => request(alertsApi.list, {}, signal);

export const history = (signal?: AbortSignal) => request(alertsApi.history, { query: {} }, signal);

export const create = (body: CreateAlertInput, signal?: AbortSignal) => request(alertsApi.create, { body }, signal);

export const update = (id: string, body: UpdateAlertInput, signal?: AbortSignal) =>
  request(alertsApi.update, { params: { id }, body }, signal);

export const remove = (id: string, signal?: AbortSignal) => request(alertsApi.remove, { params: { id } }, signal);

export const rearm = (id: string, signal?: AbortSignal) => request(alertsApi.rearm, { params: { id } }, signal);

/** The server's VAPID public key; null when this server sends no push notifications. */
export const pushKey = (signal?: AbortSignal) => request(alertsApi.pushKey, {}, signal);

/** Registers a browser's push subscription (PushSubscription.toJSON(), whose fields the browser
 * types as optional: the server refuses one without them, naming the field). */
export const subscribePush = (subscription: PushSubscriptionJSON, signal?: AbortSignal) =>
  request(
    alertsApi.subscribePush,
    {
      body: {
        endpoint: subscription.endpoint ?? "",
        expirationTime: subscription.expirationTime,
        keys: { p256dh: subscription.keys?.p256dh ?? "", auth: subscription.keys?.auth ?? "" },
      },
    },
    signal,
  );
