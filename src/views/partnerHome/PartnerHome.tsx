// /partner/dashboard: the partner portal's home. Cards in the member's layout order (markets,
// movers, calendar, recap, feed, watchlist), each leading to its page: both markets' sessions
// with the exchange's clock and index, each market's biggest rises and falls with live prices,
// today's calendar events, and the news and team pages. The data is the home machine's.
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { Fragment, type ReactNode, useMemo } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { browserHomeQuotes } from "../../machines/partnerHome/actors";
import { type HomeActor, homeMachine } from "../../machines/partnerHome/home.machine";
import { formatDateTime, formatLongDay, formatTime } from "../../shared/datetime";
import { formatMoney, formatNumber, formatSignedPercent, listingCurrency } from "../../shared/format";
import type { PartnerHome as HomeData, HomeIndex, HomeMarket, HomeMover } from "../../shared/partner-home";
import type { PartnerHomeWidget } from "../../shared/partner-layout";
import type { LiveQuote } from "../../shared/realtime";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { latinLang } from "../kit/lang";
import { Screen, Sheet, TitleRow } from "../kit/Page";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { LoadingDisplay } from "../partner/LoadingDisplay";
import { PartnerFooter } from "../partner/PartnerFooter";

export function PartnerHome() {
  return (
    <WithTexts namespace="partnerHome">
      <Home />
    </WithTexts>
  );
}

function useHomeActor(): HomeActor {
  const machine = useMemo(
    () =>
      homeMachine.provide({
        actors: { quotes: browserHomeQuotes },
        actions: {
          logFailure: (_, { error }) => console.error("Partner home request failed", error),
        },
      }),
    [],
  );
  return useActorRef(machine, { inspect });
}

const Grid = styled("div")`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  @media (min-width: 1000px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

const Box = styled(Card)`
  padding: 1rem;
  display: grid;
  align-content: start;
  gap: 0.75rem;
  min-inline-size: 0;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  ul.news li {
    display: grid;
    gap: 0.15rem;
    overflow-wrap: anywhere;
  }
  ul.news strong { font-size: 0.85rem; }
  .more {
    justify-self: start;
    font-weight: 600;
    color: var(--p-text);
    text-underline-offset: 0.2em;
  }
  .more:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 2px;
  }
`;

const Split = styled("div")`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > div {
    display: grid;
    align-content: start;
    gap: 0.4rem;
    min-inline-size: 0;
  }
`;

const Figure = styled("p")`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.6rem;
  .level {
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const State = styled("span")`
  display: inline-block;
  padding-inline: 0.55rem;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.85rem;
  font-weight: 600;
  &[data-state="open"] {
    border-width: 2px;
    font-weight: 700;
  }
  &[data-state="open"]::before {
    content: "";
    display: inline-block;
    inline-size: 0.5rem;
    block-size: 0.5rem;
    margin-inline-end: 0.35rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Rows = styled("ul")`
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: baseline;
    gap: 0.6rem;
    font-variant-numeric: tabular-nums;
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    opacity: 0.85;
    font-size: 0.9rem;
  }
  .figures {
    display: flex;
    gap: 0.6rem;
    white-space: nowrap;
  }
