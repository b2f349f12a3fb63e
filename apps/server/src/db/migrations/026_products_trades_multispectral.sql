-- The business categories (经营品类) a government subject follows (spec §7 subjectBusinessCategoryRef): its
-- dashboards' `$_businessCategoryIdList` and the category choices of its screens. A subject without any
-- follows every category.
CREATE TABLE subject_business_categories (
  government_subject_id int NOT NULL REFERENCES government_subjects(id) ON DELETE CASCADE,
  business_category_id smallint NOT NULL REFERENCES business_categories(id),
  sort_num int NOT NULL DEFAULT 0,
  PRIMARY KEY (government_subject_id, business_category_id)
);

-- Agricultural products (农产品, spec §7 agriproduct/list): what an entity's farm brings to market, under
-- its brand, with the certification it carries. Keyed by farm and product name (what an import names).
CREATE TABLE agri_products (
  id serial PRIMARY KEY,
  farm_id int NOT NULL REFERENCES farms(id),
  area_id bigint NOT NULL,
  product_name text NOT NULL,
  brand_name text,
  business_category_id smallint REFERENCES business_categories(id),
  crop_id smallint REFERENCES crops(id),
  -- 0 none, 1 绿色食品, 2 有机农产品, 3 地理标志农产品.
  cert_type smallint NOT NULL DEFAULT 0 CHECK (cert_type BETWEEN 0 AND 3),
  spec text,
  unit text NOT NULL DEFAULT '公斤',
  -- Expected yearly supply in tonnes, as the entity declared it.
  annual_output_t numeric(12, 2) CHECK (annual_output_t >= 0),
  -- 1 在售, 2 下架.
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (farm_id, product_name)
);
CREATE INDEX agri_products_area_idx ON agri_products (area_id, id DESC);
CREATE INDEX agri_products_name_trgm_idx ON agri_products
  USING gin (lower(product_name) gin_trgm_ops, lower(coalesce(brand_name, '')) gin_trgm_ops);

-- Trades of agricultural products (spec §7 agriproductTrade/list): a lot sold at a market or to a buyer on a
-- day, with its quantity and unit price. Keyed by the trade number a market or cooperative issues.
CREATE TABLE agri_product_trades (
  id serial PRIMARY KEY,
  trade_no text NOT NULL UNIQUE,
  product_id int NOT NULL REFERENCES agri_products(id) ON DELETE CASCADE,
  area_id bigint NOT NULL,
  trade_date date NOT NULL,
  -- 批发市场, 商超, 电商平台, 农批对接, 出口.
  market text NOT NULL,
  buyer_name text,
  quantity numeric(14, 2) NOT NULL CHECK (quantity > 0),
  unit text NOT NULL DEFAULT '公斤',
  unit_price numeric(10, 2) NOT NULL CHECK (unit_price > 0),
  amount numeric(16, 2) NOT NULL CHECK (amount >= 0)
);
CREATE INDEX agri_product_trades_area_idx ON agri_product_trades (area_id, trade_date DESC, id DESC);
CREATE INDEX agri_product_trades_product_idx ON agri_product_trades (product_id, trade_date DESC);

-- Multispectral analysis of parcels for their land holders (spec §7 others: landowner multispectral
-- analysis): per parcel and capture, the vegetation indices of a satellite or drone multispectral image and
-- the growth grade read from them, with advice for the holder.
CREATE TABLE multispectral_analyses (
  id serial PRIMARY KEY,
  land_parcel_id int NOT NULL REFERENCES land_parcels(id) ON DELETE CASCADE,
  area_id bigint NOT NULL,
  capture_date date NOT NULL,
  -- 1 卫星, 2 无人机.
  sensor smallint NOT NULL CHECK (sensor IN (1, 2)),
  crop_id smallint REFERENCES crops(id),
  ndvi numeric(4, 3) NOT NULL CHECK (ndvi BETWEEN -1 AND 1),
  ndre numeric(4, 3) CHECK (ndre BETWEEN -1 AND 1),
  -- 1 长势好, 2 长势较好, 3 长势一般, 4 长势差.
  growth_grade smallint NOT NULL CHECK (growth_grade BETWEEN 1 AND 4),
  advice text,
  UNIQUE (land_parcel_id, capture_date)
);
CREATE INDEX multispectral_analyses_area_idx ON multispectral_analyses (area_id, capture_date DESC);
CREATE INDEX multispectral_analyses_date_idx ON multispectral_analyses (capture_date DESC, area_id);

-- Quality detections become importable (one row per sample and item, as a test report lists them).
CREATE UNIQUE INDEX quality_detections_sample_item_key ON quality_detections (sample_no, detection_item);
