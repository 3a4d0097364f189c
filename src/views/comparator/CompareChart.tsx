// The comparator's chart: one line per symbol, each rebased to 100 at the range's base close
// (lightweight-charts, like the ticker chart), with the crosshair's day and values beside it.
// A chart reads time from left to right, so it stays left-to-right inside an Arabic page; the
// readout follows the page, each value isolated. Colours follow the portal's theme (read from its
// custom properties) and the lines use a palette told apart with the common colour-vision
// deficiencies (Okabe–Ito).
import { styled } from "goober";
import {
  ColorType,
  CrosshairMode,
  createChart,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type MouseEventParams,
  TickMarkType,
  type Time,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import { formatDay, monthName } from "../../shared/datetime";
import { formatNumber } from "../../shared/format";
import { useLang } from "../AppContext";

export const SERIES_COLORS = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9"] as const;

interface ChartLine {
  symbol: string;
  points: { t: string; v: number }[];
}

const Box = styled("figure")`
  position: relative;
  margin: 0;
  block-size: clamp(16rem, 45vh, 24rem);
  inline-size: 100%;
  min-inline-size: 0;
  overflow: hidden;
`;

const Readout = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.9rem;
  min-block-size: 1.5rem;
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  b {
    font-weight: 600;
    unicode-bidi: isolate;
  }
  i {
    display: inline-block;
    inline-size: 0.8rem;
    block-size: 0.25rem;
    margin-inline-end: 0.3rem;
    vertical-align: middle;
    background: var(--swatch);
  }
`;

function themeColor(el: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

/** The day of a chart time: "YYYY-MM-DD" as given, or the library's business-day object. */
function dayOf(time: Time): { y: number; m: number; d: number } | null {
  if (typeof time === "string") {
    const [y, m, d] = time.split("-").map(Number) as [number, number, number];
    return { y, m, d };
  }
  if (typeof time === "object") return { y: time.year, m: time.month, d: time.day };
  return null;
}

/** The time axis in the page's language: years, month names, day numbers (Latin digits). */
function tickMark(lang: string) {
  return (time: Time, type: TickMarkType) => {
    const day = dayOf(time);
    if (!day) return null;
    if (type === TickMarkType.Year) return String(day.y);
    if (type === TickMarkType.Month) return monthName(day.m, lang);
    return String(day.d);
  };
}

export function CompareChart(props: { lines: ChartLine[]; label: string }) {
  const lang = useLang();
  const box = useRef<HTMLElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<"Line">[]>([]);
  const [hover, setHover] = useState<{ t: string; values: (number | null)[] } | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, {
      autoSize: true,
      crosshair: { mode: CrosshairMode.Normal },
      localization: { priceFormatter: (p: number) => formatNumber(p, { digits: 1 }) },
    });
    chart.current = c;
    const onMove = (param: MouseEventParams<Time>) => {
      if (typeof param.time !== "string") {
        setHover(null);
        return;
      }
      const values = series.current.map((s) => {
        const point = param.seriesData.get(s) as { value?: number } | undefined;
        return point?.value ?? null;
      });
      setHover({ t: param.time, values });
    };
    c.subscribeCrosshairMove(onMove);
    // The whole range stays in view when the box changes width (a phone turned, a menu folded).
    const resized = new ResizeObserver(() => c.timeScale().fitContent());
    resized.observe(box.current);
    return () => {
      resized.disconnect();
      c.unsubscribeCrosshairMove(onMove);
      c.remove();
      chart.current = null;
      series.current = [];
    };
  }, []);

  useEffect(() => {
    const c = chart.current;
    const el = box.current;
    if (!c || !el) return;
    const text = themeColor(el, "--p-text", "#1a1a1a");
    c.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: themeColor(el, "--p-secondary", "#ffffff") },
        textColor: text,
        fontFamily: "system-ui, sans-serif",
      },
      grid: {
        vertLines: { color: `color-mix(in srgb, ${text} 10%, transparent)` },
        horzLines: { color: `color-mix(in srgb, ${text} 10%, transparent)` },
      },
      rightPriceScale: { borderColor: `color-mix(in srgb, ${text} 25%, transparent)` },
      timeScale: {
        borderColor: `color-mix(in srgb, ${text} 25%, transparent)`,
        tickMarkFormatter: tickMark(lang),
      },
      localization: { timeFormatter: (time: Time) => formatDay(String(time)) },
    });
    for (const s of series.current) c.removeSeries(s);
    series.current = props.lines.map((line, k) => {
      const s = c.addSeries(LineSeries, {
        color: SERIES_COLORS[k % SERIES_COLORS.length],
        lineWidth: 2,
        title: line.symbol,
        priceLineVisible: false,
      });
      s.setData(line.points.map((p) => ({ time: p.t as Time, value: p.v })));
      return s;
    });
    series.current[0]?.createPriceLine({
      price: 100,
      color: text,
      lineWidth: 1,
      lineStyle: 2,
      axisLabelVisible: false,
    });
    c.timeScale().fitContent();
    setHover(null);
  }, [props.lines, lang]);

  const last = props.lines.map((l) => l.points[l.points.length - 1]?.v ?? null);
  const shown = hover ?? {
    t: props.lines.reduce((t, l) => ((l.points.at(-1)?.t ?? "") > t ? (l.points.at(-1)?.t ?? t) : t), ""),
    values: last,
  };
  return (
    <div>
      <Readout aria-live="off" data-testid="compare-readout">
        {shown.t ? <b dir="ltr">{formatDay(shown.t)}</b> : null}
        {props.lines.map((line, k) => (
          <span
            key={line.symbol}
            style={{ "--swatch": SERIES_COLORS[k % SERIES_COLORS.length] } as React.CSSProperties}
          >
            <i aria-hidden="true" />
            <bdi dir="ltr">{line.symbol}</bdi> <b dir="ltr">{formatNumber(shown.values[k] ?? null, { digits: 2 })}</b>
          </span>
        ))}
      </Readout>
      {/* A figure, not role="img": the chart holds the library's attribution link. */}
      <Box ref={box} dir="ltr" aria-label={props.label} data-testid="compare-chart" />
    </div>
  );
}
