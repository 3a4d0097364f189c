// What every screen sits in, with or without the router: the dictionary provider for the
// language on screen and the toaster (loaded after the first render: nothing toasts before).
import { lazy, type ReactNode, Suspense, useLayoutEffect } from "react";
import TypesafeI18n, { useI18nContext } from "../../i18n/i18n-react";
import type { Locales } from "../../i18n/i18n-types";
import { useLang } from "../AppContext";
import { colors, fonts } from "../kit/styles";

export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};

const Toaster = lazy(() => import("react-hot-toast").then((m) => ({ default: m.Toaster })));

/**
 * typesafe-i18n's provider reads its `locale` prop only once; this follows the language actor
 * afterwards (before paint, so no frame shows the old language in the new direction).
 */
function FollowLanguage({ lang }: { lang: Locales }) {
  const { locale, setLocale } = useI18nContext();
  useLayoutEffect(() => {
    if (locale !== lang) setLocale(lang);
  }, [lang, locale, setLocale]);
  return null;
}

export function AppFrame({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <TypesafeI18n locale={lang}>
      <FollowLanguage lang={lang} />
      {children}
      <Suspense fallback={null}>
        <Toaster
          position="top-center"
          toastOptions={{
            duration: TOAST_DURATIONS.blank,
            error: { duration: TOAST_DURATIONS.error },
            success: { duration: TOAST_DURATIONS.success },
            loading: { duration: TOAST_DURATIONS.loading },
            // Toasts render outside the screens' containers: the app's font is set here, not inherited.
            style: {
              background: colors.surfaceRaised,
              color: colors.text,
              border: `1px solid ${colors.border}`,
              fontFamily: fonts.body,
            },
          }}
        />
      </Suspense>
    </TypesafeI18n>
  );
}
