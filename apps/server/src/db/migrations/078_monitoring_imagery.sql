-- Issue 12: the before/after images of a monitoring batch. Each batch has, per phase (前时相 = its
-- compare_image_date, 后时相 = its image_date), where the image comes from: a raster tile service the bureau
-- configures (an XYZ or WMTS GetTile URL template, fetched by the API server: the template and any key in it
-- never reach a browser), or imagery the server synthesises from the database (the demo counties, which
-- have no imagery service). Browsers only ever get /tiles/imagery/... of our own API, area-scoped.
CREATE TABLE monitoring_imagery (
  batch_id int NOT NULL REFERENCES monitoring_batches(id) ON DELETE CASCADE,
  phase text NOT NULL CHECK (phase IN ('before', 'after')),
  source_type text NOT NULL CHECK (source_type IN ('synthetic', 'template')),
  tile_url text CHECK ((source_type = 'template') = (tile_url IS NOT NULL)),
  min_zoom smallint NOT NULL CHECK (min_zoom BETWEEN 0 AND 22),
  max_zoom smallint NOT NULL CHECK (max_zoom BETWEEN min_zoom AND 22),
  attribution text,
  update_by int REFERENCES government_users(id) ON DELETE SET NULL,
  update_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (batch_id, phase)
);

-- A demo database seeded before this migration gets the synthetic imagery its seed now writes (a batch's
-- before image only where the batch has a compare date). Real installations configure their services.
INSERT INTO monitoring_imagery (batch_id, phase, source_type, min_zoom, max_zoom, attribution)
SELECT b.id, p.phase, 'synthetic', 12, 18, '演示影像：由地块、种植与监测图斑数据合成'
  FROM monitoring_batches b
 CROSS JOIN (VALUES ('before'), ('after')) p(phase)
 WHERE (p.phase = 'after' OR b.compare_image_date IS NOT NULL)
   AND EXISTS (SELECT 1 FROM land_parcels WHERE source = 'demo')
ON CONFLICT DO NOTHING;

-- The permission to configure imagery sources: in the catalogue of a seeded database (a fresh one is seeded
-- from the code's catalogue after migrating), held by the roles that manage users (the administrators).
INSERT INTO permissions (button_code, button_name, sort_num)
SELECT 'imagery:manage', '监测影像来源配置', (SELECT max(sort_num) + 1 FROM permissions)
 WHERE EXISTS (SELECT 1 FROM permissions)
ON CONFLICT DO NOTHING;
INSERT INTO role_permissions (role_id, button_code)
SELECT role_id, 'imagery:manage' FROM role_permissions WHERE button_code = 'user:manage'
ON CONFLICT DO NOTHING;
