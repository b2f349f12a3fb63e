-- Issue 14: soil samples and product quality tests are registers a clerk reads figure by figure. As float4
-- their values came out of every list as 20.399999618530273 or 0.0010000000474974513; numeric keeps what
-- the laboratory reported, to the precision it reports it (organic matter 0.1 g/kg, pH 0.01, metals
-- 0.001 mg/kg, residues to four decimals of the item's unit). Existing rows keep their value, rounded.
ALTER TABLE soil_samples
  ALTER COLUMN organic_matter_g_kg TYPE numeric(6, 1) USING round(organic_matter_g_kg::numeric, 1),
  ALTER COLUMN total_n_g_kg TYPE numeric(6, 3) USING round(total_n_g_kg::numeric, 3),
  ALTER COLUMN available_p_mg_kg TYPE numeric(7, 1) USING round(available_p_mg_kg::numeric, 1),
  ALTER COLUMN available_k_mg_kg TYPE numeric(7, 1) USING round(available_k_mg_kg::numeric, 1),
  ALTER COLUMN ph TYPE numeric(4, 2) USING round(ph::numeric, 2),
  ALTER COLUMN cd_mg_kg TYPE numeric(8, 3) USING round(cd_mg_kg::numeric, 3),
  ALTER COLUMN hg_mg_kg TYPE numeric(8, 3) USING round(hg_mg_kg::numeric, 3),
  ALTER COLUMN as_mg_kg TYPE numeric(8, 3) USING round(as_mg_kg::numeric, 3),
  ALTER COLUMN pb_mg_kg TYPE numeric(8, 3) USING round(pb_mg_kg::numeric, 3),
  ALTER COLUMN cr_mg_kg TYPE numeric(8, 3) USING round(cr_mg_kg::numeric, 3);

ALTER TABLE quality_detections
  ALTER COLUMN detection_value TYPE numeric(12, 4) USING round(detection_value::numeric, 4),
  ALTER COLUMN detection_limit TYPE numeric(12, 4) USING round(detection_limit::numeric, 4);
