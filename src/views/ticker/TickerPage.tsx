// /ticker/$symbol for logged-in users (under the app header of the signed-in layout): the ticker view, and the existing
// add-to-watchlist dialog (the watchlists actor of the scanner page, made here for this page).
import { Link, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type AddDialogActor, type NoticeParams, watchlistsMachine } from "../../machines/scanner/watchlists.machine";
import { formatIndicators } from "../../shared/chart-indicators";
import { useLang } from "../AppContext";
import { AlertDialog } from "../alerts/AlertDialog";
import { useAlerts } from "../alerts/useAlerts";
import { Shell } from "../kit/Page";
import { WithTexts } from "../kit/WithTexts";
import { MarketStatusProvider } from "../market/SimulatedBadge";
import { SymbolNotes } from "../notes/SymbolNotes";
import { AddToWatchlistDialog } from "../scanner/WatchlistDialogs";
import { TickerView } from "./TickerView";

export function TickerPage() {
  return (
    <WithTexts namespace={["ticker", "fundamentals", "alerts"]}>
      <MarketStatusProvider>
        <TickerScreen />
      </MarketStatusProvider>
    </WithTexts>
  );
}

function TickerScreen() {
  const { LL } = useI18nContext();
  const { symbol } = useParams({ from: "/signed-in/ticker/$symbol" });
  const { ind } = useSearch({ from: "/signed-in/ticker/$symbol" });
  const navigate = useNavigate({ from: "/ticker/$symbol" });
  const texts = useRef(LL);
  texts.current = LL;
  const watchlists = useActorRef(
    watchlistsMachine.provide({
      actions: {
        notify: (_, params: NoticeParams) => {
          if (params.kind === "added")
            toast.success(texts.current.scanner.watchlist.added({ symbol: params.symbol, name: params.name }));
        },
        logError: (_, { error }) => console.error(error),
      },
    }),
    { inspect },
  );
  const lists = useSelector(watchlists, (s) => s.context.lists);
  const listsReady = useSelector(watchlists, (s) => s.matches("ready"));
  const addDialog = useSelector(watchlists, (s) =>
    s.matches({ ready: { ui: "addDialog" } }) ? (s.children.dialog as AddDialogActor | undefined) : undefined,
  );
  const upper = symbol.toUpperCase();
  const lang = useLang();
  // The button names the lists that already hold the symbol; it adds to another while one is left.
  const holders = lists.filter((l) => l.tickers.some((t) => t.tickerName === upper)).map((l) => l.watchlistName);
  // Each name isolated, so an English name in Arabic text (or the reverse) keeps its order.
  const holderText = new Intl.ListFormat(lang, { type: "conjunction" }).format(holders.map((n) => `\u2068${n}\u2069`));
  const W = LL.scanner.watchlist;
  const addLabel =
    holders.length === 0
      ? undefined
      : holders.length === lists.length
        ? W.inLists({ lists: holderText })
        : W.inListsAdd({ lists: holderText });
  // Alerts: 'Create alert' here, and live alert toasts while this page is open.
  const alerts = useAlerts();
  const [alertFor, setAlertFor] = useState<string | null>(null);

  return (
    <Shell data-screen="TickerPage">
      <main>
        <TickerView
          key={upper}
          symbol={upper}
          listed={!listsReady || (lists.length > 0 && holders.length === lists.length)}
          addLabel={addLabel}
          onAdd={(s, scanner) => watchlists.send({ type: "add.open", symbol: s, scanner })}
          onCreateAlert={setAlertFor}
          ind={ind}
          keepIndicators="account"
          onIndicatorsUrl={(list) =>
            navigate({ search: (prev) => ({ ...prev, ind: formatIndicators(list) }), replace: true })
          }
          scannerLink={(key, label) => (
            <Link to="/investment-screener" search={{ scanner: key }}>
              {label}
            </Link>
          )}
        />
        <SymbolNotes symbol={upper} />
      </main>
      {addDialog ? <AddToWatchlistDialog dialog={addDialog} /> : null}
      {alertFor ? (
        <AlertDialog
          symbol={alertFor}
          onClose={(saved) => {
            setAlertFor(null);
            if (saved) alerts.send({ type: "saved", alert: saved });
          }}
        />
      ) : null}
    </Shell>
  );
}
