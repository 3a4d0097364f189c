// Dividends Tracker: Symbol, Ex-Date, Record Date, Payment Date (en-GB with dashes, an
// absent date empty), Dividend ($) and Yield (%) with 2 decimals; reloads on every page
// change; the pagination appears once the first load finished, whether it succeeded or not.
import { useI18nContext } from "../../i18n/i18n-react";
import { type DividendRecord, fetchDividends } from "../../machines/partner/actors";
import { enGbDate, twoDecimals } from "../../shared/format";
import { brand } from "../brand";
import { CompanyName, SimulatedBadge } from "../market/SimulatedBadge";
import { useLoaderView, usePagedLoader } from "./hooks";
import { LoaderPagination } from "./Pagination";
import { keyed, LoadingDisplay, PartnerFooter, Screen, Sheet, Table, TableFrame } from "./ui";

export function DividendsTracker() {
  const { LL } = useI18nContext();
  const { partner, provider } = brand();
  const loader = usePagedLoader<DividendRecord>(fetchDividends, { failureMessage: "Error occur in getting data" });
  const view = useLoaderView(loader);
  const t = LL.partner.dividends;

  return (
    <Screen data-screen="DividendsTracker">
      <Sheet>
        <h1 id="dividends-title">{t.title()}</h1>
        <SimulatedBadge />
        {view.loading ? (
          <LoadingDisplay />
        ) : (
          <TableFrame tabIndex={0} role="region" aria-labelledby="dividends-title">
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t.symbol()}</th>
                  <th scope="col">{t.exDate()}</th>
                  <th scope="col">{t.recordDate()}</th>
                  <th scope="col">{t.paymentDate()}</th>
                  <th scope="col">{t.dividend()}</th>
                  <th scope="col">{t.yield()}</th>
                </tr>
              </thead>
              <tbody>
                {view.items.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="empty">
                      {t.empty()}
                    </td>
                  </tr>
                ) : (
                  keyed(view.items, (d) => `${d.symbol}|${d.date}`).map(([key, d]) => (
                    <tr key={key}>
                      <td>
                        <bdi>{d.symbol}</bdi>
                        <CompanyName row={d} />
                      </td>
                      <td className="num">{enGbDate(d.date)}</td>
                      <td className="num">{enGbDate(d.recordDate)}</td>
                      <td className="num">{enGbDate(d.paymentDate)}</td>
                      <td className="num">{twoDecimals(d.dividend)}</td>
                      <td className="num">{twoDecimals(d.yield)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
          </TableFrame>
        )}
        <PartnerFooter poweredBy={partner} productOf={provider} />
      </Sheet>
      <LoaderPagination loader={loader} view={view} />
    </Screen>
  );
}
