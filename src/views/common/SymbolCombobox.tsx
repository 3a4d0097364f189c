// The one company search of the app (watchlists, portfolio transactions, comparator,
// fundamentals): a combobox after the WAI-ARIA 1.2 pattern. The text box owns a listbox of
// options and points at the active one with aria-activedescendant; DOM focus never leaves the
// box. ArrowDown/ArrowUp move (vertical in both directions of writing, so nothing swaps in
// Arabic), Home/End go to the first and the last option while the list is open, Enter chooses,
// Escape closes; the active option is scrolled into view. A status line says searching, how many,
// no match or failed. The symbolSearch machine waits for a pause, asks the server and keeps the
// options; this renders its snapshot and sends it the keys.
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  type AfterChoice,
  QUERY_MAX,
  type SearchScope,
  symbolSearchMachine,
} from "../../machines/symbolSearch/symbolSearch.machine";
import type { CompanyRef } from "../../shared/fundamentals";
import { useLang } from "../AppContext";
import { Button } from "../kit/Button";
import { latinLang } from "../kit/lang";
import { colors } from "../kit/styles";

// The partner screens set --p-* (their theme); the user's screens fall back to the app's colours.
const v = (name: string, fallback: string) => `var(--p-${name}, ${fallback})`;

const Box = styled("div")`
  display: grid;
  gap: 0.35rem;
  max-inline-size: 34rem;
  min-inline-size: 0;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    min-block-size: 2.75rem;
    padding-inline: 0.75rem;
    border-radius: 0.5rem;
    border: 1px solid ${v("border", colors.border)};
    background: ${v("secondary", colors.bg)};
    color: ${v("text", colors.text)};
    inline-size: 100%;
    box-sizing: border-box;
  }
  input[aria-invalid="true"] {
    border-color: ${colors.danger};
  }
  input:focus-visible {
    outline: 2px solid ${v("accent", colors.accent)};
    outline-offset: 1px;
  }
  [role="listbox"][hidden] {
    display: none;
  }
  [role="listbox"] {
    margin: 0;
    padding: 0.25rem;
    border: 1px solid ${v("border", colors.border)};
    border-radius: 0.5rem;
    background: ${v("secondary", colors.surfaceRaised)};
    color: ${v("text", colors.text)};
    max-block-size: 18rem;
    overflow-y: auto;
    overscroll-behavior: contain;
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
  [role="option"]:hover {
    background: ${v("bg", colors.surfaceHover)};
  }
  [role="option"][aria-selected="true"] {
    background: ${v("bg", colors.surfaceHover)};
    outline: 2px solid ${v("accent", colors.accent)};
    outline-offset: -2px;
  }
  .symbol {
    font-weight: 700;
    unicode-bidi: isolate;
  }
  .exchange {
    font-size: 0.85rem;
    opacity: 0.85;
  }
  .status {
    margin: 0;
    font-size: 0.9rem;
    min-block-size: 1.2em;
  }
  .status:empty {
    display: none;
  }
  &[data-look="form"] {
    font-size: 0.9rem;
    max-inline-size: none;
    label {
      font-weight: inherit;
    }
    input {
      min-block-size: 0;
      padding: 0.5rem 0.65rem;
    }
  }
`;

interface SymbolComboboxProps {
  /** Whose search endpoint answers: a signed-in user's or a partner's. */
  scope: SearchScope;
  label: string;
  onChoose(company: CompanyRef): void;
  /** "clear" (default): the box empties for the next search. "fill": a form's field keeps the
   * chosen symbol, and `onText` hears every change of its text. */
  afterChoice?: AfterChoice;
  /** The text the box starts with (a form's field being edited). */
  initialText?: string;
  onText?(text: string): void;
  /** The field's name in a form. */
  name?: string;
  disabled?: boolean;
  /** The field's message (a form's error): marks the box invalid and describes it. */
  messageId?: string;
  testId?: string;
  resultsTestId?: string;
  className?: string;
  /** "form": the size of the other fields of a form (kit/Field). */
  look?: "form";
}

export function SymbolCombobox(props: SymbolComboboxProps) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const S = LL.symbolSearch;
  const id = useId();
  const choose = useRef(props.onChoose);
  choose.current = props.onChoose;
  const actor = useActorRef(
    symbolSearchMachine.provide({ actions: { chosen: (_, company: CompanyRef) => choose.current(company) } }),
    { input: { scope: props.scope, afterChoice: props.afterChoice, query: props.initialText }, inspect },
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

  // The active option stays in sight inside the scrolling list.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || active < 0) return;
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const snapshot = actor.getSnapshot();
    const handled = (event: Parameters<typeof actor.send>[0]) => {
      e.preventDefault();
      actor.send(event);
    };
    if (e.key === "ArrowDown" || e.key === "ArrowUp") handled({ type: "move", by: e.key === "ArrowDown" ? 1 : -1 });
    else if ((e.key === "Home" || e.key === "End") && open)
      handled({ type: "move.edge", to: e.key === "Home" ? "first" : "last" });
    else if (e.key === "Enter" && snapshot.can({ type: "choose" })) handled({ type: "choose" });
    else if (e.key === "Escape" && snapshot.can({ type: "close" })) {
      // Inside a dialog, Escape closes this list first, not the dialog.
      e.stopPropagation();
      handled({ type: "close" });
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
  const describedBy = [`${id}-hint`, `${id}-status`, props.messageId].filter(Boolean).join(" ");

  return (
    <Box className={props.className} data-look={props.look} data-symbol-search>
      <label htmlFor={`${id}-q`}>{props.label}</label>
      <input
        id={`${id}-q`}
        name={props.name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={props.messageId ? true : undefined}
        placeholder={S.placeholder()}
        maxLength={QUERY_MAX}
        disabled={props.disabled}
        value={query}
        onChange={(e) => {
          actor.send({ type: "query.change", value: e.target.value });
          props.onText?.(e.target.value);
        }}
        onKeyDown={onKey}
        // Options take no focus (their pointer-down is held back), so leaving the box closes the list.
        onBlur={() => actor.send({ type: "close" })}
        data-testid={props.testId}
      />
      <span id={`${id}-hint`} hidden>
        {S.hint()}
      </span>
      {/* The list holds back pointer-down focus so a click on an option or the scroll bar keeps the box focused. */}
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-label={S.results()}
        hidden={!open}
        onMouseDown={(e) => e.preventDefault()}
        data-testid={props.resultsTestId}
      >
        {results.map((r, i) => {
          const name = lang === "ar" && r.nameAr ? r.nameAr : r.name;
          return (
            // The keys are the text box's (aria-activedescendant): options take no focus of their own.
            // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the combobox chooses the active option
            <div
              key={r.symbol}
              id={optionId(i)}
              data-index={i}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onClick={() => actor.send({ type: "choose", index: i })}
            >
              <span className="symbol" dir="ltr">
                {r.symbol}
              </span>
              <span lang={latinLang(name)}>{name}</span>
              <span className="exchange" dir="ltr">
                {r.exchange}
              </span>
            </div>
          );
        })}
      </div>
      <p id={`${id}-status`} className="status" role="status">
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
