// The account page (/account): profile (names, language), password, sign out everywhere, the
// download of one's data and the deletion of the account. It renders the account machine's
// snapshot and sends its events; the app effects are bound here with .provide().

import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { type FormEvent, type ReactNode, useId, useRef } from "react";
import toast from "react-hot-toast";
import type { ActorRefFrom } from "xstate";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { Locales } from "../../i18n/i18n-types";
import {
  type AccountEvent,
  accountMachine,
  errorOf,
  isBusy,
  isConfirmingRemoval,
  isLoading,
  loadFailed,
  type Section as SectionName,
} from "../../machines/account/account.machine";
import { FIELD_LIMITS } from "../../shared/fields";
import { useLanguageActor, useSessionActor } from "../AppContext";
import { CopyDiagnostic } from "../common/CopyDiagnostic";
import { FieldMessage, fieldMessageProps } from "../common/FieldMessage";
import { useDocumentTitle } from "../common/title";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { ErrorText, Field } from "../kit/Field";
import { Modal } from "../kit/Modal";
import { saveFile } from "../kit/saveFile";
import { layout } from "../kit/styles";
import { Muted } from "../kit/Text";
import { VisuallyHidden } from "../kit/VisuallyHidden";
import { WithTexts } from "../kit/WithTexts";

const Page = styled("main")`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 48rem;
  margin-inline: auto;
  padding-block: 1.5rem 3rem;
  padding-inline: ${layout.gutter};
  display: grid;
  gap: 1.25rem;
  h1 { margin: 0; font-size: clamp(1.35rem, 5vw, 1.75rem); }
`;

const accountCard = css`
  padding: clamp(1rem, 4vw, 1.5rem);
  display: grid;
  gap: 0.9rem;
  min-inline-size: 0;
  position: relative;
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; overflow-wrap: anywhere; }
  form { display: grid; gap: 0.9rem; }
  .row { display: grid; gap: 0.9rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
  .actions { display: flex; flex-wrap: wrap; gap: 0.6rem; }
  fieldset { border: 0; padding: 0; margin: 0; display: grid; gap: 0.5rem; }
  legend { padding: 0; margin-block-end: 0.35rem; font-size: 0.9rem; }
  .choice { display: flex; gap: 0.5rem; align-items: center; }
  .email { display: block; font-weight: 600; direction: ltr; unicode-bidi: isolate; text-align: start; overflow-wrap: anywhere; }
  html[dir="rtl"] & .email { text-align: end; }
`;

export function AccountPage() {
  return (
    <WithTexts namespace="accountPage">
      <AccountScreen />
    </WithTexts>
  );
}

function AccountScreen() {
  const { LL } = useI18nContext();
  const A = LL.accountPage;
  useDocumentTitle(A.title());
  const texts = useRef(A);
  texts.current = A;
  const language = useLanguageActor();
  const session = useSessionActor();
  const navigate = useNavigate();
  const account = useActorRef(
    accountMachine.provide({
      actions: {
        done: (_, { section }) => {
          const t = texts.current;
          const message =
            section === "profile"
              ? t.profile.saved()
              : section === "password"
                ? t.password.done()
                : section === "data"
                  ? t.data.done()
                  : t.sessions.done();
          toast.success(message);
        },
        applyLanguage: (_, { language: lang }) => language.send({ type: "language.set", lang }),
        saveFile: (_, { filename, text }) => saveFile(new Blob([text], { type: "application/json" }), filename),
        leave: (_, { section }) => {
          const t = texts.current;
          // Read on the next page, after it loads: longer than the usual 2 s.
          toast.success(section === "remove" ? t.remove.done() : t.sessions.done(), { duration: 6000 });
          session.send({ type: "session.cleared" });
          void navigate({ to: "/" });
        },
      },
    }),
    { inspect },
  );
  const loading = useSelector(account, isLoading);
  const failed = useSelector(account, loadFailed);
  const loaded = useSelector(account, (s) => s.context.account !== null);
  const send = (event: AccountEvent) => account.send(event);

  return (
    <Page id="main" aria-busy={loading}>
      <h1 tabIndex={-1} data-focus-fallback>
        {A.title()}
      </h1>
      {loading ? <Muted role="status">{A.loading()}</Muted> : null}
      {failed ? (
        <div role="alert">
          <ErrorText>{A.loadFailed()}</ErrorText>
          <Button type="button" onClick={() => send({ type: "retry" })}>
            {A.retry()}
          </Button>
        </div>
      ) : null}
      {loaded ? (
        <>
          <ProfileCard actor={account} />
          <PasswordCard actor={account} />
          <SessionsCard actor={account} />
          <DataCard actor={account} />
          <RemoveCard actor={account} />
        </>
      ) : null}
      <CopyDiagnostic machines={["account"]} />
    </Page>
  );
}

