// Housekeeping that runs at start and then on a period (the purge, the zakat years): never two
// runs of one job at once in a process (a run still going when the period comes round makes that
// tick a no-op), a failure logged and the next tick tried again, the timer never keeping the
// process alive.
import { log } from "../log";

/** Runs `work` now and then every `everyMs`; returns the function that stops it. A failure is
 * logged as "<name> failed". */
export function runEvery(name: string, everyMs: number, work: () => Promise<void>): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      log.error(`${name} failed`, { error: String(error) });
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
