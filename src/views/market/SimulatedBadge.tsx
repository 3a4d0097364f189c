// Market honesty on every screen with prices: the source label ("Simulated data", or the
// provider with each market's delay and last price time; also inside the exported images), the markets' sessions above a live table, and
// the company's name beside its symbol (the Arabic name on the Arabic page when there is one).
// One market-status actor per screen, shared through context by everything on it.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { createContext, type ReactNode, useContext } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  isDemoClock,
  isLiveData,
  isSimulated,
  type MarketStatusActor,
  marketStatusMachine,
  sessionDateOf,
  sessionOf,
} from "../../machines/market/marketStatus.machine";
import { formatLongDay } from "../../shared/datetime";
import type { MarketCode, MarketFeed, Named } from "../../shared/market";
import { useLang } from "../AppContext";
import { SourceLabel } from "../kit/SourceLabel";

const MarketStatusContext = createContext<MarketStatusActor | null>(null);

/** Starts the screen's market-status actor (loaded now, refreshed every minute). */
export function MarketStatusProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(marketStatusMachine, { inspect });
  return <MarketStatusContext.Provider value={actor}>{children}</MarketStatusContext.Provider>;
}

/** The screen's source label: "Simulated data" while the prices are simulated, else the
 * provider with each market's delay and last price time (only `market`'s when given); nothing
 * before the first answer. */
export function SimulatedBadge({ market }: { market?: MarketCode } = {}) {
  const actor = useContext(MarketStatusContext);
  if (!actor) return null;
  return <FeedLabel actor={actor} market={market} />;
}

function FeedLabel({ actor, market }: { actor: MarketStatusActor; market: MarketCode | undefined }) {
  const { LL } = useI18nContext();
  const status = useSelector(actor, (s) => s.context.status);
  if (!status) return null;
  const feeds = status.markets.filter((m) => market === undefined || m.market === market);
  return <SourceLabel feeds={feeds} now={Date.now()} simulatedNote={LL.market.simulatedNote()} />;
}

/** Where the screen's prices come from ("simulated", "yahoo", "fmp"); null before the first answer. */
export function useFeedSource(): MarketFeed["source"] | null {
  const actor = useContext(MarketStatusContext);
  return useSelector(actor ?? undefined, (s) => s?.context.status?.markets[0]?.source ?? null) ?? null;
}

/** The ever-open markets of the demo clock say so, wherever a market's state shows. */
const Demo = styled("span")`
  display: inline-block;
  padding-inline: 0.45rem;
  border: 1px dashed currentColor;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
`;

function DemoClock({ actor }: { actor: MarketStatusActor }) {
  const { LL } = useI18nContext();
  const demo = useSelector(actor, isDemoClock);
  if (!demo) return null;
  return (
    <Demo data-testid="demo-clock" title={LL.market.demoClockNote()}>
      {LL.market.demoClock()}
    </Demo>
  );
}

/** True only while the server's quotes are real and current: the one case to say "live". */
export function useLiveData(): boolean {
  const actor = useContext(MarketStatusContext);
  return useSelector(actor ?? undefined, (s) => (s ? isLiveData(s) : false));
}

/** The band drawn under a saved image while its figures are simulated ("Simulated data: not
 * real market prices"), or null for real data and outside a screen with market status. */
/** The last line of every saved image: the disclaimer page's address, written out. */
export function useImageFootnote(): string {
  const { LL } = useI18nContext();
  return `${LL.common.disclaimerLink()}: ${window.location.host}/disclaimer`;
}

export function useSimulatedStamp(): string | null {
  const { LL } = useI18nContext();
  const actor = useContext(MarketStatusContext);
  const simulated = useSelector(actor ?? undefined, (s) => (s ? isSimulated(s) : false));
  return simulated ? LL.market.imageNote() : null;
}

const Sessions = styled("p")`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.9rem;
`;

const MARKETS: readonly MarketCode[] = ["US", "SA"];

/** Each market's session; a market not open says which session's close its prices are from. */
export function MarketSessions() {
  const actor = useContext(MarketStatusContext);
  return actor ? <SessionsOf actor={actor} /> : null;
}

function SessionsOf({ actor }: { actor: MarketStatusActor }) {
  const { LL } = useI18nContext();
  const us = useSelector(actor, (s) => sessionOf(s, "US"));
  const sa = useSelector(actor, (s) => sessionOf(s, "SA"));
  const usDate = useSelector(actor, (s) => sessionDateOf(s, "US"));
  const saDate = useSelector(actor, (s) => sessionDateOf(s, "SA"));
  const lang = useLang();
  if (!us || !sa) return null;
  const states = { US: us, SA: sa };
  const dates = { US: usDate, SA: saDate };
  return (
    <Sessions data-testid="market-sessions" data-closed={us !== "open" && sa !== "open" ? "true" : undefined}>
      {MARKETS.map((m) => (
        <span key={m} data-market={m} data-state={states[m]}>
          {LL.market.session({ market: LL.market.names[m](), state: LL.market.states[states[m]]() })}
        </span>
      ))}
      <DemoClock actor={actor} />
      {MARKETS.map((m) => {
        const date = dates[m];
        if (states[m] === "open" || !date) return null;
        return (
          <span key={`${m}-close`} data-testid="as-of-close" data-close-market={m} data-session={date}>
            {LL.market.asOfClose({ market: LL.market.names[m](), date: formatLongDay(date, lang) })}
          </span>
        );
      })}
    </Sessions>
  );
}

/** One market's session state in words ("open", "closed", …), or nothing before the first answer. */
export function MarketState({ market }: { market: MarketCode }) {
  const actor = useContext(MarketStatusContext);
  return actor ? <MarketStateOf actor={actor} market={market} /> : null;
}

function MarketStateOf({ actor, market }: { actor: MarketStatusActor; market: MarketCode }) {
  const { LL } = useI18nContext();
  const state = useSelector(actor, (s) => sessionOf(s, market));
  if (!state) return <>{LL.common.loading()}</>;
  return (
    <span data-testid="market-state" data-state={state}>
      {LL.market.session({ market: LL.market.names[market](), state: LL.market.states[state]() })}{" "}
      <DemoClock actor={actor} />
    </span>
  );
}

const NameText = styled("span")`
  display: block;
  font-size: 0.8rem;
  font-weight: 400;
  opacity: 0.8;
  max-inline-size: 14rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The company's name in the page's language (Arabic where the company has one), under its symbol. */
export function CompanyName({ row }: { row: Partial<Named> }) {
  const lang = useLang();
  const arabic = lang === "ar" && row.nameAr;
  const name = arabic ? row.nameAr : row.name;
  if (!name) return null;
  return (
    <NameText dir="auto" lang={arabic ? "ar" : "en"} title={name} data-testid="company-name">
      {name}
    </NameText>
  );
}
