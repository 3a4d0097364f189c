// Renders its children once a route's text namespace is in (src/i18n/namespaces.ts); until then
// a polite loading line, and if the chunk cannot be fetched, a message with a retry.
import { type ReactNode, useEffect, useState } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Namespaces } from "../../i18n/i18n-types";
import { hasNamespace, loadNamespace } from "../../i18n/namespaces";

export function WithTexts({ namespace, children }: { namespace: Namespaces | Namespaces[]; children: ReactNode }) {
  const wanted = Array.isArray(namespace) ? namespace : [namespace];
  const key = wanted.join(",");
  const { LL, locale, setLocale } = useI18nContext();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Loaded means LL has it too: a load is followed by setLocale at once, and a language
  // change loads the used namespaces before the new language shows.
  const ready = wanted.every((name) => hasNamespace(locale, name));
  useEffect(() => {
    if (ready || attempt < 0) return; // attempt: each retry runs the effect again
    setFailed(false);
    // setLocale with the same language rebuilds LL from the dictionary that now holds the namespace.
    Promise.all(key.split(",").map((name) => loadNamespace(locale, name as Namespaces))).then(
      () => setLocale(locale),
      () => setFailed(true),
    );
  }, [ready, locale, key, setLocale, attempt]);
  if (ready) return <>{children}</>;
  if (failed)
    return (
      <p role="alert" style={{ padding: "2rem" }}>
        {LL.common.textsFailed()}{" "}
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {LL.common.retry()}
        </button>
      </p>
    );
  return (
    <p role="status" style={{ padding: "2rem" }}>
      {LL.common.loading()}
    </p>
  );
}
