-- The schema of a Fengshou database: what every fresh database gets, before anything else runs.
--
-- Sections: extensions; tables, each with its indexes (portal and accounts, statistics, the domain model,
-- review workflow, files and exports, tallies); then the functions, the triggers and the views.
-- It holds no rows: the permission catalogue, menu templates, dictionaries and the first administrator are
-- written by the server after migrating (demo/administrator.ts, or the demo seed), and demo content is
-- generated, never migrated. Changes after this baseline are new numbered files (migrate.ts).

CREATE EXTENSION IF NOT EXISTS postgis;
-- The trigram indexes of the lists' keyword filters. PGlite loads pg_trgm beside PostGIS
-- (pglite-worker.mjs); native PostgreSQL has it among its contrib modules (part of Debian's postgresql-15).
CREATE EXTENSION IF NOT EXISTS pg_trgm;


-- Portal ----------------------------------------------------------------------------------------------------
-- Areas, government subjects, users, roles, menus, plates, map services, branding, sessions.

-- 12-digit statistical codes; geometry in EPSG:4326 (WGS84), only where an outline exists.
CREATE TABLE areas (
  id bigint PRIMARY KEY,
  parent_id bigint REFERENCES areas(id),
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 5),
  name text NOT NULL,
  geom geometry(MultiPolygon, 4326),
  center geometry(Point, 4326)
);
CREATE INDEX areas_parent_idx ON areas (parent_id);
CREATE INDEX areas_geom_idx ON areas USING gist (geom);

CREATE TABLE government_subjects (
  id serial PRIMARY KEY,
  subject_name text NOT NULL,
  subject_level smallint NOT NULL CHECK (subject_level BETWEEN 1 AND 5),
  parent_subject_id int REFERENCES government_subjects(id),
  subject_logo_url text,
  powered_by text,
  middle_platform_name text,
  big_data_platform_name text,
  skin_type smallint NOT NULL DEFAULT 1,
  group_flag smallint NOT NULL DEFAULT 0,
  show_link_status smallint NOT NULL DEFAULT 1,
  web_url text,
  show_logo_flag smallint NOT NULL DEFAULT 1,
  gis_map_flag smallint NOT NULL DEFAULT 1,
  data_target_flag smallint NOT NULL DEFAULT 1,
  year_output_value_flag smallint NOT NULL DEFAULT 1,
  login_platform_status smallint NOT NULL DEFAULT 1,
  guide_page_support_flag smallint NOT NULL DEFAULT 0,
  guide_page_type_flag smallint,
  nav_style_flag smallint NOT NULL DEFAULT 2 CHECK (nav_style_flag BETWEEN 1 AND 3),
  show_menu_template_str text NOT NULL DEFAULT '',
  dashboard_template_str text,
  province_id bigint REFERENCES areas(id),
  city_id bigint REFERENCES areas(id),
  county_id bigint REFERENCES areas(id),
  town_id bigint REFERENCES areas(id),
  village_id bigint REFERENCES areas(id),
  -- The deepest non-empty level of the chain: what the subject governs.
  area_id bigint NOT NULL REFERENCES areas(id),
  create_by text,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by text,
  update_time timestamptz NOT NULL DEFAULT now()
);
-- Subjects by area range (the portal's lookups).
CREATE INDEX government_subjects_area_idx ON government_subjects (area_id);

CREATE TABLE permissions (
  button_code text PRIMARY KEY,
  button_name text NOT NULL,
  sort_num int NOT NULL DEFAULT 0
);

CREATE TABLE government_roles (
  id serial PRIMARY KEY,
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  role_name text NOT NULL,
  role_code text NOT NULL,
  UNIQUE (government_subject_id, role_code)
);

CREATE TABLE role_permissions (
  role_id int NOT NULL REFERENCES government_roles(id) ON DELETE CASCADE,
  button_code text NOT NULL REFERENCES permissions(button_code),
  PRIMARY KEY (role_id, button_code)
);

CREATE TABLE government_users (
  id serial PRIMARY KEY,
  login_name text NOT NULL UNIQUE,
  nickname text NOT NULL,
  phone text,
  work_unit text,
  post_name text,
  password_hash text NOT NULL,
  account_status smallint NOT NULL DEFAULT 1,
  account_type smallint NOT NULL DEFAULT 1,
  del_flag smallint NOT NULL DEFAULT 0,
  edit_password_flag smallint NOT NULL DEFAULT 0,
  government_role_id int NOT NULL REFERENCES government_roles(id),
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  head_photo_url text,
  create_by text,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by text,
  update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX government_users_phone_idx ON government_users (phone);
CREATE INDEX government_users_subject_idx ON government_users (government_subject_id);
-- Login names are unique regardless of case, so look-alike accounts (Admin / admin) cannot coexist;
-- the index also makes the check race-free when two administrators create the same name at once.
CREATE UNIQUE INDEX government_users_login_name_lower_idx ON government_users (lower(login_name));

-- Failures per login name, also for names that do not exist, so both answer alike.
CREATE TABLE login_failures (
  login_name text PRIMARY KEY,
  failures int NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  locked_until timestamptz
);

-- Opaque tokens stored as SHA-256 hashes. kind 'user' sessions or long-lived read-only 'display' tokens.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('user', 'display')),
  user_id int NOT NULL REFERENCES government_users(id),
  subject_id int NOT NULL REFERENCES government_subjects(id),
  name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- Wrong answers given to the non-consuming captcha check; after a few the captcha is void,
  -- so the check endpoint cannot be used to guess an answer before spending it on a login.
  attempts int NOT NULL DEFAULT 0
);

CREATE TABLE sms_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE sms_codes (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  attempts int NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, purpose, sent_at DESC);

