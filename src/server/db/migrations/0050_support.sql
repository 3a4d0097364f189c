-- Account support: auth events carry details (tries left, sessions ended) and, for an admin's
-- support action, the admin who did it. JSON details as TEXT keep the SQL portable.
ALTER TABLE auth_events ADD COLUMN detail TEXT;
ALTER TABLE auth_events ADD COLUMN admin_email TEXT;
