// Sector performance: for the chosen market and period (1D…1Y), one bar per sector and one for
// the whole market, growing from a middle line towards the reading direction's end for rises
// and its start for falls (mirrored in Arabic through logical properties), coloured on the
// diverging scale of the heatmap, each with its value written out.

import { styled } from "goober";
import { useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatSignedPercent } from "../../shared/format";
import { type Changes, PERIODS, type PerformanceResponse, type Period } from "../../shared/insights";
import { useBrand } from "../brand";
import { Screen, Sheet } from "../kit/Page";
import { Toolbar } from "../kit/Toolbar";
import { PartnerFooter } from "../partner/PartnerFooter";
import {
  DIVERGING,
  InsightsTexts,
  InsightTitle,
  Loaded,
  Ltr,
  MarketSwitch,
  PeriodChoice,
  stepOf,
  useInsight,
} from "./shared";

const Bars = styled("ol")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
  li {
    display: grid;
    grid-template-columns: minmax(6rem, 12rem) minmax(0, 1fr) 4.5rem;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.9rem;
  }
  li.total {
    font-weight: 700;
    border-block-end: 1px solid var(--p-border);
    padding-block-end: 0.4rem;
  }
  .track {
    position: relative;
    block-size: 1.1rem;
    background: linear-gradient(var(--p-border), var(--p-border)) center / 1px 100% no-repeat;
  }
  .bar {
    position: absolute;
    inset-block: 0;
    border-radius: 3px;
  }
  .value {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 420px) {
    li {
      grid-template-columns: minmax(0, 1fr) 4.5rem;
    }
    .track {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;

function Bar({
  label,
  change,
  period,
  max,
  total,
}: {
  label: string;
  change: Changes;
  period: Period;
  max: number;
  total?: boolean;
}) {
  const value = change[period];
  const size = value === null ? 0 : (Math.abs(value) / max) * 50;
  const side = value !== null && value < 0 ? { insetInlineEnd: "50%" } : { insetInlineStart: "50%" };
  return (
    <li className={total ? "total" : undefined} data-testid="performance-bar">
      <span>{label}</span>
      <span className="track" aria-hidden="true">
        <span
          className="bar"
          style={{ ...side, inlineSize: `${size}%`, background: DIVERGING[stepOf(value, period)] }}
        />
      </span>
      <span className="value">
        <Ltr>{formatSignedPercent(value)}</Ltr>
      </span>
    </li>
  );
}

function PerformanceScreen() {
  const { LL } = useI18nContext();
  const { product, provider } = useBrand();
  const view = useInsight<PerformanceResponse>("performance", { live: true });
  const [period, setPeriod] = useState<Period>("1D");
  const t = LL.insights.performance;
  return (
    <Screen data-screen="Performance">
      <Sheet>
        <InsightTitle title={t.title()} />
        <Toolbar $look="partner">
          <MarketSwitch market={view.market} onSelect={view.selectMarket} />
          <PeriodChoice values={PERIODS} value={period} onSelect={setPeriod} />
        </Toolbar>
        <Loaded view={view}>
          {(data) => {
            const sorted = [...data.sectors].sort((a, b) => (b.change[period] ?? -1e9) - (a.change[period] ?? -1e9));
            const max = Math.max(
              0.01,
              Math.abs(data.index[period] ?? 0),
              ...data.sectors.map((x) => Math.abs(x.change[period] ?? 0)),
            );
            return (
              <Bars
                aria-label={t.label({
                  market: LL.insights.markets[data.market](),
                  period: LL.insights.periodNames[period](),
                })}
              >
                <Bar label={t.index()} change={data.index} period={period} max={max} total />
                {sorted.map((x) => (
                  <Bar
                    key={x.sector}
                    label={LL.insights.sectors[x.sector]()}
                    change={x.change}
                    period={period}
                    max={max}
                  />
                ))}
              </Bars>
            );
          }}
        </Loaded>
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

export function Performance() {
  return (
    <InsightsTexts>
      <PerformanceScreen />
    </InsightsTexts>
  );
}
