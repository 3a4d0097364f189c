// The registry of a user's data (docs/api.md, "Account"): each store of a table that holds a
// user's rows declares one entry, how the export shows them, how many there are and how the
// deletion removes them; account/service.ts lists the entries and runs the export and deletion.
import type { SQL } from "bun";
import type { Db } from "../db";

/** The account whose data is read or deleted. */
export interface Owner {
  id: string;
  email: string;
}

export type Row = Record<string, unknown>;

export interface UserTable {
  /** The table's name in the schema. */
  table: string;
  /** The user's rows as the export shows them (secrets and hashes left out). */
  rows(sql: SQL, owner: Owner, db: Db): Promise<Row[]>;
  /** How many rows of the user the table still holds (0 after a deletion). */
  count(sql: SQL, owner: Owner, db: Db): Promise<number>;
  /** Deletes (or for shared rows, unlinks) the user's rows. */
  remove(sql: SQL, owner: Owner, db: Db): Promise<void>;
}

/** The `n` of a `SELECT COUNT(*) AS n`. */
export const n = (rows: Row[]) => Number(rows[0]?.n ?? 0);
export const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** A JSON column read back (the text itself when it is not JSON). */
export const parse = (text: unknown) => {
  if (typeof text !== "string") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The origin of a push endpoint: which push service, not the browser's own address there. */
export function endpointOrigin(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return "";
  }
}
