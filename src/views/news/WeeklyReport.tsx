// The weekly report (/partner/news/weekly-report): a market's latest trading week (the index and
// its sectors, the best and worst shares, next week's calendar), saved as a PNG (the insights'
// image export, simulated label included) or printed, and saved as PDF, through the browser's
// print with a print stylesheet (only the report is printed).
import { useActorRef, useSelector } from "@xstate/react";
import { glob, styled } from "goober";
import { useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { insightMachine } from "../../machines/insights/insight.machine";
import { weeklyLoader } from "../../machines/news/actors";
import { formatLongDay } from "../../shared/datetime";
import { formatNumber, formatPrice, formatSignedPercent } from "../../shared/format";
import { NEWS_MARKETS, type RecapMover, type WeeklyResponse } from "../../shared/news";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Button, ButtonRow } from "../kit/Button";
import { Screen, Sheet, TitleRow } from "../kit/Page";
import { Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { CompanyName, SimulatedBadge } from "../market/SimulatedBadge";
import { ExportButton } from "../partner/ExportButton";
import { SESSION_TOAST_ID, useDownload } from "../partner/hooks";
import { LoadingDisplay } from "../partner/LoadingDisplay";
import { PartnerFooter } from "../partner/PartnerFooter";

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

function Movers({ title, rows, currency }: { title: string; rows: RecapMover[]; currency: "USD" | "SAR" }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  return (
    <TableWrap $look="partner" tabIndex={0} role="region" aria-label={title}>
      <Table $look="partner">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{LL.marketNews.recap.symbol()}</th>
            <th scope="col">{LL.marketNews.recap.close()}</th>
            <th scope="col">{LL.marketNews.weekly.change()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.symbol}>
              <th scope="row" data-col="symbol" dir="ltr">
                <span data-user-text>{m.symbol}</span>
                <CompanyName row={m} />
              </th>
              <td dir="ltr">{formatPrice(m.close, currency, lang)}</td>
              <td dir="ltr" data-col="change">
                {formatSignedPercent(m.changePercent)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function Report({ data }: { data: WeeklyResponse }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.marketNews.weekly;
  return (
    <>
      <p data-testid="weekly-week">
        {t.week({
          n: Number(data.week.slice(6)),
          year: Number(data.week.slice(0, 4)),
          from: formatLongDay(data.sessions[0], lang),
          to: formatLongDay(data.sessions.at(-1), lang),
        })}
      </p>
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
        <Movers title={t.best()} rows={data.best} currency={data.currency} />
        <Movers title={t.worst()} rows={data.worst} currency={data.currency} />
      </Grid>
    </>
  );
}

function WeeklyScreen() {
  const { LL } = useI18nContext();
  const { product, provider } = useBrand();
  const latest = useRef(LL);
  latest.current = LL;
  const actor = useActorRef(
    insightMachine.provide({
      actors: { load: weeklyLoader },
      actions: {
        sessionExpired: () => {
          toast.error(latest.current.partnerCommon.sessionExpired(), { id: SESSION_TOAST_ID });
        },
        logFailure: (_, { error }) => console.error("Weekly report request failed", error),
      },
    }),
    { input: { live: false }, inspect },
  );
  const market = useSelector(actor, (s) => s.context.market);
  const data = useSelector(actor, (s) => s.context.data) as WeeklyResponse | null;
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, { fileName: `weekly-report-${market}` });
  const t = LL.marketNews.weekly;
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
            <Button $look="partner" type="button" disabled={data === null} onClick={() => window.print()}>
              {t.print()}
            </Button>
          </ButtonRow>
        </TitleRow>
        <Muted $look="partner">{t.intro()}</Muted>
        <ButtonRow role="group" aria-label={LL.marketNews.marketLabel()} data-export="exclude">
          {NEWS_MARKETS.map((m) => (
            <Button
              $look="partner"
              key={m}
              type="button"
              aria-pressed={m === market}
              onClick={() => actor.send({ type: "market.select", market: m })}
            >
              {LL.marketNews.markets[m]()}
            </Button>
          ))}
        </ButtonRow>
        {failed ? (
          <p role="alert">
            {LL.marketNews.failed()}{" "}
            <Button $look="partner" type="button" onClick={() => actor.send({ type: "retry" })}>
              {LL.marketNews.retry()}
            </Button>
          </p>
        ) : data === null ? (
          <LoadingDisplay />
        ) : (
          <Report data={data} />
        )}
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
