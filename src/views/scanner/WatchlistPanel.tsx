// The Watchlist tab: 'Your Watchlists', create (dialog), rename (rename mode in the list's
// card: an input and Save), delete (with confirmation), remove a ticker, and the current
// data of every listed ticker.
import { useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useId, useRef } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { type NameDialogActor, tickerKey, type WatchlistsActor } from "../../machines/scanner/watchlists.machine";
import type { ScannerKey, ScannerRow, Watchlist } from "../../shared/portal";
import { useLang } from "../AppContext";
import { CompanyName } from "../market/SimulatedBadge";
import { formatCompact, formatPercent, formatPrice } from "../portal/format";
import { Button, down, ErrorText, Field, Muted, Table, TableWrap, up } from "../portal/ui";
import { colors } from "../styles";
import { scannerName } from "./ScannersPanel";
import { CreateWatchlistDialog, DeleteWatchlistDialog, useDialogError } from "./WatchlistDialogs";

const Head = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 1rem;
  h2 { margin: 0; margin-inline-end: auto; font-size: 1.35rem; }
  h2:focus { outline: none; }
`;

const Card = styled("section")`
  border: 1px solid ${colors.border};
  border-radius: 0.9rem;
  background: ${colors.surface};
  padding: 1rem;
  margin-block-end: 1rem;
  header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-block-end: 0.75rem; }
  h3 { margin: 0; margin-inline-end: auto; font-size: 1.1rem; }
  form { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem; margin-inline-end: auto; }
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
        {W.renameLabel({ name: props.name })}
        <input
          ref={input}
          value={value}
          maxLength={60}
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

function TickerTable(props: {
  list: Watchlist;
  data: Record<string, ScannerRow | null>;
  dataState: "loading" | "loaded" | "failed";
  busy: boolean;
  onRemove(tickerName: string): void;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const W = LL.scanner.watchlist;
  const C = LL.scanner.columns;
  const { list } = props;
  if (list.tickers.length === 0) return <Muted>{W.emptyList()}</Muted>;
  return (
    <TableWrap tabIndex={0} role="region" aria-label={W.tickersLabel({ name: list.watchlistName })}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{C.symbol()}</th>
            <th scope="col">{W.scanner()}</th>
            <th scope="col">{C.price()}</th>
            <th scope="col">{C.changePercentage()}</th>
            <th scope="col">{C.volume()}</th>
            <th scope="col">{C.marketCap()}</th>
            <th scope="col">{W.remove()}</th>
          </tr>
        </thead>
        <tbody>
          {list.tickers.map((t) => {
            const row = props.data[tickerKey(t.tickerName, t.selectedScanner)];
            const missing =
              props.dataState === "loading"
                ? LL.scanner.loading()
                : props.dataState === "failed"
                  ? W.dataFailed()
                  : W.noData();
            return (
              <tr key={t.tickerName}>
                <th scope="row" dir="ltr">
                  {t.tickerName}
                  {row ? <CompanyName row={row} /> : null}
                </th>
                <td>{scannerName(LL, t.selectedScanner as ScannerKey)}</td>
                {row ? (
                  <>
                    <td dir="ltr">{formatPrice(row.price)}</td>
                    <td dir="ltr">
                      <Signed $n={row.changePercentage}>{formatPercent(row.changePercentage)}</Signed>
                    </td>
                    <td>{formatCompact(row.volume, lang)}</td>
                    <td>{formatCompact(row.marketCap, lang)}</td>
                  </>
                ) : (
                  <td colSpan={4}>{missing}</td>
                )}
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

export function WatchlistPanel(props: { watchlists: WatchlistsActor }) {
  const { LL } = useI18nContext();
  const W = LL.scanner.watchlist;
  const { watchlists } = props;
  const lists = useSelector(watchlists, (s) => s.context.lists);
  const loading = useSelector(watchlists, (s) => s.matches("loading"));
  const failed = useSelector(watchlists, (s) => s.matches("failed"));
  const idle = useSelector(watchlists, (s) => s.matches({ ready: { ui: "idle" } }));
  const dialog = useSelector(watchlists, (s) =>
    s.matches({ ready: { ui: "nameDialog" } }) ? (s.children.dialog as NameDialogActor | undefined) : undefined,
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
        <Card key={list._id} aria-label={list.watchlistName}>
          <header>
            {renaming === list._id && dialog ? (
              <RenameForm dialog={dialog} listId={list._id} name={list.watchlistName} />
            ) : (
              <>
                <h3>{list.watchlistName}</h3>
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
          />
        </Card>
      ))}
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
