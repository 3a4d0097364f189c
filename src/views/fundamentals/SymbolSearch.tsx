// The company search of the fundamentals sections (the app's one SymbolCombobox): choosing a
// company puts its symbol in the address (?symbol=…), which the section loads.
import { useNavigate } from "@tanstack/react-router";
import { useI18nContext } from "../../i18n/i18n-react";
import type { FundamentalsSection } from "../../shared/fundamentals";
import { SymbolCombobox } from "../common/SymbolCombobox";

export function SymbolSearch({ section }: { section: FundamentalsSection }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  return (
    <search data-export="exclude">
      <SymbolCombobox
        scope="partner"
        label={LL.fundamentals.search.label()}
        testId="fundamentals-search"
        resultsTestId="fundamentals-results"
        onChoose={(company) =>
          navigate({
            to: `/partner/fundamentals/${section}` as "/partner/tools/explorer",
            search: { symbol: company.symbol },
          })
        }
      />
    </search>
  );
}
