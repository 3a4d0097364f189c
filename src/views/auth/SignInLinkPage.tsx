// The page a code e-mail's sign-in link opens (/sign-in-link?token=…): one button that posts the
// token (a mail scanner fetching the link does not use it up). Thin view over
// src/machines/auth/signInLink.machine.ts; what a sign-in means to the app (session, toast,
// navigation) is bound here with .provide().
import { useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { css } from "goober";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { signInLinkMachine } from "../../machines/auth/signInLink.machine";
import { usePartnerSessionActor, useSessionActor } from "../AppContext";
import { useBrand } from "../brand";
import { CopyDiagnostic } from "../common/CopyDiagnostic";
import { LanguageToggle, languagePill } from "../common/LanguageToggle";
import { TOAST_IDS } from "../common/notify";
import { useDocumentTitle } from "../common/title";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText } from "../kit/Field";
import { colors } from "../kit/styles";
import { RouteLink, useNavigateTo } from "../navigation";
import { messageText } from "./messageText";
import { StandalonePage, StandaloneTop } from "./StandalonePage";

const linkCard = css`
  inline-size: min(calc(100% - 2rem), 30rem);
  box-sizing: border-box;
  display: grid;
  gap: 1rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  h1 { margin: 0; font-size: 1.5rem; line-height: 1.3; }
  p { margin: 0; color: ${colors.muted}; line-height: 1.6; }
  a { color: ${colors.accent}; font-weight: 600; }
`;

export function SignInLinkPage() {
  const { LL } = useI18nContext();
  const t = LL.signIn.link;
  useDocumentTitle(t.title());
  const search = useSearch({ strict: false }) as { token?: unknown };
  const session = useSessionActor();
  const partnerSession = usePartnerSessionActor();
  const navigate = useNavigateTo();
  const actor = useActorRef(
    signInLinkMachine.provide({
      actions: {
        loggedIn: (_, { user }) => {
          session.send({ type: "session.loggedIn", user });
          partnerSession.send({ type: "partner.cleared" });
          toast.dismiss(TOAST_IDS.sessionEnded);
          toast.success(LL.auth.messages.loginSuccess(), { id: "login-success" });
          navigate("/investment-screener");
        },
      },
    }),
    { input: { token: typeof search.token === "string" ? search.token : null }, inspect },
  );
  const state = useSelector(actor, (s) => s.value);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => messageText(LL, s.context.error));

  const { product } = useBrand();
  return (
    <StandalonePage>
      <Card $look="raised" className={linkCard} aria-labelledby="sign-in-link-title">
        <StandaloneTop>
          <RouteLink to="/">{product}</RouteLink>
          <LanguageToggle className={languagePill} />
        </StandaloneTop>
        <h1 id="sign-in-link-title">{t.title()}</h1>
        {state === "missing" || state === "invalid" ? (
          <>
            <ErrorText $look="signIn" role="alert">
              {state === "missing" ? t.missing() : t.invalid()}
            </ErrorText>
            <p>{t.again()}</p>
            <a href="/?auth=login">{t.toLogin()}</a>
          </>
        ) : state === "signedIn" ? (
          <>
            <p role="status">{t.signedIn()}</p>
            <RouteLink to="/investment-screener">{t.continue()}</RouteLink>
          </>
        ) : (
          <>
            <p>{t.intro()}</p>
            {error ? (
              <ErrorText $look="signIn" role="alert">
                {error}
              </ErrorText>
            ) : null}
            <Button
              $look="pill"
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => actor.send({ type: "submit" })}
            >
              {busy ? t.submitting() : t.submit()}
            </Button>
          </>
        )}
        <CopyDiagnostic machines={["signInLink"]} />
      </Card>
    </StandalonePage>
  );
}
