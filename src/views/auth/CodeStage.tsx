// The six-box code stage of the login/register modal (registration, a login with an unverified
// e-mail, a sign-in code after a lockout), and the question asked before it is closed.
import { useSelector } from "@xstate/react";
import { styled } from "goober";
import { type ClipboardEvent, type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { CodeActor } from "../../machines/auth/actorsTypes";
import { formatCountdown, isResending, isVerifying, neverSent, OTP_LENGTH } from "../../machines/auth/code.machine";
import { ANY_DIGIT, normalizeDigits } from "../../shared/digits";
import { Button, TextButton } from "../kit/Button";
import { ErrorText, Form } from "../kit/Field";
import { colors, radii } from "../kit/styles";
import { messageText } from "./messageText";
import { Switch } from "./Switch";

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
const Confirm = styled("div")`
  margin-block-start: 1rem;
  padding: 0.9rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.surfaceRaised};
  p { margin: 0 0 0.75rem; }
  div { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1rem; }
`;
const Countdown = styled("p")`
  margin: 0;
  text-align: center;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
`;
export function CodeStage({ actor, titleId, title }: { actor: CodeActor; titleId: string; title: string }) {
  const { LL } = useI18nContext();
  const email = useSelector(actor, (s) => s.context.email);
  const digits = useSelector(actor, (s) => s.context.digits);
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const error = useSelector(actor, (s) => s.context.error);
  const needsNewCode = useSelector(actor, (s) => s.hasTag("needsNewCode"));
  const notSent = useSelector(actor, neverSent);
  const verifying = useSelector(actor, isVerifying);
  const resending = useSelector(actor, isResending);
  const canVerify = useSelector(actor, (s) => s.can({ type: "verify" }));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorText = messageText(LL, error);
  const isolated = `\u2068${email}\u2069`;

  // The first box has focus whenever the boxes appear (on arrival, after a new code, and back
  // from the question whether to leave).
  const asking = useSelector(actor, (s) => s.hasTag("confirmLeave"));
  useEffect(() => {
    if (!needsNewCode && !asking) boxes.current[0]?.focus();
  }, [needsNewCode, asking]);

  // A tab in the background gets few timer ticks (or none while the laptop sleeps): read the
  // clock again as soon as it is shown.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") actor.send({ type: "time.check" });
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [actor]);

  const setDigit = (index: number, raw: string) => {
    // The last digit typed, as typed (٣ stays ٣; the machine reads it as 3 when it sends the code).
    const value = [...raw].filter((ch) => ANY_DIGIT.test(ch)).at(-1) ?? "";
    actor.send({ type: "digit.set", index, value });
    if (value && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
    if (event.key === "ArrowLeft" && index > 0) boxes.current[index - 1]?.focus();
    if (event.key === "ArrowRight" && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text");
    if (!/^\d{6}$/.test(normalizeDigits(text).replace(/\s/g, ""))) return;
    event.preventDefault();
    actor.send({ type: "digits.paste", text });
    boxes.current[OTP_LENGTH - 1]?.focus();
  };

  return (
    <>
      <h2 id={titleId}>{title}</h2>
      {/* First-strong isolates keep a Latin address whole inside an Arabic sentence. */}
      <p>{notSent ? LL.signIn.code.unverified({ email: isolated }) : LL.auth.otp.instructions({ email: isolated })}</p>
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
                pattern={ANY_DIGIT.source}
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
          {notSent ? null : (
            <Countdown role="timer" aria-live="off">
              {LL.auth.otp.expiresIn({ time: formatCountdown(remaining) })}
            </Countdown>
          )}
          {errorText ? (
            <ErrorText $look="signIn" role="alert">
              {errorText}
            </ErrorText>
          ) : null}
          <Button $look="pill" type="submit" disabled={!canVerify || verifying} aria-busy={verifying}>
            {verifying ? LL.auth.otp.verifying() : LL.auth.otp.verify()}
          </Button>
        </Form>
      )}
      {needsNewCode && errorText ? (
        <ErrorText $look="signIn" role="alert">
          {errorText}
        </ErrorText>
      ) : null}
      {needsNewCode ? (
        <Button
          $look="pill"
          type="button"
          disabled={resending}
          aria-busy={resending}
          onClick={() => actor.send({ type: "resend" })}
        >
          {resending ? LL.auth.otp.resending() : LL.auth.otp.resend()}
        </Button>
      ) : (
        <Switch>
          <TextButton type="button" disabled={resending} onClick={() => actor.send({ type: "resend" })}>
            {resending ? LL.auth.otp.resending() : LL.auth.otp.resend()}
          </TextButton>
        </Switch>
      )}
    </>
  );
}

/** Asked inside the dialog when it would close at the code stage. */
export function LeaveConfirm({ actor, onLeave }: { actor: CodeActor; onLeave: () => void }) {
  const { LL } = useI18nContext();
  const stay = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  useEffect(() => {
    stay.current?.focus();
  }, []);
  return (
    <Confirm role="alertdialog" aria-labelledby={questionId}>
      <p id={questionId}>{LL.signIn.leave.question()}</p>
      <div>
        <Button $look="pill" ref={stay} type="button" onClick={() => actor.send({ type: "leave.cancel" })}>
          {LL.signIn.leave.stay()}
        </Button>
        <TextButton type="button" onClick={onLeave}>
          {LL.signIn.leave.leave()}
        </TextButton>
      </div>
    </Confirm>
  );
}
