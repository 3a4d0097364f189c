// The alerts actor of a page and its live feed: the page's alerts machine, fed by the /ws alert
// events; each event also becomes a toast (react-hot-toast) in the user's language: the alerts
// texts are fetched when the page mounts, since an alert may fire on any tab (until they are in,
// or if they cannot be fetched, the toast says the plain ticker and price).

import { useActorRef } from "@xstate/react";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import type { ActorRefFrom } from "xstate";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { hasNamespace, loadNamespace } from "../../i18n/namespaces";
import { alertsMachine } from "../../machines/alerts/alerts.machine";
import { listenForAlerts } from "../../machines/alerts/alertsSocket";
import { formatPrice, listingCurrency } from "../../shared/format";

export type AlertsActor = ActorRefFrom<typeof alertsMachine>;

export function useAlerts(): AlertsActor {
  const actor = useActorRef(alertsMachine, { inspect });
  const { LL, locale, setLocale } = useI18nContext();
  const texts = useRef({ LL, locale });
  texts.current = { LL, locale };
  useEffect(() => {
    if (hasNamespace(locale, "alerts")) return;
    // setLocale with the same language rebuilds LL from the dictionary that now holds the texts.
    loadNamespace(locale, "alerts").then(
      () => setLocale(locale),
      () => {},
    );
  }, [locale, setLocale]);
  useEffect(
    () =>
      listenForAlerts((event) => {
        actor.send({ type: "live", event });
        const { LL, locale } = texts.current;
        const d = event.data;
        const price = formatPrice(d.price, listingCurrency(d.symbol), locale);
        const text = hasNamespace(locale, "alerts")
          ? LL.alerts.ui.fired({
              symbol: d.symbol,
              condition: LL.alerts.condition[d.kind]({ value: d.value === null ? "" : String(d.value) }),
              price,
            })
          : `${d.symbol}: ${price}`;
        toast(text, { id: `alert:${d.id}:${d.triggeredAt}`, duration: 8000 });
        actor.send({ type: "toast.dismiss", id: d.id });
      }),
    [actor],
  );
  return actor;
}
