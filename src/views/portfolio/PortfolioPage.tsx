// The portfolio page (/portfolio), a view of the portfolio page machine
// (src/machines/portfolio/portfolioPage.machine.ts): the portfolio picker and its dialogs, the
// sections (?tab=) and the portfolio shown (?id=) in the address, loading, empty and error states.
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useId, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type PortfolioPageActor, portfolioPageMachine } from "../../machines/portfolio/portfolioPage.machine";
import { dayParts } from "../../shared/datetime";
import { twoDecimals } from "../../shared/format";
import { MAX_PORTFOLIOS, SAR_PER_USD } from "../../shared/portfolio";
import { PORTFOLIO_TABS, type PortfolioTab } from "../../shared/portfolio-search";
import { useDocumentTitle } from "../common/title";
import { Button } from "../kit/Button";
import { Field } from "../kit/Field";
import { saveFile } from "../kit/saveFile";
import { colors } from "../kit/styles";
import { Tabs } from "../kit/Tabs";
import { Muted, Note } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { WithTexts } from "../kit/WithTexts";
import { MarketStatusProvider, SimulatedBadge } from "../market/SimulatedBadge";
import { errorText } from "./format";
import { HoldingsTab } from "./HoldingsTab";
import { ImportExportTab } from "./ImportExportTab";
import { IncomeTab } from "./IncomeTab";
import { JournalTab } from "./JournalTab";
import { PerformanceTab } from "./PerformanceTab";
import { PortfolioDialogs } from "./PortfolioDialogs";
import { ReportTab } from "./ReportTab";
import { TransactionsTab } from "./TransactionsTab";
import { WholeZakat } from "./WholeZakat";
import { ZakatTab } from "./ZakatTab";

const Main = styled("main")`
  padding: clamp(0.75rem, 4vw, 1.5rem);
  max-width: 80rem;
  margin-inline: auto;
  min-width: 0;
  h1 { margin: 0 0 0.25rem; font-size: clamp(1.3rem, 5vw, 1.7rem); }
  @media print {
    [data-print="hide"] { display: none !important; }
  }
`;

/** Today on the Saudi Exchange's calendar (the later of the two markets'): no later date is allowed. */
export function exchangeToday(): string {
  return (dayParts(Date.now(), "Asia/Riyadh") ?? ["1970", "01", "01"]).join("-");
}

export function PortfolioPage() {
  return (
    <WithTexts namespace={["portfolio", "ticker"]}>
      <MarketStatusProvider>
        <Page />
      </MarketStatusProvider>
    </WithTexts>
  );
}

