// Browser notifications for alerts (docs/architecture.md, "Price alerts"): on the user's click on
// the 'push' channel, ask the permission, register the push-only service worker (/push-sw.js),
// subscribe with the server's VAPID key and send the subscription. The outcome says why it could
// not be turned on: the user refused (or blocked) the permission, or the browser, its push
// service or this server cannot do it (a browser without a push service refuses subscribe), or
// the server refused the subscription (its message, in the page's language: the user already has
// notifications on in the most browsers allowed, or the endpoint is not a browser's push service).
import { pushKey, subscribePush } from "./alerts";
import { ApiError } from "./http";

const base64ToBytes = (b64: string): Uint8Array<ArrayBuffer> => {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

export type PushOutcome = "enabled" | "denied" | "unavailable" | { refused: string };

export async function enablePush(): Promise<PushOutcome> {
  try {
    if (!("Notification" in window) || !("serviceWorker" in navigator) || !("PushManager" in window))
      return "unavailable";
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return "denied";
    const { publicKey } = await pushKey();
    if (!publicKey) return "unavailable";
    const registration = await navigator.serviceWorker.register("/push-sw.js");
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64ToBytes(publicKey),
      }));
    await subscribePush(subscription.toJSON());
    return "enabled";
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.body?.message) {
      return { refused: error.body.message };
    }
    console.error(error);
    return "unavailable";
  }
}
