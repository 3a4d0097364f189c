// Import and export, a view of the import preview machine
// (src/machines/portfolio/importPreview.machine.ts): a file is chosen, its columns are mapped to
// the fields, every row is shown with its error, and only a file without errors can be
// imported (all or nothing). Export saves every transaction as a CSV in the same format.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useId } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { importPreviewMachine } from "../../machines/portfolio/importPreview.machine";
import type { PortfolioPageActor } from "../../machines/portfolio/portfolioPage.machine";
import { CSV_COLUMNS, type CsvColumn, type ImportResult } from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { Button, buttonClass } from "../kit/Button";
import { ErrorText, Field } from "../kit/Field";
import { Table, TableWrap } from "../kit/Table";
import { Note } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { day, errorText, money, quantity } from "./format";
import { Section } from "./layout";

export function ImportExportTab({ actor, portfolioId }: { actor: PortfolioPageActor; portfolioId: string }) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const I = P.import;
  const exporting = useSelector(actor, (s) => s.hasTag("exporting"));
  const exportError = useSelector(actor, (s) => s.context.exportError);
  return (
    <>
      <ImportSection portfolioId={portfolioId} onImported={() => actor.send({ type: "reload" })} />
      <Section aria-labelledby="export-title">
        <h2 id="export-title">{I.exportTitle()}</h2>
        <p>{I.exportText()}</p>
        <Toolbar>
          <Button
            type="button"
            onClick={() => actor.send({ type: "export" })}
            disabled={exporting}
            data-testid="export-csv"
          >
            {exporting ? I.exporting() : I.exportCsv()}
          </Button>
        </Toolbar>
        {exportError && <ErrorText role="alert">{errorText(P, exportError, "")}</ErrorText>}
      </Section>
    </>
  );
}

