// The root route's layout: the app frame (dictionary provider and toaster) around the matched
// screen, and the ?lang= search parameter.
import { Outlet, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { useLanguageActor } from "../AppContext";
import { AppFrame } from "./AppFrame";

export { TOAST_DURATIONS } from "./AppFrame";

export function RootLayout() {
  const language = useLanguageActor();
  const search = useSearch({ strict: false }) as { lang?: "en" | "ar" };

  useEffect(() => {
    if (search.lang) language.send({ type: "language.set", lang: search.lang });
  }, [search.lang, language]);

  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
