// The renderer's turns (docs/architecture.md, "Server-made reports"): at most `concurrency`
// renders at once on this instance and at most `maxWaiting` more waiting, in arrival order. A
// render beyond that, or one that waited `maxWaitMs` for its turn, is refused at once (the API
// answers 503 busy with Retry-After), so a burst of exports never builds a queue nobody sees
// the end of.

/** Refused a turn: the queue was full, or the wait too long. */
export class QueueFull extends Error {
  constructor(readonly reason: "full" | "waited") {
    super(reason === "full" ? "render queue full" : "render waited too long");
  }
}

interface Waiter {
  start: () => void;
  refuse: (error: QueueFull) => void;
  timer: ReturnType<typeof setTimeout> | null;
}

export class RenderQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    readonly maxWaitMs: number,
  ) {}

  /** How many renders run and wait now (tests, metrics). */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `task` in its turn; throws QueueFull without running it when there is no room. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new QueueFull("full"));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve, refuse: reject, timer: null };
      waiter.timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new QueueFull("waited"));
      }, this.maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running--;
      return;
    }
    // The slot passes straight to the next in line.
    if (next.timer) clearTimeout(next.timer);
    next.start();
  }
}
