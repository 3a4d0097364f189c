// /partner/screener/pro-usa and pro-ksa (docs/architecture.md, Screener): the filter builder
// (ranges and sets over the field registry), sort, visible columns, the screen in the URL (a
// shareable link: the URL is what runs it), saved screens, and the CSV export of every match.

import { useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useId, useRef, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  filterBuilderMachine,
  hasInvertedRange,
  unreadableBounds,
} from "../../machines/screener/filterBuilder.machine";
import { savedScreensMachine } from "../../machines/screener/savedScreens.machine";
import { screenExportMachine } from "../../machines/screener/screenExport.machine";
import { screenRunMachine } from "../../machines/screener/screenRun.machine";
import {
  DEFAULT_COLUMNS,
  fieldDef,
  isSetFilter,
  rowFields,
  SCREEN_FIELD_KEYS,
  type ScreenField,
  type ScreenMarket,
  type ScreenQuery,
  screenFromSearch,
  screenToSearch,
} from "../../shared/screener";
import { useLang } from "../AppContext";
import { Button, ButtonRow } from "../kit/Button";
import { numberInput } from "../kit/numberInput";
import { Screen } from "../kit/Page";
import { saveFile } from "../kit/saveFile";
import { WithTexts } from "../kit/WithTexts";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { ResultsTable, RunFailed, useFieldTexts } from "./ResultsTable";

const Panel = styled("section")`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid var(--p-border);
  border-radius: 10px;
  background: var(--p-secondary);
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
  }
  input,
  select {
    font: inherit;
    min-block-size: 2.5rem;
    padding-inline: 0.5rem;
    border-radius: 6px;
    border: 1px solid var(--p-border);
    background: var(--p-bg);
    color: var(--p-text);
    max-inline-size: 100%;
    min-inline-size: 0;
  }
  input:focus-visible,
  select:focus-visible,
  summary:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 2px;
  }
  fieldset {
    border: 1px solid var(--p-border);
    border-radius: 8px;
    margin: 0;
    min-inline-size: 0;
  }
  .check {
    display: inline-flex;
    grid-auto-flow: column;
    align-items: center;
    gap: 0.35rem;
    margin-inline-end: 0.75rem;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.5rem;
  }
  .row > label {
    flex: 1 1 8rem;
  }
  .error {
    color: var(--p-danger, #b3261e);
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
`;

export function ProUsa() {
  return (
    <WithTexts namespace="screener">
      <Pro market="US" path="/partner/screener/pro-usa" />
    </WithTexts>
  );
}

export function ProKsa() {
  return (
    <WithTexts namespace="screener">
      <Pro market="SA" path="/partner/screener/pro-ksa" />
    </WithTexts>
  );
}

