// The audit trail of auth events. A failed write is logged and never fails the request.
import type { SupportEventType } from "../../shared/support";
import { log } from "../log";
import type { Services } from "../services";
import { insertAuthEvent } from "./auth-events-store";

/** The events the trail records: the same list the support timeline shows (one definition). */
type AuthEvent = SupportEventType;

/** A partner team's events (server/team), recorded for partner accounts only: the users' support
 * timeline never shows them. */
type TeamEvent = "team_invited" | "team_role_changed" | "team_removed" | "team_joined";

interface AuditEntry {
  event: AuthEvent | TeamEvent;
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
    await insertAuthEvent(services.db.sql, {
      id: Bun.randomUUIDv7(),
      at: services.now(),
      event: entry.event,
      kind: entry.kind,
      subjectId: entry.subjectId ?? null,
      email: entry.email ?? null,
      ip: entry.ip ?? null,
      detail,
      adminEmail: entry.admin ?? null,
    });
  } catch (error) {
    log.error("audit write failed", { event: entry.event, error: String(error) });
  }
}
