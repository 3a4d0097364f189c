// The ticker page's Shariah card (docs/architecture.md, Shariah screen): the status, the reason
// for each failing or undecidable test, each ratio against its limit, which market-cap average
// was used, the dividend purification, and the statement that it is informational, not a fatwa.
import { useActorRef, useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { shariahMachine } from "../../machines/fundamentals/shariah.machine";
import { formatMoney, formatNumber } from "../../shared/format";
import type { RatioKey, ShariahStatus } from "../../shared/shariah";
import { useLang } from "../AppContext";
import { Card } from "../kit/Card";
import { colors } from "../kit/styles";
import { percent } from "./format";

/** The colour of each status, here and in the ticker page's Shariah record. */
export const STATUS_COLOR: Record<ShariahStatus, string> = {
  compliant: colors.accent,
  "non-compliant": colors.danger,
  unknown: colors.warning,
};

const shariahCard = css`
  padding: 1rem;
  min-width: 0;
  display: grid;
  gap: 0.75rem;
  h2 { font-size: 1.05rem; margin: 0; }
  p, ul { margin: 0; }
  ul { padding-inline-start: 1.25rem; }
  .status { display: flex; align-items: center; gap: 0.5rem; }
  .dot { inline-size: 0.75rem; block-size: 0.75rem; border-radius: 50%; flex: none; }
  .note { color: ${colors.muted}; font-size: 0.9rem; }
  .disclaimer { border-inline-start: 3px solid ${colors.warning}; padding-inline-start: 0.75rem; }
  table { border-collapse: collapse; inline-size: 100%; font-size: 0.92rem; }
  th, td { text-align: start; padding: 0.45rem 0.5rem; border-block-end: 1px solid ${colors.border}; }
  td.num { unicode-bidi: isolate; white-space: nowrap; }
`;

const Frame = styled("div")`
  overflow-x: auto;
  &:focus-visible { outline: 3px solid ${colors.accent}; }
`;

const TESTS: RatioKey[] = ["debt", "deposits", "income", "receivables"];

export function ShariahCard({ symbol, currency }: { symbol: string; currency: "USD" | "SAR" }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const t = LL.fundamentals.shariah;
  const actor = useActorRef(shariahMachine, { input: { symbol }, inspect });
  const state = useSelector(actor, (s) => s.value as string);
  const r = useSelector(actor, (s) => s.context.result);
  const industryName = (key: string) => (t.industries as Record<string, (() => string) | undefined>)[key]?.() ?? key;

  return (
    <Card $look="tile" className={shariahCard} aria-labelledby="shariah-title" data-testid="shariah-card">
      <h2 id="shariah-title">{t.title()}</h2>
      {state === "loading" && <p role="status">{LL.fundamentals.loading()}</p>}
      {state === "failed" && (
        <p role="alert">
          {t.failed()}{" "}
          <button type="button" onClick={() => actor.send({ type: "retry" })}>
            {LL.fundamentals.retry()}
          </button>
        </p>
      )}
      {state === "ready" && r && (
        <>
          <p className="status" data-testid="shariah-status" data-status={r.status}>
            <span className="dot" style={{ background: STATUS_COLOR[r.status] }} aria-hidden="true" />
            <strong>{t.status[r.status]()}</strong>
          </p>
          {r.reasons.length > 0 && (
            <ul data-testid="shariah-reasons">
              {r.reasons.map((reason) => (
                <li key={`${reason.test}-${reason.kind}`}>
                  {reason.test === "business"
                    ? t.reasons.business({ industry: industryName(r.industry) })
                    : t.reasons[reason.kind]({ test: t.tests[reason.test]() })}
                </li>
              ))}
            </ul>
          )}
          <Frame role="region" aria-label={t.method()} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.test()}</th>
                  <th scope="col">{t.value()}</th>
                  <th scope="col">{t.limit()}</th>
                  <th scope="col">{t.result()}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t.tests.business()}</th>
                  <td colSpan={2}>{industryName(r.industry)}</td>
                  <td>{r.businessCompliant ? t.pass() : t.fail()}</td>
                </tr>
                {TESTS.map((key) => {
                  const ratio = r.ratios[key];
                  const result = ratio.passes === null ? t.missing() : ratio.passes ? t.pass() : t.fail();
                  return (
                    <tr key={key}>
                      <th scope="row">{t.tests[key]()}</th>
                      <td className="num" dir="ltr">
                        {percent(ratio.value)}
                      </td>
                      <td>
                        {key === "receivables"
                          ? t.below({ threshold: ratio.threshold })
                          : t.atMost({ threshold: ratio.threshold })}
                      </td>
                      <td>{key === "receivables" ? `${result} (${t.info()})` : result}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Frame>
          <p className="note" data-testid="shariah-basis">
            {r.marketCap.months > 1 ? t.basis({ months: r.marketCap.months }) : t.basisCurrent()} {t.method()}.
          </p>
          {r.purification.perShare !== null &&
            r.purification.nonPermissibleIncome !== null &&
            r.purification.dividendRatio.percentOfDividend !== null && (
              <div data-testid="shariah-purification">
                <p data-testid="shariah-purification-aaoifi">
                  {t.purificationAaoifi({
                    amount: formatMoney(r.purification.perShare, r.purification.currency, lang, 4),
                    income: formatMoney(r.purification.nonPermissibleIncome, r.purification.currency, lang, 0),
                    shares: formatNumber(r.purification.sharesOutstanding, { digits: 0 }),
                  })}
                </p>
                <p>
                  {r.purification.dividendRatio.dividendPerShare > 0
                    ? t.purification({
                        amount: formatMoney(r.purification.dividendRatio.perShare, currency, lang, 4),
                        dividend: formatMoney(r.purification.dividendRatio.dividendPerShare, currency, lang, 4),
                        percent: percent(r.purification.dividendRatio.percentOfDividend),
                      })
                    : t.purificationNoDividend({ percent: percent(r.purification.dividendRatio.percentOfDividend) })}
                </p>
                <p className="note" data-testid="shariah-purification-formula">
                  {t.purificationFormula()}
                </p>
              </div>
            )}
          <p className="note disclaimer" data-testid="shariah-disclaimer">
            {t.disclaimer()}
          </p>
        </>
      )}
    </Card>
  );
}