-- Short-lived proof that a phone passed its SMS check, used to pick an account.
CREATE TABLE phone_tickets (
  ticket_hash text PRIMARY KEY,
  phone text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Menu catalogue: route pages (route_name + menu_key of spec §2) or external links.
CREATE TABLE menu_templates (
  id serial PRIMARY KEY,
  menu_name text NOT NULL,
  menu_key int NOT NULL,
  route_name text,
  link_url text,
  icon text,
  CHECK ((route_name IS NULL) <> (link_url IS NULL))
);

CREATE TABLE menu_groups (
  id serial PRIMARY KEY,
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  group_type smallint NOT NULL DEFAULT 4,
  full_name text NOT NULL,
  short_name text NOT NULL,
  sort_num int NOT NULL DEFAULT 0
);
CREATE INDEX menu_groups_subject_idx ON menu_groups (government_subject_id);

CREATE TABLE menu_group_types (
  group_type smallint PRIMARY KEY,
  group_type_name text NOT NULL,
  sort_num int NOT NULL DEFAULT 0
);

-- A subject's show-menu list; menu_group_id 0 means 其他分组.
CREATE TABLE subject_show_menus (
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  menu_template_id int NOT NULL REFERENCES menu_templates(id),
  menu_group_id int NOT NULL DEFAULT 0,
  custom_name text,
  show_navbar_flag smallint NOT NULL DEFAULT 1,
  sort_num int NOT NULL DEFAULT 0,
  PRIMARY KEY (government_subject_id, menu_template_id)
);

CREATE TABLE subject_menu_links (
  id serial PRIMARY KEY,
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  name text NOT NULL,
  url text NOT NULL,
  sort_num int NOT NULL DEFAULT 0
);
CREATE INDEX subject_menu_links_subject_idx ON subject_menu_links (government_subject_id);

CREATE TABLE plates (
  id serial PRIMARY KEY,
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  menu_key int NOT NULL,
  position int NOT NULL,
  plate_name text NOT NULL,
  remark text,
  declaration text,
  detail_flag smallint NOT NULL DEFAULT 0,
  detail_type smallint NOT NULL DEFAULT 2,
  detail_img_show_type smallint NOT NULL DEFAULT 0,
  detail_url text,
  -- The visual's name, the same as view.visual (plate/save keeps the two in step) for readers of the flat field.
  chart_type text NOT NULL,
  interface_url text,
  parameters jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The dashboard engine's drawing configuration (zPlateView: visual + field mapping).
  view jsonb,
  -- Live detail tables (zPlateDetailSource: statistics broken down by area, category, month or year).
  detail_source jsonb,
  UNIQUE (government_subject_id, menu_key, position)
);

CREATE TABLE plate_images (
  id serial PRIMARY KEY,
  plate_id int NOT NULL REFERENCES plates(id) ON DELETE CASCADE,
  img_url text NOT NULL,
  img_name text NOT NULL,
  img_desc text,
  sort_num int NOT NULL DEFAULT 0
);
CREATE INDEX plate_images_plate_idx ON plate_images (plate_id);

CREATE TABLE plate_chart_tables (
  id serial PRIMARY KEY,
  plate_id int NOT NULL REFERENCES plates(id) ON DELETE CASCADE,
  chart_name text NOT NULL,
  data_source text,
  -- [{chartMetricGroupName, plateDetailChartMetricList:[{id, chartMetricName, chartMetricValue}]}]
  metric_groups jsonb NOT NULL DEFAULT '[]'::jsonb,
  sort_num int NOT NULL DEFAULT 0
);
CREATE INDEX plate_chart_tables_plate_idx ON plate_chart_tables (plate_id);

CREATE TABLE gis_server_configs (
  id serial PRIMARY KEY,
  area_id bigint NOT NULL REFERENCES areas(id),
  server_name text NOT NULL,
  server_category text NOT NULL,
  server_type smallint NOT NULL,
  server_url text NOT NULL,
  legend text,
  center_extend_plus text
);
CREATE INDEX gis_server_configs_area_idx ON gis_server_configs (area_id);

CREATE TABLE gate_categories (
  id serial PRIMARY KEY,
  identifier text NOT NULL UNIQUE,
  name text NOT NULL,
  icon text,
  sort_num int NOT NULL DEFAULT 0
);

CREATE TABLE dictionaries (
  dict_type text NOT NULL,
  dict_key text NOT NULL,
  dict_label text NOT NULL,
  sort_num int NOT NULL DEFAULT 0,
  PRIMARY KEY (dict_type, dict_key)
);

CREATE TABLE oem_brandings (
  id serial PRIMARY KEY,
  is_official smallint NOT NULL DEFAULT 0,
  operate_name text NOT NULL,
  -- Host name the platform is served under ('*' is the fallback).
  operate_url text NOT NULL UNIQUE,
  operate_icon text,
  operate_image text,
  big_screen_title text NOT NULL,
  platform_title text NOT NULL,
  login_title text NOT NULL,
  copyright text,
  icp_number text,
  police_number text,
  default_subject_id int REFERENCES government_subjects(id)
);

-- Who saw unmasked personal data, when and where (spec rules: explicit permission, logged).
CREATE TABLE pii_access_log (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES government_users(id),
  endpoint text NOT NULL,
  subject_ref text NOT NULL,
  accessed_at timestamptz NOT NULL DEFAULT now()
);


-- Statistics ------------------------------------------------------------------------------------------------

-- Pre-aggregated statistics: each metric of the registry (apps/server/src/modules/archive) summed per town,
-- Beijing day and category, as numerator and denominator parts, so totals, child-area, day, month, year and
-- category figures of a county or the province add up a few thousand rows instead of scanning the fact
-- tables (PGlite has one connection: a 2-second scan would hold every other request; the 30-day curves of
-- a county's readings scanned every reading of the window). Day parts answer any date window exactly;
-- months and years add their days up. Village-level figures are read from the domain tables. Rows are
-- rebuilt per metric when older than twelve times the metric's time to live and after imports;
-- stat_fact_builds records when, per metric id and a hash of its definition (a release that changes a
-- metric rebuilds its parts).
CREATE TABLE stat_facts (
  metric text NOT NULL,
  -- The town (9 significant digits) of the rows; rows recorded above town level keep their own code.
  area_id bigint NOT NULL,
  -- The row's Beijing day; NULL for metrics without time (stocks).
  day date,
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


-- Domain model ----------------------------------------------------------------------------------------------
-- Business entities and farms, land parcels and crops, IoT, cameras, pests, livestock, certificates and
-- traceability, prices, supervision, machinery, finance, land quality, rural economy,
-- facilities, sales, and remote-sensing monitoring (occupation and abnormal records).
--
-- Area scope: every area-bearing row carries area_id, the 12-digit code of the smallest area it lies in
-- (usually the village). Codes nest by prefix, so "everything under area X" is the range
-- X .. X + 10^(12 - significant digits) - 1 (county 310151000000 covers 310151000000..310151999999), served
-- by a btree index on area_id (or a composite index leading with it). Big fact tables carry area_id
-- without a foreign key: their parent row already has one and the check would slow bulk loads.
-- Areas are in 亩 (m² × 0.0015) from ST_Area(geom::geography); geometry is EPSG:4326.
--
-- The paged lists of a county answer within 100 ms for the first and the 100th page at `--scale 10`. Their
-- big tables carry, beside the (area_id, …) indexes that find a village's or town's rows:
-- - indexes in the lists' orders, `<column> <dir> [NULLS LAST], id DESC` exactly as query/sort.ts orders
--   (default and user-chosen orders alike): a county's page is read along the index (the area range,
--   which covers most rows of a county, is checked per row) instead of sorting every row of the county;
-- - trigram indexes on lower(column) for keyword filters, which test `lower(column) LIKE lower('%word%')`
--   (query/keyword.ts: what ILIKE does, without lowercasing the pattern for every row): they find the
--   rows of a word of three or more letters without reading every row of the county;
-- - for codes (order, certificate, trace, policy and loan numbers), which are ASCII, a partial index of
--   the rows whose code has a non-ASCII character (normally none): a keyword with a Chinese character
--   matches only those (lowercasing ASCII never makes a Chinese one), so
--   `code ~ '[^[:ascii:]]' AND lower(code) LIKE …` reads them alone, where a two-character word (no
--   trigram) would otherwise test every code of the county;
-- - (farm_id) where a keyword names farms (their name or their company's): their rows, farm by farm.
-- Counts and sums the lists need per key come from the tallies (section Tallies below).

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
CREATE INDEX companies_trgm_idx ON companies USING gin (lower(company_name) gin_trgm_ops, lower(address) gin_trgm_ops);

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
CREATE INDEX farms_trgm_idx ON farms USING gin (lower(farm_name) gin_trgm_ops, lower(address) gin_trgm_ops);

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
  create_time timestamptz NOT NULL DEFAULT now(),
  -- A Web Mercator copy of the geometry with its own spatial index, for the vector tiles of parcels
  -- (GET /tiles/parcels/...): native PostgreSQL clips and encodes it with ST_AsMVTGeom/ST_AsMVT; PGlite (no
  -- protobuf-c) uses it to find the parcels of a tile and encodes in Node. For display only: areas in 亩
  -- stay ellipsoidal (area_mu from ST_Area(geom::geography)).
  geom_3857 geometry(MultiPolygon, 3857) GENERATED ALWAYS AS (ST_Transform(geom, 3857)) STORED
);
CREATE INDEX land_parcels_area_idx ON land_parcels (area_id, land_type);
CREATE INDEX land_parcels_farm_idx ON land_parcels (farm_id);
CREATE INDEX land_parcels_geom_idx ON land_parcels USING gist (geom);
CREATE INDEX land_parcels_geom_3857_idx ON land_parcels USING gist (geom_3857);
CREATE INDEX land_parcels_mu_asc_idx ON land_parcels (area_mu ASC NULLS LAST, id DESC);
CREATE INDEX land_parcels_mu_desc_idx ON land_parcels (area_mu DESC NULLS LAST, id DESC);
CREATE INDEX land_parcels_dkid_asc_idx ON land_parcels (dkid ASC NULLS LAST, id DESC);
CREATE INDEX land_parcels_dkid_desc_idx ON land_parcels (dkid DESC NULLS LAST, id DESC);

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
-- The latest plant year of an area: a backward walk to the first matching row.
CREATE INDEX plantings_year_idx ON plantings (plant_year, area_id, sow_date);
CREATE INDEX plantings_sow_asc_idx ON plantings (sow_date ASC NULLS LAST, id DESC);
CREATE INDEX plantings_sow_desc_idx ON plantings (sow_date DESC NULLS LAST, id DESC);
CREATE INDEX plantings_mu_asc_idx ON plantings (plant_area_mu ASC NULLS LAST, id DESC);
CREATE INDEX plantings_mu_desc_idx ON plantings (plant_area_mu DESC NULLS LAST, id DESC);
-- The crops growing now (a quarter of the plantings): the plot list's crop, crop-group and sowing-date
-- filters find their parcels here instead of among every planting of the county.
CREATE INDEX plantings_growing_idx ON plantings (area_id, sow_date) INCLUDE (land_id, crop_id) WHERE status = 1;
CREATE INDEX plantings_growing_crop_idx ON plantings (crop_id, area_id, sow_date) INCLUDE (land_id) WHERE status = 1;
-- The newest sowings and harvests of an area (farm real-time dynamics, §7 produce): walking the dates
-- newest-first stops after the first N in the area instead of sorting every planting of the county.
CREATE INDEX plantings_sow_idx ON plantings (sow_date DESC);
CREATE INDEX plantings_harvest_idx ON plantings (harvest_date DESC) WHERE harvest_date IS NOT NULL;

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
-- A village's (or town's) missions: the list filters missions by their own area.
CREATE INDEX plant_missions_area_idx ON plant_missions (area_id, planned_date);
CREATE INDEX plant_missions_planned_asc_idx ON plant_missions (planned_date ASC NULLS LAST, id DESC);
CREATE INDEX plant_missions_planned_desc_idx ON plant_missions (planned_date DESC NULLS LAST, id DESC);
CREATE INDEX plant_missions_done_asc_idx ON plant_missions (done_date ASC NULLS LAST, id DESC);
CREATE INDEX plant_missions_done_desc_idx ON plant_missions (done_date DESC NULLS LAST, id DESC);
-- The newest finished field tasks of an area (farm real-time dynamics), newest first.
CREATE INDEX plant_missions_done_idx ON plant_missions (done_date DESC) WHERE done_date IS NOT NULL;

-- Farm inputs (农资): seed, fertiliser and pesticide bought and used by a farm. A use belongs to the plan's
-- field work (mission) that spent it; a purchase precedes the use it supplies. Like the other fact tables
-- the row carries the farm's area; plan and mission are references for the reader, not constraints (the
-- seed writes them in bulk after the plans).
CREATE TABLE farm_input_records (
  id serial PRIMARY KEY,
  farm_id int NOT NULL REFERENCES farms(id),
  plan_id int,
  mission_id int,
  crop_id smallint REFERENCES crops(id),
  -- 1 采购, 2 使用.
  record_type smallint NOT NULL CHECK (record_type IN (1, 2)),
  -- 1 种子种苗, 2 化肥, 3 有机肥, 4 农药.
  category smallint NOT NULL CHECK (category BETWEEN 1 AND 4),
  product_name text NOT NULL,
  quantity numeric(12, 2) NOT NULL CHECK (quantity > 0),
  unit text NOT NULL,
  -- What a purchase cost in 元 (none for a use).
  amount numeric(12, 2),
  record_date date NOT NULL,
  area_id bigint NOT NULL
);
CREATE INDEX farm_input_records_area_idx ON farm_input_records (area_id, record_date);
CREATE INDEX farm_input_records_farm_idx ON farm_input_records (farm_id, record_date);
CREATE INDEX farm_input_records_mission_idx ON farm_input_records (mission_id);
CREATE INDEX farm_input_records_date_asc_idx ON farm_input_records (record_date ASC NULLS LAST, id DESC);
CREATE INDEX farm_input_records_date_desc_idx ON farm_input_records (record_date DESC NULLS LAST, id DESC);
CREATE INDEX farm_input_records_amount_asc_idx ON farm_input_records (amount ASC NULLS LAST, id DESC);
CREATE INDEX farm_input_records_amount_desc_idx ON farm_input_records (amount DESC NULLS LAST, id DESC);

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

