// The saved zakat years (/zakat-years), a view of the zakat years machine
// (src/machines/portfolio/zakatYears.machine.ts): each Hijri year saved on its hawl day, newest
// first, with its hawl day in Hijri and Gregorian, the year's rate and the zakat due with its
// currency; one year opened (?year=1448) shows its report as saved (the whole-zakat report of
// ./WholeZakat.tsx), to print (or save as PDF from the print dialog) or save as a PNG, as the
// portfolio's report does. Without a saved year: when the first will be saved.
import { Link, useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { glob, styled } from "goober";
import { useEffect, useRef, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { zakatYearsMachine } from "../../machines/portfolio/zakatYears.machine";
import { formatPercent } from "../../shared/format";
import { formatHijri, nextHawl } from "../../shared/hijri";
import { type WealthZakatReport, ZAKAT_RATES, type ZakatYearSummary } from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { useDocumentTitle } from "../common/title";
import { Button } from "../kit/Button";
import { colors } from "../kit/styles";
import { Muted, Note, Warning } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { WithTexts } from "../kit/WithTexts";
import { useImageFootnote } from "../market/SimulatedBadge";
import { saveElementAsPng } from "../partner/exportImage";
import { day, errorText, money, type PortfolioTexts } from "./format";
import { Section } from "./layout";
import { exchangeToday } from "./PortfolioPage";
import { keep, WealthReport } from "./WholeZakat";

// Printed, the report is the page: the app's header, footer and the page's controls stay off paper.
glob`
  @media print {
    [data-signed-in-layout] > header, [data-signed-in-layout] > footer { display: none !important; }
    [data-print="hide"] { display: none !important; }
    body { background: #0a0f1f; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    [data-testid="zakat-year-report"] [role="region"] { overflow: visible !important; }
  }
`;

const Main = styled("main")`
  padding: clamp(0.75rem, 4vw, 1.5rem);
  max-width: 80rem;
  margin-inline: auto;
  min-width: 0;
  h1 { margin: 0 0 0.5rem; font-size: clamp(1.3rem, 5vw, 1.7rem); }
  a { color: ${colors.accent}; font-weight: 600; }
`;

const Years = styled("ol")`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 0.75rem;
  li {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: 0.75rem;
    padding: 0.75rem 1rem;
    display: grid;
    gap: 0.3rem;
    min-width: 0;
  }
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; line-height: 1.5; }
`;

/** "27 Jumada II 1448 AH (07-12-2026)": the Hijri day in words and its Gregorian day. */
const dual = (P: PortfolioTexts, hijri: string, gregorian: string, lang: "en" | "ar") =>
  P.zakat.dualDate({ hijri: formatHijri(hijri, lang), gregorian: day(gregorian) });

export function ZakatYearsPage() {
  return (
    <WithTexts namespace="portfolio">
      <Page />
    </WithTexts>
  );
}

function Page() {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const S = P.zakat.saved;
  const search = useSearch({ from: "/signed-in/zakat-years" });
  const year = search.year ?? null;
  const actor = useActorRef(zakatYearsMachine, { input: { hijriYear: year }, inspect });
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  useDocumentTitle(year ? S.yearTitle({ year: String(year) }) : S.title());

  // The address says which year is open: a link, Back and Forward all go through it.
  useEffect(() => {
    actor.send(year === null ? { type: "close" } : { type: "open", hijriYear: year });
  }, [actor, year]);

  return (
    <Main id="main" data-screen="ZakatYearsPage" aria-labelledby="zakat-years-title">
      <h1 id="zakat-years-title">{S.title()}</h1>
      <Toolbar data-print="hide">
        <Link to="/portfolio" search={{ tab: "zakat" }}>
          {S.toZakat()}
        </Link>
        {year !== null && (
          <Link to="/zakat-years" search={{}} data-testid="zakat-years-back">
            {S.back()}
          </Link>
        )}
      </Toolbar>
      {state === "loading" && <p role="status">{S.loading()}</p>}
      {state === "failed" && (
        <p role="alert">
          {/* What failed, then why (the server's words, or no answer). */}
          {S.failed()} {errorText(P, ctx.error, "")}{" "}
          <Button type="button" onClick={() => actor.send({ type: "retry" })}>
            {P.retry()}
          </Button>
        </p>
      )}
      {state === "list" && (
        <YearList
          years={ctx.years}
          reports={ctx.reports}
          hawl={ctx.profile?.hawl.hijri ?? null}
          saved={!!ctx.profile?.updatedAt}
        />
      )}
      {state === "opening" && <p role="status">{S.opening()}</p>}
      {state === "openFailed" && year !== null && (
        <p role="alert">
          {S.openFailed({ year: String(year) })} {errorText(P, ctx.error, "")}{" "}
          <Button type="button" onClick={() => actor.send({ type: "retry" })}>
            {P.retry()}
          </Button>
        </p>
      )}
      {state === "shown" && year !== null && ctx.reports[year] && <YearReport year={year} report={ctx.reports[year]} />}
    </Main>
  );
}

function YearReport({ year, report }: { year: number; report: WealthZakatReport }) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const S = P.zakat.saved;
  const ref = useRef<HTMLDivElement>(null);
  const [making, setMaking] = useState(false);
  const footnote = useImageFootnote();
  return (
    <>
      <Toolbar data-print="hide">
        <Button type="button" onClick={() => window.print()}>
          {S.print()}
        </Button>
        <Button
          type="button"
          disabled={making}
          data-testid="zakat-year-png"
          onClick={() => {
            if (!ref.current) return;
            setMaking(true);
            saveElementAsPng(ref.current, {
              fileName: `zakat-${year}.png`,
              backgroundColor: colors.bg,
              footnote,
            })
              .catch(() => {})
              .finally(() => setMaking(false));
          }}
        >
          {making ? S.making() : S.png()}
        </Button>
      </Toolbar>
      <div ref={ref} data-testid="zakat-year-report" style={{ padding: "0.5rem", background: colors.bg, minWidth: 0 }}>
        <Section>
          <h2>{S.reportHeading({ year: String(year) })}</h2>
          <WealthReport report={report} />
        </Section>
        <Warning>{P.zakat.disclaimer()}</Warning>
      </div>
    </>
  );
}

/** "Nisab: 595 g of silver = 4,058.20 SAR", its amount kept whole. */
function Nisab({ nisab: n }: { nisab: WealthZakatReport["nisab"] }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const Z = LL.portfolio.zakat;
  return (
    <p data-testid="zakat-year-nisab">
      {keep(Z.nisab({ grams: n.grams, metal: Z.metals[n.basis](), value: money(n.value, n.currency, lang) }))}
    </p>
  );
}

function YearList({
  years,
  reports,
  hawl,
  saved,
}: {
  years: ZakatYearSummary[];
  /** The reports read with the list: their nisab and rate on the cards. */
  reports: Record<number, WealthZakatReport>;
  hawl: string | null;
  saved: boolean;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const P = LL.portfolio;
  const S = P.zakat.saved;
  const percent = (rate: number) => formatPercent(rate * 100, { digits: 4, minDigits: 1, grouping: false });
  if (years.length === 0) {
    const next = saved && hawl ? nextHawl(hawl, exchangeToday()) : null;
    return (
      <Section data-testid="zakat-years-empty">
        <p>{S.intro()}</p>
        <p role="status">{S.empty()}</p>
        {next ? (
          <p data-testid="zakat-years-first">{keep(S.firstOn({ date: dual(P, next.hijri, next.gregorian, lang) }))}</p>
        ) : (
          <Note data-testid="zakat-years-not-saved">{S.notSaved()}</Note>
        )}
      </Section>
    );
  }
  return (
    <Section>
      <p>{S.intro()}</p>
      <Muted id="zakat-years-list">{S.list()}</Muted>
      <Years aria-labelledby="zakat-years-list" data-testid="zakat-years">
        {years.map((y) => {
          const report = reports[y.hijriYear];
          return (
            <li key={y.hijriYear} data-year={y.hijriYear}>
              <h2>
                <Link
                  to="/zakat-years"
                  search={{ year: y.hijriYear }}
                  aria-label={S.open({ year: String(y.hijriYear) })}
                >
                  {S.yearTitle({ year: String(y.hijriYear) })}
                </Link>
              </h2>
              <p>{keep(S.hawlDay({ date: dual(P, y.hawlHijri, y.date, lang) }))}</p>
              <p>{S.yearKind({ rate: percent(report?.rate ?? ZAKAT_RATES.lunar) })}</p>
              {report && <Nisab nisab={report.nisab} />}
              {y.due ? (
                <p data-testid="zakat-year-due">{keep(S.due({ amount: money(y.total, y.currency, lang) }))}</p>
              ) : (
                <p data-testid="zakat-year-not-due">{S.notDue()}</p>
              )}
            </li>
          );
        })}
      </Years>
    </Section>
  );
}
