// The renderer's Chromium runs at idle CPU priority (src/server/render/chromium.ts, idleLauncher):
// every thread of every process it starts is SCHED_IDLE, so drawing a page never takes the CPU
// from the server's event loop, whatever nice level Chromium gives itself. Read from /proc after
// a real render; with idlePriority: false the same render runs at the default policy, which is
// what makes this test able to fail. Linux with `chrt` and a Chromium only.
import { afterEach, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ChromiumRenderer, idleLauncher } from "../../src/server/render/chromium";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const skip = !existsSync(CHROMIUM) || !existsSync("/proc/self/sched") || !Bun.which("chrt");
if (skip) console.warn("render-priority: skipped (needs Linux /proc, chrt and a Chromium)");

const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

/** Process ids below `root` (children, their children, …) from /proc/<pid>/stat. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

/** The scheduling policy of every thread of every Chromium process below this one. */
function chromiumPolicies(): { comm: string; policy: number }[] {
  const seen: { comm: string; policy: number }[] = [];
  for (const pid of descendants(process.pid)) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!cmdline.includes("--remote-debugging-pipe") && !cmdline.includes("--type=")) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const sched = readFileSync(`/proc/${pid}/task/${tid}/sched`, "utf8");
        const policy = Number(/^policy\s*:\s*(\d+)/m.exec(sched)?.[1]);
        const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
        seen.push({ comm, policy });
      }
    } catch {}
  }
  return seen;
}

const PAGE = `<!doctype html><html lang="ar" dir="rtl"><body><h1>تقرير الأسبوع</h1><p>${"سطر ".repeat(200)}</p></body></html>`;

let renderer: ChromiumRenderer | null = null;
afterEach(async () => {
  await renderer?.close();
  renderer = null;
});

test.skipIf(skip)(
  "every thread of every Chromium process is SCHED_IDLE after a PNG and a PDF",
  async () => {
    renderer = new ChromiumRenderer({ executablePath: CHROMIUM });
    const png = await renderer.png(PAGE);
    const pdf = await renderer.pdf(PAGE);
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    const policies = chromiumPolicies();
    // The browser, a renderer, the GPU and utility processes: dozens of threads.
    expect(policies.length).toBeGreaterThan(10);
    expect(policies.filter((p) => p.policy !== SCHED_IDLE)).toEqual([]);
  },
  60_000,
);

test.skipIf(skip)(
  "with idlePriority: false the same Chromium runs at the default policy",
  async () => {
    renderer = new ChromiumRenderer({ executablePath: CHROMIUM, idlePriority: false });
    await renderer.png(PAGE);
    const policies = chromiumPolicies();
    expect(policies.length).toBeGreaterThan(10);
    expect(policies.some((p) => p.policy === SCHED_OTHER)).toBe(true);
    expect(policies.some((p) => p.policy === SCHED_IDLE)).toBe(false);
  },
  60_000,
);

test.skipIf(skip)(
  "the launcher quotes the path and is removed when the renderer closes",
  async () => {
    const launcher = idleLauncher("/opt/it's here/chromium");
    expect(launcher).not.toBeNull();
    const script = readFileSync(launcher!.path, "utf8");
    rmSync(launcher!.dir, { recursive: true, force: true });
    expect(script).toContain(`'/opt/it'\\''s here/chromium' "$@"`);
    expect(script).toMatch(/^#!\/bin\/sh\nexec '[^']*chrt' --idle 0 /);
    const launchers = () => new Set(readdirSync(tmpdir()).filter((d) => d.startsWith("rockets-chromium-")));
    const before = launchers();
    renderer = new ChromiumRenderer({ executablePath: CHROMIUM });
    await renderer.png(PAGE);
    const made = [...launchers()].filter((d) => !before.has(d));
    expect(made.length).toBe(1);
    await renderer.close();
    renderer = null;
    expect(existsSync(join(tmpdir(), made[0]!))).toBe(false);
  },
  60_000,
);
