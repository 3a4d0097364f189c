// The news feed (/partner/news/feed): market events newest first, filtered by market, kind, sector
// and team watchlist, the filters kept in the address (?market=&kind=&sector=&watchlist=); new
// ones appear on top as the socket brings them; "Load older" pages back. Each event's time is on
// its exchange's clock; the words come from the server in the language on screen.
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type FeedFilters, feedMachine, NO_FILTERS } from "../../machines/news/feed.machine";
import { formatDateTime } from "../../shared/datetime";
import { SECTOR_KEYS, type SectorKey } from "../../shared/insights";
import { FEED_KINDS, type FeedKind, isFeedKind, isNewsMarket, NEWS_MARKETS, type NewsMarket } from "../../shared/news";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Button } from "../kit/Button";
import { Field } from "../kit/Field";
import { Screen, Sheet, TitleRow } from "../kit/Page";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { MarketSessions, SimulatedBadge } from "../market/SimulatedBadge";
import { LoadingDisplay } from "../partner/LoadingDisplay";
import { PartnerFooter } from "../partner/PartnerFooter";
import { NewsLoadFailed } from "./LoadFailed";

const Filters = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  select {
    background: var(--p-secondary);
    color: var(--p-text);
    border: 1px solid var(--p-border);
    max-inline-size: 100%;
  }
  label {
    color: inherit;
    min-inline-size: 0;
  }
`;

const List = styled("ol")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: grid;
    gap: 0.25rem;
    padding: 0.65rem 0.85rem;
    border: 1px solid var(--p-border);
    border-radius: 10px;
    background: var(--p-secondary);
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    font-size: 0.85rem;
    opacity: 0.85;
  }
  .kind {
    font-weight: 700;
  }
  p {
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
`;

/** The filters of the address; a value that is none of a filter's is left out. */
export function filtersOf(search: Record<string, unknown>): Partial<FeedFilters> {
  const { market, kind, sector, watchlist } = search;
  return {
    ...(isNewsMarket(market) ? { market } : {}),
    ...(typeof kind === "string" && isFeedKind(kind) ? { kind } : {}),
    ...(typeof sector === "string" && (SECTOR_KEYS as readonly string[]).includes(sector)
      ? { sector: sector as SectorKey }
      : {}),
    ...(typeof watchlist === "string" && /^[A-Za-z0-9-]{1,64}$/.test(watchlist) ? { watchlist } : {}),
  };
}

