-- Domain model: business entities and farms, land parcels and crops, IoT, cameras, pests, livestock,
-- certificates and traceability, prices, supervision, machinery, finance, land quality, rural economy,
-- facilities, sales, and remote-sensing monitoring (occupation and abnormal records).
--
-- Area scope: every area-bearing row carries area_id, the 12-digit code of the smallest area it lies in
-- (usually the village). Codes nest by prefix, so "everything under area X" is the range
-- X .. X + 10^(12 - significant digits) - 1 (county 310151000000 covers 310151000000..310151999999), served
-- by a btree index on area_id (or a composite index leading with it). Big fact tables carry area_id
-- without a foreign key: their parent row already has one and the check would slow bulk loads.
-- Areas are in 亩 (m² × 0.0015) from ST_Area(geom::geography); geometry is EPSG:4326.

CREATE TABLE company_categories (
  id smallint PRIMARY KEY,
  name text NOT NULL,
  sort_num int NOT NULL DEFAULT 0
);

-- Business categories (经营品类) belong to one business type (spec §9: grain 1 … other 6).
CREATE TABLE business_categories (
  id smallint PRIMARY KEY,
  name text NOT NULL UNIQUE,
  business_type_id smallint NOT NULL CHECK (business_type_id BETWEEN 1 AND 6),
  sort_num int NOT NULL DEFAULT 0
);