function ImportSection({ portfolioId, onImported }: { portfolioId: string; onImported(): void }) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const I = P.import;
  const T = P.transactions;
  const id = useId();
  const preview = useActorRef(importPreviewMachine, { input: { portfolioId }, inspect });
  const ctx = useSelector(preview, (s) => s.context);
  const state = useSelector(preview, (s) => s.value as string);
  const busy = state === "reading" || state === "checking";
  useEffect(() => {
    if (state === "imported") onImported();
  }, [state, onImported]);
  const fileMessage =
    ctx.error?.field === "file" && !ctx.error.message
      ? ctx.error.key === "tooLong"
        ? I.tooLarge()
        : I.unreadable()
      : errorText(P, ctx.error, I.file());
  const result = ctx.result;
  const headers = ctx.header?.names ?? [];
  const fieldLabel = (f: CsvColumn): string => T[f]();
  return (
    <Section aria-labelledby="import-title">
      <h2 id="import-title">{I.title()}</h2>
      <p>{I.intro()}</p>
      {state === "imported" ? (
        <>
          <p role="status" data-testid="import-done">
            {I.imported({ count: ctx.imported })}
          </p>
          <Toolbar>
            <Button type="button" onClick={() => preview.send({ type: "reset" })}>
              {I.another()}
            </Button>
          </Toolbar>
        </>
      ) : (
        <>
          {/* The browser's own file button speaks the browser's language: ours speaks the page's. */}
          <FilePicker>
            <span className={buttonClass} aria-hidden="true">
              {I.choose()}
            </span>
            <span>{ctx.fileName ?? I.noFile()}</span>
            <input
              type="file"
              name="csv"
              accept=".csv,text/csv"
              aria-label={I.file()}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) preview.send({ type: "file", file });
                e.target.value = "";
              }}
              {...(fileMessage ? { "aria-invalid": true, "aria-describedby": `${id}-file` } : {})}
            />
          </FilePicker>
          {fileMessage && (
            <ErrorText id={`${id}-file`} role="alert">
              {fileMessage}
            </ErrorText>
          )}
          {busy && <p role="status">{I.checking()}</p>}
        </>
      )}
      {result && state !== "imported" && ctx.header && (
        <>
          <h3>{I.mappingTitle()}</h3>
          <Note>{I.mappingHelp()}</Note>
          <Toolbar data-testid="import-mapping">
            {CSV_COLUMNS.map((f) => (
              <Field key={f}>
                {fieldLabel(f)}
                <select
                  name={`map-${f}`}
                  value={ctx.mapping[f] ?? ""}
                  disabled={busy}
                  onChange={(e) =>
                    preview.send({
                      type: "map",
                      field: f,
                      column: e.target.value === "" ? null : Number(e.target.value),
                    })
                  }
                >
                  <option value="">{I.notInFile()}</option>
                  {headers.map((h, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat a name
                    <option key={i} value={i}>
                      {h}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </Toolbar>
          <ImportRows result={result} fileName={ctx.fileName ?? ""} />
          <Toolbar>
            <Button
              type="button"
              $variant="primary"
              disabled={busy || state === "importing" || result.errorCount > 0 || result.rowCount === 0}
              onClick={() => preview.send({ type: "confirm" })}
              data-testid="import-confirm"
            >
              {state === "importing" ? I.importing() : I.importRows({ count: result.rowCount })}
            </Button>
            <Button type="button" onClick={() => preview.send({ type: "reset" })}>
              {P.form.cancel()}
            </Button>
          </Toolbar>
        </>
      )}
    </Section>
  );
}

const FilePicker = styled("label")`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  cursor: pointer;
  input { position: absolute; inset: 0; opacity: 0; inline-size: 100%; cursor: pointer; }
  &:focus-within > span:first-child { outline: 2px solid #2ee6a8; outline-offset: 2px; }
`;

function ImportRows({ result, fileName }: { result: ImportResult; fileName: string }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const I = LL.portfolio.import;
  const T = LL.portfolio.transactions;
  const byLine = new Map<number, ImportResult["errors"]>();
  for (const e of result.errors) byLine.set(e.line, [...(byLine.get(e.line) ?? []), e]);
  const fileErrors = result.errors.filter((e) => e.field === "file" || !result.rows.some((r) => r.line === e.line));
  const badRows = new Set(result.errors.filter((e) => e.field !== "file").map((e) => e.line)).size;
  const columnLabel = (f: string) =>
    (CSV_COLUMNS as readonly string[]).includes(f) ? T[f as CsvColumn]() : I.fileErrors();
  const amount = (n: number | null, currency: string) =>
    n === null ? "" : currency === "SAR" || currency === "USD" ? money(n, currency, lang) : quantity(n);
  const typeLabel = (t: string) => (t in T.types ? T.types[t as keyof typeof T.types]() : t);
  return (
    <>
      {result.errorCount > 0 && (
        <ErrorText role="alert" data-testid="import-error-count">
          {I.errorCount({
            count:
              result.errorCount > result.errors.length
                ? result.errorCount
                : Math.max(badRows, fileErrors.length > 0 ? 1 : 0),
          })}
        </ErrorText>
      )}
      {result.errors.some((e) => e.field !== "file" && result.rows.some((r) => r.line === e.line)) && (
        <ul data-testid="import-row-errors">
          {result.errors
            .filter((e) => e.field !== "file" && result.rows.some((r) => r.line === e.line))
            .map((e) => (
              <li key={`${e.line}-${e.field}`}>
                {I.lineError({ line: e.line, field: columnLabel(e.field), message: e.message })}
              </li>
            ))}
        </ul>
      )}
      {fileErrors.length > 0 && (
        <ul data-testid="import-file-errors">
          {fileErrors.map((e) => (
            <li key={`${e.line}-${e.field}-${e.message}`}>
              {e.field === "file" ? I.fileErrors() : `${I.line()} ${e.line}`}: {e.message}
            </li>
          ))}
        </ul>
      )}
      {/* The answer holds the first errors and the first rows of the file; the counts say how many more. */}
      {result.errorCount > result.errors.length && (
        <p data-testid="import-more-errors">{I.moreErrors({ count: result.errorCount - result.errors.length })}</p>
      )}
      {result.rowCount > result.rows.length && (
        <p data-testid="import-preview-first">
          {I.previewFirst({ shown: result.rows.length, count: result.rowCount })}
        </p>
      )}
      <TableWrap tabIndex={0} role="region" aria-label={I.rowsCaption({ count: result.rowCount, file: fileName })}>
        <Table data-testid="import-rows">
          <caption>{I.rowsCaption({ count: result.rowCount, file: fileName })}</caption>
          <thead>
            <tr>
              <th scope="col">{I.line()}</th>
              <th scope="col">{T.date()}</th>
              <th scope="col">{T.type()}</th>
              <th scope="col">{T.symbol()}</th>
              <th scope="col">{T.quantity()}</th>
              <th scope="col">{T.price()}</th>
              <th scope="col">{T.fees()}</th>
              <th scope="col">{T.currency()}</th>
              <th scope="col">{I.status()}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((r) => {
              const errors = byLine.get(r.line) ?? [];
              return (
                <tr key={r.line} data-line={r.line} data-error={errors.length > 0 || undefined}>
                  <th scope="row" dir="ltr">
                    {r.line}
                  </th>
                  <td dir="ltr">{day(r.date)}</td>
                  <td>{typeLabel(r.type)}</td>
                  <td dir="ltr">{r.symbol ?? ""}</td>
                  <td dir="ltr">{r.quantity === null ? "" : quantity(r.quantity)}</td>
                  <td dir="ltr">{amount(r.price, r.currency)}</td>
                  <td dir="ltr">{r.fees ? amount(r.fees, r.currency) : ""}</td>
                  <td dir="ltr" data-user-text>
                    {r.currency}
                  </td>
                  <td style={{ whiteSpace: "normal", textAlign: "start", minInlineSize: "12rem" }}>
                    {errors.length === 0 ? (
                      I.ok()
                    ) : (
                      <ErrorText as="span">
                        {errors.map((e) => `${columnLabel(e.field)}: ${e.message}`).join(" · ")}
                      </ErrorText>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </>
  );
}
