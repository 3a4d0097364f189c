// The weekly report (/partner/news/weekly-report): a market's trading week, the latest or one
// picked with the previous and next weeks that have a completed session (the index and its
// sectors, the best and worst shares, the week after's calendar), saved as a PNG (the insights'
// image export, simulated label included), as the A4 PDF the server draws in the language on
// screen, or printed through the browser's print with a print stylesheet (only the report is
// printed). The market and week are in the address (?market=SA&week=2026-W46), so a link or a
// reload shows the same week.
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { glob, styled } from "goober";
import { useEffect, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { serverMessage, weeklyLoader, weeklyPdfFile } from "../../machines/news/actors";
import { weeklyReportMachine } from "../../machines/news/weeklyReport.machine";
import { formatLongDay, monthName } from "../../shared/datetime";
import { formatNumber, formatSignedPercent } from "../../shared/format";
import { isIsoWeek, isNewsMarket, type NewsMarket, type WeeklyResponse } from "../../shared/news";
import { dayString, weekDays } from "../../shared/news-weeks";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Button, ButtonRow } from "../kit/Button";
import { Screen, Sheet, TitleRow } from "../kit/Page";
import { Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { ExportButton } from "../partner/ExportButton";
import { useDownload, useServerFile } from "../partner/hooks";
import { LoadingDisplay } from "../partner/LoadingDisplay";
import { PartnerFooter } from "../partner/PartnerFooter";
import { NewsLoadFailed } from "./LoadFailed";
import { MarketSwitch } from "./MarketSwitch";
import { MoversTable } from "./MoversTable";

// Printing (and the browser's "Save as PDF") shows the report alone, on white.
glob`
  @media print {
    body * { visibility: hidden; }
    [data-print="report"], [data-print="report"] * { visibility: visible; }
    [data-print="report"] { position: absolute; inset-inline-start: 0; top: 0; inline-size: 100%; background: #fff; color: #000; }
    [data-print="report"] [data-export="exclude"] { display: none; }
  }
`;

const Grid = styled("div")`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`;

function Report({ data }: { data: WeeklyResponse }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.marketNews.weekly;
  return (
    <>
      <p data-testid="weekly-index">
        <strong>{t.index()}</strong>{" "}
        <bdi dir="ltr">
          {formatNumber(data.index.from)} → {formatNumber(data.index.to)} (
          {formatSignedPercent(data.index.changePercent)})
        </bdi>
      </p>
      <Grid>
        <TableWrap $look="partner" tabIndex={0} role="region" aria-label={t.sectors()}>
          <Table $look="partner">
            <caption>{t.sectors()}</caption>
            <thead>
              <tr>
                <th scope="col">{t.sector()}</th>
                <th scope="col">{t.change()}</th>
              </tr>
            </thead>
            <tbody>
              {data.sectors.map((x) => (
                <tr key={x.sector}>
                  <th scope="row">{LL.marketNews.sectors[x.sector]()}</th>
                  <td dir="ltr">{formatSignedPercent(x.changePercent)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <TableWrap $look="partner" tabIndex={0} role="region" aria-label={t.nextWeek({ from: "", to: "" })}>
          <Table $look="partner">
            <caption>
              {t.nextWeek({ from: formatLongDay(data.nextWeek.from, lang), to: formatLongDay(data.nextWeek.to, lang) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{LL.marketNews.feed.kindLabel()}</th>
                <th scope="col">{t.total()}</th>
              </tr>
            </thead>
            <tbody>
              {data.nextWeek.events.map((e) => (
                <tr key={e.kind}>
                  <th scope="row">{t.kinds[e.kind as "earnings"]()}</th>
                  <td>{formatNumber(e.total, { digits: 0 })}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <MoversTable title={t.best()} rows={data.best} currency={data.currency} />
        <MoversTable title={t.worst()} rows={data.worst} currency={data.currency} />
      </Grid>
    </>
  );
}

/** A day number's parts for the week's name: [year, month, day]. */
const partsOf = (day: number) => dayString(day).split("-").map(Number) as [number, number, number];

/** A week named by its days in the market's calendar: "Week 47, 16–20 Nov 2026",
 * "الأسبوع 47، من 15 إلى 19 نوفمبر 2026" (a range across months or years names each end in full). */
function useWeekName(): (market: NewsMarket, week: string) => { n: number; dates: string } {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.marketNews.weekly;
  const month = (m: number) => monthName(m, lang, "short");
  return (market, week) => {
    const days = weekDays(market, week);
    const [fy, fm, fd] = partsOf(days.from);
    const [ty, tm, td] = partsOf(days.to);
    const to = `${td} ${month(tm)} ${ty}`;
    const dates =
      fy === ty && fm === tm
        ? t.daysRange({ from: String(fd), to })
        : t.range({ from: fy === ty ? `${fd} ${month(fm)}` : `${fd} ${month(fm)} ${fy}`, to });
    return { n: Number(week.slice(6)), dates };
  };
}

const WeekHeading = styled("h2")`
  margin: 0;
  font-size: 1.2rem;
`;

/** The market and week the address names (?market=SA&week=2026-W46); without a week, the latest. */
function useChoice(): {
  market: NewsMarket;
  week: string | null;
  go: (market: NewsMarket, week: string | null) => void;
} {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const market = isNewsMarket(search.market) ? search.market : "US";
  const week = typeof search.week === "string" && isIsoWeek(search.week) ? search.week : null;
  // Each choice is an entry of the browser's history: back shows the week before it.
  const go = (m: NewsMarket, w: string | null) =>
    void navigate({
      to: ".",
      search: ((prev: Record<string, unknown>) => {
        const { week: _, ...rest } = prev;
        return w ? { ...rest, market: m, week: w } : { ...rest, market: m };
      }) as never,
    });
  return { market, week, go };
}

function WeeklyScreen() {
  const { LL } = useI18nContext();
  const lang = useLang();
  const { product, provider } = useBrand();
  const choice = useChoice();
  const actor = useActorRef(
    weeklyReportMachine.provide({
      actors: { load: weeklyLoader },
      actions: {
        logFailure: (_, { error }) => console.error("Weekly report request failed", error),
      },
    }),
    { input: { market: choice.market, week: choice.week }, inspect },
  );
  // The address is the choice: a link, a reload, the back button and the picker all go through it.
  useEffect(() => {
    actor.send({ type: "show", market: choice.market, week: choice.week });
  }, [actor, choice.market, choice.week]);
  const market = useSelector(actor, (s) => s.context.market);
  const week = useSelector(actor, (s) => s.context.week);
  const report = useSelector(actor, (s) => s.context.report);
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const ready = useSelector(actor, (s) => s.matches("ready"));
  const noSession = useSelector(actor, (s) => s.matches("noSession"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const data = ready ? report : null;
  const shown = week ?? data?.week ?? null;
  const weekName = useWeekName();
  const name = shown ? weekName(market, shown) : null;
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, {
    fileName: `weekly-report-${market}${data ? `-${data.week}` : ""}`,
  });
  // The same report drawn by the server as a PDF, in the language on screen.
  const pdf = useServerFile(
    () => weeklyPdfFile(market, data?.week ?? null),
    (L, error) => serverMessage(error) ?? L.marketNews.weekly.pdfFailed(),
  );
  const t = LL.marketNews.weekly;
  // Earlier reads against the reading direction: ← in English, → in Arabic.
  const [back, forward] = lang === "ar" ? ["→", "←"] : ["←", "→"];
  const previous = data?.previous ?? null;
  const next = data?.next ?? null;
  const last = data?.sessions.at(-1);
  const partial = data && last && last < dayString(weekDays(data.market, data.week).to);
  return (
    <Screen data-screen="WeeklyReport">
      <Sheet ref={sheet} data-testid="export-area" data-print="report">
        <TitleRow>
          <div>
            <h1>{t.title()}</h1>
            <SimulatedBadge />
          </div>
          <ButtonRow data-export="exclude">
            <ExportButton label={t.download()} disabled={!canDownload || data === null} onClick={download} />
            <Button
              $look="partner"
              type="button"
              disabled={!pdf.canDownload || data === null}
              aria-busy={pdf.busy}
              onClick={pdf.download}
            >
              {t.downloadPdf()}
            </Button>
            <Button $look="partner" type="button" disabled={data === null} onClick={() => window.print()}>
              {t.print()}
            </Button>
          </ButtonRow>
        </TitleRow>
        <Muted $look="partner">{t.intro()}</Muted>
        <MarketSwitch value={market} onChange={(m) => choice.go(m, week)} exclude />
        <div aria-live="polite" aria-busy={loading}>
          {name && <WeekHeading data-testid="weekly-week">{t.weekName(name)}</WeekHeading>}
          {partial && <Muted $look="partner">{t.through({ date: formatLongDay(last, lang) })}</Muted>}
        </div>
        {/* Buttons that cannot be used are aria-disabled, not disabled: the one just pressed keeps
            the focus while the next week loads, and at either end. */}
        <ButtonRow role="group" aria-label={t.weekLabel()} data-export="exclude">
          <Button
            $look="partner"
            type="button"
            aria-disabled={!previous}
            onClick={() => previous && choice.go(market, previous)}
          >
            <span aria-hidden="true">{back}</span> {t.previous()}
          </Button>
          <Button $look="partner" type="button" aria-disabled={!next} onClick={() => next && choice.go(market, next)}>
            {t.next()} <span aria-hidden="true">{forward}</span>
          </Button>
          <Button
            $look="partner"
            type="button"
            aria-disabled={week === null}
            onClick={() => week !== null && choice.go(market, null)}
          >
            {t.latest()}
          </Button>
        </ButtonRow>
        <div aria-live="polite" aria-busy={loading}>
          {loading && <LoadingDisplay />}
          {failed && <NewsLoadFailed onRetry={() => actor.send({ type: "retry" })} />}
          {noSession && (
            <p role="status" data-testid="no-session">
              {name
                ? t.noSession({ market: LL.marketNews.markets[market](), ...name })
                : LL.marketNews.errors.no_session()}
            </p>
          )}
        </div>
        {data && <Report data={data} />}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

export function WeeklyReport() {
  return (
    <WithTexts namespace="marketNews">
      <WeeklyScreen />
    </WithTexts>
  );
}
