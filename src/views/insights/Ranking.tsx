// Rankings: the market's top gainers, top losers, most active (volume) and largest traded
// value, ten each, live: reloaded every few seconds (which ranks them again) and moved between
// reloads by their symbols' live quotes (src/machines/insights/liveQuotes.ts), a changed price
// flashing, with a banner while the quotes are stale; symbols open the ticker in the explorer.

import { styled } from "goober";
import { useMemo } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { liveRanking, rankingSymbols } from "../../machines/insights/liveQuotes";
import { formatTime } from "../../shared/datetime";
import { formatCompact, formatMoney, formatSignedPercent, truncate } from "../../shared/format";
import { RANKING_LISTS, type RankingList, type RankingResponse } from "../../shared/insights";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { Flash } from "../kit/Flash";
import { latinLang } from "../kit/lang";
import { Screen, Sheet } from "../kit/Page";
import { Table, TableWrap } from "../kit/Table";
import { Muted } from "../kit/Text";
import { StaleBanner, useLiveMerge, useLiveQuotes } from "../market/LiveQuotes";
import { PartnerFooter } from "../partner/PartnerFooter";
import { InsightsTexts, InsightTitle, Loaded, Ltr, MarketSwitch, useInsight } from "./shared";

const Grid = styled("div")`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h2 {
    margin: 0 0 0.5rem;
  }
  td.name {
    max-inline-size: 12rem;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

function RankingScreen() {
  const { LL } = useI18nContext();
  const { product, provider } = useBrand();
  const view = useInsight<RankingResponse>("ranking", { live: true });
  const t = LL.insights.ranking;
  return (
    <Screen data-screen="Ranking">
      <Sheet>
        <InsightTitle title={t.title()} />
        <MarketSwitch market={view.market} onSelect={view.selectMarket} />
        <Loaded view={view}>{(data) => <RankingLists data={data} />}</Loaded>
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

/** The four lists with their symbols' live quotes in. */
function RankingLists(props: { data: RankingResponse }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.insights.ranking;
  const symbols = useMemo(() => rankingSymbols(props.data), [props.data]);
  const live = useLiveQuotes(symbols);
  const data = useLiveMerge(props.data, live.quotes, liveRanking);
  const metric = (list: RankingList) =>
    list === "active" ? t.volume() : list === "value" ? t.tradedValue() : t.change();
  return (
    <>
      <StaleBanner stale={live.stale} />
      <Muted $look="partner" role="status" aria-live="off">
        {LL.insights.live({
          time: formatTime(data.ts, lang, data.market === "SA" ? "Asia/Riyadh" : "America/New_York", {
            seconds: true,
          }),
        })}
      </Muted>
      <Grid>
        {RANKING_LISTS.map((list) => (
          <div key={list} data-list={list}>
            <h2 id={`ranking-${list}`}>{t.lists[list]()}</h2>
            <TableWrap $look="partner" tabIndex={0} role="region" aria-labelledby={`ranking-${list}`}>
              <Table $look="partner">
                <thead>
                  <tr>
                    <th scope="col">{t.symbol()}</th>
                    <th scope="col">{t.price()}</th>
                    <th scope="col">{metric(list)}</th>
                    <th scope="col">{t.name()}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.lists[list].map((row) => (
                    <tr key={row.symbol}>
                      <td data-col="symbol">
                        <TickerLink symbol={row.symbol} partner />
                      </td>
                      <td className="num">
                        <Ltr>
                          <Flash value={row.price}>{formatMoney(row.price, data.currency, lang)}</Flash>
                        </Ltr>
                      </td>
                      <td className="num" data-col={list === "gainers" || list === "losers" ? "change" : undefined}>
                        <Ltr>
                          {list === "active"
                            ? formatCompact(row.volume, lang, { decimals: 1 })
                            : list === "value"
                              ? formatCompact(row.tradedValue, lang, { decimals: 1, currency: data.currency })
                              : formatSignedPercent(row.changePercent)}
                        </Ltr>
                      </td>
                      <td className="name" title={row.name}>
                        <bdi lang={latinLang(lang === "ar" && row.nameAr ? row.nameAr : row.name)}>
                          {truncate(lang === "ar" && row.nameAr ? row.nameAr : row.name)}
                        </bdi>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
          </div>
        ))}
      </Grid>
    </>
  );
}

export function Ranking() {
  return (
    <InsightsTexts>
      <RankingScreen />
    </InsightsTexts>
  );
}
