// The partner login page (/partner/login): e-mail, partner ID, two security keys and a
// password, bound to the partner-session actor of the root actor.

import { useSelector } from "@xstate/react";
import { styled } from "goober";
import { useId } from "react";
import { useI18nContext } from "../../i18n/i18n-react";
import type { PartnerField } from "../../machines/auth/partner-session.machine";
import { usePartnerSessionActor } from "../AppContext";
import { ErrorText, Field, Form, Primary } from "../auth/ui";
import { CopyDiagnostic } from "../common/CopyDiagnostic";
import { useDocumentTitle } from "../kit/title";
import { RouteLink } from "../navigation";
import { colors, fonts, radii, shadows } from "../styles";

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

const Card = styled("div")`
  min-inline-size: 0;
  padding: 2rem clamp(1rem, 5vw, 1.75rem);
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
  h1 { margin: 0 0 0.35rem; font-size: 1.6rem; }
  > p { margin: 0 0 1.25rem; color: ${colors.muted}; }
`;

const Back = styled("p")`
  margin: 1.25rem 0 0;
  a { color: ${colors.accent}; }
`;

const FIELDS: { field: PartnerField; type: string; autoComplete: string }[] = [
  { field: "email", type: "email", autoComplete: "email" },
  { field: "partnerID", type: "text", autoComplete: "username" },
  { field: "securityKey1", type: "password", autoComplete: "off" },
  { field: "securityKey2", type: "password", autoComplete: "off" },
  { field: "password", type: "password", autoComplete: "current-password" },
];

export function PartnerLogin() {
  const { LL } = useI18nContext();
  const actor = usePartnerSessionActor();
  const form = useSelector(actor, (s) => s.context.form);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const errorId = useId();
  const L = LL.auth.partnerLogin;
  useDocumentTitle(L.title());
  const errorText =
    error?.kind === "fillAll"
      ? LL.auth.messages.partnerFillAll()
      : error?.kind === "invalidEmail"
        ? LL.auth.messages.invalidEmail()
        : error?.kind === "server"
          ? error.message
          : null;
  return (
    <Page data-screen="PartnerLogin">
      <Card>
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
          {FIELDS.map(({ field, type, autoComplete }) => (
            <Field key={field}>
              {L[field]()}
              <input
                type={type}
                name={field}
                autoComplete={autoComplete}
                value={form[field]}
                aria-invalid={error?.kind === "invalidEmail" && field === "email" ? true : undefined}
                onChange={(e) => actor.send({ type: "field.change", field, value: e.target.value })}
              />
            </Field>
          ))}
          {errorText ? (
            <ErrorText id={errorId} role="alert">
              {errorText}
            </ErrorText>
          ) : null}
          <Primary type="submit" disabled={busy} aria-busy={busy}>
            {busy ? L.submitting() : L.submit()}
          </Primary>
        </Form>
        <CopyDiagnostic machines={["partnerSession"]} />
        <Back>
          <RouteLink to="/">{LL.common.backHome()}</RouteLink>
        </Back>
      </Card>
    </Page>
  );
}
