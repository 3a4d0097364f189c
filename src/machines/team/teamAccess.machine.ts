// Team and access (docs/api.md, "Partner team"): the partner account's members, loaded once, then
// one write at a time — invite by e-mail with a role, change a role, remove a member. A refusal
// keeps the list and shows the server's message beside the field it names; `notice` tells the
// polite live region what the last write did.
import { type ActorRefFrom, assign, setup } from "xstate";
import type { TeamMember, TeamRole } from "../../shared/partner-team";
import { changeRole, fetchTeam, type Refusal, refusal, removeMember, sendInvite } from "./actors";

interface TeamAccessContext {
  members: TeamMember[];
  maxMembers: number;
  email: string;
  role: TeamRole;
  error: Refusal | null;
  notice:
    | { kind: "invited"; email: string }
    | { kind: "role"; email: string; role: TeamRole }
    | { kind: "removed"; email: string }
    | null;
}

type TeamAccessEvent =
  | { type: "email.change"; value: string }
  | { type: "role.change"; value: TeamRole }
  | { type: "invite" }
  | { type: "setRole"; id: string; role: TeamRole }
  | { type: "remove"; id: string }
  | { type: "retry" };

const emailOf = (members: TeamMember[], id: string) => members.find((m) => m.id === id)?.email ?? "";

export const teamAccessMachine = setup({
  types: { context: {} as TeamAccessContext, events: {} as TeamAccessEvent },
  actors: { fetchTeam, sendInvite, changeRole, removeMember },
  actions: {
    fail: assign({ error: (_, params: { error: unknown }) => refusal(params.error), notice: null }),
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== "",
  },
}).createMachine({
  id: "teamAccess",
  context: { members: [], maxMembers: 0, email: "", role: "viewer", error: null, notice: null },
  initial: "loading",
  on: {
    "email.change": { actions: assign({ email: ({ event }) => event.value }) },
    "role.change": { actions: assign({ role: ({ event }) => event.value }) },
  },
  states: {
    loading: {
      invoke: {
        id: "fetchTeam",
        src: "fetchTeam",
        onDone: {
          target: "ready",
          actions: assign({
            members: ({ event }) => event.output.members,
            maxMembers: ({ event }) => event.output.maxMembers,
            error: null,
          }),
        },
        onError: { target: "failed", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      on: {
        invite: {
          guard: "hasEmail",
          target: "inviting",
        },
        setRole: "changing",
        remove: "removing",
      },
    },
    inviting: {
      tags: ["busy"],
      invoke: {
        id: "sendInvite",
        src: "sendInvite",
        input: ({ context }) => ({ email: context.email.trim(), role: context.role }),
        onDone: {
          target: "ready",
          actions: assign({
            members: ({ context, event }) => [...context.members.filter((m) => m.id !== event.output.id), event.output],
            notice: ({ event }) => ({ kind: "invited" as const, email: event.output.email }),
            email: "",
            error: null,
          }),
        },
        onError: { target: "ready", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changing: {
      tags: ["busy"],
      invoke: {
        id: "changeRole",
        src: "changeRole",
        input: ({ event }) => {
          const e = event as Extract<TeamAccessEvent, { type: "setRole" }>;
          return { id: e.id, role: e.role };
        },
        onDone: {
          target: "ready",
          actions: assign({
            members: ({ context, event }) => context.members.map((m) => (m.id === event.output.id ? event.output : m)),
            notice: ({ event }) => ({ kind: "role" as const, email: event.output.email, role: event.output.role }),
            error: null,
          }),
        },
        onError: { target: "ready", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    removing: {
      tags: ["busy"],
      invoke: {
        id: "removeMember",
        src: "removeMember",
        input: ({ event }) => ({ id: (event as Extract<TeamAccessEvent, { type: "remove" }>).id }),
        onDone: {
          target: "ready",
          actions: assign({
            notice: ({ context, event }) => ({
              kind: "removed" as const,
              email: emailOf(context.members, event.output),
            }),
            members: ({ context, event }) => context.members.filter((m) => m.id !== event.output),
            error: null,
          }),
        },
        onError: { target: "ready", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type TeamAccessActor = ActorRefFrom<typeof teamAccessMachine>;