-- IoT -------------------------------------------------------------------------------------------------------
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
CREATE INDEX iot_alarm_records_time_idx ON iot_alarm_records (alarm_time DESC, id DESC);

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
  operate_time timestamptz NOT NULL,
  -- Which operator switched the controller, and from which state (the log row of a controller command).
  operator_user_id int,
  previous_status smallint,
  farm_id int
);

CREATE INDEX iot_controller_logs_device_idx ON iot_controller_logs (device_id, operate_time DESC);
CREATE INDEX iot_controller_logs_time_idx ON iot_controller_logs (operate_time DESC, id DESC);

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
  brand text,
  -- Pan position of a demo camera's synthetic live picture (degrees, moved by PTZ start/stop) and the
  -- moment a running PTZ move started, so the view keeps turning while the button is held.
  pan_deg real NOT NULL DEFAULT 0,
  tilt_deg real NOT NULL DEFAULT 0,
  ptz_started_at timestamptz,
  -- A real HLS stream (.m3u8) when configured; the demo cameras have none and answer the synthetic picture.
  hls_url text
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
CREATE INDEX camera_ai_images_time_idx ON camera_ai_images (capture_time DESC, id DESC);

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

-- Certificates and traceability -----------------------------------------------------------------------------
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
CREATE INDEX qualified_certificates_issue_idx ON qualified_certificates (issue_date DESC, id DESC);
CREATE INDEX qualified_certificates_issue_desc_idx ON qualified_certificates (issue_date DESC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_quantity_asc_idx ON qualified_certificates (quantity ASC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_quantity_desc_idx ON qualified_certificates (quantity DESC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_prints_asc_idx ON qualified_certificates (print_count ASC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_prints_desc_idx ON qualified_certificates (print_count DESC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_product_asc_idx ON qualified_certificates (product_name ASC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_product_desc_idx ON qualified_certificates (product_name DESC NULLS LAST, id DESC);
CREATE INDEX qualified_certificates_trgm_idx ON qualified_certificates USING gin (
  lower(product_name) gin_trgm_ops, lower(cert_no) gin_trgm_ops, lower(producer_name) gin_trgm_ops,
  lower(trace_code) gin_trgm_ops);
CREATE INDEX qualified_certificates_no_wide_idx ON qualified_certificates (id) WHERE cert_no ~ '[^[:ascii:]]';
CREATE INDEX qualified_certificates_trace_wide_idx ON qualified_certificates (id) WHERE trace_code ~ '[^[:ascii:]]';

CREATE TABLE certificate_prints (
  id serial PRIMARY KEY,
  certificate_id int NOT NULL REFERENCES qualified_certificates(id) ON DELETE CASCADE,
  print_time timestamptz NOT NULL,
  copies int NOT NULL CHECK (copies > 0),
  operator text
);
CREATE INDEX certificate_prints_cert_idx ON certificate_prints (certificate_id);
CREATE INDEX certificate_prints_time_idx ON certificate_prints (print_time DESC, id DESC);

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

-- A market's prices newest first (the price table's default order; its primary key leads with the crop).
CREATE INDEX price_series_date_idx ON price_series (area_id, price_date DESC, crop_id, price_type);

-- Supervision -----------------------------------------------------------------------------------------------
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
CREATE INDEX inspections_date_idx ON inspections (inspect_date DESC, id DESC);
CREATE INDEX inspections_trgm_idx ON inspections USING gin (lower(inspector) gin_trgm_ops);
CREATE INDEX inspections_farm_idx ON inspections (farm_id);

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
CREATE INDEX patrol_records_start_idx ON patrol_records (start_time DESC, id DESC);
CREATE INDEX patrol_records_trgm_idx ON patrol_records USING gin (lower(patroller) gin_trgm_ops, lower(remark) gin_trgm_ops);

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

-- Machinery -------------------------------------------------------------------------------------------------
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
CREATE INDEX machines_trgm_idx ON machines USING gin (lower(machine_no) gin_trgm_ops, lower(brand) gin_trgm_ops);
CREATE INDEX machines_farm_idx ON machines (farm_id);

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
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 3),
  -- The order's hours as the lists show them (rounded to 2 decimals), stored: the machines' hours of a
  -- period are summed per request over every order of the period, and this expression cost more than the rest.
  hours numeric GENERATED ALWAYS AS (round((extract(epoch FROM end_time - start_time) / 3600)::numeric, 2)) STORED
);
CREATE INDEX machine_work_orders_machine_idx ON machine_work_orders (machine_id, start_time DESC);
CREATE INDEX machine_work_orders_area_idx ON machine_work_orders (area_id, start_time DESC);
CREATE INDEX machine_work_orders_time_idx ON machine_work_orders (start_time DESC, id DESC);
-- With the machine: a period's orders of an area's machines are counted from this index alone.
CREATE INDEX machine_work_orders_time_asc_idx ON machine_work_orders (start_time ASC NULLS LAST, id DESC)
  INCLUDE (machine_id);
CREATE INDEX machine_work_orders_time_desc_idx ON machine_work_orders (start_time DESC NULLS LAST, id DESC);
CREATE INDEX machine_work_orders_mu_asc_idx ON machine_work_orders (work_area_mu ASC NULLS LAST, id DESC);
CREATE INDEX machine_work_orders_mu_desc_idx ON machine_work_orders (work_area_mu DESC NULLS LAST, id DESC);
CREATE INDEX machine_work_orders_hours_asc_idx ON machine_work_orders ((end_time - start_time) ASC NULLS LAST, id DESC);
CREATE INDEX machine_work_orders_hours_desc_idx ON machine_work_orders ((end_time - start_time) DESC NULLS LAST, id DESC);
-- The machine durations of a period read the period's orders from this index alone, with the figures they
-- sum (a half-year of 崇明 at `--scale 10`, 102 k work orders, without visiting the table).
CREATE INDEX machine_work_orders_period_idx ON machine_work_orders (start_time) INCLUDE (machine_id, hours, work_area_mu);

CREATE TABLE machine_tracks (
  work_order_id int PRIMARY KEY REFERENCES machine_work_orders(id) ON DELETE CASCADE,
  track geometry(LineString, 4326) NOT NULL,
  point_count int NOT NULL
);

-- Finance ---------------------------------------------------------------------------------------------------
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
CREATE INDEX insurance_policies_start_idx ON insurance_policies (start_date DESC, id DESC);
CREATE INDEX insurance_policies_trgm_idx ON insurance_policies USING gin (lower(policy_no) gin_trgm_ops);
CREATE INDEX insurance_policies_no_wide_idx ON insurance_policies (id) WHERE policy_no ~ '[^[:ascii:]]';
CREATE INDEX insurance_policies_farm_idx ON insurance_policies (farm_id);

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
CREATE INDEX loans_apply_idx ON loans (apply_date DESC, id DESC);
CREATE INDEX loans_trgm_idx ON loans USING gin (lower(loan_no) gin_trgm_ops);
CREATE INDEX loans_no_wide_idx ON loans (id) WHERE loan_no ~ '[^[:ascii:]]';
CREATE INDEX loans_farm_idx ON loans (farm_id);

-- Land quality and product detection ------------------------------------------------------------------------
-- Laboratory figures are numeric, to the precision the laboratory reports them (organic matter 0.1 g/kg,
-- pH 0.01, metals 0.001 mg/kg): a clerk reads them figure by figure, and float4 would list 20.4 as
-- 20.399999618530273.
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
  organic_matter_g_kg numeric(6, 1),
  total_n_g_kg numeric(6, 3),
  available_p_mg_kg numeric(7, 1),
  available_k_mg_kg numeric(7, 1),
  ph numeric(4, 2),
  cd_mg_kg numeric(8, 3),
  hg_mg_kg numeric(8, 3),
  as_mg_kg numeric(8, 3),
  pb_mg_kg numeric(8, 3),
  cr_mg_kg numeric(8, 3),
  -- 1 优先保护类, 2 安全利用类, 3 严格管控类.
  pollution_class smallint CHECK (pollution_class BETWEEN 1 AND 3)
);
CREATE INDEX soil_samples_area_idx ON soil_samples (area_id, sample_type);
CREATE INDEX soil_samples_date_idx ON soil_samples (sample_date DESC, id DESC);

CREATE TABLE quality_detections (
  id serial PRIMARY KEY,
  farm_id int REFERENCES farms(id),
  area_id bigint NOT NULL,
  product_name text NOT NULL,
  business_category_id smallint REFERENCES business_categories(id),
  detection_item text NOT NULL,
  -- Residues to four decimals of the item's unit, as reported.
  detection_value numeric(12, 4),
  detection_limit numeric(12, 4),
  detection_unit text,
  detection_time timestamptz NOT NULL,
  -- 1 合格, 2 不合格.
  detection_result smallint NOT NULL CHECK (detection_result IN (1, 2)),
  detection_org text NOT NULL,
  sample_no text NOT NULL
);
CREATE INDEX quality_detections_area_idx ON quality_detections (area_id, detection_time DESC);
CREATE INDEX quality_detections_time_idx ON quality_detections (detection_time DESC, id DESC);
CREATE INDEX quality_detections_farm_idx ON quality_detections (farm_id);

-- Rural economy and facilities ------------------------------------------------------------------------------
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
CREATE INDEX sales_orders_time_idx ON sales_orders (order_time DESC, id DESC);
CREATE INDEX sales_orders_time_asc_idx ON sales_orders (order_time ASC NULLS LAST, id DESC);
CREATE INDEX sales_orders_time_desc_idx ON sales_orders (order_time DESC NULLS LAST, id DESC);
CREATE INDEX sales_orders_amount_asc_idx ON sales_orders (amount ASC NULLS LAST, id DESC);
CREATE INDEX sales_orders_amount_desc_idx ON sales_orders (amount DESC NULLS LAST, id DESC);
CREATE INDEX sales_orders_quantity_asc_idx ON sales_orders (quantity ASC NULLS LAST, id DESC);
CREATE INDEX sales_orders_quantity_desc_idx ON sales_orders (quantity DESC NULLS LAST, id DESC);
CREATE INDEX sales_orders_no_trgm_idx ON sales_orders USING gin (lower(order_no) gin_trgm_ops);
CREATE INDEX sales_orders_no_wide_idx ON sales_orders (id) WHERE order_no ~ '[^[:ascii:]]';
-- Chain trading of a period reads the period's orders of an area from this index alone, with the figures it
-- sums (a half-year of 崇明 at `--scale 10`, 94 k orders, without visiting the table).
CREATE INDEX sales_orders_period_idx ON sales_orders (area_id, order_time) INCLUDE (farm_id, amount, quantity, status);

-- Remote-sensing monitoring ---------------------------------------------------------------------------------
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
-- The before/after images of a monitoring batch. Per phase (前时相 = its compare_image_date, 后时相 = its
-- image_date), where the image comes from: a raster tile service the bureau configures (an XYZ or WMTS
-- GetTile URL template, fetched by the API server: the template and any key in it never reach a browser),
-- or imagery the server synthesises from the database (the demo counties, which have no imagery service).
-- Browsers only ever get /tiles/imagery/... of our own API, area-scoped.
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

-- Farmland occupation (spec §3). process_status (transitions: docs/workflow.md):
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
  update_time timestamptz NOT NULL DEFAULT now(),
  -- Raised by every review action: an action sent against an older version is refused (concurrent edits).
  version int NOT NULL DEFAULT 0
);
CREATE INDEX farmland_occupations_area_idx ON farmland_occupations (area_id, process_status);
CREATE INDEX farmland_occupations_batch_idx ON farmland_occupations (arable_land_batch_record_id);
CREATE INDEX farmland_occupations_ring_idx ON farmland_occupations USING gist (ring);
CREATE INDEX farmland_occupations_status_idx ON farmland_occupations (process_status, area_id);

-- Operator logs are evidence: once written, never changed or removed (triggers below refuse UPDATE, DELETE
-- and TRUNCATE). Every state change of a record writes its row in the same transaction.
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
  update_time timestamptz NOT NULL DEFAULT now(),
  version int NOT NULL DEFAULT 0
);
CREATE INDEX cultivated_abnormals_area_idx ON cultivated_abnormals (area_id, process_status);
CREATE INDEX cultivated_abnormals_batch_idx ON cultivated_abnormals (cultivated_land_batch_id);
CREATE INDEX cultivated_abnormals_geom_idx ON cultivated_abnormals USING gist (geom);