-- A business entity (经营主体): the registered company, cooperative or family farm.
CREATE TABLE companies (
  id serial PRIMARY KEY,
  company_name text NOT NULL,
  -- Unified social credit code (GB 32100, 18 characters); personal data, masked in answers.
  credit_code text UNIQUE CHECK (credit_code ~ '^[0-9A-HJ-NPQRTUWXY]{18}$'),
  company_category_id smallint NOT NULL REFERENCES company_categories(id),
  legal_person_name text,
  legal_person_id_card text,
  contact_name text,
  contact_phone text,
  credit_level smallint NOT NULL DEFAULT 0 CHECK (credit_level BETWEEN 0 AND 4),
  registered_capital numeric(14, 2),
  established_date date,
  address text,
  area_id bigint NOT NULL REFERENCES areas(id),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_area_idx ON companies (area_id);

-- A farm or production base (基地) of a business entity: what maps, lists and IoT hang on.
CREATE TABLE farms (
  id serial PRIMARY KEY,
  company_id int NOT NULL REFERENCES companies(id),
  farm_name text NOT NULL,
  business_type_id smallint NOT NULL CHECK (business_type_id BETWEEN 1 AND 6),
  business_category_id smallint REFERENCES business_categories(id),
  trace_flag smallint NOT NULL DEFAULT 0 CHECK (trace_flag IN (0, 1)),
  peasant_flag smallint NOT NULL DEFAULT 0 CHECK (peasant_flag IN (0, 1)),
  supervision_flag smallint NOT NULL DEFAULT 0 CHECK (supervision_flag IN (0, 1)),
  new_farm_flag smallint NOT NULL DEFAULT 0 CHECK (new_farm_flag IN (0, 1)),
  -- 1 正常经营, 2 暂停经营, 3 已注销.
  farm_status smallint NOT NULL DEFAULT 1 CHECK (farm_status BETWEEN 1 AND 3),
  -- Demonstration rank: 0 none, 1 国家级, 2 市级, 3 区级.
  rank smallint NOT NULL DEFAULT 0 CHECK (rank BETWEEN 0 AND 3),
  remark text,
  address text,
  area_id bigint NOT NULL REFERENCES areas(id),
  location geometry(Point, 4326),
  farm_area_mu numeric(12, 2) NOT NULL DEFAULT 0,
  contact_name text,
  contact_phone text,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX farms_area_idx ON farms (area_id);
CREATE INDEX farms_company_idx ON farms (company_id);
CREATE INDEX farms_location_idx ON farms USING gist (location);

-- Crops and livestock products that plantings, plans, prices and certificates refer to.
CREATE TABLE crops (
  id smallint PRIMARY KEY,
  crop_name text NOT NULL,
  crop_identifier text NOT NULL UNIQUE,
  -- 1 粮食作物, 2 经济作物, 3 蔬菜, 4 水果, 5 水产, 6 畜禽, 7 绿肥饲草, 8 林木.
  crop_group smallint NOT NULL,
  business_type_id smallint NOT NULL CHECK (business_type_id BETWEEN 1 AND 6),
  perennial boolean NOT NULL DEFAULT false,
  -- Typical yield in kg per 亩 (per head for livestock), used for forecasts.
  yield_per_mu_kg numeric(10, 2) NOT NULL DEFAULT 0,
  color text NOT NULL DEFAULT '#4caf50',
  sort_num int NOT NULL DEFAULT 0
);

-- A land parcel of one land-type layer (spec §9: 1 农用地, 2 确权地块, 3 生产现状用地, 4 高标准农田, 5 永久基本农田).
CREATE TABLE land_parcels (
  id serial PRIMARY KEY,
  -- Contract parcel code: 14-digit contractor-issuer code (village + group) and a 5-digit serial.
  dkid text NOT NULL UNIQUE,
  sh_gis_dkid text UNIQUE,
  land_name text,
  land_type smallint NOT NULL CHECK (land_type BETWEEN 1 AND 5),
  dlbm char(4) NOT NULL CHECK (dlbm IN ('0101', '0102', '0103', '0201', '0202', '0203', '0204', '0301',
    '0302', '0303', '0304', '0305', '0306', '0307', '0401', '0402', '0403', '1006', '1103', '1104', '1107',
    '1202', '1203')),
  -- Land-source categories the parcel belongs to (spec §9 options: 2, 18, 32, 12, 17, 3, 24, 15).
  land_sources smallint[] NOT NULL DEFAULT '{}',
  farm_id int REFERENCES farms(id),
  -- The contracting household (承包方); personal data, masked in answers.
  contractor_name text,
  quality_grade smallint CHECK (quality_grade BETWEEN 1 AND 10),
  area_id bigint NOT NULL REFERENCES areas(id),
  geom geometry(MultiPolygon, 4326) NOT NULL,
  area_mu numeric(12, 4) NOT NULL,
  source text NOT NULL DEFAULT 'demo',
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX land_parcels_area_idx ON land_parcels (area_id, land_type);
CREATE INDEX land_parcels_farm_idx ON land_parcels (farm_id);
CREATE INDEX land_parcels_geom_idx ON land_parcels USING gist (geom);

-- Crops on a parcel per season: on planting (status 1) or history (2 harvested, 3 failed/ploughed in).
CREATE TABLE plantings (
  id serial PRIMARY KEY,
  land_id int NOT NULL REFERENCES land_parcels(id) ON DELETE CASCADE,
  farm_id int,
  crop_id smallint NOT NULL REFERENCES crops(id),
  plant_year smallint NOT NULL,
  -- 1 春夏季 (sown spring/summer), 2 秋冬季 (sown autumn/winter).
  season smallint NOT NULL CHECK (season IN (1, 2)),
  sow_date date NOT NULL,
  expected_harvest_date date,
  harvest_date date,
  plant_area_mu numeric(12, 4) NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3),
  expected_output_kg numeric(14, 2),
  actual_output_kg numeric(14, 2),
  area_id bigint NOT NULL
);
CREATE INDEX plantings_land_idx ON plantings (land_id, sow_date);
CREATE INDEX plantings_area_idx ON plantings (area_id, plant_year, crop_id);
CREATE INDEX plantings_farm_idx ON plantings (farm_id, plant_year);

-- Sowing areas per farm, crop and season, derived from the plantings.
CREATE VIEW sowing_areas AS
  SELECT farm_id, crop_id, plant_year, season, min(area_id) AS area_id,
         count(*) AS land_count, sum(plant_area_mu) AS sown_area_mu, min(sow_date) AS first_sow_date
    FROM plantings
   WHERE farm_id IS NOT NULL
   GROUP BY farm_id, crop_id, plant_year, season;

CREATE TABLE plant_plans (
  id serial PRIMARY KEY,
  farm_id int NOT NULL REFERENCES farms(id),
  crop_id smallint NOT NULL REFERENCES crops(id),
  plan_year smallint NOT NULL,
  season smallint NOT NULL CHECK (season IN (1, 2)),
  plan_name text NOT NULL,
  plan_area_mu numeric(12, 2) NOT NULL,
  plan_output_kg numeric(14, 2) NOT NULL,
  -- 1 未开始, 2 执行中, 3 已完成.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3),
  area_id bigint NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plant_plans_farm_idx ON plant_plans (farm_id, plan_year);
CREATE INDEX plant_plans_area_idx ON plant_plans (area_id);

-- Field work of a plan (翻耕, 播种, 施肥, 植保, 灌溉, 收获 ...).
CREATE TABLE plant_missions (
  id serial PRIMARY KEY,
  plan_id int NOT NULL REFERENCES plant_plans(id) ON DELETE CASCADE,
  mission_type text NOT NULL,
  mission_name text NOT NULL,
  planned_date date NOT NULL,
  done_date date,
  -- 1 待执行, 2 已完成, 3 已逾期.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3),
  executor text,
  inputs text,
  area_id bigint NOT NULL
);
CREATE INDEX plant_missions_plan_idx ON plant_missions (plan_id);

-- Output forecasts and reported output per area (town), crop and season.
CREATE TABLE output_forecasts (
  id serial PRIMARY KEY,
  area_id bigint NOT NULL REFERENCES areas(id),
  crop_id smallint NOT NULL REFERENCES crops(id),
  plant_year smallint NOT NULL,
  season smallint NOT NULL CHECK (season IN (1, 2)),
  sown_area_mu numeric(14, 2) NOT NULL,
  forecast_yield_kg_per_mu numeric(10, 2) NOT NULL,
  forecast_output_t numeric(14, 2) NOT NULL,
  actual_output_t numeric(14, 2),
  forecast_date date NOT NULL,
  UNIQUE (area_id, crop_id, plant_year, season)
);

-- IoT ---------------------------------------------------------------------------------------------
CREATE TABLE iot_devices (
  id serial PRIMARY KEY,
  device_sn text NOT NULL UNIQUE,
  device_name text NOT NULL,
  gate_category_id int NOT NULL REFERENCES gate_categories(id),
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL REFERENCES areas(id),
  location geometry(Point, 4326),
  -- 1 在线, 0 离线.
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  is_controller boolean NOT NULL DEFAULT false,
  manufacturer text,
  model text,
  install_date date,
  last_online_time timestamptz
);
CREATE INDEX iot_devices_area_idx ON iot_devices (area_id);
CREATE INDEX iot_devices_farm_idx ON iot_devices (farm_id);

CREATE TABLE iot_device_properties (
  id serial PRIMARY KEY,
  device_id int NOT NULL REFERENCES iot_devices(id) ON DELETE CASCADE,
  identifier text NOT NULL,
  property_name text NOT NULL,
  unit text NOT NULL DEFAULT '',
  normal_min real,
  normal_max real,
  last_value real,
  last_time timestamptz,
  UNIQUE (device_id, identifier)
);

-- Time series: one row per property and timestamp.
CREATE TABLE iot_readings (
  property_id int NOT NULL,
  ts timestamptz NOT NULL,
  value real NOT NULL,
  PRIMARY KEY (property_id, ts)
);

CREATE TABLE iot_alarm_rules (
  id serial PRIMARY KEY,
  property_id int NOT NULL REFERENCES iot_device_properties(id) ON DELETE CASCADE,
  -- 'gt' alarms above the threshold, 'lt' below it.
  comparator text NOT NULL CHECK (comparator IN ('gt', 'lt')),
  threshold real NOT NULL,
  -- 1 提示, 2 一般, 3 严重.
  alarm_level smallint NOT NULL DEFAULT 2 CHECK (alarm_level BETWEEN 1 AND 3),
  enabled boolean NOT NULL DEFAULT true
);

CREATE TABLE iot_alarm_records (
  id serial PRIMARY KEY,
  rule_id int REFERENCES iot_alarm_rules(id),
  device_id int NOT NULL REFERENCES iot_devices(id) ON DELETE CASCADE,
  property_id int NOT NULL REFERENCES iot_device_properties(id) ON DELETE CASCADE,
  farm_id int,
  area_id bigint NOT NULL,
  alarm_time timestamptz NOT NULL,
  alarm_value real NOT NULL,
  threshold real NOT NULL,
  alarm_content text NOT NULL,
  alarm_level smallint NOT NULL,
  -- 0 未处理, 1 已处理.
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  handle_time timestamptz,
  handler text
);
CREATE INDEX iot_alarm_records_device_idx ON iot_alarm_records (device_id, alarm_time DESC);
CREATE INDEX iot_alarm_records_area_idx ON iot_alarm_records (area_id, alarm_time DESC);

-- Switch states of controllers (valves, pumps, fans, curtains), keyed by identifier.
CREATE TABLE iot_controller_states (
  device_id int NOT NULL REFERENCES iot_devices(id) ON DELETE CASCADE,
  identifier text NOT NULL,
  state_name text NOT NULL,
  status smallint NOT NULL CHECK (status IN (0, 1)),
  update_time timestamptz NOT NULL,
  PRIMARY KEY (device_id, identifier)
);

CREATE TABLE iot_controller_logs (
  id serial PRIMARY KEY,
  device_id int NOT NULL REFERENCES iot_devices(id) ON DELETE CASCADE,
  identifier text NOT NULL,
  status smallint NOT NULL,
  operator text,
  operate_time timestamptz NOT NULL
);

CREATE TABLE cameras (
  id serial PRIMARY KEY,
  serial_no text NOT NULL UNIQUE,
  channel_no smallint NOT NULL DEFAULT 1,
  camera_name text NOT NULL,
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL REFERENCES areas(id),
  location geometry(Point, 4326),
  live_url text NOT NULL,
  ptz_capable boolean NOT NULL DEFAULT false,
  -- Last pan-tilt direction (0 up, 1 down, 2 left, 3 right, ...), null when never moved.
  direction smallint,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  brand text
);
CREATE INDEX cameras_area_idx ON cameras (area_id);
CREATE INDEX cameras_farm_idx ON cameras (farm_id);

-- Images the camera's AI analysis tagged (the picture itself is rendered from the row at /files/camera).
CREATE TABLE camera_ai_images (
  id serial PRIMARY KEY,
  camera_id int NOT NULL REFERENCES cameras(id) ON DELETE CASCADE,
  capture_time timestamptz NOT NULL,
  tags text[] NOT NULL,
  confidence real NOT NULL,
  area_id bigint NOT NULL
);
CREATE INDEX camera_ai_images_camera_idx ON camera_ai_images (camera_id, capture_time DESC);

CREATE TABLE pest_species (
  id smallint PRIMARY KEY,
  name text NOT NULL UNIQUE,
  latin_name text,
  host_crops text NOT NULL
);

CREATE TABLE pest_devices (
  id serial PRIMARY KEY,
  device_sn text NOT NULL UNIQUE,
  device_name text NOT NULL,
  -- 1 虫情测报灯, 2 性诱测报仪.
  device_type smallint NOT NULL CHECK (device_type IN (1, 2)),
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL REFERENCES areas(id),
  location geometry(Point, 4326),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  install_date date
);
CREATE INDEX pest_devices_area_idx ON pest_devices (area_id);

CREATE TABLE pest_counts (
  device_id int NOT NULL REFERENCES pest_devices(id) ON DELETE CASCADE,
  species_id smallint NOT NULL REFERENCES pest_species(id),
  count_date date NOT NULL,
  insect_count int NOT NULL CHECK (insect_count >= 0),
  area_id bigint NOT NULL,
  PRIMARY KEY (device_id, count_date, species_id)
);
CREATE INDEX pest_counts_area_idx ON pest_counts (area_id, count_date);

-- Trap photos (rendered from the row and that day's counts at /files/pest).
CREATE TABLE pest_images (
  id serial PRIMARY KEY,
  device_id int NOT NULL REFERENCES pest_devices(id) ON DELETE CASCADE,
  capture_time timestamptz NOT NULL,
  insect_total int NOT NULL,
  area_id bigint NOT NULL
);
CREATE INDEX pest_images_device_idx ON pest_images (device_id, capture_time DESC);

-- Livestock ear tags: 15 digits = species digit (1 猪, 2 牛, 3 羊) + 6-digit county code + 8-digit serial.
CREATE TABLE ear_tags (
  id serial PRIMARY KEY,
  ear_tag_no char(15) NOT NULL UNIQUE CHECK (ear_tag_no ~ '^[1-9][0-9]{14}$'),
  species smallint NOT NULL CHECK (species BETWEEN 1 AND 9),
  breed text,
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL,
  -- 1 在栏, 2 已出栏, 3 死亡, 4 注销.
  ear_tag_status smallint NOT NULL CHECK (ear_tag_status BETWEEN 1 AND 4),
  birth_date date,
  apply_date date NOT NULL
);
CREATE INDEX ear_tags_area_idx ON ear_tags (area_id, species);
CREATE INDEX ear_tags_farm_idx ON ear_tags (farm_id);

CREATE TABLE ear_tag_logs (
  id serial PRIMARY KEY,
  ear_tag_id int NOT NULL REFERENCES ear_tags(id) ON DELETE CASCADE,
  -- 1 佩标, 2 免疫, 3 检疫, 4 出栏, 5 屠宰, 6 死亡无害化处理, 7 注销.
  event_type smallint NOT NULL,
  ear_tag_status smallint NOT NULL,
  event_time timestamptz NOT NULL,
  operator text,
  remark text
);
CREATE INDEX ear_tag_logs_tag_idx ON ear_tag_logs (ear_tag_id, event_time);

-- Certificates and traceability -------------------------------------------------------------------
CREATE TABLE green_certificates (
  id serial PRIMARY KEY,
  cert_no text NOT NULL UNIQUE,
  company_id int NOT NULL REFERENCES companies(id),
  product_name text NOT NULL,
  -- 1 绿色食品, 2 有机农产品, 3 地理标志农产品.
  cert_type smallint NOT NULL CHECK (cert_type BETWEEN 1 AND 3),
  output_t numeric(12, 2),
  issue_date date NOT NULL,
  expire_date date NOT NULL,
  area_id bigint NOT NULL
);
CREATE INDEX green_certificates_area_idx ON green_certificates (area_id);

-- 承诺达标合格证: the QR code (rendered at /files/qr) opens the trace page of its trace code.
CREATE TABLE qualified_certificates (
  id serial PRIMARY KEY,
  cert_no text NOT NULL UNIQUE,
  farm_id int NOT NULL REFERENCES farms(id),
  area_id bigint NOT NULL,
  product_name text NOT NULL,
  crop_id smallint REFERENCES crops(id),
  quantity numeric(12, 2) NOT NULL,
  unit text NOT NULL,
  producer_name text NOT NULL,
  contact_phone text,
  -- 1 自行检测合格, 2 委托检测合格, 3 内部质量控制合格, 4 自我承诺合格.
  basis smallint NOT NULL CHECK (basis BETWEEN 1 AND 4),
  issue_date date NOT NULL,
  trace_code text,
  print_count int NOT NULL DEFAULT 0
);
CREATE INDEX qualified_certificates_area_idx ON qualified_certificates (area_id, issue_date DESC);
CREATE INDEX qualified_certificates_farm_idx ON qualified_certificates (farm_id);

CREATE TABLE certificate_prints (
  id serial PRIMARY KEY,
  certificate_id int NOT NULL REFERENCES qualified_certificates(id) ON DELETE CASCADE,
  print_time timestamptz NOT NULL,
  copies int NOT NULL CHECK (copies > 0),
  operator text
);
CREATE INDEX certificate_prints_cert_idx ON certificate_prints (certificate_id);

CREATE TABLE trace_codes (
  id serial PRIMARY KEY,
  trace_code text NOT NULL UNIQUE,
  farm_id int NOT NULL REFERENCES farms(id),
  area_id bigint NOT NULL,
  product_name text NOT NULL,
  batch_no text NOT NULL,
  create_time timestamptz NOT NULL
);
CREATE INDEX trace_codes_area_idx ON trace_codes (area_id);

-- Barcode scans per code and day.
CREATE TABLE trace_code_scans (
  trace_code_id int NOT NULL REFERENCES trace_codes(id) ON DELETE CASCADE,
  scan_date date NOT NULL,
  scan_count int NOT NULL CHECK (scan_count > 0),
  area_id bigint NOT NULL,
  PRIMARY KEY (trace_code_id, scan_date)
);
CREATE INDEX trace_code_scans_area_idx ON trace_code_scans (area_id, scan_date);

-- Daily prices: vegetable crops 1–10 of the price monitor (9 猪: 生猪价/猪肉价, others 田头价/批发价).
CREATE TABLE price_series (
  crop_id smallint NOT NULL CHECK (crop_id BETWEEN 1 AND 10),
  price_type text NOT NULL CHECK (price_type IN ('田头价', '批发价', '生猪价', '猪肉价')),
  price_date date NOT NULL,
  area_id bigint NOT NULL REFERENCES areas(id),
  price numeric(8, 2) NOT NULL CHECK (price > 0),
  unit text NOT NULL,
  PRIMARY KEY (area_id, crop_id, price_type, price_date)
);

-- Supervision --------------------------------------------------------------------------------------
CREATE TABLE inspections (
  id serial PRIMARY KEY,
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL,
  -- 1 农药残留抽检, 2 投入品检查, 3 生产记录检查, 4 动物防疫检查.
  inspection_type smallint NOT NULL,
  inspect_date date NOT NULL,
  inspector text NOT NULL,
  -- 1 合格, 2 限期整改, 3 不合格.
  result smallint NOT NULL CHECK (result BETWEEN 1 AND 3),
  remark text
);
CREATE INDEX inspections_area_idx ON inspections (area_id, inspect_date DESC);

CREATE TABLE patrol_records (
  id serial PRIMARY KEY,
  area_id bigint NOT NULL,
  patrol_type smallint NOT NULL,
  patroller text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  distance_km numeric(8, 2) NOT NULL,
  track geometry(LineString, 4326),
  issue_found boolean NOT NULL DEFAULT false,
  remark text
);
CREATE INDEX patrol_records_area_idx ON patrol_records (area_id, start_time DESC);

CREATE TABLE law_enforcements (
  id serial PRIMARY KEY,
  case_no text NOT NULL UNIQUE,
  case_type text NOT NULL,
  farm_id int REFERENCES farms(id),
  party_name text NOT NULL,
  area_id bigint NOT NULL,
  filing_date date NOT NULL,
  closing_date date,
  -- 1 立案, 2 调查, 3 处罚决定, 4 结案.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  penalty_amount numeric(12, 2),
  description text NOT NULL
);
CREATE INDEX law_enforcements_area_idx ON law_enforcements (area_id, filing_date DESC);

-- Machinery ----------------------------------------------------------------------------------------
CREATE TABLE machines (
  id serial PRIMARY KEY,
  machine_no text NOT NULL UNIQUE,
  machine_type text NOT NULL,
  brand text NOT NULL,
  model text NOT NULL,
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL,
  purchase_year smallint NOT NULL,
  subsidy_amount numeric(12, 2),
  terminal_sn text,
  -- 1 作业中, 2 空闲, 3 离线, 4 维修.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4)
);
CREATE INDEX machines_area_idx ON machines (area_id);

CREATE TABLE machine_work_orders (
  id serial PRIMARY KEY,
  machine_id int NOT NULL REFERENCES machines(id) ON DELETE CASCADE,
  farm_id int,
  area_id bigint NOT NULL,
  work_type text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  work_area_mu numeric(10, 2) NOT NULL,
  -- 1 已派单, 2 作业中, 3 已完成.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3)
);
CREATE INDEX machine_work_orders_machine_idx ON machine_work_orders (machine_id, start_time DESC);
CREATE INDEX machine_work_orders_area_idx ON machine_work_orders (area_id, start_time DESC);

