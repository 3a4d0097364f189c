// The partner team's calls (src/client/partner-team.ts) as actors, and the live quotes of a team
// list's symbols on the shared quotes socket (src/client/socket.ts).
import { fromCallback, fromPromise } from "xstate";
import { ApiError } from "../../client/http";
import * as api from "../../client/partner-team";
import { subscribeQuotes } from "../../client/socket";
import type { PartnerLayout } from "../../shared/partner-layout";
import type { InviteInfo, TeamMember, TeamResponse, TeamRole, TeamWatchlist } from "../../shared/partner-team";
import type { LiveQuote } from "../../shared/realtime";

/** A refusal as a screen shows it: the server's message (null: no answer came) and its field. */
export interface Refusal {
  message: string | null;
  field: string | null;
}

export function refusal(error: unknown): Refusal {
  if (!(error instanceof ApiError) || !error.body) return { message: null, field: null };
  const field = typeof error.body.field === "string" ? error.body.field : null;
  return { message: error.body.message, field };
}

export const fetchTeam = fromPromise<TeamResponse>(({ signal }) => api.team(signal));
export const sendInvite = fromPromise<TeamMember, { email: string; role: TeamRole }>(({ input }) => api.invite(input));
export const changeRole = fromPromise<TeamMember, { id: string; role: TeamRole }>(({ input }) =>
  api.changeRole(input.id, input.role),
);
export const removeMember = fromPromise<string, { id: string }>(async ({ input }) => {
  await api.removeMember(input.id);
  return input.id;
});

export const checkInvite = fromPromise<InviteInfo, { token: string }>(({ input, signal }) =>
  api.checkInvite(input.token, signal),
);
export const acceptInvite = fromPromise<{ partnerID: string }, { token: string; password: string }>(({ input }) =>
  api.acceptInvite(input.token, input.password),
);

export const fetchLayout = fromPromise<PartnerLayout>(({ signal }) => api.partnerLayout(signal));
export const saveLayout = fromPromise<PartnerLayout, PartnerLayout>(({ input }) => api.savePartnerLayout(input));

export const fetchLists = fromPromise<{ lists: TeamWatchlist[]; canEdit: boolean }>(({ signal }) =>
  api.teamWatchlists(signal),
);

/** One write of the team lists: the list as it is after it (null: the list went). */
export type ListWrite =
  | { kind: "create"; name: string }
  | { kind: "rename"; id: string; name: string }
  | { kind: "delete"; id: string }
  | { kind: "add"; id: string; symbol: string; note: string }
  | { kind: "note"; id: string; symbol: string; note: string }
  | { kind: "remove"; id: string; symbol: string };

export const writeList = fromPromise<{ id: string; list: TeamWatchlist | null }, ListWrite>(async ({ input }) => {
  switch (input.kind) {
    case "create": {
      const list = await api.createList(input.name);
      return { id: list.id, list };
    }
    case "rename":
      return { id: input.id, list: await api.renameList(input.id, input.name) };
    case "delete":
      await api.deleteList(input.id);
      return { id: input.id, list: null };
    case "add":
      return { id: input.id, list: await api.addSymbol(input.id, input.symbol, input.note) };
    case "note":
      return { id: input.id, list: await api.setNote(input.id, input.symbol, input.note) };
    case "remove":
      return { id: input.id, list: await api.removeSymbol(input.id, input.symbol) };
  }
});

export const exportList = fromPromise<Blob, { id: string }>(({ input }) => api.exportList(input.id));

/** The live quotes of the shown list's symbols, told to the machine as `quotes` events. */
export const listQuotes = fromCallback<{ type: "quotes"; quotes: LiveQuote[]; ts: number }, { symbols: string[] }>(
  ({ input, sendBack }) =>
    input.symbols.length
      ? subscribeQuotes(input.symbols, { quotes: (quotes, ts) => sendBack({ type: "quotes", quotes, ts }) })
      : () => {},
);
