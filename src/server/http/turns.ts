// Long loops over a caller's input (an import's rows, a summary's days) run in slices: every such
// loop in the process shares one clock, and once SLICE_MS of it has run since the event loop last
// had a turn, the loop that notices waits in a queue, first come first served, one loop resumed
// per turn of the event loop. So however many run at once, timers and sockets (/healthz) wait for
// one slice at a time, never for one slice of each.

/** The longest the loops together run before the event loop gets a turn. */
const SLICE_MS = 10;

const waiting: (() => void)[] = [];
let scheduled = false;
let sliceStart = performance.now();

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  // A timer, not setImmediate: Bun runs immediates queued by immediates before its timers and
  // sockets, so only a timer lets them in.
  setTimeout(() => {
    scheduled = false;
    sliceStart = performance.now();
    waiting.shift()?.();
    schedule();
  }, 0);
}

/** To call between steps of a long loop: resolves at once while the slice lasts, else after the
 * event loop has had a turn (and the loops queued before this one have had theirs). */
export function turn(): Promise<void> | undefined {
  if (performance.now() - sliceStart < SLICE_MS) return undefined;
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    schedule();
  });
}
