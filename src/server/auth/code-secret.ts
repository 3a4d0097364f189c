// The key of the HMAC that one-time codes are stored under: CODE_SECRET when set (required in
// production, and on several instances it must be the same everywhere), else a random key made
// once and kept in the database. The first instance to start writes it; every other one (and
// every restart) reads the same row, so codes issued by one instance verify on another.
import type { Db } from "../db";
import { keepSecret } from "./server-secrets-store";

const NAME = "code_hmac";

export async function resolveCodeSecret(db: Db, configured: string | null, now = Date.now()): Promise<string> {
  if (configured) return configured;
  const generated = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  // Insert-or-keep, then read: two instances starting together end up with the same value.
  const kept = await keepSecret(db.sql, NAME, generated, now);
  if (kept === null) throw new Error("the code secret could not be stored");
  return kept;
}
