// The layer rule of docs/architecture.md, checked over the whole of src:
//
//   server → shared → i18n (the dictionaries, for e-mails and error messages too)
//   main → routes → views → (devtools →) machines → client → shared,
//   with the UI kit (views/kit) below the views that use it and the formatter in shared.
//
// A file may import its own layer and the layers below it, never one above, and no import
// cycle may form (value or type-only). Only the client module talks to the server (wretch,
// partysocket, fetch, WebSocket), and only stores (and the database module) hold SQL.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { allImports, cycles, importGraph, sourceFiles } from "../helpers/import-graph";

const SRC = resolve(import.meta.dir, "../../src");
const rel = (file: string) => relative(SRC, file);

type Layer = "main" | "routes" | "views" | "kit" | "machines" | "client" | "devtools" | "i18n" | "shared" | "server";

export function layerOf(path: string): Layer {
  // The entry and the root component that mounts the router.
  if (!path.includes("/")) return "main";
  const top = path.split("/")[0]!;
  if (path.startsWith("views/kit/")) return "kit";
  if (["routes", "views", "machines", "client", "devtools", "i18n", "shared", "server"].includes(top))
    return top as Layer;
  throw new Error(`${path} is in no layer: add its folder to docs/architecture.md and this test`);
}

/** What each layer may import besides itself. */
const BELOW: Record<Layer, Layer[]> = {
  main: ["routes", "views", "kit", "machines", "client", "devtools", "i18n", "shared"],
  routes: ["views", "kit", "machines", "devtools", "i18n", "shared"],
  views: ["kit", "machines", "devtools", "i18n", "shared"],
  kit: ["i18n", "shared"],
  // The inspector that views hand to their actors records the machines' flows.
  devtools: ["machines", "i18n", "shared"],
  machines: ["client", "i18n", "shared"],
  client: ["i18n", "shared"],
  // The shapes shared by server and client name the locales (types only).
  shared: ["i18n"],
  i18n: [],
  server: ["i18n", "shared"],
};

/** The imports that break the rule, as "from → to". */
export function upwardImports(graph: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const [from, targets] of graph) {
    const a = layerOf(rel(from));
    for (const to of targets) {
      const b = layerOf(rel(to));
      if (a !== b && !BELOW[a].includes(b)) out.push(`${rel(from)} (${a}) → ${rel(to)} (${b})`);
    }
  }
  return out.sort();
}

/** Talking to the server: the HTTP and socket libraries, or the browser's own calls. */
const SERVER_CALL =
  /from\s+["'](wretch|partysocket)[^"']*["']|\bfetch\(|new\s+WebSocket\(|new\s+EventSource\(|sendBeacon\(/;
/** SQL in a template or a string: a statement's keywords, or a row lock. */
const SQL =
  /\bsql`|\.unsafe\(|\bSELECT\s[^`"']*?\sFROM\s|\bINSERT\s+INTO\s|\bDELETE\s+FROM\s|\bUPDATE\s+\w+\s+SET\s|\bFOR\s+UPDATE\b/;
/** Where SQL may live: a store (one per table or aggregate) and the database module. */
export const isStore = (path: string) => /^server\/(db\/|.*-store\.ts$|.*\/stores?\/)/.test(path);

export function serverCallsOutsideClient(files: string[]): string[] {
  return files
    .map(rel)
    .filter((path) => !path.startsWith("client/") && !path.startsWith("server/"))
    .filter((path) => SERVER_CALL.test(readFileSync(resolve(SRC, path), "utf8")))
    .sort();
}

export function sqlOutsideStores(files: string[]): string[] {
  return files
    .map(rel)
    .filter((path) => path.startsWith("server/") && !isStore(path))
    .filter((path) => SQL.test(readFileSync(resolve(SRC, path), "utf8")))
    .sort();
}

describe("layers", () => {
  const files = sourceFiles(SRC);
  const graph = importGraph(files, allImports);

  test("every file of src is in a layer, and the walk sees them", () => {
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) layerOf(rel(file));
  });

  test("the rule catches what it is meant to catch", () => {
    const fake = new Map([
      [resolve(SRC, "views/a.tsx"), [resolve(SRC, "routes/b.ts"), resolve(SRC, "views/kit/c.tsx")]],
      [resolve(SRC, "views/kit/c.tsx"), [resolve(SRC, "views/a.tsx")]],
      [resolve(SRC, "machines/m.ts"), [resolve(SRC, "client/x.ts"), resolve(SRC, "views/a.tsx")]],
      [resolve(SRC, "shared/s.ts"), [resolve(SRC, "server/x.ts")]],
      [resolve(SRC, "server/x.ts"), [resolve(SRC, "shared/s.ts"), resolve(SRC, "machines/m.ts")]],
    ]);
    expect(upwardImports(fake)).toEqual([
      "machines/m.ts (machines) → views/a.tsx (views)",
      "server/x.ts (server) → machines/m.ts (machines)",
      "shared/s.ts (shared) → server/x.ts (server)",
      "views/a.tsx (views) → routes/b.ts (routes)",
      "views/kit/c.tsx (kit) → views/a.tsx (views)",
    ]);
    expect(SERVER_CALL.test('import wretch from "wretch";')).toBe(true);
    expect(SERVER_CALL.test("await fetch(`/api/v1/x`)")).toBe(true);
    expect(SERVER_CALL.test("new WebSocket(url)")).toBe(true);
    expect(SERVER_CALL.test("prefetch(x)")).toBe(false);
    expect(SQL.test("await sql`SELECT id FROM users WHERE email = ?`")).toBe(true);
    expect(SQL.test('db.run("UPDATE users SET name = ?")')).toBe(true);
    expect(SQL.test("Select a symbol from the list")).toBe(false);
    expect(isStore("server/auth/users-store.ts")).toBe(true);
    expect(isStore("server/db/index.ts")).toBe(true);
    expect(isStore("server/auth/login.ts")).toBe(false);
  });

  test("no layer imports one above it", () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  test("no import cycle anywhere in src, type-only imports included", () => {
    expect(cycles(graph).map((c) => c.map(rel).join(", "))).toEqual([]);
  });

  test("only the client module talks to the server", () => {
    expect(serverCallsOutsideClient(files)).toEqual([]);
  });

  test("only stores hold SQL", () => {
    expect(sqlOutsideStores(files)).toEqual([]);
  });
});
