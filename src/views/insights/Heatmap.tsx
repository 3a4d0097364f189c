// Market heatmap (docs/architecture.md, "Partner insights"): the index constituents of a market
// as a squarified treemap (d3-hierarchy) in SVG, grouped by sector, area by market cap, colour
// by the change over the chosen period on a colour-blind-safe diverging scale with a legend.
// The layout is made once per market and width; live reloads and the live quotes of its tiles
// (src/machines/insights/liveQuotes.ts) only repaint them, and a banner says when the quotes
// are stale. In
// Arabic the map is mirrored (largest sector at the right). Tiles are one tab stop: arrows
// move between them (roving focus), hover or focus shows name, price and change, click or
// Enter opens the ticker in the explorer. 'Download as Image' with the footer.

import { useNavigate } from "@tanstack/react-router";
import { hierarchy, treemap, treemapSquarify } from "d3-hierarchy";
import { styled } from "goober";
import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { liveHeatmap } from "../../machines/insights/liveQuotes";
import { formatCompact, formatMoney, formatSignedPercent } from "../../shared/format";
import {
  HEATMAP_PERIODS,
  type HeatmapPeriod,
  type HeatmapResponse,
  type HeatmapTile,
  type InsightMarket,
  type SectorKey,
} from "../../shared/insights";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Flash } from "../kit/Flash";
import { latinLang } from "../kit/lang";
import { Screen, Sheet } from "../kit/Page";
import { Muted } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { StaleBanner, useLiveMerge, useLiveQuotes } from "../market/LiveQuotes";
import { ExportButton } from "../partner/ExportButton";
import { useDownload } from "../partner/hooks";
import { PartnerFooter } from "../partner/PartnerFooter";
import {
  DIVERGING,
  edgesFor,
  InsightsTexts,
  InsightTitle,
  Loaded,
  MarketSwitch,
  ON_DIVERGING,
  PeriodChoice,
  stepOf,
  useInsight,
} from "./shared";

export const HEATMAP_FILE_NAME = "market_heatmap.png";
const SECTOR_HEADER = 16;