CREATE TABLE machine_tracks (
  work_order_id int PRIMARY KEY REFERENCES machine_work_orders(id) ON DELETE CASCADE,
  track geometry(LineString, 4326) NOT NULL,
  point_count int NOT NULL
);

-- Finance ------------------------------------------------------------------------------------------
CREATE TABLE insurance_policies (
  id serial PRIMARY KEY,
  policy_no text NOT NULL UNIQUE,
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL,
  insurance_type text NOT NULL,
  insured_quantity numeric(12, 2) NOT NULL,
  insured_unit text NOT NULL,
  insured_amount numeric(14, 2) NOT NULL,
  premium numeric(12, 2) NOT NULL,
  subsidy_ratio numeric(4, 2) NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  claim_amount numeric(14, 2) NOT NULL DEFAULT 0,
  insurer text NOT NULL
);
CREATE INDEX insurance_policies_area_idx ON insurance_policies (area_id);

CREATE TABLE loans (
  id serial PRIMARY KEY,
  loan_no text NOT NULL UNIQUE,
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL,
  bank_name text NOT NULL,
  loan_type text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  annual_rate numeric(5, 2) NOT NULL,
  term_months smallint NOT NULL,
  apply_date date NOT NULL,
  grant_date date,
  -- 1 申请中, 2 已放款, 3 已结清, 4 未通过.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  purpose text
);
CREATE INDEX loans_area_idx ON loans (area_id, apply_date DESC);

