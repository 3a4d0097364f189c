// How many WebSockets one session may hold open: each open socket holds a slot of its session.
// The upgrade reserves the slot first and opens the socket only if it got one, so parallel
// upgrades cannot all pass a check of the count (a reservation, not a read-then-write). Alone,
// the slots live in this process; with REDIS_URL in Redis (src/server/scale/socket-slots.ts),
// so the limit holds across instances.

/** Open WebSockets a session may hold at once, over all instances. */
export const MAX_SOCKETS_PER_SESSION = 10;
/** Open WebSockets one user may hold at once over all their sessions and all instances: a few
 * devices with a few tabs each, not 4 sessions × 10. Counted as slots of the key userSlotKey(id). */
export const MAX_SOCKETS_PER_USER = 12;
export const userSlotKey = (userId: string) => `user:${userId}`;

export interface SocketSlots {
  /** Reserves slot `slotId` under `key` (a session's token hash, or userSlotKey of a user);
   * false when the key already holds `max` slots (MAX_SOCKETS_PER_SESSION unless given). */
  acquire(key: string, slotId: string, max?: number): Promise<boolean>;
  /** Frees a slot; freeing one twice or one never held does nothing. */
  release(tokenHash: string, slotId: string): void;
  /** The heartbeat tells which slots are still held by live sockets (Redis keeps them on a lease,
   * so a crashed instance's slots free themselves). */
  renew(held: ReadonlyArray<readonly [tokenHash: string, slotId: string]>): void;
  /** Slots the session holds now. */
  count(tokenHash: string): Promise<number>;
}

/** The slots of one process. */
export class LocalSocketSlots implements SocketSlots {
  private readonly held = new Map<string, Set<string>>();

  constructor(private readonly max = MAX_SOCKETS_PER_SESSION) {}

  async acquire(tokenHash: string, slotId: string, max = this.max): Promise<boolean> {
    let set = this.held.get(tokenHash);
    if (!set) {
      set = new Set();
      this.held.set(tokenHash, set);
    }
    if (set.has(slotId)) return true;
    if (set.size >= max) return false;
    set.add(slotId);
    return true;
  }

  release(tokenHash: string, slotId: string): void {
    const set = this.held.get(tokenHash);
    if (!set) return;
    set.delete(slotId);
    if (set.size === 0) this.held.delete(tokenHash);
  }

  renew(): void {}

  async count(tokenHash: string): Promise<number> {
    return this.held.get(tokenHash)?.size ?? 0;
  }
}
