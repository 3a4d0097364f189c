// Holdings: the summary in the base currency, each holding (quantity, average cost, price,
// market value in its currency and the base, gains, weight), and the allocation by market,
// sector and currency. Prices follow the live quotes: the holdings' symbols are followed while
// the tab is shown, and each quote moves its holding's price, market value, unrealised gain and
// weight, the totals and the allocation (src/machines/portfolio/liveSummary.ts); a changed price
// flashes, and a banner says when the prices are stale.
import { useMemo } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { liveSummary } from "../../machines/portfolio/liveSummary";
import { formatDateTime } from "../../shared/datetime";
import { currencySign } from "../../shared/format";
import type { AllocationSlice, PortfolioSummary } from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { Flash } from "../kit/Flash";
import { Table, TableWrap } from "../kit/Table";
import { Note } from "../kit/Text";
import { gainColor } from "../kit/tone";
import { StaleBanner, useLiveMerge, useLiveQuotes } from "../market/LiveQuotes";
import { CompanyName } from "../market/SimulatedBadge";
import { money, quantity, signedMoney, weightPercent } from "./format";
import { Bars, Cards, Section } from "./layout";

export function SummaryCards({ summary }: { summary: PortfolioSummary }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const S = LL.portfolio.summary;
  const c = summary.baseCurrency;
  const items: [string, string, number | null][] = [
    [S.value(), money(summary.value, c, lang), null],
    [S.cash(), money(summary.cash, c, lang), null],
    [S.invested(), money(summary.invested, c, lang), null],
    [S.unrealized(), signedMoney(summary.unrealized, c, lang), summary.unrealized],
    [S.realized(), signedMoney(summary.realized, c, lang), summary.realized],
    [S.dividends(), money(summary.dividends, c, lang), null],
  ];
  return (
    <Cards data-testid="portfolio-summary">
      {items.map(([label, value, sign]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir="ltr" style={{ color: sign === null ? undefined : gainColor(sign), textAlign: "start" }}>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </Cards>
  );
}

export function HoldingsTable({ summary }: { summary: PortfolioSummary }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const H = LL.portfolio.holdings;
  const base = summary.baseCurrency;
  if (summary.holdings.length === 0) return <p data-testid="holdings-empty">{H.empty()}</p>;
  return (
    <TableWrap tabIndex={0} role="region" aria-label={H.caption()}>
      <Table data-testid="holdings-table">
        <caption>{H.caption()}</caption>
        <thead>
          <tr>
            <th scope="col">{H.symbol()}</th>
            <th scope="col">{H.quantity()}</th>
            <th scope="col">{H.averageCost()}</th>
            <th scope="col">{H.price()}</th>
            <th scope="col">{H.marketValue()}</th>
            <th scope="col">{H.marketValueBase({ currency: currencySign(base, lang) })}</th>
            <th scope="col">{H.unrealized()}</th>
            <th scope="col">{H.realized()}</th>
            <th scope="col">{H.weight()}</th>
          </tr>
        </thead>
        <tbody>
          {summary.holdings.map((h) => (
            <tr key={h.symbol} data-symbol={h.symbol}>
              <th scope="row">
                <span dir="ltr">{h.symbol}</span> <CompanyName row={{ name: h.name, nameAr: h.nameAr }} />
              </th>
              <td dir="ltr">{quantity(h.quantity)}</td>
              <td dir="ltr">{money(h.averageCost, h.currency, lang)}</td>
              <td dir="ltr" data-col="price">
                <Flash value={h.price}>{money(h.price, h.currency, lang)}</Flash>
              </td>
              <td dir="ltr">{money(h.marketValue, h.currency, lang)}</td>
              <td dir="ltr">{money(h.marketValueBase, base, lang)}</td>
              <td dir="ltr" style={{ color: gainColor(h.unrealized) }}>
                {signedMoney(h.unrealized, base, lang)}
              </td>
              <td dir="ltr" style={{ color: gainColor(h.realized) }}>
                {signedMoney(h.realized, base, lang)}
              </td>
              <td dir="ltr">{weightPercent(h.weight)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function Allocation({
  title,
  slices,
  label,
}: {
  title: string;
  slices: AllocationSlice[];
  label(key: string): string;
}) {
  if (slices.length === 0) return null;
  return (
    <div>
      <h3>{title}</h3>
      <Bars>
        {slices.map((s) => (
          <li key={s.key}>
            <span>{label(s.key)}</span>
            <span className="bar" aria-hidden="true">
              <span style={{ inlineSize: `${Math.max(0, Math.min(100, s.weight * 100))}%` }} />
            </span>
            <span dir="ltr">{weightPercent(s.weight)}</span>
          </li>
        ))}
      </Bars>
    </div>
  );
}

export function HoldingsTab(props: { summary: PortfolioSummary }) {
  const symbols = useMemo(() => props.summary.holdings.map((h) => h.symbol), [props.summary.holdings]);
  const live = useLiveQuotes(symbols);
  const summary = useLiveMerge(props.summary, live.quotes, liveSummary);
  const { LL } = useI18nContext();
  const lang = useLang();
  const P = LL.portfolio;
  const A = P.allocation;
  const sectors = LL.ticker.sectors as unknown as Record<string, (() => string) | undefined>;
  const sectorLabel = (k: string) => (k === "cash" ? P.summary.cash() : (sectors[k]?.() ?? k));
  const zone = summary.baseCurrency === "SAR" ? "Asia/Riyadh" : "America/New_York";
  return (
    <>
      <StaleBanner stale={live.stale} />
      <Section aria-labelledby="summary-title">
        <h2 id="summary-title">{P.summary.title()}</h2>
        <SummaryCards summary={summary} />
        <Note>{P.summary.asOf({ time: formatDateTime(summary.asOf, lang, zone) })}</Note>
      </Section>
      <Section>
        <HoldingsTable summary={summary} />
      </Section>
      {summary.holdings.length > 0 && (
        <Section aria-labelledby="allocation-title">
          <h2 id="allocation-title">{A.title()}</h2>
          <Allocation
            title={A.market()}
            slices={summary.allocation.market}
            label={(k) => (k === "US" || k === "SA" ? P.markets[k]() : k === "cash" ? P.summary.cash() : k)}
          />
          <Allocation title={A.sector()} slices={summary.allocation.sector} label={sectorLabel} />
          <Allocation
            title={A.currency()}
            slices={summary.allocation.currency}
            label={(k) => (k === "SAR" || k === "USD" ? P.currencies[k]() : k)}
          />
        </Section>
      )}
    </>
  );
}
