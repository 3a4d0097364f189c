// Browser notifications for alerts (docs/architecture.md, "Price alerts"): on the user's click on
// the 'push' channel, ask the permission, register the push-only service worker (/push-sw.js),
// subscribe with the server's VAPID key and send the subscription. False when any step fails.
import { api, call } from "../../machines/api";

const base64ToBytes = (b64: string): Uint8Array<ArrayBuffer> => {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

export async function enablePush(): Promise<boolean> {
  try {
    if (!("Notification" in window) || !("serviceWorker" in navigator) || !("PushManager" in window)) return false;
    const permission = await Notification.requestPermission();
    if (permission !== "granted") return false;
    const { publicKey } = await call(api().url("/work/push-subscription").get().json<{ publicKey: string | null }>());
    if (!publicKey) return false;
    const registration = await navigator.serviceWorker.register("/push-sw.js");
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64ToBytes(publicKey),
      }));
    await call(api().url("/work/push-subscription").post(subscription.toJSON()).json());
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}
