// Hourly housekeeping: expired sessions, long-expired one-time codes, finished rate-limit
// windows and audit events older than a year are deleted, so these tables do not grow forever.
//
// Several instances may share one database: each tries every hour, and a run first claims the
// job in one statement (an upsert that only succeeds when the last run is old enough), so one
// instance does the work and the others skip it. A run that fails is logged and tried again at
// the next tick; the deletes are idempotent, so a run cut short leaves nothing half done.

import { deleteOldAuthEvents } from "../auth/auth-events-store";
import { deleteExpiredCodes } from "../auth/otp-codes-store";
import { deleteExpiredPartnerLinks } from "../auth/partner-links-store";
import { deleteExpiredResets } from "../auth/password-resets-store";
import { deleteOldWindows } from "../auth/rate-limits-store";
import { deleteExpiredSessions } from "../auth/sessions-store";
import { log } from "../log";
import type { Services } from "../services";
import { runEvery } from "./every";
import { claimJob } from "./scheduled-jobs-store";

export const PURGE_EVERY_MS = 60 * 60_000;
/** Audit events are kept a year (account support reads the timeline). */
export const AUDIT_KEEP_MS = 365 * 24 * 60 * 60_000;
/** An expired code is kept a day, so a late try still answers "expired" instead of "wrong code". */
export const CODE_KEEP_MS = 24 * 60 * 60_000;
/** Rate-limit windows last at most an hour; a row whose window started a day ago is over. */
export const RATE_LIMIT_KEEP_MS = 24 * 60 * 60_000;
/** Instances tick at different moments: a claim this much early still counts as due. */
const CLAIM_SLACK_MS = 5 * 60_000;

export interface PurgeResult {
  sessions: number;
  codes: number;
  rateLimits: number;
  auditEvents: number;
}

type Deps = Pick<Services, "db" | "now">;

/** Takes the job for this hour; false when another instance ran it recently. */
async function claim(services: Deps, job: string, everyMs: number): Promise<boolean> {
  const now = services.now();
  const due = now - everyMs + CLAIM_SLACK_MS;
  return claimJob(services.db.sql, job, now, due);
}

/** Deletes what has expired; `force` skips the claim (tests, a manual run). Null when skipped. */
export async function purgeExpired(services: Deps, options: { force?: boolean } = {}): Promise<PurgeResult | null> {
  if (!options.force && !(await claim(services, "purge", PURGE_EVERY_MS))) return null;
  const { sql } = services.db;
  const now = services.now();
  // Each store counts the rows a statement changed, on both dialects (no RETURNING: a first purge
  // of a year of audit events must not load them all).
  return {
    sessions: await deleteExpiredSessions(sql, now),
    // One-time codes of every kind: sign-in and registration codes, forgot-password codes and links,
    // the reset tokens they gave, and partners' sign-in links.
    codes:
      (await deleteExpiredCodes(sql, now - CODE_KEEP_MS)) +
      (await deleteExpiredResets(sql, now - CODE_KEEP_MS, now)) +
      (await deleteExpiredPartnerLinks(sql, now - CODE_KEEP_MS)),
    rateLimits: await deleteOldWindows(sql, now - RATE_LIMIT_KEEP_MS),
    auditEvents: await deleteOldAuthEvents(sql, now - AUDIT_KEEP_MS),
  };
}

/** Runs the purge now and then every hour; returns the function that stops it. */
export function schedulePurge(services: Deps, everyMs = PURGE_EVERY_MS): () => void {
  return runEvery("purge", everyMs, async () => {
    const result = await purgeExpired(services);
    if (result) log.info("purged expired rows", { ...result });
  });
}
