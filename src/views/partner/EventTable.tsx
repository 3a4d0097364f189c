// The table of a partner calendar (IPOs, dividends): sortable headers over the rows, or one line
// saying there are none, in a scrolling region named by the page's title.
import type { ReactNode } from "react";
import type { SortState } from "../../shared/sort";
import { SortHeader } from "../kit/SortHeader";
import { Table, TableWrap } from "../kit/Table";

export function EventTable<K extends string>({
  labelledBy,
  columns,
  sort,
  onSort,
  empty,
  rows,
}: {
  labelledBy: string;
  /** Each column with its header text, in order. */
  columns: readonly (readonly [K, string])[];
  sort: SortState<K> | null;
  onSort: (column: K) => void;
  /** What shows when there are no rows. */
  empty: string;
  rows: ReactNode[];
}) {
  return (
    <TableWrap $look="partner" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table $look="partner">
        <thead>
          <tr>
            {columns.map(([column, label]) => (
              <SortHeader key={column} column={column} sort={sort} onSort={onSort}>
                {label}
              </SortHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows
          )}
        </tbody>
      </Table>
    </TableWrap>
  );
}
