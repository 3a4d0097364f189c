// The Watchlist tab: 'Your Watchlists', create (dialog), rename (rename mode in the list's
// card: an input and Save), delete (with confirmation), remove a ticker, and the current
// data of every listed ticker; with the alerts actor, 'Create alert' on each ticker and the
// user's alerts under the lists (src/views/alerts/). Prices follow the live quotes (the
// watchlists machine's quotes actor); a changed price flashes, and a banner says when they are stale.
import { useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  type AddDialogActor,
  listedSymbols,
  type NameDialogActor,
  tickerKey,
  type WatchlistsActor,
} from "../../machines/scanner/watchlists.machine";
import { formatCompact, formatPrice, formatSignedPercent, listingCurrency } from "../../shared/format";
import type { ScannerKey, ScannerRow } from "../../shared/market";
import { MAX_WATCHLIST_NAME, type Watchlist } from "../../shared/watchlists";
import { useLang } from "../AppContext";
import { AlertDialog } from "../alerts/AlertDialog";
import { AlertsPanel } from "../alerts/AlertsPanel";
import type { AlertsActor } from "../alerts/useAlerts";
import { limitedInput } from "../common/FieldMessage";
import { SymbolCombobox } from "../common/SymbolCombobox";
import { TickerLink } from "../common/TickerLink";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText, Field } from "../kit/Field";
import { Flash } from "../kit/Flash";
import { LongName, LongText } from "../kit/LongName";
import { usePhone } from "../kit/phone";
import { SortHeader, useTableSort } from "../kit/SortHeader";
import { colors } from "../kit/styles";
import { Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { down, up } from "../kit/tone";
import { StaleBanner, useLiveQuotes } from "../market/LiveQuotes";
import { CompanyName } from "../market/SimulatedBadge";
import { scannerName } from "./ScannersPanel";
import { AddToWatchlistDialog, CreateWatchlistDialog, DeleteWatchlistDialog, useDialogError } from "./WatchlistDialogs";

const pickerSpace = css`
  margin-block-end: 1rem;
`;

const Head = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 1rem;
  h2 { margin: 0; margin-inline-end: auto; font-size: 1.35rem; }
  h2:focus { outline: none; }
`;

const watchlistCard = css`
  padding: 1rem;
  margin-block-end: 1rem;
  header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-block-end: 0.75rem; }
  h3 { margin: 0; margin-inline-end: auto; font-size: 1.1rem; flex: 1 1 10rem; min-width: 0; }
  form { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem; margin-inline-end: auto; min-width: 0; }
  form label { min-width: 0; max-inline-size: 100%; }
`;

const Signed = styled("span")`
  color: ${(p: { $n: number }) => (p.$n > 0 ? up : p.$n < 0 ? down : colors.text)};
