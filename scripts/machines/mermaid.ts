// A Mermaid state diagram (stateDiagram-v2) of a machine: nested states as composite states,
// every transition as an arrow labelled with its event (done/error of an invoked actor, a delay,
// "always") and [guard]; tags and invoked actors as notes.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { allTransitions, INLINE } from "./definition";

const mid = (node: AnyStateNode) => `s_${node.id.replace(/[^A-Za-z0-9_]/g, "_")}`;
const clean = (text: string) =>
  text
    .replace(/[#;:{}"<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function name(impl: unknown): string {
  if (typeof impl === "string") return impl;
  const type = (impl as { type?: unknown } | null)?.type;
  return typeof type === "string" ? type : INLINE;
}

function eventLabel(node: AnyStateNode, t: AnyTransitionDefinition): string {
  const type = t.eventType;
  if (!type) return "always";
  for (const [index, inv] of node.invoke.entries()) {
    const src = typeof inv.src === "string" ? inv.src : `invoke ${index}`;
    if (type === `xstate.done.actor.${inv.id}`) return `done ${src}`;
    if (type === `xstate.error.actor.${inv.id}`) return `error ${src}`;
    if (type === `xstate.snapshot.${inv.id}`) return `snapshot ${src}`;
  }
  if (type.startsWith("xstate.after.")) {
    const delay = node.after.find((d) => d.eventType === type)?.delay;
    return `after ${typeof delay === "number" || typeof delay === "string" ? delay : "delay"}`;
  }
  if (type === `xstate.done.state.${node.id}`) return "done";
  return type;
}

export function machineMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ["stateDiagram-v2"];
  const arrows: string[] = [];
  const write = (node: AnyStateNode, depth: number) => {
    const pad = "  ".repeat(depth);
    const children = Object.values(node.states) as AnyStateNode[];
    const label = clean(node.key) || node.key;
    if (children.length) {
      lines.push(`${pad}state "${label}" as ${mid(node)} {`);
      if (node.type === "compound" && node.initial.target[0]) {
        lines.push(`${pad}  [*] --> ${mid(node.initial.target[0])}`);
      }
      children.forEach((child, i) => {
        write(child, depth + 1);
        if (node.type === "parallel" && i < children.length - 1) lines.push(`${pad}  --`);
      });
      lines.push(`${pad}}`);
    } else {
      lines.push(`${pad}state "${label}" as ${mid(node)}`);
    }
    if (node.type === "final") arrows.push(`  ${mid(node)} --> [*]`);
    const notes: string[] = [];
    if (node.tags.length) notes.push(`tags ${node.tags.join(", ")}`);
    for (const inv of node.invoke) notes.push(`invoke ${typeof inv.src === "string" ? inv.src : INLINE}`);
    if (notes.length && node.parent) {
      arrows.push(`  note right of ${mid(node)}`);
      for (const note of notes) arrows.push(`    ${clean(note)}`);
      arrows.push("  end note");
    }
    for (const t of allTransitions(node)) {
      const guard = t.guard === undefined ? "" : ` [${name(t.guard)}]`;
      const label = clean(`${eventLabel(node, t)}${guard}`);
      const targets = t.target?.length ? t.target : [node];
      for (const target of targets) arrows.push(`  ${mid(node)} --> ${mid(target)} : ${label}`);
    }
  };
  write(machine.root, 1);
  return [...lines, ...arrows, ""].join("\n");
}
