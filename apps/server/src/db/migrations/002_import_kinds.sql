-- Imports of every kind: a job records any kind, what it inserted and updated, and the refused and
-- checked-only runs with their first problems, for the import page's history.
ALTER TABLE import_jobs DROP CONSTRAINT import_jobs_kind_check;
ALTER TABLE import_jobs
  ADD COLUMN status text NOT NULL DEFAULT 'imported' CHECK (status IN ('imported', 'rejected', 'checked')),
  ADD COLUMN inserted int NOT NULL DEFAULT 0,
  ADD COLUMN updated int NOT NULL DEFAULT 0,
  ADD COLUMN error_count int NOT NULL DEFAULT 0,
  ADD COLUMN errors jsonb NOT NULL DEFAULT '[]';
UPDATE import_jobs SET inserted = row_count;
CREATE INDEX import_jobs_area_time_idx ON import_jobs (area_id, create_time DESC);

-- Natural keys a re-import updates by, where the table had none.
CREATE UNIQUE INDEX farms_company_name_key ON farms (company_id, farm_name);
CREATE UNIQUE INDEX plant_plans_natural_key ON plant_plans (farm_id, plan_year, season, plan_name);
CREATE UNIQUE INDEX plantings_natural_key ON plantings (land_id, plant_year, season, crop_id);
CREATE UNIQUE INDEX collective_assets_natural_key ON collective_assets (area_id, asset_name);
CREATE UNIQUE INDEX water_facilities_natural_key ON water_facilities (area_id, facility_name);
CREATE UNIQUE INDEX monitoring_batches_natural_key ON monitoring_batches (area_id, batch_name);
CREATE UNIQUE INDEX cultivated_abnormals_natural_key ON cultivated_abnormals (cultivated_land_batch_id, land_code);
CREATE UNIQUE INDEX machine_work_orders_natural_key ON machine_work_orders (machine_id, start_time);
