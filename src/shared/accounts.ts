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
}

/** The JSON body of every API error. Some errors add fields (attemptsLeft, retryAfter, fields). */
export interface ApiErrorBody {
  message: string;
  code: string;
  [extra: string]: unknown;
}
