// A sortable column header: the header is a button (Enter and Space sort, from the keyboard
// too), the sorted column carries aria-sort, and ▲ or ▼ shows which way (↕, faint, on the others). `useTableSort`
// keeps the column and direction of one table; the order itself comes from src/shared/sort.
import { styled } from "goober";
import { type ReactNode, useMemo, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { collatorFor, nextSort, type SortState, type SortValue, sortRows } from "../../shared/sort";

const Th = styled("th")`
  padding: 0 !important;
  button {
    font: inherit;
    color: inherit;
    font-weight: inherit;
    background: transparent;
    border: 0;
    inline-size: 100%;
    min-block-size: 2.75rem;
    padding-block: 0.4rem;
    padding-inline: 0.9rem;
    display: inline-flex;
    align-items: center;
    justify-content: flex-start;
    gap: 0.35rem;
    text-align: inherit;
    white-space: nowrap;
    cursor: pointer;
  }
  &[data-align="end"] button {
    justify-content: flex-end;
  }
  button:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -3px;
  }
  .indicator {
    font-size: 0.75em;
    opacity: 0.45;
  }
  &[aria-sort] .indicator {
    opacity: 1;
  }
`;

export function SortHeader<K extends string>(props: {
  column: K;
  sort: SortState<K> | null;
  onSort(column: K): void;
  /** Numbers align at the end, like their cells. */
  align?: "start" | "end";
  children: ReactNode;
}) {
  const direction = props.sort?.key === props.column ? props.sort.direction : undefined;
  return (
    <Th scope="col" aria-sort={direction} data-align={props.align ?? "start"}>
      <button type="button" onClick={() => props.onSort(props.column)}>
        {props.children}
        <span className="indicator" aria-hidden="true">
          {direction === "descending" ? "▼" : direction === "ascending" ? "▲" : "↕"}
        </span>
      </button>
    </Th>
  );
}

/** The sort of one table, and its rows in that order (text compared in the page's language). */
export function useTableSort<T, K extends string>(
  rows: readonly T[],
  cellValue: (row: T, key: K) => SortValue,
  initial: SortState<K> | null = null,
) {
  // The language on screen (the dictionary follows the language machine).
  const lang = useI18nContext().locale;
  const [sort, setSort] = useState<SortState<K> | null>(initial);
  const collator = useMemo(() => collatorFor(lang), [lang]);
  const sorted = sortRows(rows, sort, cellValue, collator);
  return { sort, sorted, onSort: (key: K) => setSort((current) => nextSort(current, key)) };
}