`;

function Home() {
  const { LL } = useI18nContext();
  const t = LL.partnerHome;
  const { product, provider } = useBrand();
  const actor = useHomeActor();
  const data = useSelector(actor, (s) => s.context.data);
  const widgets = useSelector(actor, (s) => s.context.layout.widgets);
  const quotes = useSelector(actor, (s) => s.context.quotes);
  const failed = useSelector(actor, (s) => s.context.failed);
  return (
    <Screen data-screen="PartnerHome">
      <Sheet>
        <TitleRow>
          <div>
            <h1>{t.title()}</h1>
            <SimulatedBadge />
          </div>
        </TitleRow>
        <Muted $look="partner">{t.intro()}</Muted>
        {failed ? (
          <p role="alert">
            {t.failed()}{" "}
            <Button $look="partner" type="button" onClick={() => actor.send({ type: "retry" })}>
              {t.retry()}
            </Button>
          </p>
        ) : data === null ? (
          <LoadingDisplay />
        ) : (
          <Grid>
            {widgets.map((w) => (
              <Widget key={w} widget={w} data={data} quotes={quotes} />
            ))}
            <Tools />
          </Grid>
        )}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

function Widget(props: { widget: PartnerHomeWidget; data: HomeData; quotes: Record<string, LiveQuote> }) {
  const { LL } = useI18nContext();
  const t = LL.partnerHome;
  const pages = LL.partner.nav.pages;
  switch (props.widget) {
    case "markets":
      return <Markets data={props.data} />;
    case "movers":
      return <Movers data={props.data} quotes={props.quotes} />;
    case "calendar":
      return <Events data={props.data} />;
    case "recap":
      return (
        <Section
          widget="recap"
          title={t.news.recapHeading()}
          to="/partner/news/recap"
          link={`${t.news.open()}: ${pages.recap()}`}
        >
          <p>{t.news.recapText()}</p>
          <RecapPreview data={props.data} />
        </Section>
      );
    case "feed":
      return (
        <Section
          widget="feed"
          title={t.news.feedHeading()}
          to="/partner/news/feed"
          link={`${t.news.open()}: ${pages.feed()}`}
        >
          <p>{t.news.feedText()}</p>
          <FeedPreview data={props.data} />
        </Section>
      );
    case "watchlist":
      return (
        <Section
          widget="watchlist"
          title={pages.watchlist()}
          to="/partner/tools/watchlist"
          link={`${t.news.open()}: ${pages.watchlist()}`}
        >
          <p>{t.news.watchlistText()}</p>
          {props.data.watchlist && props.data.watchlist.movers.length > 0 && (
            <MoverList
              rows={props.data.watchlist.movers}
              quotes={props.quotes}
              currency={(symbol) => listingCurrency(symbol)}
              empty=""
              list="watchlist"
            />
          )}
        </Section>
      );
  }
}

/** A card's heading and, at its foot, the link to its page. */
function Section(props: {
  widget: string;
  title: string;
  to: string;
  link: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = `home-${props.widget}`;
  return (
    <Box $look="partner" aria-labelledby={id} data-widget={props.widget} className={props.wide ? "wide" : undefined}>
      <h2 id={id}>{props.title}</h2>
      {props.children}
      <Link className="more" to={props.to as "/partner/dashboard"}>
        {props.link}
      </Link>
    </Box>
  );
}

/** Each market's latest recap headline, with its session's day. */
function RecapPreview({ data }: { data: HomeData }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const recaps = data.news?.recaps ?? [];
  if (recaps.length === 0) return null;
  return (
    <ul className="news" data-testid="home-recaps">
      {recaps.map((r) => (
        <li key={r.market}>
          <strong>
            {LL.market.names[r.market]()} · {formatLongDay(r.date, lang)}
          </strong>
          <span>{r.headline}</span>
        </li>
      ))}
    </ul>
  );
}

/** The newest events of the feed, each with its time on its exchange's clock. */
function FeedPreview({ data }: { data: HomeData }) {
  const lang = useLang();
  const feed = data.news?.feed ?? [];
  if (feed.length === 0) return null;
  return (
    <ul className="news" data-testid="home-feed">
      {feed.map((e) => (
        <li key={e.id}>
          <strong>{formatTime(e.ts, lang, e.market === "SA" ? "Asia/Riyadh" : "America/New_York")}</strong>
          <span>{e.text}</span>
        </li>
      ))}
    </ul>
  );
}

function Markets({ data }: { data: HomeData }) {
  const { LL } = useI18nContext();
  const t = LL.partnerHome.markets;
  return (
    <Section widget="markets" title={t.heading()} to="/partner/insights/indices" link={t.link()} wide>
      <Split>
        {data.markets.map((m) => (
          <MarketTile key={m.market} m={m} />
        ))}
      </Split>
    </Section>
  );
}

function MarketTile({ m }: { m: HomeMarket }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.partnerHome.markets;
  const { product } = useBrand();
  const open = m.session.state === "open";
  // The app's own indices are named as computed, with their constituent rule as it is.
  const rule = (index: HomeIndex, all: typeof t.allListings, largest: typeof t.largestOf) =>
    index.kind === "computed" && index.constituents !== undefined && index.listings !== undefined
      ? index.constituents >= index.listings
        ? all({ count: index.constituents })
        : largest({ count: index.constituents, listings: index.listings })
      : null;
  const shown = [
    m.index && {
      key: "market",
      index: m.index,
      name: t.computedIndex[m.market]({ product }),
      rule: rule(m.index, t.allListings, t.largestOf),
    },
    m.nasdaq && {
      key: "nasdaq",
      index: m.nasdaq,
      name: t.computedNasdaq({ product }),
      rule: rule(m.nasdaq, t.allNasdaq, t.largestNasdaq),
    },
  ].filter((x) => !!x);
  const next = open
    ? t.closesAt({ time: formatDateTime(Date.parse(m.session.closesAt), lang, m.timeZone) })
    : t.opensAt({ time: formatDateTime(Date.parse(m.session.opensAt), lang, m.timeZone) });
  return (
    <div data-market={m.market}>
      <h3>
        {LL.market.names[m.market]()}{" "}
        <State data-state={m.session.state} data-testid="home-market-state">
          {LL.market.states[m.session.state]()}
        </State>
      </h3>
      <p>{t.localTime({ time: formatTime(Date.now(), lang, m.timeZone) })}</p>
      <p>{next}</p>
      {shown.length > 0 ? (
        shown.map((x) => (
          <Fragment key={x.key}>
            <p lang={x.index.name ? latinLang(x.index.name) : undefined}>
              {x.index.name ?? x.name}
              {x.rule ? ` · ${x.rule}` : null}
            </p>
            <Figure data-testid="home-index" data-index={x.key}>
              <bdi className="level" dir="ltr">
                {formatNumber(x.index.value)}
              </bdi>
              <bdi dir="ltr">{formatSignedPercent(x.index.changePercent)}</bdi>
              <span>{t.changeToday()}</span>
            </Figure>
          </Fragment>
        ))
      ) : (
        <p>{t.indexPending()}</p>
      )}
    </div>
  );
}

function Movers({ data, quotes }: { data: HomeData; quotes: Record<string, LiveQuote> }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.partnerHome.movers;
  const zone = data.markets[0]?.timeZone ?? "America/New_York";
  return (
    <Section widget="movers" title={t.heading()} to="/partner/insights/ranking" link={t.link()} wide>
      <Muted $look="partner" role="status" aria-live="off">
        {LL.partnerHome.asOf({ time: formatTime(data.ts, lang, zone, { seconds: true }) })}
      </Muted>
      {data.markets.map((m) => (
        <div key={m.market} data-market={m.market}>
          <h3>{LL.market.names[m.market]()}</h3>
          <Split>
            <div>
              <h4>{t.gainers()}</h4>
              <MoverList
                rows={m.gainers}
                quotes={quotes}
                currency={() => m.currency}
                empty={t.noGainers()}
                list="gainers"
              />
            </div>
            <div>
              <h4>{t.losers()}</h4>
              <MoverList
                rows={m.losers}
                quotes={quotes}
                currency={() => m.currency}
                empty={t.noLosers()}
                list="losers"
              />
            </div>
          </Split>
        </div>
      ))}
    </Section>
  );
}

function MoverList(props: {
  rows: HomeMover[];
  quotes: Record<string, LiveQuote>;
  /** The currency a row's price is in (its market's). */
  currency: (symbol: string) => "USD" | "SAR";
  empty: string;
  list: string;
}) {
  const lang = useLang();
  if (props.rows.length === 0) return <p>{props.empty}</p>;
  return (
    <Rows data-list={props.list}>
      {props.rows.map((row) => {
        const q = props.quotes[row.symbol];
        const name = lang === "ar" && row.nameAr ? row.nameAr : row.name;
        return (
          <li key={row.symbol} data-symbol={row.symbol}>
            <TickerLink symbol={row.symbol} partner />
            <span className="name" lang={latinLang(name)} dir="auto" title={name}>
              {name}
            </span>
            <span className="figures">
              <bdi dir="ltr" data-col="price">
                {formatMoney(q?.price ?? row.price, props.currency(row.symbol), lang)}
              </bdi>
              <bdi dir="ltr" data-col="change">
                {formatSignedPercent(q?.changesPercentage ?? row.changesPercentage)}
              </bdi>
            </span>
          </li>
        );
      })}
    </Rows>
  );
}

const EVENT_PAGES = {
  earnings: "/partner/events/earnings",
  dividends: "/partner/events/dividends",
  ipos: "/partner/events/ipo",
  splits: "/partner/events/splits",
} as const;

function Events({ data }: { data: HomeData }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.partnerHome.events;
  const e = data.events;
  const name = (row: { name: string; nameAr?: string }) => (lang === "ar" && row.nameAr ? row.nameAr : row.name);
  const blocks: { kind: keyof typeof EVENT_PAGES; total: number; items: { key: string; node: ReactNode }[] }[] = [
    {
      kind: "earnings",
      total: e.earnings.total,
      items: e.earnings.items.map((x) => ({
        key: x.symbol,
        node: (
          <>
            <TickerLink symbol={x.symbol} partner /> <bdi lang={latinLang(name(x))}>{name(x)}</bdi>{" "}
            <span>({t.timing[x.time]()})</span>
          </>
        ),
      })),
    },
    {
      kind: "dividends",
      total: e.dividends.total,
      items: e.dividends.items.map((x) => ({
        key: x.symbol,
        node: (
          <>
            <TickerLink symbol={x.symbol} partner /> <bdi lang={latinLang(name(x))}>{name(x)}</bdi>{" "}
            <bdi dir="ltr">{formatMoney(x.dividend, x.currency, lang, 4)}</bdi>
          </>
        ),
      })),
    },
    {
      kind: "ipos",
      total: e.ipos.total,
      items: e.ipos.items.map((x) => ({
        key: x.symbol,
        node: (
          <>
            <bdi dir="ltr">{x.symbol}</bdi> <bdi lang="en">{x.company}</bdi>
          </>
        ),
      })),
    },
    {
      kind: "splits",
      total: e.splits.total,
      items: e.splits.items.map((x) => ({
        key: x.symbol,
        node: (
          <>
            <TickerLink symbol={x.symbol} partner /> <bdi lang={latinLang(name(x))}>{name(x)}</bdi>{" "}
            <bdi dir="ltr">
              {x.numerator}:{x.denominator}
            </bdi>
          </>
        ),
      })),
    },
  ];
  return (
    <Box $look="partner" aria-labelledby="home-calendar" data-widget="calendar" className="wide">
      <h2 id="home-calendar">{t.heading()}</h2>
      <p>{t.date({ date: formatLongDay(e.date, lang) })}</p>
      <Split>
        {blocks.map((b) => (
          <div key={b.kind} data-kind={b.kind}>
            <h3>
              {t.kinds[b.kind]()}{" "}
              <span data-testid="event-count">{b.total > 0 ? `(${t.count({ count: b.total })})` : ""}</span>
            </h3>
            {b.total === 0 ? (
              <p>{t.none()}</p>
            ) : (
              <ul>
                {b.items.map((item) => (
                  <li key={item.key}>{item.node}</li>
                ))}
                {b.total > b.items.length ? <li>{t.more({ count: b.total - b.items.length })}</li> : null}
              </ul>
            )}
            <Link className="more" to={EVENT_PAGES[b.kind] as "/partner/dashboard"}>
              {`${t.open()}: ${LL.partner.nav.pages[b.kind === "ipos" ? "ipo" : b.kind]()}`}
            </Link>
          </div>
        ))}
      </Split>
    </Box>
  );
}

function Tools() {
  const { LL } = useI18nContext();
  const t = LL.partnerHome.tools;
  const pages = LL.partner.nav.pages;
  const links = [
    { to: "/partner/tools/comparator", label: pages.comparator(), text: t.comparator() },
    { to: "/partner/tools/explorer", label: pages.explorer(), text: t.explorer() },
    { to: "/partner/screener/pro-usa", label: pages.proUsa(), text: t.screener() },
  ] as const;
  return (
    <Box $look="partner" aria-labelledby="home-tools" data-widget="tools">
      <h2 id="home-tools">{t.heading()}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link className="more" to={l.to as "/partner/dashboard"}>
              {l.label}
            </Link>
            <p>{l.text}</p>
          </li>
        ))}
      </ul>
    </Box>
  );
}
