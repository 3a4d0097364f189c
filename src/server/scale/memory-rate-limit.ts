// Rate limits in this process's memory, with the same fixed windows as the Redis limiter
// (./rate-limit.ts): the fallback while Redis is unreachable, so a limit still holds on every
// instance (each counts its own hits) instead of being dropped. Ended windows are swept as
// the map grows, so it stays as small as the keys hit within the longest window.
import type { Limit, LimitState, RateLimiter } from "../auth/rate-limit";

interface Window {
  count: number;
  endsAt: number;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 1024;

  constructor(private readonly now: () => number = () => performance.now()) {}

  private state(window: Window | undefined, allowedUpTo: number, now: number): LimitState {
    const count = window?.count ?? 0;
    if (!window || count <= allowedUpTo) return { ok: true, retryAfter: 0, count };
    return { ok: false, retryAfter: Math.max(1, Math.ceil((window.endsAt - now) / 1000)), count };
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    this.nextSweep = Math.max(1024, this.windows.size * 2);
  }

  async hit(key: string, limit: Limit): Promise<LimitState> {
    const now = this.now();
    let window = this.current(key, now);
    if (!window) {
      if (this.windows.size >= this.nextSweep) this.sweep(now);
      window = { count: 0, endsAt: now + limit.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return this.state(window, limit.max, now);
  }

  async peek(key: string, limit: Limit): Promise<LimitState> {
    const now = this.now();
    return this.state(this.current(key, now), limit.max - 1, now);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async resetPrefix(prefix: string): Promise<void> {
    for (const key of this.windows.keys()) if (key.startsWith(prefix)) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }
}
