// Moving-average events: this week's golden and death crosses (SMA 50 × SMA 200) and the
// crosses of SMA 20, per market, paged like the other partner calendars (the same loader,
// pagination, 'Download as Image' and footer). Today's crosses are marked live: they may
// still change before the close.

import { useMemo, useRef, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { crossesLoader } from "../../machines/partner/actors";
import { formatDay } from "../../shared/datetime";
import { formatMoney, truncate } from "../../shared/format";
import { CROSS_FILTERS, type CrossEvent, type CrossFilter, type InsightMarket } from "../../shared/insights";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { latinLang } from "../kit/lang";
import { Screen, Sheet, TitleRow } from "../kit/Page";
import { keyed, Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { ExportButton } from "../partner/ExportButton";
import { useDownload, useLoaderView, usePagedLoader } from "../partner/hooks";
import { LoadingDisplay } from "../partner/LoadingDisplay";
import { LoaderPagination } from "../partner/Pagination";
import { PartnerFooter } from "../partner/PartnerFooter";
import { Choice, InsightsTexts, MarketSwitch } from "./shared";

export const CROSSES_FILE_NAME = "moving_average_events.png";

function MovingAverageScreen() {
  const { LL } = useI18nContext();
  const lang = useLang();
  const { product, provider } = useBrand();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [market, setMarket] = useState<InsightMarket>("US");
  const [filter, setFilter] = useState<CrossFilter>("all");
  // The week's range comes with each page; the loader keeps only the rows.
  const fetchCrosses = useMemo(() => crossesLoader(setRange), []);
  const loader = usePagedLoader<CrossEvent>(fetchCrosses, {
    params: { market: "US", filter: "all" },
    failureMessage: "Moving-average calendar request failed",
  });
  const view = useLoaderView(loader);
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, { fileName: CROSSES_FILE_NAME });
  const t = LL.insights.crosses;
  const choose = (next: { market?: InsightMarket; filter?: CrossFilter }) => {
    const params = { market: next.market ?? market, filter: next.filter ?? filter };
    setMarket(params.market);
    setFilter(params.filter);
    loader.send({ type: "params.set", params });
  };
  const currency = market === "SA" ? "SAR" : "USD";
  return (
    <Screen data-screen="MovingAverage">
      <Sheet ref={sheet} data-testid="export-area">
        <TitleRow>
          <div>
            <h1 id="crosses-title">{t.title()}</h1>
            <SimulatedBadge />
          </div>
          <ExportButton label={t.download()} disabled={!canDownload || !view.loaded} onClick={download} />
        </TitleRow>
        <Toolbar $look="partner">
          <MarketSwitch market={market} onSelect={(m) => choose({ market: m })} />
          <Choice
            label={t.filterLabel()}
            values={CROSS_FILTERS}
            value={filter}
            text={(f) => t.filters[f]()}
            onSelect={(f) => choose({ filter: f })}
          />
        </Toolbar>
        {range && (
          <Muted $look="partner">
            {LL.insights.markets[market]()}:{" "}
            {t.intro({ from: formatDay(range.from, "UTC", lang), to: formatDay(range.to, "UTC", lang) })}
          </Muted>
        )}
        {view.loading ? (
          <LoadingDisplay />
        ) : (
          <TableWrap $look="partner" tabIndex={0} role="region" aria-labelledby="crosses-title">
            <Table $look="partner">
              <thead>
                <tr>
                  <th scope="col">{t.date()}</th>
                  <th scope="col">{t.symbol()}</th>
                  <th scope="col">{t.name()}</th>
                  <th scope="col">{t.kind()}</th>
                  <th scope="col">{t.close()}</th>
                  <th scope="col">{t.sma20()}</th>
                  <th scope="col">{t.sma50()}</th>
                  <th scope="col">{t.sma200()}</th>
                </tr>
              </thead>
              <tbody>
                {view.items.length === 0 ? (
                  <tr>
                    <td colSpan={8} className="empty">
                      {t.empty()}
                    </td>
                  </tr>
                ) : (
                  keyed(view.items, (c) => `${c.symbol}|${c.date}|${c.kind}`).map(([key, c]) => (
                    <tr key={key} data-kind={c.kind}>
                      <td className="num">
                        {formatDay(c.date)}
                        {/* On its own line: beside the date it widened the first column so far
                            that the symbol column left a phone's screen. */}
                        {c.live && (
                          <>
                            <br />
                            <small>({t.live()})</small>
                          </>
                        )}
                      </td>
                      <td data-col="symbol">
                        <TickerLink symbol={c.symbol} partner />
                      </td>
                      <td title={c.name}>
                        <bdi lang={latinLang(lang === "ar" && c.nameAr ? c.nameAr : c.name)}>
                          {truncate(lang === "ar" && c.nameAr ? c.nameAr : c.name)}
                        </bdi>
                      </td>
                      <td>{t.kinds[c.kind]()}</td>
                      <td className="num">{formatMoney(c.close, currency, lang)}</td>
                      <td className="num">{formatMoney(c.sma20, currency, lang)}</td>
                      <td className="num">{formatMoney(c.sma50, currency, lang)}</td>
                      <td className="num">{formatMoney(c.sma200, currency, lang)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
          </TableWrap>
        )}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
      <LoaderPagination loader={loader} view={view} />
    </Screen>
  );
}

export function MovingAverage() {
  return (
    <InsightsTexts>
      <MovingAverageScreen />
    </InsightsTexts>
  );
}
