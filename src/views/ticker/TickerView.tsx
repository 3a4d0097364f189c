// One ticker: header with the live price, the chart (daily or intraday) with its ranges and
// image download, key figures and the scanners that list it. A thin view over the ticker
// machine; the same view serves users (/ticker/$symbol) and partners (the explorer), which
// differ only in links, in the watchlist button (`onAdd`, users only) and in where the chosen
// indicators are kept (a user's account, a partner's browser).
import { useActorRef, useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import toast from "react-hot-toast";
import { fromPromise } from "xstate";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { type IndicatorsActor, indicatorsMachine } from "../../machines/ticker/indicators.machine";
import { type ChartTab, type TickerActor, tickerMachine } from "../../machines/ticker/ticker.machine";
import { chartData } from "../../machines/ticker/ticker.selectors";
import { INDICATORS, type Indicator, parseIndicators, sameIndicators } from "../../shared/chart-indicators";
import { clockAt, exchangeZone, formatDay, formatTime } from "../../shared/datetime";
import { formatCompact, formatMoney, formatPrice, formatSigned, formatSignedPercent } from "../../shared/format";
import type { ScannerKey } from "../../shared/market";
import { HISTORY_RANGES, type HistoryRange, INTRADAY_INTERVALS, type TickerSnapshot } from "../../shared/ticker";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { useDocumentTitle } from "../common/title";
import { ShariahCard } from "../fundamentals/ShariahCard";
import { Button, primaryFill } from "../kit/Button";
import { Card } from "../kit/Card";
import { Flash } from "../kit/Flash";
import { latinLang } from "../kit/lang";
import { colors } from "../kit/styles";
import { down, up } from "../kit/tone";
import { MarketState, SimulatedBadge, useImageFootnote, useSimulatedStamp } from "../market/SimulatedBadge";
import { EXPORT_EXCLUDE } from "../partner/ExportButton";
import { saveElementAsPng } from "../partner/exportImage";
import { PartnerFooter } from "../partner/PartnerFooter";
import { scannerName } from "../scanner/ScannersPanel";
import { PriceChart } from "./PriceChart";
import { ShariahRecord } from "./ShariahRecord";

const Page = styled("div")`
  display: grid;
  gap: 1.25rem;
  padding: 1.25rem;
  max-width: 80rem;
  margin-inline: auto;
  min-width: 0;
`;

const tickerCard = css`
  padding: 1rem;
  min-width: 0;
  h2 { font-size: 1.05rem; margin: 0 0 0.75rem; }
`;

const Header = styled("header")`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  h1 { margin: 0; font-size: clamp(1.3rem, 4vw, 1.75rem); overflow-wrap: anywhere; }
  .symbol { unicode-bidi: isolate; }
  dl { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; margin: 0.5rem 0 0; color: ${colors.muted}; font-size: 0.9rem; }
  dl div { display: flex; gap: 0.35rem; }
  dt::after { content: ":"; }
  dd { margin: 0; color: ${colors.text}; }
`;

const Price = styled("div")`
  text-align: end;
  font-variant-numeric: tabular-nums;
  .price { font-size: clamp(1.6rem, 6vw, 2.2rem); font-weight: 700; }
  .live { display: block; font-size: 0.8rem; color: ${colors.muted}; }
`;

const Signed = styled("span")`
  color: ${(p: { $n: number }) => (p.$n > 0 ? up : p.$n < 0 ? down : colors.text)};
  font-weight: 600;
  margin-inline-start: 0.5rem;
`;

const Toolbar = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  justify-content: space-between;
  align-items: center;
  margin-block-end: 0.75rem;
  fieldset, [role="tablist"] { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0; padding: 0; border: 0; min-width: 0; }
  button[aria-pressed="true"], button[aria-selected="true"] { background: ${primaryFill}; border-color: ${colors.accent}; }
  button { min-block-size: 2rem; }
`;

/** The indicator toggles: seven of them, smaller than the range buttons so a phone keeps the chart in view. */
const indicatorToggles = css`
  button { min-block-size: 1.9rem; padding: 0.2rem 0.6rem; font-size: 0.82rem; }
`;

const Figures = styled("dl")`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: 0.75rem 1.25rem;
  margin: 0;
  div { border-block-end: 1px solid ${colors.border}; padding-block-end: 0.5rem; }
  dt { color: ${colors.muted}; font-size: 0.85rem; }
  dd { margin: 0.2rem 0 0; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

const Chips = styled("ul")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 0.4rem 0.8rem;
    border-radius: 999px;
    border: 1px solid ${colors.accent};
    color: ${colors.text};
    text-decoration: none;
  }
  a:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

const Status = styled("div")`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${colors.muted};
  border: 1px dashed ${colors.border};
  border-radius: 0.75rem;
  h1 { color: ${colors.text}; font-size: 1.3rem; }
`;

/** A price in the listing currency, in the page's language ("$231.50", "139.18 ر.س"). */
function money(n: number, currency: "USD" | "SAR", lang: "en" | "ar"): string {
  return formatMoney(n, currency, lang);
}

function translated<T extends Record<string, () => string>>(table: T, key: string): string {
  const fn = (table as Record<string, (() => string) | undefined>)[key];
  return fn ? fn() : key;
}

/** The export's file name: the symbol and the chart's range, e.g. AAPL_6M_chart.png. */
function chartFileName(symbol: string, range: string, tab: ChartTab): string {
  return `${symbol.replace(/[^A-Za-z0-9.-]/g, "_")}_${tab === "daily" ? range : "intraday"}_chart.png`;
}

/** The ticker actor, with the image export bound to the element it captures. */
function useTickerActor(symbol: string, target: RefObject<HTMLElement | null>): TickerActor {
  const { LL } = useI18nContext();
  const texts = useRef<TranslationFunctions>(LL);
  texts.current = LL;
  // Simulated figures say so in the saved chart too.
  const stamp = useRef<string | null>(null);
  stamp.current = useSimulatedStamp();
  const footnote = useRef("");
  footnote.current = useImageFootnote();
  // Made once: @xstate/react would recreate the actor if the machine changed between renders.
  const machine = useMemo(
    () =>
      tickerMachine.provide({
        actors: {
          saveImage: fromPromise(
            async ({ input }: { input: { symbol: string; range: HistoryRange; tab: ChartTab } }) => {
              if (!target.current) throw new Error("the chart is not on screen");
              await saveElementAsPng(target.current, {
                fileName: chartFileName(input.symbol, input.range, input.tab),
                backgroundColor: colors.surface,
                stamp: stamp.current,
                footnote: footnote.current,
              });
            },
          ),
        },
        actions: {
          exportFailed: (_, { error }) => {
            console.error(error);
            toast.error(texts.current.ticker.downloadFailed());
          },
        },
      }),
    [target],
  );
  return useActorRef(machine, { input: { symbol }, inspect });
}

/** Where a partner's choice is kept: partners have no user row, so their browser keeps it. */
const BROWSER_KEY = "chartIndicators";

function readBrowserChoice(): Indicator[] | null {
  try {
    const raw = localStorage.getItem(BROWSER_KEY);
    const list: unknown = raw === null ? null : JSON.parse(raw);
    return Array.isArray(list) ? INDICATORS.filter((k) => list.includes(k)) : null;
  } catch {
    return null;
  }
}

/** The indicators actor: the address's choice, or the one kept in the account or the browser. */
function useIndicatorsActor(
  fromUrl: Indicator[] | null,
  keep: "account" | "browser",
  writeUrl: (list: Indicator[]) => void,
): IndicatorsActor {
  const { LL } = useI18nContext();
  const texts = useRef<TranslationFunctions>(LL);
  texts.current = LL;
  const write = useRef(writeUrl);
  write.current = writeUrl;
  const machine = useMemo(() => {
    const browser =
      keep === "browser"
        ? {
            loadChoice: fromPromise(async () => readBrowserChoice()),
            saveChoice: fromPromise<Indicator[] | null, { indicators: Indicator[] }>(async ({ input }) => {
              try {
                localStorage.setItem(BROWSER_KEY, JSON.stringify(input.indicators));
              } catch {
                // private mode: the choice lasts for this visit (and stays in the address)
              }
              return input.indicators;
            }),
          }
        : {};
    return indicatorsMachine.provide({
      actors: browser,
      actions: {
        writeUrl: (_, { indicators }) => write.current(indicators),
        saveFailed: (_, { error }) => {
          console.error(error);
          toast.error(texts.current.ticker.indicators.saveFailed(), { id: "indicators-save" });
        },
      },
    });
  }, [keep]);
  return useActorRef(machine, { input: { fromUrl }, inspect });
}

function KeyFigures(props: { s: TickerSnapshot }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const F = LL.ticker.figures;
  const { s } = props;
  const m = (n: number) => money(n, s.currency, lang);
  const rows: [string, string][] = [
    [F.previousClose(), m(s.previousClose)],
    [F.dayRange(), `${formatPrice(s.dayLow)} – ${formatPrice(s.dayHigh)}`],
    [F.range52(), `${formatPrice(s.low52)} – ${formatPrice(s.high52)}`],
    [F.avgVolume(), formatCompact(s.avgVolume, lang)],
    [F.marketCap(), formatCompact(s.marketCap, lang, { currency: s.currency })],
    [F.sharesOutstanding(), formatCompact(s.sharesOutstanding, lang)],
    [F.dividendPerShare(), m(s.dividendPerShare)],
    [F.dividendYield(), `${formatPrice(s.dividendYield)}%`],
    [F.rsi14(), s.rsi14 === null ? "—" : formatPrice(s.rsi14)],
    [F.sma50(), s.sma50 === null ? "—" : m(s.sma50)],
    [F.sma200(), s.sma200 === null ? "—" : m(s.sma200)],
  ];
  return (
    <Figures>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd dir="ltr">{value}</dd>
        </div>
      ))}
    </Figures>
  );
}

