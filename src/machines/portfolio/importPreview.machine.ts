// The CSV import of a portfolio: a file is read, sent as a dry run (nothing saved) and shown as
// a preview — which column feeds each field, every row, and every row's error — before the
// person imports it; changing a field's column sends the dry run again. Import is all or
// nothing: it can only be asked for when no row has an error, and the server checks again.
import { assign, fromPromise, setup } from "xstate";
import { type CsvColumn, type ImportResult, MAX_IMPORT_BYTES } from "../../shared/portfolio";
import { importCsv } from "./actors";
import { type CsvHeader, defaultMapping, readHeader, withMapping } from "./csvHeader";
import { type FormError, formError } from "./errors";

interface ImportPreviewContext {
  portfolioId: string;
  fileName: string | null;
  header: CsvHeader | null;
  /** The column (index into the header) chosen for each field. */
  mapping: Partial<Record<CsvColumn, number>>;
  /** Whether the mapping came from the person (else the server's reading is taken). */
  mapped: boolean;
  result: ImportResult | null;
  imported: number;
  error: FormError | null;
}

type ImportPreviewEvent =
  | { type: "file"; file: File }
  | { type: "map"; field: CsvColumn; column: number | null }
  | { type: "confirm" }
  | { type: "reset" };

/** The server's reading of the header (field → header name) as column indexes. */
function mappingFrom(header: CsvHeader, columns: ImportResult["columns"]): Partial<Record<CsvColumn, number>> {
  const mapping: Partial<Record<CsvColumn, number>> = {};
  for (const [field, name] of Object.entries(columns) as [CsvColumn, string][]) {
    const i = header.names.indexOf(name);
    if (i >= 0) mapping[field] = i;
  }
  return mapping;
}

export const importPreviewMachine = setup({
  types: {
    context: {} as ImportPreviewContext,
    events: {} as ImportPreviewEvent,
    input: {} as { portfolioId: string },
  },
  actors: {
    readFile: fromPromise<string, { file: File }>(({ input }) => input.file.text()),
    importCsv,
  },
  guards: {
    tooLarge: ({ event }) => event.type === "file" && event.file.size > MAX_IMPORT_BYTES,
    clean: ({ context }) => (context.result?.errorCount ?? 1) === 0 && (context.result?.rowCount ?? 0) > 0,
    refused: ({ event }) => {
      const out = (event as { output?: ImportResult }).output;
      return !!out && out.imported === 0;
    },
  },
}).createMachine({
  id: "importPreview",
  context: ({ input }) => ({
    portfolioId: input.portfolioId,
    fileName: null,
    header: null,
    mapping: {},
    mapped: false,
    result: null,
    imported: 0,
    error: null,
  }),
  initial: "idle",
  on: {
    file: [
      {
        guard: "tooLarge",
        target: ".idle",
        actions: assign({ error: { field: "file", message: null, key: "tooLong" }, result: null }),
      },
      {
        target: ".reading",
        actions: assign({ fileName: ({ event }) => event.file.name, error: null, result: null, mapped: false }),
      },
    ],
  },
  states: {
    idle: {},
    reading: {
      tags: ["busy"],
      invoke: {
        id: "readFile",
        src: "readFile",
        input: ({ event }) => ({ file: (event as { file: File }).file }),
        onDone: {
          target: "checking",
          actions: assign({
            header: ({ event }) => readHeader(event.output),
            mapping: ({ event }) => defaultMapping(readHeader(event.output)),
          }),
        },
        onError: { target: "idle", actions: assign({ error: { field: "file", message: null, key: "invalid" } }) },
      },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        id: "importCsv",
        src: "importCsv",
        input: ({ context }) => ({
          id: context.portfolioId,
          csv: withMapping(context.header as CsvHeader, context.mapping),
          dryRun: true,
        }),
        onDone: {
          target: "preview",
          actions: assign({
            result: ({ event }) => event.output,
            mapping: ({ context, event }) =>
              context.mapped ? context.mapping : mappingFrom(context.header as CsvHeader, event.output.columns),
          }),
        },
        onError: { target: "idle", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    preview: {
      on: {
        map: {
          target: "checking",
          actions: assign({
            mapping: ({ context, event }) => {
              const next = { ...context.mapping };
              if (event.column === null) delete next[event.field];
              else next[event.field] = event.column;
              return next;
            },
            mapped: true,
          }),
        },
        confirm: { guard: "clean", target: "importing" },
        reset: { target: "idle", actions: assign({ result: null, header: null, fileName: null, error: null }) },
      },
    },
    importing: {
      tags: ["busy"],
      invoke: {
        id: "importCsv",
        src: "importCsv",
        input: ({ context }) => ({
          id: context.portfolioId,
          csv: withMapping(context.header as CsvHeader, context.mapping),
          dryRun: false,
        }),
        onDone: [
          // Another change made a row wrong since the preview (a sale now beyond the holding).
          { guard: "refused", target: "preview", actions: assign({ result: ({ event }) => event.output }) },
          { target: "imported", actions: assign({ imported: ({ event }) => event.output.imported }) },
        ],
        onError: { target: "preview", actions: assign({ error: ({ event }) => formError(event.error) }) },
      },
    },
    imported: {
      on: { reset: { target: "idle", actions: assign({ result: null, header: null, fileName: null, imported: 0 }) } },
    },
  },
});
