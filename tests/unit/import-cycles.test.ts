// No import cycles in the server. A cycle of value imports can hand a module another one that
// is still half initialised (undefined exports at start-up, depending on which file is loaded
// first); a cycle through type-only imports does no harm at run time but ties the modules into
// one knot that can only be changed together (e.g. the services bag → the realtime hub → the
// request guards → the sessions → the services bag). Both are walked (tests/helpers/import-graph.ts);
// the layers test applies the same walk to the whole of src.
import { describe, expect, test } from "bun:test";
import { join, relative, resolve } from "node:path";
import { allImports, cycles, type Graph, importGraph, sourceFiles, valueImports } from "../helpers/import-graph";

const ROOT = resolve(import.meta.dir, "../../src/server");

/** Each cycle as the files in it (sorted, not in import order). */
const names = (found: string[][]) => found.map((c) => c.map((f) => relative(ROOT, f)).join(", "));

describe("import cycles", () => {
  const files = sourceFiles(ROOT);

  test("the walk sees the server's modules and their imports", () => {
    expect(files.length).toBeGreaterThan(50);
    const graph = importGraph(files, allImports);
    // services.ts only imports types; it must still show up with its edges.
    expect(graph.get(join(ROOT, "services.ts"))).toContain(join(ROOT, "realtime/hub.ts"));
    expect(importGraph(files, valueImports).get(join(ROOT, "services.ts"))).toEqual([]);
  });

  test("the cycle finder finds a cycle, through type-only imports too", () => {
    const graph: Graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
      ["e", ["e"]],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
    // Both spellings of a type-only import are edges for TypeScript's list, none for Bun's.
    for (const source of ['import type { Y } from "./y";', 'import { type Y } from "./y";']) {
      expect(allImports(source)).toEqual(["./y"]);
      expect(valueImports(source)).toEqual([]);
    }
  });

  test("no cycle of value imports in src/server", () => {
    expect(names(cycles(importGraph(files, valueImports)))).toEqual([]);
  });

  test("no cycle in src/server, counting type-only imports", () => {
    expect(names(cycles(importGraph(files, allImports)))).toEqual([]);
  });
});
