// The phone menu of the page headers (the landing bar and the signed-in header): below 1024 px a
// square button with three bars (a cross when open) shows and hides the links. Escape closes it
// from anywhere and hands focus back to the button (machines/menu.machine.ts; driving a machine,
// it lives here rather than in the stateless kit).
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { type RefObject, useEffect, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { menuMachine } from "../../machines/menu.machine";
import { colors, radii } from "../kit/styles";

export function usePhoneMenu() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useActorRef(menuMachine.provide({ actions: { focusButton: () => buttonRef.current?.focus() } }), {
    input: { count: 0 },
    inspect,
  });
  const open = useSelector(menu, (s) => s.hasTag("open"));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") menu.send({ type: "menu.close", restoreFocus: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, menu]);

  const close = () => menu.send({ type: "menu.close" });
  const toggle = () => menu.send({ type: "menu.toggle" });
  return { buttonRef, open, close, toggle };
}

const Square = styled("button")<{ $focusRing?: boolean }>`
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
  cursor: pointer;
  ${(p) => (p.$focusRing ? `&:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }` : "")}
  @media (min-width: 1024px) { display: none; }
`;

const Bars = ({ open }: { open: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

/** The menu's button; `focusRing` draws the accent outline on keyboard focus (the signed-in header). */
export function PhoneMenuButton(props: {
  menu: { buttonRef: RefObject<HTMLButtonElement | null>; open: boolean; toggle(): void };
  controls: string;
  label: string;
  focusRing?: boolean;
}) {
  const { buttonRef, open, toggle } = props.menu;
  return (
    <Square
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={props.controls}
      aria-label={props.label}
      onClick={toggle}
      $focusRing={props.focusRing}
    >
      <Bars open={open} />
    </Square>
  );
}
