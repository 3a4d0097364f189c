// Shapes of accounts as the API sends them (docs/api.md), shared by server and client.
export type Role = "user" | "admin";

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** The language saved on the account (the account page): the app shows it at sign-in. */
  language?: "en" | "ar";
}

export interface Partner {
  id: string;
  email: string;
  partnerID: string;
  name: string;
  role: "partner";
  /** Set when a member of the partner's team is signed in (docs/api.md, "Partner team"), not the
   * partner account itself; `id` and the rest stay the partner's, whose data the team shares. */
  member?: { id: string; email: string; role: "viewer" | "editor" };
}

/** The JSON body of every API error. Some errors add fields (attemptsLeft, retryAfter, fields). */
export interface ApiErrorBody {
  message: string;
  code: string;
  [extra: string]: unknown;
}
