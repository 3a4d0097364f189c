// The news feed (/partner/news/feed): market events newest first, filtered by market, kind and
// sector; new ones appear on top as the socket brings them; "Load older" pages back. Each event's
// time is on its exchange's clock; the words come from the server in the language on screen.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type FeedFilters, feedMachine } from "../../machines/news/feed.machine";
import { formatDateTime } from "../../shared/datetime";
import { SECTOR_KEYS, type SectorKey } from "../../shared/insights";
import { FEED_KINDS, type FeedKind, NEWS_MARKETS, type NewsMarket } from "../../shared/news";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Button } from "../kit/Button";
import { Field } from "../kit/Field";
import { Screen, Sheet, TitleRow } from "../kit/Page";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { MarketSessions, SimulatedBadge } from "../market/SimulatedBadge";
import { SESSION_TOAST_ID } from "../partner/hooks";
import { LoadingDisplay } from "../partner/LoadingDisplay";
import { PartnerFooter } from "../partner/PartnerFooter";

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

function FeedScreen() {
  const { LL, locale } = useI18nContext();
  const lang = useLang();
  const { product, provider } = useBrand();
  const latest = useRef(LL);
  latest.current = LL;
  const actor = useActorRef(
    feedMachine.provide({
      actions: {
        sessionExpired: () => {
          toast.error(latest.current.partnerCommon.sessionExpired(), { id: SESSION_TOAST_ID });
        },
        logFailure: (_, { error }) => console.error("News feed request failed", error),
      },
    }),
    { input: { lang }, inspect },
  );
  const events = useSelector(actor, (s) => s.context.events);
  const market = useSelector(actor, (s) => s.context.market);
  const kind = useSelector(actor, (s) => s.context.kind);
  const sector = useSelector(actor, (s) => s.context.sector);
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
  const t = LL.marketNews.feed;
  const set = (filters: Partial<FeedFilters>) => actor.send({ type: "filter.set", filters });
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
        </Filters>
        <div aria-live="polite" aria-busy={loading}>
          {loading && <LoadingDisplay />}
          {failed && (
            <p role="alert">
              {LL.marketNews.failed()}{" "}
              <Button $look="partner" type="button" onClick={() => actor.send({ type: "retry" })}>
                {LL.marketNews.retry()}
              </Button>
            </p>
          )}
          {!loading && !failed && events.length === 0 && <p data-testid="feed-empty">{t.empty()}</p>}
        </div>
        {events.length > 0 && (
          <List aria-label={t.listLabel()} data-testid="feed">
            {events.map((e) => (
              <li key={e.id} data-kind={e.kind} data-market={e.market}>
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
