-- Areas, government subjects, users, roles, menus, plates, map services, branding, sessions.
CREATE EXTENSION IF NOT EXISTS postgis;

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
  used_at timestamptz
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
  chart_type text NOT NULL,
  interface_url text,
  parameters jsonb NOT NULL DEFAULT '{}'::jsonb,
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

CREATE TABLE plate_chart_tables (
  id serial PRIMARY KEY,
  plate_id int NOT NULL REFERENCES plates(id) ON DELETE CASCADE,
  chart_name text NOT NULL,
  data_source text,
  -- [{chartMetricGroupName, plateDetailChartMetricList:[{id, chartMetricName, chartMetricValue}]}]
  metric_groups jsonb NOT NULL DEFAULT '[]'::jsonb,
  sort_num int NOT NULL DEFAULT 0
);

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
