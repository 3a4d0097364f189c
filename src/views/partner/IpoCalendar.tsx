// IPO Calendar: Company (over 25 characters cut, with an ellipsis), Symbol, Exchange, Date
// (dd-mm-yyyy), Status (the actions field), Price Range and Market Cap with a dollar sign,
// Shares plain; numbers abbreviated K/M/B/T with one decimal, 0 when empty or non-numeric;
// 'Download as Image' (ipo_calendar.png) and the pagination once loaded.
import { useRef } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { fetchIpos, type IpoRecord } from "../../machines/partner/actors";
import { abbreviate, dayMonthYear, dollars, priceRange, truncate } from "../../shared/format";
import { brand } from "../brand";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { useDownload, useLoaderView, usePagedLoader } from "./hooks";
import { LoaderPagination } from "./Pagination";
import { ExportButton, keyed, LoadingDisplay, PartnerFooter, Screen, Sheet, Table, TableFrame, TitleRow } from "./ui";

export const IPO_FILE_NAME = "ipo_calendar.png";

export function IpoCalendar() {
  const { LL } = useI18nContext();
  const { product, provider } = brand();
  const loader = usePagedLoader<IpoRecord>(fetchIpos);
  const view = useLoaderView(loader);
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, { fileName: IPO_FILE_NAME });
  const t = LL.partner.ipo;

  return (
    <Screen data-screen="IpoCalendar">
      <Sheet ref={sheet} data-testid="export-area">
        <TitleRow>
          <h1 id="ipo-title">{t.title()}</h1>
          <SimulatedBadge />
          <ExportButton label={t.download()} disabled={!canDownload || !view.loaded} onClick={download} />
        </TitleRow>
        {view.loading ? (
          <LoadingDisplay />
        ) : (
          <TableFrame tabIndex={0} role="region" aria-labelledby="ipo-title">
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t.company()}</th>
                  <th scope="col">{t.symbol()}</th>
                  <th scope="col">{t.exchange()}</th>
                  <th scope="col">{t.date()}</th>
                  <th scope="col">{t.status()}</th>
                  <th scope="col">{t.priceRange()}</th>
                  <th scope="col">{t.shares()}</th>
                  <th scope="col">{t.marketCap()}</th>
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
                  keyed(view.items, (ipo) => `${ipo.symbol}|${ipo.date}`).map(([key, ipo]) => (
                    <tr key={key}>
                      <td title={ipo.company}>
                        <bdi>{truncate(ipo.company)}</bdi>
                      </td>
                      <td>
                        <bdi>{ipo.symbol}</bdi>
                      </td>
                      <td>{ipo.exchange}</td>
                      <td className="num">{dayMonthYear(ipo.date)}</td>
                      <td>{ipo.actions}</td>
                      <td className="num">{priceRange(ipo.priceRange)}</td>
                      <td className="num">{abbreviate(ipo.shares)}</td>
                      <td className="num">{dollars(ipo.marketCap)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </Table>
          </TableFrame>
        )}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
      <LoaderPagination loader={loader} view={view} />
    </Screen>
  );
}
