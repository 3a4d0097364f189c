// Structured logs: one JSON object a line, so a collector can parse them without rules.
type Fields = Record<string, unknown>;

let quiet = false;
/** Tests silence the request log; errors are still written. */
export function setQuiet(value: boolean): void {
  quiet = value;
}

function write(level: "info" | "warn" | "error", msg: string, fields: Fields = {}): void {
  if (quiet && level === "info") return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

export const log = {
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};
