// Market indices: the market-cap-weighted index computed for the market, for the US one of its
// NASDAQ listings (on the NASDAQ Composite's scale), and one per sector,
// each a button with its live level and today's change; the chosen one's daily history as a
// line chart (lightweight-charts, left to right in both languages as on Arabic trading
// sites). Below, the provider's real index quotes named as such (S&P 500, NASDAQ Composite,
// TASI), or a line saying the provider has none and the ones above are computed.

import { styled } from "goober";
import { ColorType, createChart, type IChartApi, type ISeriesApi, LineSeries, type Time } from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { formatLongDay } from "../../shared/datetime";
import { formatNumber, formatSignedPercent } from "../../shared/format";
import {
  type ComputedIndex,
  INDEX_BASE_DATE,
  type IndexKey,
  type IndicesResponse,
  MARKET_INDEX_BASE,
  NASDAQ_INDEX_BASE,
} from "../../shared/insights";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Screen, Sheet } from "../kit/Page";
import { Muted } from "../kit/Text";
import { PartnerFooter } from "../partner/PartnerFooter";
import { InsightsTexts, InsightTitle, Loaded, Ltr, MarketSwitch, useInsight } from "./shared";

const List = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  button {
    inline-size: 100%;
    display: grid;
    gap: 0.15rem;
    text-align: start;
    padding: 0.6rem 0.8rem;
    border-radius: 10px;
    border: 1px solid var(--p-border);
    background: var(--p-secondary);
    color: var(--p-text);
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed="true"] {
    border-color: var(--p-primary);
    box-shadow: inset 0 0 0 2px var(--p-primary);
  }
  button:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 2px;
  }
  .name {
    font-weight: 600;
  }
  .figures {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    font-variant-numeric: tabular-nums;
  }
`;

const ChartBox = styled("figure")`
  margin: 0;
  block-size: clamp(14rem, 40vh, 22rem);
  inline-size: 100%;
  border: 1px solid var(--p-border);
  border-radius: 10px;
  overflow: hidden;
`;

const Real = styled("ul")`
  margin: 0;
  padding-inline-start: 1.2rem;
  display: grid;
  gap: 0.35rem;
`;

function readVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

function IndexChart({ index, label }: { index: ComputedIndex; label: string }) {
  const box = useRef<HTMLElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const line = useRef<ISeriesApi<"Line"> | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const style = getComputedStyle(box.current);
    const text = style.color || readVar("--p-text", "#222");
    const c = createChart(box.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: "transparent" }, textColor: text },
      grid: { vertLines: { visible: false }, horzLines: { color: "rgba(128,128,128,0.2)" } },
      localization: { priceFormatter: (p: number) => formatNumber(p) },
    });
    line.current = c.addSeries(LineSeries, { lineWidth: 2, color: "#4393c3", priceLineVisible: false });
    chart.current = c;
    return () => {
      c.remove();
      chart.current = null;
      line.current = null;
    };
  }, []);
  useEffect(() => {
    line.current?.setData(index.history.map((p) => ({ time: p.t as Time, value: p.v })));
    // The whole year in view, whatever the width the chart had when the data came.
    chart.current?.timeScale().setVisibleLogicalRange({ from: 0, to: Math.max(1, index.history.length - 1) });
  }, [index.history]);
  return <ChartBox ref={box} dir="ltr" aria-label={label} data-testid="index-chart" />;
}

function IndicesScreen() {
  const { LL } = useI18nContext();
  const { product, provider } = useBrand();
  const view = useInsight<IndicesResponse>("indices", { live: true });
  const [chosen, setChosen] = useState<IndexKey>("market");
  const t = LL.insights.indices;
  const lang = useLang();
  const nameOf = (key: IndexKey) =>
    key === "market"
      ? t.market[view.market]({ product })
      : key === "nasdaq"
        ? t.nasdaq({ product })
        : LL.insights.sectors[key]();
  // The constituent rule as it is: every listing, or the largest of them.
  const members = (x: ComputedIndex) =>
    x.key === "nasdaq"
      ? x.constituents >= x.listings
        ? t.allNasdaq({ count: x.constituents })
        : t.largestNasdaq({ count: x.constituents, listings: x.listings })
      : x.constituents >= x.listings
        ? t.allListings({ count: x.constituents })
        : t.largestOf({ count: x.constituents, listings: x.listings });
  return (
    <Screen data-screen="Indices">
      <Sheet>
        <InsightTitle title={t.title()} />
        <MarketSwitch market={view.market} onSelect={view.selectMarket} />
        <Loaded view={view}>
          {(data) => {
            const current = data.indices.find((x) => x.key === chosen) ?? data.indices[0]!;
            return (
              <>
                <Muted $look="partner">
                  {t.intro({
                    product,
                    date: formatLongDay(INDEX_BASE_DATE, lang),
                    real: t.realBase[data.market](),
                    level: formatNumber(MARKET_INDEX_BASE[data.market]),
                  })}
                  {data.indices.some((x) => x.key === "nasdaq")
                    ? ` ${t.introNasdaq({ level: formatNumber(NASDAQ_INDEX_BASE) })}`
                    : null}
                </Muted>
                <List aria-label={t.chooseIndex()}>
                  {data.indices.map((x) => (
                    <li key={x.key}>
                      <button
                        type="button"
                        aria-pressed={x.key === current.key}
                        onClick={() => setChosen(x.key)}
                        data-index={x.key}
                      >
                        <span className="name">{nameOf(x.key)}</span>
                        <span className="figures">
                          <Ltr>{formatNumber(x.value)}</Ltr>
                          <Ltr>{formatSignedPercent(x.changePercent)}</Ltr>
                        </span>
                        <small>
                          {t.computed()} · {members(x)}
                        </small>
                      </button>
                    </li>
                  ))}
                </List>
                <h2>{nameOf(current.key)}</h2>
                <IndexChart index={current} label={t.chartLabel({ name: nameOf(current.key) })} />
                <h2>{t.real()}</h2>
                {data.real.length === 0 ? (
                  <Muted $look="partner" data-testid="real-none">
                    {t.realNone()}
                  </Muted>
                ) : (
                  <Real>
                    {data.real.map((q) => (
                      <li key={q.symbol}>
                        <strong>{q.name}</strong> (<Ltr>{q.symbol}</Ltr>): <Ltr>{formatNumber(q.price)}</Ltr>{" "}
                        <Ltr>{formatSignedPercent(q.changePercent)}</Ltr> ·{" "}
                        {t.realSource({ source: q.source.toUpperCase() })}
                      </li>
                    ))}
                  </Real>
                )}
              </>
            );
          }}
        </Loaded>
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

export function Indices() {
  return (
    <InsightsTexts>
      <IndicesScreen />
    </InsightsTexts>
  );
}
