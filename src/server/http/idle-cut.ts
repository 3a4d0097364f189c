// Answers that may stream for longer than the server's idle timeout (src/server/http/serve.ts)
// because a budget of their own ends them. A module of its own so that a route can mark its
// answer without importing the server's options (which import the app, and so every route).
const untimed = new WeakSet<Response>();

/** Marks a download that may stream for longer than the idle timeout and is ended by a budget
 * of its own (the screener export: EXPORT_MAX_MS, 5 minutes, above Bun's largest idle timeout):
 * the idle cut is lifted for its request once it is answered, after every check passed. */
export function withoutIdleCut(res: Response): Response {
  untimed.add(res);
  return res;
}

/** Whether the answer was marked by withoutIdleCut. */
export const isWithoutIdleCut = (res: Response): boolean => untimed.has(res);
