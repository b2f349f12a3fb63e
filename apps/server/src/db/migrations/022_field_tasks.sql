-- Field-check tasks (核查任务): a change parcel of a monitoring batch (an occupation or an abnormal-land case)
-- handed down the levels, county → town → village or a named checker, with a deadline. One task per case.
-- holder_area_id is the level whose queue holds it; checker_id a named checker of that level or above;
-- from_area_id the level that handed it down last (a return goes back there). After review a case that needs
-- rectification gets rectify_deadline and a second field check (rechecked_time); closing (销号) sets
-- closed_time. The case's own processStatus stays in its table: the progress view reads both.
CREATE TABLE field_tasks (
  id serial PRIMARY KEY,
  record_kind text NOT NULL CHECK (record_kind IN ('occupy', 'abnormal')),
  record_id int NOT NULL,
  batch_id int NOT NULL REFERENCES monitoring_batches(id),
  area_id bigint NOT NULL REFERENCES areas(id),
  holder_area_id bigint NOT NULL REFERENCES areas(id),
  checker_id int REFERENCES government_users(id),
  from_area_id bigint NOT NULL REFERENCES areas(id),
  deadline date NOT NULL,
  rectify_deadline date,
  rechecked_time timestamptz,
  closed_time timestamptz,
  version int NOT NULL DEFAULT 0,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (record_kind, record_id)
);
CREATE INDEX field_tasks_holder_idx ON field_tasks (holder_area_id);
CREATE INDEX field_tasks_checker_idx ON field_tasks (checker_id) WHERE checker_id IS NOT NULL;
CREATE INDEX field_tasks_area_idx ON field_tasks (area_id);
CREATE INDEX field_tasks_batch_idx ON field_tasks (batch_id);

-- Every dispatch, reassignment, return, rectification order, second check and closing of a task: written in
-- the transaction of the change it records, never changed or removed (the operator logs' triggers).
CREATE TABLE field_task_logs (
  id serial PRIMARY KEY,
  task_id int NOT NULL REFERENCES field_tasks(id),
  action text NOT NULL CHECK (action IN ('dispatch', 'reassign', 'return', 'rectify', 'recheck', 'close')),
  from_area_id bigint,
  to_area_id bigint,
  checker_id int REFERENCES government_users(id),
  deadline date,
  operator_id int REFERENCES government_users(id),
  operator_name text NOT NULL,
  remark text,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX field_task_logs_task_idx ON field_task_logs (task_id, id);
CREATE TRIGGER field_task_logs_append_only BEFORE UPDATE OR DELETE ON field_task_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();
CREATE TRIGGER field_task_logs_no_truncate BEFORE TRUNCATE ON field_task_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_truncate();

-- Progress of every task (stage 1 待核查, 2 已核查, 3 整改中, 4 已销号; overdue by Beijing date), read by the
-- progress endpoint and the metric registry alike so the screen and the plates show one figure.
CREATE VIEW field_task_progress AS
SELECT s.*,
       (s.stage = 1 AND s.deadline < s.today) OR (s.stage = 3 AND s.rectify_deadline < s.today) AS overdue
  FROM (
    SELECT t.id, t.record_kind, t.record_id, t.batch_id, t.area_id, t.holder_area_id, t.checker_id,
           t.deadline, t.rectify_deadline, t.create_time,
           (now() AT TIME ZONE 'Asia/Shanghai')::date AS today,
           CASE
             WHEN t.closed_time IS NOT NULL THEN 4
             WHEN t.rectify_deadline IS NOT NULL THEN 3
             WHEN coalesce(o.process_status, a.process_status) IN (0, 1, 4) THEN 1
             ELSE 2
           END AS stage
      FROM field_tasks t
      LEFT JOIN farmland_occupations o ON t.record_kind = 'occupy' AND o.id = t.record_id
      LEFT JOIN cultivated_abnormals a ON t.record_kind = 'abnormal' AND a.id = t.record_id
  ) s;
