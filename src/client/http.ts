// The HTTP core of the client (docs/architecture.md): base /api/v1, cookies, JSON, the
// language on screen in Accept-Language, and one error type carrying the API's JSON error.
import * as v from "valibot";
import wretch, { type WretchError } from "wretch";
import type { ApiErrorBody } from "../shared/accounts";
import { type Answer, type CallInput, type Contract, pathOf } from "../shared/contract";

let language = "en";
/** Called by the language machine's start-up wiring so server messages match the screen. */
export function setApiLanguage(lang: string): void {
  language = lang;
}

export class ApiError extends Error {
  constructor(
    /** 0 when no response arrived (network error). */
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? (status === 0 ? "network" : `HTTP ${status}`));
  }
  get code(): string | null {
    return this.body?.code ?? null;
  }
}

/** The server's own words for a failed call (already in the language on screen); null when it
 * sent none (no answer at all, or not an API error). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? (error.body?.message ?? null) : null;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const w = error as WretchError;
  if (typeof w?.status === "number" && w.status > 0) {
    const body = (w.json as ApiErrorBody | undefined) ?? null;
    return new ApiError(w.status, body && typeof body.message === "string" ? body : null);
  }
  return new ApiError(0, null);
}

export function api(signal?: AbortSignal) {
  let w = wretch("/api/v1")
    .options({ credentials: "include" })
    .headers({ "accept-language": language, accept: "application/json" });
  if (signal) w = w.options({ signal });
  return w;
}

type Listener = () => void;
let sessionEndedListener: Listener | null = null;

/**
 * The one place that learns a session has ended elsewhere (a logout in another tab, an expired or
 * lost cookie): the start-up wiring passes a listener that tells the session machines. A 401 with
 * another code (a wrong password is `invalid_credentials`) is an answer for the form, not this.
 */
export function onSessionEnded(listener: Listener | null): void {
  sessionEndedListener = listener;
}

/** Also called by the live socket when the server closes it for a logout. */
export function reportSessionEnded(): void {
  sessionEndedListener?.();
}

/** Runs a request and turns any failure into an ApiError (status 0 for no response). */
export async function call<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    const apiError = toApiError(error);
    if (apiError.status === 401 && apiError.code === "unauthenticated") reportSessionEnded();
    throw apiError;
  }
}

/**
 * A call of a shared contract (src/shared/contract.ts): the address from its path and the input's
 * parameters and query, the body as JSON, and the answer checked against the contract's schema
 * before a machine sees it (a field missing fails the call instead of drawing "undefined").
 * Writes send a JSON content type, DELETE included (the CSRF rule of docs/architecture.md).
 */
export async function request<C extends Contract>(
  contract: C,
  input: CallInput<C>,
  signal?: AbortSignal,
): Promise<Answer<C>> {
  const { params, query, body } = input as { params?: Record<string, string>; query?: object; body?: unknown };
  const w = api(signal).url(pathOf(contract.path, params) + queryString(query));
  // w.json() sets the content type itself (a second header of another case would be merged into
  // "application/json, application/json", which the CSRF check refuses).
  const sending =
    body !== undefined
      ? w.json(body as object)
      : contract.method === "GET"
        ? w
        : w.headers({ "content-type": "application/json" });
  const sent =
    contract.method === "GET"
      ? sending.get()
      : contract.method === "POST"
        ? sending.post()
        : contract.method === "PUT"
          ? sending.put()
          : contract.method === "PATCH"
            ? sending.patch()
            : sending.delete();
  const answer = await call(sent.json<unknown>());
  return v.parse(contract.response, answer);
}

/** "?name=value&…" of the query's defined values (a list repeats its name), or "". */
function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

// Usage in a client module (./notes.ts and its siblings, one per API area); machines call those:
//   export const listNotes = (symbol: string | undefined, signal?: AbortSignal) =>
//     request(notesApi.list, { query: { symbol } }, signal);
