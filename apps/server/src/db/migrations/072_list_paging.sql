-- Issue 14: the paged lists of a county at `--scale 10` answer within 100 ms for the first and the 100th page.
--
-- Indexes in the default order of the big lists: a page is read along the index (the area range, which
-- covers most rows of a county, is checked per row) instead of sorting every row of the county. The
-- planner keeps the (area_id, …) indexes for small areas, where the range is the selective part.
CREATE INDEX sales_orders_time_idx ON sales_orders (order_time DESC, id DESC);
CREATE INDEX machine_work_orders_time_idx ON machine_work_orders (start_time DESC, id DESC);
CREATE INDEX certificate_prints_time_idx ON certificate_prints (print_time DESC, id DESC);
CREATE INDEX qualified_certificates_issue_idx ON qualified_certificates (issue_date DESC, id DESC);
CREATE INDEX quality_detections_time_idx ON quality_detections (detection_time DESC, id DESC);
CREATE INDEX soil_samples_date_idx ON soil_samples (sample_date DESC, id DESC);
CREATE INDEX inspections_date_idx ON inspections (inspect_date DESC, id DESC);
CREATE INDEX insurance_policies_start_idx ON insurance_policies (start_date DESC, id DESC);
CREATE INDEX loans_apply_idx ON loans (apply_date DESC, id DESC);
CREATE INDEX patrol_records_start_idx ON patrol_records (start_time DESC, id DESC);
CREATE INDEX iot_controller_logs_time_idx ON iot_controller_logs (operate_time DESC, id DESC);
CREATE INDEX camera_ai_images_time_idx ON camera_ai_images (capture_time DESC, id DESC);
CREATE INDEX iot_alarm_records_time_idx ON iot_alarm_records (alarm_time DESC, id DESC);
-- The latest plant year of an area: a backward walk to the first matching row.
CREATE INDEX plantings_year_idx ON plantings (plant_year, area_id, sow_date);

-- Tallies: counts and sums of big tables per key, kept exact by statement-level triggers in the writing
-- transaction (every insert, update, delete and truncate, whoever writes: API, import, seed, restore).
-- Each statement adds its rows' deltas (+ new rows, − old rows) with INSERT … ON CONFLICT DO UPDATE, which
-- is safe under concurrent writers (the row lock orders the increments); a key whose count reaches 0 is
-- removed. Lists read them for totals and orders that would otherwise scan every row of a county per request;
-- anything a tally does not key (date ranges, keywords, channels) is still answered from the rows. Derived
-- data: a dump leaves the tallies out and a restore rebuilds them through these triggers.

-- Sales orders per farm, order area and status (chain trading by farm; totals of the order list).
CREATE TABLE sales_order_tallies (
  farm_id int NOT NULL,
  area_id bigint NOT NULL,
  status smallint NOT NULL,
  orders int NOT NULL,
  quantity numeric NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (farm_id, area_id, status)
);
CREATE INDEX sales_order_tallies_area_idx ON sales_order_tallies (area_id);
INSERT INTO sales_order_tallies
  SELECT farm_id, area_id, status, count(*), sum(quantity), sum(amount) FROM sales_orders GROUP BY 1, 2, 3;

-- Chain trading per farm: the farm's orders that are not cancelled (status 4), with their area when they all
-- lie in one area (NULL when in several: such a farm is summed from sales_order_tallies for the asked area).
-- One row per farm in the order of the list (amount), so a page is read along an index.
CREATE TABLE sales_farm_tallies (
  farm_id int PRIMARY KEY,
  area_id bigint,
  orders int NOT NULL,
  quantity numeric NOT NULL,
  amount numeric NOT NULL
);
CREATE INDEX sales_farm_tallies_amount_idx ON sales_farm_tallies (amount DESC, farm_id);
CREATE INDEX sales_farm_tallies_area_idx ON sales_farm_tallies (area_id);
INSERT INTO sales_farm_tallies
  SELECT farm_id, CASE WHEN min(area_id) = max(area_id) THEN min(area_id) END, sum(orders), sum(quantity), sum(amount)
    FROM sales_order_tallies WHERE status <> 4 GROUP BY 1;

