// The partner login page (/partner/login): e-mail, partner ID, two security keys and a
// password, bound to the partner-session actor of the root actor. Under the form, the e-mailed
// sign-in link: a quiet "E-mail me a sign-in link" always, an offer of its own when the server
// says the login is locked (linkLogin).

import { useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { Fragment, useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { PartnerField } from "../../machines/auth/partnerSession.machine";
import { FIELD_LIMITS } from "../../shared/fields";
import { usePartnerSessionActor } from "../AppContext";
import { CopyDiagnostic } from "../common/CopyDiagnostic";
import { FieldMessage, fieldMessageProps, limitedInput } from "../common/FieldMessage";
import { useDocumentTitle } from "../common/title";
import { Button, TextButton } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText, Field, Form } from "../kit/Field";
import { colors, fonts } from "../kit/styles";
import { RouteLink } from "../navigation";

const Page = styled("main")`
  min-height: 100vh;
  display: grid;
  /* One column no wider than the screen: an auto column would take the form's widest
     content and push the page past a phone's width. */
  grid-template-columns: minmax(0, 30rem);
  justify-content: center;
  align-items: center;
  padding: 1.5rem;
  background: radial-gradient(circle at 20% 10%, #1c2550 0%, ${colors.bg} 55%);
  color: ${colors.text};
  font-family: ${fonts.body};
`;

const loginCard = css`
  min-inline-size: 0;
  padding: 2rem clamp(1rem, 5vw, 1.75rem);
  h1 { margin: 0 0 0.35rem; font-size: 1.6rem; }
  > p { margin: 0 0 1.25rem; color: ${colors.muted}; }
`;

const Back = styled("p")`
  margin: 1.25rem 0 0;
  a { display: inline-flex; align-items: center; min-block-size: 1.5rem; color: ${colors.accent}; }
`;

const LinkOffer = styled("div")`
  display: grid;
  gap: 0.75rem;
  margin-block-start: 1rem;
  p { margin: 0; color: ${colors.muted}; line-height: 1.5; }
`;

const QuietLink = styled("p")`
  margin: 1rem 0 0;
  button { min-block-size: 1.5rem; font-size: 0.9rem; font-weight: 500; }
`;

const LinkSent = styled("p")`
  margin: 1rem 0 0;
  &:empty { margin: 0; }
  color: ${colors.text};
  line-height: 1.5;
`;

const FIELDS: { field: PartnerField; type: string; autoComplete: string; max: number }[] = [
  { field: "email", type: "email", autoComplete: "email", max: FIELD_LIMITS.email },
  { field: "partnerID", type: "text", autoComplete: "username", max: FIELD_LIMITS.partnerID },
  { field: "securityKey1", type: "password", autoComplete: "off", max: FIELD_LIMITS.securityKey },
  { field: "securityKey2", type: "password", autoComplete: "off", max: FIELD_LIMITS.securityKey },
  { field: "password", type: "password", autoComplete: "current-password", max: FIELD_LIMITS.password },
];

export function PartnerLogin() {
  const { LL } = useI18nContext();
  const actor = usePartnerSessionActor();
  const form = useSelector(actor, (s) => s.context.form);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const linkBusy = useSelector(actor, (s) => s.hasTag("linkBusy"));
  const linkOffered = useSelector(actor, (s) => s.context.linkOffered);
  const linkSent = useSelector(actor, (s) => s.context.linkSent);
  const errorId = useId();
  const L = LL.auth.partnerLogin;
  // A server message naming a field shows under that field, not under the form.
  const fieldAtFault = error?.kind === "server" ? error.field : undefined;
  useDocumentTitle(L.title());
  const errorText =
    fieldAtFault && FIELDS.some((f) => f.field === fieldAtFault)
      ? null
      : error?.kind === "fillAll"
        ? LL.auth.messages.partnerFillAll()
        : error?.kind === "invalidEmail"
          ? LL.auth.messages.invalidEmail()
          : error?.kind === "server"
            ? error.message
            : error?.kind === "linkFailed"
              ? L.linkFailed()
              : null;
  const askLink = () => actor.send({ type: "link.request" });
  return (
    <Page data-screen="PartnerLogin">
      <Card $look="raised" as="div" className={loginCard}>
        <h1>{L.title()}</h1>
        <p>{L.subtitle()}</p>
        <Form
          noValidate
          aria-describedby={errorText ? errorId : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: "submit" });
          }}
        >
          {FIELDS.map(({ field, type, autoComplete, max }) => {
            const message = field === fieldAtFault && error?.kind === "server" ? error.message : null;
            const messageId = `${errorId}-${field}`;
            const send = (value: string) => actor.send({ type: "field.change", field, value });
            return (
              <Fragment key={field}>
                <Field $look="signIn">
                  {L[field]()}
                  <input
                    type={type}
                    name={field}
                    autoComplete={autoComplete}
                    value={form[field]}
                    aria-invalid={error?.kind === "invalidEmail" && field === "email" ? true : undefined}
                    {...fieldMessageProps(messageId, message)}
                    {...limitedInput(max, send)}
                    onChange={(e) => send(e.target.value)}
                  />
                </Field>
                <FieldMessage id={messageId} message={message} />
              </Fragment>
            );
          })}
          {errorText ? (
            <ErrorText $look="signIn" id={errorId} role="alert">
              {errorText}
            </ErrorText>
          ) : null}
          <Button $look="pill" type="submit" disabled={busy} aria-busy={busy && !linkBusy}>
            {busy && !linkBusy ? L.submitting() : L.submit()}
          </Button>
        </Form>
        {linkOffered ? (
          <LinkOffer>
            <p>{L.linkLocked()}</p>
            <Button $look="pill" type="button" disabled={busy} aria-busy={linkBusy} onClick={askLink}>
              {linkBusy ? L.linkAsking() : L.linkAsk()}
            </Button>
          </LinkOffer>
        ) : (
          <QuietLink>
            <TextButton type="button" disabled={busy} aria-busy={linkBusy} onClick={askLink}>
              {linkBusy ? L.linkAsking() : L.linkAsk()}
            </TextButton>
          </QuietLink>
        )}
        {/* Always in the page, so screen readers announce the answer when it arrives. */}
        <LinkSent role="status">{linkSent ?? ""}</LinkSent>
        <CopyDiagnostic machines={["partnerSession"]} />
        <Back>
          <RouteLink to="/">{LL.common.backHome()}</RouteLink>
        </Back>
      </Card>
    </Page>
  );
}
