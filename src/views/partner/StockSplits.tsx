// Stock Splits Calendar: twelve month buttons (the month 1–12 goes to the server and the
// page goes back to 1), Symbol, Date (YYYY-MM-DD) and Split Ratio ('numerator for
// denominator'), grouped by date and, with a month chosen, filtered to it; 'No data for this
// month.'; 'All months' back to every month; sortable columns; the powered-by footer row; Download (stock_splits_table.png on a dark
// background); the pagination once loaded.

import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { fetchSplits, type SplitRecord } from "../../machines/partner/actors";
import { splitsMonthMachine } from "../../machines/partner/splitsMonth.machine";
import { formatIsoDay, monthName } from "../../shared/datetime";
import { isoDay, monthOf, splitRatioParts } from "../../shared/format";
import { numberOf, type SortValue } from "../../shared/sort";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { Button } from "../kit/Button";
import { Screen, TitleRow } from "../kit/Page";
import { SortHeader, useTableSort } from "../kit/SortHeader";
import { keyed, Table, TableWrap } from "../kit/Table";
import { CompanyName, SimulatedBadge } from "../market/SimulatedBadge";
import { ExportButton } from "./ExportButton";
import { useDownload, useLoaderView, usePagedLoader } from "./hooks";
import { LoadingDisplay } from "./LoadingDisplay";
import { LoaderPagination } from "./Pagination";
import { SPLITS_IMAGE_BACKGROUND } from "./themes";

export const SPLITS_FILE_NAME = "stock_splits_table.png";

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The exported part: transparent, so the image gets the dark background colour. */
const ExportArea = styled("div")`
  padding: 0.75rem;
  color: var(--p-text);
`;

const Months = styled("div")`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  button {
    justify-content: center;
  }
`;

/** Records in date order, one group per date, limited to the chosen month when there is one. */
export function groupSplits(records: readonly SplitRecord[], month: number | null): [string, SplitRecord[]][] {
  const groups = new Map<string, SplitRecord[]>();
  for (const record of records) {
    const date = isoDay(record.date);
    if (month !== null && monthOf(date) !== month) continue;
    const group = groups.get(date);
    if (group) group.push(record);
    else groups.set(date, [record]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

type SplitColumn = "symbol" | "date" | "ratio";

/** The ratio sorts by its value (numerator ÷ denominator: a 4-for-1 split above a 2-for-1). */
function splitValue(split: SplitRecord, column: SplitColumn): SortValue {
  if (column === "symbol") return split.symbol;
  if (column === "date") return isoDay(split.date);
  const n = numberOf(split.numerator);
  const d = numberOf(split.denominator);
  return n !== null && d ? n / d : null;
}

export function StockSplits() {
  const { LL } = useI18nContext();
  const lang = useLang();
  const { product } = useBrand();
  const loader = usePagedLoader<SplitRecord>(fetchSplits);
  const view = useLoaderView(loader);
  const monthActor = useActorRef(
    splitsMonthMachine.provide({
      actions: {
        monthChanged: (_, { month }) => loader.send({ type: "params.set", params: { month: month ?? undefined } }),
      },
    }),
    { inspect },
  );
  const month = useSelector(monthActor, (s) => s.context.month);
  const table = useRef<HTMLDivElement>(null);
  const { canDownload, download } = useDownload(table, {
    fileName: SPLITS_FILE_NAME,
    backgroundColor: SPLITS_IMAGE_BACKGROUND,
  });
  const t = LL.partner.splits;
  const groups = groupSplits(view.items, month);
  // Sorted by date (or not sorted), the rows stay grouped by day; by symbol or ratio, one list.
  const { sort, sorted, onSort } = useTableSort<SplitRecord, SplitColumn>(
    groups.flatMap(([, records]) => records),
    splitValue,
  );
  const shownGroups: [string, SplitRecord[]][] =
    sort === null || sort.key === "date"
      ? sort?.direction === "descending"
        ? [...groups].reverse()
        : groups
      : [["", sorted]];

  return (
    <Screen data-screen="StockSplits">
      <TitleRow>
        <h1 style={{ margin: 0 }} id="splits-title">
          {t.title()}
        </h1>
        <ExportButton label={t.download()} disabled={!canDownload || !view.loaded} onClick={download} />
      </TitleRow>
      {/* Outside the group of the twelve month buttons: it is the way back from one of them. */}
      <div>
        <Button
          $look="partner"
          type="button"
          aria-pressed={month === null}
          onClick={() => monthActor.send({ type: "month.all" })}
        >
          {LL.layout.allMonths()}
        </Button>
      </div>
      <Months role="group" aria-label={t.monthsLabel()}>
        {MONTHS.map((m) => (
          <Button
            $look="partner"
            key={m}
            type="button"
            aria-pressed={month === m}
            onClick={() => monthActor.send({ type: "month.select", month: m })}
          >
            {monthName(m, lang)}
          </Button>
        ))}
      </Months>
      <ExportArea ref={table} data-testid="export-area">
        <SimulatedBadge />
        {view.loading ? (
          <LoadingDisplay />
        ) : (
          <TableWrap $look="partner" tabIndex={0} role="region" aria-labelledby="splits-title">
            <Table $look="partner">
              <thead>
                <tr>
                  <SortHeader column="symbol" sort={sort} onSort={onSort}>
                    {t.symbol()}
                  </SortHeader>
                  <SortHeader column="date" sort={sort} onSort={onSort}>
                    {t.date()}
                  </SortHeader>
                  <SortHeader column="ratio" sort={sort} onSort={onSort}>
                    {t.ratio()}
                  </SortHeader>
                </tr>
              </thead>
              {groups.length === 0 ? (
                <tbody>
                  <tr>
                    <td colSpan={3} className="empty">
                      {t.empty()}
                    </td>
                  </tr>
                </tbody>
              ) : (
                shownGroups.map(([date, records]) => (
                  <tbody key={date || "sorted"} data-date={date || undefined}>
                    {keyed(records, (split) => split.symbol).map(([key, split]) => (
                      <tr key={key}>
                        <td data-col="symbol">
                          <TickerLink symbol={split.symbol} partner />
                          <CompanyName row={split} />
                        </td>
                        <td className="num">{formatIsoDay(split.date)}</td>
                        <td>{t.ratioValue(splitRatioParts(split.numerator, split.denominator))}</td>
                      </tr>
                    ))}
                  </tbody>
                ))
              )}
              <tfoot>
                <tr>
                  <td colSpan={3}>
                    {LL.partnerCommon.footer.poweredBy()} <strong>{product}</strong>
                  </td>
                </tr>
              </tfoot>
            </Table>
          </TableWrap>
        )}
      </ExportArea>
      <LoaderPagination loader={loader} view={view} />
    </Screen>
  );
}