CREATE FUNCTION sales_order_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM sales_order_tallies;
    DELETE FROM sales_farm_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT farm_id, area_id, status, sum(d)::int AS orders, sum(d * quantity) AS quantity, sum(d * amount) AS amount
        FROM r GROUP BY 1, 2, 3)
    INSERT INTO sales_order_tallies AS t SELECT * FROM d
      ON CONFLICT (farm_id, area_id, status) DO UPDATE
      SET orders = t.orders + EXCLUDED.orders, quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM sales_order_tallies t USING old_rows o
     WHERE t.farm_id = o.farm_id AND t.area_id = o.area_id AND t.status = o.status AND t.orders = 0;
  END IF;
  -- The farms' rows of sales_farm_tallies are derived from their rows above: locked first (in farm order),
  -- then recomputed by a later statement, whose snapshot holds what a concurrent writer of the same farm
  -- committed while this one waited for the lock.
  EXECUTE format($q$
    INSERT INTO sales_farm_tallies (farm_id, area_id, orders, quantity, amount)
      SELECT DISTINCT farm_id, NULL::bigint, 0, 0, 0 FROM (%s) r ORDER BY 1
      ON CONFLICT (farm_id) DO NOTHING$q$, src);
  EXECUTE format($q$
    SELECT 1 FROM sales_farm_tallies WHERE farm_id IN (SELECT farm_id FROM (%s) r) ORDER BY farm_id FOR UPDATE$q$, src);
  EXECUTE format($q$
    UPDATE sales_farm_tallies f
       SET area_id = x.area_id, orders = x.orders, quantity = x.quantity, amount = x.amount
      FROM (SELECT farm_id, CASE WHEN min(area_id) = max(area_id) THEN min(area_id) END AS area_id,
                   sum(orders)::int AS orders, sum(quantity) AS quantity, sum(amount) AS amount
              FROM sales_order_tallies WHERE status <> 4 AND farm_id IN (SELECT farm_id FROM (%s) r) GROUP BY farm_id) x
     WHERE f.farm_id = x.farm_id$q$, src);
  EXECUTE format($q$
    DELETE FROM sales_farm_tallies f
     WHERE f.farm_id IN (SELECT farm_id FROM (%s) r)
       AND NOT EXISTS (SELECT 1 FROM sales_order_tallies t WHERE t.farm_id = f.farm_id AND t.status <> 4)$q$, src);
  RETURN NULL;
END $$;

-- Work orders per machine (working hours by machine, idle warnings, totals of the work-order list).
CREATE TABLE machine_work_tallies (
  machine_id int PRIMARY KEY,
  orders int NOT NULL,
  -- The sum of each order's hours rounded to 2 decimals, as the lists show them.
  hours numeric NOT NULL,
  work_area_mu numeric NOT NULL,
  -- The latest start_time: raised by inserts, recomputed after updates and deletes.
  last_start timestamptz
);
INSERT INTO machine_work_tallies
  SELECT machine_id, count(*), sum(round((extract(epoch FROM end_time - start_time) / 3600)::numeric, 2)),
         sum(work_area_mu), max(start_time)
    FROM machine_work_orders GROUP BY 1;

