// The partner team's calls (docs/api.md, "Partner team"): each one's own layout of the portal,
// the team and its invitations (the partner account), the invitation page, the team watchlists.
import { normaliseLayout, type PartnerLayout } from "../shared/partner-layout";
import type {
  InviteInfo,
  TeamMember,
  TeamResponse,
  TeamRole,
  TeamWatchlist,
  TeamWatchlistsResponse,
} from "../shared/partner-team";
import { api, call } from "./http";

/** The signed-in member's layout (the partner account's own when no member is signed in). */
export async function partnerLayout(signal?: AbortSignal): Promise<PartnerLayout> {
  return normaliseLayout((await call(api(signal).url("/partner/layout").get().json<{ layout: unknown }>())).layout);
}

export async function savePartnerLayout(layout: PartnerLayout): Promise<PartnerLayout> {
  return normaliseLayout((await call(api().url("/partner/layout").put(layout).json<{ layout: unknown }>())).layout);
}

// The team (the partner account only) and the invitation page.

/** A JSON content type even without a body: the CSRF rule of docs/architecture.md. */
const JSON_TYPE = { "content-type": "application/json" };
const memberPath = (id: string) => `/partner/team/members/${encodeURIComponent(id)}`;
const listPath = (id: string) => `/partner/team/watchlists/${encodeURIComponent(id)}`;
const symbolPath = (id: string, symbol: string) => `${listPath(id)}/symbols/${encodeURIComponent(symbol)}`;

export const team = (signal?: AbortSignal) => call(api(signal).url("/partner/team").get().json<TeamResponse>());

export async function invite(input: { email: string; role: TeamRole }): Promise<TeamMember> {
  return (await call(api().url("/partner/team/invites").post(input).json<{ member: TeamMember }>())).member;
}

export async function changeRole(id: string, role: TeamRole): Promise<TeamMember> {
  return (await call(api().url(memberPath(id)).put({ role }).json<{ member: TeamMember }>())).member;
}

export async function removeMember(id: string): Promise<void> {
  await call(api().url(memberPath(id)).headers(JSON_TYPE).delete().res());
}

export async function checkInvite(token: string, signal?: AbortSignal): Promise<InviteInfo> {
  return (await call(api(signal).url("/partner/team/invite/check").post({ token }).json<{ invite: InviteInfo }>()))
    .invite;
}

export const acceptInvite = (token: string, password: string) =>
  call(
    api().url("/partner/team/invite/accept").post({ token, password }).json<{ message: string; partnerID: string }>(),
  );

// The team watchlists.

export const teamWatchlists = (signal?: AbortSignal) =>
  call(api(signal).url("/partner/team/watchlists").get().json<TeamWatchlistsResponse>());

export async function createList(name: string): Promise<TeamWatchlist> {
  return (await call(api().url("/partner/team/watchlists").post({ name }).json<{ list: TeamWatchlist }>())).list;
}

export async function renameList(id: string, name: string): Promise<TeamWatchlist> {
  return (await call(api().url(listPath(id)).put({ name }).json<{ list: TeamWatchlist }>())).list;
}

export async function deleteList(id: string): Promise<void> {
  await call(api().url(listPath(id)).headers(JSON_TYPE).delete().res());
}

export async function addSymbol(id: string, symbol: string, note: string): Promise<TeamWatchlist> {
  return (
    await call(
      api()
        .url(`${listPath(id)}/symbols`)
        .post({ symbol, note })
        .json<{ list: TeamWatchlist }>(),
    )
  ).list;
}

export async function setNote(id: string, symbol: string, note: string): Promise<TeamWatchlist> {
  return (await call(api().url(symbolPath(id, symbol)).put({ note }).json<{ list: TeamWatchlist }>())).list;
}

export async function removeSymbol(id: string, symbol: string): Promise<TeamWatchlist> {
  return (await call(api().url(symbolPath(id, symbol)).headers(JSON_TYPE).delete().json<{ list: TeamWatchlist }>()))
    .list;
}

/** The list as CSV (a Blob the view saves as a file). */
export const exportList = (id: string): Promise<Blob> =>
  call(
    api()
      .url(`${listPath(id)}/export`)
      .get()
      .blob(),
  );
