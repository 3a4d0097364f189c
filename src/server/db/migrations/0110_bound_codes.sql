-- A registration code carries the password hash and names of the registration request that
-- caused it: verifying the code activates the account with exactly those, never with what an
-- earlier (or later) registration of the same pending address sent. Every code e-mail also
-- carries a single-use sign-in link: only an HMAC of its token is stored (looked up by it), and
-- the code and token are kept sealed (AES-GCM under the code secret) so that a request for a code
-- while one is still valid mails the same code and link again instead of making a new one.
-- Portable SQL for SQLite and PostgreSQL.
ALTER TABLE otp_codes ADD COLUMN password_hash TEXT;
ALTER TABLE otp_codes ADD COLUMN first_name TEXT;
ALTER TABLE otp_codes ADD COLUMN last_name TEXT;
ALTER TABLE otp_codes ADD COLUMN lang TEXT;
ALTER TABLE otp_codes ADD COLUMN link_hash TEXT;
ALTER TABLE otp_codes ADD COLUMN sealed TEXT;
ALTER TABLE otp_codes ADD COLUMN sent_at BIGINT;

CREATE UNIQUE INDEX otp_codes_link ON otp_codes (link_hash);
