// Dividend income: received by month with each year's total, and the projected income of the
// next 12 months from the dividend calendar and today's holdings, per holding and in total, then
// each payment with its company's frequency and status (declared, dates announced, expected)
// and, for US dividends, the tax withheld at the portfolio's rate.
import { useI18nContext } from "../../i18n/i18n-react";
import type { PortfolioIncome } from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { Table, TableWrap } from "../kit/Table";
import { Note } from "../kit/Text";
import { day, money, monthLabel, weightPercent } from "./format";
import { Section } from "./layout";

export function IncomeTables({ income }: { income: PortfolioIncome }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const I = LL.portfolio.income;
  const c = income.currency;
  const years = new Map<string, number>();
  for (const r of income.received) years.set(r.month.slice(0, 4), (years.get(r.month.slice(0, 4)) ?? 0) + r.amount);
  const months = [...new Set(income.projected.map((p) => p.month))].sort();
  const symbols = [...new Set(income.projected.map((p) => p.symbol))].sort();
  const cell = (month: string, symbol: string) =>
    income.projected.filter((p) => p.month === month && p.symbol === symbol).reduce((s, p) => s + p.amount, 0);
  const projectedTotal = income.projected.reduce((s, p) => s + p.amount, 0);
  return (
    <>
      <Section aria-labelledby="received-title">
        <h2 id="received-title">{I.receivedTitle()}</h2>
        {income.received.length === 0 ? (
          <p>{I.emptyReceived()}</p>
        ) : (
          <TableWrap tabIndex={0} role="region" aria-labelledby="received-title">
            <Table data-testid="income-received">
              <thead>
                <tr>
                  <th scope="col">{I.month()}</th>
                  <th scope="col">{I.amount()}</th>
                </tr>
              </thead>
              <tbody>
                {[...income.received]
                  .sort((a, b) => (a.month < b.month ? 1 : -1))
                  .map((r) => (
                    <tr key={r.month}>
                      <th scope="row">{monthLabel(r.month, lang)}</th>
                      <td dir="ltr">{money(r.amount, c, lang)}</td>
                    </tr>
                  ))}
                {[...years.entries()].sort().map(([year, total]) => (
                  <tr key={year}>
                    <th scope="row">{I.year({ year })}</th>
                    <td dir="ltr">
                      <strong>{money(total, c, lang)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Section>
      <Section aria-labelledby="projected-title">
        <h2 id="projected-title">{I.projectedTitle()}</h2>
        <Note>{I.projectedNote()}</Note>
        <Note>{I.withholdingNote({ rate: weightPercent(income.withholdingRate) })}</Note>
        {income.projected.length === 0 ? (
          <p>{I.emptyProjected()}</p>
        ) : (
          <TableWrap tabIndex={0} role="region" aria-labelledby="projected-title">
            <Table data-testid="income-projected">
              <thead>
                <tr>
                  <th scope="col">{I.month()}</th>
                  {symbols.map((s) => (
                    <th scope="col" key={s} dir="ltr">
                      {s}
                    </th>
                  ))}
                  <th scope="col">{I.total()}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m}>
                    <th scope="row">{monthLabel(m, lang)}</th>
                    {symbols.map((s) => (
                      <td key={s} dir="ltr">
                        {cell(m, s) ? money(cell(m, s), c, lang) : ""}
                      </td>
                    ))}
                    <td dir="ltr">
                      {money(
                        income.projected.filter((p) => p.month === m).reduce((s, p) => s + p.amount, 0),
                        c,
                        lang,
                      )}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{I.total()}</th>
                  {symbols.map((s) => (
                    <td key={s} dir="ltr">
                      {money(
                        income.projected.filter((p) => p.symbol === s).reduce((t, p) => t + p.amount, 0),
                        c,
                        lang,
                      )}
                    </td>
                  ))}
                  <td dir="ltr">
                    <strong>{money(projectedTotal, c, lang)}</strong>
                  </td>
                </tr>
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Section>
      {income.projected.length > 0 && (
        <Section aria-labelledby="payments-title">
          <h2 id="payments-title">{I.paymentsTitle()}</h2>
          <Note>{I.statusNote()}</Note>
          <TableWrap tabIndex={0} role="region" aria-labelledby="payments-title">
            <Table data-testid="income-payments">
              <thead>
                <tr>
                  <th scope="col">{I.paymentDate()}</th>
                  <th scope="col">{I.symbol()}</th>
                  <th scope="col">{I.frequency()}</th>
                  <th scope="col">{I.status()}</th>
                  <th scope="col">{I.exDate()}</th>
                  <th scope="col">{I.gross()}</th>
                  <th scope="col">{I.withheld()}</th>
                  <th scope="col">{I.net()}</th>
                </tr>
              </thead>
              <tbody>
                {income.projected.map((p) => (
                  <tr key={`${p.symbol}|${p.exDate}`} data-status={p.status} data-symbol={p.symbol}>
                    <td>{day(p.paymentDate)}</td>
                    <th scope="row" dir="ltr">
                      {p.symbol}
                    </th>
                    <td>{I.frequencies[p.frequency]()}</td>
                    <td>{I.statuses[p.status]()}</td>
                    <td>{day(p.exDate)}</td>
                    <td dir="ltr">{money(p.gross, c, lang)}</td>
                    <td dir="ltr">{p.withheld ? money(p.withheld, c, lang) : ""}</td>
                    <td dir="ltr">{money(p.amount, c, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        </Section>
      )}
    </>
  );
}

export function IncomeTab({ income }: { income: PortfolioIncome }) {
  return <IncomeTables income={income} />;
}
