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

const Box = styled("div")`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    min-block-size: 2.5rem;
    padding-inline: 0.75rem;
    border-radius: 8px;
    border: 1px solid var(--p-border);
    background: var(--p-secondary);
    color: var(--p-text);
    inline-size: 100%;
    max-inline-size: 32rem;
    box-sizing: border-box;
  }
  input:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 1px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    max-inline-size: 32rem;
    border: 1px solid var(--p-border);
    border-radius: 8px;
    background: var(--p-secondary);
  }
  li + li {
    border-block-start: 1px solid var(--p-border);
  }
  a {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    padding: 0.6rem 0.75rem;
    color: var(--p-text);
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover,
  a:focus-visible {
    background: var(--p-bg);
    outline: 3px solid var(--p-accent);
    outline-offset: -3px;
  }
  .symbol {
    font-weight: 700;
    unicode-bidi: isolate;
  }
  .status {
    font-size: 0.9rem;
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
