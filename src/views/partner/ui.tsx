// Building blocks shared by the partner screens: page frame, headings, buttons, tables, the
// loading display and the footer. Colours come from the theme's custom properties.
import { keyframes, styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { DownloadIcon } from "./icons";

export const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

export const Screen = styled("div")`
  padding-block: 1.5rem 2.5rem;
  padding-inline: 1rem;
  max-width: 1200px;
  margin-inline: auto;
  display: grid;
  /* One column no wider than the screen: a table wider than a phone scrolls in its frame
     instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  @media (min-width: 768px) {
    padding-inline: 2rem;
  }
`;

/** The part of a screen that is exported as an image: it carries its own background. */
export const Sheet = styled("section")`
  background: var(--p-bg);
  color: var(--p-text);
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  border-radius: 12px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.3;
  }
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

export const TitleRow = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

export const Subtitle = styled("p")`
  margin: 0;
  font-size: 1rem;
`;

export const Button = styled("button")`
  font: inherit;
  font-size: 0.95rem;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding-inline: 1rem;
  border-radius: 8px;
  border: 1px solid var(--p-border);
  background: var(--p-secondary);
  color: var(--p-text);
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: var(--p-primary);
  }
  &:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 2px;
  }
  &[aria-pressed="true"],
  &.primary {
    background: var(--p-primary);
    border-color: var(--p-primary);
    color: #ffffff;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const ButtonRow = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A horizontally scrollable table frame (phones), reachable from the keyboard. */
export const TableFrame = styled("div")`
  overflow-x: auto;
  border: 1px solid var(--p-border);
  border-radius: 10px;
  background: var(--p-secondary);
  &:focus-visible {
    outline: 3px solid var(--p-accent);
  }
`;

export const Table = styled("table")`
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

const LoadingBox = styled("div")`
  display: grid;
  justify-items: center;
  gap: 0.35rem;
  padding-block: 3rem;
  text-align: center;
  p {
    margin: 0;
  }
  .spinner {
    inline-size: 2.5rem;
    block-size: 2.5rem;
    border-radius: 50%;
    border: 4px solid var(--p-border);
    border-block-start-color: var(--p-accent);
    animation: ${spin} 0.9s linear infinite;
    margin-block-end: 0.5rem;
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
  .title {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

/** 'Loading...', 'Your adventure is about to begin', 'data is fetching...'. */
export function LoadingDisplay() {
  const { LL } = useI18nContext();
  return (
    <LoadingBox role="status" data-testid="partner-loading">
      <span className="spinner" aria-hidden="true" />
      <p className="title">{LL.partner.loading.title()}</p>
      <p>{LL.partner.loading.adventure()}</p>
      <p>{LL.partner.loading.fetching()}</p>
    </LoadingBox>
  );
}

const FooterBox = styled("footer")`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.35rem 1.25rem;
  font-size: 0.85rem;
  padding-block: 0.5rem;
  strong {
    color: var(--p-accent);
  }
`;

/** 'Powered by' … 'A product of' … with names from the brand configuration. */
export function PartnerFooter({ poweredBy, productOf }: { poweredBy: string; productOf: string }) {
  const { LL } = useI18nContext();
  return (
    <FooterBox>
      <span>
        {LL.partner.footer.poweredBy()} <strong>{poweredBy}</strong>
      </span>
      <span>
        {LL.partner.footer.productOf()} <strong>{productOf}</strong>
      </span>
    </FooterBox>
  );
}

/** Marks an element to be left out of the exported image (the download button). */
export const EXPORT_EXCLUDE = { "data-export": "exclude" } as const;

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

/** The primary download button of a screen; never part of the image it saves. */
export function ExportButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button type="button" className="primary" {...EXPORT_EXCLUDE} disabled={disabled} onClick={onClick}>
      <DownloadIcon />
      {label}
    </Button>
  );
}
