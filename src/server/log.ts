// Structured logs: one JSON object a line, so a collector can parse them without rules.
type Fields = Record<string, unknown>;

const LEVELS = { info: 0, warn: 1, error: 2 } as const;
/** LOG_LEVEL=warn drops the per-request lines (benchmarks, busy instances); errors always show. */
const minimum = LEVELS[(process.env.LOG_LEVEL ?? "info") as keyof typeof LEVELS] ?? 0;

let quiet = false;
/** Tests silence the request log; errors are still written. */
export function setQuiet(value: boolean): void {
  quiet = value;
}

function write(level: "info" | "warn" | "error", msg: string, fields: Fields = {}): void {
  if (quiet && level === "info") return;
  if (LEVELS[level] < minimum) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

export const log = {
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};
