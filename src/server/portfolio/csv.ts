// The portfolio CSV (docs/api.md "Portfolios"): reading a broker's or our own file, and writing
// ours. Reads UTF-8 with or without a byte-order mark, comma or semicolon separated (the first
// line decides), quoted fields with "" for a quote, CRLF or LF; numbers in any digits
// src/shared/digits.ts reads (Arabic-Indic included, a decimal comma where the separator is a
// semicolon). Columns are found by their header, in English or Arabic, in any order.
import { csvCell } from "../../shared/csv";
import { normalizeDigits, parseDecimal } from "../../shared/digits";
import { CSV_COLUMNS, type CsvColumn, type Transaction } from "../../shared/portfolio";

const HEADER_ALIASES: Record<CsvColumn, readonly string[]> = {
  date: ["date", "trade date", "tradedate", "settlement date", "التاريخ", "تاريخ"],
  type: ["type", "action", "transaction type", "side", "النوع", "نوع العملية", "العملية"],
  symbol: ["symbol", "ticker", "code", "الرمز", "رمز", "رمز السهم"],
  quantity: ["quantity", "qty", "shares", "units", "الكمية", "كمية", "عدد الأسهم"],
  price: ["price", "unit price", "amount", "السعر", "سعر", "المبلغ"],
  fees: ["fees", "fee", "commission", "الرسوم", "العمولة", "رسوم"],
  currency: ["currency", "ccy", "العملة", "عملة"],
  note: ["note", "notes", "memo", "comment", "ملاحظة", "ملاحظات"],
};

/** Type words a file may use, English and Arabic, for each transaction type. */
export const TYPE_ALIASES: Record<string, string> = {
  buy: "buy",
  bought: "buy",
  purchase: "buy",
  شراء: "buy",
  sell: "sell",
  sold: "sell",
  sale: "sell",
  بيع: "sell",
  dividend: "dividend",
  div: "dividend",
  توزيع: "dividend",
  "توزيعات أرباح": "dividend",
  "توزيع أرباح": "dividend",
  deposit: "deposit",
  إيداع: "deposit",
  withdrawal: "withdrawal",
  withdraw: "withdrawal",
  سحب: "withdrawal",
  fee: "fee",
  fees: "fee",
  رسوم: "fee",
  split: "split",
  "stock split": "split",
  تجزئة: "split",
  "تجزئة أسهم": "split",
};

interface RawRow {
  line: number;
  cells: Partial<Record<CsvColumn, string>>;
}

interface ParsedCsv {
  delimiter: "," | ";";
  columns: Partial<Record<CsvColumn, string>>;
  rows: RawRow[];
  /** Whether the file has more rows than were asked for (those are not read). */
  more: boolean;
  /** Problems of the file as a whole (no header, a required column missing). */
  fileErrors: { line: number; field: CsvColumn | "file"; code: "csv_no_header" | "csv_missing_column" }[];
}

/** Fields kept of one record: a header of more columns is not a portfolio file, and a line of a
 * million commas must not make a million-field array. Fields past it are read and dropped. */
const MAX_CSV_FIELDS = 256;

/** How often (in fields read) the reader offers its caller a turn. */
const FIELDS_PER_STEP = 2048;

/**
 * Splits the text into records of fields (RFC 4180 quoting), with each record's first line, one
 * sticky regular expression reading a field and what ends it (a 10,000-row file in a few ms). It
 * stops after `max` records (the caller's limit + 1: what lies beyond is never read) and yields
 * (undefined) every FIELDS_PER_STEP fields so its caller can hand the event loop a turn.
 */
