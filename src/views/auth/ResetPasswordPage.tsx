// The page the forgot-password e-mail's link opens (/reset-password?token=…). Nothing happens on
// load: a mail scanner that fetches the link must not use it up. The button posts the token, then
// the new-password form (./PasswordResetStage.tsx over src/machines/auth/passwordReset.machine.ts).
// A used or expired link, or an address without a token, says so with the way back to the login
// page; a reset token that ran out starts again from the address, on this page.
import { useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { css } from "goober";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { passwordResetMachine } from "../../machines/auth/passwordReset.machine";
import { useBrand } from "../brand";
import { CopyDiagnostic } from "../common/CopyDiagnostic";
import { LanguageToggle, languagePill } from "../common/LanguageToggle";
import { useDocumentTitle } from "../common/title";
import { TextButton } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText } from "../kit/Field";
import { colors } from "../kit/styles";
import { Muted } from "../kit/Text";
import { WithTexts } from "../kit/WithTexts";
import { RouteLink } from "../navigation";
import { PasswordResetSteps } from "./PasswordResetStage";
import { StandalonePage, StandaloneTop } from "./StandalonePage";

const resetCard = css`
  inline-size: min(calc(100% - 2rem), 30rem);
  box-sizing: border-box;
  display: grid;
  gap: 1rem;
  margin-block: 1rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  h1 { margin: 0; font-size: 1.5rem; line-height: 1.3; }
  p { line-height: 1.6; }
  a { color: ${colors.accent}; font-weight: 600; }
`;

function ResetPassword() {
  const { LL } = useI18nContext();
  const { product } = useBrand();
  const t = LL.passwordReset;
  const search = useSearch({ strict: false }) as { token?: unknown };
  const actor = useActorRef(passwordResetMachine, {
    input: { link: { token: typeof search.token === "string" ? search.token : null } },
    inspect,
  });
  const state = useSelector(actor, (s) => s.value as string);
  useDocumentTitle(state === "link" || state === "opening" ? t.link.title() : t.title());
  const ended = state === "missing" || state === "invalid";
  return (
    <Card $look="raised" className={resetCard} aria-labelledby="reset-password-title">
      <StandaloneTop>
        <RouteLink to="/">{product}</RouteLink>
        <LanguageToggle className={languagePill} />
      </StandaloneTop>
      <h1 id="reset-password-title">{state === "link" || state === "opening" ? t.link.title() : t.title()}</h1>
      {ended ? (
        <>
          <ErrorText $look="signIn" role="alert">
            {state === "missing" ? t.link.missing() : t.link.invalid()}
          </ErrorText>
          <Muted $look="flush">{t.link.again()}</Muted>
          <a href="/?auth=login">{t.link.toLogin()}</a>
        </>
      ) : state === "done" ? (
        <>
          <p role="status">{t.done()}</p>
          <a href="/?auth=login">{t.signIn()}</a>
        </>
      ) : state === "expired" ? (
        <>
          <ErrorText $look="signIn" role="alert">
            {t.expired()}
          </ErrorText>
          <TextButton type="button" onClick={() => actor.send({ type: "back" })}>
            {t.restart()}
          </TextButton>
        </>
      ) : (
        <div>
          <PasswordResetSteps actor={actor} LL={LL} onLink />
        </div>
      )}
      <CopyDiagnostic machines={["passwordReset"]} />
    </Card>
  );
}

export function ResetPasswordPage() {
  return (
    <StandalonePage>
      <WithTexts namespace="passwordReset">
        <ResetPassword />
      </WithTexts>
    </StandalonePage>
  );
}
