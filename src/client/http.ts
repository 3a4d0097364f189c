// The HTTP core of the client (docs/architecture.md): base /api/v1, cookies, JSON, the
// language on screen in Accept-Language, and one error type carrying the API's JSON error.
import wretch, { type WretchError } from "wretch";
import type { ApiErrorBody } from "../shared/accounts";

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

// Usage in a client module (./auth.ts and its siblings, one per API area); machines call those:
//   export const login = (input: LoginInput, signal?: AbortSignal) =>
//     call(api(signal).url("/auth/login").post(input).json<{ user: User }>());
