// Finds every machine exported from src/machines/**/*.machine.ts, in a stable order (file, then
// export name). A machine re-exported under a second name is listed once.
import { join, relative } from "node:path";
import { type AnyStateMachine, StateMachine } from "xstate";

export const ROOT = join(import.meta.dir, "../..");

export interface MachineEntry {
  /** The machine's id (root state node id), unique across the app. */
  id: string;
  /** Source file relative to the repository root. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

export function isMachine(value: unknown): value is AnyStateMachine {
  return value instanceof StateMachine;
}

export async function machineFiles(): Promise<string[]> {
  const glob = new Bun.Glob("src/machines/**/*.machine.ts");
  const files: string[] = [];
  for await (const file of glob.scan({ cwd: ROOT })) files.push(file.split("\\").join("/"));
  return files.sort();
}

export async function loadMachines(): Promise<MachineEntry[]> {
  const entries: MachineEntry[] = [];
  const seen = new Set<AnyStateMachine>();
  for (const file of await machineFiles()) {
    const mod = (await import(join(ROOT, file))) as Record<string, unknown>;
    for (const exportName of Object.keys(mod).sort()) {
      const value = mod[exportName];
      if (!isMachine(value) || seen.has(value)) continue;
      seen.add(value);
      entries.push({ id: value.id, file: relative(ROOT, join(ROOT, file)), exportName, machine: value });
    }
  }
  const byId = new Map<string, MachineEntry>();
  for (const entry of entries) {
    const other = byId.get(entry.id);
    if (other) {
      throw new Error(
        `two machines share the id "${entry.id}": ${other.file} (${other.exportName}) and ${entry.file} (${entry.exportName}); give each createMachine a unique id`,
      );
    }
    byId.set(entry.id, entry);
  }
  return entries;
}
