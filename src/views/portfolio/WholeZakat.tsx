// The zakat of all the user's wealth, a view of the whole-zakat machine
// (src/machines/portfolio/wholeZakat.machine.ts): the zakat profile as a form (the hawl day on the
// Umm al-Qura calendar with its Gregorian day, the nisab's metal, the currency, the wealth outside
// the portfolios, the purification method) and the report of every portfolio and that wealth
// against one nisab (docs/portfolio.md, "The whole zakat"). An amount never breaks between its
// number and its currency; every field's message sits under it, tied to its input.
import { useActorRef, useSelector } from "@xstate/react";
import { type ReactNode, useId } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type WholeZakatField, wholeZakatMachine } from "../../machines/portfolio/wholeZakat.machine";
import { formatNumber, formatPercent } from "../../shared/format";
import { formatHijri, fromHijri } from "../../shared/hijri";
import {
  CURRENCIES,
  NISAB_BASES,
  OTHER_WEALTH_FIELDS,
  type OtherWealthLine,
  PURIFICATION_METHODS,
  type WealthZakatReport,
} from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { FieldMessage, fieldMessageProps } from "../common/FieldMessage";
import { Button } from "../kit/Button";
import { ErrorText, Field } from "../kit/Field";
import { numberInput } from "../kit/numberInput";
import { Table, TableWrap } from "../kit/Table";
import { Note, Warning } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { day, errorText, money, nisabSource, type PortfolioTexts } from "./format";
import { Cards, Section } from "./layout";
import { ZakatDayFields } from "./ZakatDayFields";

const nowrap = { whiteSpace: "nowrap" } as const;

/** A sentence whose amounts ("4,058.20 ر.س", joined by a no-break space) and days
 * ("08-02-2027") stay on one line: Chrome still broke an Arabic amount from its currency and a
 * day at its hyphens on a 320 px page. */
export function keep(text: string): ReactNode[] {
  const seen = new Map<string, number>();
  return text.split(/(\S+\u00a0\S+|\d{2}-\d{2}-\d{4})/).map((part, i) => {
    if (i % 2 === 0) return part;
    const n = (seen.get(part) ?? 0) + 1;
    seen.set(part, n);
    return (
      <span key={`${part}#${n}`} style={nowrap}>
        {part}
      </span>
    );
  });
}
/** A row's label may wrap (the table's cells do not), so a phone sees the amounts beside it; the
 * amounts inside it stay whole (keep). */
const labelCell = { textAlign: "start", whiteSpace: "normal", minWidth: "7rem" } as const;
const amountCell = { textAlign: "start", whiteSpace: "nowrap" } as const;

