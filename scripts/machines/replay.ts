// Replays a recorded flow (src/machines/trace.ts) against its machine: invoked actors are idle
// stand-ins, their recorded results (done/error events) are sent as they were received, and a
// simulated clock moves to each event's time, so delays (the 300 s code expiry) fire by
// themselves exactly as they did. Each step gives the event, the state and the context (redacted).
import { type AnyEventObject, type AnyStateMachine, createActor, SimulatedClock } from "xstate";
import { ApiError } from "../../src/client/http";
import { type Diagnostic, type FlowTrace, REDACTED, redact } from "../../src/machines/trace";
import { withIdleActors } from "./coverage";

export interface ReplayStep {
  /** Milliseconds since the start, on the simulated clock. */
  t: number;
  /** "event" for a recorded event sent again, "delay" for a delay that fired on the clock. */
  kind: "event" | "delay";
  event: AnyEventObject;
  state: unknown;
  context: unknown;
  /** The state the recording saw after this event, when it differs from the replay's. */
  recordedState?: unknown;
}

export interface ReplayResult {
  machine: string;
  steps: ReplayStep[];
  /** Recorded steps whose state the replay did not reproduce. */
  mismatches: number;
  status: string;
  error?: string;
}

/**
 * Moves a simulated clock to `target` one due timer at a time, so a timer set while another fires
 * (a countdown's next tick) fires too when it falls before the target.
 */
export function advanceTo(clock: SimulatedClock, target: number): void {
  const timeouts = (clock as unknown as { timeouts: Map<number, { start: number; timeout: number }> }).timeouts;
  // Bounded: a zero delay that keeps setting itself again must not hang a replay.
  for (let fired = 0; fired < 100_000; fired++) {
    let next = Number.POSITIVE_INFINITY;
    for (const { start, timeout } of timeouts.values()) next = Math.min(next, start + timeout);
    if (next > target) break;
    clock.set(Math.max(next, clock.now()));
  }
  if (target > clock.now()) clock.set(target);
}

/** Puts stand-ins where the recording removed secrets: "#" digits become 0, redacted text a placeholder. */
export function restorePlaceholders(value: unknown): unknown {
  if (typeof value === "string") {
    if (value === REDACTED) return "redacted-Secret-1";
    return value.replace(/#/g, "0");
  }
  if (Array.isArray(value)) return value.map(restorePlaceholders);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    // A recorded API error becomes an ApiError again, as the machines' guards expect.
    if (typeof record.status === "number" && "body" in record && typeof record.message === "string") {
      return new ApiError(record.status, (restorePlaceholders(record.body) as never) ?? null);
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, restorePlaceholders(v)]));
  }
  return value;
}

/** The flows of a diagnostic file, or the file itself when it holds one flow. */
export function flowsOf(json: unknown): FlowTrace[] {
  const value = json as Partial<Diagnostic> & Partial<FlowTrace>;
  if (Array.isArray(value.flows)) return value.flows;
  if (typeof value.machine === "string" && Array.isArray(value.events)) return [value as FlowTrace];
  throw new Error("not a diagnostic: expected { flows: [...] } or { machine, events: [...] }");
}

export function replayFlow(machine: AnyStateMachine, flow: FlowTrace, options: { waitMs?: number } = {}): ReplayResult {
  const clock = new SimulatedClock();
  const steps: ReplayStep[] = [];
  let pendingRecorded: unknown;
  let mismatches = 0;
  const actor = createActor(withIdleActors(machine), {
    clock,
    input: restorePlaceholders(flow.input) as never,
    inspect: (inspection) => {
      if (inspection.type !== "@xstate.snapshot" || inspection.actorRef !== actor) return;
      const type = inspection.event.type;
      if (type === "xstate.init" || type === "xstate.stop") return;
      const snapshot = inspection.snapshot as unknown as { value: unknown; context: unknown };
      const step: ReplayStep = {
        t: clock.now(),
        kind: type.startsWith("xstate.after.") ? "delay" : "event",
        event: redact(inspection.event) as AnyEventObject,
        state: snapshot.value,
        context: redact(snapshot.context),
      };
      if (step.kind === "event" && pendingRecorded !== undefined) {
        if (JSON.stringify(pendingRecorded) !== JSON.stringify(snapshot.value)) {
          step.recordedState = pendingRecorded;
          mismatches++;
        }
        pendingRecorded = undefined;
      }
      steps.push(step);
    },
  });
  let error: string | undefined;
  actor.subscribe({ error: (e) => (error = String(e)) });
  actor.start();
  for (const recorded of flow.events) {
    if (error) break;
    advanceTo(clock, recorded.t);
    // A delay fires on the clock by itself; only check that it did.
    if (recorded.event.type.startsWith("xstate.after.")) continue;
    pendingRecorded = recorded.state;
    actor.send(restorePlaceholders(recorded.event) as AnyEventObject);
  }
  if (options.waitMs && !error) advanceTo(clock, clock.now() + options.waitMs);
  const status = actor.getSnapshot().status;
  actor.stop();
  return { machine: machine.id, steps, mismatches, status, ...(error ? { error } : {}) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(3).padStart(9)} s`;
const value = (state: unknown) => (typeof state === "string" ? state : JSON.stringify(state));

export function formatReplay(flow: FlowTrace, result: ReplayResult): string {
  const lines = [
    `flow ${flow.machine} (actor ${flow.actor}) recorded ${flow.startedAt}${flow.truncated ? ", older events were dropped" : ""}`,
  ];
  if (flow.input !== undefined) lines.push(`  input ${JSON.stringify(flow.input)}`);
  for (const step of result.steps) {
    const { type, ...data } = step.event;
    const payload = Object.keys(data).length ? ` ${JSON.stringify(data)}` : "";
    lines.push(`${seconds(step.t)}  ${step.kind === "delay" ? "delay" : "event"} ${type}${payload}`);
    lines.push(`             → ${value(step.state)}  context ${JSON.stringify(step.context)}`);
    if (step.recordedState !== undefined)
      lines.push(`             ! the recording was in ${value(step.recordedState)} here`);
  }
  lines.push(
    `  ${result.steps.length} steps, ${result.mismatches} differing from the recording, actor ${result.status}${result.error ? `: ${result.error}` : ""}`,
  );
  return lines.join("\n");
}
