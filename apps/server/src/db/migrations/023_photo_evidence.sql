-- Field photos as evidence: the SHA-256 of the bytes as received, when and where the phone took the picture
-- (capture time, WGS84 position with its accuracy in metres, compass heading), who uploaded it (user_id
-- already), and the action that used it. Abnormal-land cases take photos too.
ALTER TABLE review_uploads DROP CONSTRAINT review_uploads_record_kind_check;
ALTER TABLE review_uploads ADD CONSTRAINT review_uploads_record_kind_check
  CHECK (record_kind IN ('occupy', 'abnormal'));
ALTER TABLE review_uploads
  ADD COLUMN sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  ADD COLUMN capture_time timestamptz,
  ADD COLUMN lat double precision CHECK (lat BETWEEN -90 AND 90),
  ADD COLUMN lng double precision CHECK (lng BETWEEN -180 AND 180),
  ADD COLUMN accuracy_m real CHECK (accuracy_m >= 0),
  ADD COLUMN heading real CHECK (heading >= 0 AND heading < 360),
  -- The log row of the action that attached the photo: 'case' (the case's operator log) or 'task' (the
  -- field task's log: a second check after rectification). Set once; from then on the photo is evidence.
  ADD COLUMN used_in text CHECK (used_in IN ('case', 'task')),
  ADD COLUMN used_log_id int,
  ADD CONSTRAINT review_uploads_used_check CHECK ((used_in IS NULL) = (used_log_id IS NULL));

-- A photo that an action used is never replaced nor removed: its bytes, hash, time and position stay as the
-- reviewer saw them. Before that the phone may send a retaken picture under the same id.
CREATE FUNCTION review_upload_keep_evidence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.used_log_id IS NOT NULL THEN
    IF TG_OP = 'DELETE' OR NEW.file_key IS DISTINCT FROM OLD.file_key OR NEW.sha256 IS DISTINCT FROM OLD.sha256
       OR NEW.capture_time IS DISTINCT FROM OLD.capture_time OR NEW.lat IS DISTINCT FROM OLD.lat
       OR NEW.lng IS DISTINCT FROM OLD.lng OR NEW.used_log_id IS DISTINCT FROM OLD.used_log_id THEN
      RAISE EXCEPTION 'review photo % is evidence of log %: % refused', OLD.id, OLD.used_log_id, TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
CREATE TRIGGER review_uploads_keep_evidence BEFORE UPDATE OR DELETE ON review_uploads
  FOR EACH ROW EXECUTE FUNCTION review_upload_keep_evidence();
CREATE INDEX review_uploads_used_idx ON review_uploads (used_in, used_log_id) WHERE used_log_id IS NOT NULL;
