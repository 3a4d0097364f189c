// Tables of every screen: a frame that scrolls sideways on phones (never the page) and is
// reachable from the keyboard, and the table inside it. Two looks: the signed-in screens'
// ("app") and the partner and insight screens' ("partner", colours from the theme's custom
// properties). The symbol column stays at the inline-start edge while a table scrolls.
import { styled } from "goober";
import { colors } from "./styles";

type TableLook = "app" | "partner";

const appFrame = `
  position: relative;
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  background: ${colors.surface};
  &:focus-visible { outline: 2px solid ${colors.accent}; }
`;

const partnerFrame = `
  position: relative;
  overflow-x: auto;
  border: 1px solid var(--p-border);
  border-radius: 10px;
  background: var(--p-secondary);
  &:focus-visible {
    outline: 3px solid var(--p-accent);
  }
`;

/** A horizontally scrollable table frame (phones), reachable from the keyboard. */
export const TableWrap = styled("div")<{ $look?: TableLook }>`
  ${(p) => (p.$look === "partner" ? partnerFrame : appFrame)}
`;

const appTable = `
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption { text-align: start; padding: 0.75rem 1rem; color: ${colors.muted}; }
  th, td { padding-block: 0.55rem; padding-inline: 0.9rem; text-align: end; white-space: nowrap; }
  th:first-child, td:first-child { text-align: start; }
  thead th { color: ${colors.muted}; font-weight: 600; border-block-end: 1px solid ${colors.border}; }
  tbody tr + tr td, tbody tr + tr th { border-block-start: 1px solid ${colors.border}; }
  tbody th { font-weight: 700; }
  /* Numbers and symbols are left to right inside; they still align with their column's
     header, which follows the page direction (end for numbers, start for the first column). */
  td[dir="ltr"] { text-align: right; }
  th[dir="ltr"]:first-child { text-align: left; }
  html[dir="rtl"] & td[dir="ltr"] { text-align: left; }
  html[dir="rtl"] & th[dir="ltr"]:first-child { text-align: right; }
  /* Phones: the symbol column stays at the inline-start edge while the table scrolls sideways in
     its frame (never the page), and the caption stays within the frame's width. */
  [data-col="symbol"] { position: sticky; left: 0; z-index: 1; background: ${colors.surface}; }
  /* Physical sides: a symbol cell is dir="ltr" inside, which would turn inline-start into left. */
  html[dir="rtl"] & [data-col="symbol"] { left: auto; right: 0; }
  caption { position: sticky; inset-inline-start: 0; max-inline-size: calc(100vw - 3rem); box-sizing: border-box; }
  @media (max-width: 480px) {
    font-size: 0.875rem;
    th, td { padding-inline: 0.55rem; }
    /* The company name under a symbol: short on phones, so the change column stays in view. */
    [data-col="symbol"] [data-testid="company-name"] { max-inline-size: 5rem; }
  }
`;

const partnerTable = `
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding-block: 0.65rem;
    padding-inline: 0.9rem;
    text-align: start;
    white-space: nowrap;
    border-block-end: 1px solid var(--p-border);
  }
  thead th {
    font-weight: 600;
    background: var(--p-bg);
  }
  /* Phones: the symbol column stays at the inline-start edge while the table scrolls sideways
     in its frame (never the page). */
  td[data-col="symbol"] {
    position: sticky;
    left: 0;
    z-index: 1;
    background: var(--p-secondary);
  }
  th[data-col="symbol"] {
    position: sticky;
    left: 0;
    z-index: 1;
  }
  /* Physical sides: a symbol cell may be dir="ltr" inside, which would turn inline-start into left. */
  html[dir="rtl"] & [data-col="symbol"] {
    left: auto;
    right: 0;
  }
  @media (max-width: 480px) {
    th,
    td {
      padding-inline: 0.55rem;
    }
  }
  tbody + tbody tr:first-child td {
    border-block-start: 2px solid var(--p-border);
  }
  td.num {
    unicode-bidi: isolate;
  }
  td.empty {
    text-align: center;
    padding-block: 2rem;
  }
  tfoot td {
    border-block-end: 0;
    font-size: 0.85rem;
  }
`;

export const Table = styled("table")<{ $look?: TableLook }>`
  ${(p) => (p.$look === "partner" ? partnerTable : appTable)}
`;

/** Stable React keys from the data itself; repeated keys get a counter. */
export function keyed<T>(items: readonly T[], keyOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return [count === 0 ? base : `${base}#${count}`, item];
  });
}
