-- Issue 14 (farm-list and vegetable routes): the paged lists of plots (地块清单, 前茬), plantings per field
-- (田块统计), farm work (农事记录) and farm inputs (农资), within 100 ms for page 1 and page 100 at `--scale 10`.

-- Farm inputs (农资): seed, fertiliser and pesticide bought and used by a farm. A use belongs to the plan's
-- field work (mission) that spent it; a purchase precedes the use it supplies. Like the other fact tables
-- the row carries the farm's area; plan and mission are references for the reader, not constraints (the
-- seed writes them in bulk after the plans).
CREATE TABLE farm_input_records (
  id serial PRIMARY KEY,
  farm_id int NOT NULL REFERENCES farms(id),
  plan_id int,
  mission_id int,
  crop_id smallint REFERENCES crops(id),
  -- 1 采购, 2 使用.
  record_type smallint NOT NULL CHECK (record_type IN (1, 2)),
  -- 1 种子种苗, 2 化肥, 3 有机肥, 4 农药.
  category smallint NOT NULL CHECK (category BETWEEN 1 AND 4),
  product_name text NOT NULL,
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  unit text NOT NULL,
  -- What a purchase cost in 元 (none for a use).
  amount numeric(12, 2),
  record_date date NOT NULL,
  area_id bigint NOT NULL
);
CREATE INDEX farm_input_records_area_idx ON farm_input_records (area_id, record_date);
CREATE INDEX farm_input_records_farm_idx ON farm_input_records (farm_id, record_date);
CREATE INDEX farm_input_records_mission_idx ON farm_input_records (mission_id);

-- Indexes in the lists' orders, as query/sort.ts writes them (`<column> <dir> NULLS LAST, id DESC`; the
-- default orders are written the same way): a page of a county is read along the index instead of sorting
-- every row of the county. A village's rows are found by the (area_id, …) indexes instead.
CREATE INDEX land_parcels_mu_asc_idx ON land_parcels (area_mu ASC NULLS LAST, id DESC);
CREATE INDEX land_parcels_mu_desc_idx ON land_parcels (area_mu DESC NULLS LAST, id DESC);
CREATE INDEX land_parcels_dkid_asc_idx ON land_parcels (dkid ASC NULLS LAST, id DESC);
CREATE INDEX land_parcels_dkid_desc_idx ON land_parcels (dkid DESC NULLS LAST, id DESC);
CREATE INDEX plantings_sow_asc_idx ON plantings (sow_date ASC NULLS LAST, id DESC);
CREATE INDEX plantings_sow_desc_idx ON plantings (sow_date DESC NULLS LAST, id DESC);
CREATE INDEX plantings_mu_asc_idx ON plantings (plant_area_mu ASC NULLS LAST, id DESC);
CREATE INDEX plantings_mu_desc_idx ON plantings (plant_area_mu DESC NULLS LAST, id DESC);
CREATE INDEX plant_missions_planned_asc_idx ON plant_missions (planned_date ASC NULLS LAST, id DESC);
CREATE INDEX plant_missions_planned_desc_idx ON plant_missions (planned_date DESC NULLS LAST, id DESC);
CREATE INDEX plant_missions_done_asc_idx ON plant_missions (done_date ASC NULLS LAST, id DESC);
CREATE INDEX plant_missions_done_desc_idx ON plant_missions (done_date DESC NULLS LAST, id DESC);
-- The crops growing now (a quarter of the plantings): the plot list's crop, crop-group and sowing-date
-- filters find their parcels here instead of among every planting of the county.
CREATE INDEX plantings_growing_idx ON plantings (area_id, sow_date) INCLUDE (land_id, crop_id) WHERE status = 1;
CREATE INDEX plantings_growing_crop_idx ON plantings (crop_id, area_id, sow_date) INCLUDE (land_id) WHERE status = 1;
-- A market's prices newest first (the price table's default order; its primary key leads with the crop).
CREATE INDEX price_series_date_idx ON price_series (area_id, price_date DESC, crop_id, price_type);
-- A village's (or town's) missions: the list filters missions by their own area.
CREATE INDEX plant_missions_area_idx ON plant_missions (area_id, planned_date);
CREATE INDEX farm_input_records_date_asc_idx ON farm_input_records (record_date ASC NULLS LAST, id DESC);
CREATE INDEX farm_input_records_date_desc_idx ON farm_input_records (record_date DESC NULLS LAST, id DESC);
CREATE INDEX farm_input_records_amount_asc_idx ON farm_input_records (amount ASC NULLS LAST, id DESC);
CREATE INDEX farm_input_records_amount_desc_idx ON farm_input_records (amount DESC NULLS LAST, id DESC);

