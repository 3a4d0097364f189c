// A partner fundamentals section (/partner/fundamentals/…?symbol=…): the company search, then
// the chosen company's figures, exported as a PNG with the partner footer like the calendars.
// The symbol lives in the address, so reload, Back and a shared link show the same company.

import { useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useRef } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { fundamentalsMachine } from "../../machines/fundamentals/fundamentals.machine";
import type { FundamentalsSection } from "../../shared/fundamentals";
import { useLang } from "../AppContext";
import { useBrand } from "../brand";
import { Button } from "../kit/Button";
import { latinLang } from "../kit/lang";
import { Screen, Sheet, Subtitle, TitleRow } from "../kit/Page";
import { WithTexts } from "../kit/WithTexts";
import { SimulatedBadge } from "../market/SimulatedBadge";
import { ExportButton } from "../partner/ExportButton";
import { useDownload } from "../partner/hooks";
import { LoadingDisplay } from "../partner/LoadingDisplay";
import { PartnerFooter } from "../partner/PartnerFooter";
import { SymbolSearch } from "./SymbolSearch";
import { SectionBody } from "./sections";

const PAGE_KEYS = {
  "financial-summary": "financialSummary",
  "growth-metrics": "growthMetrics",
  "valuation-metrics": "valuationMetrics",
  "analyst-ratings": "analystRatings",
  "insider-activity": "insiderActivity",
  "institutional-ownership": "institutionalOwnership",
} as const;

const CompanyLine = styled("p")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: baseline;
  margin: 0;
  .symbol {
    font-weight: 700;
    font-size: 1.1rem;
    unicode-bidi: isolate;
  }
  .badge {
    border: 1px solid var(--p-border);
    border-radius: 999px;
    padding-inline: 0.5rem;
    font-size: 0.8rem;
  }
`;

function Section({ section }: { section: FundamentalsSection }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const { product, provider } = useBrand();
  const t = LL.fundamentals;
  const search = useSearch({ strict: false }) as { symbol?: string };
  const symbol = search.symbol?.toUpperCase();
  const actor = useActorRef(fundamentalsMachine, { input: { section }, inspect });
  useEffect(() => {
    if (symbol) actor.send({ type: "symbol.select", symbol });
  }, [actor, symbol]);
  const state = useSelector(actor, (s) => s.value as string);
  const data = useSelector(actor, (s) => s.context.data);
  const period = useSelector(actor, (s) => s.context.period);
  const sheet = useRef<HTMLElement>(null);
  const { canDownload, download } = useDownload(sheet, { fileName: `${section}-${symbol ?? "company"}.png` });
  const title = LL.partner.nav.pages[PAGE_KEYS[section]]();
  const company = data?.company;
  const name = company ? (lang === "ar" && company.nameAr ? company.nameAr : company.name) : "";

  return (
    <Screen data-screen="Fundamentals" data-section={section}>
      <SymbolSearch section={section} />
      <Sheet ref={sheet} data-testid="export-area" aria-busy={state === "loading"}>
        <TitleRow>
          <div>
            <div>
              <h1 id="fundamentals-title">{title}</h1>
              <SimulatedBadge />
            </div>
            <Subtitle>{t.intro[section]()}</Subtitle>
          </div>
          <ExportButton label={t.download()} disabled={!canDownload || state !== "ready"} onClick={download} />
        </TitleRow>
        {company && state === "ready" && (
          <CompanyLine data-testid="fundamentals-company">
            <span className="symbol" dir="ltr">
              {company.symbol}
            </span>
            {/* Isolated: "Apple Inc." keeps its final stop on the Arabic page. */}
            <bdi lang={latinLang(name)}>{name}</bdi>
            <span>
              {(LL.ticker.exchanges as Record<string, (() => string) | undefined>)[company.exchange]?.() ??
                company.exchange}
            </span>
            {company.exchangeSector && (
              <span data-testid="fundamentals-sector">{company.exchangeSector[lang === "ar" ? "ar" : "en"]}</span>
            )}
            <span>{t.currencyNote({ currency: t.currencyNames[company.currency]() })}</span>
            {data.source === "sim" && <span className="badge">{t.simulated()}</span>}
          </CompanyLine>
        )}
        {state === "empty" && <p>{t.choose()}</p>}
        {state === "loading" && <LoadingDisplay />}
        {state === "notFound" && <p role="alert">{t.notFound({ symbol: symbol ?? "" })}</p>}
        {state === "failed" && (
          <p role="alert">
            {t.failed()}{" "}
            <Button $look="partner" type="button" onClick={() => actor.send({ type: "retry" })}>
              {t.retry()}
            </Button>
          </p>
        )}
        {state === "ready" && data && (
          <SectionBody data={data} period={period} onPeriod={(p) => actor.send({ type: "period.select", period: p })} />
        )}
        <PartnerFooter poweredBy={product} productOf={provider} />
      </Sheet>
    </Screen>
  );
}

function Screen6({ section }: { section: FundamentalsSection }) {
  return (
    <WithTexts namespace={["fundamentals", "ticker"]}>
      <Section section={section} />
    </WithTexts>
  );
}

export const FinancialSummary = () => <Screen6 section="financial-summary" />;
export const GrowthMetrics = () => <Screen6 section="growth-metrics" />;
export const ValuationMetrics = () => <Screen6 section="valuation-metrics" />;
export const AnalystRatings = () => <Screen6 section="analyst-ratings" />;
export const InsiderActivity = () => <Screen6 section="insider-activity" />;
export const InstitutionalOwnership = () => <Screen6 section="institutional-ownership" />;
