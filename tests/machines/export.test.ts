// docs/machines is what `npm run machines:export` writes today, the export is deterministic, and
// every exported config imports back: createMachine(json) has the same states and transitions.
import { describe, expect, test } from "bun:test";
import { createMachine } from "xstate";
import { structureOf } from "../../scripts/machines/definition";
import { loadMachines, machineFiles } from "../../scripts/machines/inventory";
import { computeExport, exportMachines, staleFiles } from "../../scripts/machines-export";

const machines = await loadMachines();
const { files } = await exportMachines();

test("every *.machine.ts file exports at least one machine", async () => {
  const exported = new Set(machines.map((m) => m.file));
  expect((await machineFiles()).filter((file) => !exported.has(file))).toEqual([]);
});

test("docs/machines is current (run npm run machines:export after changing a machine)", () => {
  expect(staleFiles(files)).toEqual([]);
});

test("the export is deterministic", async () => {
  const again = await computeExport();
  expect([...again.files.entries()]).toEqual([...files.entries()]);
});

describe("each exported config imports back into createMachine", () => {
  for (const entry of machines) {
    test(entry.id, () => {
      const json = JSON.parse(files.get(`${entry.id}.json`)!);
      const imported = createMachine(json);
      expect(imported.id).toBe(entry.id);
      expect(structureOf(imported)).toEqual(structureOf(entry.machine));
    });
  }
});
