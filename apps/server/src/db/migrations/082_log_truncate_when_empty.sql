-- The TRUNCATE guard of 077 refused every TRUNCATE of the operator logs, also of empty ones, and so broke
-- restoring a dump: a dump replays the migrations into an empty database and then TRUNCATEs every table
-- before loading the rows (a migration may have inserted some). TRUNCATE of an empty log loses nothing;
-- the guard now refuses only while the log holds a row.
CREATE OR REPLACE FUNCTION refuse_log_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  filled boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I)', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO filled;
  IF filled THEN
    RAISE EXCEPTION 'operator log % is append-only: % refused', TG_TABLE_NAME, TG_OP
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER farmland_occupation_logs_no_truncate BEFORE TRUNCATE ON farmland_occupation_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_truncate();
CREATE OR REPLACE TRIGGER cultivated_abnormal_logs_no_truncate BEFORE TRUNCATE ON cultivated_abnormal_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_truncate();
