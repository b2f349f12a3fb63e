-- Review workflows (issue 12, docs/workflow.md): versions against concurrent edits, idempotency keys,
-- append-only operator logs, uploaded review photos.

ALTER TABLE farmland_occupations ADD COLUMN version int NOT NULL DEFAULT 0;
ALTER TABLE cultivated_abnormals ADD COLUMN version int NOT NULL DEFAULT 0;
CREATE INDEX farmland_occupations_status_idx ON farmland_occupations (process_status, area_id);

-- One row per (user, Idempotency-Key): written in the same transaction as the action it guards, with the
-- first answer, so a retry of a committed action replays it and a retry of a rolled-back one acts anew.
CREATE TABLE action_idempotency_keys (
  user_id int NOT NULL,
  idem_key text NOT NULL,
  endpoint text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  create_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idem_key)
);
CREATE INDEX action_idempotency_keys_time_idx ON action_idempotency_keys (create_time);

-- Operator logs are evidence: once written, never changed or removed.
CREATE FUNCTION refuse_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator log % is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER farmland_occupation_logs_append_only BEFORE UPDATE OR DELETE ON farmland_occupation_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();
CREATE TRIGGER cultivated_abnormal_logs_append_only BEFORE UPDATE OR DELETE ON cultivated_abnormal_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();

-- Review photos uploaded for a record; the bytes live under the data directory, the row says whose they are.
CREATE TABLE review_uploads (
  id uuid PRIMARY KEY,
  record_kind text NOT NULL CHECK (record_kind IN ('occupy')),
  record_id int NOT NULL,
  area_id bigint NOT NULL,
  mime text NOT NULL,
  byte_size int NOT NULL,
  user_id int REFERENCES government_users(id),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_uploads_record_idx ON review_uploads (record_kind, record_id);

-- The key that signs short-lived photo addresses, shared by every API server of one database.
CREATE TABLE review_file_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
