// The company search of the watchlists: a combobox (ARIA 1.2: the text box owns a listbox of
// options and points at the active one with aria-activedescendant). Arrow keys move, Enter
// chooses, Escape closes (then clears); a status line says searching, no match or failed. The
// symbolPicker machine waits for a pause, asks the server and keeps the options; this renders
// its snapshot and sends it the keys.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { type KeyboardEvent, useId } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { QUERY_MAX, symbolPickerMachine } from "../../machines/scanner/symbolPicker.machine";
import type { CompanyRef } from "../../shared/fundamentals";
import { useLang } from "../AppContext";
import { Button } from "../kit/Button";
import { colors } from "../kit/styles";

const Box = styled("div")`
  position: relative;
  display: grid;
  gap: 0.35rem;
  max-inline-size: 34rem;
  margin-block-end: 1rem;
  label { font-weight: 600; }
  input {
    font: inherit;
    min-block-size: 2.75rem;
    padding-inline: 0.75rem;
    border-radius: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    inline-size: 100%;
    box-sizing: border-box;
  }
  input:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
  [role="listbox"][hidden] { display: none; }
  [role="listbox"] {
    margin: 0;
    padding: 0.25rem;
    border: 1px solid ${colors.border};
    border-radius: 0.5rem;
    background: ${colors.surfaceRaised};
    max-block-size: 18rem;
    overflow-y: auto;
  }
  [role="option"] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.15rem 0.6rem;
    padding: 0.55rem 0.65rem;
    border-radius: 0.4rem;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  [role="option"][aria-selected="true"] { background: ${colors.surfaceHover}; outline: 2px solid ${colors.accent}; outline-offset: -2px; }
  .symbol { font-weight: 700; unicode-bidi: isolate; }
  .exchange { color: ${colors.muted}; font-size: 0.85rem; }
  .status { margin: 0; color: ${colors.muted}; font-size: 0.9rem; min-block-size: 1.2em; }
  .status:empty { display: none; }
`;

export function SymbolPicker(props: { onChoose(company: CompanyRef): void; disabled?: boolean }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const S = LL.scanner.watchlist.search;
  const id = useId();
  const actor = useActorRef(
    symbolPickerMachine.provide({ actions: { chosen: (_, company: CompanyRef) => props.onChoose(company) } }),
    { inspect },
  );
  const query = useSelector(actor, (s) => s.context.query);
  const results = useSelector(actor, (s) => s.context.results);
  const active = useSelector(actor, (s) => s.context.active);
  const loading = useSelector(actor, (s) => s.hasTag("loading"));
  const shown = useSelector(actor, (s) => s.matches("shown"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const open = shown && results.length > 0;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      actor.send({ type: "move", by: e.key === "ArrowDown" ? 1 : -1 });
    } else if (e.key === "Enter") {
      e.preventDefault();
      actor.send({ type: "choose" });
    } else if (e.key === "Escape" && query !== "") {
      // Inside a dialog, Escape closes this list first, not the dialog.
      e.stopPropagation();
      actor.send({ type: "close" });
    }
  };

  const status = loading
    ? S.searching()
    : failed
      ? S.failed()
      : shown && results.length === 0
        ? S.noMatch({ query: query.trim() })
        : open
          ? S.count({ count: results.length })
          : "";

  return (
    <Box data-symbol-picker>
      <label htmlFor={`${id}-q`}>{S.label()}</label>
      <input
        id={`${id}-q`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        placeholder={S.placeholder()}
        maxLength={QUERY_MAX}
        disabled={props.disabled}
        value={query}
        onChange={(e) => actor.send({ type: "query.change", value: e.target.value })}
        onKeyDown={onKey}
        onBlur={(e) => {
          // A click on an option keeps the list until it is chosen (pointer down comes first).
          if (!e.relatedTarget) return;
          actor.send({ type: "close" });
        }}
      />
      <span id={`${id}-hint`} hidden>
        {S.hint()}
      </span>
      <div id={listId} role="listbox" aria-label={S.results()} hidden={!open}>
        {results.map((r, i) => (
          // The keys are the text box's (aria-activedescendant): options take no focus of their own.
          // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the combobox chooses the active option
          <div
            key={r.symbol}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => actor.send({ type: "choose", index: i })}
          >
            <span className="symbol" dir="ltr">
              {r.symbol}
            </span>
            <span>{lang === "ar" && r.nameAr ? r.nameAr : r.name}</span>
            <span className="exchange" dir="ltr">
              {r.exchange}
            </span>
          </div>
        ))}
      </div>
      <p id={`${id}-status`} className="status" role="status" aria-live="polite">
        {status}
      </p>
      {failed ? (
        <Button type="button" onClick={() => actor.send({ type: "retry" })}>
          {S.retry()}
        </Button>
      ) : null}
    </Box>
  );
}
