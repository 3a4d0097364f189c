// The login/register modal: the login form, the registration form and its one-time-code stage.
// The login and registration machines are local actors of this view; what a login means to the
// app (session, toast, navigation) is bound here with .provide().

import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { LoginActor, RegistrationActor } from "../../machines/auth/actors-types";
import { loginMachine } from "../../machines/auth/login.machine";
import { formatCountdown, OTP_LENGTH, registrationMachine } from "../../machines/auth/registration.machine";
import type { User } from "../../shared/accounts";
import { normalizeDigits } from "../../shared/digits";
import { FIELD_LIMITS } from "../../shared/fields";
import { usePartnerSessionActor, useSessionActor } from "../AppContext";
import { CopyDiagnostic } from "../common/CopyDiagnostic";
import { FieldMessage, fieldMessageProps, limitedInput } from "../common/FieldMessage";
import { colors, radii } from "../styles";
import { Modal } from "./Modal";
import { ErrorText, Field, Form, messageText, Primary, TextButton } from "./ui";
import { hasStoredPartner } from "./wiring";

export type AuthMode = "login" | "register";

const Switch = styled("p")`
  margin: 1rem 0 0;
  color: ${colors.muted};
  display: flex;
  gap: 0.4rem;
  flex-wrap: wrap;
`;

const Boxes = styled("div")`
  display: flex;
  gap: 0.5rem;
  justify-content: center;
  direction: ltr;
  input {
    inline-size: 2.75rem;
    block-size: 3.25rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.bg};
    color: ${colors.text};
    font: inherit;
    font-size: 1.4rem;
    text-align: center;
  }
  input:focus-visible { outline: 2px solid ${colors.primary}; outline-offset: 1px; }
`;

const Hint = styled("p")`
  margin: -0.5rem 0 0;
  color: ${colors.muted};
  font-size: 0.9rem;
`;

const Countdown = styled("p")`
  margin: 0;
  text-align: center;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
`;

function useLoggedIn(onDone: (user: User) => void, toastText: () => string) {
  const session = useSessionActor();
  const partnerSession = usePartnerSessionActor();
  return (user: User) => {
    session.send({ type: "session.loggedIn", user });
    partnerSession.send({ type: "partner.cleared" });
    toast.success(toastText());
    onDone(user);
  };
}

function LoginForm({ actor, titleId, onSwitch }: { actor: LoginActor; titleId: string; onSwitch: () => void }) {
  const { LL } = useI18nContext();
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => s.context.error);
  const form = useSelector(actor, (s) => s.context.form);
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
      <Form
        noValidate
        aria-describedby={errorText ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "submit", partnerStored: hasStoredPartner() });
        }}
      >
        <Field>
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
        <Field>
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
        {errorText ? (
          <ErrorText id={errorId} role="alert">
            {errorText}
          </ErrorText>
        ) : null}
        <Primary type="submit" disabled={busy} aria-busy={busy}>
          {busy ? LL.auth.login.submitting() : LL.auth.login.submit()}
        </Primary>
      </Form>
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
        <Field>
          {LL.auth.register.firstName()}
          <input type="text" autoComplete="given-name" {...field("firstName")} />
        </Field>
        {message("firstName")}
        <Field>
          {LL.auth.register.lastName()}
          <input type="text" autoComplete="family-name" {...field("lastName")} />
        </Field>
        {message("lastName")}
        <Field>
          {LL.auth.register.email()}
          <input type="email" autoComplete="email" {...field("email")} />
        </Field>
        {message("email")}
        <Field>
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
        {errorText ? <ErrorText role="alert">{errorText}</ErrorText> : null}
        <Primary type="submit" disabled={busy} aria-busy={busy}>
          {busy ? LL.auth.register.submitting() : LL.auth.register.submit()}
        </Primary>
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

function OtpStage({ actor, titleId }: { actor: RegistrationActor; titleId: string }) {
  const { LL } = useI18nContext();
  const email = useSelector(actor, (s) => s.context.email);
  const digits = useSelector(actor, (s) => s.context.digits);
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const error = useSelector(actor, (s) => s.context.error);
  const needsNewCode = useSelector(actor, (s) => s.hasTag("needsNewCode"));
  const verifying = useSelector(actor, (s) => s.matches({ otp: { code: "verifying" } }));
  const resending = useSelector(actor, (s) => s.matches({ otp: { code: "resending" } }));
  const canVerify = useSelector(actor, (s) => s.can({ type: "verify" }));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorText = messageText(LL, error);

  const setDigit = (index: number, raw: string) => {
    const value = normalizeDigits(raw)
      .replace(/[^0-9]/g, "")
      .slice(-1);
    actor.send({ type: "digit.set", index, value });
    if (value && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
    if (event.key === "ArrowLeft" && index > 0) boxes.current[index - 1]?.focus();
    if (event.key === "ArrowRight" && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = normalizeDigits(event.clipboardData.getData("text")).replace(/\s/g, "");
    if (!/^[0-9]{6}$/.test(text)) return;
    event.preventDefault();
    actor.send({ type: "digits.paste", text });
    boxes.current[OTP_LENGTH - 1]?.focus();
  };

  return (
    <>
      <h2 id={titleId}>{LL.auth.otp.title()}</h2>
      {/* First-strong isolates keep a Latin address whole inside an Arabic sentence. */}
      <p>{LL.auth.otp.instructions({ email: `\u2068${email}\u2069` })}</p>
      {needsNewCode ? null : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: "verify" });
          }}
        >
          <Boxes>
            {digits.map((digit, index) => (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions
                key={index}
                ref={(el) => {
                  boxes.current[index] = el;
                }}
                type="text"
                inputMode="numeric"
                pattern="[0-9]"
                maxLength={1}
                autoComplete={index === 0 ? "one-time-code" : "off"}
                aria-label={LL.auth.otp.digit({ n: index + 1 })}
                value={digit}
                onChange={(e) => setDigit(index, e.target.value)}
                onKeyDown={(e) => onKeyDown(index, e)}
                onPaste={onPaste}
              />
            ))}
          </Boxes>
          <Countdown role="timer" aria-live="off">
            {LL.auth.otp.expiresIn({ time: formatCountdown(remaining) })}
          </Countdown>
          {errorText ? <ErrorText role="alert">{errorText}</ErrorText> : null}
          <Primary type="submit" disabled={!canVerify || verifying} aria-busy={verifying}>
            {verifying ? LL.auth.otp.verifying() : LL.auth.otp.verify()}
          </Primary>
        </Form>
      )}
      {needsNewCode && errorText ? <ErrorText role="alert">{errorText}</ErrorText> : null}
      <Switch>
        <TextButton type="button" disabled={resending} onClick={() => actor.send({ type: "resend" })}>
          {resending ? LL.auth.otp.resending() : LL.auth.otp.resend()}
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
  const inOtp = useSelector(registration, (s) => s.matches("otp"));

  return (
    <Modal labelledBy={titleId} closeLabel={LL.common.close()} onClose={onClose}>
      {mode === "login" ? (
        <LoginForm actor={login} titleId={titleId} onSwitch={() => onModeChange("register")} />
      ) : inOtp ? (
        <OtpStage actor={registration} titleId={titleId} />
      ) : (
        <RegisterForm actor={registration} titleId={titleId} onSwitch={() => onModeChange("login")} />
      )}
      <CopyDiagnostic machines={["login", "registration"]} />
    </Modal>
  );
}
