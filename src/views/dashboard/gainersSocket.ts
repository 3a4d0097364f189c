// The browser side of the live gainers connection: a partysocket to /ws on this origin,
// which reconnects by itself with backoff. Bound into the gainers machine with .provide().
import ReconnectingWebSocket from "partysocket/ws";
import { fromCallback } from "xstate";
import { reportSessionEnded } from "../../machines/api";
import { type GainersEvent, parseGainersMessage } from "../../machines/dashboard/gainers.machine";

/** The close code the server uses when the socket's session logs out (src/server/realtime/hub.ts). */
export const CLOSE_LOGOUT = 4001;

export function gainersSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

export const browserGainersSocket = fromCallback<GainersEvent>(({ sendBack }) => {
  const socket = new ReconnectingWebSocket(gainersSocketUrl(window.location), [], {
    minReconnectionDelay: 500,
    maxReconnectionDelay: 10_000,
    connectionTimeout: 4000,
  });
  socket.addEventListener("open", () => sendBack({ type: "socket.open" }));
  socket.addEventListener("close", (event: CloseEvent) => {
    // Closed for a logout (here or in another tab): the session is over, not the connection.
    if (event.code === CLOSE_LOGOUT) reportSessionEnded();
    sendBack({ type: "socket.close" });
  });
  socket.addEventListener("message", (e: MessageEvent) => {
    const message = parseGainersMessage(e.data);
    if (message) sendBack({ type: "socket.message", message });
  });
  return () => socket.close();
});
