// Graph coverage proves every transition can be taken in the model; this proves each event a
// machine handles is sent by something in src/ (a view, a machine, the start-up wiring). An
// event type that nothing sends is a dead transition that coverage would still count as covered
// (the session machine's `session.check` was one).
import { expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyStateNode } from "xstate";
import { loadMachines, ROOT } from "../../scripts/machines/inventory";

/**
 * Events the runtime sends, not our code: XState's own (invoke results `xstate.done.actor.*` and
 * `xstate.error.actor.*`, delays `xstate.after.*`, `xstate.init`) and the wildcard.
 */
const RUNTIME = [/^xstate\./, /^\*$/];

/**
 * An event object written in code: `{ type: "x", ... }` in a send, a raise, a `return` or a
 * variable. Type declarations of events are not sends: a member of a union (`| { type: "x" }`)
 * or of a type literal (`{ type: "x"; ... }`) is skipped.
 */
const EVENT_LITERAL = /(?<!\|\s*)\{\s*type:\s*"([^"]+)"(?!\s*;)(?!\s*\}\s*\|)/g;
/** An event type kept in a table and sent from there (`{ event: "filter.all", ... }` → `send({ type: f.event })`). */
const EVENT_FIELD = /\bevent:\s*"([^"]+)"/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

export function sentEventTypes(files: string[]): Map<string, string[]> {
  const sent = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const found: string[] = [];
    for (const [, type] of text.matchAll(EVENT_LITERAL)) found.push(type as string);
    for (const [, type] of text.matchAll(EVENT_FIELD)) found.push(type as string);
    for (const type of found) sent.set(type, [...(sent.get(type) ?? []), file.slice(ROOT.length + 1)]);
  }
  return sent;
}

function handledEventTypes(root: AnyStateNode): Set<string> {
  const types = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const type of node.ownEvents) if (type) types.add(type);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(root);
  return types;
}

const sent = sentEventTypes(sourceFiles(join(ROOT, "src")));
const machines = await loadMachines();

for (const { id, file, machine } of machines) {
  test(`${id} (${file}): every event it handles is sent somewhere in src/`, () => {
    const dead = [...handledEventTypes(machine.root)]
      .filter((type) => !RUNTIME.some((pattern) => pattern.test(type)))
      .filter((type) => !sent.has(type))
      .sort();
    expect(dead, `${id} handles events that nothing in src/ sends: remove the transitions or send them`).toEqual([]);
  });
}

test("the scan finds sends in views, machines and the start-up wiring", () => {
  expect(sent.get("session.loggedIn")).toContain("src/views/auth/AuthModal.tsx");
  expect(sent.get("otp.timeout")).toContain("src/machines/auth/code.machine.ts");
  expect(sent.get("session.expired")).toContain("src/main.tsx");
});

test("event types in type declarations are not sends; literals in code are", () => {
  const dir = mkdtempSync(join(tmpdir(), "sent-events-"));
  const file = join(dir, "sample.ts");
  writeFileSync(
    file,
    [
      'export type E = | { type: "declared.one" } | { type: "declared.two"; n: number };',
      'type F = { type: "declared.three" } | { type: "declared.four" };',
      'actor.send({ type: "sent.one", n: 1 });',
      'const next = open ? { type: "sent.two" } : null;',
      'function key() { return { type: "sent.three", focus: "first" }; }',
      'const filters = [{ state: "all", event: "sent.four" }];',
    ].join("\n"),
  );
  const found = sentEventTypes([file]);
  rmSync(dir, { recursive: true });
  expect([...found.keys()].sort()).toEqual(["sent.four", "sent.one", "sent.three", "sent.two"]);
});