CREATE FUNCTION machine_work_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM machine_work_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT machine_id, sum(d)::int AS orders,
             sum(d * round((extract(epoch FROM end_time - start_time) / 3600)::numeric, 2)) AS hours,
             sum(d * work_area_mu) AS work_area_mu, max(start_time) FILTER (WHERE d > 0) AS last_start
        FROM r GROUP BY 1)
    INSERT INTO machine_work_tallies AS t SELECT * FROM d
      ON CONFLICT (machine_id) DO UPDATE
      SET orders = t.orders + EXCLUDED.orders, hours = t.hours + EXCLUDED.hours,
          work_area_mu = t.work_area_mu + EXCLUDED.work_area_mu,
          last_start = greatest(t.last_start, EXCLUDED.last_start)$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM machine_work_tallies t USING old_rows o WHERE t.machine_id = o.machine_id AND t.orders = 0;
    -- A removed or moved order may have been the latest: recomputed by a later statement, after the rows
    -- above were locked, so it sees what a concurrent writer of the same machine committed.
    UPDATE machine_work_tallies t
       SET last_start = (SELECT max(start_time) FROM machine_work_orders o WHERE o.machine_id = t.machine_id)
     WHERE t.machine_id IN (SELECT machine_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

-- Ear tags per farm, tag area, species and status (the on-hand list by farm; totals of the tag list).
CREATE TABLE ear_tag_tallies (
  -- 0 for tags of no farm.
  farm_id int NOT NULL,
  area_id bigint NOT NULL,
  species smallint NOT NULL,
  ear_tag_status smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (farm_id, area_id, species, ear_tag_status)
);
CREATE INDEX ear_tag_tallies_area_idx ON ear_tag_tallies (area_id);
INSERT INTO ear_tag_tallies
  SELECT coalesce(farm_id, 0), area_id, species, ear_tag_status, count(*) FROM ear_tags GROUP BY 1, 2, 3, 4;

CREATE FUNCTION ear_tag_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM ear_tag_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT coalesce(farm_id, 0), area_id, species, ear_tag_status, sum(d)::int AS n FROM r GROUP BY 1, 2, 3, 4)
    INSERT INTO ear_tag_tallies AS t SELECT * FROM d
      ON CONFLICT (farm_id, area_id, species, ear_tag_status) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM ear_tag_tallies t USING old_rows o
     WHERE t.farm_id = coalesce(o.farm_id, 0) AND t.area_id = o.area_id AND t.species = o.species
       AND t.ear_tag_status = o.ear_tag_status AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

-- Plantings of farms per crop, plant year and farm (the farms growing a crop in a year: white lentil).
CREATE TABLE planting_tallies (
  crop_id smallint NOT NULL,
  plant_year smallint NOT NULL,
  farm_id int NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (crop_id, plant_year, farm_id)
);
INSERT INTO planting_tallies
  SELECT crop_id, plant_year, farm_id, count(*) FROM plantings WHERE farm_id IS NOT NULL GROUP BY 1, 2, 3;

CREATE FUNCTION planting_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM planting_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT crop_id, plant_year, farm_id, sum(d)::int AS n FROM r WHERE farm_id IS NOT NULL GROUP BY 1, 2, 3)
    INSERT INTO planting_tallies AS t SELECT * FROM d
      ON CONFLICT (crop_id, plant_year, farm_id) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM planting_tallies t USING old_rows o
     WHERE t.crop_id = o.crop_id AND t.plant_year = o.plant_year AND t.farm_id = o.farm_id AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

-- Pest counts per device, day and area: the (device, day) rows of the insect list, so its total and pages
-- are read from one row per group instead of one per species.
CREATE TABLE pest_count_day_tallies (
  device_id int NOT NULL,
  count_date date NOT NULL,
  area_id bigint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (device_id, count_date, area_id)
);
CREATE INDEX pest_count_day_tallies_date_idx ON pest_count_day_tallies (count_date DESC, device_id);
INSERT INTO pest_count_day_tallies SELECT device_id, count_date, area_id, count(*) FROM pest_counts GROUP BY 1, 2, 3;

CREATE FUNCTION pest_count_day_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM pest_count_day_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (SELECT device_id, count_date, area_id, sum(d)::int AS n FROM r GROUP BY 1, 2, 3)
    INSERT INTO pest_count_day_tallies AS t SELECT * FROM d
      ON CONFLICT (device_id, count_date, area_id) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM pest_count_day_tallies t USING old_rows o
     WHERE t.device_id = o.device_id AND t.count_date = o.count_date AND t.area_id = o.area_id AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

-- Controller operations per device (totals of the controller log list, whose filters are the device's).
CREATE TABLE iot_controller_log_tallies (
  device_id int PRIMARY KEY,
  n int NOT NULL
);
INSERT INTO iot_controller_log_tallies SELECT device_id, count(*) FROM iot_controller_logs GROUP BY 1;

CREATE FUNCTION iot_controller_log_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM iot_controller_log_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (SELECT device_id, sum(d)::int AS n FROM r GROUP BY 1)
    INSERT INTO iot_controller_log_tallies AS t SELECT * FROM d
      ON CONFLICT (device_id) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM iot_controller_log_tallies t USING old_rows o WHERE t.device_id = o.device_id AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

-- Qualified certificates per area and basis (totals of the certificate list).
CREATE TABLE certificate_area_tallies (
  area_id bigint NOT NULL,
  basis smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, basis)
);
INSERT INTO certificate_area_tallies SELECT area_id, basis, count(*) FROM qualified_certificates GROUP BY 1, 2;

