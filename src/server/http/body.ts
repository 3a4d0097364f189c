// Reads a JSON request body within the 64 KiB limit and validates it with a shared valibot
// schema. Every failure is an HttpError (413, 415, 400), never an exception that becomes a 500.
import * as v from "valibot";
import { positiveIntegerParam } from "../../shared/digits";
import type { FieldReason } from "../../shared/fields";
import { HttpError } from "./errors";
import { turn } from "./turns";

const MAX_BODY_BYTES = 64 * 1024;
/** The bytes of a CSV body decoded between two turns of the event loop. */
const CSV_DECODE_BYTES = 256 * 1024;

export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const type = header.split(";")[0]?.trim().toLowerCase();
  return type === "application/json";
}

/** The body's bytes, at most `maxBytes` (by the declared length and by what arrives): past it,
 * the error of `tooLarge`. A client that closes the connection mid-body gets a 400
 * request_aborted, its doing and not a fault of ours (no error in the log). */
export async function readBytes(req: Request, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") throw new HttpError(400, "request_aborted");
      throw error;
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

export async function readLimited(req: Request): Promise<string> {
  const bytes = await readBytes(req, MAX_BODY_BYTES, () => new HttpError(413, "payload_too_large"));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "invalid_json");
  }
}

/** Parses and validates the body. Extra fields are refused by the strict schemas. */
export async function readJson<S extends v.GenericSchema>(req: Request, schema: S): Promise<v.InferOutput<S>> {
  if (!isJsonContentType(req.headers.get("content-type"))) throw new HttpError(415, "unsupported_media_type");
  const text = await readLimited(req);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json");
  }
  const nul = nulPath(data);
  if (nul !== null) throw new HttpError(400, "invalid_input", { field: nul || "body", problem: "forbidden_chars" });
  const result = v.safeParse(schema, data);
  if (!result.success) throw inputError(result.issues);
  return result.output;
}

/** The dot path of the first string (or key) of a parsed body that holds a NUL (U+0000), or
 * null: no field takes one, and PostgreSQL cannot store it as text (it would be a 500). Walked
 * with a stack of its own, so a deeply nested body cannot overflow the call stack. */
export function nulPath(data: unknown): string | null {
  // Each entry keeps its key and its parent's entry; the path is spelled out only for a hit.
  type At = { key: string; parent: At | null };
  const pathOf = (at: At | null) => {
    const keys: string[] = [];
    for (let a = at; a; a = a.parent) keys.push(a.key.replaceAll("\u0000", ""));
    return keys.reverse().join(".");
  };
  const stack: [unknown, At | null][] = [[data, null]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, at] = next;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return pathOf(at);
    } else if (typeof value === "object" && value !== null) {
      const entries = Array.isArray(value) ? value.map((x, k) => [String(k), x] as const) : Object.entries(value);
      for (let k = entries.length - 1; k >= 0; k--) {
        const [key, child] = entries[k]!;
        const childAt = { key, parent: at };
        if (key.includes("\u0000")) return pathOf(childAt);
        stack.push([child, childAt]);
      }
    }
  }
  return null;
}

const REASONS = new Set<string>([
  "required",
  "too_long",
  "email",
  "forbidden_chars",
  "invisible",
  "format_chars",
  "no_letter",
]);

/** The first problem, as a 400 that names its field and says what is wrong, with every field at
 * fault in `fields`. A field the schema does not know is "unexpected"; a missing one "required". */
export function inputError(issues: readonly v.BaseIssue<unknown>[]): HttpError {
  const fields = [...new Set(issues.map((i) => v.getDotPath(i) ?? "body"))];
  const [first] = issues;
  const field = first ? (v.getDotPath(first) ?? "body") : "body";
  let reason: FieldReason = "invalid";
  if (first && REASONS.has(first.message)) reason = first.message as FieldReason;
  else if (first?.type === "strict_object" && first.input !== undefined) reason = "unexpected";
  else if (first?.input === undefined && first?.kind === "schema") reason = "required";
  const max = first?.type === "max_length" ? Number(first.requirement) : undefined;
  return new HttpError(400, "invalid_input", {
    field,
    fields,
    problem: reason,
    params: max === undefined ? {} : { max },
  });
}

/** A positive page number from the query string (Arabic-Indic digits read as Latin); absent means 1. */
export function pageParam(url: URL, name = "page"): number {
  return pageOf(url.searchParams.get(name) ?? undefined, name);
}

/** The same for a query a contract has read: `raw` as sent, undefined when absent. */
export function pageOf(raw: string | undefined, name = "page"): number {
  if (raw === undefined) return 1;
  const page = positiveIntegerParam(raw);
  if (page === null) throw new HttpError(400, "invalid_input", { fields: [name] });
  return page;
}

/** A text/csv body (UTF-8, a BOM kept for the parser) within `maxBytes`: 415, 413 or 400 naming the field "file". */
export async function readCsv(req: Request, maxBytes: number): Promise<string> {
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "text/csv") throw new HttpError(415, "csv_content_type", { field: "file" });
  const bytes = await readBytes(req, maxBytes, () => new HttpError(413, "csv_too_large", { field: "file" }));
  // Decoded in pieces with turns between (src/server/http/turns.ts): 2 MB at once holds the event
  // loop for 10-20 ms, and several imports at once would add those up.
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let text = "";
  try {
    for (let at = 0; at < bytes.length; at += CSV_DECODE_BYTES) {
      await turn();
      text += decoder.decode(bytes.subarray(at, at + CSV_DECODE_BYTES), {
        stream: at + CSV_DECODE_BYTES < bytes.length,
      });
    }
  } catch {
    throw new HttpError(400, "invalid_input", { field: "file", problem: "invalid" });
  }
  return text;
}