type AccountRef = ActorRefFrom<typeof accountMachine>;

/** The message of a section's failure that names no field of the form (or all of it). */
function useSectionError(actor: AccountRef, section: SectionName, fields: string[]) {
  const { LL } = useI18nContext();
  const error = useSelector(actor, errorOf(section));
  const text = error ? (error.message ?? LL.auth.messages.somethingWrong()) : null;
  const field = error?.field && fields.includes(error.field) ? error.field : null;
  return { text, field, general: field ? null : text };
}

function CardTitle(props: { id: string; children: ReactNode }) {
  return <h2 id={props.id}>{props.children}</h2>;
}

function ProfileCard({ actor }: { actor: AccountRef }) {
  const { LL } = useI18nContext();
  const A = LL.accountPage;
  const id = useId();
  const profile = useSelector(actor, (s) => s.context.profile);
  const email = useSelector(actor, (s) => s.context.account?.email ?? "");
  const busy = useSelector(actor, isBusy);
  const canSave = useSelector(actor, (s) => s.can({ type: "profile.save" }));
  const error = useSectionError(actor, "profile", ["firstName", "lastName", "language"]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: "profile.save" });
  };
  const message = (field: string) => (error.field === field ? error.text : null);
  return (
    <Card $look="panel" className={accountCard} aria-labelledby={`${id}-title`} data-testid="account-profile">
      <CardTitle id={`${id}-title`}>{A.profile.title()}</CardTitle>
      <p>
        {A.profile.email()}
        <span className="email">{email}</span>
      </p>
      <Muted>{A.profile.emailHint()}</Muted>
      <form onSubmit={submit} noValidate>
        <div className="row">
          <div>
            <Field>
              {A.profile.firstName()}
              <input
                name="firstName"
                autoComplete="given-name"
                required
                maxLength={FIELD_LIMITS.firstName}
                value={profile.firstName}
                onChange={(e) =>
                  actor.send({ type: "profile.change", field: "firstName", value: e.currentTarget.value })
                }
                {...fieldMessageProps(`${id}-firstName`, message("firstName"))}
              />
            </Field>
            <FieldMessage id={`${id}-firstName`} message={message("firstName")} />
          </div>
          <div>
            <Field>
              {A.profile.lastName()}
              <input
                name="lastName"
                autoComplete="family-name"
                maxLength={FIELD_LIMITS.lastName}
                value={profile.lastName}
                onChange={(e) =>
                  actor.send({ type: "profile.change", field: "lastName", value: e.currentTarget.value })
                }
                {...fieldMessageProps(`${id}-lastName`, message("lastName"))}
              />
            </Field>
            <FieldMessage id={`${id}-lastName`} message={message("lastName")} />
          </div>
        </div>
        <fieldset>
          <legend>{A.profile.language()}</legend>
          {(["en", "ar"] as const satisfies readonly Locales[]).map((lang) => (
            <label className="choice" key={lang}>
              <input
                type="radio"
                name="language"
                value={lang}
                checked={profile.language === lang}
                onChange={() => actor.send({ type: "profile.language", language: lang })}
              />
              <span lang={lang}>{A.languages[lang]()}</span>
            </label>
          ))}
        </fieldset>
        {error.general ? <ErrorText role="alert">{error.general}</ErrorText> : null}
        <div className="actions">
          <Button type="submit" $variant="primary" disabled={busy || !canSave}>
            {A.profile.save()}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasswordCard({ actor }: { actor: AccountRef }) {
  const { LL } = useI18nContext();
  const A = LL.accountPage;
  const id = useId();
  const password = useSelector(actor, (s) => s.context.password);
  const busy = useSelector(actor, isBusy);
  const canSubmit = useSelector(actor, (s) => s.can({ type: "password.submit" }));
  const email = useSelector(actor, (s) => s.context.account?.email ?? "");
  const error = useSectionError(actor, "password", ["currentPassword", "newPassword"]);
  const message = (field: string) => (error.field === field ? error.text : null);
  return (
    <Card $look="panel" className={accountCard} aria-labelledby={`${id}-title`} data-testid="account-password">
      <CardTitle id={`${id}-title`}>{A.password.title()}</CardTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "password.submit" });
        }}
      >
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="row">
          <div>
            <Field>
              {A.password.current()}
              <input
                type="password"
                name="currentPassword"
                autoComplete="current-password"
                value={password.currentPassword}
                onChange={(e) =>
                  actor.send({ type: "password.change", field: "currentPassword", value: e.currentTarget.value })
                }
                {...fieldMessageProps(`${id}-current`, message("currentPassword"))}
              />
            </Field>
            <FieldMessage id={`${id}-current`} message={message("currentPassword")} />
          </div>
          <div>
            <Field>
              {A.password.next()}
              <input
                type="password"
                name="newPassword"
                autoComplete="new-password"
                aria-describedby={`${id}-hint`}
                value={password.newPassword}
                onChange={(e) =>
                  actor.send({ type: "password.change", field: "newPassword", value: e.currentTarget.value })
                }
                {...fieldMessageProps(`${id}-next`, message("newPassword"))}
              />
            </Field>
            <FieldMessage id={`${id}-next`} message={message("newPassword")} />
          </div>
        </div>
        <Muted id={`${id}-hint`}>{A.password.hint()}</Muted>
        {error.general ? <ErrorText role="alert">{error.general}</ErrorText> : null}
        <div className="actions">
          <Button type="submit" $variant="primary" disabled={busy || !canSubmit}>
            {A.password.submit()}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SessionsCard({ actor }: { actor: AccountRef }) {
  const { LL } = useI18nContext();
  const A = LL.accountPage;
  const id = useId();
  const busy = useSelector(actor, isBusy);
  const error = useSectionError(actor, "sessions", []);
  return (
    <Card $look="panel" className={accountCard} aria-labelledby={`${id}-title`} data-testid="account-sessions">
      <CardTitle id={`${id}-title`}>{A.sessions.title()}</CardTitle>
      <p>{A.sessions.text()}</p>
      {error.general ? <ErrorText role="alert">{error.general}</ErrorText> : null}
      <div className="actions">
        <Button type="button" disabled={busy} onClick={() => actor.send({ type: "sessions.end" })}>
          {A.sessions.submit()}
        </Button>
      </div>
    </Card>
  );
}

