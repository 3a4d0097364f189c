// Graph coverage: the paths of a machine are derived with xstate/graph (the shortest path to
// every reachable snapshot, then each event it can take there; bounded), written paths from the machine's graph config are added, and each
// path is replayed on a real actor (invoked actors stubbed, simulated clock) whose inspection
// events name every state entered and every transition taken, eventless ones included. A state
// or transition that no path reaches is reported.
import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  fromPromise,
  SimulatedClock,
  transition,
} from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { allTransitions, transitionKey } from "./definition";

export interface GraphPath {
  name: string;
  events: AnyEventObject[];
}

export interface MachineGraphConfig {
  /** Input for machines whose context is built from input. */
  input?: unknown;
  /** Sample events for event types that carry data; a type listed here replaces the bare `{ type }`. */
  events?: AnyEventObject[];
  /** Paths written by hand: event sequences run from the initial state. */
  paths?: GraphPath[];
  /** Bound on the traversal (snapshots visited); default 2000. */
  limit?: number;
}

export interface MachineCoverage {
  id: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  generatedPaths: number;
  writtenPaths: number;
  /** How the traversal told snapshots apart ("state and context", or "state" when that was too many). */
  traversal: string;
  notes: string[];
}

/** The machine with every named actor replaced by one that never settles: no I/O, no timers. */
export function withIdleActors(machine: AnyStateMachine): AnyStateMachine {
  const names = Object.keys(machine.implementations.actors ?? {});
  const idle = fromPromise(() => new Promise<never>(() => {}));
  return machine.provide({ actors: Object.fromEntries(names.map((name) => [name, idle])) });
}

function stateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    // A history state is never active itself: the transitions into it are what can be covered.
    if (node.type !== "history") ids.push(`#${node.id}`);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return ids;
}

function transitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const t of allTransitions(node)) keys.push(transitionKey(t));
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return keys;
}

function ownEventTypes(snapshot: { _nodes: AnyStateNode[] }): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes) for (const type of node.ownEvents) if (type && type !== "*") types.add(type);
  return [...types].sort();
}

/** Snapshot key for the traversal: state value and context; actors and functions by name only. */
function serializeWith(includeContext: boolean) {
  return (snapshot: unknown) => {
    const { value, context } = snapshot as { value: unknown; context: unknown };
    const seen = new WeakSet<object>();
    return JSON.stringify(includeContext ? { value, context } : { value }, (_key, v: unknown) => {
      if (typeof v === "function") return "[function]";
      if (v && typeof v === "object") {
        if ("sessionId" in v && "send" in v) return `[actor ${(v as { id?: string }).id}]`;
        if (seen.has(v)) return "[cycle]";
        seen.add(v);
      }
      return v;
    });
  };
}

/**
 * Generates one path per edge of the state graph: the shortest path (xstate/graph) to a snapshot,
 * then one event the machine can take there. Every transition enabled from a reachable snapshot
 * is thereby taken once. Snapshots are told apart by state and context; when there are more than
 * `limit` of them, by state alone.
 */
function generatePaths(
  machine: AnyStateMachine,
  config: MachineGraphConfig,
  notes: string[],
): { paths: AnyEventObject[][]; traversal: string } {
  const samples = config.events ?? [];
  const failing = new Map<string, string>();
  const events = (snapshot: unknown) =>
    ownEventTypes(snapshot as { _nodes: AnyStateNode[] }).flatMap((type) => {
      const matching = samples.filter((e) => e.type === type);
      return matching.length ? matching : [{ type }];
    });
  // An event the machine cannot take without data (an action reading event.output, say) is
  // skipped here and named in the notes, so its sample can be added to the graph config.
  const filterEvents = (snapshot: unknown, event: AnyEventObject) => {
    try {
      transition(machine, snapshot as never, event as never);
      return true;
    } catch (error) {
      if (!failing.has(event.type)) failing.set(event.type, String(error));
      return false;
    }
  };
  const limit = config.limit ?? 2000;
  const edgePaths = (serializeState: (s: unknown) => string): AnyEventObject[][] => {
    const options = {
      input: config.input as never,
      events: events as never,
      filterEvents: filterEvents as never,
      limit,
      serializeState,
    };
    const pathTo = new Map<string, AnyEventObject[]>();
    for (const path of getShortestPaths(machine, options)) {
      const steps = path.steps.map((step) => step.event as AnyEventObject).filter((e) => e.type !== "xstate.init");
      pathTo.set(serializeState(path.state), steps);
    }
    const paths: AnyEventObject[][] = [];
    const adjacency = getAdjacencyMap(machine, options) as unknown as Record<
      string,
      { transitions: Record<string, { event: AnyEventObject }> }
    >;
    for (const [key, vertex] of Object.entries(adjacency)) {
      const head = pathTo.get(key);
      if (!head) continue;
      for (const { event } of Object.values(vertex.transitions)) paths.push([...head, event]);
    }
    return paths.length ? paths : [[]];
  };
  let result: { paths: AnyEventObject[][]; traversal: string };
  try {
    result = { paths: edgePaths(serializeWith(true)), traversal: "state and context" };
  } catch (error) {
    if (!String(error).includes("Traversal limit exceeded")) throw error;
    result = { paths: edgePaths(serializeWith(false)), traversal: "state" };
    notes.push(`more than ${limit} distinct contexts: paths were generated per state value`);
  }
  for (const [type, error] of [...failing].sort()) {
    notes.push(
      `the event "${type}" throws (${error}): add a sample of it, or of the event that should have set the data it reads (e.g. an invoke's done event with its output), to the machine's graph config`,
    );
  }
  return result;
}

