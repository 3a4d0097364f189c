// Zakat and purification, a view of the zakat form machine (src/machines/portfolio/zakat.machine.ts):
// date, lunar or solar year, gold price (its default shown with date and source), the nisab,
// each holding's method (changeable) with the rule applied, why its default is the default, its
// market value and base, the total or "no zakat is due", the sources, and the purification of the
// zakat year by AAOIFI 21, every holding listed (unknowns with the reason). A calculator, not a
// fatwa: the page says so first. An amount never breaks between its number and its currency.
import { Link } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useId, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type ZakatField, zakatFormMachine } from "../../machines/portfolio/zakat.machine";
import { currencySign, formatNumber, formatPercent } from "../../shared/format";
import {
  type Currency,
  PURIFICATION_METHODS,
  type PurificationMethod,
  ZAKAT_METHODS,
  type ZakatMethod,
  type ZakatReport,
} from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { FieldMessage, fieldMessageProps } from "../common/FieldMessage";
import { Button, primaryFill } from "../kit/Button";
import { cellSelect, ErrorText, Field } from "../kit/Field";
import { numberInput } from "../kit/numberInput";
import { colors } from "../kit/styles";
import { Table, TableWrap } from "../kit/Table";
import { Note, Warning } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { day, errorText, money, nisabSource, weightPercent } from "./format";
import { Cards, Section } from "./layout";
import { WholeZakat } from "./WholeZakat";
import { ZakatDayFields } from "./ZakatDayFields";

/** The tab's two parts: this portfolio alone, or all the user's wealth (every portfolio and the
 * zakat profile's other wealth against one nisab). Buttons that say which is shown. */
export function ZakatTab(props: { portfolioId: string; currency: Currency; today: string }) {
  const { LL } = useI18nContext();
  const W = LL.portfolio.zakat.whole;
  const [part, setPart] = useState<"portfolio" | "all">("portfolio");
  return (
    <>
      <PartSwitch role="group" aria-label={W.tabsLabel()} data-print="hide">
        {(["portfolio", "all"] as const).map((p) => (
          <button key={p} type="button" aria-pressed={part === p} onClick={() => setPart(p)} data-part={p}>
            {W.tabs[p]()}
          </button>
        ))}
      </PartSwitch>
      <p data-print="hide" style={{ marginBlock: "0 1rem" }}>
        <Link
          to="/zakat-years"
          search={{}}
          data-testid="zakat-years-link"
          style={{ color: colors.accent, fontWeight: 600 }}
        >
          {LL.portfolio.zakat.saved.link()}
        </Link>
      </p>
      {part === "portfolio" ? <PortfolioZakat {...props} /> : <WholeZakat today={props.today} />}
    </>
  );
}

const PartSwitch = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin-block-end: 1rem;
  button {
    color: ${colors.text};
    padding: 0.4rem 0.75rem;
    border-radius: 999px;
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    font: inherit;
    font-size: 0.9rem;
    cursor: pointer;
  }
  button[aria-pressed="true"] { background: ${primaryFill}; border-color: ${primaryFill}; color: #fff; font-weight: 700; }
  button:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

function PortfolioZakat({
  portfolioId,
  currency,
  today,
}: {
  portfolioId: string;
  /** The portfolio's base currency, which the gold price is asked in. */
  currency: Currency;
  today: string;
}) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const Z = P.zakat;
  const id = useId();
  const lang = useLang();
  const actor = useActorRef(zakatFormMachine, { input: { portfolioId, today }, inspect });
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const report = ctx.report;
  const labels: Record<ZakatField, string> = {
    date: Z.date(),
    year: Z.year(),
    goldPrice: Z.goldPrice({ currency: currencySign(report?.currency ?? currency, lang) }),
  };
  const message = (field: ZakatField) => errorText(P, ctx.errors[field], labels[field]);
  return (
    <>
      <Warning data-testid="zakat-disclaimer">{Z.disclaimer()}</Warning>
      <Section>
        <form
          noValidate
          data-zakat-form
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: "submit" });
          }}
        >
          <Toolbar>
            <ZakatDayFields
              messageId={`${id}-date`}
              today={today}
              date={ctx.date}
              year={ctx.year}
              dateMessage={message("date")}
              onDate={(value) => actor.send({ type: "date.change", value })}
              onYear={(value) => actor.send({ type: "year.change", value })}
            />
            <Field>
              {Z.purificationMethod()}
              <select
                name="purification"
                value={ctx.purification}
                onChange={(e) =>
                  actor.send({ type: "purification.change", value: e.target.value as PurificationMethod })
                }
              >
                {PURIFICATION_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {Z.purificationMethods[m]()}
                  </option>
                ))}
              </select>
            </Field>
            <div>
              <Field>
                {labels.goldPrice}
                <input
                  name="goldPrice"
                  value={ctx.goldPrice}
                  placeholder={report?.nisab.basis === "gold" ? String(report.nisab.price) : ""}
                  onChange={(e) => actor.send({ type: "gold.change", value: e.target.value })}
                  {...numberInput()}
                  {...fieldMessageProps(`${id}-goldPrice`, message("goldPrice"))}
                />
              </Field>
              <FieldMessage id={`${id}-goldPrice`} message={message("goldPrice")} />
            </div>
            <Button type="submit" $variant="primary" disabled={busy}>
              {busy ? Z.calculating() : Z.calculate()}
            </Button>
          </Toolbar>
          {report && (
            <Note data-testid="gold-default">
              {report.nisab.source === "user"
                ? Z.goldYours({ price: money(report.nisab.price, report.nisab.currency, lang) })
                : Z.goldDefault({
                    price: money(report.nisab.price, report.nisab.currency, lang),
                    date: day(report.nisab.priceDate),
                    source: nisabSource(P, report.nisab),
                  })}
            </Note>
          )}
        </form>
      </Section>
      {failed && (
        <p role="alert">
          {errorText(P, ctx.errors.form, "") ?? Z.failed()}{" "}
          <Button type="button" onClick={() => actor.send({ type: "retry" })}>
            {P.retry()}
          </Button>
        </p>
      )}
      {!failed && ctx.errors.form && <ErrorText role="alert">{errorText(P, ctx.errors.form, "")}</ErrorText>}
      {report && (
        <div aria-busy={busy}>
          <ZakatReportView
            report={report}
            onMethod={(symbol, method) => actor.send({ type: "method.change", symbol, method })}
            busy={busy}
          />
        </div>
      )}
    </>
  );
}