CREATE FUNCTION certificate_area_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM certificate_area_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (SELECT area_id, basis, sum(d)::int AS n FROM r GROUP BY 1, 2)
    INSERT INTO certificate_area_tallies AS t SELECT * FROM d
      ON CONFLICT (area_id, basis) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM certificate_area_tallies t USING old_rows o
     WHERE t.area_id = o.area_id AND t.basis = o.basis AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

-- Certificate prints per area of their certificate (totals of the print records). A print counts in the
-- area of its certificate: the prints' triggers count the rows whose certificate is there, and a
-- certificate that is deleted (its prints go with it) or moves to another area takes its prints along.
CREATE TABLE certificate_print_tallies (
  area_id bigint PRIMARY KEY,
  prints int NOT NULL
);
INSERT INTO certificate_print_tallies
  SELECT q.area_id, count(*) FROM certificate_prints p JOIN qualified_certificates q ON q.id = p.certificate_id GROUP BY 1;

CREATE FUNCTION certificate_print_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM certificate_print_tallies;
    RETURN NULL;
  END IF;
  -- Prints of a certificate deleted in this transaction were taken off by the certificate's own trigger.
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT q.area_id, sum(r.d)::int AS prints FROM r JOIN qualified_certificates q ON q.id = r.certificate_id GROUP BY 1)
    INSERT INTO certificate_print_tallies AS t SELECT * FROM d
      ON CONFLICT (area_id) DO UPDATE SET prints = t.prints + EXCLUDED.prints$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM certificate_print_tallies WHERE prints = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION certificate_print_tally_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  SELECT count(*) INTO n FROM certificate_prints WHERE certificate_id = OLD.id;
  IF n > 0 THEN
    UPDATE certificate_print_tallies SET prints = prints - n WHERE area_id = OLD.area_id;
    DELETE FROM certificate_print_tallies WHERE area_id = OLD.area_id AND prints = 0;
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO certificate_print_tallies AS t VALUES (NEW.area_id, n)
        ON CONFLICT (area_id) DO UPDATE SET prints = t.prints + EXCLUDED.prints;
    END IF;
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;

-- Each tally follows its table through every statement that writes it: <function>_ins/_upd/_del/_trunc.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('sales_orders', 'sales_order_tally'),
    ('machine_work_orders', 'machine_work_tally'),
    ('ear_tags', 'ear_tag_tally'),
    ('certificate_prints', 'certificate_print_tally'),
    ('plantings', 'planting_tally'),
    ('pest_counts', 'pest_count_day_tally'),
    ('iot_controller_logs', 'iot_controller_log_tally'),
    ('qualified_certificates', 'certificate_area_tally')
  ) AS v(tbl, fn) LOOP
    EXECUTE format('CREATE TRIGGER %1$s_ins AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %1$s()', t.fn, t.tbl);
    EXECUTE format('CREATE TRIGGER %1$s_upd AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %1$s()', t.fn, t.tbl);
    EXECUTE format('CREATE TRIGGER %1$s_del AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %1$s()', t.fn, t.tbl);
    EXECUTE format('CREATE TRIGGER %1$s_trunc AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION %1$s()',
      t.fn, t.tbl);
  END LOOP;
END $$;

CREATE TRIGGER certificate_print_tally_cert_del BEFORE DELETE ON qualified_certificates
  FOR EACH ROW EXECUTE FUNCTION certificate_print_tally_move();
CREATE TRIGGER certificate_print_tally_cert_area AFTER UPDATE OF area_id ON qualified_certificates
  FOR EACH ROW WHEN (OLD.area_id IS DISTINCT FROM NEW.area_id) EXECUTE FUNCTION certificate_print_tally_move();

-- The planner's figures for the new tables (PGlite runs no autovacuum to gather them).
ANALYZE sales_order_tallies;
ANALYZE sales_farm_tallies;
ANALYZE machine_work_tallies;
ANALYZE ear_tag_tallies;
ANALYZE planting_tallies;
ANALYZE certificate_print_tallies;
ANALYZE pest_count_day_tallies;
ANALYZE iot_controller_log_tallies;
ANALYZE certificate_area_tallies;
