// Turning on browser notifications is a one-shot action of the alert dialog's 'push' box; the
// flow itself (permission, service worker, subscription) is client I/O in src/client/push.ts.
export { enablePush, type PushOutcome } from "../../client/push";
