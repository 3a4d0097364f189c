// Every actor the client creates is visible in the Stately inspector (development, ?inspect):
// each createActor/useActorRef/useMachine call in src (outside src/machines) passes `inspect`
// from src/devtools/inspect.ts. Actors invoked or spawned by those are covered through them.
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "../..");
const CALL = /\b(createActor|useActorRef|useMachine)\(/g;

/** The argument text of the call whose "(" is at `open`, with nested brackets balanced. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") {
      depth--;
      if (depth === 0) return text.slice(open + 1, i);
    }
  }
  return text.slice(open + 1);
}

test("every actor created by the client passes the inspector's `inspect`", async () => {
  const missing: string[] = [];
  for await (const file of new Bun.Glob("src/**/*.{ts,tsx}").scan({ cwd: root })) {
    if (file.startsWith("src/machines/") || file.startsWith("src/devtools/")) continue;
    const text = readFileSync(join(root, file), "utf8");
    for (const match of text.matchAll(CALL)) {
      const args = argumentsAt(text, match.index + match[0].length - 1);
      if (!/\binspect\b/.test(args)) {
        const line = text.slice(0, match.index).split("\n").length;
        missing.push(`${file}:${line} ${match[1]}(…) without { inspect } from src/devtools/inspect.ts`);
      }
    }
  }
  expect(missing).toEqual([]);
});
