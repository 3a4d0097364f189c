// The page's dialogs: create or edit a portfolio (name, base currency at the 3.75 peg, cost
// method, tax withheld on US dividends) and the confirmation before a portfolio or a transaction is deleted.
import { useSelector } from "@xstate/react";
import { useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { PortfolioPageActor } from "../../machines/portfolio/portfolioPage.machine";
import { twoDecimals } from "../../shared/format";
import { COST_METHODS, CURRENCIES, MAX_PORTFOLIO_NAME, SAR_PER_USD } from "../../shared/portfolio";
import { FieldMessage, fieldMessageProps, limitedInput } from "../common/FieldMessage";
import { Button } from "../kit/Button";
import { ErrorText, Field } from "../kit/Field";
import { Modal, SubmitRow } from "../kit/Modal";
import { Note } from "../kit/Text";
import { errorText } from "./format";

export function PortfolioDialogs({ actor }: { actor: PortfolioPageActor }) {
  const dialog = useSelector(actor, (s) => (s.value as { dialog: string }).dialog);
  if (dialog === "form" || dialog === "saving") return <PortfolioForm actor={actor} />;
  if (dialog === "confirming" || dialog.startsWith("deleting")) return <ConfirmDelete actor={actor} />;
  return null;
}

function PortfolioForm({ actor }: { actor: PortfolioPageActor }) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const F = P.form;
  const id = useId();
  const form = useSelector(actor, (s) => s.context.form);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  if (!form) return null;
  const nameError = form.error && (form.error.field === "name" || form.error.field === null) ? form.error : null;
  const nameMessage = nameError?.field === "name" ? errorText(P, nameError, F.name()) : null;
  const withholdingMessage = form.error?.field === "withholdingRate" ? errorText(P, form.error, F.withholding()) : null;
  const formMessage =
    form.error && form.error.field !== "name" && form.error.field !== "withholdingRate"
      ? errorText(P, form.error, F.name())
      : null;
  return (
    <Modal labelledBy={`${id}-title`} onCancel={() => actor.send({ type: "form.cancel" })}>
      <h2 id={`${id}-title`}>{form.id ? F.renameTitle() : F.createTitle()}</h2>
      <form
        noValidate
        data-portfolio-form
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "form.submit" });
        }}
      >
        <Field>
          {F.name()}
          <input
            name="name"
            value={form.name}
            data-autofocus
            autoComplete="off"
            {...limitedInput(MAX_PORTFOLIO_NAME, (value) =>
              actor.send({ type: "form.change", patch: { name: value } }),
            )}
            onChange={(e) => actor.send({ type: "form.change", patch: { name: e.target.value } })}
            {...fieldMessageProps(`${id}-name`, nameMessage)}
          />
        </Field>
        <FieldMessage id={`${id}-name`} message={nameMessage} />
        <Field>
          {F.baseCurrency()}
          <select
            name="baseCurrency"
            value={form.baseCurrency}
            onChange={(e) =>
              actor.send({ type: "form.change", patch: { baseCurrency: e.target.value as "SAR" | "USD" } })
            }
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {P.currencies[c]()}
              </option>
            ))}
          </select>
        </Field>
        <Note>{P.peg({ rate: twoDecimals(SAR_PER_USD) })}</Note>
        <Field>
          {F.costMethod()}
          <select
            name="costMethod"
            value={form.costMethod}
            onChange={(e) =>
              actor.send({ type: "form.change", patch: { costMethod: e.target.value as "average" | "fifo" } })
            }
          >
            {COST_METHODS.map((m) => (
              <option key={m} value={m}>
                {P.costMethods[m]()}
              </option>
            ))}
          </select>
        </Field>
        <Note>{F.costHelp()}</Note>
        <Field>
          {F.withholding()}
          <input
            name="withholdingRate"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={form.withholding}
            onChange={(e) => actor.send({ type: "form.change", patch: { withholding: e.target.value } })}
            {...fieldMessageProps(`${id}-withholding`, withholdingMessage)}
          />
        </Field>
        <FieldMessage id={`${id}-withholding`} message={withholdingMessage} />
        <Note>{F.withholdingHelp()}</Note>
        {formMessage && <ErrorText role="alert">{formMessage}</ErrorText>}
        <SubmitRow
          cancel={F.cancel()}
          submit={F.save()}
          busyText={F.saving()}
          busy={busy}
          onCancel={() => actor.send({ type: "form.cancel" })}
        />
      </form>
    </Modal>
  );
}

function ConfirmDelete({ actor }: { actor: PortfolioPageActor }) {
  const { LL } = useI18nContext();
  const P = LL.portfolio;
  const C = P.confirm;
  const id = useId();
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const target = ctx.pendingDelete;
  if (!target) return null;
  const portfolio = ctx.portfolios.find((p) => p.id === target.id);
  const message = errorText(P, ctx.deleteError, "");
  return (
    <Modal role="alertdialog" labelledBy={`${id}-title`} onCancel={() => actor.send({ type: "delete.cancel" })}>
      <h2 id={`${id}-title`}>
        {target.kind === "portfolio" ? C.portfolioTitle({ name: target.label }) : C.transactionTitle()}
      </h2>
      <p>{target.kind === "portfolio" ? C.portfolioText({ count: portfolio?.transactionCount ?? 0 }) : target.label}</p>
      {message && <ErrorText role="alert">{message}</ErrorText>}
      <div className="actions">
        <Button type="button" data-autofocus onClick={() => actor.send({ type: "delete.cancel" })}>
          {C.cancel()}
        </Button>
        <Button type="button" $variant="danger" disabled={busy} onClick={() => actor.send({ type: "delete.confirm" })}>
          {busy ? C.deleting() : C.confirm()}
        </Button>
      </div>
    </Modal>
  );
}
