// A page of a screen as a table (docs/architecture.md, Screener): symbol (a link to the ticker in
// the partner explorer), name, then the screen's fields with their units; headers sort by their
// field when `onSort` is given; the pager below; a screen with a Shariah field says that screen
// is informational, not a fatwa. The page's symbols follow the live quotes (the fields a quote
// moves: src/machines/screener/liveRows.ts), a changed price flashes, and a banner says when the
// prices are stale. Plain table markup: a few hundred cells a page need neither virtualisation
// nor a table library.
import { useMemo } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Locales } from "../../i18n/i18n-types";
import { withLiveQuotes } from "../../machines/screener/liveRows";
import { formatCompact, formatNumber } from "../../shared/format";
import { pageItems } from "../../shared/pagination";
import {
  fieldDef,
  isShariahField,
  type ScreenField,
  type ScreenMarket,
  type ScreenResult,
  type ScreenSort,
  valueKey,
} from "../../shared/screener";
import { TickerLink } from "../common/TickerLink";
import { Button } from "../kit/Button";
import { Flash } from "../kit/Flash";
import { latinLang } from "../kit/lang";
import { Pager } from "../kit/Pager";
import { Table, TableWrap } from "../kit/Table";
import { StaleBanner, useLiveMerge, useLiveQuotes } from "../market/LiveQuotes";

export function useFieldTexts() {
  const { LL } = useI18nContext();
  const t = LL.screener;
  return {
    label: (field: ScreenField) => (t.fields as Record<ScreenField, () => string>)[field](),
    value: (value: string) => (t.values as Record<string, (() => string) | undefined>)[valueKey(value)]?.() ?? value,
    unit: (field: ScreenField, market: ScreenMarket) => {
      const def = fieldDef(field);
      if (def.kind === "set") return "";
      return def.unit === "currency" ? t.currency[market]() : t.units[def.unit]();
    },
  };
}

function formatValue(value: unknown, field: ScreenField, lang: Locales): string {
  if (value === null || value === undefined) return "—";
  const def = fieldDef(field);
  if (def.kind === "set" || typeof value !== "number") return String(value);
  if (def.unit === "count" || (def.unit === "currency" && Math.abs(value) >= 1e6)) return formatCompact(value, lang);
  const text = formatNumber(value, { digits: def.digits, minDigits: Math.min(2, def.digits) });
  return def.unit === "percent" ? `${text}%` : def.unit === "ratio" ? `${text}×` : text;
}

export function ResultsTable(props: {
  result: ScreenResult;
  /** A new result is on its way (the rows shown are the last one's). */
  busy?: boolean;
  fields: ScreenField[];
  market: ScreenMarket;
  sort: ScreenSort;
  lang: Locales;
  onSort?: (field: ScreenField) => void;
  onPage: (page: number) => void;
}) {
  const { LL } = useI18nContext();
  const texts = useFieldTexts();
  const { fields, market, sort, lang } = props;
  const symbols = useMemo(() => props.result.rows.map((r) => r.symbol), [props.result.rows]);
  const live = useLiveQuotes(symbols);
  const result = useLiveMerge(props.result, live.quotes, withLiveQuotes);
  const P = LL.partner.pagination;
  const R = LL.screener.results;
  return (
    <>
      <StaleBanner stale={live.stale} />
      <p role="status" aria-live="polite" data-testid="screen-count">
        {R.count({ count: result.totalTickers })}
      </p>
      {fields.some(isShariahField) ? (
        <p data-testid="shariah-note" style={{ margin: 0, fontSize: "0.85rem", maxWidth: "70ch" }}>
          {LL.screener.shariahNote()}
        </p>
      ) : null}
      <TableWrap $look="partner" tabIndex={0} role="region" aria-label={R.label()} aria-busy={props.busy ?? false}>
        <Table $look="partner" data-testid="screen-table">
          <thead>
            <tr>
              <th scope="col">{LL.screener.csv.symbol()}</th>
              <th scope="col">{LL.screener.csv.name()}</th>
              {fields.map((f) => {
                const unit = texts.unit(f, market);
                const label = unit ? `${texts.label(f)} (${unit})` : texts.label(f);
                const sorted = sort.field === f;
                return (
                  <th
                    key={f}
                    scope="col"
                    data-field={f}
                    aria-sort={sorted ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {props.onSort ? (
                      <button
                        type="button"
                        className="sort"
                        onClick={() => props.onSort?.(f)}
                        title={R.sortBy({ field: texts.label(f) })}
                      >
                        {label}
                        {sorted ? (sort.dir === "asc" ? " ▲" : " ▼") : ""}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {result.rows.length === 0 ? (
              <tr>
                <td className="empty" colSpan={fields.length + 2}>
                  {R.empty()}
                </td>
              </tr>
            ) : (
              result.rows.map((row) => (
                <tr key={row.symbol} data-symbol={row.symbol}>
                  <td data-col="symbol">
                    <TickerLink symbol={row.symbol} partner />
                  </td>
                  <td lang={latinLang(lang === "ar" && row.nameAr ? row.nameAr : row.name)}>
                    {/* Isolated: an English name keeps its final stop on the Arabic page ("Apple Inc."). */}
                    <bdi>{lang === "ar" && row.nameAr ? row.nameAr : row.name}</bdi>
                  </td>
                  {fields.map((f) => {
                    const v = row[f];
                    const def = fieldDef(f);
                    return (
                      <td
                        key={f}
                        className={def.kind === "number" ? "num" : undefined}
                        dir={def.kind === "number" ? "ltr" : undefined}
                      >
                        {def.kind === "set" && typeof v === "string" ? (
                          texts.value(v)
                        ) : f === "price" && typeof v === "number" ? (
                          <Flash value={v}>{formatValue(v, f, lang)}</Flash>
                        ) : (
                          formatValue(v, f, lang)
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </TableWrap>
      {result.totalPages > 1 ? (
        <Pager
          label={P.label()}
          testId="screen-pagination"
          current={result.currentPage}
          items={pageItems(result.currentPage, result.totalPages)}
          pageLabel={(page) => P.page({ page })}
          onPage={props.onPage}
          previous={{
            content: "<",
            label: P.previous(),
            enabled: result.currentPage > 1,
            onClick: () => props.onPage(result.currentPage - 1),
          }}
          next={{
            content: ">",
            label: P.next(),
            enabled: result.currentPage < result.totalPages,
            onClick: () => props.onPage(result.currentPage + 1),
          }}
        />
      ) : null}
    </>
  );
}

/** A screen that could not be run, said with a way to try again. */
export function RunFailed({ onRetry }: { onRetry(): void }) {
  const { LL } = useI18nContext();
  return (
    <p role="alert">
      {LL.screener.results.failed()}{" "}
      <Button $look="partner" type="button" onClick={onRetry}>
        {LL.screener.results.retry()}
      </Button>
    </p>
  );
}