function Pro({ market, path }: { market: ScreenMarket; path: string }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const texts = useFieldTexts();
  const t = LL.screener.pro;
  const id = useId();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const fromUrl = screenFromSearch(market, search);
  const urlKey = JSON.stringify(fromUrl);
  const builder = useActorRef(
    filterBuilderMachine.provide({
      actions: {
        changed: (_, context) => {
          navigate({
            to: path,
            search: ((prev: Record<string, unknown>) => ({
              ...others(prev),
              ...toSearch(context.query, context.page),
            })) as never,
            replace: true,
          });
        },
      },
    }),
    { input: fromUrl, inspect },
  );
  const query = useSelector(builder, (s) => s.context.query);
  const typed = useSelector(builder, (s) => s.context.typed);
  const invalid = useSelector(builder, (s) => s.matches("invalid"));
  const runner = useActorRef(screenRunMachine, { inspect });
  const result = useSelector(runner, (s) => s.context.result);
  const runFailed = useSelector(runner, (s) => s.matches("failed"));
  const running = useSelector(runner, (s) => s.matches("loading"));
  const saved = useActorRef(savedScreensMachine, { inspect });
  const screens = useSelector(saved, (s) => s.context.screens);
  const savedError = useSelector(saved, (s) => s.context.error);
  const notice = useSelector(saved, (s) => s.context.notice);
  const busy = useSelector(saved, (s) => !s.matches("ready"));
  const [adding, setAdding] = useState<ScreenField>("price");
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [status, setStatus] = useState("");
  // The URL runs the screen; a URL changed from outside (back, a saved screen, a shared link) is loaded.
  useEffect(() => {
    const next = JSON.parse(urlKey) as { query: ScreenQuery; page: number };
    const current = builder.getSnapshot().context;
    if (JSON.stringify({ query: current.query, page: current.page }) !== urlKey)
      builder.send({ type: "screen.load", query: next.query, page: next.page });
    if (!hasInvertedRange(next.query)) runner.send({ type: "run", query: next.query, page: next.page });
  }, [urlKey, builder, runner]);

  const fields = rowFields(query);
  const columns = query.columns ?? DEFAULT_COLUMNS;
  // One export at a time: the server refuses a second one (429) while the first is prepared,
  // and its message (or a network error) is said in the status line.
  const latest = useRef({ market, LL });
  latest.current = { market, LL };
  const exporter = useActorRef(
    screenExportMachine.provide({
      actions: {
        save: (_, blob) => {
          try {
            saveFile(blob, `screen-${latest.current.market.toLowerCase()}.csv`);
          } catch {
            setStatus(latest.current.LL.auth.messages.somethingWrong());
          }
        },
        failed: (_, failure) => {
          const messages = latest.current.LL.auth.messages;
          setStatus(failure.message ?? (failure.network ? messages.network() : messages.somethingWrong()));
        },
      },
    }),
    { inspect },
  );
  const exporting = useSelector(exporter, (s) => s.hasTag("busy"));
  const noticeText =
    notice?.kind === "saved"
      ? t.savedDone({ name: notice.name })
      : notice?.kind === "renamed"
        ? t.savedDone({ name: notice.name })
        : notice?.kind === "deleted"
          ? t.deleted()
          : "";

  return (
    <Screen data-screen="ProScreener">
      <div>
        <h1 style={{ margin: 0 }}>{t.title({ market: LL.screener.markets[market]() })}</h1>
        <SimulatedBadge market={market} />
      </div>
      <Panel aria-labelledby={`${id}-filters`}>
        <h2 id={`${id}-filters`}>{t.filters()}</h2>
        {query.filters.length === 0 ? <p>{t.noFilters()}</p> : null}
        <ul data-testid="filters">
          {query.filters.map((f, index) => {
            const label = texts.label(f.field);
            const key = `${index}-${f.field}`;
            if (isSetFilter(f)) {
              const def = fieldDef(f.field);
              return (
                <li key={key}>
                  <fieldset>
                    <legend>{label}</legend>
                    {def.kind === "set"
                      ? def.values.map((v) => (
                          <label key={v} className="check">
                            <input
                              type="checkbox"
                              checked={f.in.includes(v)}
                              onChange={(e) =>
                                builder.send({
                                  type: "filter.values",
                                  index,
                                  values: e.currentTarget.checked ? [...f.in, v] : f.in.filter((x) => x !== v),
                                })
                              }
                            />
                            {texts.value(v)}
                          </label>
                        ))
                      : null}
                    <Button
                      $look="partner"
                      type="button"
                      onClick={() => builder.send({ type: "filter.remove", index })}
                    >
                      {t.remove({ field: label })}
                    </Button>
                  </fieldset>
                </li>
              );
            }
            const inverted = f.min !== undefined && f.max !== undefined && f.min > f.max;
            const unit = texts.unit(f.field, market);
            // Text inputs (a number input refuses Arabic-Indic digits): the machine keeps the text
            // as typed and reads it (src/shared/digits.ts); one that is no number is said below.
            const bounds = typed[index] ?? { min: "", max: "" };
            const unreadable = unreadableBounds(bounds);
            const problem = unreadable.length > 0 || inverted ? `${id}-inv-${index}` : undefined;
            return (
              <li key={key}>
                <fieldset data-filter={f.field}>
                  <legend>{unit ? `${label} (${unit})` : label}</legend>
                  <div className="row">
                    {(["min", "max"] as const).map((b) => (
                      <label key={b}>
                        {b === "min" ? t.min() : t.max()}
                        <input
                          {...numberInput()}
                          value={bounds[b]}
                          aria-invalid={inverted || unreadable.includes(b) || undefined}
                          aria-describedby={problem}
                          onChange={(e) =>
                            builder.send({ type: "filter.bound", index, bound: b, text: e.currentTarget.value })
                          }
                        />
                      </label>
                    ))}
                    <Button
                      $look="partner"
                      type="button"
                      onClick={() => builder.send({ type: "filter.remove", index })}
                    >
                      {t.remove({ field: label })}
                    </Button>
                  </div>
                  {problem ? (
                    <p className="error" id={problem} role="alert">
                      {unreadable.length > 0
                        ? LL.screener.errors.invalid({ path: label })
                        : LL.screener.errors.inverted({ field: label })}
                    </p>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ul>
        <div className="row">
          <label>
            {t.field()}
            <select value={adding} onChange={(e) => setAdding(e.currentTarget.value as ScreenField)}>
              {SCREEN_FIELD_KEYS.map((k) => (
                <option key={k} value={k}>
                  {texts.label(k)}
                </option>
              ))}
            </select>
          </label>
          <Button $look="partner" type="button" onClick={() => builder.send({ type: "filter.add", field: adding })}>
            {t.addFilter()}
          </Button>
        </div>
        <div className="row">
          <label>
            {t.sortBy()}
            <select
              value={query.sort.field}
              onChange={(e) =>
                builder.send({ type: "sort.set", field: e.currentTarget.value as ScreenField, dir: query.sort.dir })
              }
            >
              {SCREEN_FIELD_KEYS.map((k) => (
                <option key={k} value={k}>
                  {texts.label(k)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t.direction()}
            <select
              value={query.sort.dir}
              onChange={(e) =>
                builder.send({
                  type: "sort.set",
                  field: query.sort.field,
                  dir: e.currentTarget.value as "asc" | "desc",
                })
              }
            >
              <option value="desc">{t.desc()}</option>
              <option value="asc">{t.asc()}</option>
            </select>
          </label>
        </div>
        <details>
          <summary>{t.columns()}</summary>
          {SCREEN_FIELD_KEYS.map((k) => (
            <label key={k} className="check">
              <input
                type="checkbox"
                checked={columns.includes(k)}
                onChange={(e) =>
                  builder.send({
                    type: "columns.set",
                    columns: e.currentTarget.checked ? [...columns, k] : columns.filter((c) => c !== k),
                  })
                }
              />
              {texts.label(k)}
            </label>
          ))}
        </details>
        <ButtonRow>
          <Button
            $look="partner"
            type="button"
            onClick={() =>
              navigator.clipboard?.writeText(window.location.href).then(
                () => setStatus(t.copied()),
                () => {},
              )
            }
          >
            {t.share()}
          </Button>
          <Button
            $look="partner"
            type="button"
            className="primary"
            disabled={invalid || exporting}
            onClick={() => exporter.send({ type: "export", query })}
          >
            {t.exportCsv()}
          </Button>
        </ButtonRow>
        <p role="status" aria-live="polite">
          {status}
        </p>
      </Panel>
      <Panel aria-labelledby={`${id}-saved`}>
        <h2 id={`${id}-saved`}>{t.saved()}</h2>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            saved.send({ type: "save", name, query });
          }}
        >
          <label>
            {t.saveAs()}
            <input value={name} maxLength={60} onChange={(e) => setName(e.currentTarget.value)} />
          </label>
          <Button $look="partner" type="submit" disabled={busy || invalid}>
            {t.save()}
          </Button>
        </form>
        {savedError ? (
          <p className="error" role="alert">
            {savedError}
          </p>
        ) : null}
        <p role="status" aria-live="polite">
          {noticeText}
        </p>
        {screens.length === 0 ? <p>{t.noSaved()}</p> : null}
        <ul data-testid="saved-screens">
          {screens.map((s) => (
            <li key={s.id} className="row">
              {renaming?.id === s.id ? (
                <form
                  className="row"
                  onSubmit={(e) => {
                    e.preventDefault();
                    saved.send({ type: "rename", id: s.id, name: renaming.name });
                    setRenaming(null);
                  }}
                >
                  <label>
                    {t.renameLabel({ name: s.name })}
                    <input
                      value={renaming.name}
                      maxLength={60}
                      onChange={(e) => setRenaming({ id: s.id, name: e.currentTarget.value })}
                    />
                  </label>
                  <Button $look="partner" type="submit">
                    {t.confirmRename()}
                  </Button>
                  <Button $look="partner" type="button" onClick={() => setRenaming(null)}>
                    {t.cancel()}
                  </Button>
                </form>
              ) : (
                <>
                  <Button
                    $look="partner"
                    type="button"
                    aria-label={t.open({ name: s.name })}
                    onClick={() =>
                      navigate({
                        to: (s.query.market === "SA"
                          ? "/partner/screener/pro-ksa"
                          : "/partner/screener/pro-usa") as string,
                        search: ((prev: Record<string, unknown>) => ({
                          ...others(prev),
                          ...toSearch(s.query, 1),
                        })) as never,
                      })
                    }
                  >
                    <span data-user-text>{s.name}</span>
                  </Button>
                  <Button
                    $look="partner"
                    type="button"
                    disabled={busy}
                    onClick={() => setRenaming({ id: s.id, name: s.name })}
                  >
                    {t.rename()}
                  </Button>
                  <Button
                    $look="partner"
                    type="button"
                    disabled={busy}
                    onClick={() => saved.send({ type: "delete", id: s.id })}
                  >
                    {t.delete({ name: s.name })}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      </Panel>
      {runFailed ? <RunFailed onRetry={() => runner.send({ type: "retry" })} /> : null}
      {result ? (
        <ResultsTable
          result={result}
          busy={running}
          fields={fields}
          market={market}
          sort={query.sort}
          lang={lang}
          onSort={(field) =>
            builder.send({
              type: "sort.set",
              field,
              dir: query.sort.field === field && query.sort.dir === "desc" ? "asc" : "desc",
            })
          }
          onPage={(p) => builder.send({ type: "page.set", page: p })}
        />
      ) : (
        <p role="status">{LL.screener.results.loading()}</p>
      )}
    </Screen>
  );
}

/** What else the URL carries (the language): kept when the screen changes. */
function others(search: Record<string, unknown>): Record<string, unknown> {
  const { f: _f, s: _s, c: _c, p: _p, ...rest } = search;
  return rest;
}

/** The URL's search of a screen; the page as a number (the router keeps numbers as JSON). */
function toSearch(query: ScreenQuery, page: number): Record<string, string | number> {
  const { p, ...rest } = screenToSearch(query, page);
  return p ? { ...rest, p: Number(p) } : rest;
}
