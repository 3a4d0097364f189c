// How Bun.serve answers HTTP (src/server/main.ts): the app's fetch, the API's plain 500 for
// anything that escapes it, and an idle timeout above every budget of a request, so a call that
// waits (a render's turn, an e-mail sent before the answer) always gets its answer, never a
// closed connection. Bun counts the idle timeout from the request until its response has been
// written, not from the last byte, so it must exceed the longest answer, not the longest pause.
import type { Server } from "bun";
import type { App } from "../app";
import { SMTP_TIMEOUTS } from "../mail/mailer";
import type { SocketData } from "../realtime/hub";
import { RENDER_BUDGET_MS } from "../render/chromium";
import { errorResponse } from "./errors";
import { isWithoutIdleCut } from "./idle-cut";

/** The budgets of a request that the idle timeout must exceed (docs/api.md, "Limits"): a render
 * (its wait, drawing and clean-up) and an e-mail sent before the answer (connect, greeting and
 * the SMTP dialogue's own timeout). */
export const REQUEST_BUDGETS_MS = {
  render: RENDER_BUDGET_MS,
  mail: SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout,
} as const;

/** Seconds a connection may go without its answer before Bun closes it (Bun's default is 10;
 * its largest 255). */
export const IDLE_TIMEOUT_S = 120;

/** The options of Bun.serve for the app, beside where it listens and its WebSocket handlers. */
export function httpOptions(app: App) {
  return {
    // Never Bun's development error page (it shows source lines): app.fetch answers every error
    // itself, and anything that still escapes it gets the API's plain 500.
    development: false,
    idleTimeout: IDLE_TIMEOUT_S,
    fetch: async (req: Request, srv: Server<SocketData>) => {
      const res = await app.fetch(req, srv);
      if (res && isWithoutIdleCut(res)) srv.timeout(req, 0);
      // app.fetch answers undefined only after a WebSocket upgrade, as Bun expects.
      return res as Response;
    },
    error: (error: Error) => errorResponse(error, "en"),
  } as const;
}
