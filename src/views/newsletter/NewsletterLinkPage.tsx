// /newsletter/confirm and /newsletter/unsubscribe: the pages of the links in the newsletter's
// e-mails, framed as the other e-mailed links' pages (views/auth/StandalonePage.tsx). No
// session; one button, so a mail scanner that opens the link changes nothing.
import { useSearch } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { css } from "goober";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { newsletterLinkMachine } from "../../machines/newsletter/newsletterLink.machine";
import { StandalonePage, StandaloneTop } from "../auth/StandalonePage";
import { useBrand } from "../brand";
import { LanguageToggle, languagePill } from "../common/LanguageToggle";
import { useDocumentTitle } from "../common/title";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText } from "../kit/Field";
import { colors } from "../kit/styles";
import { WithTexts } from "../kit/WithTexts";
import { RouteLink } from "../navigation";
import { errorMessage } from "./texts";

const card = css`
  inline-size: min(calc(100% - 2rem), 30rem);
  box-sizing: border-box;
  display: grid;
  gap: 1rem;
  margin-block: 1rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  h1 { margin: 0; font-size: 1.5rem; line-height: 1.3; }
  p { margin: 0; line-height: 1.6; }
  a { color: ${colors.accent}; font-weight: 600; }
`;

export function NewsletterConfirmPage() {
  return <LinkPage kind="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <LinkPage kind="unsubscribe" />;
}

function LinkPage({ kind }: { kind: "confirm" | "unsubscribe" }) {
  return (
    <StandalonePage>
      <WithTexts namespace="newsletter">
        <LinkCard kind={kind} />
      </WithTexts>
    </StandalonePage>
  );
}

function LinkCard({ kind }: { kind: "confirm" | "unsubscribe" }) {
  const { LL } = useI18nContext();
  const { product } = useBrand();
  const N = LL.newsletter;
  const L = N.link;
  const { token } = useSearch({ strict: false }) as { token?: string };
  const [state, send] = useMachine(newsletterLinkMachine, { input: { kind, token: token ?? "" }, inspect });
  const title = kind === "confirm" ? L.confirmTitle() : L.unsubscribeTitle();
  useDocumentTitle(title);
  const error = state.context.error ? errorMessage(N, state.context.error, L.invalid) : null;
  return (
    <Card $look="raised" className={card} aria-labelledby="newsletter-link-title">
      <StandaloneTop>
        <RouteLink to="/">{product}</RouteLink>
        <LanguageToggle className={languagePill} />
      </StandaloneTop>
      <h1 id="newsletter-link-title">{title}</h1>
      {state.matches("done") ? (
        <p role="status">{kind === "confirm" ? L.confirmed() : L.unsubscribed()}</p>
      ) : (
        <>
          <p>{kind === "confirm" ? L.confirmText() : L.unsubscribeText()}</p>
          <Button type="button" disabled={state.hasTag("busy")} onClick={() => send({ type: "submit" })}>
            {kind === "confirm" ? L.confirm() : L.unsubscribe()}
          </Button>
          {error && (
            <ErrorText $look="signIn" role="alert">
              {error}
            </ErrorText>
          )}
        </>
      )}
      <RouteLink to="/">{L.home()}</RouteLink>
    </Card>
  );
}
