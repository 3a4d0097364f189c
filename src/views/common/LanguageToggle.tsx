// The one language toggle: the other language's name (in that language) as visible text and
// "Switch to …" for screen readers, so the accessible name contains the visible text. Each
// screen places it and may style it (className; `languagePill` is the look of the page headers);
// it is disabled while a dictionary is loading.
import { useSelector } from "@xstate/react";
import { css } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { useLang, useLanguageActor } from "../AppContext";
import { outlinePill } from "../kit/Button";
import { colors } from "../kit/styles";
import { VisuallyHidden } from "../kit/VisuallyHidden";

/** The toggle as a pill: the landing bar, the signed-in header and the standalone auth pages. */
export const languagePill = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-block-size: 2.5rem;
  padding-inline: 0.75rem;
  ${outlinePill}
  white-space: nowrap;
  cursor: pointer;
  svg { inline-size: 1rem; block-size: 1rem; }
  &:hover { border-color: ${colors.accent}; }
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

const Globe = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path
      d="M3 12h18M12 3c2.6 3 2.6 15 0 18M12 3c-2.6 3-2.6 15 0 18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </svg>
);

export function LanguageToggle({ className }: { className?: string }) {
  const { LL } = useI18nContext();
  const language = useLanguageActor();
  const busy = useSelector(language, (s) => s.hasTag("loading"));
  const other = useLang() === "en" ? "ar" : "en";
  return (
    <button
      type="button"
      className={className}
      data-testid="language-toggle"
      disabled={busy}
      onClick={() => language.send({ type: "language.toggle" })}
    >
      <Globe />
      <span lang={other}>{LL.common.switchLanguage()}</span>
      <VisuallyHidden>{LL.common.switchLanguageLabel()}</VisuallyHidden>
    </button>
  );
}
