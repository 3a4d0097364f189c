// The team watchlist (/partner/tools/watchlist): the lists the partner's team shares, one shown at
// a time with its symbols' live prices (currency and the price's time on the exchange's clock), a
// note per symbol and the CSV export. Editors and the partner account change the lists; viewers
// see a line saying they cannot. Renders the teamWatchlist machine.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useId, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { shownList, type TeamWatchlistActor, teamWatchlistMachine } from "../../machines/team/teamWatchlist.machine";
import { exchangeZone, formatTime } from "../../shared/datetime";
import { FIELD_LIMITS } from "../../shared/fields";
import { formatPrice, formatSignedPercent } from "../../shared/format";
import { type TeamWatchlist as List, TEAM, type TeamWatchlistSymbol } from "../../shared/partner-team";
import { latinLang } from "../kit/lang";
import { Screen, Sheet } from "../kit/Page";
import { usePhone } from "../kit/phone";
import { saveFile } from "../kit/saveFile";
import { Table, TableWrap } from "../kit/Table";
import { WithTexts } from "../kit/WithTexts";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { LoadFailed, Loading } from "./LoadStates";
import { DANGER, FieldBox, GAIN, Panel, Problem, Row, SmallButton, UserText } from "./styles";

const Layout = styled("div")`
  display: grid;
  gap: 1rem;
  min-width: 0;
  .tabs {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .tabs button[aria-pressed="true"] {
    background: var(--p-primary);
    border-color: var(--p-primary);
    color: #ffffff;
    font-weight: 700;
  }
  /* The caption stays within the table frame's width, at its inline start, while the table
     scrolls (the frame is the size container it is measured against). */
  [role="region"]:has(> table) {
    container-type: inline-size;
  }
  caption {
    position: sticky;
    inset-inline-start: 0;
    max-inline-size: 100cqi;
    box-sizing: border-box;
    padding: 0.5rem 0.9rem 0.25rem;
    text-align: start;
  }
  td.note {
    white-space: normal;
    min-inline-size: 10rem;
  }
  th small {
    display: block;
    max-inline-size: 12rem;
    white-space: normal;
    font-weight: 400;
  }
  td.note form {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  td.note input {
    font: inherit;
    min-block-size: 2.5rem;
    flex: 1 1 6rem;
    inline-size: 6rem;
    min-width: 0;
    border-radius: 8px;
    border: 1px solid var(--p-border);
    background: var(--p-bg);
    color: var(--p-text);
    padding-inline: 0.5rem;
  }
  .up {
    color: ${GAIN};
  }
  .down {
    color: ${DANGER};
  }
`;

export function TeamWatchlist() {
  return (
    <WithTexts namespace="team">
      <WatchlistScreen />
    </WithTexts>
  );
}

