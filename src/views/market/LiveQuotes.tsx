// Live prices on a screen: `useLiveQuotes(symbols)` follows the symbols on screen (the visible
// page; at most MAX_QUOTE_SYMBOLS) on the shared quotes socket through the live quotes machine,
// follows the new ones when they change, lets go when the screen goes, and hands back the latest
// quote of each with whether they are stale. `StaleBanner` says so, politely, while they are:
// its region is always in the page (so the announcement is heard when it fills) and its texts
// are the `liveQuotes` namespace, loaded as the screen opens (not when the connection is gone).
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useMemo, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { hasNamespace, loadNamespace } from "../../i18n/namespaces";
import { browserLiveQuotes } from "../../machines/market/actors";
import { liveQuotesMachine, type QuoteBook } from "../../machines/market/liveQuotes.machine";
import { MAX_QUOTE_SYMBOLS } from "../../shared/realtime";

interface LiveQuotes {
  /** The latest quote of each symbol followed, with its tick's time. */
  quotes: QuoteBook;
  /** No quote can be trusted to be current: the connection is down, or silent while a market is open. */
  stale: boolean;
}

/** Follows `symbols` (the ones on screen) while the calling screen is shown. */
export function useLiveQuotes(symbols: readonly string[]): LiveQuotes {
  // The first MAX_QUOTE_SYMBOLS in the screen's order, then sorted: a new order is not a new set.
  const key = [...new Set(symbols)].slice(0, MAX_QUOTE_SYMBOLS).sort().join(",");
  const actor = useActorRef(liveQuotesMachine.provide({ actors: { follow: browserLiveQuotes } }), {
    input: { symbols: key ? key.split(",") : [] },
    inspect,
  });
  useEffect(() => {
    actor.send({ type: "symbols.set", symbols: key ? key.split(",") : [] });
  }, [actor, key]);
  const quotes = useSelector(actor, (s) => s.context.quotes);
  const stale = useSelector(actor, (s) => s.hasTag("stale"));
  return { quotes, stale };
}

/** `data` with the live quotes merged by `merge`, worked out again only when either changes. */
export function useLiveMerge<T>(data: T, quotes: QuoteBook, merge: (data: T, quotes: QuoteBook) => T): T {
  return useMemo(() => merge(data, quotes), [data, quotes, merge]);
}

// Readable on the dark app and every partner theme alike: its own colours (contrast above 10:1).
const Banner = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  align-items: baseline;
  margin-block: 0 0.75rem;
  padding: 0.6rem 0.9rem;
  border-radius: 0.5rem;
  border-inline-start: 4px solid #b45309;
  background: #fff4d6;
  color: #3b2500;
  font-size: 0.9rem;
  line-height: 1.45;
  strong { font-weight: 700; }
  p { margin: 0; }
  /* Empty, it stays in the page (a live region must be there before it speaks) but takes no room. */
  &:empty { padding: 0; margin: 0; border: 0; }
`;

/** Says that the prices on screen are stale while they are (a polite live region). */
export function StaleBanner({ stale }: { stale: boolean }) {
  const { LL, locale, setLocale } = useI18nContext();
  const [, setLoaded] = useState(0);
  const ready = hasNamespace(locale, "liveQuotes");
  useEffect(() => {
    if (ready) return;
    // Loaded while the connection is still there; setLocale rebuilds LL with the namespace in.
    loadNamespace(locale, "liveQuotes").then(
      () => {
        setLocale(locale);
        setLoaded((n) => n + 1);
      },
      () => {},
    );
  }, [ready, locale, setLocale]);
  const show = stale && ready;
  return (
    // A polite live region without the status role: it is always in the page, empty while the
    // prices are live, and a page's own status line stays the one role="status" there is.
    <Banner aria-live="polite" aria-atomic="true" data-testid="stale-banner" data-stale={show ? "true" : undefined}>
      {show ? (
        <>
          <strong>{LL.liveQuotes.stale.title()}</strong>
          <p>{LL.liveQuotes.stale.text()}</p>
        </>
      ) : null}
    </Banner>
  );
}
