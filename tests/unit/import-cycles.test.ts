// No import cycles in the server. A cycle of value imports can hand a module another one that
// is still half initialised (undefined exports at start-up, depending on which file is loaded
// first); a cycle through type-only imports does no harm at run time but ties the modules into
// one knot that can only be changed together (e.g. the services bag → the realtime hub → the
// request guards → the sessions → the services bag). Both are walked here: value imports as Bun
// sees them (Bun.Transpiler.scanImports drops type-only imports), and every import, type-only
// ones included, as TypeScript's own pre-processor lists them.
import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dir, "../../src/server");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

type Graph = Map<string, string[]>;

/** The files of `files` that a relative specifier names (folders resolve to their index). */
function resolver(files: Set<string>) {
  return (from: string, specifier: string): string | null => {
    if (!specifier.startsWith(".")) return null;
    const base = resolve(dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
      if (files.has(candidate) && existsSync(candidate)) return candidate;
    }
    return null;
  };
}

export function importGraph(files: string[], imports: (source: string) => string[]): Graph {
  const resolve = resolver(new Set(files));
  const graph: Graph = new Map();
  for (const file of files) {
    const targets = imports(readFileSync(file, "utf8"))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle's files, one list per strongly connected component (Tarjan's algorithm). */
export function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const selfLoop = graph.get(v)?.includes(v);
    if (component.length > 1 || selfLoop) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const transpiler = new Bun.Transpiler({ loader: "tsx" });
const valueImports = (source: string) => transpiler.scanImports(source).map((i) => i.path);
const allImports = (source: string) => ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
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
