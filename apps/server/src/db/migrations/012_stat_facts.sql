-- Pre-aggregated statistics: each metric of the registry (apps/server/src/modules/archive) summed per town,
-- Beijing month and category, as numerator and denominator parts, so totals, child-area, month, year and
-- category figures of a county or the province add up a few thousand rows instead of scanning the fact
-- tables (PGlite has one connection: a 2-second scan would hold every other request). Village-level and
-- day-range figures are read from the domain tables. Rows are rebuilt per metric when older than twelve
-- times the metric's time to live and after imports; stat_fact_builds records when, per metric id and a hash of its
-- definition (a release that changes a metric rebuilds its parts).
CREATE TABLE stat_facts (
  metric text NOT NULL,
  -- The town (9 significant digits) of the rows; rows recorded above town level keep their own code.
  area_id bigint NOT NULL,
  -- First day of the row's Beijing month; NULL for metrics without time (stocks).
  month date,
  cat_key text,
  cat_name text,
  cat_order double precision,
  num double precision,
  den double precision
);
CREATE INDEX stat_facts_metric_area_idx ON stat_facts (metric, area_id);

CREATE TABLE stat_fact_builds (
  -- "metricId:definitionHash"
  metric text PRIMARY KEY,
  built_at timestamptz NOT NULL
);
