// The price chart: a thin view over lightweight-charts (canvas). It draws what the ticker
// machine holds — daily candles with volume bars and SMA 50/200, or today's line — and shows
// the crosshair's values beside it. A chart reads time from left to right, so it stays
// left-to-right inside an Arabic page (dir="ltr" on its box), as on Arabic trading sites; the
// readout and legend around it follow the page, with each value isolated left to right.
import { styled } from "goober";
import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { ChartTab, Tick } from "../../machines/ticker/ticker.machine";
import type { ChartData } from "../../machines/ticker/ticker.selectors";
import { formatDay, formatTime, type Zone } from "../../shared/datetime";
import { type Currency, formatCompact, formatPrice } from "../../shared/format";
import type { DailyBar } from "../../shared/ticker";
import { useLang } from "../AppContext";
import { down, up } from "../kit/tone";
import { colors } from "../styles";

const SMA50_COLOR = "#ffc857";
const SMA200_COLOR = "#8b6cff";

const Box = styled("figure")`
  position: relative;
  margin: 0;
  block-size: clamp(18rem, 50vh, 28rem);
  inline-size: 100%;
`;

const Readout = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.9rem;
  min-block-size: 1.5rem;
  font-size: 0.85rem;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
  b { color: ${colors.text}; font-weight: 600; unicode-bidi: isolate; }
`;

const Legend = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.8rem;
  color: ${colors.muted};
  span::before {
    content: "";
    display: inline-block;
    inline-size: 0.9rem;
    block-size: 0.2rem;
    margin-inline-end: 0.35rem;
    vertical-align: middle;
    background: var(--swatch);
  }
`;

interface Series {
  candles: ISeriesApi<"Candlestick">;
  volume: ISeriesApi<"Histogram">;
  sma50: ISeriesApi<"Line">;
  sma200: ISeriesApi<"Line">;
  intraday: ISeriesApi<"Line">;
}

function volumeBar(b: DailyBar) {
  return { time: b.t as Time, value: b.v, color: b.c >= b.o ? "rgba(61,220,151,0.45)" : "rgba(255,122,136,0.45)" };
}

