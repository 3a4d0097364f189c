// The user scanner page (/investment-screener): its title, the tabs (Filters, News and Heatmap
// locked), the Scanners tab and the Watchlist tab (the app header is the signed-in layout's). The scanner and watchlist
// actors live as long as the page, so switching tabs keeps results and lists.
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { type KeyboardEvent, useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { browserWatchlistQuotes } from "../../machines/scanner/actors";
import { scannerMachine } from "../../machines/scanner/scanner.machine";
import { type NoticeParams, watchlistsMachine } from "../../machines/scanner/watchlists.machine";
import { parseScannerSort, sortDirParam } from "../../shared/scanner-rules";
import { LOCKED_TABS, SCANNER_TABS, type ScannerSearch, type ScannerTab } from "../../shared/screen-search";
import { useAlerts } from "../alerts/useAlerts";
import { useDocumentTitle } from "../common/title";
import { LongText } from "../kit/LongName";
import { Shell } from "../kit/Page";
import { colors } from "../kit/styles";
import { VisuallyHidden } from "../kit/VisuallyHidden";
import { WithTexts } from "../kit/WithTexts";
import { MarketStatusProvider, SimulatedBadge } from "../market/SimulatedBadge";
import { ScannersPanel } from "./ScannersPanel";
import { WatchlistPanel } from "./WatchlistPanel";

const TABS = SCANNER_TABS;
type Tab = ScannerTab;
const LOCKED = LOCKED_TABS;

const TabList = styled("div")`
  /* The containing block of the tabs' hidden '(locked)' texts, so they stay inside the strip. */
  position: relative;
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

const Badge = styled("span")`
  min-inline-size: 1.3rem;
  padding-inline: 0.35rem;
  border-radius: 999px;
  background: ${colors.accent};
  color: ${colors.bg};
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

const Main = styled("main")`
  display: block;
`;

const TitleRow = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding-block: 1rem 0.75rem;
  padding-inline: clamp(0.75rem, 4vw, 1.25rem);
  h1 { font-size: clamp(1.15rem, 4.5vw, 1.4rem); margin: 0; }
`;

const Panel = styled("div")`
  padding: clamp(0.75rem, 4vw, 1.25rem);
  max-width: 80rem;
  margin-inline: auto;
  &:focus { outline: none; }
`;

/** The sort the address names (already validated by the route). */
const addressSort = (search: Pick<ScannerSearch, "scanner" | "sort" | "dir">) =>
  search.scanner ? parseScannerSort(search.scanner, search.sort, search.dir) : null;

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
  const search = useSearch({ from: "/signed-in/investment-screener" });
  const navigate = useNavigate({ from: "/investment-screener" });
  const tab: Tab = search.tab ?? "scanners";
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const texts = useRef(LL);
  texts.current = LL;
  useDocumentTitle(LL.scanner.title());

  const setTab = (next: Tab) => {
    if (next === tab || LOCKED.has(next)) return;
    void navigate({ search: (prev) => ({ ...prev, tab: next === "watchlist" ? "watchlist" : undefined }) });
  };

  // The address holds the scanner and its page (see the scanner machine): clicks navigate
  // through `syncUrl`, and a changed address (Back, a shared link) arrives as `show`.
  const scanner = useActorRef(
    scannerMachine.provide({
      actions: {
        syncUrl: (_, { scanner: key, page, sort, replace }) => {
          void navigate({
            search: (prev) => ({
              ...prev,
              scanner: key,
              page: page > 1 ? page : undefined,
              sort: sort?.column,
              dir: sort ? sortDirParam(sort.direction) : undefined,
            }),
            replace,
          });
        },
      },
    }),
    { input: { scanner: search.scanner ?? null, page: search.page ?? 1, sort: addressSort(search) }, inspect },
  );
  useEffect(() => {
    scanner.send({
      type: "show",
      scanner: search.scanner ?? null,
      page: search.page ?? 1,
      sort: addressSort({ scanner: search.scanner, sort: search.sort, dir: search.dir }),
    });
  }, [scanner, search.scanner, search.page, search.sort, search.dir]);

  const watchlists = useActorRef(
    watchlistsMachine.provide({
      actions: {
        notify: (_, params: NoticeParams) => {
          const W = texts.current.scanner.watchlist;
          if (params.kind === "added")
            toast.success(<LongText text={W.added({ symbol: params.symbol, name: params.name })} name={params.name} />);
          else if (params.kind === "deleted") toast.success(W.deleted());
        },
        logError: (_, { error }) => console.error(error),
      },
      // The watchlist table's prices follow the live quotes.
      actors: { quotes: browserWatchlistQuotes },
    }),
    { inspect },
  );

  // The alerts live as long as the page: live events raise the Watchlist tab's badge anywhere.
  const alerts = useAlerts();
  const unseen = useSelector(alerts, (s) => s.context.unseen);

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
    setTab(next);
  };

  return (
    <MarketStatusProvider>
      <Shell data-screen="ScannerPage">
        <Main>
          <TitleRow>
            <h1>{LL.scanner.title()}</h1>
            <SimulatedBadge />
          </TitleRow>
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
                  onClick={() => setTab(t)}
                  onKeyDown={(e) => onTabKey(e, t)}
                >
                  {LL.scanner.tabs[t]()}
                  {t === "watchlist" && unseen > 0 ? (
                    <Badge data-alert-badge>
                      <span aria-hidden="true">{unseen}</span>
                      <VisuallyHidden>({LL.common.newAlerts({ count: unseen })})</VisuallyHidden>
                    </Badge>
                  ) : null}
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
            {tab === "watchlist" ? (
              <WithTexts namespace="alerts">
                <WatchlistPanel watchlists={watchlists} alerts={alerts} />
              </WithTexts>
            ) : null}
          </Panel>
        </Main>
      </Shell>
    </MarketStatusProvider>
  );
}
