-- Vector tiles of parcels (GET /tiles/parcels/...): a Web Mercator copy of each parcel's geometry with its
-- own spatial index. Native PostgreSQL clips and encodes it with ST_AsMVTGeom/ST_AsMVT; PGlite (no
-- protobuf-c) uses the same column to find the parcels of a tile and encodes in Node.
-- Areas in 亩 stay ellipsoidal (area_mu from ST_Area(geom::geography)); this column is for display only.
ALTER TABLE land_parcels
  ADD COLUMN geom_3857 geometry(MultiPolygon, 3857) GENERATED ALWAYS AS (ST_Transform(geom, 3857)) STORED;
CREATE INDEX land_parcels_geom_3857_idx ON land_parcels USING gist (geom_3857);
