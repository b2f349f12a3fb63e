-- Agricultural parks (现代农业产业园, 科技园区, 田园综合体, 休闲观光园区): a boundary drawn by the bureau, with
-- the park's own figures (investment, output, visitors). The entities and devices of a park are the farms
-- lying inside its boundary and their devices, found by the boundary, not stored twice.
CREATE TABLE agri_parks (
  id serial PRIMARY KEY,
  park_name text NOT NULL UNIQUE,
  -- 1 现代农业产业园, 2 农业科技园区, 3 田园综合体, 4 休闲观光园区.
  park_type smallint NOT NULL CHECK (park_type BETWEEN 1 AND 4),
  -- 1 国家级, 2 省级, 3 市级, 4 区县级.
  park_level smallint NOT NULL CHECK (park_level BETWEEN 1 AND 4),
  leading_industry text NOT NULL,
  operator_name text,
  established_year smallint NOT NULL,
  investment_wan numeric(14, 2) NOT NULL DEFAULT 0,
  output_value_wan numeric(14, 2) NOT NULL DEFAULT 0,
  annual_visitors int,
  intro text,
  geom geometry(MultiPolygon, 4326) NOT NULL,
  area_mu numeric(12, 2) NOT NULL,
  area_id bigint NOT NULL REFERENCES areas(id)
);
CREATE INDEX agri_parks_area_idx ON agri_parks (area_id);
CREATE INDEX agri_parks_geom_idx ON agri_parks USING gist (geom);

-- Machines that drive themselves (植保无人机, 北斗自动驾驶 tractors and transplanters): /jywrnj lists them.
ALTER TABLE machines ADD COLUMN autonomous boolean NOT NULL DEFAULT false;