function* recordSteps(
  text: string,
  delimiter: string,
  max = Number.POSITIVE_INFINITY,
): Generator<undefined, { line: number; fields: string[] }[], void> {
  const d = delimiter === ";" ? ";" : ",";
  const field = new RegExp(`(?:"((?:[^"]|"")*)"|([^${d}\r\n"]*))[^${d}\r\n"]*?(${d}|\r\n|\n|\r|$)`, "y");
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let line = 1;
  let start = 1;
  let at = 0;
  let steps = 0;
  while (at <= text.length && out.length < max) {
    if (++steps % FIELDS_PER_STEP === 0) yield;
    field.lastIndex = at;
    const m = field.exec(text);
    let end: string;
    let value: string;
    if (!m) {
      // A stray quote inside an unquoted field: the field is read up to its end, quotes dropped.
      const rest = new RegExp(`[^${d}\\r\\n]*`, "y");
      rest.lastIndex = at;
      const r = rest.exec(text)!;
      value = r[0].replace(/"/g, "");
      at += r[0].length;
      end = text.startsWith("\r\n", at) ? "\r\n" : (text[at] ?? "");
      at += end.length;
    } else {
      const quoted = m[1];
      if (quoted !== undefined) {
        value = quoted.replace(/""/g, '"');
        line += quoted.split("\n").length - 1;
      } else value = m[2] ?? "";
      end = m[3] ?? "";
      at = field.lastIndex;
    }
    if (fields.length < MAX_CSV_FIELDS) fields.push(value);
    if (end === d) continue;
    if (fields.length > 1 || fields[0]!.trim() !== "") out.push({ line: start, fields });
    fields = [];
    if (end === "") break;
    line++;
    start = line;
  }
  return out;
}

const headerKey = (h: string) =>
  normalizeDigits(h)
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");

/** The text without its byte-order mark, and its delimiter (the header line decides). */
function textAndDelimiter(input: string): { text: string; delimiter: "," | ";" } {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter: "," | ";" = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  return { text, delimiter };
}

/**
 * The file's rows, at most `maxRows` of them (`more` tells a file that has more: they are never
 * read), parsed in steps between which `turn` may hand the event loop a turn.
 */
export async function readCsvRows(
  input: string,
  maxRows: number,
  turn: () => Promise<void> | undefined,
): Promise<ParsedCsv> {
  const { text, delimiter } = textAndDelimiter(input);
  // The header, the rows allowed, and one more to know there are more.
  const steps = recordSteps(text, delimiter, maxRows + 2);
  for (;;) {
    const next = steps.next();
    if (next.done) return fromRecords(next.value, delimiter, maxRows);
    await turn();
  }
}

function fromRecords(all: { line: number; fields: string[] }[], delimiter: "," | ";", maxRows: number): ParsedCsv {
  const header = all[0];
  const result: ParsedCsv = { delimiter, columns: {}, rows: [], fileErrors: [], more: all.length - 1 > maxRows };
  if (!header) {
    result.fileErrors.push({ line: 1, field: "file", code: "csv_no_header" });
    return result;
  }
  const positions: Partial<Record<CsvColumn, number>> = {};
  header.fields.forEach((raw, index) => {
    const key = headerKey(raw);
    for (const column of CSV_COLUMNS) {
      if (positions[column] === undefined && HEADER_ALIASES[column].includes(key)) {
        positions[column] = index;
        result.columns[column] = raw.trim();
      }
    }
  });
  if (positions.date === undefined && positions.type === undefined) {
    result.fileErrors.push({ line: header.line, field: "file", code: "csv_no_header" });
    return result;
  }
  for (const required of ["date", "type"] as const) {
    if (positions[required] === undefined)
      result.fileErrors.push({ line: header.line, field: required, code: "csv_missing_column" });
  }
  const last = Math.min(all.length, maxRows + 1);
  for (let k = 1; k < last; k++) {
    const record = all[k]!;
    const cells: Partial<Record<CsvColumn, string>> = {};
    for (const column of CSV_COLUMNS) {
      const at = positions[column];
      if (at !== undefined) cells[column] = (record.fields[at] ?? "").trim();
    }
    result.rows.push({ line: record.line, cells });
  }
  return result;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A number cell: null when empty, NaN when unreadable. A semicolon file may write 1.234,5. */
export function numberCell(raw: string | undefined, delimiter: "," | ";"): number | null {
  if (raw === undefined) return null;
  if (PLAIN_NUMBER.test(raw)) return Number(raw);
  const t = normalizeDigits(raw).replace(/[\s\u00a0\u202f]/g, "");
  if (t === "") return null;
  if (delimiter === ";" && /^[+-]?\d{1,3}(\.\d{3})+(,\d*)?$/.test(t))
    return Number(t.replace(/\./g, "").replace(",", "."));
  const n = parseDecimal(t);
  return n === null ? null : n;
}

/** A date cell as YYYY-MM-DD: 2024-03-05, 2024/03/05, 5/3/2024 or 05-03-2024 (day first), any digits. */
export function dateCell(raw: string | undefined): string | null {
  if (!raw) return null;
  if (PLAIN_DATE.test(raw) && raw === new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10)) return raw;
  const t = normalizeDigits(raw).trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return validDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function validDate(y: number, mo: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return dt.toISOString().slice(0, 10);
}

/** The file export writes: a header of CSV_COLUMNS, then one line per transaction, CRLF, UTF-8
 * with a byte-order mark (spreadsheet programs then read Arabic notes right). Every cell goes
 * through csvCell: quoted when it must be, a note a spreadsheet would run as a formula defused
 * with a leading apostrophe. Numbers keep JavaScript's shortest exact form, so a re-import reads
 * the same value. */
export function exportCsv(transactions: readonly Transaction[]): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const t of transactions) {
    lines.push([t.date, t.type, t.symbol, t.quantity, t.price, t.fees, t.currency, t.note].map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
