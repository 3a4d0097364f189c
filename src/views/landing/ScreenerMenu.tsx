// The Screener dropdown of the top bar (WAI-ARIA menu button): Rockets Invest and Rockets
// Trade. What a choice does is decided in one place, `useScreenerChoose()`: it navigates by
// default; a caller can pass its own `onChoose(to)` (e.g. to open the login modal instead).
// `ScreenerLinks` is the same choice as a flat list, for the mobile menu.

import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { menuButtonKeyEvent, menuItemKeyEvent, menuMachine } from "../../machines/menu.machine";
import { colors, radii, shadows } from "../kit/styles";
import { type AppPath, isPlainClick, useNavigateTo } from "../navigation";

export type ScreenerPath = Extract<AppPath, "/investment-screener" | "/trading-screener">;

const SCREENER_PATHS: readonly ScreenerPath[] = ["/investment-screener", "/trading-screener"];

/** What choosing a screener does. Default: go there. */
export function useScreenerChoose(): (to: ScreenerPath) => void {
  return useNavigateTo();
}

function useScreenerLabels(): Record<ScreenerPath, string> {
  const { LL } = useI18nContext();
  return { "/investment-screener": LL.landing.nav.invest(), "/trading-screener": LL.landing.nav.trade() };
}

const Wrap = styled("div")`
  position: relative;
`;

const Trigger = styled("button")`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-block-size: 2.5rem;
  padding-inline: 0.9rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { border-color: ${colors.primary}; }
  svg { transition: transform 0.15s; }
  &[aria-expanded="true"] svg { transform: rotate(180deg); }
`;

const List = styled("ul")`
  position: absolute;
  inset-block-start: calc(100% + 0.5rem);
  inset-inline-end: 0;
  z-index: 30;
  min-inline-size: 14rem;
  margin: 0;
  padding: 0.4rem;
  list-style: none;
  background: ${colors.surfaceRaised};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.pop};
  a {
    display: flex;
    flex-direction: column;
    gap: 0.1rem;
    padding: 0.6rem 0.75rem;
    border-radius: ${radii.sm};
    color: ${colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a small { color: ${colors.muted}; font-weight: 400; }
  a:hover, a:focus-visible { background: ${colors.surfaceHover}; outline: none; }
  a:focus-visible { box-shadow: inset 0 0 0 2px ${colors.primary}; }
`;

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export function ScreenerMenu({ onChoose }: { onChoose?: (to: ScreenerPath) => void }) {
  const { LL } = useI18nContext();
  const labels = useScreenerLabels();
  const defaultChoose = useScreenerChoose();
  const choose = onChoose ?? defaultChoose;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menu = useActorRef(menuMachine.provide({ actions: { focusButton: () => buttonRef.current?.focus() } }), {
    input: { count: SCREENER_PATHS.length },
    inspect,
  });
  const open = useSelector(menu, (s) => s.hasTag("open"));
  const active = useSelector(menu, (s) => s.context.active);
  const id = useId();

  useEffect(() => {
    if (open && active >= 0) itemRefs.current[active]?.focus();
  }, [open, active]);

  // A click or focus outside closes the menu.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!wrapRef.current?.contains(event.target as Node)) menu.send({ type: "menu.close" });
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open, menu]);

  const onButtonKey = (event: KeyboardEvent) => {
    const next = menuButtonKeyEvent(event.key, open);
    if (!next) return;
    event.preventDefault();
    menu.send(next);
  };

  const onItemKey = (event: KeyboardEvent) => {
    if (event.key === " ") {
      event.preventDefault();
      (event.currentTarget as HTMLElement).click();
      return;
    }
    const next = menuItemKeyEvent(event.key);
    if (!next) return;
    if (event.key !== "Tab") event.preventDefault();
    menu.send(next);
  };

  return (
    <Wrap ref={wrapRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => menu.send(open ? { type: "menu.close" } : { type: "menu.open", focus: "first" })}
        onKeyDown={onButtonKey}
      >
        {LL.landing.nav.screener()}
        <Chevron />
      </Trigger>
      <List role="menu" id={`${id}-menu`} aria-labelledby={`${id}-button`} hidden={!open}>
        {SCREENER_PATHS.map((to, index) => (
          <li role="none" key={to}>
            <a
              role="menuitem"
              href={to}
              tabIndex={-1}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              onKeyDown={onItemKey}
              onPointerMove={() => active !== index && menu.send({ type: "menu.focusItem", index })}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                menu.send({ type: "menu.close", restoreFocus: true });
                choose(to);
              }}
            >
              {labels[to]}
              <small>{to === "/investment-screener" ? LL.landing.nav.investHint() : LL.landing.nav.tradeHint()}</small>
            </a>
          </li>
        ))}
      </List>
    </Wrap>
  );
}

const Flat = styled("ul")`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.25rem;
`;

/** The screener choice as plain links (mobile menu). `onDone` runs after a choice. */
export function ScreenerLinks({
  onChoose,
  onDone,
  labelledBy,
}: {
  onChoose?: (to: ScreenerPath) => void;
  onDone?: () => void;
  labelledBy?: string;
}) {
  const labels = useScreenerLabels();
  const defaultChoose = useScreenerChoose();
  const choose = onChoose ?? defaultChoose;
  return (
    <Flat aria-labelledby={labelledBy}>
      {SCREENER_PATHS.map((to) => (
        <li key={to}>
          <a
            href={to}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onDone?.();
              choose(to);
            }}
          >
            {labels[to]}
          </a>
        </li>
      ))}
    </Flat>
  );
}
