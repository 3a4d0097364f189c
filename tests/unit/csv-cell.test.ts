// Every CSV the app writes goes through csvCell (src/shared/csv.ts): a cell a spreadsheet would run
// as a formula (=, +, -, @, a tab or a carriage return first) is read back as text with an
// apostrophe before it, quotes and line breaks are quoted, and the browser writes no CSV of its
// own that bypasses it.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { csvCell } from "../../src/shared/csv";

/** One CSV line read back as RFC 4180 says (quoted cells, doubled quotes). */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    let cell = "";
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) throw new Error(`unterminated quote in ${JSON.stringify(line)}`);
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            i++;
            break;
          }
        } else cell += line[i++];
      }
      if (i < line.length && line[i] !== ",") throw new Error(`text after a quoted cell in ${JSON.stringify(line)}`);
    } else {
      while (i < line.length && line[i] !== ",") cell += line[i++];
      if (/["\r\n]/.test(cell)) throw new Error(`unquoted ${JSON.stringify(cell)}`);
    }
    cells.push(cell);
    if (i >= line.length) return cells;
    i++; // the comma
  }
}

const FORMULA_START = /^[=+\-@\t\r]/;

describe("csvCell", () => {
  test.each([
    ['=HYPERLINK("http://evil.example","click")', '"\'=HYPERLINK(""http://evil.example"",""click"")"'],
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", '"\'\r=1"'],
    ["cmd|' /C calc'!A0", "cmd|' /C calc'!A0"],
    ["a,b", '"a,b"'],
    ["line\nbreak", '"line\nbreak"'],
    ['say "hi"', '"say ""hi"""'],
    ["محفظة", "محفظة"],
    ["", ""],
  ])("%j is written %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  test("numbers are written as numbers (a negative one too); null, undefined and non-finite are empty", () => {
    expect([csvCell(-12.5), csvCell(0), csvCell(1e9), csvCell(null), csvCell(undefined), csvCell(Number.NaN)]).toEqual([
      "-12.5",
      "0",
      "1000000000",
      "",
      "",
      "",
    ]);
  });

  test("any text reads back as itself, or after an apostrophe when it would start a formula", () => {
    const risky = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "");
    fc.assert(
      fc.property(risky, fc.string({ maxLength: 30 }), fc.string({ maxLength: 10 }), (first, rest, other) => {
        const value = first + rest;
        const [cell, next] = parseLine(`${csvCell(value)},${csvCell(other)}`);
        expect(cell).toBe(FORMULA_START.test(value) ? `'${value}` : value);
        expect(FORMULA_START.test(cell ?? "")).toBe(false);
        expect(next).toBe(FORMULA_START.test(other) ? `'${other}` : other);
      }),
      { numRuns: 500 },
    );
  });
});

/** The browser's code: views, machines and the API client. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

test("the browser writes no CSV of its own but through csvCell", () => {
  const root = join(import.meta.dir, "..", "..", "src");
  const files = ["views", "machines", "client"].flatMap((d) => sources(join(root, d)));
  expect(files.length).toBeGreaterThan(50);
  const offenders = files.filter((path) => {
    const text = readFileSync(path, "utf8");
    // A CSV made here: cells joined with commas into lines, or a text/csv Blob from anything but
    // the server's own answer (the portfolio export, already written with csvCell).
    const joinsCells = /\.join\(\s*["'`],["'`]\s*\)[\s\S]{0,200}(\\r\\n|\\n)/.test(text);
    const csvBlob = /new Blob\(\s*\[(?![^\]]*exported\.csv)[^\]]*\]\s*,\s*\{\s*type:\s*["'`]text\/csv/.test(text);
    return (joinsCells || csvBlob) && !text.includes("csvCell");
  });
  expect(offenders).toEqual([]);
});
