// Building blocks of the logged-in screens (scanner page, dashboard, admin panel): buttons,
// tables, a modal dialog that traps focus and returns it, the side navigation, and the
// under-development placeholder. Logical properties only, so right-to-left just works.
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { css, keyframes, styled } from "goober";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { menuMachine } from "../../machines/menu.machine";
import { colors, fonts } from "../styles";

export const Shell = styled("div")`
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
`;

/** The filled accent of selected and primary controls: white text on it passes WCAG AA. */
export const primaryFill = "#5b3fd6";

export const TopBar = styled("header")`
  display: flex;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding-block: 0.75rem;
  padding-inline: clamp(0.75rem, 4vw, 1.25rem);
  background: ${colors.surface};
  border-block-end: 1px solid ${colors.border};
  flex-wrap: wrap;
  h1 { font-size: clamp(1.05rem, 4.5vw, 1.25rem); margin: 0; margin-inline-end: auto; }
`;

const buttonRules = `
  font: inherit;
  font-size: 0.95rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-block-size: 2.5rem;
  padding-block: 0.45rem;
  padding-inline: 0.9rem;
  border-radius: 0.5rem;
  border: 1px solid ${colors.border};
  color: ${colors.text};
  cursor: pointer;
  &:hover:not(:disabled) { filter: brightness(1.15); }
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
  &:disabled, &[aria-disabled="true"] { opacity: 0.5; cursor: not-allowed; }
`;

export const Button = styled("button")`
  ${buttonRules}
  background: ${(p: { $variant?: "primary" | "danger" | "ghost" }) =>
    p.$variant === "primary" ? primaryFill : p.$variant === "danger" ? "#a3283a" : colors.surfaceRaised};
`;

/** The look of `Button` as a class, for shared components that render their own <button>. */
export const buttonClass = css`
  ${buttonRules}
  background: ${colors.surfaceRaised};
`;

export const Muted = styled("p")`
  color: ${colors.muted};
  margin-block: 0.5rem;
`;

export const TableWrap = styled("div")`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  background: ${colors.surface};
  &:focus-visible { outline: 2px solid ${colors.accent}; }
`;

export const Table = styled("table")`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption { text-align: start; padding: 0.75rem 1rem; color: ${colors.muted}; }
  th, td { padding-block: 0.55rem; padding-inline: 0.9rem; text-align: end; white-space: nowrap; }
  th:first-child, td:first-child { text-align: start; }
  thead th { color: ${colors.muted}; font-weight: 600; border-block-end: 1px solid ${colors.border}; }
  tbody tr + tr td, tbody tr + tr th { border-block-start: 1px solid ${colors.border}; }
  tbody th { font-weight: 700; }
  /* Numbers and symbols are left to right inside; they still align with their column's
     header, which follows the page direction (end for numbers, start for the first column). */
  td[dir="ltr"] { text-align: right; }
  th[dir="ltr"]:first-child { text-align: left; }
  html[dir="rtl"] & td[dir="ltr"] { text-align: left; }
  html[dir="rtl"] & th[dir="ltr"]:first-child { text-align: right; }
  /* Phones: the symbol column stays at the inline-start edge while the table scrolls sideways in
     its frame (never the page), and the caption stays within the frame's width. */
  [data-col="symbol"] { position: sticky; left: 0; z-index: 1; background: ${colors.surface}; }
  /* Physical sides: a symbol cell is dir="ltr" inside, which would turn inline-start into left. */
  html[dir="rtl"] & [data-col="symbol"] { left: auto; right: 0; }
  caption { position: sticky; inset-inline-start: 0; max-inline-size: calc(100vw - 3rem); box-sizing: border-box; }
  @media (max-width: 480px) {
    font-size: 0.875rem;
    th, td { padding-inline: 0.55rem; }
    /* The company name under a symbol: short on phones, so the change column stays in view. */
    [data-col="symbol"] [data-testid="company-name"] { max-inline-size: 5rem; }
  }
`;

export const up = "#3ddc97";
export const down = "#ff7a88";

export const Field = styled("label")`
  display: grid;
  gap: 0.35rem;
  font-size: 0.9rem;
  input, select {
    font: inherit;
    padding: 0.5rem 0.65rem;
    border-radius: 0.5rem;
    border: 1px solid ${colors.border};
    background: ${colors.bg};
    color: ${colors.text};
    min-width: 0;
  }
  input[aria-invalid="true"] { border-color: ${colors.danger}; }
  input:focus-visible, select:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
`;

export const ErrorText = styled("p")`
  color: ${colors.danger};
  margin: 0;
  font-size: 0.9rem;
`;

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

/**
 * A modal dialog (native <dialog> with showModal: the page behind is inert). Tab and
 * Shift+Tab stay inside; Escape asks onCancel; on close focus returns to where it was.
 */
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

export const Layout = styled("div")`
  display: grid;
  grid-template-columns: 1fr;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
  @media (min-width: 900px) { grid-template-columns: 16rem 1fr; }
  > main { padding: clamp(0.75rem, 4vw, 1.5rem); min-width: 0; }
  > main > h1 { margin-block: 0 1rem; font-size: 1.5rem; }
`;

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

export interface NavGroup<K extends string> {
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

const spin = keyframes`to { transform: rotate(360deg); }`;

const Placeholder = styled("section")`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: 0.75rem;
  padding-block: 4rem;
  padding-inline: 1rem;
  max-width: 40rem;
  margin-inline: auto;
  .icon { font-size: 2.5rem; }
  @media (prefers-reduced-motion: no-preference) {
    .icon { animation: ${spin} 6s linear infinite; }
  }
  h2 { margin: 0; }
  p { color: ${colors.muted}; margin: 0; line-height: 1.6; }
  strong { color: ${colors.accent}; }
`;

export function UnderDevelopmentNote(props: { title: string; apology: string; stayTuned: string }) {
  return (
    <Placeholder aria-labelledby="placeholder-title">
      <span className="icon" aria-hidden="true">
        ⚙
      </span>
      <h2 id="placeholder-title">{props.title}</h2>
      <p>{props.apology}</p>
      <strong>{props.stayTuned}</strong>
    </Placeholder>
  );
}
