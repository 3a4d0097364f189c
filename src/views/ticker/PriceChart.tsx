// The price chart: a thin view over lightweight-charts (canvas). It draws what the ticker
// machine holds — daily candles with volume bars and SMA 50/200, or the session's intraday
// line with its volumes and the previous close, over the whole session's width from the first
// load, its axis in the exchange's time — and shows the crosshair's values beside it. Only the
// shown tab's series hold data, so the two time scales (days, instants) never share the axis. A chart reads time from left to right, so it stays
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
import type { ChartTab } from "../../machines/ticker/ticker.machine";
import type { ChartData } from "../../machines/ticker/ticker.selectors";
import { clockAt, formatDay, formatTime, type Zone } from "../../shared/datetime";
import { type Currency, formatCompact, formatPrice } from "../../shared/format";
import { type DailyBar, INTRADAY_INTERVAL_MS, type IntradayBar, type IntradayResponse } from "../../shared/ticker";
import { useLang } from "../AppContext";
import { colors } from "../kit/styles";
import { down, up } from "../kit/tone";

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
  intradayVolume: ISeriesApi<"Histogram">;
}

const volumeColor = (b: { o: number; c: number }) => (b.c >= b.o ? "rgba(61,220,151,0.45)" : "rgba(255,122,136,0.45)");

function volumeBar(b: DailyBar) {
  return { time: b.t as Time, value: b.v, color: volumeColor(b) };
}

/** The session's line, and empty points on to the close: the axis spans the whole session. */
function sessionLine(data: IntradayResponse) {
  const points: ({ time: UTCTimestamp; value: number } | { time: UTCTimestamp })[] = data.bars.map((b) => ({
    time: b.t as UTCTimestamp,
    value: b.c,
  }));
  const step = INTRADAY_INTERVAL_MS[data.interval] / 1000;
  const close = Date.parse(data.session.close) / 1000;
  const last = data.bars[data.bars.length - 1]?.t ?? Date.parse(data.session.open) / 1000 - step;
  for (let t = last + step; t < close; t += step) points.push({ time: t as UTCTimestamp });
  return points;
}

