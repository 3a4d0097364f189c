// The alert dialog (create or edit an alert), a view of the alert dialog machine
// (src/machines/alerts/alertDialog.machine.ts). Its output, the saved alert, goes to `onClose`.
// The 'push' channel asks the browser's permission on that click, never before (push.ts).

import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type AlertDialogError, alertDialogMachine } from "../../machines/alerts/alertDialog.machine";
import { type PushProblem, pushPermissionMachine } from "../../machines/alerts/pushPermission.machine";
import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  type Alert,
  type AlertKind,
  kindNeedsValue,
  MAX_ALERT_NOTE,
} from "../../shared/alerts";
import { ErrorText, Field } from "../kit/Field";
import { Modal, SubmitRow } from "../kit/Modal";
import { numberInput } from "../kit/numberInput";

const Channels = styled("fieldset")`
  border: 0;
  padding: 0;
  margin: 0 0 0.75rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  legend { margin-block-end: 0.4rem; }
  label { display: inline-flex; align-items: center; gap: 0.4rem; }
`;

function useErrorText(error: AlertDialogError | null): string | null {
  const { LL } = useI18nContext();
  if (!error) return null;
  return "key" in error ? LL.alerts.errors[error.key]() : error.message;
}

export function AlertDialog(props: { symbol: string; alert?: Alert | null; onClose(saved: Alert | null): void }) {
  const { LL } = useI18nContext();
  const U = LL.alerts.ui;
  const id = useId();
  const dialog = useActorRef(alertDialogMachine, {
    input: { symbol: props.symbol, alert: props.alert ?? null },
    inspect,
  });
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const saved = useRef(U.saved());
  saved.current = U.saved();
  useEffect(() => {
    const sub = dialog.subscribe((s) => {
      if (s.status !== "done") return;
      if (s.output) toast.success(saved.current);
      onClose.current(s.output ?? null);
    });
    return () => sub.unsubscribe();
  }, [dialog]);
  const ctx = useSelector(dialog, (s) => s.context);
  const busy = useSelector(dialog, (s) => s.hasTag("busy"));
  const error = useErrorText(ctx.error);
  // Which field the error belongs to: the value, the channels, or the form (server messages).
  const field = ctx.error && "key" in ctx.error ? (ctx.error.key === "channels" ? "channels" : "value") : "form";
  const needsValue = kindNeedsValue(ctx.kind);
  const percent = ctx.kind.startsWith("change");
  // Why the 'push' box could not be ticked, said under the channels until the next try.
  const [pushProblem, setPushProblem] = useState<PushProblem | null>(null);
  const push = useActorRef(
    pushPermissionMachine.provide({
      actions: {
        enabled: () => dialog.send({ type: "channel.toggle", channel: "push" }),
        refused: (_, problem) => setPushProblem(problem),
      },
    }),
    { inspect },
  );
  return (
    <Modal labelledBy={`${id}-title`} onCancel={() => dialog.send({ type: "cancel" })}>
      <h2 id={`${id}-title`}>
        {ctx.alertId ? U.editTitle({ symbol: ctx.symbol }) : U.createTitle({ symbol: ctx.symbol })}
      </h2>
      <form
        noValidate
        data-alert-dialog
        onSubmit={(e) => {
          e.preventDefault();
          dialog.send({ type: "submit" });
        }}
      >
        <Field>
          {U.kind()}
          <select
            data-autofocus
            value={ctx.kind}
            onChange={(e) => dialog.send({ type: "kind.change", kind: e.target.value as AlertKind })}
          >
            {ALERT_KINDS.map((k) => (
              <option key={k} value={k}>
                {LL.alerts.kinds[k]()}
              </option>
            ))}
          </select>
        </Field>
        {needsValue ? (
          <Field>
            {percent ? U.valuePercent() : U.value()}
            <input
              {...numberInput()}
              value={ctx.value}
              aria-invalid={field === "value" ? "true" : undefined}
              aria-describedby={field === "value" ? `${id}-error` : undefined}
              onChange={(e) => dialog.send({ type: "value.change", value: e.target.value })}
            />
          </Field>
        ) : null}
        {field === "value" && error ? (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        ) : null}
        <Field>
          {U.note()}
          <input
            value={ctx.note}
            maxLength={MAX_ALERT_NOTE}
            onChange={(e) => dialog.send({ type: "note.change", value: e.target.value })}
          />
        </Field>
        <Channels aria-describedby={field === "channels" ? `${id}-error` : undefined}>
          <legend>{U.channels()}</legend>
          {ALERT_CHANNELS.map((c) => (
            <label key={c}>
              <input
                type="checkbox"
                checked={ctx.channels.includes(c)}
                onChange={() => {
                  // Permission is asked on this click only; refused, the box stays unticked.
                  if (c === "push" && !ctx.channels.includes("push")) {
                    setPushProblem(null);
                    push.send({ type: "enable" });
                    return;
                  }
                  dialog.send({ type: "channel.toggle", channel: c });
                }}
              />
              {LL.alerts.channels[c]()}
            </label>
          ))}
        </Channels>
        {pushProblem ? (
          <ErrorText role="alert" data-push-problem={typeof pushProblem === "string" ? pushProblem : "refused"}>
            {typeof pushProblem !== "string"
              ? pushProblem.refused
              : pushProblem === "denied"
                ? U.pushDenied()
                : U.pushUnavailable()}
          </ErrorText>
        ) : null}
        {field !== "value" && error ? (
          <ErrorText id={`${id}-error`} role="alert">
            {error}
          </ErrorText>
        ) : null}
        <SubmitRow
          cancel={U.cancel()}
          submit={U.save()}
          busyText={U.saving()}
          busy={busy}
          onCancel={() => dialog.send({ type: "cancel" })}
        />
      </form>
    </Modal>
  );
}