export function TickerView(props: {
  symbol: string;
  /** Users: opens the add-to-watchlist dialog; absent for partners. */
  onAdd?: (symbol: string, scanner: ScannerKey) => void;
  listed?: boolean;
  /** The watchlist button's text when the page knows better (the lists that hold the symbol). */
  addLabel?: string;
  /** Users: opens the alert dialog on this ticker; absent for partners. */
  onCreateAlert?: (symbol: string) => void;
  /** A scanner's link (users: the scanner page on that scanner). */
  scannerLink?: (key: ScannerKey, label: string) => React.ReactNode;
  /** The address's ?ind= (validated), when it has one. */
  ind: string | undefined;
  /** Puts a choice in the address. */
  onIndicatorsUrl: (list: Indicator[]) => void;
  /** Where the choice is kept: the user's account, or (partners) the browser. */
  keepIndicators: "account" | "browser";
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const T = LL.ticker;
  const exportTarget = useRef<HTMLDivElement>(null);
  const actor = useTickerActor(props.symbol, exportTarget);
  // Back, forward or a link may change the address: its choice is shown.
  const urlChoice = useMemo(() => parseIndicators(props.ind), [props.ind]);
  const indicatorsActor = useIndicatorsActor(urlChoice, props.keepIndicators, props.onIndicatorsUrl);
  const chosen = useSelector(indicatorsActor, (s) => s.context.chosen, sameIndicators);
  const choosing = useSelector(indicatorsActor, (s) => s.hasTag("loading"));
  useEffect(() => {
    indicatorsActor.send({ type: "url.change", indicators: urlChoice });
  }, [indicatorsActor, urlChoice]);
  const symbol = useSelector(actor, (s) => s.context.symbol);
  const snapshot = useSelector(actor, (s) => s.context.snapshot);
  const bars = useSelector(actor, (s) => s.context.bars);
  const range = useSelector(actor, (s) => s.context.range);
  const intraday = useSelector(actor, (s) => s.context.intraday);
  const interval = useSelector(actor, (s) => s.context.interval);
  const loadingIntraday = useSelector(actor, (s) => s.hasTag("loadingIntraday"));
  const intradayFailed = useSelector(actor, (s) => s.hasTag("intradayFailed"));
  const tab = useSelector(actor, (s) => s.context.tab);
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const notFound = useSelector(actor, (s) => s.hasTag("notFound"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const loadingBars = useSelector(actor, (s) => s.hasTag("loadingBars"));
  const barsFailed = useSelector(actor, (s) => s.hasTag("barsFailed"));
  const canExport = useSelector(actor, (s) => s.can({ type: "export" }));
  const data = useMemo(() => chartData(bars, snapshot, range), [bars, snapshot, range]);
  const { product, provider } = useBrand();
  const title = snapshot
    ? T.pageTitle({ symbol: snapshot.symbol, name: lang === "ar" && snapshot.nameAr ? snapshot.nameAr : snapshot.name })
    : null;
  useDocumentTitle(title ?? symbol);

  if (loading)
    return (
      <Page>
        <Status role="status">{T.loading()}</Status>
      </Page>
    );
  if (notFound)
    return (
      <Page>
        <Status role="alert" data-testid="ticker-not-found">
          <h1>{T.notFoundTitle()}</h1>
          <p>{T.notFoundText({ symbol })}</p>
        </Status>
      </Page>
    );
  if (failed || !snapshot)
    return (
      <Page>
        <Status role="alert">
          <p>{T.failed()}</p>
          <Button type="button" onClick={() => actor.send({ type: "retry" })}>
            {T.retry()}
          </Button>
        </Status>
      </Page>
    );

  const s = snapshot;
  const name = lang === "ar" && s.nameAr ? s.nameAr : s.name;
  return (
    <Page data-testid="ticker-page">
      <Card $look="tile" className={tickerCard} as="div">
        <Header>
          <div>
            <h1>
              <span className="symbol" dir="ltr">
                {s.symbol}
              </span>{" "}
              — <bdi lang={latinLang(name)}>{name}</bdi>
            </h1>
            <dl>
              <div>
                <dt>{T.exchange()}</dt>
                <dd>{translated(T.exchanges, s.exchange)}</dd>
              </div>
              <div>
                <dt>{T.sector()}</dt>
                <dd>{translated(T.sectors, s.sector)}</dd>
              </div>
              <div>
                <dt>{T.currency()}</dt>
                <dd>{T.currencies[s.currency]()}</dd>
              </div>
              <div>
                <dt>{T.market()}</dt>
                <dd>
                  <MarketState market={s.symbol.endsWith(".SR") ? "SA" : "US"} />
                </dd>
              </div>
            </dl>
          </div>
          <Price>
            <span className="price" dir="ltr" data-testid="ticker-price">
              <Flash value={s.price}>{money(s.price, s.currency, lang)}</Flash>
            </span>
            <Signed $n={s.change} aria-label={T.changeLabel()}>
              <bdi dir="ltr">
                {formatSigned(s.change)} ({formatSignedPercent(s.changesPercentage)})
              </bdi>
            </Signed>
            <span className="live">
              {T.updatedAt({ time: formatTime(s.ts, lang, exchangeZone(s.symbol), { seconds: true }) })}
            </span>
          </Price>
        </Header>
      </Card>

      <Card $look="tile" className={tickerCard} aria-labelledby="ticker-chart-title">
        <div ref={exportTarget}>
          <h2 id="ticker-chart-title">{T.chartLabel({ symbol: s.symbol })}</h2>
          <SimulatedBadge market={s.symbol.endsWith(".SR") ? "SA" : "US"} />
          <Toolbar {...EXPORT_EXCLUDE}>
            <div role="tablist" aria-label={T.tabsLabel()}>
              {(["daily", "intraday"] as const).map((t) => (
                <Button
                  key={t}
                  type="button"
                  role="tab"
                  aria-selected={tab === t}
                  onClick={() => actor.send({ type: "tab.select", tab: t })}
                >
                  {T.tabs[t]()}
                </Button>
              ))}
            </div>
            {tab === "daily" ? (
              <fieldset aria-label={T.rangesLabel()}>
                {HISTORY_RANGES.map((r) => (
                  <Button
                    key={r}
                    type="button"
                    aria-pressed={range === r}
                    aria-label={`${T.ranges[r]()} (${T.rangeNames[r]()})`}
                    onClick={() => actor.send({ type: "range.select", range: r })}
                  >
                    {T.ranges[r]()}
                  </Button>
                ))}
              </fieldset>
            ) : (
              <fieldset aria-label={T.intervalsLabel()}>
                {INTRADAY_INTERVALS.map((i) => (
                  <Button
                    key={i}
                    type="button"
                    aria-pressed={interval === i}
                    aria-label={T.intervalNames[i]()}
                    onClick={() => actor.send({ type: "interval.select", interval: i })}
                  >
                    {T.intervals[i]()}
                  </Button>
                ))}
              </fieldset>
            )}
            <Button type="button" disabled={!canExport} onClick={() => actor.send({ type: "export" })}>
              {T.download()}
            </Button>
          </Toolbar>
          <Toolbar {...EXPORT_EXCLUDE} className={indicatorToggles}>
            <fieldset aria-label={T.indicators.label()} aria-busy={choosing} data-testid="indicator-toggles">
              {INDICATORS.map((k) => (
                <Button
                  key={k}
                  type="button"
                  aria-pressed={chosen.includes(k)}
                  title={T.indicators.titles[k]()}
                  data-indicator={k}
                  onClick={() => indicatorsActor.send({ type: "indicator.toggle", indicator: k })}
                >
                  {T.indicators.names[k]()}
                </Button>
              ))}
            </fieldset>
          </Toolbar>
          {tab === "intraday" && intraday ? (
            <p data-testid="intraday-session">
              {T.session({
                date: formatDay(intraday.session.date),
                open: clockAt(Date.parse(intraday.session.open), exchangeZone(symbol)),
                close: formatTime(Date.parse(intraday.session.close), lang, exchangeZone(symbol)),
              })}
              {intraday.session.state !== "open" ? ` ${T.lastSession()}` : null}
            </p>
          ) : null}
          {(tab === "daily" && barsFailed) || (tab === "intraday" && intradayFailed) ? (
            <Status role="alert">
              <p>{tab === "daily" ? T.barsFailed() : T.intradayFailed()}</p>
              <Button type="button" onClick={() => actor.send({ type: "retry" })}>
                {T.retry()}
              </Button>
            </Status>
          ) : (
            <div aria-busy={tab === "daily" ? loadingBars : loadingIntraday}>
              <PriceChart
                zone={exchangeZone(symbol)}
                currency={s.currency}
                data={data}
                intraday={intraday}
                tab={tab}
                indicators={chosen}
                label={tab === "daily" ? T.chartLabel({ symbol: s.symbol }) : T.intradayLabel({ symbol: s.symbol })}
              />
              {tab === "intraday" && loadingIntraday && !intraday ? <p role="status">{T.intradayLoading()}</p> : null}
              {tab === "intraday" && intraday?.bars.length === 0 ? <p>{T.intradayEmpty()}</p> : null}
            </div>
          )}
          <PartnerFooter poweredBy={product} productOf={provider} />
        </div>
      </Card>

      <Card $look="tile" className={tickerCard} aria-labelledby="ticker-figures-title">
        <Toolbar>
          <h2 id="ticker-figures-title">{T.figuresTitle()}</h2>
          {props.onAdd ? (
            <Button
              type="button"
              $variant="primary"
              disabled={props.listed}
              onClick={() => props.onAdd?.(s.symbol, s.scanners[0] ?? "rocket")}
            >
              {props.addLabel ?? (props.listed ? T.alreadyListed() : T.addToWatchlist())}
            </Button>
          ) : null}
          {props.onCreateAlert ? (
            <Button type="button" onClick={() => props.onCreateAlert?.(s.symbol)}>
              {LL.alerts.ui.create()}
            </Button>
          ) : null}
        </Toolbar>
        <KeyFigures s={s} />
        <h2 style={{ marginBlockStart: "1.25rem" }}>{T.scannersTitle()}</h2>
        {s.scanners.length === 0 ? (
          <p>{T.noScanners()}</p>
        ) : (
          <Chips>
            {s.scanners.map((key) => (
              <li key={key}>
                {props.scannerLink ? props.scannerLink(key, scannerName(LL, key, lang)) : scannerName(LL, key, lang)}
              </li>
            ))}
          </Chips>
        )}
      </Card>

      <ShariahCard symbol={s.symbol} currency={s.currency} />
      <ShariahRecord symbol={s.symbol} />
    </Page>
  );
}
