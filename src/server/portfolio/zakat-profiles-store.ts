// The zakat_profiles table (migration 0250): one zakat profile per user (docs/portfolio.md,
// "The whole zakat"). A user without a row has the default profile.
import type { SQL } from "bun";
import type {
  Currency,
  NisabBasis,
  PurificationMethod,
  ZakatProfile,
  ZakatProfileAnswer,
} from "../../shared/portfolio";
import { n, num, type Row, type UserTable } from "../account/user-data";

interface RawProfile {
  hawl_hijri: string;
  nisab_basis: string;
  currency: string;
  purification_method: string;
  cash: number | string;
  gold_grams: number | string;
  silver_grams: number | string;
  receivables: number | string;
  debts: number | string;
  updated_at: number | string;
}

function fromRaw(r: RawProfile): ZakatProfileAnswer {
  return {
    hawl: { hijri: r.hawl_hijri },
    nisabBasis: r.nisab_basis as NisabBasis,
    otherWealth: {
      cash: Number(r.cash),
      goldGrams: Number(r.gold_grams),
      silverGrams: Number(r.silver_grams),
      receivables: Number(r.receivables),
      debts: Number(r.debts),
    },
    currency: r.currency as Currency,
    purificationMethod: r.purification_method as PurificationMethod,
    updatedAt: Number(r.updated_at),
  };
}

/** The user's saved profile, or null when there is none. */
export async function findZakatProfile(sql: SQL, userId: string): Promise<ZakatProfileAnswer | null> {
  const rows = (await sql`SELECT hawl_hijri, nisab_basis, currency, purification_method, cash, gold_grams,
    silver_grams, receivables, debts, updated_at FROM zakat_profiles WHERE user_id = ${userId}`) as RawProfile[];
  return rows[0] ? fromRaw(rows[0]) : null;
}

/** Saves the whole profile (insert or replace). */
export async function saveZakatProfile(sql: SQL, userId: string, p: ZakatProfile, now: number): Promise<void> {
  const w = p.otherWealth;
  await sql`INSERT INTO zakat_profiles (user_id, hawl_hijri, nisab_basis, currency, purification_method, cash,
      gold_grams, silver_grams, receivables, debts, updated_at)
    VALUES (${userId}, ${p.hawl.hijri}, ${p.nisabBasis}, ${p.currency}, ${p.purificationMethod}, ${w.cash},
      ${w.goldGrams}, ${w.silverGrams}, ${w.receivables}, ${w.debts}, ${now})
    ON CONFLICT (user_id) DO UPDATE SET hawl_hijri = ${p.hawl.hijri}, nisab_basis = ${p.nisabBasis},
      currency = ${p.currency}, purification_method = ${p.purificationMethod}, cash = ${w.cash},
      gold_grams = ${w.goldGrams}, silver_grams = ${w.silverGrams}, receivables = ${w.receivables},
      debts = ${w.debts}, updated_at = ${now}`;
}

export const zakatProfilesData: UserTable = {
  table: "zakat_profiles",
  rows: async (sql, o) =>
    (
      await sql`SELECT hawl_hijri, nisab_basis, currency, purification_method, cash, gold_grams, silver_grams,
        receivables, debts, updated_at FROM zakat_profiles WHERE user_id = ${o.id}`
    ).map((r: Row) => ({ ...fromRaw(r as unknown as RawProfile), updatedAt: num(r.updated_at) })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM zakat_profiles WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM zakat_profiles WHERE user_id = ${o.id}`;
  },
};
