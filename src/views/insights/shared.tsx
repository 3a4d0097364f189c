// Pieces shared by the insights screens: the market switch, the live data hook over the
// insight machine, the loading and failure lines, number formats and the colour scale.
import { useActorRef, useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { insightLoader } from "../../machines/insights/actors";
import { insightMachine } from "../../machines/insights/insight.machine";
import { INSIGHT_MARKETS, type InsightMarket, type Period } from "../../shared/insights";
import { Button, ButtonRow } from "../kit/Button";
import { TitleRow } from "../kit/Page";
import { WithTexts } from "../kit/WithTexts";
import { MarketSessions, SimulatedBadge } from "../market/SimulatedBadge";
import { LoadingDisplay } from "../partner/LoadingDisplay";

/** The screen inside the insights texts (a namespace loaded with the route). */
export function InsightsTexts({ children }: { children: ReactNode }) {
  return <WithTexts namespace="insights">{children}</WithTexts>;
}

/** An insight screen's title row: the heading with the 'Simulated data' badge beside it (inside
 * the exported image) and the markets' sessions (a closed market's figures are as of its last
 * close), then the screen's actions (an export button). */
export function InsightTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <TitleRow>
      <div>
        <h1>{title}</h1>
        <SimulatedBadge />
        <MarketSessions />
      </div>
      {children}
    </TitleRow>
  );
}

interface InsightView<T> {
  market: InsightMarket;
  data: T | null;
  loading: boolean;
  failed: boolean;
  selectMarket: (market: InsightMarket) => void;
  retry: () => void;
}

/** The data of `GET /partner/insights/<path>?market=…`, reloaded every few seconds when live. */
export function useInsight<T>(path: string, options: { live?: boolean } = {}): InsightView<T> {
  const actor = useActorRef(
    insightMachine.provide({
      actors: {
        load: insightLoader(path),
      },
      actions: {
        logFailure: (_, { error }) => console.error(`Insights ${path} request failed`, error),
      },
    }),
    { input: { live: options.live ?? false }, inspect },
  );
  return {
    market: useSelector(actor, (s) => s.context.market),
    data: useSelector(actor, (s) => s.context.data) as T | null,
    loading: useSelector(actor, (s) => s.hasTag("loading")),
    failed: useSelector(actor, (s) => s.context.failed && s.matches("failed")),
    selectMarket: (market) => actor.send({ type: "market.select", market }),
    retry: () => actor.send({ type: "retry" }),
  };
}

/** Two buttons, USA and Saudi Arabia; the chosen one is pressed. */
export function MarketSwitch({ market, onSelect }: { market: InsightMarket; onSelect: (m: InsightMarket) => void }) {
  const { LL } = useI18nContext();
  return (
    <ButtonRow role="group" aria-label={LL.insights.marketLabel()} data-export="exclude">
      {INSIGHT_MARKETS.map((m) => (
        <Button $look="partner" key={m} type="button" aria-pressed={m === market} onClick={() => onSelect(m)}>
          {LL.insights.markets[m]()}
        </Button>
      ))}
    </ButtonRow>
  );
}

/** The period buttons of an insight (1D, 1W, …), each with its full name as a title. */
export function PeriodChoice<K extends Period>(props: { values: readonly K[]; value: K; onSelect: (k: K) => void }) {
  const { LL } = useI18nContext();
  return (
    <Choice
      label={LL.insights.periodLabel()}
      values={props.values}
      value={props.value}
      text={(p) => LL.insights.periods[p]()}
      title={(p) => LL.insights.periodNames[p]()}
      onSelect={props.onSelect}
    />
  );
}

/** Buttons for a choice among a few values (periods, lists, filters). */
export function Choice<K extends string>(props: {
  label: string;
  values: readonly K[];
  value: K;
  text: (k: K) => string;
  title?: (k: K) => string;
  onSelect: (k: K) => void;
}) {
  return (
    <ButtonRow role="group" aria-label={props.label} data-export="exclude">
      {props.values.map((k) => (
        <Button
          $look="partner"
          key={k}
          type="button"
          aria-pressed={k === props.value}
          title={props.title?.(k)}
          onClick={() => props.onSelect(k)}
        >
          {props.text(k)}
        </Button>
      ))}
    </ButtonRow>
  );
}

/** Loading, or failed with a retry, or the content. */
export function Loaded<T>({ view, children }: { view: InsightView<T>; children: (data: T) => ReactNode }) {
  const { LL } = useI18nContext();
  if (view.failed)
    return (
      <p role="alert">
        {LL.insights.failed()}{" "}
        <Button $look="partner" type="button" onClick={view.retry}>
          {LL.insights.retry()}
        </Button>
      </p>
    );
  if (view.data === null) return <LoadingDisplay />;
  return <>{children(view.data)}</>;
}

/**
 * A diverging scale readable with the common colour-vision deficiencies: orange for falls,
 * blue for rises (ColorBrewer PuOr/RdBu ends), grey around zero; 7 steps whose edges grow with
 * the period (a 1 % day is as notable as a 10 % year).
 */
export const DIVERGING = ["#b35806", "#e08214", "#fdb863", "#d9d9d9", "#92c5de", "#4393c3", "#2166ac"] as const;
/** Text colour that reads on each step (contrast ≥ 4.5:1). */
export const ON_DIVERGING = ["#ffffff", "#000000", "#000000", "#000000", "#000000", "#000000", "#ffffff"] as const;
const EDGES = [-3, -1.5, -0.5, 0.5, 1.5, 3];
const PERIOD_SCALE: Record<string, number> = { "1D": 1, "1W": 2, "1M": 4, "3M": 6, YTD: 10, "1Y": 12 };

export function edgesFor(period: string): number[] {
  const k = PERIOD_SCALE[period] ?? 1;
  return EDGES.map((e) => e * k);
}

/** The step (0–6) of a change; unknown is the neutral middle. */
export function stepOf(change: number | null, period: string): number {
  if (change === null || !Number.isFinite(change)) return 3;
  const edges = edgesFor(period);
  let step = 0;
  while (step < edges.length && change >= edges[step]!) step++;
  return step;
}

/** A number or change shown left to right inside Arabic text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
