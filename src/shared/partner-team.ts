// The partner's team (docs/api.md, "Partner team"): members the partner account invites by
// e-mail, each with a role, and the team's shared watchlists. Shared by the server (schemas) and
// the client (shapes).
import * as v from "valibot";
import { FIELD_LIMITS, nameField } from "./fields";

/** What a member may do: viewers read; editors also change the team's shared lists, drafts and
 * settings. Only the partner account itself (the owner) manages the team. */
export const TEAM_ROLES = ["viewer", "editor"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM = {
  /** Members (invited or joined) a partner may have at once. */
  maxMembers: 20,
  /** How long an invitation's link works. */
  inviteTtlHours: 72,
  /** Lists of a team, and symbols in one list. */
  maxWatchlists: 20,
  maxSymbols: 100,
  maxNote: 500,
} as const;

export interface TeamMember {
  id: string;
  email: string;
  role: TeamRole;
  /** "invited" until the member chooses a password through the e-mailed link. */
  status: "invited" | "active";
  invitedAt: number;
  /** When the invitation's link stops working (invited members). */
  inviteExpiresAt: number | null;
  joinedAt: number | null;
  lastSignInAt: number | null;
}

export interface TeamResponse {
  members: TeamMember[];
  maxMembers: number;
}

const email = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(1, "required"),
  v.maxLength(FIELD_LIMITS.email, "too_long"),
  v.email("email"),
);
const role = v.picklist(TEAM_ROLES, "required");
const token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, "invalid"));

export const inviteSchema = v.strictObject({ email, role });
export const roleSchema = v.strictObject({ role });
export const inviteTokenSchema = v.strictObject({ token });
export const acceptInviteSchema = v.strictObject({ token, password: v.pipe(v.string(), v.maxLength(1024)) });

/** What the invitation's page shows before the member chooses a password. */
export interface InviteInfo {
  email: string;
  partnerName: string;
  partnerID: string;
  role: TeamRole;
  expiresAt: number;
}

// The team watchlists.

export interface TeamWatchlistSymbol {
  symbol: string;
  name: string;
  nameAr?: string;
  currency: "USD" | "SAR";
  note: string;
  addedAt: number;
}

export interface TeamWatchlist {
  id: string;
  name: string;
  symbols: TeamWatchlistSymbol[];
  updatedAt: number;
}

export interface TeamWatchlistsResponse {
  lists: TeamWatchlist[];
  /** Whether the one asking may change them (owner or editor). */
  canEdit: boolean;
}

export const watchlistNameSchema = v.strictObject({ name: nameField(FIELD_LIMITS.watchlistName, true) });
const symbol = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.minLength(1, "required"),
  v.maxLength(FIELD_LIMITS.symbol, "too_long"),
);
const note = nameField(TEAM.maxNote, false);
export const addSymbolSchema = v.strictObject({ symbol, note: v.optional(note, "") });
export const noteSchema = v.strictObject({ note });
