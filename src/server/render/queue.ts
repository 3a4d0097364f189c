// The renderer's turns (docs/architecture.md, "Server-made reports"): at most `concurrency`
// renders at once on this instance and at most `maxWaiting` more waiting. A render beyond that,
// or one that waited `maxWaitMs` for its turn, is refused at once (the API answers 503 busy with
// Retry-After), so a burst of exports never builds a queue nobody sees the end of.
//
// The places (running and waiting) are shared fairly between owners (partners): while another
// owner asks, no owner holds more than half of them. A newcomer finding the queue full takes the
// place of the newest waiter of an owner above its half (that waiter is refused instead); the
// next turn goes round the owners that wait, one each, in turn.

/** Refused a turn: the queue was full, the wait too long, or the place given to another owner. */
export class QueueFull extends Error {
  constructor(readonly reason: "full" | "waited" | "displaced") {
    super(
      reason === "full"
        ? "render queue full"
        : reason === "waited"
          ? "render waited too long"
          : "render queue place given to another owner",
    );
  }
}

interface Waiter {
  owner: string;
  start: () => void;
  refuse: (error: QueueFull) => void;
  timer: ReturnType<typeof setTimeout> | null;
}

export class RenderQueue {
  private running = 0;
  /** Waiters by owner, each in arrival order; the map's order is the round of turns. */
  private readonly waiting = new Map<string, Waiter[]>();
  private waitingCount = 0;
  /** Places (running and waiting) held by each owner. */
  private readonly held = new Map<string, number>();

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  /** The most places one owner keeps while another asks: half of them. */
  get share(): number {
    return Math.max(1, Math.floor((this.concurrency + this.maxWaiting) / 2));
  }

  /** How many renders run and wait now (tests, metrics). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** Places held by one owner now (tests). */
  heldBy(owner: string): number {
    return this.held.get(owner) ?? 0;
  }

  /** Runs `task` in its turn; throws QueueFull without running it when there is no room. */
  async run<T>(task: () => Promise<T>, owner = ""): Promise<T> {
    await this.turn(owner);
    try {
      return await task();
    } finally {
      this.release(owner);
    }
  }

  private turn(owner: string): Promise<void> {
    if (this.running < this.concurrency && this.waitingCount === 0) {
      this.running++;
      this.hold(owner, 1);
      return Promise.resolve();
    }
    if (this.waitingCount >= this.maxWaiting && !this.displaceFor(owner)) return Promise.reject(new QueueFull("full"));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { owner, start: resolve, refuse: reject, timer: null };
      waiter.timer = setTimeout(() => {
        if (this.unwait(waiter)) reject(new QueueFull("waited"));
      }, this.maxWaitMs);
      const line = this.waiting.get(owner);
      if (line) line.push(waiter);
      else this.waiting.set(owner, [waiter]);
      this.waitingCount++;
      this.hold(owner, 1);
    });
  }

  /** Frees a waiting place for `owner` by refusing the newest waiter of the owner holding the
   * most places, if that owner is another and above its share; false when none is. */
  private displaceFor(owner: string): boolean {
    let top: string | null = null;
    for (const [other, count] of this.held)
      if (other !== owner && this.waiting.has(other) && (top === null || count > this.held.get(top)!)) top = other;
    if (top === null || this.held.get(top)! <= this.share) return false;
    const newest = this.waiting.get(top)!.at(-1)!;
    this.unwait(newest);
    newest.refuse(new QueueFull("displaced"));
    return true;
  }

  /** Takes a waiter out of the line and gives its place back; false when it had left already. */
  private unwait(waiter: Waiter): boolean {
    const line = this.waiting.get(waiter.owner);
    const at = line ? line.indexOf(waiter) : -1;
    if (!line || at < 0) return false;
    line.splice(at, 1);
    if (!line.length) this.waiting.delete(waiter.owner);
    this.waitingCount--;
    this.hold(waiter.owner, -1);
    if (waiter.timer) clearTimeout(waiter.timer);
    return true;
  }

  private hold(owner: string, delta: number): void {
    const count = (this.held.get(owner) ?? 0) + delta;
    if (count > 0) this.held.set(owner, count);
    else this.held.delete(owner);
  }

  private release(owner: string): void {
    this.hold(owner, -1);
    // The next owner in the round; it goes to the end of the round if it still waits after.
    const first = this.waiting.entries().next();
    if (first.done) {
      this.running--;
      return;
    }
    const [next, line] = first.value;
    const waiter = line.shift()!;
    this.waiting.delete(next);
    if (line.length) this.waiting.set(next, line);
    this.waitingCount--;
    // The slot passes straight to the next in turn; its place stays held, now running.
    if (waiter.timer) clearTimeout(waiter.timer);
    waiter.start();
  }
}
