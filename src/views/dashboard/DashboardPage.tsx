// The screener dashboard (/trading-screener): the sidebar of the specification with Rocket
// Gainers as the default section, the live gainers table, Rocket Movers, the Exclusive Service
// (today's recommendations), the Explanation, the link to the disclaimer page, and the
// under-development placeholder for the rest.

import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { styled } from "goober";
import { useI18nContext } from "../../i18n/i18n-react";
import { DASHBOARD_GROUPS as GROUPS, type DashboardSection as Section } from "../../shared/screen-search";
import { SideNav } from "../common/SideNav";
import { useDocumentTitle } from "../common/title";
import { CommonIssues, HelpCenter } from "../help/HelpCenter";
import { Layout } from "../kit/Page";
import { colors } from "../kit/styles";
import { UnderDevelopmentNote } from "../kit/UnderDevelopmentNote";
import { WithTexts } from "../kit/WithTexts";
import { MarketStatusProvider, SimulatedBadge } from "../market/SimulatedBadge";
import { NotesHelper } from "../notes/SymbolNotes";
import { CaseHandlerSection } from "../tickets/CaseHandler";
import { TicketFormSection } from "../tickets/TicketForm";
import { ExclusiveService } from "./ExclusiveService";
import { GainersTable } from "./GainersTable";
import { MoversSection } from "./MoversSection";

const Prose = styled("article")`
  max-width: 48rem;
  line-height: 1.75;
  h2 { font-size: 1.15rem; margin-block: 1.5rem 0.5rem; color: ${colors.accent}; }
  p, li { color: ${colors.text}; }
  a { color: ${colors.accent}; }
  ol { padding-inline-start: 1.25rem; }
  .lead { font-size: 1.1rem; font-weight: 600; }
  .disclaimer { border-inline-start: 3px solid ${colors.warning}; padding-inline-start: 1rem; color: ${colors.muted}; }
`;

function Explanation() {
  const { LL } = useI18nContext();
  const E = LL.dashboard.explanation;
  return (
    <Prose>
      <p className="lead">{E.title()}</p>
      <h2>{E.purposeTitle()}</h2>
      <p>{E.purpose()}</p>
      <h2>{E.rulesTitle()}</h2>
      <ol>
        <li>{E.rule1()}</li>
        <li>{E.rule2()}</li>
        <li>{E.rule3()}</li>
        <li>{E.rule4()}</li>
      </ol>
      <h2>{E.disclaimerTitle()}</h2>
      <p className="disclaimer">{E.disclaimer()}</p>
    </Prose>
  );
}

/** The Tools sections that became the portfolio page: what is there, and links to it. */
const PORTFOLIO_TAB = {
  portfolioInsights: undefined,
  portfolioReview: "performance",
  tradeTracker: "journal",
} as const;

function PortfolioLinks({ section }: { section: keyof typeof PORTFOLIO_TAB }) {
  const { LL } = useI18nContext();
  const L = LL.dashboard.portfolioLinks;
  return (
    <Prose data-testid="portfolio-links">
      <p className="lead">{L[section]()}</p>
      <p>
        <Link to="/portfolio" search={{ tab: PORTFOLIO_TAB[section] }}>
          {L.open()}
        </Link>
      </p>
      {section === "portfolioInsights" && (
        <p>
          <Link to="/portfolio" search={{ tab: "zakat" }}>
            {L.zakat()}
          </Link>
        </p>
      )}
    </Prose>
  );
}

export function DashboardPage() {
  return (
    <WithTexts namespace="dashboard">
      <Dashboard />
    </WithTexts>
  );
}

function Dashboard() {
  const { LL } = useI18nContext();
  // The section is in the address (?section=explanation), so reload, Back and links keep it.
  const section: Section = useSearch({ from: "/signed-in/trading-screener" }).section ?? "gainers";
  const navigate = useNavigate({ from: "/trading-screener" });
  const setSection = (next: Section) =>
    void navigate({ search: (prev) => ({ ...prev, section: next === "gainers" ? undefined : next }) });
  const S = LL.dashboard.sections;
  const groups = (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((g) => ({
    title: LL.dashboard.groups[g](),
    items: GROUPS[g].map((key) => ({ key: key as Section, label: S[key]() })),
  }));
  const title = S[section]();
  useDocumentTitle(title);
  let content: React.ReactNode;
  if (section === "gainers") content = <GainersTable />;
  else if (section === "movers") content = <MoversSection />;
  else if (section === "exclusiveService") content = <ExclusiveService />;
  else if (section === "explanation") content = <Explanation />;
  else if (section === "helpCenter") content = <HelpCenter />;
  else if (section === "commonIssues") content = <CommonIssues />;
  else if (section === "notesHelper") content = <NotesHelper />;
  else if (section === "portfolioInsights" || section === "portfolioReview" || section === "tradeTracker")
    content = <PortfolioLinks section={section} />;
  else if (section === "ticketForm") content = <TicketFormSection />;
  else if (section === "caseHandler") content = <CaseHandlerSection />;
  else if (section === "disclaimer")
    content = (
      <Prose>
        <p>
          <Link to="/disclaimer">{LL.common.disclaimerLink()}</Link>
        </p>
      </Prose>
    );
  else
    content = (
      <UnderDevelopmentNote
        {...{
          title: LL.dashboard.underDevelopment.title(),
          apology: LL.dashboard.underDevelopment.apology(),
          stayTuned: LL.dashboard.underDevelopment.stayTuned(),
        }}
      />
    );
  return (
    <MarketStatusProvider>
      <Layout data-screen="DashboardPage">
        <SideNav<Section>
          label={LL.dashboard.navLabel()}
          backHome={LL.dashboard.backHome()}
          menuLabel={LL.layout.sectionsMenu()}
          groups={groups}
          current={section}
          onSelect={setSection}
        />
        <main id="main" aria-labelledby="section-title">
          <h1 id="section-title">{title}</h1>
          <SimulatedBadge />
          {content}
        </main>
      </Layout>
    </MarketStatusProvider>
  );
}
