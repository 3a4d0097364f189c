// The company search of the fundamentals sections: a labelled text box and, under it, the
// matching companies as links (symbol and name in the page's language). Choosing one puts the
// symbol in the address (?symbol=…), which the section loads.

import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useId } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { symbolSearchMachine } from "../../machines/fundamentals/symbolSearch.machine";
import type { FundamentalsSection } from "../../shared/fundamentals";
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
  const lang = useLang();
  const t = LL.fundamentals.search;
  const id = useId();
  const actor = useActorRef(symbolSearchMachine, { inspect });
  const query = useSelector(actor, (s) => s.context.query);
  const results = useSelector(actor, (s) => s.context.results);
  const failed = useSelector(actor, (s) => s.context.failed);
  const busy = useSelector(actor, (s) => !s.matches("idle"));
  const status = busy ? t.searching() : failed ? t.failed() : query && results.length === 0 ? t.noMatch({ query }) : "";
  return (
    <Box role="search" data-export="exclude">
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
        data-testid="fundamentals-search"
      />
      <p id={`${id}-status`} className="status" role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ul aria-label={t.results()} data-testid="fundamentals-results">
          {results.map((r) => (
            <li key={r.symbol}>
              <Link
                to={`/partner/fundamentals/${section}` as "/partner/tools/explorer"}
                search={{ symbol: r.symbol }}
                onClick={() => actor.send({ type: "clear" })}
              >
                <span className="symbol" dir="ltr">
                  {r.symbol}
                </span>
                <span lang={latinLang(lang === "ar" && r.nameAr ? r.nameAr : r.name)}>
                  {lang === "ar" && r.nameAr ? r.nameAr : r.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
