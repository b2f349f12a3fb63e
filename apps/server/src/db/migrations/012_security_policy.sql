-- Password and session policy (MLPS level 3), one row for the installation. No row means the server's
-- configured defaults (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS) and the level-3 floor for the rest.
CREATE TABLE security_policy (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  password_history_count int NOT NULL CHECK (password_history_count BETWEEN 5 AND 24),
  password_max_age_days int NOT NULL CHECK (password_max_age_days BETWEEN 30 AND 365),
  idle_minutes int NOT NULL CHECK (idle_minutes BETWEEN 5 AND 240),
  absolute_hours int NOT NULL CHECK (absolute_hours BETWEEN 1 AND 24),
  second_factor text NOT NULL CHECK (second_factor IN ('off', 'admins')),
  refused_passwords text[] NOT NULL DEFAULT '{}',
  update_by text,
  update_time timestamptz
);

-- Earlier password hashes of each user, newest first by changed_at: a new password may not repeat them.
CREATE TABLE password_history (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES government_users(id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_user_idx ON password_history (user_id, changed_at DESC);

-- When the current password was set: it expires after the policy's maximum age. Existing accounts count
-- from the upgrade, not from their creation, so nobody is forced to change at once by the upgrade.
ALTER TABLE government_users ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();

-- The second sign-in step when the policy asks an administrator for an SMS code after the password.
CREATE TABLE login_challenges (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES government_users(id) ON DELETE CASCADE,
  subject_id int NOT NULL REFERENCES government_subjects(id) ON DELETE CASCADE,
  phone text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
