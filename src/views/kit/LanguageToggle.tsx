// The one language toggle: the other language's name (in that language) as visible text and
// "Switch to …" for screen readers, so the accessible name contains the visible text. Each
// screen places and styles it (className); it is disabled while a dictionary is loading.
import { useSelector } from "@xstate/react";
import { useI18nContext } from "../../i18n/i18n-react";
import { useLang, useLanguageActor } from "../AppContext";
import { VisuallyHidden } from "./VisuallyHidden";

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