-- Row counts per area and the lists' coded filters, for their totals: counting a county's parcels, plantings,
-- missions or inputs row by row reads a million index entries at `--scale 10`; summing the county's tally
-- rows reads a few thousand. Kept exact by statement-level triggers in the writing transaction (as the
-- tallies of migration 072), with one function for all four: TG_ARGV names the tally and its key columns.
CREATE TABLE land_parcel_tallies (
  area_id bigint NOT NULL,
  land_type smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, land_type)
);
CREATE TABLE planting_area_tallies (
  area_id bigint NOT NULL,
  crop_id smallint NOT NULL,
  status smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, crop_id, status)
);
CREATE TABLE plant_mission_tallies (
  area_id bigint NOT NULL,
  mission_type text NOT NULL,
  status smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, mission_type, status)
);
CREATE TABLE farm_input_tallies (
  area_id bigint NOT NULL,
  record_type smallint NOT NULL,
  category smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, record_type, category)
);
INSERT INTO land_parcel_tallies SELECT area_id, land_type, count(*) FROM land_parcels GROUP BY 1, 2;
INSERT INTO planting_area_tallies SELECT area_id, crop_id, status, count(*) FROM plantings GROUP BY 1, 2, 3;
INSERT INTO plant_mission_tallies SELECT area_id, mission_type, status, count(*) FROM plant_missions GROUP BY 1, 2, 3;

CREATE FUNCTION row_count_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tally text := TG_ARGV[0];
  keys text := TG_ARGV[1];
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %I', tally);
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%1$s)
    INSERT INTO %2$I AS t (%3$s, n) SELECT %3$s, sum(d)::int FROM r GROUP BY %3$s
      ON CONFLICT (%3$s) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src, tally, keys);
  -- A key whose rows are all gone is removed (the tallies hold a few thousand rows: one pass is cheap).
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('DELETE FROM %I WHERE n = 0', tally);
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('land_parcels', 'land_parcel_tallies', 'area_id, land_type'),
    ('plantings', 'planting_area_tallies', 'area_id, crop_id, status'),
    ('plant_missions', 'plant_mission_tallies', 'area_id, mission_type, status'),
    ('farm_input_records', 'farm_input_tallies', 'area_id, record_type, category')
  ) AS v(tbl, tally, keys) LOOP
    EXECUTE format('CREATE TRIGGER %1$s_ins AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally(%1$L, %3$L)', t.tally, t.tbl, t.keys);
    EXECUTE format('CREATE TRIGGER %1$s_upd AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally(%1$L, %3$L)', t.tally, t.tbl, t.keys);
    EXECUTE format('CREATE TRIGGER %1$s_del AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally(%1$L, %3$L)', t.tally, t.tbl, t.keys);
    EXECUTE format('CREATE TRIGGER %1$s_trunc AFTER TRUNCATE ON %2$I
      FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally(%1$L, %3$L)', t.tally, t.tbl, t.keys);
  END LOOP;
END $$;

-- The planner's figures for the new tables and indexes (PGlite runs no autovacuum to gather them).
ANALYZE land_parcel_tallies;
ANALYZE planting_area_tallies;
ANALYZE plant_mission_tallies;
ANALYZE farm_input_tallies;
ANALYZE farm_input_records;
