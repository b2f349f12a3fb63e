-- Real devices: profiles, credentials, validated ingestion, rules with a duration and their state, alarms with
-- a lifecycle, and controller commands a device acknowledges.

-- What a kind of device reports (properties with their physical range) and what it can be told (switches).
CREATE TABLE device_profiles (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z][a-z0-9_]{1,39}$'),
  name text NOT NULL,
  gate_category_id int NOT NULL REFERENCES gate_categories(id),
  is_controller boolean NOT NULL DEFAULT false,
  -- Messages a device may send per second on average (a burst of ten times that is allowed).
  messages_per_second real NOT NULL DEFAULT 1 CHECK (messages_per_second > 0),
  -- Without a message for this long a device is shown offline.
  offline_after_s int NOT NULL DEFAULT 900 CHECK (offline_after_s >= 60)
);

CREATE TABLE device_profile_properties (
  profile_id int NOT NULL REFERENCES device_profiles(id) ON DELETE CASCADE,
  identifier text NOT NULL CHECK (identifier ~ '^[A-Za-z][A-Za-z0-9_]{0,39}$'),
  name text NOT NULL,
  unit text NOT NULL DEFAULT '',
  -- A reading outside the physical range is a broken sensor or a wrong unit: refused, never stored.
  range_min real NOT NULL,
  range_max real NOT NULL,
  normal_min real,
  normal_max real,
  digits smallint NOT NULL DEFAULT 1 CHECK (digits BETWEEN 0 AND 4),
  sort_num int NOT NULL DEFAULT 0,
  PRIMARY KEY (profile_id, identifier),
  CHECK (range_min < range_max)
);

CREATE TABLE device_profile_states (
  profile_id int NOT NULL REFERENCES device_profiles(id) ON DELETE CASCADE,
  identifier text NOT NULL CHECK (identifier ~ '^[A-Za-z][A-Za-z0-9_]{0,39}$'),
  name text NOT NULL,
  sort_num int NOT NULL DEFAULT 0,
  PRIMARY KEY (profile_id, identifier)
);

-- A device's credential: the SHA-256 of its access token (the token itself is shown once, when issued), and
-- optionally its own MQTT user name and password (scrypt, like user passwords). last_contact is set only by
-- the ingestion path; online/offline follows it (devices that never spoke keep the state they were given).
ALTER TABLE iot_devices
  ADD COLUMN profile_id int REFERENCES device_profiles(id),
  ADD COLUMN token_hash text UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  ADD COLUMN token_issued_at timestamptz,
  ADD COLUMN mqtt_username text UNIQUE,
  ADD COLUMN mqtt_password_hash text,
  ADD COLUMN last_contact timestamptz,
  ADD COLUMN status_changed_at timestamptz;
CREATE INDEX iot_devices_contact_idx ON iot_devices (last_contact) WHERE last_contact IS NOT NULL;

-- The physical range of a device's property (from its profile): readings outside it are refused.
ALTER TABLE iot_device_properties
  ADD COLUMN range_min real,
  ADD COLUMN range_max real,
  ADD COLUMN digits smallint;

-- Refused messages per device and reason, with the latest example; nothing of a refused message is stored.
CREATE TABLE device_rejections (
  device_id int NOT NULL REFERENCES iot_devices(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('malformed', 'unknown-property', 'out-of-range', 'future-time', 'too-old', 'rate-limited')),
  count bigint NOT NULL DEFAULT 0,
  last_time timestamptz NOT NULL,
  last_detail text,
  PRIMARY KEY (device_id, reason)
);

-- Rules: of one property (property_id) or of every device of a profile (profile_id + property_identifier).
-- 'outside' alarms below threshold or above threshold_high. The condition must hold for duration_s and
-- repeat_count consecutive readings before an alarm is raised; the alarm clears by itself when a reading is
-- back inside clear_threshold (hysteresis; the threshold itself when null).
ALTER TABLE iot_alarm_rules ALTER COLUMN property_id DROP NOT NULL;
ALTER TABLE iot_alarm_rules DROP CONSTRAINT iot_alarm_rules_comparator_check;
ALTER TABLE iot_alarm_rules
  ADD CONSTRAINT iot_alarm_rules_comparator_check CHECK (comparator IN ('gt', 'lt', 'outside')),
  ADD COLUMN profile_id int REFERENCES device_profiles(id) ON DELETE CASCADE,
  ADD COLUMN property_identifier text,
  ADD COLUMN rule_name text,
  ADD COLUMN threshold_high real,
  ADD COLUMN duration_s int NOT NULL DEFAULT 0 CHECK (duration_s BETWEEN 0 AND 604800),
  ADD COLUMN repeat_count int NOT NULL DEFAULT 1 CHECK (repeat_count BETWEEN 1 AND 1000),
  ADD COLUMN clear_threshold real,
  ADD COLUMN clear_threshold_high real,
  ADD COLUMN update_time timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT iot_alarm_rules_target_check CHECK (
    (property_id IS NOT NULL AND profile_id IS NULL AND property_identifier IS NULL)
    OR (property_id IS NULL AND profile_id IS NOT NULL AND property_identifier IS NOT NULL)),
  ADD CONSTRAINT iot_alarm_rules_band_check CHECK (
    comparator <> 'outside' OR (threshold_high IS NOT NULL AND threshold < threshold_high));
