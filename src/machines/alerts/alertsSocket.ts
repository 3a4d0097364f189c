// The live alert events (docs/api.md, "Realtime"): the "alerts" topic of the live connection
// (src/client/socket.ts); the alerts view sends each to the alerts machine as `live`.
import { subscribe } from "../../client/socket";
import type { AlertEvent } from "../../shared/alerts";

/** Listens for alert events; returns the unsubscribe. */
export function listenForAlerts(onAlert: (event: AlertEvent) => void): () => void {
  return subscribe("alerts", { message: onAlert });
}
