// The browser tab's title: one per screen, in the page's language ("Rocket Scanner — Rockets",
// «ماسح روكتس — روكتس»). Screens pass their own name; the hook re-runs when the
// language changes the name, so the title follows a language switch.
import { useEffect } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useBrand } from "../brand";

/** Sets document.title to "<screen> — <product>" (or to `full` as given, for the landing page). */
export function useDocumentTitle(screen: string, options: { full?: boolean } = {}): void {
  const { LL } = useI18nContext();
  const { product } = useBrand();
  const title = options.full ? screen : LL.layout.documentTitle({ screen, product });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
