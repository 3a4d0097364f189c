// /ticker/$symbol for logged-in users: the top bar, the ticker view, and the existing
// add-to-watchlist dialog (the watchlists actor of the scanner page, made here for this page).
import { Link, useParams } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { css } from "goober";
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
import { useLang, useLanguageActor } from "../AppContext";
import { AlertDialog } from "../alerts/AlertDialog";
import { useAlerts } from "../alerts/useAlerts";
import { WithTexts } from "../kit/WithTexts";
import { MarketStatusProvider } from "../market/SimulatedBadge";
import { useLogout } from "../portal/session";
import { Button, Shell, TopBar } from "../portal/ui";
import { AddToWatchlistDialog } from "../scanner/WatchlistDialogs";
import { colors } from "../styles";
import { TickerView } from "./TickerView";

const home = css`
  color: ${colors.text};
  font-weight: 700;
  font-size: 1.25rem;
  margin-inline-end: auto;
  text-decoration: none;
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

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
  const { symbol } = useParams({ from: "/ticker/$symbol" });
  const language = useLanguageActor();
  const lang = useLang();
  const logout = useLogout();
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
      <TopBar>
        <Link to="/investment-screener" className={home}>
          {LL.scanner.title()}
        </Link>
        <Button
          type="button"
          lang={lang === "en" ? "ar" : "en"}
          onClick={() => language.send({ type: "language.toggle" })}
          aria-label={LL.common.switchLanguageLabel()}
        >
          {LL.common.switchLanguage()}
        </Button>
        <Button type="button" onClick={logout}>
          {LL.scanner.logout()}
        </Button>
      </TopBar>
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