/** Runs one path on a real actor and adds the states and transitions it reached. */
function replay(
  machine: AnyStateMachine,
  input: unknown,
  events: AnyEventObject[],
  states: Set<string>,
  transitions: Set<string>,
): string | null {
  const addNodes = (snapshot: { _nodes?: AnyStateNode[] }) => {
    for (const node of snapshot._nodes ?? []) states.add(`#${node.id}`);
  };
  const actor = createActor(machine, {
    input: input as never,
    clock: new SimulatedClock(),
    inspect: (event) => {
      // The root actor by session id, not by reference: an eventless transition taken at start
      // is inspected while createActor runs, before `actor` is assigned.
      if (event.type !== "@xstate.microstep" || event.actorRef.sessionId !== event.rootId) return;
      const micro = event as unknown as { _transitions: Parameters<typeof transitionKey>[0][]; snapshot: never };
      for (const t of micro._transitions) transitions.add(transitionKey(t));
      addNodes(micro.snapshot);
    },
  });
  let failure: string | null = null;
  const sub = actor.subscribe({ error: (error) => (failure = String(error)) });
  actor.start();
  addNodes(actor.getSnapshot() as never);
  for (const event of events) {
    if (failure) break;
    actor.send(event);
    addNodes(actor.getSnapshot() as never);
  }
  sub.unsubscribe();
  actor.stop();
  return failure;
}

export function machineCoverage(machine: AnyStateMachine, config: MachineGraphConfig = {}): MachineCoverage {
  const notes: string[] = [];
  const allStates = stateIds(machine);
  const allTransitionKeys = transitionKeys(machine);
  let generated: { paths: AnyEventObject[][]; traversal: string } = { paths: [], traversal: "none" };
  try {
    generated = generatePaths(machine, config, notes);
  } catch (error) {
    notes.push(
      `paths could not be generated: ${String(error)}${config.input === undefined ? " (does it need an input in its graph config?)" : ""}`,
    );
  }
  const idle = withIdleActors(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const written = config.paths ?? [];
  for (const events of generated.paths) {
    const failure = replay(idle, config.input, events, states, transitions);
    if (failure) {
      const hint = config.input === undefined ? " (does it need an input in its graph config?)" : "";
      notes.push(`a generated path failed: ${failure}${hint}`);
    }
  }
  for (const path of written) {
    const failure = replay(idle, config.input, path.events, states, transitions);
    if (failure) notes.push(`the written path "${path.name}" failed: ${failure}`);
  }
  const missingStates = allStates.filter((id) => !states.has(id));
  const missingTransitions = allTransitionKeys.filter((key) => !transitions.has(key));
  return {
    id: machine.id,
    states: { total: allStates.length, covered: allStates.length - missingStates.length, missing: missingStates },
    transitions: {
      total: allTransitionKeys.length,
      covered: allTransitionKeys.length - missingTransitions.length,
      missing: missingTransitions,
    },
    generatedPaths: generated.paths.length,
    writtenPaths: written.length,
    traversal: generated.traversal,
    notes: [...new Set(notes)],
  };
}

const percent = (covered: number, total: number) => (total === 0 ? "100" : ((covered / total) * 100).toFixed(0));

/** The coverage report as Markdown (docs/machines/coverage.md). */
export function coverageMarkdown(rows: { file: string; coverage: MachineCoverage }[]): string {
  const lines = [
    "# Machine graph coverage",
    "",
    "Generated by `npm run machines:export`; checked by `tests/machines/graph-coverage.test.ts`.",
    "Generated paths: for every reachable snapshot, its shortest path (`xstate/graph`) followed by each",
    "event the machine can take there. Written paths: the event sequences in `tests/machines/graph.config.ts`.",
    "Each path is replayed on an actor; its inspection events name the states entered and transitions taken.",
    "",
    "| Machine | File | States | Transitions | Paths (generated + written) | Traversal |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const { file, coverage: c } of rows) {
    lines.push(
      `| ${c.id} | ${file} | ${c.states.covered}/${c.states.total} (${percent(c.states.covered, c.states.total)} %) | ${c.transitions.covered}/${c.transitions.total} (${percent(c.transitions.covered, c.transitions.total)} %) | ${c.generatedPaths} + ${c.writtenPaths} | ${c.traversal} |`,
    );
  }
  for (const { coverage: c } of rows) {
    if (!c.states.missing.length && !c.transitions.missing.length && !c.notes.length) continue;
    lines.push("", `## ${c.id}`, "");
    for (const id of c.states.missing) lines.push(`- state not reached: \`${id}\``);
    for (const key of c.transitions.missing) lines.push(`- transition not taken: \`${key}\``);
    for (const note of c.notes) lines.push(`- note: ${note}`);
  }
  return `${lines.join("\n")}\n`;
}
