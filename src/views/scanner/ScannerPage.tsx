// The user scanner page (/investment-screener): top bar with Logout, the tabs (Filters, News
// and Heatmap locked), the Scanners tab and the Watchlist tab. The scanner and watchlist
// actors live as long as the page, so switching tabs keeps results and lists.
import { useActorRef } from "@xstate/react";
import { styled } from "goober";
import { type KeyboardEvent, useRef, useState } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { scannerMachine } from "../../machines/scanner/scanner.machine";
import { type NoticeParams, watchlistsMachine } from "../../machines/scanner/watchlists.machine";
import { useLang, useLanguageActor } from "../AppContext";
import { MarketStatusProvider, SimulatedBadge } from "../market/SimulatedBadge";
import { useLogout } from "../portal/session";
import { Button, Shell, TopBar, VisuallyHidden } from "../portal/ui";
import { colors } from "../styles";
import { ScannersPanel } from "./ScannersPanel";
import { WatchlistPanel } from "./WatchlistPanel";

const TABS = ["scanners", "filters", "watchlist", "news", "heatmap"] as const;
type Tab = (typeof TABS)[number];
const LOCKED: ReadonlySet<Tab> = new Set(["filters", "news", "heatmap"]);

const TabList = styled("div")`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  padding-inline: 1.25rem;
  border-block-end: 1px solid ${colors.border};
  background: ${colors.surface};
  button {
    font: inherit;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    background: transparent;
    color: ${colors.text};
    border: 0;
    border-block-end: 3px solid transparent;
    padding-block: 0.7rem;
    padding-inline: 0.9rem;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-selected="true"] { border-block-end-color: ${colors.accent}; font-weight: 700; }
  button[aria-disabled="true"] { color: ${colors.muted}; cursor: not-allowed; }
  button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: -2px; }
`;

const Main = styled("main")`
  display: block;
`;

const BadgeRow = styled("div")`
  display: flex;
  justify-content: flex-end;
  padding-block-start: 0.75rem;
  padding-inline: 1.25rem;
  &:empty { display: none; }
`;

const Panel = styled("div")`
  padding: 1.25rem;
  max-width: 80rem;
  margin-inline: auto;
  &:focus { outline: none; }
`;

function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
    </svg>
  );
}

export function ScannerPage() {
  const { LL } = useI18nContext();
  const language = useLanguageActor();
  const lang = useLang();
  const logout = useLogout();
  const [tab, setTab] = useState<Tab>("scanners");
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const texts = useRef(LL);
  texts.current = LL;

  const scanner = useActorRef(scannerMachine, { inspect });
  const watchlists = useActorRef(
    watchlistsMachine.provide({
      actions: {
        notify: (_, params: NoticeParams) => {
          const W = texts.current.scanner.watchlist;
          if (params.kind === "added") toast.success(W.added({ symbol: params.symbol, name: params.name }));
          else if (params.kind === "deleted") toast.success(W.deleted());
        },
        logError: (_, { error }) => console.error(error),
      },
    }),
    { inspect },
  );

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, current: Tab) => {
    const i = TABS.indexOf(current);
    let next: Tab | undefined;
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      const forward = (e.key === "ArrowRight") !== (document.documentElement.dir === "rtl");
      next = TABS[(i + (forward ? 1 : TABS.length - 1)) % TABS.length];
    } else if (e.key === "Home") next = TABS[0];
    else if (e.key === "End") next = TABS[TABS.length - 1];
    if (!next) return;
    e.preventDefault();
    tabRefs.current[next]?.focus();
    if (!LOCKED.has(next)) setTab(next);
  };

  return (
    <MarketStatusProvider>
      <Shell data-screen="ScannerPage">
        <TopBar>
          <h1>{LL.scanner.title()}</h1>
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
        <Main>
          <BadgeRow>
            <SimulatedBadge />
          </BadgeRow>
          <TabList role="tablist" aria-label={LL.scanner.tabsLabel()}>
            {TABS.map((t) => {
              const locked = LOCKED.has(t);
              return (
                <button
                  key={t}
                  ref={(el) => {
                    tabRefs.current[t] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`tab-${t}`}
                  aria-selected={tab === t}
                  aria-controls={locked ? undefined : `panel-${t}`}
                  aria-disabled={locked ? "true" : undefined}
                  tabIndex={tab === t ? 0 : -1}
                  onClick={() => {
                    if (!locked) setTab(t);
                  }}
                  onKeyDown={(e) => onTabKey(e, t)}
                >
                  {LL.scanner.tabs[t]()}
                  {locked ? (
                    <>
                      <LockIcon />
                      <VisuallyHidden>({LL.scanner.locked()})</VisuallyHidden>
                    </>
                  ) : null}
                </button>
              );
            })}
          </TabList>
          <Panel id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} tabIndex={-1}>
            {tab === "scanners" ? <ScannersPanel scanner={scanner} watchlists={watchlists} /> : null}
            {tab === "watchlist" ? <WatchlistPanel watchlists={watchlists} /> : null}
          </Panel>
        </Main>
      </Shell>
    </MarketStatusProvider>
  );
}
