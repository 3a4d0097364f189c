// npm run machines:export — writes, for every machine in src/machines/**/*.machine.ts:
//   docs/machines/<id>.json  the machine config for createMachine and the Stately editor/visualizer
//   docs/machines/<id>.md    a Mermaid state diagram
// and docs/machines/README.md (index) and docs/machines/coverage.md (graph coverage).
// The output depends only on the machines, so it is the same on every run. `--check` writes
// nothing and exits 1 when a committed file differs (tests/machines/export.test.ts does the same).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { graphConfig } from "../tests/machines/graph.config";
import { coverageMarkdown, type MachineCoverage, machineCoverage } from "./machines/coverage";
import { machineConfig } from "./machines/definition";
import { loadMachines, ROOT } from "./machines/inventory";
import { machineMermaid } from "./machines/mermaid";

export const DOCS = join(ROOT, "docs/machines");

export interface ExportResult {
  files: Map<string, string>;
  coverage: { file: string; coverage: MachineCoverage }[];
}

let cached: Promise<ExportResult> | null = null;
/** The export, computed once per process (the tests share it). */
export function exportMachines(): Promise<ExportResult> {
  cached ??= computeExport();
  return cached;
}

export async function computeExport(): Promise<ExportResult> {
  const files = new Map<string, string>();
  const coverage: ExportResult["coverage"] = [];
  const machines = await loadMachines();
  const index = [
    "# Machines",
    "",
    "Every XState machine of the client, exported by `npm run machines:export` (do not edit by hand).",
    "Each `<id>.json` is the machine config: open https://stately.ai/registry/new, choose import, and",
    "paste `createMachine(<json>)`; or `createMachine(json)` in code. Each `<id>.md` shows it as a",
    "Mermaid diagram. Graph coverage per machine: [coverage.md](coverage.md).",
    "",
    "| Machine | Source | Config | Diagram |",
    "| --- | --- | --- | --- |",
  ];
  for (const entry of machines) {
    const config = machineConfig(entry.machine);
    files.set(`${entry.id}.json`, `${JSON.stringify(config, null, 2)}\n`);
    files.set(
      `${entry.id}.md`,
      [
        `# ${entry.id}`,
        "",
        `\`${entry.exportName}\` in \`${entry.file}\`; config: [${entry.id}.json](${entry.id}.json).`,
        "",
        "```mermaid",
        machineMermaid(entry.machine).trimEnd(),
        "```",
        "",
      ].join("\n"),
    );
    index.push(
      `| ${entry.id} | \`${entry.file}\` (\`${entry.exportName}\`) | [${entry.id}.json](${entry.id}.json) | [${entry.id}.md](${entry.id}.md) |`,
    );
    coverage.push({ file: entry.file, coverage: machineCoverage(entry.machine, graphConfig[entry.id]) });
  }
  files.set("README.md", `${index.join("\n")}\n`);
  files.set("coverage.md", coverageMarkdown(coverage));
  return { files, coverage };
}

/** Names of files that are missing, different or no longer generated. */
export function staleFiles(files: Map<string, string>): string[] {
  const stale: string[] = [];
  for (const [name, text] of files) {
    const path = join(DOCS, name);
    if (!existsSync(path) || readFileSync(path, "utf8") !== text) stale.push(name);
  }
  if (existsSync(DOCS)) for (const name of readdirSync(DOCS)) if (!files.has(name)) stale.push(name);
  return stale.sort();
}

if (import.meta.main) {
  const { files } = await exportMachines();
  if (process.argv.includes("--check")) {
    const stale = staleFiles(files);
    if (stale.length) {
      console.error(`docs/machines is not current (${stale.join(", ")}): run npm run machines:export`);
      process.exit(1);
    }
    console.log(`docs/machines is current (${files.size} files)`);
  } else {
    rmSync(DOCS, { recursive: true, force: true });
    mkdirSync(DOCS, { recursive: true });
    for (const [name, text] of files) writeFileSync(join(DOCS, name), text);
    console.log(`wrote ${files.size} files to docs/machines`);
  }
}
