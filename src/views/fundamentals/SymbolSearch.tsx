// The company search of the fundamentals sections: a labelled text box and, under it, the
// matching companies as links (symbol and name in the page's language). Choosing one puts the
// symbol in the address (?symbol=…), which the section loads.

import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { type ReactNode, useId } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { symbolSearchMachine } from "../../machines/fundamentals/symbolSearch.machine";
import type { CompanyRef, FundamentalsSection } from "../../shared/fundamentals";
import { useLang } from "../AppContext";
import { latinLang } from "../kit/lang";
import { SymbolSearchBox } from "../kit/SymbolSearchBox";

// The status line sits flush under the box here.
const Box = styled(SymbolSearchBox)`
  .status {
    margin: 0;
  }
`;

export function SymbolSearch({ section }: { section: FundamentalsSection }) {
  const { LL } = useI18nContext();
  return (
    <Box role="search" data-export="exclude">
      <SymbolSearchFields
        texts={LL.fundamentals.search}
        testId="fundamentals-search"
        resultsTestId="fundamentals-results"
        choose={(match, content, clear) => (
          <Link
            to={`/partner/fundamentals/${section}` as "/partner/tools/explorer"}
            search={{ symbol: match.symbol }}
            onClick={clear}
          >
            {content}
          </Link>
        )}
      />
    </Box>
  );
}

/** The search inside a SymbolSearchBox: the labelled text box, its status line and the matching
 * companies, each drawn by `choose` (a link or a button around the symbol and name it is given;
 * `clear` empties the search once one is chosen). The comparator's search is the same. */
export function SymbolSearchFields({
  texts: t,
  testId,
  resultsTestId,
  choose,
}: {
  texts: TranslationFunctions["fundamentals"]["search"];
  testId: string;
  resultsTestId: string;
  choose: (match: CompanyRef, content: ReactNode, clear: () => void) => ReactNode;
}) {
  const lang = useLang();
  const id = useId();
  const actor = useActorRef(symbolSearchMachine, { inspect });
  const query = useSelector(actor, (s) => s.context.query);
  const results = useSelector(actor, (s) => s.context.results);
  const failed = useSelector(actor, (s) => s.context.failed);
  const busy = useSelector(actor, (s) => !s.matches("idle"));
  const status = busy ? t.searching() : failed ? t.failed() : query && results.length === 0 ? t.noMatch({ query }) : "";
  const clear = () => actor.send({ type: "clear" });
  return (
    <>
      <label htmlFor={`${id}-q`}>{t.label()}</label>
      <input
        id={`${id}-q`}
        type="search"
        autoComplete="off"
        placeholder={t.placeholder()}
        aria-describedby={`${id}-status`}
        maxLength={80}
        value={query}
        onChange={(e) => actor.send({ type: "query.change", query: e.target.value })}
        data-testid={testId}
      />
      <p id={`${id}-status`} className="status" role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ul aria-label={t.results()} data-testid={resultsTestId}>
          {results.map((r) => {
            const name = lang === "ar" && r.nameAr ? r.nameAr : r.name;
            return (
              <li key={r.symbol}>
                {choose(
                  r,
                  <>
                    <span className="symbol" dir="ltr">
                      {r.symbol}
                    </span>
                    <span lang={latinLang(name)}>{name}</span>
                  </>,
                  clear,
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
