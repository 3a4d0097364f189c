// The ticker page's Shariah record (docs/api.md, "Shariah record"): the status per quarter, newest
// first, with the deciding ratios, a mark where the status changed from the quarter before, and
// the user's alert of the latest change (the ratio, the sell-by date in Hijri and Gregorian, the
// purification so far). The table scrolls inside its frame on a narrow screen.
import { useActorRef, useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { shariahRecordMachine } from "../../machines/fundamentals/shariahRecord.machine";
import { formatLongDay } from "../../shared/datetime";
import { formatMoney } from "../../shared/format";
import { formatHijriOf } from "../../shared/hijri";
import type { ShariahStatus } from "../../shared/shariah";
import type { ShariahAlert } from "../../shared/shariah-history";
import { useLang } from "../AppContext";
import { percent } from "../fundamentals/format";
import { STATUS_COLOR } from "../fundamentals/ShariahCard";
import { Card } from "../kit/Card";
import { colors } from "../kit/styles";

const recordCard = css`
  padding: 1rem;
  min-width: 0;
  display: grid;
  gap: 0.75rem;
  h2 { font-size: 1.05rem; margin: 0; }
  h3 { font-size: 0.95rem; margin: 0; }
  p { margin: 0; }
  .note { color: ${colors.muted}; font-size: 0.9rem; }
  table { border-collapse: collapse; inline-size: 100%; font-size: 0.9rem; }
  th, td { text-align: start; padding: 0.4rem 0.5rem; border-block-end: 1px solid ${colors.border}; white-space: nowrap; }
  td.num { unicode-bidi: isolate; }
  .status { display: inline-flex; align-items: center; gap: 0.4rem; }
  .dot { inline-size: 0.65rem; block-size: 0.65rem; border-radius: 50%; flex: none; }
  .changed { color: ${colors.muted}; font-size: 0.8rem; margin-inline-start: 0.35rem; }
  .alert { border-inline-start: 3px solid ${colors.warning}; padding-inline-start: 0.75rem; display: grid; gap: 0.35rem; }
`;

const Frame = styled("div")`
  overflow-x: auto;
  &:focus-visible { outline: 3px solid ${colors.accent}; }
`;

const RATIOS = ["debt", "deposits", "income"] as const;

function AlertNote({ alert }: { alert: ShariahAlert }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const F = LL.fundamentals;
  const t = F.shariahRecord.mail;
  const status = (s: ShariahStatus) => F.shariahRecord.statusShort[s]();
  const test = alert.test === "business" ? F.shariah.tests.business() : F.shariah.tests[alert.test]();
  return (
    <div className="alert" data-testid="shariah-record-alert">
      <h3>{F.shariahRecord.alertTitle()}</h3>
      <p>
        {t.body({
          symbol: alert.symbol,
          from: status(alert.previousStatus),
          previousQuarter: alert.previousQuarter,
          to: status(alert.status),
          quarter: alert.quarter,
        })}
      </p>
      <p>
        {alert.test === "business"
          ? t.business({ test })
          : t.ratio({
              test,
              before: percent(alert.previousValue),
              after: percent(alert.value),
              threshold: percent(alert.threshold),
            })}
      </p>
      {alert.sellBy && (
        <p data-testid="shariah-record-sell-by">
          {t.sellBy({
            hijri: formatHijriOf(alert.sellBy, lang),
            gregorian: formatLongDay(alert.sellBy, lang),
            changed: formatLongDay(alert.changedOn, lang),
          })}
        </p>
      )}
      {alert.purification.held && (
        <p>{t.purification({ amount: formatMoney(alert.purification.amount, alert.purification.currency, lang) })}</p>
      )}
    </div>
  );
}

export function ShariahRecord({ symbol }: { symbol: string }) {
  const { LL } = useI18nContext();
  const t = LL.fundamentals.shariahRecord;
  const actor = useActorRef(shariahRecordMachine, { input: { symbol }, inspect });
  const state = useSelector(actor, (s) => s.value as string);
  const record = useSelector(actor, (s) => s.context.record);
  const quarters = record?.quarters ?? [];

  return (
    // The table's scrolling frame is the one region named by the title (two would be one landmark twice).
    <Card $look="tile" className={recordCard} data-testid="shariah-record">
      <h2 id="shariah-record-title">{t.title()}</h2>
      {state === "loading" && <p role="status">{LL.fundamentals.loading()}</p>}
      {state === "failed" && (
        <p role="alert">
          {t.failed()}{" "}
          <button type="button" onClick={() => actor.send({ type: "retry" })}>
            {LL.fundamentals.retry()}
          </button>
        </p>
      )}
      {state === "ready" && quarters.length === 0 && <p data-testid="shariah-record-empty">{t.empty()}</p>}
      {state === "ready" && record && record.alerts[0] && <AlertNote alert={record.alerts[0]} />}
      {state === "ready" && quarters.length > 0 && (
        <>
          <Frame role="region" aria-labelledby="shariah-record-title" tabIndex={0}>
            <table data-testid="shariah-record-table">
              <thead>
                <tr>
                  <th scope="col">{t.quarter()}</th>
                  <th scope="col">{t.status()}</th>
                  {RATIOS.map((key) => (
                    <th scope="col" key={key}>
                      {t[key]()}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {quarters.map((q, k) => {
                  const older = quarters[k + 1];
                  const changed = older !== undefined && older.status !== q.status;
                  return (
                    <tr key={q.quarter} data-quarter={q.quarter} data-status={q.status}>
                      <th scope="row" dir="ltr">
                        {q.quarter}
                      </th>
                      <td>
                        <span className="status">
                          <span className="dot" style={{ background: STATUS_COLOR[q.status] }} aria-hidden="true" />
                          {t.statusShort[q.status]()}
                        </span>
                        {changed && <span className="changed">{`(${t.changed()})`}</span>}
                      </td>
                      {RATIOS.map((key) => (
                        <td key={key} className="num" dir="ltr">
                          {percent(q.ratios[key].value)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Frame>
          <p className="note">{t.note()}</p>
        </>
      )}
    </Card>
  );
}
