// Recognises a unique-constraint violation on both dialects, so a race that slips past a
// check still answers 409 instead of 500.
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (e.code === "23505" || e.errno === "23505") return true;
  if (e.code === "SQLITE_CONSTRAINT_UNIQUE" || e.code === "SQLITE_CONSTRAINT_PRIMARYKEY") return true;
  return typeof e.message === "string" && /UNIQUE constraint failed|duplicate key value/i.test(e.message);
}