export function PriceChart(props: {
  data: ChartData;
  ticks: Tick[];
  tab: ChartTab;
  label: string;
  /** The exchange's clock and the listing's currency: the readout's times and prices carry them. */
  zone: Zone;
  currency: Currency;
}) {
  const { LL } = useI18nContext();
  const R = LL.ticker.readout;
  const lang = useLang();
  const box = useRef<HTMLElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const [hovered, setHovered] = useState<DailyBar | null>(null);
  const [hoveredTick, setHoveredTick] = useState<Tick | null>(null);
  const { data, ticks, tab } = props;

  // The chart is made once per mount; data changes only replace series data.
  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: colors.surface },
        textColor: colors.muted,
        fontFamily: "system-ui, sans-serif",
      },
      grid: { vertLines: { color: "rgba(38,48,79,0.6)" }, horzLines: { color: "rgba(38,48,79,0.6)" } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border },
      localization: { priceFormatter: (p: number) => formatPrice(p) },
    });
    const candles = c.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderVisible: false,
      wickUpColor: up,
      wickDownColor: down,
    });
    const volume = c.addSeries(HistogramSeries, {
      priceFormat: { type: "volume" },
      priceScaleId: "volume",
      lastValueVisible: false,
      priceLineVisible: false,
    });
    c.priceScale("volume").applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    const line = {
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
    } as const;
    const sma50 = c.addSeries(LineSeries, { ...line, color: SMA50_COLOR });
    const sma200 = c.addSeries(LineSeries, { ...line, color: SMA200_COLOR });
    const intraday = c.addSeries(LineSeries, { lineWidth: 2, color: colors.accent, visible: false });
    chart.current = c;
    series.current = { candles, volume, sma50, sma200, intraday };
    const onMove = (param: MouseEventParams<Time>) => {
      const bar = param.seriesData.get(candles) as
        | { open: number; high: number; low: number; close: number }
        | undefined;
      const vol = param.seriesData.get(volume) as { value: number } | undefined;
      const point = param.seriesData.get(intraday) as { value: number } | undefined;
      setHovered(
        bar && typeof param.time === "string"
          ? { t: param.time, o: bar.open, h: bar.high, l: bar.low, c: bar.close, v: vol?.value ?? 0 }
          : null,
      );
      setHoveredTick(point && typeof param.time === "number" ? { t: param.time, p: point.value } : null);
    };
    c.subscribeCrosshairMove(onMove);
    return () => {
      c.unsubscribeCrosshairMove(onMove);
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  // Daily data and the chosen range.
  useEffect(() => {
    const s = series.current;
    if (!s || !chart.current) return;
    s.candles.setData(data.candles.map((b) => ({ time: b.t as Time, open: b.o, high: b.h, low: b.l, close: b.c })));
    s.volume.setData(data.candles.map(volumeBar));
    s.sma50.setData(data.sma50.map((p) => ({ time: p.time as Time, value: p.value })));
    s.sma200.setData(data.sma200.map((p) => ({ time: p.time as Time, value: p.value })));
  }, [data.candles, data.sma50, data.sma200]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    s.intraday.setData(ticks.map((t) => ({ time: t.t as UTCTimestamp, value: t.p })));
  }, [ticks]);

  // The tab decides which series show and what the time scale reads (days or hours).
  useEffect(() => {
    const s = series.current;
    const c = chart.current;
    if (!s || !c) return;
    const daily = tab === "daily";
    for (const x of [s.candles, s.volume, s.sma50, s.sma200]) x.applyOptions({ visible: daily });
    s.intraday.applyOptions({ visible: !daily });
    c.priceScale("volume").applyOptions({ visible: false });
    c.timeScale().applyOptions({ timeVisible: !daily, secondsVisible: false });
    if (daily) c.timeScale().setVisibleLogicalRange({ from: data.from - 0.5, to: data.candles.length - 0.5 });
    else c.timeScale().fitContent();
  }, [tab, data.from, data.candles.length]);

  const last = data.candles[data.candles.length - 1] ?? null;
  const shown = hovered ?? last;
  const tick = hoveredTick ?? ticks[ticks.length - 1] ?? null;
  return (
    <div>
      {tab === "daily" ? (
        <Readout aria-live="off" data-testid="chart-readout">
          {shown ? (
            <>
              <span>
                {R.date()} <b dir="ltr">{formatDay(shown.t)}</b>
              </span>
              <span>
                {R.open()} <b dir="ltr">{formatPrice(shown.o, props.currency, lang)}</b>
              </span>
              <span>
                {R.high()} <b dir="ltr">{formatPrice(shown.h, props.currency, lang)}</b>
              </span>
              <span>
                {R.low()} <b dir="ltr">{formatPrice(shown.l, props.currency, lang)}</b>
              </span>
              <span>
                {R.close()} <b dir="ltr">{formatPrice(shown.c, props.currency, lang)}</b>
              </span>
              <span>
                {R.volume()} <b dir="ltr">{formatCompact(shown.v, lang)}</b>
              </span>
            </>
          ) : null}
        </Readout>
      ) : (
        <Readout aria-live="off" data-testid="chart-readout">
          {tick ? (
            <>
              <span>
                {R.time()} <b dir="ltr">{formatTime(tick.t * 1000, lang, props.zone, { seconds: true })}</b>
              </span>
              <span>
                {R.price()} <b dir="ltr">{formatPrice(tick.p, props.currency, lang)}</b>
              </span>
            </>
          ) : null}
        </Readout>
      )}
      {/* A figure, not role="img": the chart holds the library's attribution link. */}
      <Box ref={box} dir="ltr" aria-label={props.label} data-testid="price-chart" />
      {tab === "daily" ? (
        <Legend>
          <span style={{ "--swatch": SMA50_COLOR } as React.CSSProperties}>{LL.ticker.legend.sma50()}</span>
          <span style={{ "--swatch": SMA200_COLOR } as React.CSSProperties}>{LL.ticker.legend.sma200()}</span>
          <span style={{ "--swatch": "rgba(61,220,151,0.6)" } as React.CSSProperties}>{LL.ticker.legend.volume()}</span>
        </Legend>
      ) : null}
    </div>
  );
}
