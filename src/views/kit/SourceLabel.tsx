// The source label of every price screen (GET /market/status, each market's feed): "Simulated
// data" while the prices are simulated, else the provider with each market's delay and the
// time of its last price on the exchange's clock ("Yahoo Finance · Saudi market: delayed 15
// minutes, last 15:09 Riyadh"). The word "simulated" appears only for the simulation.
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { formatDateTime, formatDay, formatTime } from "../../shared/datetime";
import type { MarketCode, MarketFeed } from "../../shared/market";
import { latinLang } from "./lang";

type MarketFeedOf = MarketFeed & { market: MarketCode };

const ZONES = { US: "America/New_York", SA: "Asia/Riyadh" } as const;

/** A time on the exchange's clock: "15:09 Riyadh" today, "19-11-2026 15:00 Riyadh" before. */
function lastTime(ms: number, market: MarketCode, lang: string, now: number): string {
  const zone = ZONES[market];
  return formatDay(ms, zone) === formatDay(now, zone)
    ? formatTime(ms, lang, zone, { reader: zone })
    : formatDateTime(ms, lang, zone, { reader: zone });
}

/** The label's words: the source, then per market its delay and last price (none for the
 * simulation); a market is named only when more than one is described. */
function sourceLabelText(
  LL: TranslationFunctions,
  lang: string,
  feeds: readonly MarketFeedOf[],
  now: number,
): { simulated: boolean; source: string; markets: { market: MarketCode; text: string }[] } {
  const T = LL.market.feed;
  const simulated = feeds.some((f) => f.source === "simulated");
  const first = feeds[0];
  if (simulated || !first || first.source === "simulated")
    return { simulated: true, source: LL.market.simulated(), markets: [] };
  const source = T.sources[first.source]();
  const markets = feeds.map((f) => {
    const pace = f.live
      ? T.realTime()
      : f.delayMinutes > 0
        ? T.delayed({ duration: LL.duration.minutes({ count: f.delayMinutes }) })
        : T.stale();
    const parts =
      f.lastPriceAt === null ? [pace] : [pace, T.last({ time: lastTime(f.lastPriceAt, f.market, lang, now) })];
    const detail = parts.join(T.separator());
    return {
      market: f.market,
      text: feeds.length > 1 ? T.market({ market: LL.market.names[f.market](), detail }) : detail,
    };
  });
  return { simulated: false, source, markets };
}

const Label = styled("span")`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-self: start;
  gap: 0.15rem 0.5rem;
  max-inline-size: 100%;
  font-size: 0.8rem;
  line-height: 1.4;
`;

// Its own colours, not the page's: readable on the dark app, the light partner theme and in a
// saved image alike (contrast above 10:1); amber for the simulation, blue-grey for real data.
const Pill = styled("span")<{ $simulated: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding-block: 0.15rem;
  padding-inline: 0.6rem;
  border-radius: 999px;
  background: ${(p) => (p.$simulated ? "#ffd166" : "#dce4f7")};
  color: ${(p) => (p.$simulated ? "#2a1d00" : "#0d1a3a")};
  font-weight: 700;
  white-space: nowrap;
  &::before {
    content: "";
    inline-size: 0.45rem;
    block-size: 0.45rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Detail = styled("span")`
  overflow-wrap: anywhere;
`;

/** The label for the markets given (one market on a ticker's page, both on a mixed list). */
export function SourceLabel({
  feeds,
  now,
  simulatedNote,
}: {
  feeds: readonly MarketFeedOf[];
  /** The reader's now (epoch ms): a last price of an earlier day shows its date. */
  now: number;
  /** The pill's tooltip while the prices are simulated. */
  simulatedNote?: string;
}) {
  const { LL, locale } = useI18nContext();
  if (feeds.length === 0) return null;
  const { simulated, source, markets } = sourceLabelText(LL, locale, feeds, now);
  return (
    <Label data-testid="source-label" data-source={simulated ? "simulated" : feeds[0]!.source}>
      <Pill
        $simulated={simulated}
        data-testid={simulated ? "simulated-badge" : "source-name"}
        title={simulated ? simulatedNote : LL.market.feed.note()}
        lang={simulated ? undefined : latinLang(source)}
      >
        {source}
      </Pill>
      {markets.map((m) => (
        <Detail key={m.market} data-market={m.market}>
          {m.text}
        </Detail>
      ))}
    </Label>
  );
}
