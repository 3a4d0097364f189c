// The login/register modal: the login form, the registration form, and the six-box code stage
// that registration, a login with an unverified e-mail and a sign-in code after a lockout share.
// The login and registration machines are local actors of this view; what a login means to the
// app (session, toast, navigation) is bound here with .provide(). At the code stage, closing the
// dialog (Escape, the backdrop, ×) asks first inside the dialog: the code would be lost.

import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useCallback, useId } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { CodeActor, LoginActor, RegistrationActor } from "../../machines/auth/actorsTypes";
import { loginMachine } from "../../machines/auth/login.machine";
import { registrationMachine } from "../../machines/auth/registration.machine";
import type { User } from "../../shared/accounts";
import { FIELD_LIMITS } from "../../shared/fields";
import { usePartnerSessionActor, useSessionActor } from "../AppContext";
import { CopyDiagnostic } from "../common/CopyDiagnostic";
import { FieldMessage, fieldMessageProps, limitedInput } from "../common/FieldMessage";
import { TOAST_IDS } from "../common/notify";
import { Button, TextButton } from "../kit/Button";
import { ErrorText, Field, Form } from "../kit/Field";
import { colors } from "../kit/styles";
import { WithTexts } from "../kit/WithTexts";
import { CodeStage, LeaveConfirm } from "./CodeStage";
import { Modal } from "./Modal";
import { messageText } from "./messageText";
import { ResetDialogStage } from "./PasswordResetStage";
import { Switch } from "./Switch";
import { hasStoredPartner } from "./wiring";

export type AuthMode = "login" | "register";

const Hint = styled("p")`
  margin: -0.5rem 0 0;
  color: ${colors.muted};
  font-size: 0.9rem;
`;

const Forgot = styled("p")`
  margin: -0.4rem 0 0;
  font-size: 0.9rem;
`;

const Notice = styled("p")`
  margin: 0 0 1rem;
  padding: 0.6rem 0.8rem;
  border-radius: 0.5rem;
  background: rgba(70, 200, 140, 0.12);
  color: ${colors.text};
  line-height: 1.5;
`;

const Offer = styled("div")`
  display: grid;
  gap: 0.6rem;
  margin-block-start: 1rem;
  p { margin: 0; color: ${colors.muted}; }
`;

function useLoggedIn(onDone: (user: User) => void, toastText: () => string) {
  const session = useSessionActor();
  const partnerSession = usePartnerSessionActor();
  return (user: User) => {
    session.send({ type: "session.loggedIn", user });
    partnerSession.send({ type: "partner.cleared" });
    toast.dismiss(TOAST_IDS.sessionEnded);
    toast.success(toastText(), { id: "login-success" });
    onDone(user);
  };
}

function LoginForm({ actor, titleId, onSwitch }: { actor: LoginActor; titleId: string; onSwitch: () => void }) {
  const { LL } = useI18nContext();
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => s.context.error);
  const form = useSelector(actor, (s) => s.context.form);
  const canRequestCode = useSelector(actor, (s) => s.can({ type: "code.request" }));
  const requesting = useSelector(actor, (s) => s.matches("requestingCode"));
  const notice = useSelector(actor, (s) => s.context.notice);
  const errorId = useId();
  // A message naming a field shows under that field (aria-describedby), not under the form.
  const fieldAtFault =
    error?.kind === "server" && (error.field === "email" || error.field === "password") ? error.field : null;
  const errorText = fieldAtFault ? null : messageText(LL, error);
  const atField = (name: "email" | "password") => {
    const message = name === fieldAtFault ? messageText(LL, error) : null;
    const id = `${errorId}-${name}`;
    const send = (value: string) => actor.send({ type: "field.change", field: name, value });
    return { message, id, props: { ...fieldMessageProps(id, message), ...limitedInput(FIELD_LIMITS[name], send) } };
  };
  const email = atField("email");
  const password = atField("password");
  return (
    <>
      <h2 id={titleId}>{LL.auth.login.title()}</h2>
      {notice === "passwordChanged" ? <Notice role="status">{LL.auth.login.passwordChanged()}</Notice> : null}
      <Form
        noValidate
        aria-describedby={errorText ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "submit", partnerStored: hasStoredPartner() });
        }}
      >
        <Field $look="signIn">
          {LL.auth.login.email()}
          <input
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            {...email.props}
            onChange={(e) => actor.send({ type: "field.change", field: "email", value: e.target.value })}
          />
        </Field>
        <FieldMessage id={email.id} message={email.message} />
        <Field $look="signIn">
          {LL.auth.login.password()}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.password}
            {...password.props}
            onChange={(e) => actor.send({ type: "field.change", field: "password", value: e.target.value })}
          />
        </Field>
        <FieldMessage id={password.id} message={password.message} />
        <Forgot>
          <TextButton type="button" onClick={() => actor.send({ type: "reset.open" })}>
            {LL.auth.login.forgot()}
          </TextButton>
        </Forgot>
        {errorText ? (
          <ErrorText $look="signIn" id={errorId} role="alert">
            {errorText}
          </ErrorText>
        ) : null}
        <Button $look="pill" type="submit" disabled={busy} aria-busy={busy && !requesting}>
          {busy && !requesting ? LL.auth.login.submitting() : LL.auth.login.submit()}
        </Button>
      </Form>
      {canRequestCode || requesting ? (
        <Offer>
          <p>{LL.signIn.locked.offer()}</p>
          <Button
            $look="pill"
            type="button"
            disabled={requesting}
            aria-busy={requesting}
            onClick={() => actor.send({ type: "code.request" })}
          >
            {requesting ? LL.signIn.locked.requesting() : LL.signIn.locked.requestCode()}
          </Button>
        </Offer>
      ) : null}
      <Switch>
        {LL.auth.login.noAccount()}
        <TextButton type="button" onClick={onSwitch}>
          {LL.auth.login.toRegister()}
        </TextButton>
      </Switch>
    </>
  );
}

