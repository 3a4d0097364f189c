// Transactions: the table (newest first) with edit and delete on each row, and the form dialog
// of the transaction form machine (src/machines/portfolio/transactionForm.machine.ts), whose
// errors are shown under the field they name.
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { PortfolioPageActor } from "../../machines/portfolio/portfolioPage.machine";
import { NEEDS, type TransactionField, transactionFormMachine } from "../../machines/portfolio/transactionForm.machine";
import {
  CURRENCIES,
  MAX_TRANSACTION_NOTE,
  type Portfolio,
  SYMBOL_TYPES,
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionType,
} from "../../shared/portfolio";
import { useLang } from "../AppContext";
import { FieldMessage, fieldMessageProps, limitedInput } from "../common/FieldMessage";
import { SymbolCombobox } from "../common/SymbolCombobox";
import { Button } from "../kit/Button";
import { ErrorText, Field } from "../kit/Field";
import { Modal, SubmitRow } from "../kit/Modal";
import { numberInput } from "../kit/numberInput";
import { Table, TableWrap } from "../kit/Table";
import { Note } from "../kit/Text";
import { Toolbar } from "../kit/Toolbar";
import { day, errorText, money, quantity } from "./format";
import { Section } from "./layout";

export function TransactionsTab(props: {
  actor: PortfolioPageActor;
  portfolio: Portfolio;
  transactions: Transaction[];
  today: string;
}) {
  const { LL } = useI18nContext();
  const lang = useLang();
  const T = LL.portfolio.transactions;
  const [editing, setEditing] = useState<Transaction | "new" | null>(null);
  const rows = [...props.transactions].sort((a, b) =>
    a.date === b.date ? b.createdAt - a.createdAt : a.date < b.date ? 1 : -1,
  );
  const summaryOf = (t: Transaction) =>
    [
      day(t.date),
      T.types[t.type](),
      t.symbol,
      t.quantity === null ? null : quantity(t.quantity),
      money(t.price, t.currency, lang),
    ]
      .filter(Boolean)
      .join(" · ");
  return (
    <Section>
      <Toolbar>
        <Button type="button" $variant="primary" onClick={() => setEditing("new")} data-testid="add-transaction">
          {T.add()}
        </Button>
      </Toolbar>
      <Note>{T.dateZone()}</Note>
      <Note data-testid="cash-rule">{T.cashRule()}</Note>
      {rows.length === 0 ? (
        <p>{T.empty()}</p>
      ) : (
        <TableWrap tabIndex={0} role="region" aria-label={T.caption({ count: rows.length })}>
          <Table data-testid="transactions-table">
            <caption>{T.caption({ count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{T.date()}</th>
                <th scope="col">{T.type()}</th>
                <th scope="col">{T.symbol()}</th>
                <th scope="col">{T.quantity()}</th>
                <th scope="col">{T.price()}</th>
                <th scope="col">{T.fees()}</th>
                <th scope="col">{T.note()}</th>
                <th scope="col">{T.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr key={t.id} data-type={t.type}>
                  <th scope="row" dir="ltr">
                    {day(t.date)}
                  </th>
                  <td>{T.types[t.type]()}</td>
                  <td dir="ltr">{t.symbol ?? ""}</td>
                  <td dir="ltr">{t.quantity === null ? "" : quantity(t.quantity)}</td>
                  <td dir="ltr">{money(t.price, t.currency, lang)}</td>
                  <td dir="ltr">{t.fees ? money(t.fees, t.currency, lang) : ""}</td>
                  <td style={{ whiteSpace: "normal", minInlineSize: "8rem", textAlign: "start" }}>{t.note ?? ""}</td>
                  <td>
                    <span style={{ display: "inline-flex", gap: "0.35rem" }}>
                      <Button
                        type="button"
                        aria-label={T.editLabel({ date: day(t.date) })}
                        onClick={() => setEditing(t)}
                      >
                        {T.edit()}
                      </Button>
                      <Button
                        type="button"
                        $variant="danger"
                        aria-label={T.removeLabel({ date: day(t.date) })}
                        onClick={() =>
                          props.actor.send({
                            type: "delete",
                            target: { kind: "transaction", id: t.id, label: summaryOf(t) },
                          })
                        }
                      >
                        {T.remove()}
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      {editing && (
        <TransactionDialog
          portfolio={props.portfolio}
          transaction={editing === "new" ? null : editing}
          today={props.today}
          onClose={(saved) => {
            setEditing(null);
            if (saved) props.actor.send({ type: "reload" });
          }}
        />
      )}
    </Section>
  );
}

function TransactionDialog(props: {
  portfolio: Portfolio;
  transaction: Transaction | null;
  today: string;
  onClose(saved: Transaction | null): void;
}) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const T = P.transactions;
  const F = P.txForm;
  const id = useId();
  const form = useActorRef(transactionFormMachine, {
    input: {
      portfolioId: props.portfolio.id,
      baseCurrency: props.portfolio.baseCurrency,
      transaction: props.transaction,
      today: props.today,
    },
    inspect,
  });
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const saved = useRef(F.saved());
  saved.current = F.saved();
  useEffect(() => {
    const sub = form.subscribe((s) => {
      if (s.status !== "done") return;
      if (s.output) toast.success(saved.current);
      onClose.current(s.output ?? null);
    });
    return () => sub.unsubscribe();
  }, [form]);
  const ctx = useSelector(form, (s) => s.context);
  const busy = useSelector(form, (s) => s.hasTag("busy"));
  const needs = NEEDS[ctx.type];
  const cashOnly = !SYMBOL_TYPES.includes(ctx.type);
  const labels: Record<TransactionField, string> = {
    type: T.type(),
    date: T.date(),
    symbol: T.symbol(),
    quantity: ctx.type === "dividend" ? F.quantityDividend() : ctx.type === "split" ? F.quantitySplit() : T.quantity(),
    price: cashOnly ? F.priceCash() : ctx.type === "dividend" ? F.priceDividend() : T.price(),
    fees: ctx.type === "dividend" ? F.feesDividend() : T.fees(),
    currency: T.currency(),
    note: T.note(),
  };
  const message = (field: TransactionField) => errorText(P, ctx.errors[field], labels[field]);
  const input = (field: "date" | "quantity" | "price" | "fees" | "note", extra: object = {}) => (
    <>
      <Field>
        {labels[field]}
        <input
          name={field}
          value={ctx.values[field]}
          onChange={(e) => form.send({ type: "field.change", field, value: e.target.value })}
          {...extra}
          {...fieldMessageProps(`${id}-${field}`, message(field))}
        />
      </Field>
      <FieldMessage id={`${id}-${field}`} message={message(field)} />
    </>
  );
  const formMessage = errorText(P, ctx.errors.form, "");
  return (
    <Modal labelledBy={`${id}-title`} onCancel={() => form.send({ type: "cancel" })}>
      <h2 id={`${id}-title`}>{ctx.id ? F.editTitle() : F.addTitle()}</h2>
      <form
        noValidate
        data-transaction-form
        onSubmit={(e) => {
          e.preventDefault();
          form.send({ type: "submit" });
        }}
      >
        <Field>
          {labels.type}
          <select
            name="type"
            data-autofocus
            value={ctx.type}
            onChange={(e) => form.send({ type: "type.change", value: e.target.value as TransactionType })}
          >
            {TRANSACTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {T.types[t]()}
              </option>
            ))}
          </select>
        </Field>
        {input("date", { type: "date", max: props.today, dir: "ltr" })}
        {!cashOnly && (
          <>
            {/* Any listed company, found by symbol or name; the chosen symbol stays in the field. */}
            <SymbolCombobox
              scope="user"
              look="form"
              afterChoice="fill"
              name="symbol"
              label={labels.symbol}
              initialText={ctx.values.symbol}
              onText={(value) => form.send({ type: "field.change", field: "symbol", value })}
              onChoose={(company) => form.send({ type: "field.change", field: "symbol", value: company.symbol })}
              messageId={message("symbol") ? `${id}-symbol` : undefined}
            />
            <FieldMessage id={`${id}-symbol`} message={message("symbol")} />
          </>
        )}
        {(needs.quantity || ctx.type === "dividend") && input("quantity", numberInput())}
        {needs.price && input("price", numberInput())}
        {ctx.type !== "split" && input("fees", numberInput())}
        <Field>
          {labels.currency}
          <select
            name="currency"
            value={ctx.currency}
            onChange={(e) => form.send({ type: "currency.change", value: e.target.value as "SAR" | "USD" })}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {P.currencies[c]()}
              </option>
            ))}
          </select>
        </Field>
        {input(
          "note",
          limitedInput(MAX_TRANSACTION_NOTE, (value) => form.send({ type: "field.change", field: "note", value })),
        )}
        {formMessage && <ErrorText role="alert">{formMessage}</ErrorText>}
        <SubmitRow
          cancel={F.cancel()}
          submit={F.save()}
          busyText={F.saving()}
          busy={busy}
          onCancel={() => form.send({ type: "cancel" })}
        />
      </form>
    </Modal>
  );
}
