// Dividends Tracker: Symbol, Ex-Date, Record Date, Payment Date (en-GB with dashes, an
// absent date empty), Dividend ($) and Yield (%) with 2 decimals; reloads on every page
// change; the pagination appears once the first load finished, whether it succeeded or not.
import { useI18nContext } from "../../i18n/i18n-react";
import { type DividendRecord, fetchDividends } from "../../machines/partner/actors";
import { formatDay } from "../../shared/datetime";
import { formatMoney, isoDay, listingCurrency, twoDecimals } from "../../shared/format";
import { numberOf, type SortValue } from "../../shared/sort";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { TickerLink } from "../common/TickerLink";
import { Screen, Sheet } from "../kit/Page";
import { useTableSort } from "../kit/SortHeader";
import { keyed } from "../kit/Table";
import { CompanyName, SimulatedBadge } from "../market/SimulatedBadge";
import { EventTable } from "./EventTable";
import { useLoaderView, usePagedLoader } from "./hooks";
import { LoadingDisplay } from "./LoadingDisplay";
import { LoaderPagination } from "./Pagination";
import { PartnerFooter } from "./PartnerFooter";

type DividendColumn = "symbol" | "date" | "recordDate" | "paymentDate" | "dividend" | "yield";

const COLUMNS: [DividendColumn, "symbol" | "exDate" | "recordDate" | "paymentDate" | "dividend" | "yield"][] = [
  ["symbol", "symbol"],
  ["date", "exDate"],
  ["recordDate", "recordDate"],
  ["paymentDate", "paymentDate"],
  ["dividend", "dividend"],
  ["yield", "yield"],
];

/** Dates sort by day (an absent one last), amounts as numbers. */
function dividendValue(d: DividendRecord, column: DividendColumn): SortValue {
  if (column === "symbol") return d.symbol;
  if (column === "dividend" || column === "yield") return numberOf(d[column]);
  return isoDay(d[column]);
}

export function DividendsTracker() {
  const { LL } = useI18nContext();
  const { partner, provider } = useBrand();
  const loader = usePagedLoader<DividendRecord>(fetchDividends, { failureMessage: "Error occur in getting data" });
  const view = useLoaderView(loader);
  const t = LL.partner.dividends;
  const lang = useLang();
  const { sort, sorted, onSort } = useTableSort<DividendRecord, DividendColumn>(view.items, dividendValue);

  return (
    <Screen data-screen="DividendsTracker">
      <Sheet>
        <h1 id="dividends-title">{t.title()}</h1>
        <SimulatedBadge />
        {view.loading ? (
          <LoadingDisplay />
        ) : (
          <EventTable
            labelledBy="dividends-title"
            columns={COLUMNS.map(([column, label]) => [column, t[label]()] as const)}
            sort={sort}
            onSort={onSort}
            empty={t.empty()}
            rows={keyed(sorted, (d) => `${d.symbol}|${d.date}`).map(([key, d]) => (
              <tr key={key}>
                <td data-col="symbol">
                  <TickerLink symbol={d.symbol} partner />
                  <CompanyName row={d} />
                </td>
                <td className="num">{formatDay(d.date)}</td>
                <td className="num">{formatDay(d.recordDate)}</td>
                <td className="num">{formatDay(d.paymentDate)}</td>
                <td className="num" data-column="dividend">
                  {/* Each row in its listing's currency: the column mixes US and Saudi rows. */}
                  {formatMoney(d.dividend, listingCurrency(d.symbol), lang)}
                </td>
                <td className="num">{twoDecimals(d.yield)}</td>
              </tr>
            ))}
          />
        )}
        <PartnerFooter poweredBy={partner} productOf={provider} />
      </Sheet>
      <LoaderPagination loader={loader} view={view} />
    </Screen>
  );
}
