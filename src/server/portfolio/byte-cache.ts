// A cache sized in bytes, not in entries: each entry is weighed when it is stored, and the least
// recently used go until the total is within the budget. The portfolio's caches (daily series,
// transactions per version, company figures) hold what a user's input makes, so their memory is
// bounded by a declared budget whatever the input (docs/api.md "Portfolios").

export class ByteCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  /** `budget` in bytes; `weigh` estimates an entry's bytes (its key's are added). */
  constructor(
    readonly budget: number,
    private readonly weigh: (value: V) => number,
  ) {}

  /** The value, now the most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, hit);
    return hit.value;
  }

  /** Stores the value (an entry above the whole budget is not kept) and evicts the least recently
   * used entries until the total is within the budget. */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.weigh(value) + key.length * 2 + 64;
    if (bytes > this.budget) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.budget) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const hit = this.#entries.get(key);
    if (!hit) return;
    this.#entries.delete(key);
    this.#bytes -= hit.bytes;
  }

  /** The estimated bytes held. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }
}