function RegisterForm({
  actor,
  titleId,
  onSwitch,
}: {
  actor: RegistrationActor;
  titleId: string;
  onSwitch: () => void;
}) {
  const { LL } = useI18nContext();
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => s.context.error);
  const form = useSelector(actor, (s) => s.context.form);
  const hintId = useId();
  const messageId = useId();
  type Name = "firstName" | "lastName" | "email" | "password";
  const names: Name[] = ["firstName", "lastName", "email", "password"];
  // A message naming a field shows under that field, not under the form.
  const fieldAtFault = error?.kind === "server" ? names.find((n) => n === error.field) : undefined;
  const errorText = fieldAtFault ? null : messageText(LL, error);
  const messageOf = (name: Name) => (name === fieldAtFault ? messageText(LL, error) : null);
  const field = (name: Name) => {
    const send = (value: string) => actor.send({ type: "field.change", field: name, value });
    return {
      name,
      value: form[name],
      ...limitedInput(FIELD_LIMITS[name], send),
      ...fieldMessageProps(`${messageId}-${name}`, messageOf(name)),
      onChange: (e: { target: { value: string } }) => send(e.target.value),
    };
  };
  const message = (name: Name) => <FieldMessage id={`${messageId}-${name}`} message={messageOf(name)} />;
  return (
    <>
      <h2 id={titleId}>{LL.auth.register.title()}</h2>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "submit" });
        }}
      >
        <Field $look="signIn">
          {LL.auth.register.firstName()}
          <input type="text" autoComplete="given-name" {...field("firstName")} />
        </Field>
        {message("firstName")}
        <Field $look="signIn">
          {LL.auth.register.lastName()}
          <input type="text" autoComplete="family-name" {...field("lastName")} />
        </Field>
        {message("lastName")}
        <Field $look="signIn">
          {LL.auth.register.email()}
          <input type="email" autoComplete="email" {...field("email")} />
        </Field>
        {message("email")}
        <Field $look="signIn">
          {LL.auth.register.password()}
          <input
            type="password"
            autoComplete="new-password"
            {...field("password")}
            aria-describedby={messageOf("password") ? `${messageId}-password ${hintId}` : hintId}
          />
        </Field>
        {message("password")}
        <Hint id={hintId}>{LL.auth.register.passwordHint()}</Hint>
        {errorText ? (
          <ErrorText $look="signIn" role="alert">
            {errorText}
          </ErrorText>
        ) : null}
        <Button $look="pill" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? LL.auth.register.submitting() : LL.auth.register.submit()}
        </Button>
      </Form>
      <Switch>
        {LL.auth.register.haveAccount()}
        <TextButton type="button" onClick={onSwitch}>
          {LL.auth.register.toLogin()}
        </TextButton>
      </Switch>
    </>
  );
}

export interface AuthModalProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  /** Runs after a login or a verified registration (navigation). */
  onLoggedIn: (user: User) => void;
}

export function AuthModal({ mode, onModeChange, onClose, onLoggedIn }: AuthModalProps) {
  const { LL } = useI18nContext();
  const titleId = useId();
  const loginDone = useLoggedIn(onLoggedIn, () => LL.auth.messages.loginSuccess());
  const registrationDone = useLoggedIn(onLoggedIn, () => LL.auth.messages.otpVerified());
  const login = useActorRef(
    loginMachine.provide({
      actions: { loggedIn: (_, { user }) => loginDone(user) },
    }),
    { inspect },
  );
  const registration = useActorRef(
    registrationMachine.provide({ actions: { loggedIn: (_, { user }) => registrationDone(user) } }),
    { inspect },
  );
  const loginCode = useSelector(login, (s) => s.children.code as CodeActor | undefined);
  const registrationCode = useSelector(registration, (s) => s.children.code as CodeActor | undefined);
  // The login's code stage wins: it is where a login with an unverified e-mail ends up.
  const code = mode === "login" ? loginCode : registrationCode;
  const leaving = useSelector(code ?? login, (s) => s.hasTag("confirmLeave"));
  const purpose = useSelector(login, (s) => s.context.code?.purpose);
  const resetting = useSelector(login, (s) => s.matches("reset"));
  const resetEmail = useSelector(login, (s) => s.context.form.email.trim());
  const endReset = useCallback(
    (output: { changed: boolean; email: string }) => login.send({ type: "reset.done", ...output }),
    [login],
  );

  const close = () => {
    if (code) code.send({ type: "leave.ask" });
    else onClose();
  };

  return (
    <Modal labelledBy={titleId} closeLabel={LL.common.close()} onClose={close}>
      {code ? (
        <CodeStage
          key={code.id}
          actor={code}
          titleId={titleId}
          title={mode === "login" && purpose === "signIn" ? LL.signIn.code.loginTitle() : LL.auth.otp.title()}
        />
      ) : mode === "login" && resetting ? (
        <WithTexts namespace="passwordReset">
          <ResetDialogStage titleId={titleId} email={resetEmail} onEnd={endReset} />
        </WithTexts>
      ) : mode === "login" ? (
        <LoginForm actor={login} titleId={titleId} onSwitch={() => onModeChange("register")} />
      ) : (
        <RegisterForm actor={registration} titleId={titleId} onSwitch={() => onModeChange("login")} />
      )}
      {code && leaving ? <LeaveConfirm actor={code} onLeave={onClose} /> : null}
      <CopyDiagnostic machines={["login", "registration", "otpCode", "passwordReset"]} />
    </Modal>
  );
}
