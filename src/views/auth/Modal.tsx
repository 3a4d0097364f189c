// A modal dialog: closes on a backdrop click and on Escape, keeps Tab inside itself, and gives
// focus back to what had it before it opened.
import { styled } from "goober";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { colors, radii, shadows } from "../kit/styles";

const Backdrop = styled("div")`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(3, 6, 15, 0.72);
`;

const Panel = styled("div")`
  position: relative;
  box-sizing: border-box;
  inline-size: min(28rem, 100%);
  max-block-size: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.75rem 1.5rem 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.pop};
  h2 { margin: 0 0 1rem; font-size: 1.4rem; }
`;

const Close = styled("button")`
  position: absolute;
  inset-block-start: 0.75rem;
  inset-inline-end: 0.75rem;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.muted};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:hover { color: ${colors.text}; background: ${colors.surfaceRaised}; }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  labelledBy: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ labelledBy, closeLabel, onClose, children }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>("input, button:not([data-close])");
    first?.focus();
    return () => opener?.focus?.();
  }, []);

  // Escape closes wherever focus is, even when a button that had it was just removed.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close.current();
    };
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !panel.current) return;
    // Only what is rendered: a closed disclosure's content is in the DOM but cannot take focus
    // (browsers hide it with content-visibility, which checkVisibility sees and layout boxes do not).
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
      typeof el.checkVisibility === "function" ? el.checkVisibility() : !el.hidden && el.getClientRects().length > 0,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // The backdrop click is a mouse shortcut; Escape and the close button do the same from the keyboard.
    <Backdrop
      data-testid="modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        <Close type="button" data-close aria-label={closeLabel} onClick={onClose}>
          ×
        </Close>
        {children}
      </Panel>
    </Backdrop>
  );
}
