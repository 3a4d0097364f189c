// Rocket Movers: one market's losers, most active by volume or by value, or unusual volume
// (movers.machine.ts). The rows follow their symbols' live quotes on the shared socket between
// reads (prices, changes and the kind's order move with each quote, a changed price flashing,
// with a banner while the quotes are stale); the list itself is read again every minute while
// the market is open (every 5 s while the quotes are stale). Columns sort in the page; each
// symbol opens its ticker page; amounts carry the market's currency, times the exchange's zone.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useMemo } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { isFirstLoad, liveMovers, moversMachine } from "../../machines/dashboard/movers.machine";
import type { QuoteBook } from "../../machines/market/liveQuotes.machine";
import { exchangeZone, formatTime } from "../../shared/datetime";
import { formatCompact, formatNumber, formatPrice, formatSignedPercent, withCurrencyHeader } from "../../shared/format";
import type { MarketCode } from "../../shared/market";
import {
  MOVER_KINDS,
  MOVER_MARKETS,
  type MoverRow,
  type MoverSortColumn,
  type MoversResponse,
} from "../../shared/movers";
import type { SortValue } from "../../shared/sort";
import { useLang } from "../AppContext";
import { TickerLink } from "../common/TickerLink";
import { primaryFill } from "../kit/Button";
import { Flash } from "../kit/Flash";
import { SortHeader, useTableSort } from "../kit/SortHeader";
import { colors } from "../kit/styles";
import { Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { down, up } from "../kit/tone";
import { StaleBanner, useLiveMerge, useLiveQuotes } from "../market/LiveQuotes";
import { CompanyName } from "../market/SimulatedBadge";

const Choices = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
  margin-block-end: 0.75rem;
  > span { color: ${colors.muted}; margin-inline-end: 0.35rem; font-size: 0.9rem; }
  button {
    font: inherit;
    font-size: 0.9rem;
    color: ${colors.text};
    padding: 0.4rem 0.75rem;
    min-block-size: 2.25rem;
    border-radius: 999px;
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    cursor: pointer;
  }
  button[aria-pressed="true"] { background: ${primaryFill}; border-color: ${primaryFill}; color: #fff; font-weight: 700; }
  button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

const Status = styled("p")`
  margin-block: 0 0.75rem;
  color: ${colors.muted};
  font-size: 0.9rem;
`;

const Signed = styled("span")`
  color: ${(p: { $n: number }) => (p.$n > 0 ? up : p.$n < 0 ? down : colors.text)};
`;

const cellValue = (row: MoverRow, column: MoverSortColumn): SortValue => row[column];

const NO_ROWS: MoverRow[] = [];
const NO_SYMBOLS: string[] = [];
/** The last answer with the live quotes in (none before the first answer). */
const withQuotes = (data: MoversResponse | null, book: QuoteBook) => (data ? liveMovers(data, book) : null);

export function MoversSection() {
  const { LL } = useI18nContext();
  const lang = useLang();
  const M = LL.dashboard.movers;
  const C = M.columns;
  const actor = useActorRef(moversMachine, { inspect });
  const market = useSelector(actor, (s) => s.context.market);
  const kind = useSelector(actor, (s) => s.context.kind);
  const read = useSelector(actor, (s) => s.context.data);
  const failed = useSelector(actor, (s) => s.context.failed);
  const first = useSelector(actor, isFirstLoad);
  const symbols = useMemo(() => read?.rows.map((r) => r.symbol) ?? NO_SYMBOLS, [read]);
  const live = useLiveQuotes(symbols);
  const data = useLiveMerge(read, live.quotes, withQuotes);
  const rows = data?.rows ?? NO_ROWS;
  // The machine reads the list more often while the quotes do not move it.
  useEffect(() => {
    actor.send({ type: "quotes.live", live: !live.stale });
  }, [actor, live.stale]);
  const { sort, sorted, onSort } = useTableSort<MoverRow, MoverSortColumn>(rows, cellValue);
  const currency = market === "SA" ? "SAR" : "USD";
  const zone = exchangeZone(market === "SA" ? "2222.SR" : "AAPL");
  const caption = M.caption({ kind: M.kinds[kind](), market: M.markets[market]() });
  const header = (column: MoverSortColumn, text: string, align: "start" | "end" = "end") => (
    <SortHeader column={column} sort={sort} onSort={onSort} align={align}>
      {text}
    </SortHeader>
  );
  const session = data?.session.state;
  return (
    <section data-testid="movers">
      <Muted>{M.intro()}</Muted>
      <Choices role="group" aria-label={M.marketLabel()}>
        <span aria-hidden="true">{M.marketLabel()}</span>
        {MOVER_MARKETS.map((m: MarketCode) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === market}
            data-market={m}
            onClick={() => actor.send({ type: "market.set", market: m })}
          >
            {M.markets[m]()}
          </button>
        ))}
      </Choices>
      <Choices role="group" aria-label={M.kindLabel()}>
        <span aria-hidden="true">{M.kindLabel()}</span>
        {MOVER_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={k === kind}
            data-kind={k}
            onClick={() => actor.send({ type: "kind.set", kind: k })}
          >
            {M.kinds[k]()}
          </button>
        ))}
      </Choices>
      <StaleBanner stale={live.stale} />
      {/* The time moves with every quote: outside the status region, so it is not read out each second. */}
      <Status data-session={session}>
        <span role="status">
          {failed
            ? M.failed()
            : data
              ? session === "open"
                ? M.open()
                : M.notOpen({ state: LL.market.states[data.session.state]() })
              : ""}
        </span>
        {!failed && data?.ts ? (
          <span data-testid="movers-updated">
            {" "}
            {M.updatedAt({ time: formatTime(data.ts, lang, zone, { seconds: true }) })}
          </span>
        ) : null}
      </Status>
      {first ? (
        <Muted>{M.loading()}</Muted>
      ) : rows.length === 0 ? (
        <Muted>{data ? M.empty() : M.failed()}</Muted>
      ) : (
        <TableWrap tabIndex={0} role="region" aria-label={caption}>
          <Table data-testid="movers-table" data-kind={kind} data-market={market}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {header("symbol", C.symbol(), "start")}
                {header("price", withCurrencyHeader(C.price(), currency, lang))}
                {header("changesPercentage", C.changesPercentage())}
                {header("volume", C.volume())}
                {header("value", withCurrencyHeader(C.value(), currency, lang))}
                {header("relativeVolume", C.relativeVolume())}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.symbol} data-symbol={row.symbol}>
                  <th scope="row" dir="ltr" data-col="symbol">
                    <TickerLink symbol={row.symbol} />
                    <CompanyName row={row} />
                  </th>
                  <td dir="ltr" data-col="price" data-value={row.price}>
                    <Flash value={row.price}>{formatPrice(row.price, row.currency, lang)}</Flash>
                  </td>
                  <td dir="ltr" data-col="changesPercentage" data-value={row.changesPercentage}>
                    <Signed $n={row.changesPercentage}>{formatSignedPercent(row.changesPercentage)}</Signed>
                  </td>
                  <td data-col="volume" title={`${C.avgVolume()}: ${formatCompact(row.avgVolume, lang)}`}>
                    {formatCompact(row.volume, lang)}
                  </td>
                  <td data-col="value">{formatCompact(row.value, lang, { currency: row.currency })}</td>
                  <td dir="ltr" data-col="relativeVolume">
                    {M.times({ value: formatNumber(row.relativeVolume, { digits: 2 }) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </section>
  );
}
