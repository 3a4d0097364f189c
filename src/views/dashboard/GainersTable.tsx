// Rocket Gainers: the live top gainers over /ws. Rows keep their identity (keyed by symbol),
// a price that changed since the previous push flashes green (a still highlight when the
// user asks for reduced motion) with a ▲ or ▼ in the up/down colour and its word for screen
// readers, so a fall is not read as a rise; a dropped connection only shows a quiet status.
import { useActorRef, useSelector } from "@xstate/react";
import { keyframes, styled } from "goober";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { connection, gainersMachine } from "../../machines/dashboard/gainers.machine";
import { browserGainersSocket } from "../../machines/dashboard/gainersSocket";
import { formatTime } from "../../shared/datetime";
import { formatCompact, formatPrice, formatSigned, formatSignedPercent, listingCurrency } from "../../shared/format";
import { useLang } from "../AppContext";
import { TickerLink } from "../common/TickerLink";
import { usePhone } from "../kit/phone";
import { colors } from "../kit/styles";
import { Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { down, up } from "../kit/tone";
import { VisuallyHidden } from "../kit/VisuallyHidden";
import { CompanyName, MarketSessions, useLiveData } from "../market/SimulatedBadge";

const flash = keyframes`
  from { background-color: rgba(61, 220, 151, 0.35); }
  to { background-color: transparent; }
`;

const Price = styled("span")`
  display: inline-block;
  padding-inline: 0.35rem;
  border-radius: 0.3rem;
  &[data-flash="true"] { animation: ${flash} 1.2s ease-out; }
  @media (prefers-reduced-motion: reduce) {
    &[data-flash="true"] { animation: none; background-color: rgba(61, 220, 151, 0.25); outline: 1px solid ${up}; }
  }
`;

const Move = styled("span")`
  margin-inline-end: 0.3rem;
  font-size: 0.75em;
  color: ${(p: { $move: "up" | "down" }) => (p.$move === "up" ? up : down)};
`;

const Bar = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 0.75rem;
  p { margin: 0; margin-inline-end: auto; color: ${colors.muted}; }
`;

const Dot = styled("span")`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-size: 0.9rem;
  color: ${colors.muted};
  &::before {
    content: "";
    inline-size: 0.55rem;
    block-size: 0.55rem;
    border-radius: 50%;
    background: ${(p: { $live: boolean }) => (p.$live ? up : colors.warning)};
  }
`;

const Signed = styled("span")`
  color: ${(p: { $n: number }) => (p.$n > 0 ? up : p.$n < 0 ? down : colors.text)};
`;

export function GainersTable() {
  const { LL } = useI18nContext();
  const lang = useLang();
  const live = useLiveData();
  const G = LL.dashboard.gainers;
  const actor = useActorRef(gainersMachine.provide({ actors: { socket: browserGainersSocket } }), { inspect });
  const rows = useSelector(actor, (s) => s.context.rows);
  const changed = useSelector(actor, (s) => s.context.changed);
  const moves = useSelector(actor, (s) => s.context.moves);
  const pushes = useSelector(actor, (s) => s.context.pushes);
  const ts = useSelector(actor, (s) => s.context.ts);
  const state = useSelector(actor, connection);
  const changedSet = new Set(changed);
  const C = G.columns;
  // Phones: Change % right after the symbol (pinned), so it is in view without scrolling sideways.
  const phone = usePhone();
  return (
    <>
      <Bar>
        <p>{G.intro()}</p>
        <MarketSessions />
        <Dot $live={state === "live"} role="status" data-connection={state}>
          {state === "live"
            ? ts
              ? `${live ? G.live() : G.connected()} · ${G.updatedAt({ time: formatTime(ts, lang, "local", { seconds: true }) })}`
              : live
                ? G.live()
                : G.connected()
            : state === "reconnecting"
              ? G.reconnecting()
              : G.connecting()}
        </Dot>
      </Bar>
      {rows.length === 0 ? (
        <Muted>{G.waiting()}</Muted>
      ) : (
        <TableWrap tabIndex={0} role="region" aria-label={G.caption()}>
          <Table data-testid="gainers-table">
            <caption>{G.caption()}</caption>
            <thead>
              <tr>
                <th scope="col" data-col="symbol">
                  {C.symbol()}
                </th>
                {phone ? <th scope="col">{C.changesPercentage()}</th> : null}
                <th scope="col">{C.price()}</th>
                <th scope="col">{C.change()}</th>
                {phone ? null : <th scope="col">{C.changesPercentage()}</th>}
                <th scope="col">{C.volume()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const flashed = changedSet.has(row.symbol);
                const move = moves[row.symbol];
                const percent = (
                  <td dir="ltr" data-col="change">
                    <Signed $n={row.changesPercentage}>{formatSignedPercent(row.changesPercentage)}</Signed>
                  </td>
                );
                return (
                  <tr key={row.symbol} data-symbol={row.symbol}>
                    <th scope="row" dir="ltr" data-col="symbol">
                      <TickerLink symbol={row.symbol} />
                      <CompanyName row={row} />
                    </th>
                    {phone ? percent : null}
                    <td dir="ltr">
                      {/* A new key on every push that changed it restarts the flash. */}
                      <Price
                        key={flashed ? pushes : "still"}
                        data-flash={flashed ? "true" : undefined}
                        data-move={move}
                      >
                        {move ? (
                          <>
                            <Move $move={move} aria-hidden="true">
                              {move === "up" ? "▲" : "▼"}
                            </Move>
                            <VisuallyHidden>{`${G[move]()} `}</VisuallyHidden>
                          </>
                        ) : null}
                        {formatPrice(row.price, listingCurrency(row.symbol), lang)}
                      </Price>
                    </td>
                    <td dir="ltr" data-col="change-amount">
                      <Signed $n={row.change}>{formatSigned(row.change)}</Signed>
                    </td>
                    {phone ? null : percent}
                    <td>{formatCompact(row.volume, lang)}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </>
  );
}