export function PriceChart(props: {
  data: ChartData;
  intraday: IntradayResponse | null;
  tab: ChartTab;
  label: string;
  /** The exchange's clock and the listing's currency: the readout's times and prices carry them. */
  zone: Exclude<Zone, "local">;
  currency: Currency;
}) {
  const { LL } = useI18nContext();
  const R = LL.ticker.readout;
  const lang = useLang();
  const box = useRef<HTMLElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const barsRef = useRef<IntradayBar[]>([]);
  barsRef.current = props.intraday?.bars ?? [];
  const [hovered, setHovered] = useState<DailyBar | null>(null);
  const [hoveredBar, setHoveredBar] = useState<IntradayBar | null>(null);
  const { data, intraday, tab, zone } = props;

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
    const intraday = c.addSeries(LineSeries, { lineWidth: 2, color: colors.accent });
    const intradayVolume = c.addSeries(HistogramSeries, {
      priceFormat: { type: "volume" },
      priceScaleId: "volume",
      lastValueVisible: false,
      priceLineVisible: false,
    });
    chart.current = c;
    series.current = { candles, volume, sma50, sma200, intraday, intradayVolume };
    const onMove = (param: MouseEventParams<Time>) => {
      const bar = param.seriesData.get(candles) as
        | { open: number; high: number; low: number; close: number }
        | undefined;
      const vol = param.seriesData.get(volume) as { value: number } | undefined;
      const point = param.seriesData.get(intraday) as { value: number } | undefined;
      const shownBars = barsRef.current;
      setHovered(
        bar && typeof param.time === "string"
          ? { t: param.time, o: bar.open, h: bar.high, l: bar.low, c: bar.close, v: vol?.value ?? 0 }
          : null,
      );
      setHoveredBar(
        point && typeof param.time === "number" ? (shownBars.find((b) => b.t === param.time) ?? null) : null,
      );
    };
    c.subscribeCrosshairMove(onMove);
    return () => {
      c.unsubscribeCrosshairMove(onMove);
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  // The shown tab's data: daily candles over the chosen range, or the session's bars. The other
  // tab's series are emptied, so the time scale holds one kind of time.
  useEffect(() => {
    const s = series.current;
    const c = chart.current;
    if (!s || !c) return;
    const daily = tab === "daily";
    s.candles.setData(
      daily ? data.candles.map((b) => ({ time: b.t as Time, open: b.o, high: b.h, low: b.l, close: b.c })) : [],
    );
    s.volume.setData(daily ? data.candles.map(volumeBar) : []);
    s.sma50.setData(daily ? data.sma50.map((p) => ({ time: p.time as Time, value: p.value })) : []);
    s.sma200.setData(daily ? data.sma200.map((p) => ({ time: p.time as Time, value: p.value })) : []);
    const line = !daily && intraday ? sessionLine(intraday) : [];
    s.intraday.setData(line);
    s.intradayVolume.setData(
      !daily && intraday
        ? intraday.bars.map((b) => ({ time: b.t as UTCTimestamp, value: b.v, color: volumeColor(b) }))
        : [],
    );
    c.priceScale("volume").applyOptions({ visible: false });
    c.applyOptions({
      timeScale: {
        timeVisible: !daily,
        secondsVisible: false,
        // Instants read in the exchange's time (the library's own labels would be UTC).
        tickMarkFormatter: (time: Time) => (typeof time === "number" ? clockAt(time * 1000, zone) : null),
      },
      localization: {
        timeFormatter: (time: Time) =>
          typeof time === "number" ? clockAt(time * 1000, zone) : formatDay(String(time)),
      },
    });
    if (daily) c.timeScale().setVisibleLogicalRange({ from: data.from - 0.5, to: data.candles.length - 0.5 });
    // The whole session from the open to the close, however little of it has run.
    else if (line.length > 1) c.timeScale().setVisibleRange({ from: line[0]!.time, to: line[line.length - 1]!.time });
  }, [tab, data, intraday, zone]);

  // The previous close as a line across the session.
  const previousClose = tab === "daily" ? null : (intraday?.previousClose ?? null);
  const previousCloseTitle = LL.ticker.legend.previousClose();
  useEffect(() => {
    const s = series.current;
    if (!s || previousClose === null) return;
    const line = s.intraday.createPriceLine({
      price: previousClose,
      color: colors.muted,
      lineWidth: 1,
      lineStyle: 2,
      axisLabelVisible: true,
      title: previousCloseTitle,
    });
    return () => s.intraday.removePriceLine(line);
  }, [previousClose, previousCloseTitle]);

  const last = data.candles[data.candles.length - 1] ?? null;
  const shown = hovered ?? last;
  const bar = hoveredBar ?? intraday?.bars[intraday.bars.length - 1] ?? null;
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
          {bar ? (
            <>
              <span>
                {R.time()} <b dir="ltr">{formatTime(bar.t * 1000, lang, zone)}</b>
              </span>
              <span>
                {R.open()} <b dir="ltr">{formatPrice(bar.o, props.currency, lang)}</b>
              </span>
              <span>
                {R.high()} <b dir="ltr">{formatPrice(bar.h, props.currency, lang)}</b>
              </span>
              <span>
                {R.low()} <b dir="ltr">{formatPrice(bar.l, props.currency, lang)}</b>
              </span>
              <span>
                {R.close()} <b dir="ltr">{formatPrice(bar.c, props.currency, lang)}</b>
              </span>
              <span>
                {R.volume()} <b dir="ltr">{formatCompact(bar.v, lang)}</b>
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
      ) : (
        <Legend>
          <span style={{ "--swatch": colors.muted } as React.CSSProperties}>{LL.ticker.legend.previousClose()}</span>
          <span style={{ "--swatch": "rgba(61,220,151,0.6)" } as React.CSSProperties}>{LL.ticker.legend.volume()}</span>
        </Legend>
      )}
    </div>
  );
}