export function WholeZakat({ today }: { today: string }) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const Z = P.zakat;
  const F = Z.profile.fields;
  const id = useId();
  const lang = useLang();
  const actor = useActorRef(wholeZakatMachine, { input: { today }, inspect });
  const ctx = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value as string);
  const saving = state === "saving";
  const busy = state === "loading" || state === "reporting" || saving;
  const { form, report } = ctx;
  const labels: Record<WholeZakatField, string> = {
    hawl: F.hawl(),
    nisabBasis: F.nisabBasis(),
    currency: F.currency(),
    purificationMethod: F.purificationMethod(),
    cash: F.cash(),
    goldGrams: F.goldGrams(),
    silverGrams: F.silverGrams(),
    receivables: F.receivables(),
    debts: F.debts(),
    date: Z.date(),
    year: Z.year(),
  };
  const message = (f: WholeZakatField) => errorText(P, ctx.errors[f], labels[f]);
  const mid = (f: WholeZakatField) => `${id}-${f}-message`;
  const hawlDay = fromHijri(form.hawl.trim());

  if (state === "loading") return <p role="status">{Z.profile.loading()}</p>;
  if (state === "failed")
    return (
      <p role="alert">
        {errorText(P, ctx.errors.form, "") ?? Z.profile.failed()}{" "}
        <Button type="button" onClick={() => actor.send({ type: "retry" })}>
          {P.retry()}
        </Button>
      </p>
    );
  return (
    <div data-testid="whole-zakat">
      <Warning data-testid="zakat-disclaimer">{Z.disclaimer()}</Warning>
      <Section aria-labelledby={`${id}-profile`}>
        <h2 id={`${id}-profile`}>{Z.profile.title()}</h2>
        <p>{Z.profile.intro()}</p>
        {ctx.profile?.updatedAt === null && <Note>{Z.profile.notSaved()}</Note>}
        <form
          noValidate
          data-zakat-profile
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: "profile.save" });
          }}
        >
          <Toolbar>
            <div>
              <Field>
                {labels.hawl}
                <input
                  name="hawl"
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="1448-09-01"
                  value={form.hawl}
                  onChange={(e) => actor.send({ type: "profile.change", patch: { hawl: e.target.value } })}
                  aria-invalid={message("hawl") ? true : undefined}
                  aria-describedby={`${id}-hawl-help${message("hawl") ? ` ${mid("hawl")}` : ""}`}
                />
              </Field>
              <FieldMessage id={mid("hawl")} message={message("hawl")} />
              <Note id={`${id}-hawl-help`} data-testid="hawl-day">
                {hawlDay
                  ? keep(
                      Z.profile.hawlIs({
                        date: Z.dualDate({ hijri: formatHijri(form.hawl.trim(), lang), gregorian: day(hawlDay) }),
                      }),
                    )
                  : Z.profile.hawlHelp()}
              </Note>
            </div>
            <Field>
              {labels.nisabBasis}
              <select
                name="nisabBasis"
                value={form.nisabBasis}
                onChange={(e) =>
                  actor.send({
                    type: "profile.change",
                    patch: { nisabBasis: e.target.value as typeof form.nisabBasis },
                  })
                }
              >
                {NISAB_BASES.map((b) => (
                  <option key={b} value={b}>
                    {Z.profile.bases[b]()}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              {labels.currency}
              <select
                name="currency"
                value={form.currency}
                onChange={(e) =>
                  actor.send({ type: "profile.change", patch: { currency: e.target.value as typeof form.currency } })
                }
              >
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {P.currencies[c]()}
                  </option>
                ))}
              </select>
            </Field>
            <Field>
              {labels.purificationMethod}
              <select
                name="purificationMethod"
                value={form.purificationMethod}
                onChange={(e) =>
                  actor.send({
                    type: "profile.change",
                    patch: { purificationMethod: e.target.value as typeof form.purificationMethod },
                  })
                }
              >
                {PURIFICATION_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {Z.purificationMethods[m]()}
                  </option>
                ))}
              </select>
            </Field>
          </Toolbar>
          <fieldset style={{ border: 0, padding: 0, margin: "1rem 0 0", minWidth: 0 }}>
            <legend style={{ fontWeight: 700, marginBlockEnd: "0.5rem" }}>
              {Z.profile.otherWealth({ currency: form.currency })}
            </legend>
            <Toolbar>
              {OTHER_WEALTH_FIELDS.map((f) => (
                <div key={f}>
                  <Field>
                    {labels[f]}
                    <input
                      name={f}
                      value={form.otherWealth[f]}
                      onChange={(e) => actor.send({ type: "wealth.change", field: f, value: e.target.value })}
                      {...numberInput()}
                      {...fieldMessageProps(mid(f), message(f))}
                    />
                  </Field>
                  <FieldMessage id={mid(f)} message={message(f)} />
                </div>
              ))}
            </Toolbar>
          </fieldset>
          <Toolbar>
            <Button type="submit" $variant="primary" disabled={busy}>
              {saving ? Z.profile.saving() : Z.profile.save()}
            </Button>
          </Toolbar>
          {ctx.saved && <p role="status">{Z.profile.saved()}</p>}
          {ctx.errors.form && state === "ready" && (
            <ErrorText role="alert">{errorText(P, ctx.errors.form, "")}</ErrorText>
          )}
        </form>
      </Section>

      <Section aria-labelledby={`${id}-report`}>
        <h2 id={`${id}-report`}>{Z.whole.title()}</h2>
        <p>{Z.whole.intro()}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: "report.submit" });
          }}
        >
          <Toolbar>
            <ZakatDayFields
              messageId={mid("date")}
              today={today}
              date={ctx.date}
              year={ctx.year}
              dateMessage={message("date")}
              onDate={(value) => actor.send({ type: "date.change", value })}
              onYear={(value) => actor.send({ type: "year.change", value })}
            />
            <Button type="submit" disabled={busy}>
              {state === "reporting" ? Z.whole.calculating() : Z.calculate()}
            </Button>
          </Toolbar>
        </form>
        {state === "reporting" && !report && <p role="status">{Z.whole.calculating()}</p>}
        {state === "reportFailed" && (
          <p role="alert">
            {errorText(P, ctx.errors.form, "") ?? Z.whole.failed()}{" "}
            <Button type="button" onClick={() => actor.send({ type: "retry" })}>
              {P.retry()}
            </Button>
          </p>
        )}
        {report && (
          // A grid item: without min-width 0 a table's width would widen the page, not scroll.
          <div aria-busy={busy} style={{ minWidth: 0 }}>
            <WealthReport report={report} />
          </div>
        )}
      </Section>
    </div>
  );
}

function lineLabel(P: PortfolioTexts, l: OtherWealthLine, lang: "en" | "ar", c: WealthZakatReport["currency"]) {
  const L = P.zakat.whole.lines;
  if (l.key === "gold" || l.key === "silver")
    return keep(
      L[l.key]({ grams: formatNumber(l.grams ?? 0, { digits: 3, minDigits: 0 }), price: money(l.price, c, lang) }),
    );
  return L[l.key]();
}

