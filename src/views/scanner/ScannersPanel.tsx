// The Scanners tab: the four scanner buttons, the results of the chosen one with its pager,
// and the add-to-watchlist dialog of a result row.
import { useSelector } from "@xstate/react";
import { styled } from "goober";
import type { ActorRefFrom } from "xstate";
import { useI18nContext } from "../../i18n/i18n-react";
import { pagerPages, type scannerMachine } from "../../machines/scanner/scanner.machine";
import { type AddDialogActor, listedSymbols, type WatchlistsActor } from "../../machines/scanner/watchlists.machine";
import { listingCurrency } from "../../shared/format";
import { SCANNER_KEYS, type ScannerKey, type ScannerRow } from "../../shared/portal";
import { useLang } from "../AppContext";
import { brand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { Pager } from "../kit/Pager";
import { CompanyName } from "../market/SimulatedBadge";
import { formatCompact, formatPercent, formatPrice } from "../portal/format";
import { Button, down, primaryFill, Table, TableWrap, up } from "../portal/ui";
import { colors } from "../styles";
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

const Signed = styled("span")`
  color: ${(p: { $n: number }) => (p.$n > 0 ? up : p.$n < 0 ? down : colors.text)};
`;

export function scannerName(LL: ReturnType<typeof useI18nContext>["LL"], key: ScannerKey): string {
  return key === "dividend" ? LL.scanner.names.dividend({ product: brand().product }) : LL.scanner.names[key]();
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

function Results(props: { rows: ScannerRow[]; caption: string; listed: Set<string>; onAdd(symbol: string): void }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const C = LL.scanner.columns;
  return (
    <TableWrap tabIndex={0} role="region" aria-label={props.caption}>
      <Table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.symbol()}</th>
            <th scope="col">{C.price()}</th>
            <th scope="col">{C.changePercentage()}</th>
            <th scope="col">{C.volume()}</th>
            <th scope="col">{C.marketCap()}</th>
            <th scope="col">{C.outstandingShares()}</th>
            <th scope="col">{C.close()}</th>
            <th scope="col">{C.lastDividend()}</th>
            <th scope="col">{C.watchlist()}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const listed = props.listed.has(row.symbol);
            return (
              <tr key={row.symbol}>
                <th scope="row" dir="ltr">
                  <TickerLink symbol={row.symbol} />
                  <CompanyName row={row} />
                </th>
                <td dir="ltr">{formatPrice(row.price, listingCurrency(row.symbol), lang)}</td>
                <td dir="ltr">
                  <Signed $n={row.changePercentage}>{formatPercent(row.changePercentage)}</Signed>
                </td>
                <td>{formatCompact(row.volume, lang)}</td>
                <td>{formatCompact(row.marketCap, lang, listingCurrency(row.symbol))}</td>
                <td>{formatCompact(row.outstandingShares, lang)}</td>
                <td dir="ltr">{formatPrice(row.close, listingCurrency(row.symbol), lang)}</td>
                <td dir="ltr">{formatPrice(row.lastDividend, listingCurrency(row.symbol), lang)}</td>
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
    </TableWrap>
  );
}

export function ScannersPanel(props: { scanner: ScannerActor; watchlists: WatchlistsActor }) {
  const { LL } = useI18nContext();
  const { scanner, watchlists } = props;
  const selected = useSelector(scanner, (s) => s.context.scanner);
  const result = useSelector(scanner, (s) => s.context.result);
  const page = useSelector(scanner, (s) => s.context.page);
  const loading = useSelector(scanner, (s) => s.hasTag("loading"));
  const failed = useSelector(scanner, (s) => s.matches("failed"));
  const lists = useSelector(watchlists, (s) => s.context.lists);
  const addDialog = useSelector(watchlists, (s) =>
    s.matches({ ready: { ui: "addDialog" } }) ? (s.children.dialog as AddDialogActor | undefined) : undefined,
  );
  const listed = listedSymbols(lists);

  let body: React.ReactNode;
  if (!selected) body = <Status>{LL.scanner.noFilter()}</Status>;
  else if (loading) body = <Status>{LL.scanner.loading()}</Status>;
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
        rows={result.data}
        listed={listed}
        caption={LL.scanner.caption({
          scanner: scannerName(LL, selected),
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
            {scannerName(LL, key)}
          </button>
        ))}
      </Buttons>
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
