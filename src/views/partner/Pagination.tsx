// The partner screens' pagination: '<' disabled on page 1, '>' on the last page, the current
// page highlighted, the page list from pageItems (all numbers up to 7 pages, otherwise 1, …,
// current ± 1, …, last). The loader machine decides what may be sent (state.can).
import { useI18nContext } from "../../i18n/i18n-react";
import type { PagedLoaderActor } from "../../machines/partner/pagedLoader.machine";
import { pageItems } from "../../shared/pagination";
import { Pager } from "../kit/Pager";
import type { LoaderView } from "./hooks";

/** The pager of a paged loader's screen: shown once the first load has ended, as the
 * specification asks, and sending the loader its page events. */
export function LoaderPagination<T>({ loader, view }: { loader: PagedLoaderActor<T>; view: LoaderView<T> }) {
  const { LL } = useI18nContext();
  const P = LL.partner.pagination;
  if (!view.loaded) return null;
  return (
    <Pager
      label={P.label()}
      testId="pagination"
      current={view.page}
      items={pageItems(view.page, view.totalPages)}
      pageLabel={(page) => P.page({ page })}
      onPage={(page) => loader.send({ type: "page.set", page })}
      previous={{
        content: "<",
        label: P.previous(),
        enabled: view.canPrevious,
        onClick: () => loader.send({ type: "page.previous" }),
      }}
      next={{ content: ">", label: P.next(), enabled: view.canNext, onClick: () => loader.send({ type: "page.next" }) }}
    />
  );
}
