// The live alert events of /ws (docs/api.md, "Realtime"): a partysocket like the dashboard's
// gainers socket, each `alert` message sent to the alerts machine as `live`.
import ReconnectingWebSocket from "partysocket/ws";
import type { AlertEvent } from "../../shared/alerts";
import { gainersSocketUrl } from "../dashboard/gainersSocket";

export function parseAlertMessage(raw: unknown): AlertEvent | null {
  if (typeof raw !== "string") return null;
  try {
    const msg = JSON.parse(raw) as Partial<AlertEvent>;
    return msg?.event === "alert" && msg.data && typeof msg.data.id === "string" ? (msg as AlertEvent) : null;
  } catch {
    return null;
  }
}

/** Opens the socket; returns its closer. */
export function listenForAlerts(onAlert: (event: AlertEvent) => void): () => void {
  const socket = new ReconnectingWebSocket(gainersSocketUrl(window.location), [], {
    minReconnectionDelay: 500,
    maxReconnectionDelay: 10_000,
    connectionTimeout: 4000,
  });
  socket.addEventListener("message", (e: MessageEvent) => {
    const event = parseAlertMessage(e.data);
    if (event) onAlert(event);
  });
  return () => socket.close();
}
