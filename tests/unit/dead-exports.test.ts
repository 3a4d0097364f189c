// No export of src that nothing else uses (tests/helpers/exports.ts): a name exported by one
// module and imported by no other file of src, tests, bench or scripts is dead code or private
// to its file, and an export says "others rely on this", which then is not true.
import { describe, expect, test } from "bun:test";
import ts from "typescript";
import { exportedNames, unusedExports } from "../helpers/exports";

const parse = (text: string) => ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);

describe("exports", () => {
  test("the walk reads every kind of export", () => {
    const source = parse(`
      export const a = 1, { b } = { b: 2 };
      export function c() {}
      export class D {}
      export interface E {}
      export type F = string;
      export enum G { X }
      const h = 3;
      export { h };
      export { i } from "./elsewhere";
      export default 4;
    `);
    expect(exportedNames(source).sort()).toEqual(["D", "E", "F", "G", "a", "b", "c", "default", "h"]);
  });

  // A walk of every file (about 4 s on a quiet 2-core machine, twice that on a busy one).
  test("every export of src is imported by another file of the project", () => {
    expect(unusedExports()).toEqual([]);
  }, 30_000);
});
