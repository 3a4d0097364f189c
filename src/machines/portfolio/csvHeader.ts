// The header line of an import file, read as the server reads it (UTF-8 with or without a BOM,
// comma or semicolon, quoted names), so the preview can offer its columns for each field and
// send the file back with the header the person chose. Only the header is touched: the rows
// go to the server as they are, and the server reads and checks every one.
import { CSV_COLUMNS, type CsvColumn } from "../../shared/portfolio";

export interface CsvHeader {
  delimiter: "," | ";";
  names: string[];
  /** The file without its header line (and without the BOM). */
  body: string;
}

function splitLine(line: string, delimiter: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      out.push(cell.trim());
      cell = "";
    } else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

export function readHeader(text: string): CsvHeader {
  const clean = text.replace(/^\uFEFF/, "");
  const end = clean.search(/\r?\n/);
  const first = end < 0 ? clean : clean.slice(0, end);
  const body = end < 0 ? "" : clean.slice(end).replace(/^\r?\n/, "");
  const count = (ch: string) => first.split(ch).length - 1;
  const delimiter = count(";") > count(",") ? ";" : ",";
  return { delimiter, names: splitLine(first, delimiter), body };
}

const quote = (name: string, delimiter: string) =>
  name.includes(delimiter) || name.includes('"') ? `"${name.replace(/"/g, '""')}"` : name;

/**
 * The file with its header rewritten: each field's chosen column is named after the field, a
 * column chosen for no field keeps its name (the server leaves unknown columns alone), and a
 * column whose own name is a field but that feeds another is renamed so it cannot be read twice.
 */
export function withMapping(header: CsvHeader, mapping: Partial<Record<CsvColumn, number>>): string {
  const names = header.names.map((name, i) => {
    const field = CSV_COLUMNS.find((f) => mapping[f] === i);
    if (field) return field;
    return (CSV_COLUMNS as readonly string[]).includes(name.toLowerCase()) ? `${name} (unused)` : name;
  });
  return `${names.map((n) => quote(n, header.delimiter)).join(header.delimiter)}\n${header.body}`;
}

/** The column each field is read from when nobody chose: its own name, in any letter case. */
export function defaultMapping(header: CsvHeader): Partial<Record<CsvColumn, number>> {
  const mapping: Partial<Record<CsvColumn, number>> = {};
  for (const field of CSV_COLUMNS) {
    const i = header.names.findIndex((n) => n.toLowerCase() === field);
    if (i >= 0) mapping[field] = i;
  }
  return mapping;
}
