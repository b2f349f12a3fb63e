-- Registers a bureau keeps about its business entities beside their farms: the brands of their products
-- (农产品品牌名录), the storage they hold (种植与仓储) and the yearly assessment of each entity (考核评分).
-- Each row belongs to the area of its entity (company) or farm, so the lists are area-scoped like the rest.

CREATE TABLE product_brands (
  id serial PRIMARY KEY,
  brand_name text NOT NULL,
  company_id int NOT NULL REFERENCES companies(id),
  product_name text NOT NULL,
  -- 1 区域公用品牌, 2 企业品牌, 3 产品品牌.
  brand_type smallint NOT NULL CHECK (brand_type BETWEEN 1 AND 3),
  -- Listed in a brand catalogue: 0 none, 1 国家级, 2 省级, 3 市级, 4 区县级.
  brand_level smallint NOT NULL DEFAULT 0 CHECK (brand_level BETWEEN 0 AND 4),
  trademark_no text,
  register_date date NOT NULL,
  annual_sales_wan numeric(12, 2),
  area_id bigint NOT NULL REFERENCES areas(id),
  UNIQUE (company_id, brand_name)
);
CREATE INDEX product_brands_area_idx ON product_brands (area_id);

CREATE TABLE farm_storages (
  id serial PRIMARY KEY,
  farm_id int NOT NULL REFERENCES farms(id),
  storage_name text NOT NULL,
  -- 1 常温库, 2 冷藏库, 3 冷冻库, 4 粮仓, 5 气调库.
  storage_type smallint NOT NULL CHECK (storage_type BETWEEN 1 AND 5),
  capacity_t numeric(12, 2) NOT NULL CHECK (capacity_t > 0),
  stock_t numeric(12, 2) NOT NULL DEFAULT 0 CHECK (stock_t >= 0),
  -- The product mainly stored now (null when empty).
  crop_id smallint REFERENCES crops(id),
  temperature_c numeric(5, 1),
  last_in_date date,
  area_id bigint NOT NULL REFERENCES areas(id),
  UNIQUE (farm_id, storage_name),
  CHECK (stock_t <= capacity_t)
);
CREATE INDEX farm_storages_area_idx ON farm_storages (area_id);

CREATE TABLE entity_scores (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id),
  score_year smallint NOT NULL,
  -- The four parts of the assessment (生产管理 30, 质量安全 30, 诚信经营 20, 带农增收 20).
  production_score numeric(4, 1) NOT NULL CHECK (production_score BETWEEN 0 AND 30),
  quality_score numeric(4, 1) NOT NULL CHECK (quality_score BETWEEN 0 AND 30),
  credit_score numeric(4, 1) NOT NULL CHECK (credit_score BETWEEN 0 AND 20),
  benefit_score numeric(4, 1) NOT NULL CHECK (benefit_score BETWEEN 0 AND 20),
  total_score numeric(4, 1) GENERATED ALWAYS AS (production_score + quality_score + credit_score + benefit_score) STORED,
  assessor text NOT NULL,
  assess_date date NOT NULL,
  remark text,
  area_id bigint NOT NULL REFERENCES areas(id),
  UNIQUE (company_id, score_year)
);
CREATE INDEX entity_scores_area_idx ON entity_scores (area_id, score_year);