/** An amount kept on one line, its number and currency together (even "ر.س" with its dot). */
const nowrap = { whiteSpace: "nowrap" } as const;
/** A date inside a sentence kept on one line: non-breaking hyphens ("07-12-2026" split at a
 * hyphen on a narrow Arabic page). */
const unbroken = (date: string) => date.replaceAll("-", "\u2011");

export function ZakatReportView(props: {
  report: ZakatReport;
  onMethod?: (symbol: string, method: ZakatMethod) => void;
  busy?: boolean;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const Z = LL.portfolio.zakat;
  const r = props.report;
  const c = r.currency;
  const ratePercent = formatPercent(r.rate * 100, { digits: 4, minDigits: 1, grouping: false });
  // The trading label says the rate of the year chosen (2.5 % lunar, 2.5775 % solar).
  const methodName = (m: ZakatMethod) => (m === "trading" ? Z.methods.trading({ rate: ratePercent }) : Z.methods[m]());
  const p = r.purification;
  const byRatio = p.method === "dividendRatio";
  return (
    <>
      <Section aria-labelledby="zakat-result" data-testid="zakat-report">
        <h2 id="zakat-result">{Z.reportTitle({ date: day(r.date) })}</h2>
        <p>
          {Z.nisab({
            grams: r.nisab.grams,
            metal: Z.metals[r.nisab.basis](),
            value: money(r.nisab.value, r.nisab.currency, lang),
          })}
        </p>
        <Cards>
          <div>
            <dt>{Z.cash()}</dt>
            <dd dir="ltr" style={{ textAlign: "start", whiteSpace: "nowrap" }}>
              {money(r.cash, c, lang)}
            </dd>
          </div>
          <div>
            <dt>{Z.wealth()}</dt>
            <dd dir="ltr" style={{ textAlign: "start", whiteSpace: "nowrap" }}>
              {money(r.wealth, c, lang)}
            </dd>
          </div>
          <div>
            <dt>{Z.rate()}</dt>
            <dd dir="ltr" style={{ textAlign: "start", whiteSpace: "nowrap" }} data-testid="zakat-rate">
              {ratePercent}
            </dd>
          </div>
          <div>
            <dt>{Z.total()}</dt>
            <dd dir="ltr" style={{ textAlign: "start", whiteSpace: "nowrap" }} data-testid="zakat-total">
              {money(r.total, c, lang)}
            </dd>
          </div>
        </Cards>
        {!r.due && (
          <p role="status" data-testid="zakat-not-due">
            {Z.notDue({ wealth: money(r.wealth, c, lang), nisab: money(r.nisab.value, r.nisab.currency, lang) })}
          </p>
        )}
        {r.holdings.length > 0 && (
          <TableWrap tabIndex={0} role="region" aria-label={Z.holdingsCaption()}>
            <Table data-testid="zakat-holdings">
              <caption>{Z.holdingsCaption()}</caption>
              <thead>
                <tr>
                  <th scope="col">{Z.symbol()}</th>
                  <th scope="col">{Z.method()}</th>
                  <th scope="col">{Z.basis()}</th>
                  <th scope="col">{Z.marketValue()}</th>
                  <th scope="col">{Z.base()}</th>
                  <th scope="col">{Z.zakat()}</th>
                </tr>
              </thead>
              <tbody>
                {r.holdings.map((h) => (
                  <tr key={h.symbol}>
                    <th scope="row" dir="ltr">
                      {h.symbol}
                    </th>
                    <td style={{ textAlign: "start" }}>
                      {props.onMethod ? (
                        <select
                          className={cellSelect}
                          aria-label={Z.methodLabel({ symbol: h.symbol })}
                          value={h.method}
                          disabled={props.busy}
                          onChange={(e) => props.onMethod?.(h.symbol, e.target.value as ZakatMethod)}
                        >
                          {ZAKAT_METHODS.map((m) => (
                            <option key={m} value={m}>
                              {`${methodName(m)}${m === h.defaultMethod ? ` ${Z.isDefault()}` : ""}`}
                            </option>
                          ))}
                        </select>
                      ) : (
                        methodName(h.method)
                      )}
                    </td>
                    <td style={{ textAlign: "start", minWidth: "12rem" }} data-basis={h.basis}>
                      {Z.bases[h.basis]()}
                      <br />
                      <small>{Z.defaultReasons[h.defaultReason]()}</small>
                    </td>
                    <td dir="ltr" style={nowrap}>
                      {money(h.marketValue, c, lang)}
                    </td>
                    <td dir="ltr" style={nowrap}>
                      {money(h.base, c, lang)}
                    </td>
                    <td dir="ltr" style={nowrap}>
                      {money(h.zakat, c, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
        <Note>{Z.methodsHelp()}</Note>
      </Section>
      <Section aria-labelledby="purification-title" data-testid="purification">
        <h2 id="purification-title">{Z.purificationTitle()}</h2>
        <p>{byRatio ? Z.purificationRatioIntro() : Z.purificationIntro()}</p>
        <p id="purification-period" data-testid="purification-period">
          {Z.purificationPeriod({ from: unbroken(day(p.period.from)), to: unbroken(day(p.period.to)) })}
        </p>
        {p.items.length === 0 ? (
          <p>{Z.purificationEmpty()}</p>
        ) : (
          <TableWrap tabIndex={0} role="region" aria-labelledby="purification-title purification-period">
            <Table data-testid="purification-items">
              <thead>
                <tr>
                  <th scope="col">{Z.symbol()}</th>
                  <th scope="col">{Z.daysHeld()}</th>
                  {byRatio && <th scope="col">{Z.dividends()}</th>}
                  {byRatio && <th scope="col">{Z.ratio()}</th>}
                  <th scope="col">{Z.amount()}</th>
                </tr>
              </thead>
              <tbody>
                {p.items.map((i) => (
                  <tr key={i.symbol} data-status={i.status}>
                    <th scope="row" dir="ltr">
                      {i.symbol}
                    </th>
                    <td dir="ltr">{formatNumber(i.daysHeld, { digits: 0 })}</td>
                    {byRatio && (
                      <td dir="ltr" style={nowrap}>
                        {money(i.dividends ?? 0, c, lang)}
                      </td>
                    )}
                    {byRatio && <td dir="ltr">{i.ratio === null ? Z.unknown() : weightPercent(i.ratio)}</td>}
                    {i.status === "unknown" ? (
                      <td style={{ textAlign: "start" }}>{Z.unknownReasons[i.reason ?? "incomeUnknown"]()}</td>
                    ) : (
                      <td dir="ltr" style={nowrap}>
                        {money(i.amount, c, lang)}
                      </td>
                    )}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{Z.purificationTotal()}</th>
                  <td />
                  {byRatio && <td />}
                  {byRatio && <td />}
                  <td dir="ltr" style={nowrap}>
                    <strong>{money(p.total, c, lang)}</strong>
                  </td>
                </tr>
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Section>
      <Section aria-labelledby="sources-title">
        <h2 id="sources-title">{Z.sourcesTitle()}</h2>
        <ul data-testid="zakat-sources">
          <li>{Z.sourceAaoifi()}</li>
          <li>{Z.sourceIifa()}</li>
          <li>{Z.sourceAaoifi21()}</li>
        </ul>
      </Section>
    </>
  );
}