export interface TileBox {
  symbol: string;
  sector: SectorKey;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface SectorBox {
  sector: SectorKey;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The treemap of tiles in a width × height box; `rtl` mirrors it horizontally. */
export function layoutHeatmap(
  tiles: readonly HeatmapTile[],
  width: number,
  height: number,
  rtl: boolean,
): { tiles: TileBox[]; sectors: SectorBox[] } {
  type Node = { name: string; sector?: SectorKey; cap?: number; children?: Node[] };
  const bySector = new Map<SectorKey, Node[]>();
  for (const t of tiles) {
    if (!(t.marketCap > 0)) continue;
    const list = bySector.get(t.sector) ?? [];
    list.push({ name: t.symbol, sector: t.sector, cap: t.marketCap });
    bySector.set(t.sector, list);
  }
  const root = hierarchy<Node>({
    name: "market",
    children: [...bySector].map(([sector, children]) => ({ name: sector, sector, children })),
  })
    .sum((d) => d.cap ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  treemap<Node>()
    .tile(treemapSquarify)
    .size([width, height])
    .paddingOuter(1)
    .paddingTop((node) => (node.depth === 1 ? SECTOR_HEADER : 0))
    .paddingInner(1)
    .round(true)(root);
  const flip = <T extends { x0: number; x1: number }>(b: T): T =>
    rtl ? { ...b, x0: width - b.x1, x1: width - b.x0 } : b;
  const sectors: SectorBox[] = [];
  const boxes: TileBox[] = [];
  for (const node of root.descendants()) {
    const n = node as typeof node & { x0: number; y0: number; x1: number; y1: number };
    const box = { x0: n.x0, y0: n.y0, x1: n.x1, y1: n.y1 };
    if (node.depth === 1) sectors.push(flip({ sector: node.data.sector!, ...box }));
    if (node.depth === 2) boxes.push(flip({ symbol: node.data.name, sector: node.data.sector!, ...box }));
  }
  return { tiles: boxes, sectors };
}

const Figure = styled("figure")`
  position: relative;
  margin: 0;
  inline-size: 100%;
  svg {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
  a:focus {
    outline: none;
  }
  a:focus rect.tile,
  a:hover rect.tile {
    stroke: var(--p-text);
    stroke-width: 2;
  }
  a:focus-visible rect.tile {
    stroke: var(--p-accent);
    stroke-width: 3;
  }
  text {
    pointer-events: none;
    font-family: inherit;
  }
  .tip {
    position: absolute;
    z-index: 2;
    pointer-events: none;
    min-inline-size: 10rem;
    max-inline-size: 16rem;
    padding: 0.5rem 0.75rem;
    border-radius: 8px;
    background: var(--p-secondary);
    color: var(--p-text);
    border: 1px solid var(--p-border);
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
    font-size: 0.9rem;
    line-height: 1.4;
  }
  .tip strong {
    display: block;
  }
`;

const Legend = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.85rem;
  ol {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    flex: 1 1 14rem;
    min-inline-size: 0;
    max-inline-size: 24rem;
    padding: 0;
    margin: 0;
    list-style: none;
  }
  li {
    min-inline-size: 0;
    display: grid;
    justify-items: center;
    font-size: 0.65rem;
    overflow: hidden;
    white-space: nowrap;
  }
  .swatch {
    inline-size: 100%;
    block-size: 0.9rem;
  }
`;

/** The colour steps with their ranges, from falls to rises (reading order of the page). */
function HeatLegend({ period }: { period: HeatmapPeriod }) {
  const { LL } = useI18nContext();
  const edges = edgesFor(period);
  const label = (k: number) =>
    k === 0
      ? `< ${formatSignedPercent(edges[0]!, 1)}`
      : k === 6
        ? `> ${formatSignedPercent(edges[5]!, 1)}`
        : formatSignedPercent((edges[k - 1]! + edges[k]!) / 2, 1);
  return (
    <Legend data-testid="heatmap-legend">
      <span>{LL.insights.heatmap.legend({ period: LL.insights.periodNames[period]() })}:</span>
      <span>{LL.insights.heatmap.legendDown()}</span>
      <ol>
        {DIVERGING.map((colour, k) => (
          <li key={colour}>
            <span className="swatch" style={{ background: colour }} />
            <bdi dir="ltr">{label(k)}</bdi>
          </li>
        ))}
      </ol>
      <span>{LL.insights.heatmap.legendUp()}</span>
    </Legend>
  );
}

function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setWidth(Math.round(el.clientWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function HeatmapChart({ data, period }: { data: HeatmapResponse; period: HeatmapPeriod }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const rtl = lang === "ar";
  const navigate = useNavigate();
  const box = useRef<HTMLElement>(null);
  const width = useWidth(box);
  const height = width < 600 ? Math.round(width * 1.25) : Math.round(width * 0.56);
  // The layout follows the first data of a market: live reloads keep it (no re-layout).
  const [base, setBase] = useState<{ market: InsightMarket; tiles: HeatmapTile[] }>({
    market: data.market,
    tiles: data.tiles,
  });
  if (base.market !== data.market) setBase({ market: data.market, tiles: data.tiles });
  const layout = useMemo(
    () => (width > 0 ? layoutHeatmap(base.tiles, width, height, rtl) : { tiles: [], sectors: [] }),
    [base, width, height, rtl],
  );
  const latest = useMemo(() => new Map(data.tiles.map((t) => [t.symbol, t])), [data.tiles]);
  const [focus, setFocus] = useState(0);
  const [shown, setShown] = useState<string | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]); // SVG <a> elements at run time
  const currency = data.currency;
  const nameOf = (t: HeatmapTile) => (rtl && t.nameAr ? t.nameAr : t.name);
  const tileLabel = (t: HeatmapTile) =>
    LL.insights.heatmap.tile({
      name: nameOf(t),
      symbol: t.symbol,
      price: formatMoney(t.price, currency, lang),
      change: formatSignedPercent(t.change[period], 1),
      period: LL.insights.periodNames[period](),
    });
  const open = (symbol: string) => navigate({ to: "/partner/tools/explorer", search: { symbol } });
  const move = (event: KeyboardEvent, index: number) => {
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    let next = index;
    if (event.key === forward || event.key === "ArrowDown") next = index + 1;
    else if (event.key === backward || event.key === "ArrowUp") next = index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = layout.tiles.length - 1;
    else return;
    event.preventDefault();
    next = Math.max(0, Math.min(layout.tiles.length - 1, next));
    setFocus(next);
    links.current[next]?.focus();
  };
  const tipBox = layout.tiles.find((b) => b.symbol === shown);
  const tipTile = shown ? latest.get(shown) : undefined;
  return (
    <Figure
      ref={box}
      data-testid="heatmap"
      dir="ltr"
      aria-label={LL.insights.heatmap.label({
        market: LL.insights.markets[data.market](),
        period: LL.insights.periodNames[period](),
      })}
    >
      {width > 0 && (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          {layout.sectors.map((s) => (
            <g key={s.sector}>
              <rect x={s.x0} y={s.y0} width={s.x1 - s.x0} height={s.y1 - s.y0} fill="var(--p-secondary)" />
              {s.x1 - s.x0 > LL.insights.sectors[s.sector]().length * 6.5 + 8 && (
                <text
                  x={rtl ? s.x1 - 4 : s.x0 + 4}
                  y={s.y0 + 12}
                  fontSize={11}
                  fontWeight={600}
                  fill="var(--p-text)"
                  textAnchor={rtl ? "end" : "start"}
                >
                  {LL.insights.sectors[s.sector]()}
                </text>
              )}
            </g>
          ))}
          {layout.tiles.map((b, index) => {
            const t = latest.get(b.symbol);
            if (!t) return null;
            const step = stepOf(t.change[period], period);
            const w = b.x1 - b.x0;
            const h = b.y1 - b.y0;
            const big = w > 44 && h > 28;
            return (
              <a
                key={b.symbol}
                ref={(el) => {
                  links.current[index] = el;
                }}
                href={`/partner/tools/explorer?symbol=${encodeURIComponent(b.symbol)}`}
                tabIndex={index === focus ? 0 : -1}
                aria-label={tileLabel(t)}
                data-symbol={b.symbol}
                data-step={step}
                onClick={(event) => {
                  event.preventDefault();
                  open(b.symbol);
                }}
                onKeyDown={(event) => move(event, index)}
                onFocus={() => {
                  setFocus(index);
                  setShown(b.symbol);
                }}
                onBlur={() => setShown(null)}
                onMouseEnter={() => setShown(b.symbol)}
                onMouseLeave={() => setShown(null)}
              >
                <rect className="tile" x={b.x0} y={b.y0} width={w} height={h} fill={DIVERGING[step]} />
                {big && (
                  <text x={b.x0 + w / 2} y={b.y0 + h / 2} textAnchor="middle" fill={ON_DIVERGING[step]} fontSize={11}>
                    <tspan x={b.x0 + w / 2} dy="-0.2em" fontWeight={700}>
                      {b.symbol}
                    </tspan>{" "}
                    <tspan x={b.x0 + w / 2} dy="1.2em">
                      {formatSignedPercent(t.change[period], 1)}
                    </tspan>
                  </text>
                )}
              </a>
            );
          })}
        </svg>
      )}
      {tipBox && tipTile && (
        <div
          className="tip"
          aria-hidden="true"
          data-testid="heatmap-tip"
          dir={rtl ? "rtl" : "ltr"}
          style={{
            left: `${Math.min(Math.max(0, tipBox.x0), Math.max(0, width - 176))}px`,
            top: `${tipBox.y1 + 4 > height - 80 ? Math.max(0, tipBox.y0 - 84) : tipBox.y1 + 4}px`,
          }}
        >
          <strong lang={latinLang(nameOf(tipTile))}>{nameOf(tipTile)}</strong>
          <bdi dir="ltr">{tipTile.symbol}</bdi> ·{" "}
          <bdi dir="ltr">
            <Flash value={tipTile.price}>{formatMoney(tipTile.price, currency, lang)}</Flash>
          </bdi>
          <br />
          {LL.insights.periodNames[period]()} <bdi dir="ltr">{formatSignedPercent(tipTile.change[period])}</bdi> ·{" "}
          <bdi dir="ltr">{formatCompact(tipTile.marketCap, lang, { decimals: 1, currency })}</bdi>
        </div>
      )}
    </Figure>
  );
}

/** The chart with its tiles' live quotes in, and the banner while they are stale. */
function LiveHeatmapChart(props: { data: HeatmapResponse; period: HeatmapPeriod }) {
  const symbols = useMemo(() => props.data.tiles.map((t) => t.symbol), [props.data.tiles]);
  const live = useLiveQuotes(symbols);
  const data = useLiveMerge(props.data, live.quotes, liveHeatmap);
  return (
    <>
      <StaleBanner stale={live.stale} />
      <HeatmapChart data={data} period={props.period} />
    </>
  );
}

function HeatmapScreen() {
  const { LL } = useI18nContext();
  const { product, provider } = useBrand();
  const view = useInsight<HeatmapResponse>("heatmap", { live: true });
  const [period, setPeriod] = useState<HeatmapPeriod>("1D");
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, { fileName: HEATMAP_FILE_NAME });
  const t = LL.insights.heatmap;
  return (
    <Screen data-screen="Heatmap">
      <Sheet ref={sheet} data-testid="export-area">
        <InsightTitle title={t.title()}>
          <ExportButton label={t.download()} disabled={!canDownload || view.data === null} onClick={download} />
        </InsightTitle>
        <Toolbar $look="partner">
          <MarketSwitch market={view.market} onSelect={view.selectMarket} />
          <PeriodChoice values={HEATMAP_PERIODS} value={period} onSelect={setPeriod} />
        </Toolbar>
        <Loaded view={view}>
          {(data) => (
            <>
              <Muted $look="partner">{t.intro({ count: data.tiles.length })}</Muted>
              <HeatLegend period={period} />
              <LiveHeatmapChart data={data} period={period} />
              <Muted $look="partner" data-export="exclude">
                {t.hint()}
              </Muted>
            </>
          )}
        </Loaded>
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

export function Heatmap() {
  return (
    <InsightsTexts>
      <HeatmapScreen />
    </InsightsTexts>
  );
}
