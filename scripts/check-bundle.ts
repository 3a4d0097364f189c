// Fails when the built client (dist/) contains development-only tooling: the Stately inspector
// must be dropped from the production bundle. Run after `bun scripts/build.ts` (npm test does).
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const MARKERS = ["stately.ai/inspect", "@statelyai"];

export function bundleLeaks(dist: string): string[] {
  const leaks: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|html)$/.test(entry.name)) {
        const text = readFileSync(path, "utf8");
        for (const marker of MARKERS) if (text.includes(marker)) leaks.push(`${path}: ${marker}`);
      }
    }
  };
  walk(dist);
  return leaks;
}

if (import.meta.main) {
  const dist = resolve(import.meta.dir, "..", process.env.DIST_DIR ?? "dist");
  const leaks = bundleLeaks(dist);
  if (leaks.length) {
    console.error(`development tooling in the production bundle:\n${leaks.join("\n")}`);
    process.exit(1);
  }
  console.log("the production bundle has no development tooling (Stately inspector)");
}
