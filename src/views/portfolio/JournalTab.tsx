// The trade journal: closed positions with their holding period and result, and every
// transaction that carries a note.
import { useI18nContext } from "../../i18n/i18n-react";
import type { PortfolioSummary, Transaction } from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { Table, TableWrap } from "../kit/Table";
import { gainColor } from "../kit/tone";
import { day, quantity, signedMoney } from "./format";
import { Section } from "./layout";

export function JournalTab({ summary, transactions }: { summary: PortfolioSummary; transactions: Transaction[] }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const P = LL.portfolio;
  const J = P.journal;
  const T = P.transactions;
  const notes = transactions.filter((t) => t.note).sort((a, b) => (a.date < b.date ? 1 : -1));
  return (
    <>
      <Section aria-labelledby="closed-title">
        <h2 id="closed-title">{J.closedTitle()}</h2>
        {summary.closed.length === 0 ? (
          <p>{J.emptyClosed()}</p>
        ) : (
          <TableWrap tabIndex={0} role="region" aria-labelledby="closed-title">
            <Table data-testid="closed-positions">
              <thead>
                <tr>
                  <th scope="col">{J.symbol()}</th>
                  <th scope="col">{J.opened()}</th>
                  <th scope="col">{J.closed()}</th>
                  <th scope="col">{J.held()}</th>
                  <th scope="col">{J.quantity()}</th>
                  <th scope="col">{J.result()}</th>
                </tr>
              </thead>
              <tbody>
                {summary.closed.map((c) => (
                  <tr key={`${c.symbol}-${c.openedOn}-${c.closedOn}-${c.quantity}`}>
                    <th scope="row" dir="ltr">
                      {c.symbol}
                    </th>
                    <td dir="ltr">{day(c.openedOn)}</td>
                    <td dir="ltr">{day(c.closedOn)}</td>
                    <td>{J.days({ count: c.days })}</td>
                    <td dir="ltr">{quantity(c.quantity)}</td>
                    <td dir="ltr" style={{ color: gainColor(c.result) }}>
                      {signedMoney(c.result, summary.baseCurrency, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Section>
      <Section aria-labelledby="notes-title">
        <h2 id="notes-title">{J.notesTitle()}</h2>
        {notes.length === 0 ? (
          <p>{J.emptyNotes()}</p>
        ) : (
          <ul data-testid="journal-notes">
            {notes.map((t) => (
              <li key={t.id}>
                <strong>
                  <bdi dir="ltr">{day(t.date)}</bdi> · {T.types[t.type]()}
                  {t.symbol ? (
                    <>
                      {" "}
                      <bdi dir="ltr">{t.symbol}</bdi>
                    </>
                  ) : null}
                </strong>
                : {t.note}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
