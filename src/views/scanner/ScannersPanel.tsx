// The Scanners tab: the four scanner buttons, the chosen one's rule (from src/shared/scanner-rules.ts,
// so it states what the server does), its results with sortable headers (the sorted column
// highlighted) and its pager, and the add-to-watchlist dialog of a result row. The page's symbols
// follow the live quotes (src/machines/scanner/liveRows.ts): a changed price flashes, and a banner
// says when the prices are stale.
import { useSelector } from "@xstate/react";
import { styled } from "goober";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { useI18nContext } from "../../i18n/i18n-react";
import { liveScannerRows } from "../../machines/scanner/liveRows";
import { effectiveSort, pagerPages, type scannerMachine } from "../../machines/scanner/scanner.machine";
import { type AddDialogActor, listedSymbols, type WatchlistsActor } from "../../machines/scanner/watchlists.machine";
import { brandNames } from "../../shared/brand";
import {
  formatCompact,
  formatPercent as formatPlainPercent,
  formatPrice,
  formatSignedPercent,
  listingCurrency,
} from "../../shared/format";
import { SCANNER_KEYS, type ScannerKey, type ScannerRow } from "../../shared/market";
import {
  SCANNER_RULES,
  type ScannerSort,
  type ScannerSortColumn,
  scannerSortColumns,
} from "../../shared/scanner-rules";
import { useLang } from "../AppContext";
import { brand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { Button, primaryFill } from "../kit/Button";
import { Flash } from "../kit/Flash";
import { Pager } from "../kit/Pager";
import { usePhone } from "../kit/phone";
import { SortHeader } from "../kit/SortHeader";
import { colors } from "../kit/styles";
import { Table, TableWrap } from "../kit/Table";
import { down, up } from "../kit/tone";
import { StaleBanner, useLiveQuotes } from "../market/LiveQuotes";
import { CompanyName } from "../market/SimulatedBadge";
import { AddToWatchlistDialog } from "./WatchlistDialogs";

type ScannerActor = ActorRefFrom<typeof scannerMachine>;

const Buttons = styled("div")`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 0.75rem;
  margin-block-end: 1.25rem;
  button {
    font: inherit;
    font-weight: 600;
    padding: 0.9rem 1rem;
    border-radius: 0.75rem;
    border: 1px solid ${colors.border};
    background: ${colors.surfaceRaised};
    color: ${colors.text};
    cursor: pointer;
    text-align: start;
  }
  button[aria-pressed="true"] { background: ${primaryFill}; border-color: ${colors.accent}; }
  button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

const StatusBox = styled("div")`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${colors.muted};
  border: 1px dashed ${colors.border};
  border-radius: 0.75rem;
  font-size: 1.05rem;
`;

const Rule = styled("p")`
  margin-block: 0 1rem;
  padding: 0.75rem 1rem;
  border-inline-start: 3px solid ${colors.accent};
  background: ${colors.surface};
  border-radius: 0.5rem;
  line-height: 1.6;
  strong { display: block; margin-block-end: 0.2rem; }
`;

/** The sorted column: its header and cells tinted, so the order the rows follow is visible. */
const SortedTable = styled("div")`
  display: contents;
  th[data-sorted], td[data-sorted] { background: ${colors.surfaceRaised}; }
  thead th[aria-sort] { color: ${colors.text}; background: ${colors.surfaceRaised}; box-shadow: inset 0 -3px 0 ${colors.accent}; }
`;

type Texts = ReturnType<typeof useI18nContext>["LL"];

/** The header of a column (the ranking value's column is named after the scanner's value). */
function columnLabel(LL: Texts, key: ScannerKey, column: ScannerSortColumn): string {
  if (column === "metric") {
    const metric = SCANNER_RULES[key].metric;
    return metric ? LL.scanner.metrics[metric]() : "";
  }
  return LL.scanner.columns[column]();
}

/** What the scanner selects, with the thresholds the server tests, and how it ranks. */
function scannerRule(LL: Texts, lang: "en" | "ar", key: ScannerKey): string {
  const R = LL.scanner.rules;
  const pct = (n: number) => `${n}%`;
  const usd = (n: number) => formatCompact(n, lang, { decimals: 0, currency: "USD" });
  let what: string;
  switch (key) {
    case "rocket": {
      const r = SCANNER_RULES.rocket;
      what = R.rocket({
        minChange: pct(r.minChangePercent),
        minRelativeVolume: String(r.minRelativeVolume),
        minPrice: String(r.minPrice),
      });
      break;
    }
    case "liquidity":
      what = R.liquidity({ minTraded: usd(SCANNER_RULES.liquidity.minTradedUsd) });
      break;
    case "growth": {
      const r = SCANNER_RULES.growth;
      what = R.growth({ minReturn: pct(r.minReturn3m), rsiMin: String(r.rsiMin), rsiMax: String(r.rsiMax) });
      break;
    }
    case "dividend": {
      const r = SCANNER_RULES.dividend;
      what = R.dividend({ minYield: pct(r.minYield), minCap: usd(r.minMarketCapUsd) });
      break;
    }
  }
  return `${what} ${R.sortedBy({ column: columnLabel(LL, key, SCANNER_RULES[key].rankedBy) })}`;
}

const Signed = styled("span")`
  color: ${(p: { $n: number }) => (p.$n > 0 ? up : p.$n < 0 ? down : colors.text)};
`;

export function scannerName(LL: ReturnType<typeof useI18nContext>["LL"], key: ScannerKey, lang: string): string {
  return key === "dividend"
    ? LL.scanner.names.dividend({ product: brandNames(brand(), lang).product })
    : LL.scanner.names[key]();
}

function Status(props: { children: React.ReactNode }) {
  return <StatusBox role="status">{props.children}</StatusBox>;
}

function ResultPager(props: { current: number; total: number; busy: boolean; onPage(page: number): void }) {
  const { LL } = useI18nContext();
  const { current, total, onPage } = props;
  const P = LL.scanner.pager;
  if (total <= 1) return null;
  return (
    <Pager
      label={P.label()}
      current={current}
      items={pagerPages(current, total)}
      pageLabel={(page) => P.page({ page })}
      onPage={onPage}
      busy={props.busy}
      previous={{ content: P.previous(), enabled: !props.busy && current > 1, onClick: () => onPage(current - 1) }}
      next={{ content: P.next(), enabled: !props.busy && current < total, onClick: () => onPage(current + 1) }}
    />
  );
}

function metricCell(key: ScannerKey, value: number | undefined, lang: "en" | "ar"): string {
  if (value === undefined) return "—";
  const metric = SCANNER_RULES[key].metric;
  if (metric === "tradedValueUsd") return formatCompact(value, lang, { currency: "USD" });
  if (metric === "return3m") return formatSignedPercent(value);
  return formatPlainPercent(value);
}

function Results(props: {
  scanner: ScannerKey;
  sort: ScannerSort | null;
  onSort(column: ScannerSortColumn): void;
  rows: ScannerRow[];
  caption: string;
  describedBy: string;
  listed: Set<string>;
  onAdd(symbol: string): void;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const C = LL.scanner.columns;
  const key = props.scanner;
  const columns = scannerSortColumns(key);
  const hasMetric = columns.includes("metric");
  const symbols = useMemo(() => props.rows.map((r) => r.symbol), [props.rows]);
  const live = useLiveQuotes(symbols);
  const rows = useMemo(() => liveScannerRows(props.rows, live.quotes, key), [props.rows, live.quotes, key]);
  const sorted = props.sort?.column;
  const mark = (column: ScannerSortColumn) => (sorted === column ? { "data-sorted": "" } : {});
  // Phones: Change % right after the symbol (pinned), so it is in view without scrolling sideways.
  const phone = usePhone();
  const header = (column: ScannerSortColumn) => (
    <SortHeader
      key={column}
      column={column}
      sort={props.sort ? { key: props.sort.column, direction: props.sort.direction } : null}
      onSort={props.onSort}
      align={column === "symbol" ? "start" : "end"}
    >
      {columnLabel(LL, key, column)}
    </SortHeader>
  );
  return (
    <>
      <StaleBanner stale={live.stale} />
      <TableWrap tabIndex={0} role="region" aria-label={props.caption} aria-describedby={props.describedBy}>
        <SortedTable>
          <Table>
            <caption>{props.caption}</caption>
            <thead>
              <tr>
                {header("symbol")}
                {phone ? header("changePercentage") : null}
                {header("price")}
                {phone ? null : header("changePercentage")}
                {hasMetric ? header("metric") : null}
                {header("volume")}
                {header("marketCap")}
                {header("outstandingShares")}
                {header("close")}
                {header("lastDividend")}
                <th scope="col">{C.watchlist()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const listed = props.listed.has(row.symbol);
                const change = (
                  <td dir="ltr" data-col="change" {...mark("changePercentage")}>
                    <Signed $n={row.changePercentage}>{formatSignedPercent(row.changePercentage)}</Signed>
                  </td>
                );
                return (
                  <tr key={row.symbol}>
                    <th scope="row" dir="ltr" data-col="symbol" {...mark("symbol")}>
                      <TickerLink symbol={row.symbol} />
                      <CompanyName row={row} />
                    </th>
                    {phone ? change : null}
                    <td dir="ltr" {...mark("price")}>
                      <Flash value={row.price}>{formatPrice(row.price, listingCurrency(row.symbol), lang)}</Flash>
                    </td>
                    {phone ? null : change}
                    {hasMetric ? (
                      <td dir="ltr" {...mark("metric")}>
                        {metricCell(key, row.metric, lang)}
                      </td>
                    ) : null}
                    <td {...mark("volume")}>{formatCompact(row.volume, lang)}</td>
                    <td {...mark("marketCap")}>
                      {formatCompact(row.marketCap, lang, { currency: listingCurrency(row.symbol) })}
                    </td>
                    <td {...mark("outstandingShares")}>{formatCompact(row.outstandingShares, lang)}</td>
                    <td dir="ltr" {...mark("close")}>
                      {formatPrice(row.close, listingCurrency(row.symbol), lang)}
                    </td>
                    <td dir="ltr" {...mark("lastDividend")}>
                      {formatPrice(row.lastDividend, listingCurrency(row.symbol), lang)}
                    </td>
                    <td>
                      <Button
                        type="button"
                        disabled={listed}
                        aria-label={
                          listed
                            ? LL.scanner.alreadyListed({ symbol: row.symbol })
                            : LL.scanner.addLabel({ symbol: row.symbol })
                        }
                        onClick={() => props.onAdd(row.symbol)}
                      >
                        {LL.scanner.add()}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </SortedTable>
      </TableWrap>
    </>
  );
}

export function ScannersPanel(props: { scanner: ScannerActor; watchlists: WatchlistsActor }) {
  const { LL } = useI18nContext();
  const { scanner, watchlists } = props;
  const selected = useSelector(scanner, (s) => s.context.scanner);
  const result = useSelector(scanner, (s) => s.context.result);
  const page = useSelector(scanner, (s) => s.context.page);
  const sort = useSelector(scanner, (s) => effectiveSort(s.context));
  const chosenSort = useSelector(scanner, (s) => s.context.sort);
  const lang = useLang();
  const loading = useSelector(scanner, (s) => s.hasTag("loading"));
  const failed = useSelector(scanner, (s) => s.matches("failed"));
  const lists = useSelector(watchlists, (s) => s.context.lists);
  const addDialog = useSelector(watchlists, (s) =>
    s.matches({ ready: { ui: "addDialog" } }) ? (s.children.dialog as AddDialogActor | undefined) : undefined,
  );
  const listed = listedSymbols(lists);

  let body: React.ReactNode;
  if (!selected) body = <Status>{LL.scanner.noFilter()}</Status>;
  // A new sort or page keeps the rows shown (busy) until the next arrive, so the focused header stays.
  else if (loading && !result) body = <Status>{LL.scanner.loading()}</Status>;
  else if (failed)
    body = (
      <Status>
        <p>{LL.scanner.loadFailed()}</p>
        <Button type="button" onClick={() => scanner.send({ type: "retry" })}>
          {LL.scanner.retry()}
        </Button>
      </Status>
    );
  else if (!result || result.data.length === 0) body = <Status>{LL.scanner.empty()}</Status>;
  else
    body = (
      <Results
        scanner={selected}
        sort={sort}
        onSort={(column) => scanner.send({ type: "sort", column })}
        describedBy="scanner-rule"
        rows={result.data}
        listed={listed}
        caption={LL.scanner.caption({
          scanner: scannerName(LL, selected, lang),
          count: result.totalTickers,
          page: result.currentPage,
          pages: result.totalPages,
        })}
        onAdd={(symbol) => watchlists.send({ type: "add.open", symbol, scanner: selected })}
      />
    );

  return (
    <>
      <Buttons role="group" aria-label={LL.scanner.scannersLabel()}>
        {SCANNER_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={selected === key}
            onClick={() => scanner.send({ type: "select", scanner: key })}
          >
            {scannerName(LL, key, lang)}
          </button>
        ))}
      </Buttons>
      {selected ? (
        <Rule id="scanner-rule" data-scanner-rule={selected}>
          <strong>{LL.scanner.rules.label()}</strong>
          {scannerRule(LL, lang, selected)}
          {chosenSort ? (
            <>
              {" "}
              {LL.scanner.rules.nowSorted({
                column: columnLabel(LL, selected, chosenSort.column),
                direction: LL.scanner.rules[chosenSort.direction](),
              })}
            </>
          ) : null}
        </Rule>
      ) : null}
      <div aria-busy={loading}>{body}</div>
      {result && selected ? (
        <ResultPager
          current={page}
          total={result.totalPages}
          busy={loading}
          onPage={(p) => scanner.send({ type: "page", page: p })}
        />
      ) : null}
      {addDialog ? <AddToWatchlistDialog dialog={addDialog} /> : null}
    </>
  );
}
