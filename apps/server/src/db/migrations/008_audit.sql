-- Security audit trail (MLPS level 3).

-- Append-only: each event carries the HMAC of its content and of the event before it (hash chain), so an
-- edit, a deletion or an insertion in the middle is found by verifying the chain; the triggers below refuse
-- UPDATE, DELETE and TRUNCATE to every role, except the retention sweep deleting events older than the
-- retention (never less than 180 days).
CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  event text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('success', 'failure', 'denied')),
  user_id int,
  login_name text,
  subject_id int,
  -- The area the event belongs to (the caller's subject, or the installation's root for an unknown caller):
  -- auditors read the events of their subject's area and below.
  area_id bigint NOT NULL,
  ip text,
  user_agent text,
  request_id text,
  target text,
  detail text,
  key_id text NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_events_area_idx ON audit_events (area_id, id DESC);
CREATE INDEX audit_events_at_idx ON audit_events (at);

CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND current_setting('fengshou.audit_purge', true) = 'on'
     AND OLD.at < now() - make_interval(days => GREATEST(180,
           coalesce(nullif(current_setting('fengshou.audit_retention_days', true), '')::int, 180))) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_events_no_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();

CREATE FUNCTION audit_events_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_no_truncate();

-- Unmasked personal data views are audit events now.
DROP TABLE pii_access_log;