function DataCard({ actor }: { actor: AccountRef }) {
  const { LL } = useI18nContext();
  const A = LL.accountPage;
  const id = useId();
  const busy = useSelector(actor, isBusy);
  const error = useSectionError(actor, "data", []);
  return (
    <Card $look="panel" className={accountCard} aria-labelledby={`${id}-title`} data-testid="account-data">
      <CardTitle id={`${id}-title`}>{A.data.title()}</CardTitle>
      <p>{A.data.text()}</p>
      {error.general ? <ErrorText role="alert">{error.general}</ErrorText> : null}
      <div className="actions">
        <Button type="button" disabled={busy} onClick={() => actor.send({ type: "data.download" })}>
          {A.data.submit()}
        </Button>
      </div>
    </Card>
  );
}

function RemoveCard({ actor }: { actor: AccountRef }) {
  const { LL } = useI18nContext();
  const A = LL.accountPage;
  const id = useId();
  const remove = useSelector(actor, (s) => s.context.remove);
  const busy = useSelector(actor, isBusy);
  const confirming = useSelector(actor, isConfirmingRemoval);
  const canRequest = useSelector(actor, (s) => s.can({ type: "remove.request" }));
  const error = useSectionError(actor, "remove", ["password", "code"]);
  const message = (field: string) => (error.field === field ? error.text : null);
  return (
    <Card $look="panel" $danger className={accountCard} aria-labelledby={`${id}-title`} data-testid="account-remove">
      <CardTitle id={`${id}-title`}>{A.remove.title()}</CardTitle>
      <p>{A.remove.text()}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "remove.request" });
        }}
      >
        <fieldset>
          <legend>
            <VisuallyHidden>{A.remove.title()}</VisuallyHidden>
          </legend>
          {(["password", "code"] as const).map((mode) => (
            <label className="choice" key={mode}>
              <input
                type="radio"
                name="removeMode"
                value={mode}
                checked={remove.mode === mode}
                onChange={() => actor.send({ type: "remove.mode", mode })}
              />
              <span>{mode === "password" ? A.remove.byPassword() : A.remove.byCode()}</span>
            </label>
          ))}
        </fieldset>
        {remove.mode === "password" ? (
          <div>
            <Field>
              {A.remove.password()}
              <input
                type="password"
                name="deletePassword"
                autoComplete="current-password"
                value={remove.password}
                onChange={(e) => actor.send({ type: "remove.change", field: "password", value: e.currentTarget.value })}
                {...fieldMessageProps(`${id}-password`, message("password"))}
              />
            </Field>
            <FieldMessage id={`${id}-password`} message={message("password")} />
          </div>
        ) : (
          <>
            <div className="actions">
              <Button type="button" disabled={busy} onClick={() => actor.send({ type: "remove.sendCode" })}>
                {A.remove.sendCode()}
              </Button>
            </div>
            {remove.codeSentTo ? <p role="status">{A.remove.codeSent({ email: remove.codeSentTo })}</p> : null}
            <div>
              <Field>
                {A.remove.code()}
                <input
                  name="deleteCode"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  dir="ltr"
                  maxLength={6}
                  value={remove.code}
                  onChange={(e) =>
                    actor.send({ type: "remove.change", field: "code", value: e.currentTarget.value.trim() })
                  }
                  {...fieldMessageProps(`${id}-code`, message("code"))}
                />
              </Field>
              <FieldMessage id={`${id}-code`} message={message("code")} />
            </div>
          </>
        )}
        {error.general ? <ErrorText role="alert">{error.general}</ErrorText> : null}
        <div className="actions">
          <Button type="submit" $variant="danger" disabled={busy || !canRequest}>
            {A.remove.submit()}
          </Button>
        </div>
      </form>
      {confirming ? (
        <Modal labelledBy={`${id}-confirm`} role="alertdialog" onCancel={() => actor.send({ type: "remove.cancel" })}>
          <h2 id={`${id}-confirm`}>{A.remove.title()}</h2>
          <p>{A.remove.confirmText()}</p>
          <div
            className="actions"
            style={{ display: "flex", flexWrap: "wrap", gap: "0.6rem", marginBlockStart: "1rem" }}
          >
            <Button type="button" data-autofocus onClick={() => actor.send({ type: "remove.cancel" })}>
              {A.remove.cancel()}
            </Button>
            <Button type="button" $variant="danger" onClick={() => actor.send({ type: "remove.confirm" })}>
              {A.remove.confirm()}
            </Button>
          </div>
        </Modal>
      ) : null}
    </Card>
  );
}