function Page() {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const search = useSearch({ from: "/signed-in/portfolio" });
  const tab: PortfolioTab = search.tab ?? "holdings";
  const navigate = useNavigate({ from: "/portfolio" });
  const actor = useActorRef(portfolioPageMachine, { input: { selectedId: search.id ?? null }, inspect });
  const ctx = useSelector(actor, (s) => s.context);
  const data = useSelector(actor, (s) => (s.matches({ data: "ready" }) ? "ready" : (s.value as { data: string }).data));
  const detailsState = useSelector(actor, (s) =>
    s.matches({ data: { ready: "loaded" } })
      ? "loaded"
      : s.matches({ data: { ready: "failed" } })
        ? "failed"
        : "loading",
  );
  const pickerId = useId();
  useDocumentTitle(`${P.title()} · ${P.tabs[tab]()}`);

  // The portfolio shown goes to the address (replacing the entry: choosing is not a step back).
  useEffect(() => {
    if (ctx.selectedId && ctx.selectedId !== search.id)
      void navigate({ search: (prev) => ({ ...prev, id: ctx.selectedId ?? undefined }), replace: true });
  }, [ctx.selectedId, search.id, navigate]);

  // The exported CSV is saved as a file, then the machine forgets it.
  useEffect(() => {
    if (!ctx.exported) return;
    saveFile(
      new Blob([ctx.exported.csv], { type: "text/csv;charset=utf-8" }),
      `${ctx.exported.name.replace(/[\\/:*?"<>|]+/g, "-")}.csv`,
    );
    actor.send({ type: "export.saved" });
  }, [ctx.exported, actor]);

  const portfolio = ctx.portfolios.find((p) => p.id === ctx.selectedId) ?? null;
  const details = ctx.details;
  return (
    <Main id="main" data-screen="PortfolioPage" aria-labelledby="portfolio-title">
      <h1 id="portfolio-title">{P.title()}</h1>
      <Muted data-print="hide">{P.intro()}</Muted>
      <SimulatedBadge />
      {data === "loading" && <p role="status">{P.loading()}</p>}
      {data === "failed" && (
        <p role="alert">
          {errorText(P, ctx.loadError, "") ?? P.loadFailed()}{" "}
          <Button type="button" onClick={() => actor.send({ type: "retry" })}>
            {P.retry()}
          </Button>
        </p>
      )}
      {data === "empty" && (
        <div data-testid="portfolio-empty">
          <p>{P.empty()}</p>
          <Button type="button" $variant="primary" onClick={() => actor.send({ type: "create" })}>
            {P.create()}
          </Button>
          <EmptyZakat />
        </div>
      )}
      {data === "ready" && portfolio && (
        <>
          <Toolbar data-print="hide">
            <Field htmlFor={pickerId}>
              {P.select()}
              <select
                id={pickerId}
                data-testid="portfolio-picker"
                value={portfolio.id}
                onChange={(e) => actor.send({ type: "select", id: e.target.value })}
              >
                {ctx.portfolios.map((p) => (
                  <option key={p.id} value={p.id}>
                    {/* The name isolated (it may be in either script), then the base currency in the page's language. */}
                    {`\u2068${p.name}\u2069 · ${P.currencies[p.baseCurrency]()}`}
                  </option>
                ))}
              </select>
            </Field>
            <Button
              type="button"
              onClick={() => actor.send({ type: "create" })}
              disabled={ctx.portfolios.length >= MAX_PORTFOLIOS}
            >
              {P.create()}
            </Button>
            <Button type="button" onClick={() => actor.send({ type: "rename" })}>
              {P.rename()}
            </Button>
            <Button
              type="button"
              $variant="danger"
              onClick={() =>
                actor.send({ type: "delete", target: { kind: "portfolio", id: portfolio.id, label: portfolio.name } })
              }
            >
              {P.remove()}
            </Button>
          </Toolbar>
          <Note data-print="hide">
            {P.count({ count: ctx.portfolios.length, max: MAX_PORTFOLIOS })} ·{" "}
            {P.peg({ rate: twoDecimals(SAR_PER_USD) })}
          </Note>
          <Tabs aria-label={P.tabsLabel()} data-print="hide">
            {PORTFOLIO_TABS.map((t) => (
              <Link
                key={t}
                to="/portfolio"
                search={(prev) => ({ ...prev, tab: t === "holdings" ? undefined : t })}
                // The whole search, not a part of it: Holdings ({id}) is otherwise "active" on
                // every tab ({id, tab}), and the router marks it aria-current beside the real one.
                activeOptions={{ exact: true }}
                aria-current={t === tab ? "page" : undefined}
              >
                {P.tabs[t]()}
              </Link>
            ))}
          </Tabs>
          <h2 data-print="hide">{P.tabs[tab]()}</h2>
          {detailsState === "loading" && !details && <p role="status">{P.loading()}</p>}
          {detailsState === "failed" && (
            <p role="alert">
              {errorText(P, ctx.loadError, "") ?? P.detailsFailed()}{" "}
              <Button type="button" onClick={() => actor.send({ type: "retry" })}>
                {P.retry()}
              </Button>
            </p>
          )}
          {details && detailsState !== "failed" && (
            <div aria-busy={detailsState === "loading"}>
              <TabContent tab={tab} actor={actor} />
            </div>
          )}
        </>
      )}
      <PortfolioDialogs actor={actor} />
    </Main>
  );
}

/** Without a portfolio the zakat profile's own wealth still counts: its form and report, and the
 * link to the saved zakat years, folded away until asked for (nothing is read before). */
function EmptyZakat() {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  return (
    <details
      data-testid="empty-zakat"
      style={{ marginBlockStart: "1.5rem" }}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary style={{ cursor: "pointer", fontWeight: 700 }}>{LL.portfolio.zakat.whole.title()}</summary>
      {open && (
        <>
          <p style={{ marginBlock: "1rem" }}>
            <Link to="/zakat-years" search={{}} style={{ color: colors.accent, fontWeight: 600 }}>
              {LL.portfolio.zakat.saved.link()}
            </Link>
          </p>
          <WholeZakat today={exchangeToday()} />
        </>
      )}
    </details>
  );
}

function TabContent({ tab, actor }: { tab: PortfolioTab; actor: PortfolioPageActor }) {
  const ctx = useSelector(actor, (s) => s.context);
  const portfolio = ctx.portfolios.find((p) => p.id === ctx.selectedId);
  const details = ctx.details;
  if (!portfolio || !details) return null;
  const today = exchangeToday();
  switch (tab) {
    case "holdings":
      return <HoldingsTab summary={details.summary} />;
    case "transactions":
      return <TransactionsTab actor={actor} portfolio={portfolio} transactions={details.transactions} today={today} />;
    case "income":
      return <IncomeTab income={details.income} />;
    case "performance":
      return <PerformanceTab summary={details.summary} />;
    case "zakat":
      return <ZakatTab key={portfolio.id} portfolioId={portfolio.id} currency={portfolio.baseCurrency} today={today} />;
    case "importExport":
      return <ImportExportTab key={portfolio.id} actor={actor} portfolioId={portfolio.id} />;
    case "journal":
      return <JournalTab summary={details.summary} transactions={details.transactions} />;
    case "report":
      return <ReportTab key={portfolio.id} portfolio={portfolio} details={details} today={today} />;
  }
}
