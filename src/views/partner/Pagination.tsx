// The pagination control: '<' disabled on page 1, '>' on the last page, the current page
// highlighted, the page list from pageItems (all numbers up to 7 pages, otherwise 1, …,
// current ± 1, …, last). The loader machine decides what may be sent (state.can).
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import type { PagedLoaderActor } from "../../machines/partner/pagedLoader.machine";
import { pageItems } from "../../shared/pagination";
import type { LoaderView } from "./hooks";

const Nav = styled("nav")`
  display: flex;
  justify-content: center;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button {
    font: inherit;
    min-inline-size: 2.5rem;
    min-block-size: 2.5rem;
    padding-inline: 0.5rem;
    border-radius: 8px;
    border: 1px solid var(--p-border);
    background: var(--p-secondary);
    color: var(--p-text);
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  button:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 2px;
  }
  button[aria-current="page"] {
    background: var(--p-primary);
    border-color: var(--p-primary);
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
    min-block-size: 2.5rem;
  }
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  canPrevious: boolean;
  canNext: boolean;
  onPage: (page: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

export function Pagination({ page, totalPages, canPrevious, canNext, onPage, onPrevious, onNext }: PaginationProps) {
  const { LL } = useI18nContext();
  return (
    <Nav aria-label={LL.partner.pagination.label()} data-testid="pagination">
      <ul>
        <li>
          <button
            type="button"
            aria-label={LL.partner.pagination.previous()}
            disabled={!canPrevious}
            onClick={onPrevious}
          >
            {"<"}
          </button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                aria-label={LL.partner.pagination.page({ page: item })}
                aria-current={item === page ? "page" : undefined}
                onClick={() => onPage(item)}
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
          <button type="button" aria-label={LL.partner.pagination.next()} disabled={!canNext} onClick={onNext}>
            {">"}
          </button>
        </li>
      </ul>
    </Nav>
  );
}

/** The pager of a paged loader's screen: shown once the first load has ended, as the
 * specification asks, and sending the loader its page events. */
export function LoaderPagination<T>({ loader, view }: { loader: PagedLoaderActor<T>; view: LoaderView<T> }) {
  if (!view.loaded) return null;
  return (
    <Pagination
      page={view.page}
      totalPages={view.totalPages}
      canPrevious={view.canPrevious}
      canNext={view.canNext}
      onPage={(page) => loader.send({ type: "page.set", page })}
      onPrevious={() => loader.send({ type: "page.previous" })}
      onNext={() => loader.send({ type: "page.next" })}
    />
  );
}
