// The import graph of a source tree, for the tests that keep its shape (import-cycles, layers):
// value imports as Bun sees them (Bun.Transpiler.scanImports drops type-only imports), and every
// import, type-only ones included, as TypeScript's own pre-processor lists them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

export type Graph = Map<string, string[]>;

/** The files of `files` that a relative specifier names (folders resolve to their index). */
export function resolver(files: Set<string>) {
  return (from: string, specifier: string): string | null => {
    if (!specifier.startsWith(".")) return null;
    const base = resolve(dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
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
/** Imports that exist at run time (type-only ones dropped). */
export const valueImports = (source: string) => transpiler.scanImports(source).map((i) => i.path);
/** Every import, type-only ones included. */
export const allImports = (source: string) =>
  ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
