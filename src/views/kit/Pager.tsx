// The one pager. The scanner page shows 'Previous', the previous page, the current one, the
// next two and 'Next'; the partner screens show '<', the page list with ellipses and '>'.
// Both are this component with their own page list and end labels. Every button is at least
// 44 px square (a thumb, not a mouse pointer), the row wraps on narrow screens, and colours
// follow the partner theme's custom properties where they are set (the portal), else the app's.
import { styled } from "goober";
import type { ReactNode } from "react";
import type { PageItem } from "../../shared/pagination";
import { colors } from "./styles";

const Nav = styled("nav")`
  display: flex;
  justify-content: center;
  margin-block-start: 1rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.35rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button {
    font: inherit;
    min-inline-size: 2.75rem;
    min-block-size: 2.75rem;
    padding-inline: 0.6rem;
    border-radius: 8px;
    border: 1px solid var(--p-border, ${colors.border});
    background: var(--p-secondary, ${colors.surfaceRaised});
    color: var(--p-text, ${colors.text});
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  button:focus-visible {
    outline: 3px solid var(--p-accent, ${colors.accent});
    outline-offset: 2px;
  }
  button[aria-current="page"] {
    background: var(--p-primary, #5b3fd6);
    border-color: var(--p-primary, ${colors.accent});
    color: #ffffff;
    font-weight: 700;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .gap {
    display: inline-grid;
    place-items: center;
    min-inline-size: 2rem;
    min-block-size: 2.75rem;
  }
`;

interface PagerEnd {
  /** What the button shows ('Previous', '<'). */
  content: ReactNode;
  /** Its accessible name when the content alone does not say it ('<' → 'Previous page'). */
  label?: string;
  enabled: boolean;
  onClick(): void;
}

interface PagerProps {
  label: string;
  current: number;
  items: readonly PageItem[];
  pageLabel(page: number): string;
  onPage(page: number): void;
  previous: PagerEnd;
  next: PagerEnd;
  /** While a page loads: every number but the current one is disabled. */
  busy?: boolean;
  testId?: string;
}

export function Pager(props: PagerProps) {
  const { current, previous, next } = props;
  return (
    <Nav aria-label={props.label} data-testid={props.testId}>
      <ul>
        <li>
          <button type="button" aria-label={previous.label} disabled={!previous.enabled} onClick={previous.onClick}>
            {previous.content}
          </button>
        </li>
        {props.items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                aria-label={props.pageLabel(item)}
                aria-current={item === current ? "page" : undefined}
                disabled={props.busy === true && item !== current}
                onClick={() => props.onPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" aria-label={next.label} disabled={!next.enabled} onClick={next.onClick}>
            {next.content}
          </button>
        </li>
      </ul>
    </Nav>
  );
}