-- Land quality and product detection ---------------------------------------------------------------
CREATE TABLE soil_samples (
  id serial PRIMARY KEY,
  sample_no text NOT NULL UNIQUE,
  land_id int REFERENCES land_parcels(id) ON DELETE SET NULL,
  area_id bigint NOT NULL,
  location geometry(Point, 4326) NOT NULL,
  sample_date date NOT NULL,
  -- 1 耕地质量等级调查, 2 土壤肥力监测, 3 土壤污染监测.
  sample_type smallint NOT NULL CHECK (sample_type BETWEEN 1 AND 3),
  quality_grade smallint CHECK (quality_grade BETWEEN 1 AND 10),
  organic_matter_g_kg real,
  total_n_g_kg real,
  available_p_mg_kg real,
  available_k_mg_kg real,
  ph real,
  cd_mg_kg real,
  hg_mg_kg real,
  as_mg_kg real,
  pb_mg_kg real,
  cr_mg_kg real,
  -- 1 优先保护类, 2 安全利用类, 3 严格管控类.
  pollution_class smallint CHECK (pollution_class BETWEEN 1 AND 3)
);
CREATE INDEX soil_samples_area_idx ON soil_samples (area_id, sample_type);

CREATE TABLE quality_detections (
  id serial PRIMARY KEY,
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL,
  product_name text NOT NULL,
  business_category_id smallint REFERENCES business_categories(id),
  detection_item text NOT NULL,
  detection_value real,
  detection_limit real,
  detection_unit text,
  detection_time timestamptz NOT NULL,
  -- 1 合格, 2 不合格.
  detection_result smallint NOT NULL CHECK (detection_result IN (1, 2)),
  detection_org text NOT NULL,
  sample_no text NOT NULL
);
CREATE INDEX quality_detections_area_idx ON quality_detections (area_id, detection_time DESC);

