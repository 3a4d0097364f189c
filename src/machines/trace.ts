// Flow traces: the last events of the login, registration/OTP and partner-login actors, kept in
// memory for 'Copy diagnostic' and `npm run replay`. Recorded through actor inspection (pass
// `inspect` when creating the actor, or create it inside an actor that has it), so the machines
// themselves stay as they are. Nothing secret is kept: passwords, security keys and codes are
// replaced before an event is stored, and every digit of a digits-only string (a code box) or of a
// six-digit run becomes "#" (the same length, so a replay passes the same length checks).
import type { AnyEventObject, InspectionEvent } from "xstate";

const TRACE_FORMAT = "rockets-diagnostic/1";
export const TRACE_LIMIT = 100;
export const REDACTED = "[redacted]";

/** Keys whose values are never kept, whatever they hold. */
const SECRET_KEY =
  /^(password|newPassword|currentPassword|confirmPassword|securityKey\d*|otp|code|codes|digits?|pin|secret|token)$/i;
/** Keys that name an error code or a format, not a secret: kept as they are. */
const SAFE_KEY = /^(type|errorCode|format|state|machine|actor)$/;

/** A copy of `value` with secrets replaced; functions, actors and cycles become short labels. */
export function redact(value: unknown, key = "", seen = new WeakSet<object>()): unknown {
  if (key && !SAFE_KEY.test(key) && SECRET_KEY.test(key) && value !== undefined && value !== null && value !== "") {
    if (typeof value === "string") {
      // An error object's `code` ("otp_invalid") is what support needs to see: kept.
      if (key === "code" && /^[a-z_]+$/.test(value)) return value;
      // Code boxes keep their length, not their digits; anything else is replaced whole.
      return /^[\p{Nd}\s-]+$/u.test(value) ? value.replace(/\p{Nd}/gu, "#") : REDACTED;
    }
    if (Array.isArray(value)) return value.map((item) => redact(item, key, seen));
    if (typeof value !== "object") return REDACTED;
  }
  if (typeof value === "string") {
    if (SAFE_KEY.test(key)) return value;
    // A string of digits (a code box, a pasted code) loses every digit; elsewhere a six-digit run
    // does. Digits of any script: the code boxes keep Arabic-Indic digits as typed.
    return /^[\p{Nd}\s-]+$/u.test(value)
      ? value.replace(/\p{Nd}/gu, "#")
      : value.replace(/(?<!\p{Nd})\p{Nd}{6}(?!\p{Nd})/gu, "######");
  }
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) return value;
  if (typeof value === "function") return "[function]";
  if (typeof value !== "object") return String(value);
  if (seen.has(value)) return "[cycle]";
  seen.add(value);
  if ("sessionId" in value && "send" in value) return `[actor ${(value as { id?: string }).id ?? ""}]`;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) {
    const extra = value as Error & { status?: unknown; body?: unknown };
    return {
      name: value.name,
      message: redact(value.message, "message", seen),
      ...(extra.status !== undefined ? { status: extra.status } : {}),
      ...(extra.body !== undefined ? { body: redact(extra.body, "body", seen) } : {}),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, key, seen));
  // A form event names its field: { field: "password", value: "…" } keeps the value as secret as the field.
  const field = (value as { field?: unknown }).field;
  const valueKey = typeof field === "string" && SECRET_KEY.test(field) ? field : "value";
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const r = redact(v, k === "value" ? valueKey : k, seen);
    if (r !== undefined) out[k] = r;
  }
  return out;
}

interface TraceStep {
  /** Milliseconds since the actor started. */
  t: number;
  /** The event the actor received (redacted). */
  event: AnyEventObject;
  /** The state value after the event. */
  state?: unknown;
  /** A delay that fired again and again (a countdown's ticks) is kept once: how often it fired, `t` the last time. */
  repeat?: number;
}

export interface FlowTrace {
  machine: string;
  actor: string;
  startedAt: string;
  input?: unknown;
  /** True when older events were dropped (only the last TRACE_LIMIT are kept). */
  truncated: boolean;
  events: TraceStep[];
}

export interface Diagnostic {
  format: typeof TRACE_FORMAT;
  createdAt: string;
  flows: FlowTrace[];
}

interface Recording extends FlowTrace {
  started: number;
}

interface ActorLike {
  sessionId: string;
  id?: string;
  logic?: { id?: unknown; config?: unknown };
  options?: { input?: unknown };
}

/**
 * Records the flows of the given machine ids. `inspect` goes into createActor's options; `diagnostic`
 * returns the recorded flows (the most recent `keepFlows` actors per machine) for the clipboard.
 */
export function createFlowRecorder(
  machineIds: readonly string[],
  options: { now?: () => number; keepFlows?: number } = {},
) {
  const now = options.now ?? (() => Date.now());
  const keepFlows = options.keepFlows ?? 3;
  const traced = new Set(machineIds);
  const flows = new Map<string, Recording>();

  const machineOf = (ref: unknown): string | null => {
    const logic = (ref as ActorLike).logic;
    const id = logic && typeof logic.config === "object" ? logic.id : undefined;
    return typeof id === "string" && traced.has(id) ? id : null;
  };

  const start = (ref: ActorLike, machine: string): Recording => {
    const started = now();
    const flow: Recording = {
      machine,
      actor: ref.id ?? ref.sessionId,
      startedAt: new Date(started).toISOString(),
      truncated: false,
      events: [],
      started,
    };
    const input = ref.options?.input;
    if (input !== undefined) flow.input = redact(input);
    flows.set(ref.sessionId, flow);
    // Forget the oldest flows of this machine beyond keepFlows.
    const same = [...flows.entries()].filter(([, f]) => f.machine === machine);
    for (const [sessionId] of same.slice(0, Math.max(0, same.length - keepFlows))) flows.delete(sessionId);
    return flow;
  };

  const inspect = (event: InspectionEvent): void => {
    const machine = machineOf(event.actorRef);
    if (!machine) return;
    const ref = event.actorRef as unknown as ActorLike;
    if (event.type === "@xstate.actor") {
      start(ref, machine);
      return;
    }
    const flow = flows.get(ref.sessionId) ?? start(ref, machine);
    if (event.type === "@xstate.event") {
      if (event.event.type === "xstate.init" || event.event.type === "xstate.stop") return;
      const t = now() - flow.started;
      const last = flow.events.at(-1);
      // A countdown's ticks would push everything else out: a repeated delay only counts up.
      if (last && event.event.type.startsWith("xstate.after.") && last.event.type === event.event.type) {
        last.t = t;
        last.repeat = (last.repeat ?? 1) + 1;
        return;
      }
      flow.events.push({ t, event: redact(event.event) as AnyEventObject });
      if (flow.events.length > TRACE_LIMIT) {
        flow.events.splice(0, flow.events.length - TRACE_LIMIT);
        flow.truncated = true;
      }
    } else if (event.type === "@xstate.snapshot") {
      const last = flow.events.at(-1);
      const value = (event.snapshot as { value?: unknown }).value;
      if (last && last.event.type !== "xstate.init") last.state = value;
    }
  };

  const diagnostic = (only?: readonly string[]): Diagnostic => ({
    format: TRACE_FORMAT,
    createdAt: new Date(now()).toISOString(),
    flows: [...flows.values()]
      .filter((flow) => !only || only.includes(flow.machine))
      .map(({ started: _started, ...flow }) => structuredClone(flow)),
  });

  return { inspect, diagnostic };
}
