// The page of a team invitation's link (/partner/join?token=…): who invites whom and as what,
// then the member's password typed twice; the button (never the page load) uses the link once.
// Renders the joinTeam machine (src/machines/team/joinTeam.machine.ts).
import { useSearch } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { css } from "goober";
import { useId } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { joinTeamMachine } from "../../machines/team/joinTeam.machine";
import { StandalonePage, StandaloneTop } from "../auth/StandalonePage";
import { useBrand } from "../brand";
import { LanguageToggle, languagePill } from "../common/LanguageToggle";
import { useDocumentTitle } from "../common/title";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText, Field } from "../kit/Field";
import { colors } from "../kit/styles";
import { WithTexts } from "../kit/WithTexts";
import { RouteLink } from "../navigation";

const joinCard = css`
  inline-size: min(calc(100% - 2rem), 30rem);
  box-sizing: border-box;
  display: grid;
  gap: 1rem;
  margin-block: 1rem;
  padding: clamp(1.25rem, 4vw, 2rem);
  h1 { margin: 0; font-size: 1.5rem; line-height: 1.3; }
  p { line-height: 1.6; margin: 0; overflow-wrap: anywhere; }
  form { display: grid; gap: 0.9rem; }
  a { color: ${colors.accent}; font-weight: 600; }
`;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function Join({ token }: { token: string }) {
  const { LL } = useI18nContext();
  const t = LL.team.join;
  const id = useId();
  const actor = useActorRef(joinTeamMachine, { input: { token }, inspect });
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = state === "saving";
  const passwordError = ctx.error && ctx.error.field !== "token" ? ctx.error.message : null;
  if (state === "checking") return <p role="status">{t.checking()}</p>;
  if (state === "invalid")
    return (
      <>
        <ErrorText $look="signIn" role="alert">
          {t.invalid()}
        </ErrorText>
        <RouteLink to="/partner/login">{t.signIn()}</RouteLink>
      </>
    );
  if (state === "unreachable")
    return (
      <>
        <ErrorText $look="signIn" role="alert">
          {LL.team.access.loadFailed()}
        </ErrorText>
        <Button type="button" onClick={() => actor.send({ type: "retry" })}>
          {LL.team.access.retry()}
        </Button>
      </>
    );
  if (state === "done")
    return (
      <>
        <p role="status">{t.done({ partnerID: `\u2068${ctx.partnerID ?? ""}\u2069` })}</p>
        <RouteLink to="/partner/login">{t.signIn()}</RouteLink>
      </>
    );
  const invite = ctx.invite;
  return (
    <>
      {invite && (
        <p>
          {t.intro({
            partner: `\u2068${invite.partnerName}\u2069`,
            email: `\u2068${invite.email}\u2069`,
            role: LL.team.roles[invite.role](),
          })}
        </p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "submit" });
        }}
      >
        {invite && <input type="email" name="username" autoComplete="username" value={invite.email} readOnly hidden />}
        <Field $look="signIn">
          {t.password()}
          <input
            type="password"
            name="password"
            autoComplete="new-password"
            maxLength={128}
            value={ctx.password}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${id}-error` : undefined}
            onChange={(e) => actor.send({ type: "password.change", value: e.target.value })}
          />
        </Field>
        <Field $look="signIn">
          {t.confirm()}
          <input
            type="password"
            name="confirm"
            autoComplete="new-password"
            maxLength={128}
            value={ctx.confirm}
            aria-invalid={ctx.mismatch ? true : undefined}
            aria-describedby={ctx.mismatch ? `${id}-mismatch` : undefined}
            onChange={(e) => actor.send({ type: "confirm.change", value: e.target.value })}
          />
        </Field>
        {ctx.mismatch && (
          <ErrorText $look="signIn" id={`${id}-mismatch`} role="alert">
            {t.mismatch()}
          </ErrorText>
        )}
        {passwordError && (
          <ErrorText $look="signIn" id={`${id}-error`} role="alert">
            {passwordError}
          </ErrorText>
        )}
        <Button type="submit" $variant="primary" disabled={busy}>
          {busy ? t.submitting() : t.submit()}
        </Button>
      </form>
    </>
  );
}

function JoinCard() {
  const { LL } = useI18nContext();
  const { product } = useBrand();
  const search = useSearch({ strict: false }) as { token?: unknown };
  const token = typeof search.token === "string" && TOKEN.test(search.token) ? search.token : null;
  useDocumentTitle(LL.team.join.title());
  return (
    <Card $look="raised" className={joinCard} aria-labelledby="join-title">
      <StandaloneTop>
        <RouteLink to="/">{product}</RouteLink>
        <LanguageToggle className={languagePill} />
      </StandaloneTop>
      <h1 id="join-title">{LL.team.join.title()}</h1>
      {token ? (
        <Join token={token} />
      ) : (
        <ErrorText $look="signIn" role="alert">
          {LL.team.join.invalid()}
        </ErrorText>
      )}
    </Card>
  );
}

export function JoinTeamPage() {
  return (
    <StandalonePage>
      <WithTexts namespace="team">
        <JoinCard />
      </WithTexts>
    </StandalonePage>
  );
}
