// IPO Calendar: Company (over 25 characters cut, with an ellipsis), Symbol, Exchange, Date
// (dd-mm-yyyy), Status (the actions field), Price Range and Market Cap in the listing currency
// (riyals on the Saudi Exchange, dollars elsewhere), Shares plain; numbers abbreviated with one
// decimal (K/M/B/T, the words in Arabic), '—' where the feed has no value yet (a filed IPO);
// status and exchange in the page's language; 'Download as Image' (ipo_calendar.png) and the
// pagination once loaded. With Yahoo's prices the empty list says Yahoo has no IPO calendar.
import { useRef } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { fetchIpos, type IpoRecord } from "../../machines/partner/actors";
import { formatDay } from "../../shared/datetime";
import { exchangeCurrency, formatCompact, isoDay, priceRange, truncate } from "../../shared/format";
import { numberOf, type SortValue } from "../../shared/sort";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { latinLang } from "../kit/lang";
import { Screen, Sheet, Subtitle, TitleRow } from "../kit/Page";
import { useTableSort } from "../kit/SortHeader";
import { keyed } from "../kit/Table";
import { SimulatedBadge, useFeedSource } from "../market/SimulatedBadge";
import { EventTable } from "./EventTable";
import { ExportButton } from "./ExportButton";
import { useDownload, useLoaderView, usePagedLoader } from "./hooks";
import { LoadingDisplay } from "./LoadingDisplay";
import { LoaderPagination } from "./Pagination";
import { PartnerFooter } from "./PartnerFooter";

export const IPO_FILE_NAME = "ipo_calendar.png";

type IpoColumn = "company" | "symbol" | "exchange" | "date" | "actions" | "priceRange" | "shares" | "marketCap";

/** Columns in order, each with its header text (the actions field is the Status column). */
const COLUMNS: [
  IpoColumn,
  "company" | "symbol" | "exchange" | "date" | "status" | "priceRange" | "shares" | "marketCap",
][] = [
  ["symbol", "symbol"],
  ["company", "company"],
  ["exchange", "exchange"],
  ["date", "date"],
  ["actions", "status"],
  ["priceRange", "priceRange"],
  ["shares", "shares"],
  ["marketCap", "marketCap"],
];

/** What a column sorts by: numbers for price range (its low end), shares and market cap. */
function ipoValue(ipo: IpoRecord, column: IpoColumn): SortValue {
  if (column === "priceRange" || column === "shares" || column === "marketCap") return numberOf(ipo[column]);
  if (column === "date") return isoDay(ipo.date);
  const value = ipo[column];
  return typeof value === "string" ? value : null;
}

export function IpoCalendar() {
  const { LL } = useI18nContext();
  const { product, provider } = useBrand();
  const loader = usePagedLoader<IpoRecord>(fetchIpos);
  const view = useLoaderView(loader);
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, { fileName: IPO_FILE_NAME });
  const t = LL.partner.ipo;
  const lang = useLang();
  // Feed words we know are translated; anything else (a provider's new status) shows as sent.
  const word = (words: Record<string, () => string>, value: string) => words[value.trim().toLowerCase()]?.() ?? value;
  const { sort, sorted, onSort } = useTableSort<IpoRecord, IpoColumn>(view.items, ipoValue);
  // Yahoo has no IPO calendar (providers/yahoo.ts): say so rather than "none on this page".
  const source = useFeedSource();

  return (
    <Screen data-screen="IpoCalendar">
      <Sheet ref={sheet} data-testid="export-area">
        <TitleRow>
          {/* The badge stays beside the title: the image leaves the button out. */}
          <div>
            <h1 id="ipo-title">{t.title()}</h1>
            <SimulatedBadge />
          </div>
          <ExportButton label={t.download()} disabled={!canDownload || !view.loaded} onClick={download} />
        </TitleRow>
        {view.loading ? (
          <LoadingDisplay />
        ) : source === "yahoo" && view.items.length === 0 ? (
          // A sentence, not a table cell: it wraps on a phone instead of scrolling with the table.
          <Subtitle role="status" data-testid="ipo-none">
            {t.noCalendar({ provider: LL.market.feed.sources.yahoo() })}
          </Subtitle>
        ) : (
          <EventTable
            labelledBy="ipo-title"
            columns={COLUMNS.map(([column, label]) => [column, t[label]()] as const)}
            sort={sort}
            onSort={onSort}
            empty={t.empty()}
            rows={keyed(sorted, (ipo) => `${ipo.symbol}|${ipo.date}`).map(([key, ipo]) => {
              const currency = exchangeCurrency(ipo.exchange, ipo.symbol);
              return (
                <tr key={key}>
                  <td data-col="symbol">
                    <TickerLink symbol={ipo.symbol} partner />
                  </td>
                  <td title={ipo.company}>
                    <bdi lang={latinLang(ipo.company)}>{truncate(ipo.company)}</bdi>
                  </td>
                  <td>{word(t.exchanges, ipo.exchange)}</td>
                  <td className="num">{formatDay(ipo.date)}</td>
                  <td>{word(t.statuses, ipo.actions)}</td>
                  <td className="num">{priceRange(ipo.priceRange, currency, lang)}</td>
                  <td className="num">{formatCompact(ipo.shares, lang, { decimals: 1 })}</td>
                  <td className="num">{formatCompact(ipo.marketCap, lang, { decimals: 1, currency })}</td>
                </tr>
              );
            })}
          />
        )}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
      <LoaderPagination loader={loader} view={view} />
    </Screen>
  );
}
