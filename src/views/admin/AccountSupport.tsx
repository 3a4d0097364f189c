// Admin 'Account support': find a user by e-mail, read the auth timeline, run a support action.
// Thin: the machine decides what may run (state.can) and holds the answer.
import { useActorRef, useSelector } from "@xstate/react";
import { css, styled } from "goober";
import { useId, useRef } from "react";
import toast from "react-hot-toast";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import type { TranslationFunctions } from "../../i18n/i18n-types";
import {
  type AccountSupportEvent,
  accountSupportMachine,
  isSearching,
  runningAction,
} from "../../machines/admin/accountSupport.machine";
import { formatDateTime } from "../../shared/datetime";
import { formatDuration, twoDecimals } from "../../shared/format";
import type { SupportAccount, SupportAction, SupportEvent } from "../../shared/support";
import { useLang } from "../AppContext";
import { Button } from "../kit/Button";
import { Card } from "../kit/Card";
import { Field } from "../kit/Field";
import { colors } from "../kit/styles";
import { Muted } from "../kit/Text";

const Section = styled("section")`
  display: grid;
  gap: 1.25rem;
  max-width: 48rem;
`;

const supportCard = css`
  padding: 1rem 1.25rem;
  display: grid;
  gap: 0.5rem;
`;

const Row = styled("form")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
`;

const Problem = styled("p")`
  color: ${colors.danger};
  margin: 0;
`;

const Timeline = styled("ol")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: grid;
    grid-template-columns: minmax(11rem, auto) 1fr;
    gap: 0.25rem 1rem;
    padding-block: 0.5rem;
    border-block-end: 1px solid ${colors.border};
  }
  time {
    color: ${colors.muted};
    font-variant-numeric: tabular-nums;
  }
`;

const ACTIONS: { action: SupportAction; key: "sendCode" | "clearLockout" | "endSessions"; danger?: boolean }[] = [
  { action: "send-code", key: "sendCode" },
  { action: "clear-lockout", key: "clearLockout" },
  { action: "end-sessions", key: "endSessions", danger: true },
];

function eventLabel(LL: TranslationFunctions, event: SupportEvent): string {
  const labels = LL.support.timeline.events as Record<string, (() => string) | undefined>;
  return labels[event.event]?.() ?? event.event;
}

function eventDetail(LL: TranslationFunctions, event: SupportEvent): string[] {
  const out: string[] = [];
  const detail = event.detail ?? {};
  if (typeof detail.attemptsLeft === "number")
    out.push(LL.support.timeline.attemptsLeft({ count: detail.attemptsLeft }));
  if (typeof detail.sessions === "number") out.push(LL.support.timeline.sessionsEnded({ count: detail.sessions }));
  if (typeof detail.symbol === "string" && typeof detail.price === "number") {
    out.push(LL.support.timeline.alert({ symbol: detail.symbol, price: twoDecimals(detail.price) }));
  }
  if (Array.isArray(detail.deliveries)) {
    const T = LL.support.timeline;
    for (const d of detail.deliveries as { channel: string; status: string }[]) {
      // Channels and states in the page's language; an unknown code as it came.
      const channel = (T.channels as Record<string, (() => string) | undefined>)[d.channel]?.() ?? d.channel;
      const status = (T.deliveryStates as Record<string, (() => string) | undefined>)[d.status]?.() ?? d.status;
      out.push(T.delivery({ channel, status }));
    }
  }
  if (event.admin) out.push(LL.support.timeline.by({ admin: event.admin }));
  return out;
}

function AccountCard(props: { account: SupportAccount; format: (ms: number) => string }) {
  const { LL } = useI18nContext();
  const { user, status } = props.account;
  const L = LL.support;
  const now = Date.now();
  let code = L.status.codeNone();
  if (status.code?.locked) code = L.status.codeLocked({ attempts: status.code.attempts });
  else if (status.code && status.code.expiresAt <= now)
    code = L.status.codeExpired({ time: props.format(status.code.expiresAt) });
  else if (status.code)
    code = L.status.codeLive({ time: props.format(status.code.expiresAt), attempts: status.code.attempts });
  return (
    <Card $look="tile" as="div" className={supportCard} data-testid="support-account">
      <h2 style={{ margin: 0 }}>{`${user.firstName} ${user.lastName}`.trim()}</h2>
      <Muted $look="flush">
        <bdi>{user.email}</bdi>
      </Muted>
      <Muted $look="flush">
        {L.account.roles[user.role]()} · {user.verified ? L.account.verified() : L.account.unverified()} ·{" "}
        {L.account.joined({ date: props.format(user.createdAt) })}
      </Muted>
      <h3 style={{ margin: "0.5rem 0 0" }}>{L.status.heading()}</h3>
      <ul style={{ margin: 0, paddingInlineStart: "1.25rem" }} data-testid="support-status">
        <li>
          {status.loginLocked
            ? L.status.loginLocked({
                count: status.failedLogins,
                wait: formatDuration(status.loginRetryAfter, LL.duration),
              })
            : L.status.loginOpen({ count: status.failedLogins })}
        </li>
        <li>{code}</li>
        <li>{L.status.sessions({ count: status.sessions })}</li>
      </ul>
    </Card>
  );
}