-- Append-only, as the occupation logs.
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

-- Review workflow -------------------------------------------------------------------------------------------
-- docs/workflow.md: versions against concurrent edits (the records' version columns), idempotency keys,
-- append-only operator logs (triggers below), uploaded review photos.

-- One row per (user, Idempotency-Key): written in the same transaction as the action it guards, with the
-- first answer, so a retry of a committed action replays it and a retry of a rolled-back one acts anew.
CREATE TABLE action_idempotency_keys (
  user_id int NOT NULL,
  idem_key text NOT NULL,
  endpoint text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  create_time timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idem_key)
);
CREATE INDEX action_idempotency_keys_time_idx ON action_idempotency_keys (create_time);

-- Review photos uploaded for a record; the bytes live under the data directory, the row says whose they are.
CREATE TABLE review_uploads (
  id uuid PRIMARY KEY,
  record_kind text NOT NULL CHECK (record_kind IN ('occupy')),
  record_id int NOT NULL,
  area_id bigint NOT NULL,
  mime text NOT NULL,
  byte_size int NOT NULL,
  user_id int REFERENCES government_users(id),
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_uploads_record_idx ON review_uploads (record_kind, record_id);


-- Files, exports and imports --------------------------------------------------------------------------------

-- Secret that signs short-lived /files URLs (review photos among them). One row, created by the first API
-- server that needs it and read by every other one on the same database, so a URL signed by server A opens
-- on server B.
CREATE TABLE file_signing_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret bytea NOT NULL CHECK (octet_length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Excel exports of lists (/downloadExcelList): one row per export a user asked for. The file lives under
-- DATA_DIR/exports and is served only to the user who made it; filter and columns say what was written.
CREATE TABLE data_exports (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES government_users(id) ON DELETE CASCADE,
  subject_id int NOT NULL REFERENCES government_subjects(id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  title text NOT NULL,
  filter jsonb NOT NULL,
  columns jsonb NOT NULL,
  -- Path relative to DATA_DIR, set once the file is written.
  file_path text,
  row_count int NOT NULL DEFAULT 0,
  byte_size bigint NOT NULL DEFAULT 0,
  -- 1 生成中, 2 已完成, 3 失败.
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 3),
  error text,
  create_time timestamptz NOT NULL DEFAULT now(),
  finish_time timestamptz
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id, id DESC);

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


-- Tallies ---------------------------------------------------------------------------------------------------
-- Counts and sums of big tables per key, kept exact by statement-level triggers in the writing transaction
-- (every insert, update, delete and truncate, whoever writes: API, import, seed, restore). Each statement
-- adds its rows' deltas (+ new rows, − old rows) with INSERT … ON CONFLICT DO UPDATE, which is safe under
-- concurrent writers (the row lock orders the increments); a key whose count reaches 0 is removed. Lists
-- read them for totals and orders that would otherwise scan every row of a county per request (a county's
-- parcels, plantings or missions are a million index entries at `--scale 10`; its tally rows a few
-- thousand); anything a tally does not key (date ranges, keywords, channels) is still answered from the
-- rows. Derived data: a dump leaves the tallies out and a restore rebuilds them through the triggers.

-- Sales orders per farm, area, status and product (chain trading by farm; totals of the order list). A
-- keyword names a farm (its name), a product or an order number, so the orders it selects are whole tally
-- rows (farm or product) plus single orders (number).
CREATE TABLE sales_order_tallies (
  farm_id int NOT NULL,
  area_id bigint NOT NULL,
  status smallint NOT NULL,
  product_name text NOT NULL,
  orders int NOT NULL,
  quantity numeric NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (farm_id, area_id, status, product_name)
);
CREATE INDEX sales_order_tallies_area_idx ON sales_order_tallies (area_id);
-- The products (a dozen), listed along this index by the keyword filter.
CREATE INDEX sales_order_tallies_product_idx ON sales_order_tallies (product_name);

-- Chain trading per farm: the farm's orders that are not cancelled (status 4), with their area when they all
-- lie in one area (NULL when in several: such a farm is summed from sales_order_tallies for the asked area).
-- One row per farm in the order of the list (amount), so a page is read along an index.
CREATE TABLE sales_farm_tallies (
  farm_id int PRIMARY KEY,
  area_id bigint,
  orders int NOT NULL,
  quantity numeric NOT NULL,
  amount numeric NOT NULL
);
CREATE INDEX sales_farm_tallies_amount_idx ON sales_farm_tallies (amount DESC, farm_id);
CREATE INDEX sales_farm_tallies_area_idx ON sales_farm_tallies (area_id);

-- Work orders per machine (working hours by machine, idle warnings, totals of the work-order list).
CREATE TABLE machine_work_tallies (
  machine_id int PRIMARY KEY,
  orders int NOT NULL,
  -- The sum of each order's hours rounded to 2 decimals, as the lists show them.
  hours numeric NOT NULL,
  work_area_mu numeric NOT NULL,
  -- The latest start_time: raised by inserts, recomputed after updates and deletes.
  last_start timestamptz
);

-- Ear tags per farm, tag area, species and status (the on-hand list by farm; totals of the tag list).
CREATE TABLE ear_tag_tallies (
  -- 0 for tags of no farm.
  farm_id int NOT NULL,
  area_id bigint NOT NULL,
  species smallint NOT NULL,
  ear_tag_status smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (farm_id, area_id, species, ear_tag_status)
);
CREATE INDEX ear_tag_tallies_area_idx ON ear_tag_tallies (area_id);

-- Plantings of farms per crop, plant year and farm (the farms growing a crop in a year: white lentil).
CREATE TABLE planting_tallies (
  crop_id smallint NOT NULL,
  plant_year smallint NOT NULL,
  farm_id int NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (crop_id, plant_year, farm_id)
);

-- Plantings per village, crop, year, season and farm (households under farm 0), with their sown area: the
-- sowing-area list (produce `sowing/list`) reads about a sixth of the plantings' rows here, and the farm key
-- keeps the entity count exact.
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

-- Pest counts per device, day and area: the (device, day) rows of the insect list, so its total and pages
-- are read from one row per group instead of one per species.
CREATE TABLE pest_count_day_tallies (
  device_id int NOT NULL,
  count_date date NOT NULL,
  area_id bigint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (device_id, count_date, area_id)
);
CREATE INDEX pest_count_day_tallies_date_idx ON pest_count_day_tallies (count_date DESC, device_id);

-- Controller operations per device (totals of the controller log list, whose filters are the device's).
CREATE TABLE iot_controller_log_tallies (
  device_id int PRIMARY KEY,
  n int NOT NULL
);

-- Qualified certificates per area and basis (totals of the certificate list).
CREATE TABLE certificate_area_tallies (
  area_id bigint NOT NULL,
  basis smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, basis)
);

-- Certificate prints per area of their certificate (totals of the print records). A print counts in the
-- area of its certificate: the prints' triggers count the rows whose certificate is there, and a
-- certificate that is deleted (its prints go with it) or moves to another area takes its prints along.
CREATE TABLE certificate_print_tallies (
  area_id bigint PRIMARY KEY,
  prints int NOT NULL
);

-- Farms per company (the company list sorted by its farms' count or area).
CREATE TABLE company_farm_tallies (
  company_id int PRIMARY KEY,
  farms int NOT NULL,
  farm_area_mu numeric NOT NULL
);

-- Row counts per area and the lists' coded filters, for the totals of the farm registers (plots,
-- plantings, field work, farm inputs). One trigger function for all four (row_count_tally).
CREATE TABLE land_parcel_tallies (
  area_id bigint NOT NULL,
  land_type smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, land_type)
);
CREATE TABLE planting_area_tallies (
  area_id bigint NOT NULL,
  crop_id smallint NOT NULL,
  status smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, crop_id, status)
);
CREATE TABLE plant_mission_tallies (
  area_id bigint NOT NULL,
  mission_type text NOT NULL,
  status smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, mission_type, status)
);
CREATE TABLE farm_input_tallies (
  area_id bigint NOT NULL,
  record_type smallint NOT NULL,
  category smallint NOT NULL,
  n int NOT NULL,
  PRIMARY KEY (area_id, record_type, category)
);


