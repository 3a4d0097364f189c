// The one Financial Modeling Prep client, shared by the quotes (fmp.ts) and the fundamentals
// (src/server/fundamentals/fmp.ts): it keeps within the plan's rate, retries 429, 5xx and
// network errors with backoff (or Retry-After), and gives up on other errors.
import { num } from "./normalise";

type Json = Record<string, unknown>;

/** The longest Retry-After waited for (seconds); a longer one fails the call at once. */
const MAX_RETRY_AFTER_S = 30;

export interface FmpClientOptions {
  apiKey: string;
  baseUrl: string;
  /** Calls a minute the plan allows (Starter 300); the client stays below it. */
  callsPerMinute?: number;
  retries?: number;
  /** First retry delay; doubles each time (with jitter), or follows Retry-After. */
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export class FmpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export class FmpClient {
  private readonly interval: number;
  private nextSlot = 0;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly doFetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  calls = 0;

  constructor(private readonly options: FmpClientOptions) {
    this.interval = 60_000 / (options.callsPerMinute ?? 250);
    this.retries = options.retries ?? 4;
    this.backoffMs = options.backoffMs ?? 500;
    this.doFetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms) => Bun.sleep(ms));
  }

  /** Waits for the next free slot of the rate budget. */
  private async slot(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + this.interval;
    if (at > now) await this.sleep(at - now);
  }

  /** GET /stable/<path> with the key; retried on 429, 5xx and network errors. */
  async get(path: string, params: Record<string, string | number | boolean> = {}): Promise<unknown> {
    const url = new URL(`/stable/${path}`, this.options.baseUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
    url.searchParams.set("apikey", this.options.apiKey);
    for (let attempt = 0; ; attempt++) {
      await this.slot();
      this.calls++;
      let status = 0;
      let retryAfter: number | null = null;
      try {
        const res = await this.doFetch(url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(15_000),
        });
        status = res.status;
        if (res.ok) return await res.json();
        retryAfter = num(res.headers.get("retry-after"));
        await res.body?.cancel();
        if (status !== 429 && status < 500) throw new FmpError(`FMP ${path} answered ${status}`, status);
      } catch (error) {
        if (error instanceof FmpError) throw error;
        if (status === 0 && attempt >= this.retries) throw new FmpError(`FMP ${path} unreachable: ${String(error)}`, 0);
      }
      if (attempt >= this.retries)
        throw new FmpError(`FMP ${path} answered ${status} after ${attempt + 1} tries`, status);
      // A longer Retry-After would hold every call queued behind this one: fail now, poll again later.
      if (retryAfter !== null && retryAfter > MAX_RETRY_AFTER_S)
        throw new FmpError(`FMP ${path} answered ${status} with Retry-After ${retryAfter} s`, status);
      const backoff =
        retryAfter !== null ? retryAfter * 1000 : this.backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5);
      await this.sleep(backoff);
    }
  }

  async list(path: string, params: Record<string, string | number | boolean> = {}): Promise<Json[]> {
    const body = await this.get(path, params);
    return Array.isArray(body) ? (body.filter((x) => x && typeof x === "object") as Json[]) : [];
  }
}
