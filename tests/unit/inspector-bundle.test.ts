// The Stately inspector is in the development bundle (loaded lazily with ?inspect) and absent from
// the production bundle: Bun.build drops the branch guarded by NODE_ENV together with its import.
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dir, "../..");
const MARKERS = ["stately.ai/inspect", "createBrowserInspector", "@statelyai"];

async function bundle(nodeEnv: string): Promise<{ path: string; text: string }[]> {
  const outdir = mkdtempSync(join(tmpdir(), "rockets-inspector-check-"));
  const result = await Bun.build({
    entrypoints: [join(root, "src/main.tsx")],
    target: "browser",
    splitting: true,
    minify: true,
    outdir,
    throw: true,
    define: { "process.env.NODE_ENV": JSON.stringify(nodeEnv) },
  });
  const files = await Promise.all(
    result.outputs.filter((o) => o.path.endsWith(".js")).map(async (o) => ({ path: o.path, text: await o.text() })),
  );
  rmSync(outdir, { recursive: true, force: true });
  return files;
}

const found = (files: { text: string }[]) => MARKERS.filter((marker) => files.some((f) => f.text.includes(marker)));

test("the production bundle has no trace of the inspector", async () => {
  expect(found(await bundle("production"))).toEqual([]);
}, 60_000);

test("the development bundle loads the inspector as a separate chunk", async () => {
  const files = await bundle("development");
  const entry = files.filter((f) => f.path.split("/").pop()!.startsWith("main"));
  const chunks = files.filter((f) => !entry.includes(f));
  expect(entry).toHaveLength(1);
  // The entry only names the lazily imported module's export; the inspector itself is a chunk.
  expect(found(entry)).not.toContain("stately.ai/inspect");
  expect(found(chunks)).toContain("stately.ai/inspect");
}, 60_000);