CREATE INDEX iot_alarm_rules_property_idx ON iot_alarm_rules (property_id) WHERE property_id IS NOT NULL;
CREATE INDEX iot_alarm_rules_profile_idx ON iot_alarm_rules (profile_id, property_identifier) WHERE profile_id IS NOT NULL;

-- Where each rule stands for each property it watches, written in the transaction of the readings, so a
-- duration under way survives a restart: since when and for how many readings the condition has held, and
-- the alarm it raised that is not cleared yet.
CREATE TABLE iot_rule_states (
  rule_id int NOT NULL REFERENCES iot_alarm_rules(id) ON DELETE CASCADE,
  property_id int NOT NULL REFERENCES iot_device_properties(id) ON DELETE CASCADE,
  breach_since timestamptz,
  breach_count int NOT NULL DEFAULT 0,
  last_ts timestamptz NOT NULL,
  alarm_id int,
  PRIMARY KEY (rule_id, property_id)
);

-- Alarm lifecycle: 0 未处理 (raised), 2 已确认 (acknowledged), 3 已指派 (assigned), 4 已恢复 (cleared by the
-- rule's clear condition), 1 已处理 (closed by a person with a remark). Every change writes its event row.
ALTER TABLE iot_alarm_records DROP CONSTRAINT iot_alarm_records_status_check;
ALTER TABLE iot_alarm_records
  ADD CONSTRAINT iot_alarm_records_status_check CHECK (status IN (0, 1, 2, 3, 4)),
  ADD COLUMN ack_time timestamptz,
  ADD COLUMN ack_user_id int,
  ADD COLUMN ack_user_name text,
  ADD COLUMN assignee_user_id int,
  ADD COLUMN assignee_name text,
  ADD COLUMN assign_time timestamptz,
  ADD COLUMN clear_time timestamptz,
  ADD COLUMN clear_value real,
  ADD COLUMN remark text,
  ADD COLUMN version int NOT NULL DEFAULT 1;
CREATE INDEX iot_alarm_records_open_idx ON iot_alarm_records (area_id, alarm_time DESC) WHERE status IN (0, 2, 3);

CREATE TABLE iot_alarm_events (
  id serial PRIMARY KEY,
  alarm_id int NOT NULL REFERENCES iot_alarm_records(id) ON DELETE CASCADE,
  event text NOT NULL CHECK (event IN ('raised', 'acknowledged', 'assigned', 'cleared', 'closed')),
  event_time timestamptz NOT NULL,
  -- Null for what the rule did by itself (raised, cleared).
  user_id int,
  user_name text,
  remark text,
  value real
);
CREATE INDEX iot_alarm_events_alarm_idx ON iot_alarm_events (alarm_id, event_time, id);

-- A command to a controller: the caller's command id acts once; the device is told over MQTT or picks it up
-- by polling over HTTP, and acknowledges (ok or failed) before the deadline or the command times out. The
-- controller state shown is what the device reports, not what was asked.
CREATE TABLE iot_device_commands (
  id serial PRIMARY KEY,
  command_id text NOT NULL UNIQUE CHECK (command_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  device_id int NOT NULL REFERENCES iot_devices(id) ON DELETE CASCADE,
  identifier text NOT NULL,
  status smallint NOT NULL CHECK (status IN (0, 1)),
  state text NOT NULL CHECK (state IN ('sent', 'acknowledged', 'failed', 'timed_out')),
  requested_by int,
  requested_name text,
  farm_id int,
  area_id bigint NOT NULL,
  create_time timestamptz NOT NULL,
  -- When a device took it (MQTT publish or an HTTP poll), and how.
  delivered_time timestamptz,
  delivered_via text CHECK (delivered_via IN ('mqtt', 'http')),
  deadline timestamptz NOT NULL,
  answer_time timestamptz,
  message text
);
CREATE INDEX iot_device_commands_pending_idx ON iot_device_commands (device_id, create_time) WHERE state = 'sent';
CREATE INDEX iot_device_commands_deadline_idx ON iot_device_commands (deadline) WHERE state = 'sent';