function WatchlistScreen() {
  const { LL } = useI18nContext();
  const t = LL.team.watchlist;
  const actor = useActorRef(
    teamWatchlistMachine.provide({
      actions: { save: (_, file) => saveFile(file, "team-watchlist.csv") },
    }),
    { inspect },
  );
  const loading = useSelector(actor, (s) => s.matches("loading"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const error = useSelector(actor, (s) => s.context.error);
  const canEdit = useSelector(actor, (s) => s.context.canEdit);
  return (
    <Screen data-screen="TeamWatchlist">
      <Sheet>
        <Row>
          <h1>{t.title()}</h1>
          <SimulatedBadge />
        </Row>
        <p>{t.intro()}</p>
        {loading ? (
          <Loading text={t.loading()} />
        ) : failed ? (
          <LoadFailed
            message={error?.message ?? t.loadFailed()}
            retry={t.retry()}
            onRetry={() => actor.send({ type: "retry" })}
          />
        ) : (
          <Layout>
            {!canEdit && (
              <p role="note" data-testid="read-only">
                {t.readOnly()}
              </p>
            )}
            <Lists actor={actor} />
            <Shown actor={actor} />
          </Layout>
        )}
      </Sheet>
    </Screen>
  );
}

function Lists({ actor }: { actor: TeamWatchlistActor }) {
  const { LL } = useI18nContext();
  const t = LL.team.watchlist;
  const id = useId();
  const lists = useSelector(actor, (s) => s.context.lists);
  const selected = useSelector(actor, (s) => s.context.selected);
  const canEdit = useSelector(actor, (s) => s.context.canEdit);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => s.context.error);
  const [name, setName] = useState("");
  const nameError = error?.field === "name" ? error.message : null;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.lists()}</h2>
      {lists.length === 0 ? (
        <p>{canEdit ? t.empty() : t.emptyViewer()}</p>
      ) : (
        <ul className="tabs">
          {lists.map((l) => (
            <li key={l.id}>
              <SmallButton
                type="button"
                aria-pressed={l.id === selected}
                onClick={() => actor.send({ type: "select", id: l.id })}
              >
                <UserText data-user-text>{l.name}</UserText>
              </SmallButton>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim() === "") return;
            actor.send({ type: "write", write: { kind: "create", name } });
            setName("");
          }}
        >
          <Row>
            <FieldBox>
              {t.newList()}
              <input
                name="list-name"
                value={name}
                maxLength={FIELD_LIMITS.watchlistName}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id}-name-error` : undefined}
                onChange={(e) => setName(e.target.value)}
              />
            </FieldBox>
            <SmallButton type="submit" className="primary" disabled={busy || name.trim() === ""}>
              {t.create()}
            </SmallButton>
          </Row>
          {nameError && (
            <Problem id={`${id}-name-error`} role="alert">
              {nameError}
            </Problem>
          )}
        </form>
      )}
    </Panel>
  );
}

function Shown({ actor }: { actor: TeamWatchlistActor }) {
  const { LL } = useI18nContext();
  const t = LL.team.watchlist;
  const id = useId();
  const list = useSelector(actor, (s) => shownList(s.context));
  const canEdit = useSelector(actor, (s) => s.context.canEdit);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const exporting = useSelector(actor, (s) => s.hasTag("exporting"));
  const exportFailed = useSelector(actor, (s) => s.context.exportFailed);
  const error = useSelector(actor, (s) => s.context.error);
  const [symbol, setSymbol] = useState("");
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (!list) return null;
  const symbolError = error?.field === "symbol" ? error.message : null;
  const otherError =
    error && error.field !== "symbol" && error.field !== "name" ? (error.message ?? t.loadFailed()) : null;
  return (
    <Panel aria-labelledby={`${id}-title`} data-testid="shown-list">
      <Row>
        <h2 id={`${id}-title`}>
          <UserText data-user-text>{list.name}</UserText>
        </h2>
        <SmallButton type="button" disabled={exporting} onClick={() => actor.send({ type: "export" })}>
          {exporting ? t.exporting() : t.export()}
        </SmallButton>
        {canEdit && renaming === null && !deleting && (
          <>
            <SmallButton type="button" disabled={busy} onClick={() => setRenaming(list.name)}>
              {t.rename()}
            </SmallButton>
            <SmallButton type="button" className="danger" disabled={busy} onClick={() => setDeleting(true)}>
              {t.delete()}
            </SmallButton>
          </>
        )}
      </Row>
      {exportFailed && <Problem role="alert">{t.exportFailed()}</Problem>}
      {canEdit && renaming !== null && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: "write", write: { kind: "rename", id: list.id, name: renaming } });
            setRenaming(null);
          }}
        >
          <Row>
            <FieldBox>
              {t.listName()}
              <input
                name="rename"
                value={renaming}
                maxLength={FIELD_LIMITS.watchlistName}
                onChange={(e) => setRenaming(e.target.value)}
              />
            </FieldBox>
            <SmallButton type="submit" className="primary" disabled={busy || renaming.trim() === ""}>
              {t.save()}
            </SmallButton>
            <SmallButton type="button" onClick={() => setRenaming(null)}>
              {t.cancel()}
            </SmallButton>
          </Row>
        </form>
      )}
      {canEdit && deleting && (
        <Row>
          <span>{t.deleteConfirm({ name: `\u2068${list.name}\u2069` })}</span>
          <SmallButton
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => {
              actor.send({ type: "write", write: { kind: "delete", id: list.id } });
              setDeleting(false);
            }}
          >
            {t.confirm()}
          </SmallButton>
          <SmallButton type="button" onClick={() => setDeleting(false)}>
            {t.cancel()}
          </SmallButton>
        </Row>
      )}
      {canEdit && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (symbol.trim() === "") return;
            actor.send({ type: "write", write: { kind: "add", id: list.id, symbol, note: "" } });
            setSymbol("");
          }}
        >
          <Row>
            <FieldBox>
              {t.addSymbol()}
              <input
                name="symbol"
                dir="ltr"
                autoCapitalize="characters"
                maxLength={FIELD_LIMITS.symbol}
                value={symbol}
                aria-invalid={symbolError ? true : undefined}
                aria-describedby={symbolError ? `${id}-symbol-error` : undefined}
                onChange={(e) => setSymbol(e.target.value)}
              />
            </FieldBox>
            <SmallButton type="submit" className="primary" disabled={busy || symbol.trim() === ""}>
              {t.add()}
            </SmallButton>
          </Row>
          {symbolError && (
            <Problem id={`${id}-symbol-error`} role="alert">
              {symbolError}
            </Problem>
          )}
        </form>
      )}
      {otherError && <Problem role="alert">{otherError}</Problem>}
      {list.symbols.length === 0 ? <p>{t.emptyList()}</p> : <SymbolsTable actor={actor} list={list} />}
    </Panel>
  );
}

function SymbolsTable({ actor, list }: { actor: TeamWatchlistActor; list: List }) {
  const { LL } = useI18nContext();
  const t = LL.team.watchlist;
  const id = useId();
  const canEdit = useSelector(actor, (s) => s.context.canEdit);
  // Phones: Change % right after the symbol (pinned), so it is in view without scrolling sideways.
  const phone = usePhone();
  return (
    <TableWrap $look="partner" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <Table $look="partner">
        <caption id={`${id}-caption`}>{t.live()}</caption>
        <thead>
          <tr>
            <th scope="col" data-col="symbol">
              {t.columns.symbol()}
            </th>
            {phone ? <th scope="col">{t.columns.change()}</th> : null}
            <th scope="col">{t.columns.price()}</th>
            {phone ? null : <th scope="col">{t.columns.change()}</th>}
            <th scope="col">{t.columns.time()}</th>
            <th scope="col">{t.columns.note()}</th>
            {canEdit && <th scope="col">{t.columns.actions()}</th>}
          </tr>
        </thead>
        <tbody>
          {list.symbols.map((s) => (
            <SymbolRow key={s.symbol} actor={actor} listId={list.id} item={s} changeFirst={phone} />
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function SymbolRow({
  actor,
  listId,
  item,
  changeFirst,
}: {
  actor: TeamWatchlistActor;
  listId: string;
  item: TeamWatchlistSymbol;
  /** Change % right after the symbol (phones). */
  changeFirst: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.team.watchlist;
  const quote = useSelector(actor, (s) => s.context.quotes[item.symbol]);
  const canEdit = useSelector(actor, (s) => s.context.canEdit);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const [note, setNote] = useState<string | null>(null);
  const name = locale === "ar" && item.nameAr ? item.nameAr : item.name;
  const change = quote?.changesPercentage ?? null;
  const changeCell = (
    <td dir="ltr" data-col="change" className={change === null ? "" : change >= 0 ? "up" : "down"}>
      {change === null ? "—" : formatSignedPercent(change)}
    </td>
  );
  return (
    <tr data-testid="symbol-row" data-symbol={item.symbol}>
      <th scope="row" data-col="symbol" dir="ltr">
        <span data-user-text>{item.symbol}</span>
        <small dir="auto" lang={latinLang(name)} data-testid="company-name">
          {name}
        </small>
      </th>
      {changeFirst ? changeCell : null}
      <td data-testid="price" aria-live="off">
        {quote ? formatPrice(quote.price, item.currency, locale) : t.waiting()}
      </td>
      {changeFirst ? null : changeCell}
      <td data-testid="price-time">
        {quote ? formatTime(quote.ts, locale, exchangeZone(item.symbol), { seconds: true }) : "—"}
      </td>
      <td className="note">
        {canEdit ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (note === null) return;
              actor.send({ type: "write", write: { kind: "note", id: listId, symbol: item.symbol, note } });
              setNote(null);
            }}
          >
            <input
              aria-label={t.editNote({ symbol: `\u2068${item.symbol}\u2069` })}
              maxLength={TEAM.maxNote}
              value={note ?? item.note}
              data-user-text
              dir="auto"
              onChange={(e) => setNote(e.target.value)}
            />
            <SmallButton type="submit" disabled={busy || note === null || note === item.note}>
              {t.saveNote()}
            </SmallButton>
          </form>
        ) : (
          <span data-user-text dir="auto">
            {item.note}
          </span>
        )}
      </td>
      {canEdit && (
        <td>
          <SmallButton
            type="button"
            className="danger"
            disabled={busy}
            aria-label={t.remove({ symbol: `\u2068${item.symbol}\u2069` })}
            onClick={() => actor.send({ type: "write", write: { kind: "remove", id: listId, symbol: item.symbol } })}
          >
            ×
          </SmallButton>
        </td>
      )}
    </tr>
  );
}