function FeedScreen() {
  const { LL, locale } = useI18nContext();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const lang = useLang();
  const { product, provider } = useBrand();
  const actor = useActorRef(
    feedMachine.provide({
      actions: {
        logFailure: (_, { error }) => console.error("News feed request failed", error),
      },
    }),
    { input: { lang, filters: filtersOf(search) }, inspect },
  );
  const events = useSelector(actor, (s) => s.context.events);
  const market = useSelector(actor, (s) => s.context.market);
  const kind = useSelector(actor, (s) => s.context.kind);
  const sector = useSelector(actor, (s) => s.context.sector);
  const watchlist = useSelector(actor, (s) => s.context.watchlist);
  const lists = useSelector(actor, (s) => s.context.lists);
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const loadingOlder = useSelector(actor, (s) => s.hasTag("loadingOlder"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const canOlder = useSelector(actor, (s) => s.can({ type: "older" }));
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    actor.send({ type: "language.changed", lang: locale });
  }, [locale, actor]);
  // The address follows the filters (the machine drops a watchlist the team no longer has).
  useEffect(() => {
    const now: FeedFilters = { market, kind, sector, watchlist };
    const shownInAddress = { ...NO_FILTERS, ...filtersOf(search) };
    if ((Object.keys(now) as (keyof FeedFilters)[]).every((k) => now[k] === shownInAddress[k])) return;
    void navigate({
      to: ".",
      search: (prev: Record<string, unknown>) => ({
        ...prev,
        market: market || undefined,
        kind: kind || undefined,
        sector: sector || undefined,
        watchlist: watchlist || undefined,
      }),
      replace: true,
    } as unknown as Parameters<typeof navigate>[0]);
  }, [market, kind, sector, watchlist, search, navigate]);
  const t = LL.marketNews.feed;
  const set = (filters: Partial<FeedFilters>) => actor.send({ type: "filter.set", filters });
  const list = watchlist ? lists?.find((l) => l.id === watchlist) : undefined;
  return (
    <Screen data-screen="NewsFeed">
      <Sheet>
        <TitleRow>
          <div>
            <h1>{t.title()}</h1>
            <SimulatedBadge />
            <MarketSessions />
          </div>
        </TitleRow>
        <Muted $look="partner">{t.intro()}</Muted>
        <Filters>
          <Field>
            {LL.marketNews.marketLabel()}
            <select value={market} onChange={(e) => set({ market: e.target.value as NewsMarket | "" })}>
              <option value="">{t.all()}</option>
              {NEWS_MARKETS.map((m) => (
                <option key={m} value={m}>
                  {LL.marketNews.markets[m]()}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {t.kindLabel()}
            <select value={kind} onChange={(e) => set({ kind: e.target.value as FeedKind | "" })}>
              <option value="">{t.all()}</option>
              {FEED_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]()}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {t.sectorLabel()}
            <select value={sector} onChange={(e) => set({ sector: e.target.value as SectorKey | "" })}>
              <option value="">{t.all()}</option>
              {SECTOR_KEYS.map((k) => (
                <option key={k} value={k}>
                  {LL.marketNews.sectors[k]()}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {t.watchlistLabel()}
            <select value={watchlist} onChange={(e) => set({ watchlist: e.target.value })} data-testid="feed-watchlist">
              <option value="">{t.allWatchlists()}</option>
              {watchlist && !list ? <option value={watchlist}>{LL.marketNews.loading()}</option> : null}
              {(lists ?? []).map((l) => (
                // A name the team typed, in any script (read as theirs, not as a missing translation).
                <option key={l.id} value={l.id} data-user-text>
                  {l.name}
                </option>
              ))}
            </select>
          </Field>
        </Filters>
        <div aria-live="polite" aria-busy={loading}>
          {loading && <LoadingDisplay />}
          {failed && (
            <NewsLoadFailed message={LL.marketNews.feed.failed()} onRetry={() => actor.send({ type: "retry" })} />
          )}
          {!loading && !failed && events.length === 0 && (
            <p data-testid="feed-empty">
              {list && list.symbols.length === 0 ? (
                <>
                  <bdi>{t.watchlistEmpty({ name: list.name })}</bdi>{" "}
                  <Link to={"/partner/tools/watchlist" as "/partner/dashboard"}>{t.watchlistAdd()}</Link>
                </>
              ) : list ? (
                t.watchlistNoEvents({ name: list.name })
              ) : (
                t.empty()
              )}
            </p>
          )}
        </div>
        {events.length > 0 && (
          <List aria-label={t.listLabel()} data-testid="feed">
            {events.map((e) => (
              <li key={e.id} data-kind={e.kind} data-market={e.market} data-symbol={e.symbol}>
                <span className="meta">
                  <span className="kind">{t.kinds[e.kind]()}</span>
                  <span>{LL.marketNews.markets[e.market]()}</span>
                  <time dateTime={new Date(e.ts).toISOString()}>
                    {formatDateTime(e.ts, lang, e.market === "SA" ? "Asia/Riyadh" : "America/New_York")}
                  </time>
                </span>
                <p lang={lang}>{e.text}</p>
              </li>
            ))}
          </List>
        )}
        {canOlder || loadingOlder ? (
          <Button $look="partner" type="button" disabled={loadingOlder} onClick={() => actor.send({ type: "older" })}>
            {loadingOlder ? LL.marketNews.loading() : t.older()}
          </Button>
        ) : null}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

export function FeedPage() {
  return (
    <WithTexts namespace="marketNews">
      <FeedScreen />
    </WithTexts>
  );
}
