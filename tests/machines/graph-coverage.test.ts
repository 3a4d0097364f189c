// Graph coverage of every machine: each state and each transition is reached by a path generated
// from the machine's graph (xstate/graph) or written in tests/machines/graph.config.ts.
// The report is docs/machines/coverage.md (npm run machines:export).
import { expect, test } from "bun:test";
import { exportMachines } from "../../scripts/machines-export";

const { coverage } = await exportMachines();

for (const { file, coverage: c } of coverage) {
  test(`${c.id} (${file}): every state and transition is reached`, () => {
    const hint =
      c.notes.length > 0
        ? `\n${c.notes.join("\n")}`
        : "\nadd sample events, an input or written paths for this machine in tests/machines/graph.config.ts";
    const missing = [
      ...c.states.missing.map((id) => `state not reached: ${id}`),
      ...c.transitions.missing.map((key) => `transition not taken: ${key}`),
    ];
    if (missing.length) throw new Error(`${c.id} is not covered:\n${missing.join("\n")}${hint}`);
    expect(c.states.covered).toBe(c.states.total);
    expect(c.transitions.covered).toBe(c.transitions.total);
  });
}