-- Rural economy and facilities ---------------------------------------------------------------------
CREATE TABLE land_transactions (
  id serial PRIMARY KEY,
  project_no text NOT NULL UNIQUE,
  project_name text NOT NULL,
  -- 1 出租, 2 转包, 3 入股, 4 其他.
  transfer_type smallint NOT NULL CHECK (transfer_type BETWEEN 1 AND 4),
  area_id bigint NOT NULL,
  land_area_mu numeric(12, 2) NOT NULL,
  transferor text NOT NULL,
  transferee_farm_id int REFERENCES farms(id),
  price_per_mu_year numeric(10, 2) NOT NULL,
  term_years smallint NOT NULL,
  listing_date date NOT NULL,
  deal_date date,
  -- 1 挂牌中, 2 已成交, 3 流标.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3)
);
CREATE INDEX land_transactions_area_idx ON land_transactions (area_id, listing_date DESC);

CREATE TABLE collective_assets (
  id serial PRIMARY KEY,
  area_id bigint NOT NULL REFERENCES areas(id),
  asset_name text NOT NULL,
  -- 1 经营性资产, 2 非经营性资产, 3 资源性资产.
  asset_type smallint NOT NULL CHECK (asset_type BETWEEN 1 AND 3),
  category text NOT NULL,
  quantity numeric(12, 2) NOT NULL,
  unit text NOT NULL,
  original_value numeric(14, 2) NOT NULL,
  net_value numeric(14, 2) NOT NULL,
  acquire_date date NOT NULL,
  status smallint NOT NULL DEFAULT 1
);
CREATE INDEX collective_assets_area_idx ON collective_assets (area_id);

