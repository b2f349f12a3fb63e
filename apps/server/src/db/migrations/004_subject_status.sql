-- A subject may be switched off by a superior: while it (or a subject above it) is off, its users cannot
-- sign in and their sessions are refused. login_platform_status is not used for this: the spec gives it no
-- meaning, and user info passes it to the web unchanged.
ALTER TABLE government_subjects
  ADD COLUMN subject_status smallint NOT NULL DEFAULT 1 CHECK (subject_status IN (0, 1));

-- Uploaded subject logos, by the SHA-256 of their bytes: small pictures shown on the login page before
-- anyone signs in, so they are public and live in the database every API server shares.
CREATE TABLE subject_logos (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  mime text NOT NULL,
  bytes bytea NOT NULL,
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  create_by text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
