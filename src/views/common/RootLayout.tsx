// Wraps every screen: the dictionary provider for the language on screen, the ?lang=
// search parameter, and the toaster with the specification's durations and limit.
import { Outlet, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { Toaster } from "react-hot-toast";
import TypesafeI18n from "../../i18n/i18n-react";
import { useLang, useLanguageActor } from "../AppContext";
import { colors } from "../styles";

export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};

export function RootLayout() {
  const language = useLanguageActor();
  const lang = useLang();
  const search = useSearch({ strict: false }) as { lang?: "en" | "ar" };

  useEffect(() => {
    if (search.lang) language.send({ type: "language.set", lang: search.lang });
  }, [search.lang, language]);

  return (
    <TypesafeI18n locale={lang}>
      <Outlet />
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATIONS.blank,
          error: { duration: TOAST_DURATIONS.error },
          success: { duration: TOAST_DURATIONS.success },
          loading: { duration: TOAST_DURATIONS.loading },
          style: { background: colors.surfaceRaised, color: colors.text, border: `1px solid ${colors.border}` },
        }}
      />
    </TypesafeI18n>
  );
}