CREATE TABLE collective_economy_annual (
  area_id bigint NOT NULL REFERENCES areas(id),
  year smallint NOT NULL,
  total_income numeric(14, 2) NOT NULL,
  operating_income numeric(14, 2) NOT NULL,
  net_income numeric(14, 2) NOT NULL,
  dividend numeric(14, 2) NOT NULL,
  members int NOT NULL,
  PRIMARY KEY (area_id, year)
);

CREATE TABLE water_facilities (
  id serial PRIMARY KEY,
  facility_name text NOT NULL,
  -- 泵站, 水闸, 灌溉渠道, 排水沟, 机井.
  facility_type text NOT NULL,
  area_id bigint NOT NULL,
  geom geometry(Geometry, 4326) NOT NULL,
  capacity text,
  build_year smallint NOT NULL,
  -- 1 正常, 2 待维修, 3 停用.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3),
  manager text
);
CREATE INDEX water_facilities_area_idx ON water_facilities (area_id);

CREATE TABLE highstandard_facilities (
  id serial PRIMARY KEY,
  facility_no text NOT NULL UNIQUE,
  facility_name text NOT NULL,
  facility_type text NOT NULL,
  project_name text NOT NULL,
  build_year smallint NOT NULL,
  area_id bigint NOT NULL,
  location geometry(Point, 4326) NOT NULL,
  -- 1 正常, 2 损坏, 3 维修中.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3)
);
CREATE INDEX highstandard_facilities_area_idx ON highstandard_facilities (area_id);

