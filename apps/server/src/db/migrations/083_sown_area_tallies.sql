-- The sowing-area list (produce `sowing/list`) grouped every planting of the range per crop, year and
-- season: 380 k rows for 崇明 on the demo, 1.4–2.8 s on PGlite and ten times that at `--scale 10`. Its
-- figures come from this tally instead, one row per village, crop, year, season and farm (households
-- under farm 0): about a sixth of the plantings, and the farm key keeps the entity count exact.
-- Kept exact by statement-level triggers in the writing transaction, as the tallies of 072 and 080.
CREATE TABLE planting_sown_tallies (
  area_id bigint NOT NULL,
  crop_id smallint NOT NULL,
  plant_year smallint NOT NULL,
  season smallint NOT NULL,
  farm_id int NOT NULL,
  n int NOT NULL,
  area_mu numeric(16, 4) NOT NULL,
  PRIMARY KEY (area_id, crop_id, plant_year, season, farm_id)
);
INSERT INTO planting_sown_tallies
  SELECT area_id, crop_id, plant_year, season, coalesce(farm_id, 0), count(*), sum(plant_area_mu)
    FROM plantings GROUP BY 1, 2, 3, 4, 5;

CREATE FUNCTION planting_sown_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM planting_sown_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s)
    INSERT INTO planting_sown_tallies AS t
      SELECT area_id, crop_id, plant_year, season, coalesce(farm_id, 0), sum(d)::int, sum(d * plant_area_mu)
        FROM r GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (area_id, crop_id, plant_year, season, farm_id)
      DO UPDATE SET n = t.n + EXCLUDED.n, area_mu = t.area_mu + EXCLUDED.area_mu$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM planting_sown_tallies t USING old_rows o
     WHERE t.area_id = o.area_id AND t.crop_id = o.crop_id AND t.plant_year = o.plant_year
       AND t.season = o.season AND t.farm_id = coalesce(o.farm_id, 0) AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER planting_sown_tally_ins AFTER INSERT ON plantings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_sown_tally();
CREATE TRIGGER planting_sown_tally_upd AFTER UPDATE ON plantings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_sown_tally();
CREATE TRIGGER planting_sown_tally_del AFTER DELETE ON plantings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_sown_tally();
CREATE TRIGGER planting_sown_tally_trunc AFTER TRUNCATE ON plantings
  FOR EACH STATEMENT EXECUTE FUNCTION planting_sown_tally();

ANALYZE planting_sown_tallies;
