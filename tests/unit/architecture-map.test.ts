// docs/architecture.md is the map code comments cite, so it must stay true to the tree: every
// path it names from the project's root exists, and its "The map of the tree" names every folder
// of src and every folder inside one (the i18n namespaces excepted: a folder per namespace, listed
// in src/i18n/namespaces.ts).
import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "../..");
const doc = readFileSync(resolve(ROOT, "docs/architecture.md"), "utf8");

/** Paths in backticks that start at a top folder of the project, without placeholders. */
function namedPaths(text: string): string[] {
  const found = text.match(/`(?:src|tests|bench|scripts|docs|public)\/[^`\s]*`/g) ?? [];
  return [...new Set(found.map((p) => p.slice(1, -1)))].filter((p) => !/[<{*…]/.test(p));
}

/** The section under a heading, to the next heading of the same or a higher level. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}"`);
  const level = heading.split(" ")[0]!;
  const rest = text.slice(start + heading.length);
  const next = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return next < 0 ? rest : rest.slice(0, next);
}

/** src's folders and the folders inside them, as "src/a/" and "src/a/b/". */
function sourceFolders(): string[] {
  const dirs = (path: string) =>
    readdirSync(resolve(ROOT, path), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${path}${e.name}/`);
  return dirs("src/").flatMap((top) => [top, ...(top === "src/i18n/" ? [] : dirs(top))]);
}

describe("docs/architecture.md", () => {
  test("every path it names exists", () => {
    const paths = namedPaths(doc);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((p) => !existsSync(resolve(ROOT, p)))).toEqual([]);
  });

  test("its map names every folder of src and every folder inside one", () => {
    const map = new Set(namedPaths(section(doc, "### The map of the tree")));
    const folders = sourceFolders();
    expect(folders).toContain("src/server/http/");
    expect(folders.filter((f) => !map.has(f))).toEqual([]);
  });

  test("src/machines names its files one way: camelCase (partnerSession.machine.ts)", () => {
    const files = [...new Bun.Glob("**/*.ts").scanSync(resolve(ROOT, "src/machines"))];
    expect(files.length).toBeGreaterThan(100);
    const camel = /^([a-z][a-zA-Z0-9]*\/)*[a-z][a-zA-Z0-9]*(\.[a-z]+)?\.ts$/;
    expect(files.filter((f) => !camel.test(f))).toEqual([]);
    expect(camel.test("auth/partner-session.machine.ts")).toBe(false);
  });

  test("the checks catch a wrong path and a missing folder", () => {
    expect(namedPaths("see `src/server/nowhere/` and `src/views/<area>/` or `x/y/`")).toEqual(["src/server/nowhere/"]);
    expect(existsSync(resolve(ROOT, "src/server/nowhere/"))).toBe(false);
    const withoutOne = section(doc, "### The map of the tree").replaceAll("`src/server/ops/`", "ops");
    expect(namedPaths(withoutOne)).not.toContain("src/server/ops/");
  });
});
