// The price chart: a thin view over lightweight-charts (canvas). It draws what the ticker
// machine holds — daily candles, or the session's intraday line and the previous close, over
// the whole session's width from the first load, its axis in the exchange's time — with the
// chosen indicators (the indicators machine): moving averages and Bollinger bands over the
// price, volume, RSI and MACD each in a pane of its own below it (panes of the library, one time
// axis), and shows the crosshair's values (the bar's, and each indicator's) beside it. Only the
// shown tab's series hold data, so the two time scales (days, instants) never share the axis.
// The card stays dark in every theme (the partner portal's light one too), so the lines'
// colours are picked for the chart's dark surface. A chart reads time from left to right, so it
// stays left-to-right inside an Arabic page (dir="ltr" on its box), as on Arabic trading sites; the
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
import { useEffect, useMemo, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { barIndex, type IndicatorLines, indicatorLines, points } from "../../machines/ticker/indicators.selectors";
import type { ChartTab } from "../../machines/ticker/ticker.machine";
import type { ChartData } from "../../machines/ticker/ticker.selectors";
import { type Indicator, PANES } from "../../shared/chart-indicators";
import { clockAt, formatDay, formatTime, type Zone } from "../../shared/datetime";
import { type Currency, formatCompact, formatPrice, formatSigned } from "../../shared/format";
import { type DailyBar, INTRADAY_INTERVAL_MS, type IntradayBar, type IntradayResponse } from "../../shared/ticker";
import { useLang } from "../AppContext";
import { colors } from "../kit/styles";
import { down, up } from "../kit/tone";

/** Each indicator's colour on the chart's dark surface (3:1 or more against it). */
const COLOR: Record<Indicator, string> = {
  sma20: "#4fc3f7",
  sma50: "#ffc857",
  sma200: "#a58bff",
  bb: "#f48fb1",
  volume: "rgba(61,220,151,0.6)",
  rsi: "#ce93d8",
  macd: "#4fc3f7",
};
const SIGNAL_COLOR = "#ffa94d";
const PANE_REM = 7;

const Box = styled("figure")`
  position: relative;
  margin: 0;
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

const Legend = styled("ul")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0.35rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.8rem;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
  li::before {
    content: "";
    display: inline-block;
    inline-size: 0.9rem;
    block-size: 0.2rem;
    margin-inline-end: 0.35rem;
    vertical-align: middle;
    background: var(--swatch);
  }
  b { color: ${colors.text}; font-weight: 600; unicode-bidi: isolate; }
  .pair { white-space: nowrap; }
`;

interface Series {
  candles: ISeriesApi<"Candlestick">;
  intraday: ISeriesApi<"Line">;
}

type AnySeries = ISeriesApi<"Line"> | ISeriesApi<"Histogram">;

/** The chosen indicators' series, made again when the choice changes. */
interface IndicatorSeries {
  key: string;
  lines: Partial<
    Record<
      "sma20" | "sma50" | "sma200" | "bbUpper" | "bbMiddle" | "bbLower" | "rsi" | "macd" | "signal",
      ISeriesApi<"Line">
    >
  >;
  bars: Partial<Record<"volume" | "histogram", ISeriesApi<"Histogram">>>;
}

const volumeColor = (b: { o: number; c: number }) => (b.c >= b.o ? "rgba(61,220,151,0.45)" : "rgba(255,122,136,0.45)");

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

const LINE = { lineWidth: 2, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false } as const;

/** Adds the chosen indicators' series: overlays on the price (pane 0), each pane below in order. */
function addIndicators(c: IChartApi, chosen: readonly Indicator[]): IndicatorSeries {
  const out: IndicatorSeries = { key: chosen.join(","), lines: {}, bars: {} };
  for (const k of ["sma20", "sma50", "sma200"] as const)
    if (chosen.includes(k)) out.lines[k] = c.addSeries(LineSeries, { ...LINE, lineWidth: 1, color: COLOR[k] }, 0);
  if (chosen.includes("bb")) {
    out.lines.bbUpper = c.addSeries(LineSeries, { ...LINE, lineWidth: 1, color: COLOR.bb }, 0);
    out.lines.bbMiddle = c.addSeries(LineSeries, { ...LINE, lineWidth: 1, lineStyle: 2, color: COLOR.bb }, 0);
    out.lines.bbLower = c.addSeries(LineSeries, { ...LINE, lineWidth: 1, color: COLOR.bb }, 0);
  }
  let pane = 0;
  for (const k of PANES) {
    if (!chosen.includes(k)) continue;
    pane++;
    if (k === "volume") {
      out.bars.volume = c.addSeries(
        HistogramSeries,
        { priceFormat: { type: "volume" }, lastValueVisible: false, priceLineVisible: false },
        pane,
      );
    } else if (k === "rsi") {
      const line = c.addSeries(
        LineSeries,
        {
          ...LINE,
          lineWidth: 1,
          color: COLOR.rsi,
          lastValueVisible: true,
          // RSI reads against a fixed 0–100 scale, with the usual 30 and 70 marks.
          autoscaleInfoProvider: () => ({ priceRange: { minValue: 0, maxValue: 100 } }),
        },
        pane,
      );
      for (const price of [30, 70])
        line.createPriceLine({ price, color: colors.muted, lineWidth: 1, lineStyle: 2, axisLabelVisible: false });
      line.priceScale().applyOptions({ scaleMargins: { top: 0.06, bottom: 0.06 } });
      out.lines.rsi = line;
    } else {
      out.bars.histogram = c.addSeries(HistogramSeries, { lastValueVisible: false, priceLineVisible: false }, pane);
      out.lines.macd = c.addSeries(LineSeries, { ...LINE, lineWidth: 1, color: COLOR.macd }, pane);
      out.lines.signal = c.addSeries(LineSeries, { ...LINE, lineWidth: 1, color: SIGNAL_COLOR }, pane);
    }
  }
  // The price keeps most of the height: three parts to each pane's one.
  c.panes()[0]?.setStretchFactor(3);
  return out;
}

function removeIndicators(c: IChartApi, s: IndicatorSeries) {
  for (const series of [...Object.values(s.lines), ...Object.values(s.bars)] as AnySeries[]) c.removeSeries(series);
}

function setIndicatorData(s: IndicatorSeries, lines: IndicatorLines) {
  const t = lines.times as Time[];
  const set = (series: ISeriesApi<"Line"> | undefined, values: (number | null)[] | undefined) =>
    series?.setData(values ? points(t, values) : []);
  set(s.lines.sma20, lines.sma20);
  set(s.lines.sma50, lines.sma50);
  set(s.lines.sma200, lines.sma200);
  set(s.lines.bbUpper, lines.bb?.upper);
  set(s.lines.bbMiddle, lines.bb?.middle);
  set(s.lines.bbLower, lines.bb?.lower);
  set(s.lines.rsi, lines.rsi);
  set(s.lines.macd, lines.macd?.macd);
  set(s.lines.signal, lines.macd?.signal);
  s.bars.volume?.setData(
    (lines.volume ?? []).map((v, i) => ({
      time: t[i]!,
      value: v.value,
      color: volumeColor(v.up ? { o: 0, c: 1 } : { o: 1, c: 0 }),
    })),
  );
  s.bars.histogram?.setData(
    points(t, lines.macd?.histogram ?? []).map((p) => ({
      ...p,
      color: p.value >= 0 ? "rgba(61,220,151,0.55)" : "rgba(255,122,136,0.55)",
    })),
  );
}

export function PriceChart(props: {
  data: ChartData;
  intraday: IntradayResponse | null;
  tab: ChartTab;
  label: string;
  /** The chosen indicators (in the chart's order). */
  indicators: readonly Indicator[];
  /** The exchange's clock and the listing's currency: the readout's times and prices carry them. */
  zone: Exclude<Zone, "local">;
  currency: Currency;
}) {
  const { LL } = useI18nContext();
  const R = LL.ticker.readout;
  const I = LL.ticker.indicators;
  const lang = useLang();
  const box = useRef<HTMLElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const shown = useRef<IndicatorSeries | null>(null);
  const [hoverTime, setHoverTime] = useState<string | number | null>(null);
  const { data, intraday, tab, zone, indicators } = props;
  const key = indicators.join(",");
  const paneCount = PANES.filter((k) => indicators.includes(k)).length;

  // The bars the indicators are computed over: the shown tab's.
  const lines = useMemo(
    () =>
      indicatorLines(
        tab === "daily"
          ? data.candles.map((b) => ({ t: b.t, o: b.o, c: b.c, v: b.v }))
          : (intraday?.bars ?? []).map((b) => ({ t: b.t, o: b.o, c: b.c, v: b.v })),
        indicators,
      ),
    [tab, data, intraday, indicators],
  );

  // The chart is made once per mount; data changes only replace series data.
  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: colors.surface },
        textColor: colors.muted,
        fontFamily: "system-ui, sans-serif",
        panes: { separatorColor: colors.border, separatorHoverColor: "rgba(167,176,200,0.25)" },
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
    const intraday = c.addSeries(LineSeries, { lineWidth: 2, color: colors.accent });
    chart.current = c;
    series.current = { candles, intraday };
    const onMove = (param: MouseEventParams<Time>) =>
      setHoverTime(param.time === undefined ? null : (param.time as string | number));
    c.subscribeCrosshairMove(onMove);
    return () => {
      c.unsubscribeCrosshairMove(onMove);
      c.remove();
      chart.current = null;
      series.current = null;
      shown.current = null;
    };
  }, []);

  // The chosen indicators' series: made again when the choice changes (panes below the price
  // appear and go with their series).
  useEffect(() => {
    const c = chart.current;
    if (!c || shown.current?.key === key) return;
    if (shown.current) removeIndicators(c, shown.current);
    shown.current = addIndicators(c, key === "" ? [] : (key.split(",") as Indicator[]));
  }, [key]);

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
    const line = !daily && intraday ? sessionLine(intraday) : [];
    s.intraday.setData(line);
    if (shown.current) setIndicatorData(shown.current, lines);
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
  }, [tab, data, intraday, zone, lines]);

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

  // The hovered bar (or the last one) and each indicator's value there: the lines are aligned to
  // the shown tab's bars.
  const at = barIndex(lines, hoverTime);
  const day: DailyBar | null = tab === "daily" ? (data.candles[at] ?? null) : null;
  const bar: IntradayBar | null = tab === "intraday" ? (intraday?.bars[at] ?? null) : null;
  const price = (n: number | null | undefined) =>
    n === null || n === undefined ? "—" : formatPrice(n, props.currency, lang);
  const plain = (n: number | null | undefined) => (n === null || n === undefined ? "—" : formatPrice(n));
  const signed = (n: number | null | undefined) => (n === null || n === undefined ? "—" : formatSigned(n));
  // A label and its value stay together on one line.
  const value = (label: string, text: string) => (
    <span className="pair">
      {label} <b dir="ltr">{text}</b>
    </span>
  );
  const items: [Indicator, React.ReactNode][] = indicators.map((k) => {
    const name = I.names[k]();
    switch (k) {
      case "sma20":
      case "sma50":
      case "sma200":
        return [k, value(name, price(lines[k]?.[at]))];
      case "bb":
        return [
          k,
          <>
            {name}: {value(I.upper(), price(lines.bb?.upper[at]))} {value(I.middle(), price(lines.bb?.middle[at]))}{" "}
            {value(I.lower(), price(lines.bb?.lower[at]))}
          </>,
        ];
      case "volume": {
        const v = lines.volume?.[at]?.value;
        return [k, value(name, v === undefined ? "—" : formatCompact(v, lang))];
      }
      case "rsi":
        return [k, value(name, plain(lines.rsi?.[at]))];
      default:
        return [
          k,
          <>
            {value(name, signed(lines.macd?.macd[at]))} {value(I.signal(), signed(lines.macd?.signal[at]))}{" "}
            {value(I.histogram(), signed(lines.macd?.histogram[at]))}
          </>,
        ];
    }
  });
  return (
    <div>
      {tab === "daily" ? (
        <Readout aria-live="off" data-testid="chart-readout">
          {day ? (
            <>
              <span>
                {R.date()} <b dir="ltr">{formatDay(day.t)}</b>
              </span>
              <span>
                {R.open()} <b dir="ltr">{formatPrice(day.o, props.currency, lang)}</b>
              </span>
              <span>
                {R.high()} <b dir="ltr">{formatPrice(day.h, props.currency, lang)}</b>
              </span>
              <span>
                {R.low()} <b dir="ltr">{formatPrice(day.l, props.currency, lang)}</b>
              </span>
              <span>
                {R.close()} <b dir="ltr">{formatPrice(day.c, props.currency, lang)}</b>
              </span>
              <span>
                {R.volume()} <b dir="ltr">{formatCompact(day.v, lang)}</b>
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
      <Box
        ref={box}
        dir="ltr"
        aria-label={props.label}
        data-testid="price-chart"
        data-panes={paneCount + 1}
        style={{ blockSize: `calc(clamp(16rem, 45vh, 26rem) + ${paneCount * PANE_REM}rem)` }}
      />
      <Legend aria-label={I.valuesLabel()} data-testid="indicator-legend">
        {tab === "intraday" ? (
          <li style={{ "--swatch": colors.muted } as React.CSSProperties}>{LL.ticker.legend.previousClose()}</li>
        ) : null}
        {items.map(([k, content]) => (
          <li key={k} data-indicator={k} style={{ "--swatch": COLOR[k] } as React.CSSProperties}>
            {content}
          </li>
        ))}
      </Legend>
    </div>
  );
}