-- Functions -------------------------------------------------------------------------------------------------

-- Operator logs are evidence: once written, never changed or removed (per row: UPDATE, DELETE).
CREATE FUNCTION refuse_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator log % is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

-- TRUNCATE skips row triggers, so a statement trigger closes that path. TRUNCATE of an empty log loses
-- nothing and is let through: restoring a dump creates the schema in an empty database and then TRUNCATEs
-- every table before loading the rows.
CREATE FUNCTION refuse_log_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  filled boolean;
BEGIN
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I)', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO filled;
  IF filled THEN
    RAISE EXCEPTION 'operator log % is append-only: % refused', TG_TABLE_NAME, TG_OP
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NULL;
END
$$;

-- The tally functions (section Tallies): each adds a statement's rows to its tally, `new_rows` counted +1
-- and `old_rows` −1, and removes the keys that reached 0.
CREATE FUNCTION sales_order_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM sales_order_tallies;
    DELETE FROM sales_farm_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT farm_id, area_id, status, product_name, sum(d)::int AS orders, sum(d * quantity) AS quantity,
             sum(d * amount) AS amount
        FROM r GROUP BY 1, 2, 3, 4)
    INSERT INTO sales_order_tallies AS t (farm_id, area_id, status, product_name, orders, quantity, amount)
      SELECT * FROM d
      ON CONFLICT (farm_id, area_id, status, product_name) DO UPDATE
      SET orders = t.orders + EXCLUDED.orders, quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM sales_order_tallies t USING old_rows o
     WHERE t.farm_id = o.farm_id AND t.area_id = o.area_id AND t.status = o.status
       AND t.product_name = o.product_name AND t.orders = 0;
  END IF;
  -- The farms' rows of sales_farm_tallies are derived from their rows above: locked first (in farm order),
  -- then recomputed by a later statement, whose snapshot holds what a concurrent writer of the same farm
  -- committed while this one waited for the lock.
  EXECUTE format($q$
    INSERT INTO sales_farm_tallies (farm_id, area_id, orders, quantity, amount)
      SELECT DISTINCT farm_id, NULL::bigint, 0, 0, 0 FROM (%s) r ORDER BY 1
      ON CONFLICT (farm_id) DO NOTHING$q$, src);
  EXECUTE format($q$
    SELECT 1 FROM sales_farm_tallies WHERE farm_id IN (SELECT farm_id FROM (%s) r) ORDER BY farm_id FOR UPDATE$q$, src);
  EXECUTE format($q$
    UPDATE sales_farm_tallies f
       SET area_id = x.area_id, orders = x.orders, quantity = x.quantity, amount = x.amount
      FROM (SELECT farm_id, CASE WHEN min(area_id) = max(area_id) THEN min(area_id) END AS area_id,
                   sum(orders)::int AS orders, sum(quantity) AS quantity, sum(amount) AS amount
              FROM sales_order_tallies WHERE status <> 4 AND farm_id IN (SELECT farm_id FROM (%s) r) GROUP BY farm_id) x
     WHERE f.farm_id = x.farm_id$q$, src);
  EXECUTE format($q$
    DELETE FROM sales_farm_tallies f
     WHERE f.farm_id IN (SELECT farm_id FROM (%s) r)
       AND NOT EXISTS (SELECT 1 FROM sales_order_tallies t WHERE t.farm_id = f.farm_id AND t.status <> 4)$q$, src);
  RETURN NULL;
