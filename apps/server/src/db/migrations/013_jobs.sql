-- Jobs and the download centre. Excel exports and briefings run as jobs on whichever API server claims them
-- first; their files are listed per user in the download centre. The exports table becomes the jobs' table:
-- its rows stay, finished exports as done, unfinished ones (a synchronous export cut short) as failed.
ALTER TABLE data_exports DROP CONSTRAINT IF EXISTS data_exports_status_check;
ALTER TABLE data_exports ALTER COLUMN status DROP DEFAULT;
ALTER TABLE data_exports
  ALTER COLUMN status TYPE text USING (CASE status WHEN 2 THEN 'done' ELSE 'failed' END);
UPDATE data_exports SET error = '导出未完成' WHERE status = 'failed' AND error IS NULL;
ALTER TABLE data_exports
  ALTER COLUMN status SET DEFAULT 'queued',
  ADD CONSTRAINT data_exports_status_check CHECK (status IN ('queued', 'running', 'done', 'failed')),
  -- A briefing has no list endpoint, filter or columns.
  ALTER COLUMN endpoint DROP NOT NULL,
  ALTER COLUMN filter DROP NOT NULL,
  ALTER COLUMN columns DROP NOT NULL,
  ADD COLUMN kind text NOT NULL DEFAULT 'excel' CHECK (kind IN ('excel', 'briefing')),
  -- What the job's kind needs to run (a briefing's menu, area, day and format).
  ADD COLUMN params jsonb NOT NULL DEFAULT '{}',
  -- The area the file is about: who downloads it must hold it in his area scope.
  ADD COLUMN area_id bigint REFERENCES areas(id),
  ADD COLUMN progress_done int NOT NULL DEFAULT 0,
  ADD COLUMN progress_total int NOT NULL DEFAULT 0,
  ADD COLUMN progress_text text,
  ADD COLUMN mime text,
  -- The name the browser saves the file under.
  ADD COLUMN file_name text,
  ADD COLUMN attempts int NOT NULL DEFAULT 0,
  -- The server running the job and until when its claim holds; a claim not renewed in time (the server died)
  -- lets another server take the job again.
  ADD COLUMN claimed_by text,
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN start_time timestamptz,
  -- After this the file is deleted by the sweep and the row says so.
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN schedule_id int,
  -- A schedule's briefing is listed for its recipients (download_recipients), not for the user it ran as.
  ADD COLUMN for_recipients boolean NOT NULL DEFAULT false;

UPDATE data_exports d
   SET area_id = gs.area_id,
       mime = CASE WHEN d.status = 'done' THEN 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' END,
       file_name = d.title || '-' || to_char(d.create_time, 'YYYYMMDDHH24MISS') || '.xlsx',
       progress_done = d.row_count,
       progress_total = d.row_count,
       expires_at = coalesce(d.finish_time, d.create_time) + interval '7 days',
       -- Files now live in the installation's file store; an earlier export's file was one server's own and
       -- is listed as expired (exported again in a moment).
       file_path = NULL
  FROM government_subjects gs
 WHERE gs.id = d.subject_id;
ALTER TABLE data_exports ALTER COLUMN area_id SET NOT NULL;

-- The runners look only at jobs waiting or under way.
CREATE INDEX data_exports_pending_idx ON data_exports (id) WHERE status IN ('queued', 'running');
CREATE INDEX data_exports_expiry_idx ON data_exports (expires_at) WHERE file_path IS NOT NULL;

-- A subject administrator's briefing schedule: a topic dashboard of some areas, made weekly or monthly at a
-- local time, delivered to the download centre of the recipients (intranet machines have no mail).
CREATE TABLE briefing_schedules (
  id serial PRIMARY KEY,
  subject_id int NOT NULL REFERENCES government_subjects(id) ON DELETE CASCADE,
  -- The briefings are made as this user (his permissions and area scope at the time).
  created_by int NOT NULL REFERENCES government_users(id) ON DELETE CASCADE,
  name text NOT NULL,
  menu_key int NOT NULL,
  area_ids bigint[] NOT NULL,
  format text NOT NULL,
  cadence text NOT NULL CHECK (cadence IN ('weekly', 'monthly')),
  -- Weekly: 1 Monday … 7 Sunday. Monthly: day 1–28, or 0 for the last day of the month.
  weekday smallint CHECK (weekday BETWEEN 1 AND 7),
  month_day smallint CHECK (month_day BETWEEN 0 AND 28),
  -- HH:MM, Beijing time.
  at_time text NOT NULL CHECK (at_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  recipient_ids int[] NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- When it fires next; the runner that moves it on (compare-and-set) is the one that makes the briefings.
  next_run_at timestamptz,
  last_run_at timestamptz,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  CHECK ((cadence = 'weekly' AND weekday IS NOT NULL) OR (cadence = 'monthly' AND month_day IS NOT NULL))
);
CREATE INDEX briefing_schedules_due_idx ON briefing_schedules (next_run_at) WHERE enabled;
CREATE INDEX briefing_schedules_subject_idx ON briefing_schedules (subject_id, id);

ALTER TABLE data_exports
  ADD CONSTRAINT data_exports_schedule_fk FOREIGN KEY (schedule_id) REFERENCES briefing_schedules(id) ON DELETE SET NULL;

-- Who else gets a job's file in his download centre (a schedule's recipients), and whether he has seen it.
CREATE TABLE download_recipients (
  export_id int NOT NULL REFERENCES data_exports(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES government_users(id) ON DELETE CASCADE,
  read_at timestamptz,
  PRIMARY KEY (export_id, user_id)
);
CREATE INDEX download_recipients_user_idx ON download_recipients (user_id, export_id DESC);
