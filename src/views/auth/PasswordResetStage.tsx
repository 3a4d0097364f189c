// Forgot password: the steps of src/machines/auth/passwordReset.machine.ts (address, code, new
// password, and the e-mailed link's button), shared by the login dialog's reset stage and the page
// the link opens (./ResetPasswordPage.tsx). Texts: the passwordReset namespace (loaded with it).
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useEffect, useId, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { passwordResetMachine, type ResetMessage } from "../../machines/auth/passwordReset.machine";
import { RESET } from "../../shared/password-reset";
import { FieldMessage, fieldMessageProps } from "../common/FieldMessage";
import { Button, TextButton } from "../kit/Button";
import { ErrorText, Field, Form } from "../kit/Field";
import { colors } from "../kit/styles";
import { messageText } from "./messageText";

type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>;

const Intro = styled("p")`
  margin: 0 0 1rem;
  color: ${colors.muted};
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

const Hint = styled("p")`
  margin: -0.5rem 0 0;
  color: ${colors.muted};
  font-size: 0.9rem;
`;

const Status = styled("p")`
  margin: 0;
  color: ${colors.muted};
`;

const Row = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
  margin-block-start: 1rem;
`;

function resetText(LL: TranslationFunctions, message: ResetMessage | null): string | null {
  if (message?.kind === "reset") return LL.passwordReset.code.incomplete();
  return messageText(LL, message);
}

/** An address inside a sentence, isolated left-to-right (LRI … PDI) so Arabic text keeps its order. */
const ltr = (text: string) => `\u2066${text}\u2069`;

type Step = "email" | "code" | "password" | "link";
const STEP_OF: Record<string, Step | undefined> = {
  email: "email",
  requesting: "email",
  code: "code",
  resending: "code",
  verifying: "code",
  password: "password",
  saving: "password",
  link: "link",
  opening: "link",
};

/**
 * The stage's form for the step the machine is in; `null` for the ends (`done`, `missing`,
 * `invalid`, `expired`, `cancelled`), which the dialog and the page show each their own way.
 */