END $$;

CREATE FUNCTION machine_work_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM machine_work_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT machine_id, sum(d)::int AS orders,
             sum(d * round((extract(epoch FROM end_time - start_time) / 3600)::numeric, 2)) AS hours,
             sum(d * work_area_mu) AS work_area_mu, max(start_time) FILTER (WHERE d > 0) AS last_start
        FROM r GROUP BY 1)
    INSERT INTO machine_work_tallies AS t SELECT * FROM d
      ON CONFLICT (machine_id) DO UPDATE
      SET orders = t.orders + EXCLUDED.orders, hours = t.hours + EXCLUDED.hours,
          work_area_mu = t.work_area_mu + EXCLUDED.work_area_mu,
          last_start = greatest(t.last_start, EXCLUDED.last_start)$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM machine_work_tallies t USING old_rows o WHERE t.machine_id = o.machine_id AND t.orders = 0;
    -- A removed or moved order may have been the latest: recomputed by a later statement, after the rows
    -- above were locked, so it sees what a concurrent writer of the same machine committed.
    UPDATE machine_work_tallies t
       SET last_start = (SELECT max(start_time) FROM machine_work_orders o WHERE o.machine_id = t.machine_id)
     WHERE t.machine_id IN (SELECT machine_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION ear_tag_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM ear_tag_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT coalesce(farm_id, 0), area_id, species, ear_tag_status, sum(d)::int AS n FROM r GROUP BY 1, 2, 3, 4)
    INSERT INTO ear_tag_tallies AS t SELECT * FROM d
      ON CONFLICT (farm_id, area_id, species, ear_tag_status) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM ear_tag_tallies t USING old_rows o
     WHERE t.farm_id = coalesce(o.farm_id, 0) AND t.area_id = o.area_id AND t.species = o.species
       AND t.ear_tag_status = o.ear_tag_status AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION planting_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM planting_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT crop_id, plant_year, farm_id, sum(d)::int AS n FROM r WHERE farm_id IS NOT NULL GROUP BY 1, 2, 3)
    INSERT INTO planting_tallies AS t SELECT * FROM d
      ON CONFLICT (crop_id, plant_year, farm_id) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM planting_tallies t USING old_rows o
     WHERE t.crop_id = o.crop_id AND t.plant_year = o.plant_year AND t.farm_id = o.farm_id AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

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

