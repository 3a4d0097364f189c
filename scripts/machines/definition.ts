// Turns a live machine into a plain JSON machine config: the form `createMachine` accepts and the
// Stately editor and visualizer import (paste it as `createMachine(<json>)`). Implementations are
// referred to by name; inline functions become "inline". Invoke results (onDone, onError,
// onSnapshot), delays (after) and eventless transitions (always) keep their config shape, so the
// JSON reads like the source. Targets are absolute state ids ("#machine.state"), which both
// createMachine and the editor resolve.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const INLINE = "inline";

function jsonSafe(value: unknown): Json | undefined {
  if (value === undefined || typeof value === "function") return undefined;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : (JSON.parse(text) as Json);
  } catch {
    return undefined;
  }
}

function implementationName(impl: unknown): Json {
  if (typeof impl === "string") return impl;
  if (typeof impl === "function") {
    const type = (impl as { type?: unknown }).type;
    return typeof type === "string" ? type : INLINE;
  }
  if (impl && typeof impl === "object" && typeof (impl as { type?: unknown }).type === "string") {
    const { type, params } = impl as { type: string; params?: unknown };
    const safeParams = typeof params === "function" ? undefined : jsonSafe(params);
    return safeParams === undefined ? type : { type, params: safeParams };
  }
  return INLINE;
}

function actionList(actions: readonly unknown[] | undefined): Json[] {
  return (actions ?? []).map(implementationName);
}

function transitionConfig(t: AnyTransitionDefinition): JsonObject {
  const out: JsonObject = {};
  const targets = (t.target ?? []).map((node: AnyStateNode) => `#${node.id}`);
  if (targets.length === 1) out.target = targets[0]!;
  else if (targets.length > 1) out.target = targets;
  if (t.guard !== undefined) out.guard = implementationName(t.guard);
  const actions = actionList(t.actions);
  if (actions.length) out.actions = actions;
  if (t.reenter) out.reenter = true;
  if (t.description) out.description = t.description;
  const meta = jsonSafe(t.meta);
  if (meta !== undefined) out.meta = meta;
  return out;
}

function transitionsConfig(list: readonly AnyTransitionDefinition[]): Json {
  const configs = list.map(transitionConfig);
  return configs.length === 1 ? configs[0]! : configs;
}

function delayKey(node: AnyStateNode, eventType: string): string {
  const delayed = node.after.find((t) => t.eventType === eventType);
  const delay = delayed?.delay;
  if (typeof delay === "number" || typeof delay === "string") return String(delay);
  // A delay expression has no name: keep the middle of xstate.after.<delay>.<state id>.
  return eventType.slice("xstate.after.".length, -(node.id.length + 1)) || INLINE;
}

function stateConfig(node: AnyStateNode): JsonObject {
  const out: JsonObject = {};
  const parent = node.parent;
  const defaultId = [node.machine.id, ...node.path].join(".");
  if (!parent || node.id !== defaultId) out.id = node.id;
  if (node.type === "parallel" || node.type === "final" || node.type === "history") out.type = node.type;
  if (node.type === "history" && node.history === "deep") out.history = "deep";
  if (node.description) out.description = node.description;
  if (node.type === "compound") {
    const target = node.initial.target[0];
    if (target) out.initial = target.key;
  }
  if (node.tags.length) out.tags = [...node.tags];
  const meta = jsonSafe(node.meta);
  if (meta !== undefined) out.meta = meta;
  const entry = actionList(node.entry);
  if (entry.length) out.entry = entry;
  const exit = actionList(node.exit);
  if (exit.length) out.exit = exit;

  const invokes: JsonObject[] = node.invoke.map((inv, index) => {
    const config: JsonObject = { src: typeof inv.src === "string" ? inv.src : INLINE };
    if (inv.id !== `${index}.${node.id}`) config.id = inv.id;
    if (inv.systemId) config.systemId = inv.systemId;
    return config;
  });

  const on: JsonObject = {};
  const after: JsonObject = {};
  for (const [eventType, list] of node.transitions) {
    if (eventType.startsWith("xstate.after.")) {
      after[delayKey(node, eventType)] = transitionsConfig(list);
      continue;
    }
    if (eventType === `xstate.done.state.${node.id}`) {
      out.onDone = transitionsConfig(list);
      continue;
    }
    const invokeKind: [string, string][] = [
      ["xstate.done.actor.", "onDone"],
      ["xstate.error.actor.", "onError"],
      ["xstate.snapshot.", "onSnapshot"],
    ];
    let placed = false;
    for (const [prefix, key] of invokeKind) {
      if (!eventType.startsWith(prefix)) continue;
      const index = node.invoke.findIndex((inv) => `${prefix}${inv.id}` === eventType);
      if (index >= 0) {
        invokes[index]![key] = transitionsConfig(list);
        placed = true;
      }
    }
    if (!placed) on[eventType] = transitionsConfig(list);
  }
  if (invokes.length) out.invoke = invokes.length === 1 ? invokes[0]! : invokes;
  if (Object.keys(on).length) out.on = on;
  if (Object.keys(after).length) out.after = after;
  if (node.always?.length) out.always = transitionsConfig(node.always);

  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length) {
    const states: JsonObject = {};
    for (const child of children) states[child.key] = stateConfig(child);
    out.states = states;
  }
  return out;
}

/** The machine as a JSON config for createMachine and the Stately editor. */
export function machineConfig(machine: AnyStateMachine): JsonObject {
  return stateConfig(machine.root);
}

export interface Structure {
  states: string[];
  transitions: string[];
}

/** A comparable outline of a machine: its state ids (with type) and its transitions. */
export function structureOf(machine: AnyStateMachine): Structure {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: AnyStateNode) => {
    const initial = node.type === "compound" ? ` initial=${node.initial.target[0]?.key}` : "";
    states.push(`#${node.id} ${node.type}${initial}${node.tags.length ? ` tags=${node.tags.join(",")}` : ""}`);
    for (const t of allTransitions(node)) transitions.push(transitionKey(t));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return { states: states.sort(), transitions: transitions.sort() };
}

/** Every transition that leaves a state node, evented first, then eventless. */
export function allTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function transitionKey(t: AnyTransitionDefinition): string {
  const targets = (t.target ?? []).map((n: AnyStateNode) => `#${n.id}`).join(",") || "(stay)";
  const list = t.eventType ? t.source.transitions.get(t.eventType) : t.source.always;
  const index = list ? list.indexOf(t) : 0;
  const guard = t.guard === undefined ? "" : ` [${JSON.stringify(implementationName(t.guard))}]`;
  return `#${t.source.id} --${t.eventType || "always"}${index > 0 ? `#${index}` : ""}${guard}--> ${targets}${t.reenter ? " (reenter)" : ""}`;
}
