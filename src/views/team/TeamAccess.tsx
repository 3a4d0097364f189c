// Team and access (/partner/settings/access): the partner account invites members by e-mail with
// a role, sees each member's role, status and last sign-in, changes roles and removes members.
// A member sees that only the partner account manages the team. The screen renders the
// teamAccess machine (src/machines/team/teamAccess.machine.ts).
import { useActorRef, useSelector } from "@xstate/react";
import { styled } from "goober";
import { useId, useState } from "react";
import { inspect } from "../../devtools/inspect";
import { useI18nContext } from "../../i18n/i18n-react";
import { type TeamAccessActor, teamAccessMachine } from "../../machines/team/teamAccess.machine";
import { formatDateTime } from "../../shared/datetime";
import { TEAM_ROLES, type TeamMember, type TeamRole } from "../../shared/partner-team";
import { usePartner } from "../AppContext";
import { Screen, Sheet } from "../kit/Page";
import { Table, TableWrap } from "../kit/Table";
import { WithTexts } from "../kit/WithTexts";
import { LoadFailed, Loading } from "./LoadStates";
import { Done, FieldBox, Panel, Problem, Row, SmallButton, UserText } from "./styles";

const Cards = styled("div")`
  display: grid;
  gap: 1rem;
  min-width: 0;
  .help {
    margin: 0;
    font-size: 0.85rem;
  }
  td select {
    font: inherit;
    min-block-size: 2.5rem;
    border-radius: 8px;
    border: 1px solid var(--p-border);
    background: var(--p-bg);
    color: var(--p-text);
  }
  td .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    justify-content: flex-end;
  }
  .email {
    white-space: normal;
    overflow-wrap: anywhere;
    min-inline-size: 9rem;
    max-inline-size: 16rem;
  }
`;

export function TeamAccess() {
  return (
    <WithTexts namespace="team">
      <TeamAccessScreen />
    </WithTexts>
  );
}

function TeamAccessScreen() {
  const { LL } = useI18nContext();
  const partner = usePartner();
  const t = LL.team.access;
  return (
    <Screen data-screen="TeamAccess">
      <Sheet>
        <h1>{t.title()}</h1>
        <p>{t.intro()}</p>
        {partner?.member ? (
          <p role="status" data-testid="owner-only">
            {t.ownerOnly({ role: LL.team.roles[partner.member.role]() })}
          </p>
        ) : (
          <OwnerView />
        )}
      </Sheet>
    </Screen>
  );
}

function OwnerView() {
  const actor = useActorRef(teamAccessMachine, { inspect });
  const { LL } = useI18nContext();
  const t = LL.team.access;
  const loading = useSelector(actor, (s) => s.matches("loading"));
  const failed = useSelector(actor, (s) => s.matches("failed"));
  const error = useSelector(actor, (s) => s.context.error);
  if (loading) return <Loading text={t.loading()} />;
  if (failed)
    return (
      <LoadFailed
        message={error?.message ?? t.loadFailed()}
        retry={t.retry()}
        onRetry={() => actor.send({ type: "retry" })}
      />
    );
  return (
    <Cards>
      <InviteForm actor={actor} />
      <Members actor={actor} />
    </Cards>
  );
}

function InviteForm({ actor }: { actor: TeamAccessActor }) {
  const { LL } = useI18nContext();
  const t = LL.team.access;
  const id = useId();
  const email = useSelector(actor, (s) => s.context.email);
  const role = useSelector(actor, (s) => s.context.role);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const inviting = useSelector(actor, (s) => s.matches("inviting"));
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const emailError = error?.field === "email" ? error.message : null;
  const otherError = error && error.field !== "email" ? (error.message ?? t.loadFailed()) : null;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.inviteTitle()}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "invite" });
        }}
      >
        <Row>
          <FieldBox>
            {t.email()}
            <input
              type="email"
              name="email"
              autoComplete="off"
              dir="ltr"
              maxLength={254}
              value={email}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              onChange={(e) => actor.send({ type: "email.change", value: e.target.value })}
            />
          </FieldBox>
          <FieldBox>
            {t.role()}
            <select
              name="role"
              value={role}
              aria-describedby={`${id}-role-help`}
              onChange={(e) => actor.send({ type: "role.change", value: e.target.value as TeamRole })}
            >
              {TEAM_ROLES.map((r) => (
                <option key={r} value={r}>
                  {LL.team.roles[r]()}
                </option>
              ))}
            </select>
          </FieldBox>
          <SmallButton type="submit" className="primary" disabled={busy || email.trim() === ""}>
            {inviting ? t.inviting() : t.invite()}
          </SmallButton>
        </Row>
      </form>
      <p className="help" id={`${id}-role-help`}>
        {LL.team.roleHelp[role]()}
      </p>
      {emailError && (
        <Problem id={`${id}-email-error`} role="alert">
          {emailError}
        </Problem>
      )}
      {otherError && <Problem role="alert">{otherError}</Problem>}
      <Done role="status" data-testid="team-notice">
        {notice?.kind === "invited" && t.invited({ email: `\u2068${notice.email}\u2069` })}
        {notice?.kind === "role" &&
          t.roleChanged({ email: `\u2068${notice.email}\u2069`, role: LL.team.roles[notice.role]() })}
        {notice?.kind === "removed" && t.removed({ email: `\u2068${notice.email}\u2069` })}
      </Done>
    </Panel>
  );
}

