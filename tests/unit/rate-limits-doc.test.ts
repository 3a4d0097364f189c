// docs/api.md, "Rate limits", lists every declared limit with the numbers the server counts by:
// a limit added, dropped or changed in one place and not the other fails here.
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { RATE_LIMITS } from "../../src/server/http/limits";

const UNIT_MS: Record<string, number> = { s: 1000, minute: 60_000, minutes: 60_000, hour: 3_600_000, hours: 3_600_000 };

function documentedLimits(): Record<string, { scope: string; max: number; windowMs: number }> {
  const doc = readFileSync(join(import.meta.dir, "../../docs/api.md"), "utf8");
  const section = doc.split("\n## Rate limits\n")[1]?.split("\n## ")[0] ?? "";
  const rows: Record<string, { scope: string; max: number; windowMs: number }> = {};
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const name = /^`(\w+)`$/.exec(cells[1] ?? "")?.[1];
    if (!name) continue;
    const max = Number(/^[\d,]+/.exec(cells[3] ?? "")?.[0].replaceAll(",", ""));
    const [amount, unit] = (cells[4] ?? "").split(" ");
    // A standing count ("at a time": open tickets) has no window.
    const windowMs = cells[4] === "at a time" ? 0 : Number(amount) * (UNIT_MS[unit ?? ""] ?? Number.NaN);
    rows[name] = { scope: cells[2] ?? "", max, windowMs };
  }
  return rows;
}

test("docs/api.md's rate limits table is the declared table, row for row", () => {
  const declared = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, l]) => [name, { scope: l.scope, max: l.max, windowMs: l.windowMs }]),
  );
  expect(documentedLimits()).toEqual(declared);
});
