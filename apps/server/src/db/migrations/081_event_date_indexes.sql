-- The farm real-time dynamics call (§7 produce) takes the newest sowings, harvests and finished field
-- tasks of an area. Without an index on those dates each part sorted every planting of the county
-- (0.9–1.8 s on the demo, PGlite); walking the dates newest-first stops after the first N in the area.
CREATE INDEX plantings_sow_idx ON plantings (sow_date DESC);
CREATE INDEX plantings_harvest_idx ON plantings (harvest_date DESC) WHERE harvest_date IS NOT NULL;
CREATE INDEX plant_missions_done_idx ON plant_missions (done_date DESC) WHERE done_date IS NOT NULL;
