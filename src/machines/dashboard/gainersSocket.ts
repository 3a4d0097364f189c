// The gainers machine's socket actor in the browser: the "gainers" topic of the live connection
// (src/client/socket.ts), told to the machine as open, close and message events. Bound into the
// gainers machine with .provide(); tests bind their own.
import { fromCallback } from "xstate";
import { subscribe } from "../../client/socket";
import type { GainersEvent } from "./gainers.machine";

export const browserGainersSocket = fromCallback<GainersEvent>(({ sendBack }) =>
  subscribe("gainers", {
    open: () => sendBack({ type: "socket.open" }),
    close: () => sendBack({ type: "socket.close" }),
    message: (message) => sendBack({ type: "socket.message", message }),
  }),
);
