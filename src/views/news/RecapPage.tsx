// The daily recap (/partner/news/recap): a market and a completed session (the latest, a date
// chosen, or the session before or after), its closing-bell report in the language on screen with
// a button that copies it, and the figures it was written from. The recap's words come from the
// server; this screen only lays them out.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { type FormEvent, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { fromPromise } from "xstate";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { recapLoader } from "../../machines/news/actors";
import { recapMachine } from "../../machines/news/recap.machine";
import { formatLongDay } from "../../shared/datetime";
import { formatCompact, formatNumber, formatSignedPercent } from "../../shared/format";
import { isIsoDay, isNewsMarket, type NewsMarket, type RecapResponse } from "../../shared/news";
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
import { MarketSwitch } from "./MarketSwitch";
import { MoversTable } from "./MoversTable";

const DayInWords = styled("span")`
  opacity: 0.85;
  &::before {
    content: " · ";
  }
`;

const Controls = styled("form")`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  label {
    color: inherit;
  }
  input {
    background: var(--p-secondary);
    color: var(--p-text);
    border: 1px solid var(--p-border);
  }
`;

const Report = styled("article")`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid var(--p-border);
  border-radius: 10px;
  background: var(--p-secondary);
  h2 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.4;
  }
  p {
    line-height: 1.75;
    overflow-wrap: anywhere;
  }
`;

const Figures = styled("dl")`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: 0.5rem;
  margin: 0;
  div {
    padding: 0.6rem 0.75rem;
    border: 1px solid var(--p-border);
    border-radius: 8px;
  }
  dt {
    font-size: 0.85rem;
    opacity: 0.85;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Movers = styled("div")`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`;

function RecapBody({ recap }: { recap: RecapResponse }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.marketNews.recap;
  const f = recap.figures;
  return (
    <>
      <Report aria-labelledby="recap-headline" data-testid="recap" lang={recap.language}>
        <h2 id="recap-headline">{recap.headline}</h2>
        {recap.body.split("\n\n").map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Report>
      <h2>{t.figures()}</h2>
      <Figures data-testid="recap-figures">
        <div>
          <dt>{t.index()}</dt>
          <dd dir="ltr" data-figure="index">
            {formatNumber(f.index)} ({formatSignedPercent(f.changePercent)})
          </dd>
        </div>
        <div>
          <dt>{t.advancers()}</dt>
          <dd data-figure="advancers">{formatNumber(f.advancers, { digits: 0 })}</dd>
        </div>
        <div>
          <dt>{t.decliners()}</dt>
          <dd data-figure="decliners">{formatNumber(f.decliners, { digits: 0 })}</dd>
        </div>
        <div>
          <dt>{t.unchanged()}</dt>
          <dd data-figure="unchanged">{formatNumber(f.unchanged, { digits: 0 })}</dd>
        </div>
        <div>
          <dt>{t.turnover()}</dt>
          <dd data-figure="turnover">{formatCompact(f.turnover, lang, { currency: f.currency })}</dd>
        </div>
      </Figures>
      <Movers>
        {f.gainers.length > 0 && <MoversTable title={t.gainers()} rows={f.gainers} currency={f.currency} />}
        {f.losers.length > 0 && <MoversTable title={t.losers()} rows={f.losers} currency={f.currency} />}
      </Movers>
    </>
  );
}

function RecapScreen() {
  const { LL, locale } = useI18nContext();
  const { product, provider } = useBrand();
  const latest = useRef(LL);
  latest.current = LL;
  const actor = useActorRef(
    recapMachine.provide({
      actors: {
        load: recapLoader,
        copyText: fromClipboard,
      },
      actions: {
        logFailure: (_, { error }) => console.error("Recap request failed", error),
        copied: () => {
          toast.success(latest.current.marketNews.recap.copied());
        },
        copyFailed: () => {
          toast.error(latest.current.marketNews.recap.copyFailed());
        },
      },
    }),
    { input: initialChoice(), inspect },
  );
  const market = useSelector(actor, (s) => s.context.market);
  const date = useSelector(actor, (s) => s.context.date);
  const recap = useSelector(actor, (s) => s.context.recap);
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const noSession = useSelector(actor, (s) => s.matches("noSession"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const copying = useSelector(actor, (s) => s.matches({ ready: "copying" }));
  const [typed, setTyped] = useState(date ?? "");
  useEffect(() => setTyped(date ?? ""), [date]);
  // The recap is written in the language on screen: another language asks for it again.
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    actor.send({ type: "language.changed" });
  }, [locale, actor]);
  const t = LL.marketNews.recap;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: "date.select", date: typed || null });
  };
  return (
    <Screen data-screen="Recap">
      <Sheet>
        <TitleRow>
          <div>
            <h1>{t.title()}</h1>
            <SimulatedBadge />
            <MarketSessions />
          </div>
        </TitleRow>
        <Muted $look="partner">{t.intro()}</Muted>
        <MarketSwitch value={market} onChange={(m) => actor.send({ type: "market.select", market: m })} />
        <Controls onSubmit={submit}>
          <Field>
            <span>
              {t.dateLabel()}
              {/* The browser draws the date box in its own locale (Latin digits, month first in an
                  English Chrome): the day chosen, said in the page's language. */}
              {isIsoDay(typed) && <DayInWords data-testid="date-words">{formatLongDay(typed, locale)}</DayInWords>}
            </span>
            <input type="date" value={typed} onChange={(e) => setTyped(e.target.value)} name="date" />
          </Field>
          <Button $look="partner" type="submit">
            {t.show()}
          </Button>
          <Button $look="partner" type="button" onClick={() => actor.send({ type: "date.select", date: null })}>
            {t.latest()}
          </Button>
          <Button
            $look="partner"
            type="button"
            disabled={!recap?.previous}
            onClick={() => recap?.previous && actor.send({ type: "date.select", date: recap.previous })}
          >
            {t.previous()}
          </Button>
          <Button
            $look="partner"
            type="button"
            disabled={!recap?.next}
            onClick={() => recap?.next && actor.send({ type: "date.select", date: recap.next })}
          >
            {t.next()}
          </Button>
          <Button
            $look="partner"
            type="button"
            disabled={!recap || loading || copying}
            onClick={() => actor.send({ type: "copy" })}
          >
            {t.copy()}
          </Button>
        </Controls>
        <div aria-live="polite" aria-busy={loading}>
          {loading && <LoadingDisplay />}
          {failed && <NewsLoadFailed onRetry={() => actor.send({ type: "retry" })} />}
          {noSession && (
            <p role="status" data-testid="no-session">
              {t.noSession({ market: LL.marketNews.markets[market](), date: formatLongDay(date, locale) })}
            </p>
          )}
        </div>
        {recap && !loading && <RecapBody recap={recap} />}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

/** The market and date a link opened the page with (?market=SA&date=2026-11-18), else the US
 * market's latest session. */
function initialChoice(): { market?: NewsMarket; date?: string | null } {
  const q = new URLSearchParams(window.location.search);
  const market = q.get("market");
  const date = q.get("date");
  return {
    ...(isNewsMarket(market) ? { market } : {}),
    ...(date && isIsoDay(date) ? { date } : {}),
  };
}

/** The clipboard, as the machine's `copyText` actor. */
const fromClipboard = fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text));

export function RecapPage() {
  return (
    <WithTexts namespace="marketNews">
      <RecapScreen />
    </WithTexts>
  );
}
