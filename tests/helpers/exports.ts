// The exports of src that nothing else uses, for the dead-export test: a name exported by one
// module and imported by no other file of the project (src, tests, bench, scripts) is either
// dead or private to its file. Read from the syntax alone (TypeScript's parser, no type
// checker), so the walk over the whole project takes about a second.
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import ts from "typescript";
import { resolver, sourceFiles } from "./import-graph";

const ROOT = resolve(import.meta.dir, "../..");
const ALL = "*";
const GENERATED = /\/src\/i18n\/i18n-[^/]+$/;

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** The names a module exports (its own declarations and `export { … }` lists, not re-exports). */
export function exportedNames(source: ts.SourceFile): string[] {
  const names: string[] = [];
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      if (!node.moduleSpecifier && node.exportClause && ts.isNamedExports(node.exportClause))
        for (const e of node.exportClause.elements) names.push(e.name.text);
      continue;
    }
    if (ts.isExportAssignment(node)) names.push("default");
    if (!hasExport(node)) continue;
    if (isDefault(node)) names.push("default");
    else if (ts.isVariableStatement(node))
      for (const d of node.declarationList.declarations) names.push(...bindingNames(d.name));
    else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      node.name
    )
      names.push(node.name.text);
  }
  return names;
}

/** The members a file reads of a namespace import (`ns.name`, `ns.Type`); ALL when it uses the
 * namespace as a whole (passes it on, spreads it). */
function namespaceUses(source: ts.SourceFile, ns: string): string[] {
  const names = new Set<string>();
  let whole = false;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === ns && !ts.isNamespaceImport(node.parent)) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.add(parent.name.text);
      else if (ts.isQualifiedName(parent) && parent.left === node) names.add(parent.right.text);
      else whole = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return whole ? [ALL] : [...names];
}

/** What a file takes from each module it names: the imported names (of a namespace import, the
 * members it reads), or ALL (`export *`, a dynamic import, a namespace used whole). */
function usedNames(source: ts.SourceFile): Array<{ specifier: string; names: string[] }> {
  const out: Array<{ specifier: string; names: string[] }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push("default");
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(...namespaceUses(source, bindings.name.text));
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) names.push((e.propertyName ?? e.name).text);
      out.push({ specifier: node.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : [ALL];
      out.push({ specifier: node.moduleSpecifier.text, names });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      out.push({ specifier: node.arguments[0].text, names: [ALL] });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal))
        out.push({
          specifier: literal.text,
          names: node.qualifier ? [ts.isIdentifier(node.qualifier) ? node.qualifier.text : ALL] : [ALL],
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** "src/path.ts: name" for every export of src that no other project file imports. */
export function unusedExports(): string[] {
  const src = sourceFiles(resolve(ROOT, "src"));
  const project = ["src", "tests", "bench", "scripts"].flatMap((dir) => sourceFiles(resolve(ROOT, dir)));
  const resolveSpecifier = resolver(new Set(project));
  const used = new Map<string, Set<string>>();
  for (const file of project) {
    for (const { specifier, names } of usedNames(parse(file))) {
      const target = resolveSpecifier(file, specifier);
      if (!target || target === file) continue;
      const set = used.get(target) ?? new Set<string>();
      for (const name of names) set.add(name);
      used.set(target, set);
    }
  }
  const out: string[] = [];
  for (const file of src) {
    // typesafe-i18n's generated modules export its whole API, used or not.
    if (GENERATED.test(file)) continue;
    const set = used.get(file);
    if (set?.has(ALL)) continue;
    for (const name of exportedNames(parse(file))) if (!set?.has(name)) out.push(`${relative(ROOT, file)}: ${name}`);
  }
  return out.sort();
}