CREATE FUNCTION pest_count_day_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM pest_count_day_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (SELECT device_id, count_date, area_id, sum(d)::int AS n FROM r GROUP BY 1, 2, 3)
    INSERT INTO pest_count_day_tallies AS t SELECT * FROM d
      ON CONFLICT (device_id, count_date, area_id) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM pest_count_day_tallies t USING old_rows o
     WHERE t.device_id = o.device_id AND t.count_date = o.count_date AND t.area_id = o.area_id AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION iot_controller_log_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM iot_controller_log_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (SELECT device_id, sum(d)::int AS n FROM r GROUP BY 1)
    INSERT INTO iot_controller_log_tallies AS t SELECT * FROM d
      ON CONFLICT (device_id) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM iot_controller_log_tallies t USING old_rows o WHERE t.device_id = o.device_id AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION certificate_area_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM certificate_area_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (SELECT area_id, basis, sum(d)::int AS n FROM r GROUP BY 1, 2)
    INSERT INTO certificate_area_tallies AS t SELECT * FROM d
      ON CONFLICT (area_id, basis) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM certificate_area_tallies t USING old_rows o
     WHERE t.area_id = o.area_id AND t.basis = o.basis AND t.n = 0;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION certificate_print_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM certificate_print_tallies;
    RETURN NULL;
  END IF;
  -- Prints of a certificate deleted in this transaction were taken off by the certificate's own trigger.
  EXECUTE format($q$
    WITH r AS (%s), d AS (
      SELECT q.area_id, sum(r.d)::int AS prints FROM r JOIN qualified_certificates q ON q.id = r.certificate_id GROUP BY 1)
    INSERT INTO certificate_print_tallies AS t SELECT * FROM d
      ON CONFLICT (area_id) DO UPDATE SET prints = t.prints + EXCLUDED.prints$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM certificate_print_tallies WHERE prints = 0;
  END IF;
  RETURN NULL;
END $$;

-- A certificate deleted (its prints go with it) or moved to another area takes its prints' count along.
CREATE FUNCTION certificate_print_tally_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n int;
BEGIN
  SELECT count(*) INTO n FROM certificate_prints WHERE certificate_id = OLD.id;
  IF n > 0 THEN
    UPDATE certificate_print_tallies SET prints = prints - n WHERE area_id = OLD.area_id;
    DELETE FROM certificate_print_tallies WHERE area_id = OLD.area_id AND prints = 0;
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO certificate_print_tallies AS t VALUES (NEW.area_id, n)
        ON CONFLICT (area_id) DO UPDATE SET prints = t.prints + EXCLUDED.prints;
    END IF;
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE FUNCTION company_farm_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM company_farm_tallies;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%s), d AS (SELECT company_id, sum(d)::int AS farms, sum(d * farm_area_mu) AS mu FROM r GROUP BY 1)
    INSERT INTO company_farm_tallies AS t SELECT * FROM d
      ON CONFLICT (company_id) DO UPDATE SET farms = t.farms + EXCLUDED.farms, farm_area_mu = t.farm_area_mu + EXCLUDED.farm_area_mu$q$,
    src);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM company_farm_tallies t USING old_rows o WHERE t.company_id = o.company_id AND t.farms = 0;
  END IF;
  RETURN NULL;
END $$;

-- One function for the registers' row counts: TG_ARGV names the tally and its key columns.
CREATE FUNCTION row_count_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tally text := TG_ARGV[0];
  keys text := TG_ARGV[1];
  src text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS d, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS d, * FROM old_rows'
    ELSE 'SELECT 1 AS d, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %I', tally);
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    WITH r AS (%1$s)
    INSERT INTO %2$I AS t (%3$s, n) SELECT %3$s, sum(d)::int FROM r GROUP BY %3$s
      ON CONFLICT (%3$s) DO UPDATE SET n = t.n + EXCLUDED.n$q$,
    src, tally, keys);
  -- A key whose rows are all gone is removed (the tallies hold a few thousand rows: one pass is cheap).
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('DELETE FROM %I WHERE n = 0', tally);
  END IF;
  RETURN NULL;
END $$;


-- Triggers --------------------------------------------------------------------------------------------------

-- Operator logs are append-only.
CREATE TRIGGER farmland_occupation_logs_append_only BEFORE UPDATE OR DELETE ON farmland_occupation_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();
CREATE TRIGGER farmland_occupation_logs_no_truncate BEFORE TRUNCATE ON farmland_occupation_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_truncate();
CREATE TRIGGER cultivated_abnormal_logs_append_only BEFORE UPDATE OR DELETE ON cultivated_abnormal_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();
CREATE TRIGGER cultivated_abnormal_logs_no_truncate BEFORE TRUNCATE ON cultivated_abnormal_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_truncate();

-- Each tally follows its table through every statement that writes it: <name>_ins/_upd/_del/_trunc.

CREATE TRIGGER sales_order_tally_ins AFTER INSERT ON sales_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_order_tally();
CREATE TRIGGER sales_order_tally_upd AFTER UPDATE ON sales_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_order_tally();
CREATE TRIGGER sales_order_tally_del AFTER DELETE ON sales_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_order_tally();
CREATE TRIGGER sales_order_tally_trunc AFTER TRUNCATE ON sales_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sales_order_tally();

CREATE TRIGGER machine_work_tally_ins AFTER INSERT ON machine_work_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION machine_work_tally();
CREATE TRIGGER machine_work_tally_upd AFTER UPDATE ON machine_work_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION machine_work_tally();
CREATE TRIGGER machine_work_tally_del AFTER DELETE ON machine_work_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION machine_work_tally();
CREATE TRIGGER machine_work_tally_trunc AFTER TRUNCATE ON machine_work_orders
  FOR EACH STATEMENT EXECUTE FUNCTION machine_work_tally();

