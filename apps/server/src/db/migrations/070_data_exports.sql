-- Excel exports of lists (/downloadExcelList): one row per export a user asked for. The file lives under
-- DATA_DIR/exports and is served only to the user who made it; filter and columns say what was written.
CREATE TABLE data_exports (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES government_users(id) ON DELETE CASCADE,
  subject_id int NOT NULL REFERENCES government_subjects(id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  title text NOT NULL,
  filter jsonb NOT NULL,
  columns jsonb NOT NULL,
  -- Path relative to DATA_DIR, set once the file is written.
  file_path text,
  row_count int NOT NULL DEFAULT 0,
  byte_size bigint NOT NULL DEFAULT 0,
  -- 1 生成中, 2 已完成, 3 失败.
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 3),
  error text,
  create_time timestamptz NOT NULL DEFAULT now(),
  finish_time timestamptz
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id, id DESC);
