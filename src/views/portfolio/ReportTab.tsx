// The printable report: summary, holdings, performance, income and zakat of the portfolio on
// one page, printed with the browser (the page's controls are hidden in print) or saved as a
// PNG with modern-screenshot, with the simulated label when the prices are simulated.
import { useActorRef, useSelector } from "@xstate/react";
import { glob } from "goober";
import { useRef, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { PortfolioDetails } from "../../machines/portfolio/actors";
import { zakatFormMachine } from "../../machines/portfolio/zakat.machine";
import type { Portfolio } from "../../shared/portfolio";
import { Button } from "../kit/Button";
import { colors } from "../kit/styles";
import { Warning } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { useImageFootnote } from "../market/SimulatedBadge";
import { saveElementAsPng } from "../partner/exportImage";
import { day } from "./format";
import { HoldingsTable, SummaryCards } from "./HoldingsTab";
import { IncomeTables } from "./IncomeTab";
import { Section } from "./layout";
import { PerformanceTable } from "./PerformanceTab";
import { ZakatReportView } from "./ZakatTab";

// Printed, the report is the page: the app's header and the page's controls stay off paper.
glob`
  @media print {
    [data-signed-in-layout] > header { display: none !important; }
    [data-print="hide"] { display: none !important; }
    body { background: #0a0f1f; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    [data-testid="portfolio-report"] [role="region"] { overflow: visible !important; }
    [data-testid="portfolio-report"] table { font-size: 0.7rem; }
    [data-testid="portfolio-report"] th, [data-testid="portfolio-report"] td { padding-inline: 0.3rem !important; white-space: normal !important; }
  }
`;

export function ReportTab({
  portfolio,
  details,
  today,
}: {
  portfolio: Portfolio;
  details: PortfolioDetails;
  today: string;
}) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const R = P.report;
  const ref = useRef<HTMLDivElement>(null);
  const [making, setMaking] = useState(false);
  const footnote = useImageFootnote();
  // The zakat of today with the defaults (the zakat section sets other dates and prices).
  const zakat = useActorRef(zakatFormMachine, { input: { portfolioId: portfolio.id, today }, inspect });
  const report = useSelector(zakat, (s) => s.context.report);
  const s = details.summary;
  return (
    <>
      <p data-print="hide">{R.intro()}</p>
      <Toolbar data-print="hide">
        <Button type="button" onClick={() => window.print()}>
          {R.print()}
        </Button>
        <Button
          type="button"
          disabled={making}
          data-testid="report-png"
          onClick={() => {
            if (!ref.current) return;
            setMaking(true);
            saveElementAsPng(ref.current, {
              fileName: `${portfolio.name}-${today}.png`,
              backgroundColor: colors.bg,
              footnote,
            })
              .catch(() => {})
              .finally(() => setMaking(false));
          }}
        >
          {making ? R.making() : R.png()}
        </Button>
      </Toolbar>
      <div ref={ref} data-testid="portfolio-report" style={{ padding: "0.5rem", background: colors.bg }}>
        <h2>{R.heading({ name: `\u2068${portfolio.name}\u2069`, date: day(today) })}</h2>
        {s.simulated && <Warning data-testid="report-simulated">{R.simulated()}</Warning>}
        <Section>
          <h3>{P.summary.title()}</h3>
          <SummaryCards summary={s} />
        </Section>
        <Section>
          <HoldingsTable summary={s} />
        </Section>
        <Section>
          <h3>{P.performance.title()}</h3>
          <PerformanceTable summary={s} />
        </Section>
        <IncomeTables income={details.income} />
        {report && <ZakatReportView report={report} />}
        <Warning>{P.zakat.disclaimer()}</Warning>
      </div>
    </>
  );
}