export function PasswordResetSteps({
  actor,
  LL,
  onLink,
}: {
  actor: PasswordResetActor;
  LL: TranslationFunctions;
  /** The link page has no way back to the login form here. */
  onLink?: boolean;
}) {
  const state = useSelector(actor, (s) => s.value as string);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const context = useSelector(actor, (s) => s.context);
  const id = useId();
  const step = STEP_OF[state];
  // Each step's field takes the focus, so the keyboard carries on where the last step's button was.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (step) field.current?.focus();
  }, [step]);
  if (!step) return null;
  const t = LL.passwordReset;
  const error = context.error;
  // A message naming the field shows under it; any other under the form.
  const atField = error?.kind === "server" && error.field ? error.field : null;
  const fieldName = step === "code" ? "code" : step === "password" ? "password" : "email";
  const fieldMessage = atField === fieldName || error?.kind === "reset" ? resetText(LL, error) : null;
  const formMessage = fieldMessage ? null : resetText(LL, error);
  const messageId = `${id}-field`;
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    actor.send({ type: "submit" });
  };
  const change = (field: "email" | "code" | "password") => (e: { target: { value: string } }) =>
    actor.send({ type: "field.change", field, value: e.target.value });
  const formError = formMessage ? (
    <ErrorText $look="signIn" role="alert">
      {formMessage}
    </ErrorText>
  ) : null;

  if (step === "link")
    return (
      <>
        <Intro>{t.link.intro()}</Intro>
        <Form noValidate onSubmit={submit}>
          {formError}
          <Button $look="pill" type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t.link.submitting() : t.link.submit()}
          </Button>
        </Form>
      </>
    );

  if (step === "email")
    return (
      <>
        <Intro>{t.email.intro()}</Intro>
        <Form noValidate onSubmit={submit}>
          <Field $look="signIn">
            {t.email.label()}
            <input
              type="email"
              name="email"
              autoComplete="email"
              ref={field}
              value={context.email}
              maxLength={254}
              onChange={change("email")}
              {...fieldMessageProps(messageId, fieldMessage)}
            />
          </Field>
          <FieldMessage id={messageId} message={fieldMessage} />
          {formError}
          <Button $look="pill" type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t.email.submitting() : t.email.submit()}
          </Button>
        </Form>
        {onLink ? null : (
          <Row>
            <TextButton type="button" onClick={() => actor.send({ type: "back" })}>
              {t.back()}
            </TextButton>
          </Row>
        )}
      </>
    );

  if (step === "code")
    return (
      <>
        <Intro>{t.code.intro({ email: ltr(context.email) })}</Intro>
        <Form noValidate onSubmit={submit}>
          <Field $look="signIn">
            {t.code.label()}
            <input
              type="text"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              ref={field}
              dir="ltr"
              maxLength={RESET.codeLength + 4}
              value={context.code}
              onChange={change("code")}
              {...fieldMessageProps(messageId, fieldMessage)}
            />
          </Field>
          <FieldMessage id={messageId} message={fieldMessage} />
          {formError}
          {context.resent && !busy ? <Status role="status">{t.code.resent()}</Status> : null}
          <Button $look="pill" type="submit" disabled={busy} aria-busy={state === "verifying"}>
            {state === "verifying" ? t.code.submitting() : t.code.submit()}
          </Button>
        </Form>
        <Row>
          <TextButton type="button" disabled={busy} onClick={() => actor.send({ type: "resend" })}>
            {state === "resending" ? t.code.resending() : t.code.resend()}
          </TextButton>
          <TextButton type="button" disabled={busy} onClick={() => actor.send({ type: "back" })}>
            {t.back()}
          </TextButton>
        </Row>
      </>
    );

  const hintId = `${id}-hint`;
  return (
    <>
      <Intro>{t.password.intro({ email: ltr(context.email) })}</Intro>
      <Form noValidate onSubmit={submit}>
        {/* For password managers: the account this password is for. */}
        <input type="email" name="username" autoComplete="username" value={context.email} readOnly hidden />
        <Field $look="signIn">
          {t.password.label()}
          <input
            type="password"
            name="new-password"
            autoComplete="new-password"
            ref={field}
            value={context.password}
            maxLength={1024}
            onChange={change("password")}
            {...fieldMessageProps(messageId, fieldMessage)}
            aria-describedby={fieldMessage ? `${messageId} ${hintId}` : hintId}
          />
        </Field>
        <FieldMessage id={messageId} message={fieldMessage} />
        <Hint id={hintId}>{t.password.hint()}</Hint>
        {formError}
        <Button $look="pill" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t.password.submitting() : t.password.submit()}
        </Button>
      </Form>
    </>
  );
}

/**
 * The login dialog's reset stage: its own actor, started from the login form's address; when it
 * ends (changed, or back on the first step) the login form takes over again (`reset.done`).
 */
export function ResetDialogStage({
  titleId,
  email,
  onEnd,
}: {
  titleId: string;
  email: string;
  onEnd: (output: { changed: boolean; email: string }) => void;
}) {
  const { LL } = useI18nContext();
  const actor = useActorRef(passwordResetMachine, { input: { email }, inspect });
  const expired = useSelector(actor, (s) => s.matches("expired"));
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status === "done" && snapshot.output) onEnd(snapshot.output);
    });
    return () => subscription.unsubscribe();
  }, [actor, onEnd]);
  return (
    <>
      <h2 id={titleId}>{LL.passwordReset.title()}</h2>
      {expired ? (
        <>
          <ErrorText $look="signIn" role="alert">
            {LL.passwordReset.expired()}
          </ErrorText>
          <Row>
            <TextButton type="button" onClick={() => actor.send({ type: "back" })}>
              {LL.passwordReset.restart()}
            </TextButton>
          </Row>
        </>
      ) : (
        <PasswordResetSteps actor={actor} LL={LL} />
      )}
    </>
  );
}
