// /ticker/$symbol for logged-in users (under the app header of the signed-in layout): the ticker view, and the existing
// add-to-watchlist dialog (the watchlists actor of the scanner page, made here for this page).
import { Link, useParams } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import {
  type AddDialogActor,
  listedSymbols,
  type NoticeParams,
  watchlistsMachine,
} from "../../machines/scanner/watchlists.machine";
import { AlertDialog } from "../alerts/AlertDialog";
import { useAlerts } from "../alerts/useAlerts";
import { WithTexts } from "../kit/WithTexts";
import { MarketStatusProvider } from "../market/SimulatedBadge";
import { Shell } from "../portal/ui";
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
  // Alerts: 'Create alert' here, and live alert toasts while this page is open.
  const alerts = useAlerts();
  const [alertFor, setAlertFor] = useState<string | null>(null);

  return (
    <Shell data-screen="TickerPage">
      <main>
        <TickerView
          key={upper}
          symbol={upper}
          listed={!listsReady || listedSymbols(lists).has(upper)}
          onAdd={(s, scanner) => watchlists.send({ type: "add.open", symbol: s, scanner })}
          onCreateAlert={setAlertFor}
          scannerLink={(key, label) => (
            <Link to="/investment-screener" search={{ scanner: key }}>
              {label}
            </Link>
          )}
        />
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