export function WealthReport({ report: r }: { report: WealthZakatReport }) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const P = LL.portfolio;
  const Z = P.zakat;
  const W = Z.whole;
  const c = r.currency;
  const n = r.nisab;
  const metal = Z.metals[n.basis]();
  const ratePercent = formatPercent(r.rate * 100, { digits: 4, minDigits: 1, grouping: false });
  const dual = (hijri: string, gregorian: string) =>
    Z.dualDate({ hijri: formatHijri(hijri, lang), gregorian: day(gregorian) });
  return (
    <div data-testid="whole-zakat-report" style={{ display: "grid", gap: "0.75rem", minWidth: 0 }}>
      <h3>{keep(W.reportTitle({ date: dual(r.hijriDate, r.date) }))}</h3>
      <p data-testid="whole-nisab">
        {keep(Z.nisab({ grams: n.grams, metal, value: money(n.value, n.currency, lang) }))}
      </p>
      <Note data-testid="whole-nisab-price">
        {keep(
          Z.priceNote({
            metal,
            price: money(n.price, n.currency, lang),
            date: day(n.priceDate),
            source: nisabSource(P, n),
          }),
        )}
      </Note>
      {n.stale && <Warning data-testid="nisab-stale">{keep(Z.priceStale({ metal, date: day(n.priceDate) }))}</Warning>}
      {r.counted.length === 0 ? (
        <p data-testid="whole-no-portfolios">{W.noPortfolios()}</p>
      ) : (
        <TableWrap tabIndex={0} role="region" aria-label={W.counted()}>
          <Table data-testid="whole-counted">
            <caption>{W.counted()}</caption>
            <thead>
              <tr>
                <th scope="col">{W.portfolio()}</th>
                <th scope="col">{W.value()}</th>
                <th scope="col">{Z.zakat()}</th>
              </tr>
            </thead>
            <tbody>
              {r.counted.map((p) => (
                <tr key={p.id}>
                  <th scope="row" style={labelCell}>
                    <bdi>{p.name}</bdi>
                  </th>
                  <td dir="ltr" style={nowrap}>
                    {money(p.wealth, c, lang)}
                  </td>
                  <td dir="ltr" style={nowrap}>
                    {money(p.zakat, c, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <TableWrap tabIndex={0} role="region" aria-label={W.item()}>
        <Table data-testid="whole-other-wealth">
          <caption>{Z.profile.otherWealth({ currency: c })}</caption>
          <thead>
            <tr>
              <th scope="col">{W.item()}</th>
              <th scope="col">{W.value()}</th>
              <th scope="col">{Z.zakat()}</th>
            </tr>
          </thead>
          <tbody>
            {r.otherWealth.map((l) => (
              <tr key={l.key} data-line={l.key}>
                <th scope="row" style={labelCell}>
                  {lineLabel(P, l, lang, c)}
                </th>
                <td dir="ltr" style={nowrap}>
                  {money(l.amount, c, lang)}
                </td>
                <td dir="ltr" style={nowrap}>
                  {money(l.zakat, c, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <Cards style={{ marginBlock: "0.75rem" }}>
        <div>
          <dt>{W.gross()}</dt>
          <dd dir="ltr" style={amountCell} data-testid="whole-gross">
            {money(r.gross, c, lang)}
          </dd>
        </div>
        <div>
          <dt>{W.debtsDeducted()}</dt>
          <dd dir="ltr" style={amountCell} data-testid="whole-debts">
            {money(r.debtsDeducted, c, lang)}
          </dd>
        </div>
        <div>
          <dt>{Z.wealth()}</dt>
          <dd dir="ltr" style={amountCell} data-testid="whole-wealth">
            {money(r.wealth, c, lang)}
          </dd>
        </div>
        <div>
          <dt>{Z.rate()}</dt>
          <dd dir="ltr" style={amountCell}>
            {ratePercent}
          </dd>
        </div>
        <div>
          <dt>{Z.total()}</dt>
          <dd dir="ltr" style={amountCell} data-testid="whole-total">
            {money(r.total, c, lang)}
          </dd>
        </div>
      </Cards>
      {!r.due && (
        <p role="status" data-testid="whole-not-due">
          {keep(Z.notDue({ wealth: money(r.wealth, c, lang), nisab: money(n.value, n.currency, lang) }))}
        </p>
      )}
      {r.hawl.next && (
        <p data-testid="whole-next-hawl">
          {keep(W.nextHawl({ date: dual(r.hawl.next.hijri, r.hawl.next.gregorian) }))}
        </p>
      )}
      <Note>{W.debtsRule()}</Note>
    </div>
  );
}
