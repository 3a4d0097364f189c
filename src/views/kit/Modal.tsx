// The signed-in screens' modal dialog (native <dialog> with showModal: the page behind is
// inert), which traps focus and returns it, and a form dialog's closing row.
import { styled } from "goober";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "./Button";
import { colors } from "./styles";

const DialogBox = styled("dialog")`
  border: 1px solid ${colors.border};
  border-radius: 0.9rem;
  background: ${colors.surface};
  color: ${colors.text};
  padding: 1.25rem;
  box-sizing: border-box;
  inline-size: min(28rem, calc(100vw - 2rem));
  max-inline-size: calc(100vw - 2rem);
  max-block-size: calc(100dvh - 2rem);
  overflow-y: auto;
  &::backdrop { background: rgba(4, 7, 18, 0.7); }
  h2 { margin-block: 0 1rem; font-size: 1.2rem; overflow-wrap: anywhere; }
  form { display: grid; gap: 0.9rem; }
  form > * { min-width: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; }
`;

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** A form dialog's closing row: Cancel, then the submit button, which says it is busy while the
 * form is being saved (and cannot be pressed twice). */
export function SubmitRow(props: {
  cancel: string;
  submit: string;
  busyText: string;
  busy: boolean;
  disabled?: boolean;
  onCancel(): void;
}) {
  return (
    <div className="actions">
      <Button type="button" onClick={props.onCancel}>
        {props.cancel}
      </Button>
      <Button type="submit" $variant="primary" disabled={props.disabled || props.busy}>
        {props.busy ? props.busyText : props.submit}
      </Button>
    </div>
  );
}

/**
 * A modal dialog (native <dialog> with showModal: the page behind is inert). Tab and
 * Shift+Tab stay inside; Escape asks onCancel; on close focus returns to where it was.
 */
export function Modal(props: {
  labelledBy: string;
  role?: "dialog" | "alertdialog";
  onCancel(): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { onCancel } = props;
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Back where it was; if that is gone (a deleted list), to the screen's fallback target.
      if (opener?.isConnected) opener.focus();
      else document.querySelector<HTMLElement>("[data-focus-fallback]")?.focus();
    };
  }, []);
  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab") return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };
  return (
    <DialogBox
      ref={ref}
      role={props.role}
      aria-modal="true"
      aria-labelledby={props.labelledBy}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        cancel.current();
      }}
    >
      {props.children}
    </DialogBox>
  );
}