CREATE TABLE highstandard_repair_orders (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  facility_id int NOT NULL REFERENCES highstandard_facilities(id) ON DELETE CASCADE,
  area_id bigint NOT NULL,
  reporter text NOT NULL,
  report_time timestamptz NOT NULL,
  description text NOT NULL,
  -- 1 待派单, 2 维修中, 3 已完成, 4 已验收.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  finish_time timestamptz,
  cost numeric(12, 2)
);
CREATE INDEX highstandard_repair_orders_area_idx ON highstandard_repair_orders (area_id, report_time DESC);

CREATE TABLE guarantee_supply_subjects (
  id serial PRIMARY KEY,
  farm_id int NOT NULL REFERENCES farms(id),
  area_id bigint NOT NULL,
  supply_category text NOT NULL,
  -- 1 市级, 2 区级.
  supply_level smallint NOT NULL CHECK (supply_level IN (1, 2)),
  base_area_mu numeric(12, 2) NOT NULL,
  annual_supply_t numeric(12, 2) NOT NULL,
  status smallint NOT NULL DEFAULT 1
);
CREATE INDEX guarantee_supply_subjects_area_idx ON guarantee_supply_subjects (area_id);

CREATE TABLE sales_orders (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  farm_id int NOT NULL REFERENCES farms(id),
  area_id bigint NOT NULL,
  -- 电商平台, 商超, 批发市场, 社区团购, 食堂.
  channel text NOT NULL,
  product_name text NOT NULL,
  quantity numeric(12, 2) NOT NULL,
  unit text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  buyer_name text,
  order_time timestamptz NOT NULL,
  -- 1 待发货, 2 已发货, 3 已完成, 4 已取消.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4)
);
CREATE INDEX sales_orders_area_idx ON sales_orders (area_id, order_time DESC);
CREATE INDEX sales_orders_farm_idx ON sales_orders (farm_id, order_time DESC);

-- Remote-sensing monitoring ------------------------------------------------------------------------
-- batch_type: 1 非农化 (farmland occupation), 2 非粮化/撂荒 (cultivated-land abnormal), 3 作物监测.
-- monitoring_type: for crop batches 1 种植分布 / 2 产量预测; for change detection 1 卫星 / 2 无人机.
CREATE TABLE monitoring_batches (
  id serial PRIMARY KEY,
  batch_name text NOT NULL,
  batch_type smallint NOT NULL CHECK (batch_type BETWEEN 1 AND 3),
  monitoring_type smallint NOT NULL,
  area_id bigint NOT NULL REFERENCES areas(id),
  image_date date NOT NULL,
  compare_image_date date,
  motion_detection_flag smallint NOT NULL DEFAULT 1 CHECK (motion_detection_flag IN (0, 1)),
  crop_id smallint REFERENCES crops(id),
  publish_time timestamptz NOT NULL,
  status smallint NOT NULL DEFAULT 1
);
CREATE INDEX monitoring_batches_area_idx ON monitoring_batches (area_id, batch_type, image_date DESC);

