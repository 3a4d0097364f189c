// A CPU budget per process for the benchmarks: each process goes into a cgroup (v1, the cpu
// controller) of its own with a CFS quota, so it may run `share` of one core, in slices of
// `periodUs` (the kernel takes 1 ms at the least). A short period keeps the budget smooth: a
// burst after a tick waits a few milliseconds for the next slice, not a tenth of a second.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = "/sys/fs/cgroup/cpu";

/** Puts each pid in its own budget; the answer removes the groups (once their processes ended). */
export function confine(pids: number[], share: number, periodUs: number): () => void {
  if (!existsSync(join(ROOT, "cpu.cfs_quota_us")))
    throw new Error(`--core-quota needs the cgroup v1 cpu controller at ${ROOT} (and root)`);
  const quotaUs = Math.round(share * periodUs);
  if (quotaUs < 1000) throw new Error(`a quota of ${quotaUs} µs is under the kernel's 1 ms: raise --quota-period-us`);
  const groups = pids.map((pid) => {
    const group = join(ROOT, `rockets-bench-${pid}`);
    mkdirSync(group, { recursive: true });
    writeFileSync(join(group, "cpu.cfs_period_us"), String(periodUs));
    writeFileSync(join(group, "cpu.cfs_quota_us"), String(quotaUs));
    writeFileSync(join(group, "cgroup.procs"), String(pid));
    return group;
  });
  return () => {
    for (const group of groups) {
      try {
        rmdirSync(group);
      } catch {}
    }
  };
}

/** The periods in which the process used up its budget and waited, since it was confined. */
export function throttledPeriods(pid: number): number {
  try {
    const stat = readFileSync(join(ROOT, `rockets-bench-${pid}`, "cpu.stat"), "utf8");
    return Number(/nr_throttled (\d+)/.exec(stat)?.[1] ?? 0);
  } catch {
    return 0;
  }
}
