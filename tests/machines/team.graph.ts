// Graph config of the partner team's machines (src/machines/team): sample answers for every
// invoked call and the events that carry data, and written paths for what the shortest paths do
// not reach (a refusal naming a field, an invitation that is used up, a viewer's lists).
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import { DEFAULT_PARTNER_LAYOUT } from "../../src/shared/partner-layout";
import type { InviteInfo, TeamMember, TeamWatchlist } from "../../src/shared/partner-team";

export const MEMBER: TeamMember = {
  id: "m1",
  email: "analyst@team.example",
  role: "viewer",
  status: "active",
  invitedAt: 0,
  inviteExpiresAt: null,
  joinedAt: 1000,
  lastSignInAt: 2000,
};
export const INVITE: InviteInfo = {
  email: "analyst@team.example",
  partnerName: "Desk Capital",
  partnerID: "P-42",
  role: "editor",
  expiresAt: 3_600_000,
};
export const LIST: TeamWatchlist = {
  id: "l1",
  name: "Banks",
  updatedAt: 0,
  symbols: [{ symbol: "2222.SR", name: "Saudi Aramco", currency: "SAR", note: "", addedAt: 0 }],
};
const refused = (field: string, code = "invalid_input") =>
  new ApiError(400, { message: `${field} is wrong.`, code, field } as never);
const offline = new ApiError(0, null);

export const teamGraphConfig: Record<string, MachineGraphConfig> = {
  teamAccess: {
    events: [
      { type: "xstate.done.actor.fetchTeam", output: { members: [MEMBER], maxMembers: 20 } },
      { type: "xstate.error.actor.fetchTeam", error: offline },
      { type: "email.change", value: "new@team.example" },
      { type: "role.change", value: "editor" },
      { type: "xstate.done.actor.sendInvite", output: { ...MEMBER, id: "m2", email: "new@team.example" } },
      { type: "xstate.error.actor.sendInvite", error: refused("email", "team_member_exists") },
      { type: "setRole", id: "m1", role: "editor" },
      { type: "xstate.done.actor.changeRole", output: { ...MEMBER, role: "editor" } },
      { type: "xstate.error.actor.changeRole", error: offline },
      { type: "remove", id: "m1" },
      { type: "xstate.done.actor.removeMember", output: "m1" },
      { type: "xstate.error.actor.removeMember", error: offline },
    ],
  },
  joinTeam: {
    input: { token: "t".repeat(43) },
    events: [
      { type: "xstate.done.actor.checkInvite", output: INVITE },
      { type: "password.change", value: "a good password" },
      { type: "confirm.change", value: "a good password" },
      { type: "xstate.done.actor.acceptInvite", output: { partnerID: "P-42" } },
      { type: "xstate.error.actor.acceptInvite", error: refused("password") },
    ],
    paths: [
      {
        name: "a used link says so",
        events: [{ type: "xstate.error.actor.checkInvite", error: refused("token", "team_invite_invalid") }],
      },
      { name: "no answer: try again", events: [{ type: "xstate.error.actor.checkInvite", error: offline }] },
      {
        name: "the link was used in another tab meanwhile",
        events: [
          { type: "xstate.done.actor.checkInvite", output: INVITE },
          { type: "password.change", value: "a good password" },
          { type: "confirm.change", value: "a good password" },
          { type: "submit" },
          { type: "xstate.error.actor.acceptInvite", error: refused("token", "team_invite_invalid") },
        ],
      },
    ],
  },
  partnerLayout: {
    events: [
      { type: "xstate.done.actor.fetchLayout", output: DEFAULT_PARTNER_LAYOUT },
      { type: "xstate.error.actor.fetchLayout", error: offline },
      { type: "group.move", group: "news", by: -1 },
      { type: "group.toggle", group: "news" },
      { type: "widget.move", widget: "feed", by: 1 },
      { type: "widget.toggle", widget: "feed" },
      { type: "xstate.done.actor.saveLayout", output: DEFAULT_PARTNER_LAYOUT },
      { type: "xstate.error.actor.saveLayout", error: refused("hidden") },
    ],
  },
  teamWatchlist: {
    events: [
      { type: "xstate.done.actor.fetchLists", output: { lists: [LIST], canEdit: true } },
      { type: "xstate.error.actor.fetchLists", error: offline },
      { type: "select", id: "l1" },
      { type: "write", write: { kind: "add", id: "l1", symbol: "AAPL", note: "" } },
      { type: "xstate.done.actor.writeList", output: { id: "l1", list: LIST } },
      { type: "xstate.error.actor.writeList", error: refused("symbol", "team_symbol_unknown") },
      { type: "xstate.done.actor.exportList", output: new Blob(["x"]) },
      { type: "xstate.error.actor.exportList", error: offline },
      { type: "quotes", quotes: [], ts: 0 },
    ],
  },
};
