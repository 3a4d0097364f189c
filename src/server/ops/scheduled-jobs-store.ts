// The scheduled_jobs table: when each housekeeping job last ran, shared by every instance.
// Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";

/** Takes the job in one statement (an upsert that only succeeds when its last run was at or
 * before `due`); false when another instance ran it since. */
export async function claimJob(sql: SQL, job: string, now: number, due: number): Promise<boolean> {
  const rows = await sql`INSERT INTO scheduled_jobs (name, last_run_at) VALUES (${job}, ${now})
    ON CONFLICT (name) DO UPDATE SET last_run_at = excluded.last_run_at
    WHERE scheduled_jobs.last_run_at <= ${due}
    RETURNING name`;
  return rows.length === 1;
}
