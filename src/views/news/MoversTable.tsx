// A table of the largest movers of the partner news (the recap's gainers and losers, the weekly
// report's best and worst shares): symbol and company, close in the market's currency, change.
import { useI18nContext } from "../../i18n/i18n-react";
import { formatPrice, formatSignedPercent } from "../../shared/format";
import type { RecapMover } from "../../shared/news";
import { useLang } from "../AppContext";
import { Table, TableWrap } from "../kit/Table";
import { CompanyName } from "../market/SimulatedBadge";

export function MoversTable({ title, rows, currency }: { title: string; rows: RecapMover[]; currency: "USD" | "SAR" }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.marketNews.recap;
  return (
    <TableWrap $look="partner" tabIndex={0} role="region" aria-label={title}>
      <Table $look="partner">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.symbol()}</th>
            <th scope="col">{t.close()}</th>
            <th scope="col">{t.change()}</th>
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
