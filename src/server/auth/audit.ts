// The audit trail of auth events. A failed write is logged and never fails the request.
import type { SupportEventType } from "../../shared/support";
import { log } from "../log";
import type { Services } from "../services";

/** The events the trail records: the same list the support timeline shows (one definition). */
export type AuthEvent = SupportEventType;

export interface AuditEntry {
  event: AuthEvent;
  kind: "user" | "partner";
  subjectId?: string | null;
  email?: string | null;
  ip?: string | null;
  /** Extra facts shown in the support timeline, e.g. { attemptsLeft: 3 }. */
  detail?: Record<string, unknown> | null;
  /** E-mail of the admin whose support action this is. */
  admin?: string | null;
}

/** Ids are time-ordered (UUIDv7), so events of the same millisecond keep their order. */
export async function audit(services: Services, entry: AuditEntry): Promise<void> {
  try {
    const detail = entry.detail ? JSON.stringify(entry.detail) : null;
    await services.db
      .sql`INSERT INTO auth_events (id, at, event, subject_kind, subject_id, email, ip, detail, admin_email)
      VALUES (${Bun.randomUUIDv7()}, ${services.now()}, ${entry.event}, ${entry.kind},
        ${entry.subjectId ?? null}, ${entry.email ?? null}, ${entry.ip ?? null}, ${detail}, ${entry.admin ?? null})`;
  } catch (error) {
    log.error("audit write failed", { event: entry.event, error: String(error) });
  }
}
