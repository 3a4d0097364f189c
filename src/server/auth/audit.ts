// The audit trail of auth events. A failed write is logged and never fails the request.
import { log } from "../log";
import type { Services } from "../services";

export type AuthEvent =
  | "registered"
  | "code_sent"
  | "code_failed"
  | "code_expired"
  | "verified"
  | "login_ok"
  | "login_failed"
  | "locked"
  | "logout";

export interface AuditEntry {
  event: AuthEvent;
  kind: "user" | "partner";
  subjectId?: string | null;
  email?: string | null;
  ip?: string | null;
}

export async function audit(services: Services, entry: AuditEntry): Promise<void> {
  try {
    await services.db.sql`INSERT INTO auth_events (id, at, event, subject_kind, subject_id, email, ip)
      VALUES (${crypto.randomUUID()}, ${services.now()}, ${entry.event}, ${entry.kind},
        ${entry.subjectId ?? null}, ${entry.email ?? null}, ${entry.ip ?? null})`;
  } catch (error) {
    log.error("audit write failed", { event: entry.event, error: String(error) });
  }
}
