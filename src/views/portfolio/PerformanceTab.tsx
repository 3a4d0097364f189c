// Performance for 1M, YTD, 1Y and since the first transaction: time-weighted and money-weighted
// returns, the money gain and the benchmark over the same dates, with the method explained.
import { useI18nContext } from "../../i18n/i18n-react";
import { PERFORMANCE_PERIODS, type PortfolioSummary } from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Table, TableWrap } from "../kit/Table";
import { Note } from "../kit/Text";
import { gainColor } from "../kit/tone";
import { benchmarkName, day, returnPercent, signedMoney } from "./format";
import { Section } from "./layout";

export function PerformanceTable({ summary }: { summary: PortfolioSummary }) {
  const { LL } = useI18nContext();
  const { product } = useBrand();
  const lang = useLang();
  const R = LL.portfolio.performance;
  return (
    <TableWrap tabIndex={0} role="region" aria-label={R.title()}>
      <Table data-testid="performance-table">
        <thead>
          <tr>
            <th scope="col">{R.period()}</th>
            <th scope="col">{R.twr()}</th>
            <th scope="col">{R.mwr()}</th>
            <th scope="col">{R.gain()}</th>
            <th scope="col">{R.benchmark({ name: benchmarkName(LL.portfolio, summary.benchmarkName, product) })}</th>
          </tr>
        </thead>
        <tbody>
          {PERFORMANCE_PERIODS.map((p) => {
            const f = summary.performance[p];
            return (
              <tr key={p} data-period={p}>
                <th scope="row">
                  {R.periods[p]()}
                  <br />
                  <small>{R.dates({ from: day(f.from), to: day(f.to) })}</small>
                  {f.annualised ? (
                    <>
                      <br />
                      <small data-testid="annualised">{R.annualised()}</small>
                    </>
                  ) : null}
                </th>
                <td dir="ltr" style={{ color: gainColor(f.twr ?? 0) }}>
                  {returnPercent(f.twr)}
                </td>
                <td dir="ltr" style={{ color: gainColor(f.mwr ?? 0) }}>
                  {returnPercent(f.mwr)}
                </td>
                <td dir="ltr" style={{ color: gainColor(f.gain) }}>
                  {signedMoney(f.gain, summary.baseCurrency, lang)}
                </td>
                <td dir="ltr">{returnPercent(f.benchmark)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}

export function PerformanceTab({ summary }: { summary: PortfolioSummary }) {
  const { LL } = useI18nContext();
  const { product } = useBrand();
  const R = LL.portfolio.performance;
  return (
    <>
      <Section>
        <PerformanceTable summary={summary} />
      </Section>
      <Section aria-labelledby="method-title" data-testid="performance-method">
        <h2 id="method-title">{R.methodTitle()}</h2>
        <p>{R.methodTwr()}</p>
        <p>{R.methodMwr()}</p>
        <p>{R.methodAnnualised()}</p>
        <p>{R.methodGain()}</p>
        <Note>{R.methodBenchmark({ name: benchmarkName(LL.portfolio, summary.benchmarkName, product) })}</Note>
      </Section>
    </>
  );
}
