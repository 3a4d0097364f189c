// The side navigation of the dashboard and the admin panel; on phones it folds behind a
// disclosure button driven by the menu machine (so it lives here, not in the stateless kit).
// Logical properties only, so right-to-left just works.
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useId, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { menuMachine } from "../../machines/menu.machine";
import { primaryFill } from "../kit/Button";
import { colors } from "../kit/styles";

/** Below this width the side navigation folds into a disclosure button above the content. */
const PHONE = "@media (max-width: 899.98px)";
const WIDE = "@media (min-width: 900px)";

const Side = styled("nav")`
  background: ${colors.surface};
  border-inline-end: 1px solid ${colors.border};
  padding: 1rem;
  display: grid;
  align-content: start;
  gap: 1rem;
  min-width: 0;
  a.home { color: ${colors.accent}; text-decoration: none; font-weight: 600; }
  a.home .arrow { display: inline-block; }
  html[dir="rtl"] & a.home .arrow { transform: scaleX(-1); }
  a.home:focus-visible { outline: 2px solid ${colors.accent}; }
  h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${colors.muted}; margin: 0 0 0.35rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.15rem; }
  .groups { display: grid; gap: 1rem; }
  button {
    width: 100%;
    text-align: start;
    font: inherit;
    color: ${colors.text};
    background: transparent;
    border: 0;
    border-radius: 0.45rem;
    min-block-size: 2.5rem;
    padding-block: 0.45rem;
    padding-inline: 0.7rem;
    cursor: pointer;
  }
  button:hover { background: ${colors.surfaceRaised}; }
  button[aria-current="page"] { background: ${primaryFill}; color: ${colors.primaryText}; }
  button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
  button.disclosure {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.surfaceRaised};
    font-weight: 600;
  }
  button.disclosure .current { color: ${colors.muted}; font-weight: 400; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  button.disclosure svg { flex: none; transition: transform 0.15s; }
  button.disclosure[aria-expanded="true"] svg { transform: rotate(180deg); }
  ${PHONE} {
    border-inline-end: 0;
    border-block-end: 1px solid ${colors.border};
    padding-block: 0.75rem;
    gap: 0.75rem;
    .groups[data-open="false"] { display: none; }
  }
  ${WIDE} {
    button.disclosure { display: none; }
  }
`;

const Chevron = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

interface NavGroup<K extends string> {
  title?: string;
  items: { key: K; label: string }[];
}

/**
 * The side navigation of the dashboard and the admin panel. On phones the sections fold
 * behind a disclosure button naming the current one, so the content starts near the top
 * instead of under every entry; choosing a section folds them again.
 */
export function SideNav<K extends string>(props: {
  label: string;
  backHome: string;
  menuLabel: string;
  groups: NavGroup<K>[];
  current: K;
  onSelect(key: K): void;
}) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Folding after a choice (or Escape) hands focus back to the button: the chosen entry is hidden.
  const disclosure = useActorRef(menuMachine.provide({ actions: { focusButton: () => button.current?.focus() } }), {
    input: { count: 0 },
    inspect,
  });
  const open = useSelector(disclosure, (s) => s.hasTag("open"));
  const currentLabel = props.groups.flatMap((g) => g.items).find((item) => item.key === props.current)?.label;
  return (
    <Side aria-label={props.label}>
      <Link to="/" className="home">
        <span className="arrow" aria-hidden="true">
          ←
        </span>{" "}
        {props.backHome}
      </Link>
      <button
        ref={button}
        type="button"
        className="disclosure"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => disclosure.send({ type: "menu.toggle" })}
      >
        <span>{props.menuLabel}</span>
        <span className="current">{currentLabel}</span>
        <Chevron />
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from any section button inside folds the menu; the buttons themselves are the interactive elements */}
      <div
        className="groups"
        id={listId}
        data-open={String(open)}
        onKeyDown={(e) => {
          if (e.key === "Escape") disclosure.send({ type: "menu.close", restoreFocus: true });
        }}
      >
        {props.groups.map((group, i) => (
          <div key={group.title ?? i}>
            {group.title ? <h2 id={`${listId}-group-${i}`}>{group.title}</h2> : null}
            <ul aria-labelledby={group.title ? `${listId}-group-${i}` : undefined}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <button
                    type="button"
                    aria-current={item.key === props.current ? "page" : undefined}
                    onClick={() => {
                      disclosure.send({ type: "menu.close", restoreFocus: true });
                      props.onSelect(item.key);
                    }}
                  >
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Side>
  );
}