export function AccountSupport() {
  const { LL } = useI18nContext();
  const lang = useLang();
  const texts = useRef(LL);
  texts.current = LL;
  const emailId = useId();
  const support = useActorRef(
    accountSupportMachine.provide({
      actions: {
        actionDone: ({ context }, { action }) => {
          const email = context.account?.user.email ?? "";
          const done = texts.current.support.actions.done;
          toast.success(
            action === "send-code"
              ? done.sendCode({ email })
              : action === "clear-lockout"
                ? done.clearLockout({ email })
                : done.endSessions({ email }),
          );
        },
      },
    }),
    { inspect },
  );
  const email = useSelector(support, (s) => s.context.email);
  const account = useSelector(support, (s) => s.context.account);
  const error = useSelector(support, (s) => s.context.error);
  const busy = useSelector(support, (s) => s.hasTag("busy"));
  const searching = useSelector(support, isSearching);
  const running = useSelector(support, runningAction);
  const allowed = useSelector(support, (s) => ACTIONS.map(({ action }) => s.can({ type: "act", action })));
  const send = (event: AccountSupportEvent) => support.send(event);

  const format = (ms: number) => formatDateTime(ms, lang, "local", { seconds: true });
  // The server's message is already in the language on screen; without an answer, a generic one.
  const errorText = error ? (error.message ?? LL.auth.messages.somethingWrong()) : null;

  return (
    <Section data-testid="account-support">
      <Muted $look="flush">{LL.support.intro()}</Muted>
      <Row
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: "search" });
        }}
      >
        <Field $look="search" htmlFor={emailId}>
          {LL.support.emailLabel()}
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => send({ type: "email.change", email: e.currentTarget.value })}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          {searching ? LL.support.searching() : LL.support.find()}
        </Button>
      </Row>
      <div aria-live="polite">{errorText ? <Problem role="alert">{errorText}</Problem> : null}</div>
      {account ? (
        <>
          <AccountCard account={account} format={format} />
          <Card $look="tile" as="div" className={supportCard}>
            <h2 style={{ margin: 0 }}>{LL.support.actions.heading()}</h2>
            <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem" }}>
              {ACTIONS.map(({ action, key, danger }, i) => (
                <Button
                  key={action}
                  type="button"
                  $variant={danger ? "danger" : undefined}
                  disabled={!allowed[i]}
                  aria-describedby={action === "send-code" && account.user.verified ? "send-code-hint" : undefined}
                  onClick={() => send({ type: "act", action })}
                >
                  {running === action ? LL.support.actions.working() : LL.support.actions[key]()}
                </Button>
              ))}
              <Button type="button" disabled={busy} onClick={() => send({ type: "refresh" })}>
                {LL.support.refresh()}
              </Button>
            </div>
            {account.user.verified ? (
              <Muted $look="flush" id="send-code-hint">
                {LL.support.actions.sendCodeHint()}
              </Muted>
            ) : null}
          </Card>
          <Card $look="tile" as="div" className={supportCard}>
            <h2 style={{ margin: 0 }}>{LL.support.timeline.heading()}</h2>
            {account.events.length === 0 ? (
              <Muted $look="flush">{LL.support.timeline.empty()}</Muted>
            ) : (
              <Timeline data-testid="support-timeline">
                {account.events.map((event) => (
                  <li key={event.id} data-event={event.event}>
                    <time dateTime={new Date(event.at).toISOString()}>{format(event.at)}</time>
                    <span>
                      <strong>{eventLabel(LL, event)}</strong>
                      {eventDetail(LL, event).map((text) => (
                        <span key={text}> · {text}</span>
                      ))}
                    </span>
                  </li>
                ))}
              </Timeline>
            )}
          </Card>
        </>
      ) : null}
    </Section>
  );
}