function Members({ actor }: { actor: TeamAccessActor }) {
  const { LL } = useI18nContext();
  const t = LL.team.access;
  const id = useId();
  const members = useSelector(actor, (s) => s.context.members);
  const max = useSelector(actor, (s) => s.context.maxMembers);
  return (
    <Panel as="div">
      <Row>
        <h2 id={`${id}-title`}>{t.membersTitle()}</h2>
        <span data-testid="member-count">{t.count({ count: members.length, max })}</span>
      </Row>
      {members.length === 0 ? (
        <p>{t.empty()}</p>
      ) : (
        <TableWrap $look="partner" tabIndex={0} role="region" aria-labelledby={`${id}-title`}>
          <Table $look="partner">
            <thead>
              <tr>
                <th scope="col">{t.columns.email()}</th>
                <th scope="col">{t.columns.role()}</th>
                <th scope="col">{t.columns.status()}</th>
                <th scope="col">{t.columns.lastSignIn()}</th>
                <th scope="col">{t.columns.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <MemberRow key={m.id} actor={actor} member={m} />
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </Panel>
  );
}

function MemberRow({ actor, member }: { actor: TeamAccessActor; member: TeamMember }) {
  const { LL, locale } = useI18nContext();
  const t = LL.team.access;
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const [confirming, setConfirming] = useState(false);
  const when = (ms: number) => formatDateTime(ms, locale, "local");
  const status =
    member.status === "invited"
      ? t.status.invited({ when: when(member.inviteExpiresAt ?? member.invitedAt) })
      : t.status.active({ when: when(member.joinedAt ?? member.invitedAt) });
  return (
    <tr data-testid="member-row" data-email={member.email}>
      <th scope="row" className="email">
        <UserText data-user-text dir="ltr">
          {member.email}
        </UserText>
      </th>
      <td>
        <select
          aria-label={t.changeRole({ email: `\u2068${member.email}\u2069` })}
          value={member.role}
          disabled={busy}
          onChange={(e) => actor.send({ type: "setRole", id: member.id, role: e.target.value as TeamRole })}
        >
          {TEAM_ROLES.map((r) => (
            <option key={r} value={r}>
              {LL.team.roles[r]()}
            </option>
          ))}
        </select>
      </td>
      <td>{status}</td>
      <td>{member.lastSignInAt ? when(member.lastSignInAt) : t.never()}</td>
      <td>
        {confirming ? (
          <div className="actions">
            <span>{t.removeConfirm({ email: `\u2068${member.email}\u2069` })}</span>
            <SmallButton
              type="button"
              className="danger"
              disabled={busy}
              onClick={() => actor.send({ type: "remove", id: member.id })}
            >
              {t.confirm()}
            </SmallButton>
            <SmallButton type="button" onClick={() => setConfirming(false)}>
              {t.cancel()}
            </SmallButton>
          </div>
        ) : (
          <div className="actions">
            <SmallButton
              type="button"
              className="danger"
              disabled={busy}
              aria-label={`${t.remove()} \u2068${member.email}\u2069`}
              onClick={() => setConfirming(true)}
            >
              {t.remove()}
            </SmallButton>
          </div>
        )}
      </td>
    </tr>
  );
}