CREATE TRIGGER ear_tag_tally_ins AFTER INSERT ON ear_tags REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ear_tag_tally();
CREATE TRIGGER ear_tag_tally_upd AFTER UPDATE ON ear_tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ear_tag_tally();
CREATE TRIGGER ear_tag_tally_del AFTER DELETE ON ear_tags REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ear_tag_tally();
CREATE TRIGGER ear_tag_tally_trunc AFTER TRUNCATE ON ear_tags
  FOR EACH STATEMENT EXECUTE FUNCTION ear_tag_tally();

CREATE TRIGGER planting_tally_ins AFTER INSERT ON plantings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_tally();
CREATE TRIGGER planting_tally_upd AFTER UPDATE ON plantings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_tally();
CREATE TRIGGER planting_tally_del AFTER DELETE ON plantings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_tally();
CREATE TRIGGER planting_tally_trunc AFTER TRUNCATE ON plantings
  FOR EACH STATEMENT EXECUTE FUNCTION planting_tally();

CREATE TRIGGER planting_sown_tally_ins AFTER INSERT ON plantings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_sown_tally();
CREATE TRIGGER planting_sown_tally_upd AFTER UPDATE ON plantings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_sown_tally();
CREATE TRIGGER planting_sown_tally_del AFTER DELETE ON plantings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION planting_sown_tally();
CREATE TRIGGER planting_sown_tally_trunc AFTER TRUNCATE ON plantings
  FOR EACH STATEMENT EXECUTE FUNCTION planting_sown_tally();

CREATE TRIGGER pest_count_day_tally_ins AFTER INSERT ON pest_counts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pest_count_day_tally();
CREATE TRIGGER pest_count_day_tally_upd AFTER UPDATE ON pest_counts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pest_count_day_tally();
CREATE TRIGGER pest_count_day_tally_del AFTER DELETE ON pest_counts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pest_count_day_tally();
CREATE TRIGGER pest_count_day_tally_trunc AFTER TRUNCATE ON pest_counts
  FOR EACH STATEMENT EXECUTE FUNCTION pest_count_day_tally();

CREATE TRIGGER iot_controller_log_tally_ins AFTER INSERT ON iot_controller_logs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION iot_controller_log_tally();
CREATE TRIGGER iot_controller_log_tally_upd AFTER UPDATE ON iot_controller_logs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION iot_controller_log_tally();
CREATE TRIGGER iot_controller_log_tally_del AFTER DELETE ON iot_controller_logs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION iot_controller_log_tally();
CREATE TRIGGER iot_controller_log_tally_trunc AFTER TRUNCATE ON iot_controller_logs
  FOR EACH STATEMENT EXECUTE FUNCTION iot_controller_log_tally();

CREATE TRIGGER certificate_area_tally_ins AFTER INSERT ON qualified_certificates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_area_tally();
CREATE TRIGGER certificate_area_tally_upd AFTER UPDATE ON qualified_certificates REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_area_tally();
CREATE TRIGGER certificate_area_tally_del AFTER DELETE ON qualified_certificates REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_area_tally();
CREATE TRIGGER certificate_area_tally_trunc AFTER TRUNCATE ON qualified_certificates
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_area_tally();

CREATE TRIGGER certificate_print_tally_ins AFTER INSERT ON certificate_prints REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_print_tally();
CREATE TRIGGER certificate_print_tally_upd AFTER UPDATE ON certificate_prints REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_print_tally();
CREATE TRIGGER certificate_print_tally_del AFTER DELETE ON certificate_prints REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_print_tally();
CREATE TRIGGER certificate_print_tally_trunc AFTER TRUNCATE ON certificate_prints
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_print_tally();
CREATE TRIGGER certificate_print_tally_cert_del BEFORE DELETE ON qualified_certificates
  FOR EACH ROW EXECUTE FUNCTION certificate_print_tally_move();
CREATE TRIGGER certificate_print_tally_cert_area AFTER UPDATE OF area_id ON qualified_certificates
  FOR EACH ROW WHEN (OLD.area_id IS DISTINCT FROM NEW.area_id) EXECUTE FUNCTION certificate_print_tally_move();

CREATE TRIGGER company_farm_tally_ins AFTER INSERT ON farms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_farm_tally();
CREATE TRIGGER company_farm_tally_upd AFTER UPDATE ON farms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_farm_tally();
CREATE TRIGGER company_farm_tally_del AFTER DELETE ON farms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_farm_tally();
CREATE TRIGGER company_farm_tally_trunc AFTER TRUNCATE ON farms
  FOR EACH STATEMENT EXECUTE FUNCTION company_farm_tally();

CREATE TRIGGER land_parcel_tallies_ins AFTER INSERT ON land_parcels REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('land_parcel_tallies', 'area_id, land_type');
CREATE TRIGGER land_parcel_tallies_upd AFTER UPDATE ON land_parcels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('land_parcel_tallies', 'area_id, land_type');
CREATE TRIGGER land_parcel_tallies_del AFTER DELETE ON land_parcels REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('land_parcel_tallies', 'area_id, land_type');
CREATE TRIGGER land_parcel_tallies_trunc AFTER TRUNCATE ON land_parcels
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('land_parcel_tallies', 'area_id, land_type');

CREATE TRIGGER planting_area_tallies_ins AFTER INSERT ON plantings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('planting_area_tallies', 'area_id, crop_id, status');
CREATE TRIGGER planting_area_tallies_upd AFTER UPDATE ON plantings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('planting_area_tallies', 'area_id, crop_id, status');
CREATE TRIGGER planting_area_tallies_del AFTER DELETE ON plantings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('planting_area_tallies', 'area_id, crop_id, status');
CREATE TRIGGER planting_area_tallies_trunc AFTER TRUNCATE ON plantings
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('planting_area_tallies', 'area_id, crop_id, status');

CREATE TRIGGER plant_mission_tallies_ins AFTER INSERT ON plant_missions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('plant_mission_tallies', 'area_id, mission_type, status');
CREATE TRIGGER plant_mission_tallies_upd AFTER UPDATE ON plant_missions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('plant_mission_tallies', 'area_id, mission_type, status');
CREATE TRIGGER plant_mission_tallies_del AFTER DELETE ON plant_missions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('plant_mission_tallies', 'area_id, mission_type, status');
CREATE TRIGGER plant_mission_tallies_trunc AFTER TRUNCATE ON plant_missions
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('plant_mission_tallies', 'area_id, mission_type, status');

CREATE TRIGGER farm_input_tallies_ins AFTER INSERT ON farm_input_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('farm_input_tallies', 'area_id, record_type, category');
CREATE TRIGGER farm_input_tallies_upd AFTER UPDATE ON farm_input_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('farm_input_tallies', 'area_id, record_type, category');
CREATE TRIGGER farm_input_tallies_del AFTER DELETE ON farm_input_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('farm_input_tallies', 'area_id, record_type, category');
CREATE TRIGGER farm_input_tallies_trunc AFTER TRUNCATE ON farm_input_records
  FOR EACH STATEMENT EXECUTE FUNCTION row_count_tally('farm_input_tallies', 'area_id, record_type, category');


-- Views -----------------------------------------------------------------------------------------------------

-- Sowing areas per farm, crop and season, derived from the plantings.
CREATE VIEW sowing_areas AS
  SELECT farm_id, crop_id, plant_year, season, min(area_id) AS area_id,
         count(*) AS land_count, sum(plant_area_mu) AS sown_area_mu, min(sow_date) AS first_sow_date
    FROM plantings
   WHERE farm_id IS NOT NULL
   GROUP BY farm_id, crop_id, plant_year, season;