-- Farmland occupation (spec §3). process_status (the review workflow defines transitions later):
-- 0 待筛查, 1 待核查, 2 待审核, 3 待复核, 4 已驳回, 5 已完成. occupy_flag: 1 认定占用, 0 未认定.
CREATE TABLE farmland_occupations (
  id serial PRIMARY KEY,
  occupy_num text NOT NULL UNIQUE,
  occupy_flag smallint NOT NULL DEFAULT 0 CHECK (occupy_flag IN (0, 1)),
  occupy_category smallint NOT NULL,
  occupy_acre numeric(12, 4) NOT NULL,
  occupy_arable_land_acre numeric(12, 4) NOT NULL,
  address text,
  ring geometry(MultiPolygon, 4326) NOT NULL,
  province_id bigint,
  city_id bigint,
  county_id bigint,
  town_id bigint,
  village_id bigint,
  area_id bigint NOT NULL REFERENCES areas(id),
  arable_land_batch_record_id int NOT NULL REFERENCES monitoring_batches(id),
  check_remark text,
  audit_remark text,
  review_remark text,
  review_img_urls text[] NOT NULL DEFAULT '{}',
  review_user_address text,
  review_user_center_lat double precision,
  review_user_center_lng double precision,
  process_status smallint NOT NULL DEFAULT 0 CHECK (process_status BETWEEN 0 AND 9),
  review_user_id int REFERENCES government_users(id),
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX farmland_occupations_area_idx ON farmland_occupations (area_id, process_status);
CREATE INDEX farmland_occupations_batch_idx ON farmland_occupations (arable_land_batch_record_id);
CREATE INDEX farmland_occupations_ring_idx ON farmland_occupations USING gist (ring);

CREATE TABLE farmland_occupation_logs (
  id serial PRIMARY KEY,
  occupation_id int NOT NULL REFERENCES farmland_occupations(id) ON DELETE CASCADE,
  action text NOT NULL,
  from_status smallint,
  to_status smallint NOT NULL,
  operator_id int REFERENCES government_users(id),
  operator_name text NOT NULL,
  remark text,
  create_time timestamptz NOT NULL
);
CREATE INDEX farmland_occupation_logs_occ_idx ON farmland_occupation_logs (occupation_id, create_time);

CREATE TABLE farmland_occupation_declarations (
  id serial PRIMARY KEY,
  occupation_id int NOT NULL REFERENCES farmland_occupations(id) ON DELETE CASCADE,
  declarant_name text NOT NULL,
  declarant_phone text,
  declare_type smallint NOT NULL,
  content text NOT NULL,
  img_urls text[] NOT NULL DEFAULT '{}',
  declare_time timestamptz NOT NULL,
  -- 1 待处理, 2 已采纳, 3 未采纳.
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3)
);
CREATE INDEX farmland_occupation_declarations_occ_idx ON farmland_occupation_declarations (occupation_id);

-- Cultivated-land abnormal records (spec §3); process_status as above, governance_flag 1 = 已整治.
-- abnormal_type: 1 撂荒, 2 非粮化, 3 非农化.
CREATE TABLE cultivated_abnormals (
  id serial PRIMARY KEY,
  land_code text NOT NULL,
  land_id int REFERENCES land_parcels(id) ON DELETE SET NULL,
  abnormal_type smallint NOT NULL CHECK (abnormal_type BETWEEN 1 AND 3),
  process_status smallint NOT NULL DEFAULT 0 CHECK (process_status BETWEEN 0 AND 9),
  cultivated_land_batch_id int NOT NULL REFERENCES monitoring_batches(id),
  governance_flag smallint NOT NULL DEFAULT 0 CHECK (governance_flag IN (0, 1)),
  abnormal_area_mu numeric(12, 4) NOT NULL,
  geom geometry(MultiPolygon, 4326) NOT NULL,
  province_id bigint,
  city_id bigint,
  county_id bigint,
  town_id bigint,
  village_id bigint,
  area_id bigint NOT NULL REFERENCES areas(id),
  current_use text,
  remark text,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cultivated_abnormals_area_idx ON cultivated_abnormals (area_id, process_status);
CREATE INDEX cultivated_abnormals_batch_idx ON cultivated_abnormals (cultivated_land_batch_id);
CREATE INDEX cultivated_abnormals_geom_idx ON cultivated_abnormals USING gist (geom);

CREATE TABLE cultivated_abnormal_logs (
  id serial PRIMARY KEY,
  abnormal_id int NOT NULL REFERENCES cultivated_abnormals(id) ON DELETE CASCADE,
  action text NOT NULL,
  from_status smallint,
  to_status smallint NOT NULL,
  operator_id int REFERENCES government_users(id),
  operator_name text NOT NULL,
  remark text,
  create_time timestamptz NOT NULL
);
CREATE INDEX cultivated_abnormal_logs_abn_idx ON cultivated_abnormal_logs (abnormal_id, create_time);

CREATE TABLE cultivated_abnormal_declarations (
  id serial PRIMARY KEY,
  abnormal_id int NOT NULL REFERENCES cultivated_abnormals(id) ON DELETE CASCADE,
  declarant_name text NOT NULL,
  declarant_phone text,
  declare_type smallint NOT NULL,
  content text NOT NULL,
  img_urls text[] NOT NULL DEFAULT '{}',
  declare_time timestamptz NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3)
);
CREATE INDEX cultivated_abnormal_declarations_abn_idx ON cultivated_abnormal_declarations (abnormal_id);

-- Imports: who loaded which file, for the audit trail.
CREATE TABLE import_jobs (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('parcels', 'entities')),
  file_name text NOT NULL,
  area_id bigint REFERENCES areas(id),
  user_id int REFERENCES government_users(id),
  row_count int NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