`;

function RenameForm(props: { dialog: NameDialogActor; listId: string; name: string }) {
  const { LL } = useI18nContext();
  const W = LL.scanner.watchlist;
  const id = useId();
  const { dialog, listId } = props;
  const value = useSelector(dialog, (s) => s.context.name);
  const busy = useSelector(dialog, (s) => s.hasTag("busy"));
  const error = useDialogError(useSelector(dialog, (s) => s.context.error));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    input.current?.focus();
    input.current?.select();
    return () => {
      // Focus goes back to the list's Rename button.
      if (opener?.isConnected) opener.focus();
      else document.querySelector<HTMLElement>(`[data-rename-for="${CSS.escape(listId)}"]`)?.focus();
    };
  }, [listId]);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dialog.send({ type: "submit" });
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") dialog.send({ type: "cancel" });
      }}
    >
      <Field>
        <LongText text={W.renameLabel({ name: props.name })} name={props.name} />
        <input
          ref={input}
          value={value}
          {...limitedInput(MAX_WATCHLIST_NAME, (value) => dialog.send({ type: "name.change", value }))}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => dialog.send({ type: "name.change", value: e.target.value })}
        />
      </Field>
      <Button type="submit" $variant="primary" disabled={busy}>
        {busy ? W.saving() : W.save()}
      </Button>
      <Button type="button" onClick={() => dialog.send({ type: "cancel" })}>
        {W.cancel()}
      </Button>
      {error ? (
        <ErrorText id={`${id}-error`} role="alert" style={{ flexBasis: "100%" }}>
          {error}
        </ErrorText>
      ) : null}
    </form>
  );
}

type WatchlistTicker = Watchlist["tickers"][number];

const changeCell = (row: ScannerRow) => (
  <td dir="ltr" data-col="change">
    <Signed $n={row.changePercentage}>{formatSignedPercent(row.changePercentage)}</Signed>
  </td>
);
type TickerColumn = "symbol" | "scanner" | "price" | "changePercentage" | "volume" | "marketCap";

function TickerTable(props: {
  list: Watchlist;
  data: Record<string, ScannerRow | null>;
  dataState: "loading" | "loaded" | "failed";
  busy: boolean;
  onRemove(tickerName: string): void;
  onCreateAlert?(symbol: string): void;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const W = LL.scanner.watchlist;
  const C = LL.scanner.columns;
  const { list } = props;
  const rowOf = (t: WatchlistTicker) => props.data[tickerKey(t.tickerName, t.selectedScanner)] ?? null;
  const { sort, sorted, onSort } = useTableSort<WatchlistTicker, TickerColumn>(list.tickers, (t, key) => {
    if (key === "symbol") return t.tickerName;
    if (key === "scanner") return scannerName(LL, t.selectedScanner as ScannerKey, lang);
    return rowOf(t)?.[key] ?? null;
  });
  // Phones: Change % right after the symbol (pinned), so it is in view without scrolling sideways.
  const phone = usePhone();
  if (list.tickers.length === 0) return <Muted>{W.emptyList()}</Muted>;
  const header = (column: TickerColumn, label: string, align: "start" | "end" = "end") => (
    <SortHeader column={column} sort={sort} onSort={onSort} align={align}>
      {label}
    </SortHeader>
  );
  return (
    <TableWrap tabIndex={0} role="region" aria-label={W.tickersLabel({ name: list.watchlistName })}>
      <Table>
        <thead>
          <tr>
            {header("symbol", C.symbol(), "start")}
            {phone ? header("changePercentage", C.changePercentage()) : null}
            {header("price", C.price())}
            {phone ? null : header("changePercentage", C.changePercentage())}
            {header("volume", C.volume())}
            {header("marketCap", C.marketCap())}
            {header("scanner", W.scanner())}
            {props.onCreateAlert ? <th scope="col">{LL.alerts.ui.create()}</th> : null}
            <th scope="col">{W.remove()}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((t) => {
            const row = rowOf(t);
            const missing =
              props.dataState === "loading"
                ? LL.scanner.loading()
                : props.dataState === "failed"
                  ? W.dataFailed()
                  : W.noData();
            return (
              <tr key={t.tickerName}>
                <th scope="row" dir="ltr" data-col="symbol">
                  <TickerLink symbol={t.tickerName} />
                  {row ? <CompanyName row={row} /> : null}
                </th>
                {row ? (
                  <>
                    {phone ? changeCell(row) : null}
                    <td dir="ltr" data-col="price">
                      <Flash value={row.price}>{formatPrice(row.price, listingCurrency(row.symbol), lang)}</Flash>
                    </td>
                    {phone ? null : changeCell(row)}
                    <td>{formatCompact(row.volume, lang)}</td>
                    <td>{formatCompact(row.marketCap, lang, { currency: listingCurrency(row.symbol) })}</td>
                  </>
                ) : (
                  <td colSpan={4}>{missing}</td>
                )}
                <td>{scannerName(LL, t.selectedScanner as ScannerKey, lang)}</td>
                {props.onCreateAlert ? (
                  <td>
                    <Button
                      type="button"
                      aria-label={LL.alerts.ui.createLabel({ symbol: t.tickerName })}
                      onClick={() => props.onCreateAlert?.(t.tickerName)}
                    >
                      {LL.alerts.ui.create()}
                    </Button>
                  </td>
                ) : null}
                <td>
                  <Button
                    type="button"
                    disabled={props.busy}
                    aria-label={W.removeLabel({ symbol: t.tickerName, name: list.watchlistName })}
                    onClick={() => props.onRemove(t.tickerName)}
                  >
                    {W.remove()}
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

export function WatchlistPanel(props: { watchlists: WatchlistsActor; alerts?: AlertsActor }) {
  const { LL } = useI18nContext();
  const W = LL.scanner.watchlist;
  const { watchlists } = props;
  const [alertFor, setAlertFor] = useState<string | null>(null);
  const lists = useSelector(watchlists, (s) => s.context.lists);
  // The rows' quotes come through the watchlists machine; this follows the same symbols (on the
  // same shared socket) to tell when they are stale.
  const symbols = useMemo(() => [...listedSymbols(lists)], [lists]);
  const { stale } = useLiveQuotes(symbols);
  const loading = useSelector(watchlists, (s) => s.matches("loading"));
  const failed = useSelector(watchlists, (s) => s.matches("failed"));
  const idle = useSelector(watchlists, (s) => s.matches({ ready: { ui: "idle" } }));
  const dialog = useSelector(watchlists, (s) =>
    s.matches({ ready: { ui: "nameDialog" } }) ? (s.children.dialog as NameDialogActor | undefined) : undefined,
  );
  const addDialog = useSelector(watchlists, (s) =>
    s.matches({ ready: { ui: "addDialog" } }) ? (s.children.dialog as AddDialogActor | undefined) : undefined,
  );
  const renaming = useSelector(watchlists, (s) => s.context.renaming);
  const pendingDelete = useSelector(watchlists, (s) => s.context.pendingDelete);
  const confirming = useSelector(
    watchlists,
    (s) => s.matches({ ready: { ui: "confirmingDelete" } }) || s.matches({ ready: { ui: "deleting" } }),
  );
  const tickerData = useSelector(watchlists, (s) => s.context.tickerData);
  const dataState = useSelector(watchlists, (s) =>
    s.matches({ ready: { data: "loaded" } })
      ? "loaded"
      : s.matches({ ready: { data: "failed" } })
        ? "failed"
        : "loading",
  );

  return (
    <>
      <Head>
        <h2 tabIndex={-1} data-focus-fallback>
          {W.heading()}
        </h2>
        <Button
          type="button"
          $variant="primary"
          disabled={!idle}
          onClick={() => watchlists.send({ type: "create.open" })}
        >
          {W.create()}
        </Button>
      </Head>
      <StaleBanner stale={stale} />
      {/* Any symbol, found by symbol or name (en, ar), goes to a list through the add dialog. */}
      {lists.length > 0 ? (
        <SymbolCombobox
          scope="user"
          label={LL.scanner.watchlist.search.label()}
          className={pickerSpace}
          disabled={!idle}
          onChoose={(company) => watchlists.send({ type: "add.open", symbol: company.symbol, scanner: "rocket" })}
        />
      ) : null}
      {addDialog ? <AddToWatchlistDialog dialog={addDialog} /> : null}
      {loading ? <Muted role="status">{LL.scanner.loading()}</Muted> : null}
      {failed ? (
        <div role="status">
          <Muted>{LL.scanner.loadFailed()}</Muted>
          <Button type="button" onClick={() => watchlists.send({ type: "retry" })}>
            {LL.scanner.retry()}
          </Button>
        </div>
      ) : null}
      {!loading && !failed && lists.length === 0 ? <Muted>{W.none()}</Muted> : null}
      {lists.map((list) => (
        <Card $look="panel" className={watchlistCard} key={list._id} aria-label={list.watchlistName}>
          <header>
            {renaming === list._id && dialog ? (
              <RenameForm dialog={dialog} listId={list._id} name={list.watchlistName} />
            ) : (
              <>
                <h3>
                  <LongName name={list.watchlistName} />
                </h3>
                <Button
                  type="button"
                  data-rename-for={list._id}
                  disabled={!idle}
                  onClick={() => watchlists.send({ type: "rename.open", watchlistId: list._id })}
                >
                  {W.rename()}
                </Button>
                <Button
                  type="button"
                  $variant="danger"
                  disabled={!idle}
                  aria-label={W.deleteLabel({ name: list.watchlistName })}
                  onClick={() => watchlists.send({ type: "delete.ask", watchlistId: list._id })}
                >
                  {W.delete()}
                </Button>
              </>
            )}
          </header>
          <TickerTable
            list={list}
            data={tickerData}
            dataState={dataState}
            busy={!idle}
            onRemove={(tickerName) => watchlists.send({ type: "ticker.remove", watchlistId: list._id, tickerName })}
            onCreateAlert={props.alerts ? setAlertFor : undefined}
          />
        </Card>
      ))}
      {props.alerts ? <AlertsPanel alerts={props.alerts} /> : null}
      {alertFor && props.alerts ? (
        <AlertDialog
          symbol={alertFor}
          onClose={(saved) => {
            setAlertFor(null);
            if (saved) props.alerts?.send({ type: "saved", alert: saved });
          }}
        />
      ) : null}
      {dialog && renaming === null ? <CreateWatchlistDialog dialog={dialog} /> : null}
      {confirming && pendingDelete ? (
        <DeleteWatchlistDialog
          watchlists={watchlists}
          name={lists.find((l) => l._id === pendingDelete)?.watchlistName ?? ""}
        />
      ) : null}
    </>
  );
}
