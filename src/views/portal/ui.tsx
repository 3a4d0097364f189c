// Building blocks of the logged-in screens (scanner page, dashboard, admin panel): buttons,
// tables, a modal dialog that traps focus and returns it, the side navigation, and the
// under-development placeholder. Logical properties only, so right-to-left just works.
import { Link } from "@tanstack/react-router";
import { keyframes, styled } from "goober";
import { type ReactNode, useEffect, useRef } from "react";
import { colors, fonts } from "../styles";

export const Shell = styled("div")`
  min-height: 100vh;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
`;

/** The filled accent of selected and primary controls: white text on it passes WCAG AA. */
export const primaryFill = "#5b3fd6";

export const TopBar = styled("header")`
  display: flex;
  align-items: center;
  gap: 1rem;
  padding-block: 0.75rem;
  padding-inline: 1.25rem;
  background: ${colors.surface};
  border-block-end: 1px solid ${colors.border};
  h1 { font-size: 1.25rem; margin: 0; margin-inline-end: auto; }
`;

export const Button = styled("button")`
  font: inherit;
  font-size: 0.95rem;
  padding-block: 0.45rem;
  padding-inline: 0.9rem;
  border-radius: 0.5rem;
  border: 1px solid ${colors.border};
  background: ${(p: { $variant?: "primary" | "danger" | "ghost" }) =>
    p.$variant === "primary" ? primaryFill : p.$variant === "danger" ? "#a3283a" : colors.surfaceRaised};
  color: ${colors.text};
  cursor: pointer;
  &:hover:not(:disabled) { filter: brightness(1.15); }
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
  &:disabled, &[aria-disabled="true"] { opacity: 0.5; cursor: not-allowed; }
`;

export const Muted = styled("p")`
  color: ${colors.muted};
  margin-block: 0.5rem;
`;

export const TableWrap = styled("div")`
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
`;

export const VisuallyHidden = styled("span")`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
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
  width: min(28rem, calc(100vw - 2rem));
  &::backdrop { background: rgba(4, 7, 18, 0.7); }
  h2 { margin-block: 0 1rem; font-size: 1.2rem; }
  form { display: grid; gap: 0.9rem; }
  .actions { display: flex; gap: 0.5rem; justify-content: flex-end; }
`;

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

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

export const Layout = styled("div")`
  min-height: 100vh;
  display: grid;
  grid-template-columns: 1fr;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
  @media (min-width: 900px) { grid-template-columns: 16rem 1fr; }
  > main { padding: 1.5rem; min-width: 0; }
  > main > h1 { margin-block: 0 1rem; font-size: 1.5rem; }
`;

const Side = styled("nav")`
  background: ${colors.surface};
  border-inline-end: 1px solid ${colors.border};
  padding: 1rem;
  display: grid;
  align-content: start;
  gap: 1rem;
  a.home { color: ${colors.accent}; text-decoration: none; font-weight: 600; }
  a.home .arrow { display: inline-block; }
  html[dir="rtl"] & a.home .arrow { transform: scaleX(-1); }
  a.home:focus-visible { outline: 2px solid ${colors.accent}; }
  h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; color: ${colors.muted}; margin: 0 0 0.35rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.15rem; }
  button {
    width: 100%;
    text-align: start;
    font: inherit;
    color: ${colors.text};
    background: transparent;
    border: 0;
    border-radius: 0.45rem;
    padding-block: 0.45rem;
    padding-inline: 0.7rem;
    cursor: pointer;
  }
  button:hover { background: ${colors.surfaceRaised}; }
  button[aria-current="page"] { background: ${primaryFill}; color: ${colors.primaryText}; }
  button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
`;

export interface NavGroup<K extends string> {
  title?: string;
  items: { key: K; label: string }[];
}

/** The side navigation of the dashboard and the admin panel. */
export function SideNav<K extends string>(props: {
  label: string;
  backHome: string;
  groups: NavGroup<K>[];
  current: K;
  onSelect(key: K): void;
}) {
  return (
    <Side aria-label={props.label}>
      <Link to="/" className="home">
        <span className="arrow" aria-hidden="true">
          ←
        </span>{" "}
        {props.backHome}
      </Link>
      {props.groups.map((group, i) => (
        <div key={group.title ?? i}>
          {group.title ? <h2 id={`nav-group-${i}`}>{group.title}</h2> : null}
          <ul aria-labelledby={group.title ? `nav-group-${i}` : undefined}>
            {group.items.map((item) => (
              <li key={item.key}>
                <button
                  type="button"
                  aria-current={item.key === props.current ? "page" : undefined}
                  onClick={() => props.onSelect(item.key)}
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
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
