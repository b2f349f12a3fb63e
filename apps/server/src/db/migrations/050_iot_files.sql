-- Secret that signs short-lived /files URLs. One row, created by the first API server that needs it and
-- read by every other one on the same database, so a URL signed by server A opens on server B.
CREATE TABLE file_signing_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret bytea NOT NULL CHECK (octet_length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Which operator switched a controller, and from which state (the log row of a controller command).
ALTER TABLE iot_controller_logs ADD COLUMN IF NOT EXISTS operator_user_id int;
ALTER TABLE iot_controller_logs ADD COLUMN IF NOT EXISTS previous_status smallint;
ALTER TABLE iot_controller_logs ADD COLUMN IF NOT EXISTS farm_id int;
CREATE INDEX IF NOT EXISTS iot_controller_logs_device_idx ON iot_controller_logs (device_id, operate_time DESC);

-- Pan position of a demo camera's synthetic live picture (degrees, moved by PTZ start/stop) and the
-- moment a running PTZ move started, so the view keeps turning while the button is held.
ALTER TABLE cameras ADD COLUMN IF NOT EXISTS pan_deg real NOT NULL DEFAULT 0;
ALTER TABLE cameras ADD COLUMN IF NOT EXISTS tilt_deg real NOT NULL DEFAULT 0;
ALTER TABLE cameras ADD COLUMN IF NOT EXISTS ptz_started_at timestamptz;
-- A real HLS stream (.m3u8) when configured; the demo cameras have none and answer the synthetic picture.
ALTER TABLE cameras ADD COLUMN IF NOT EXISTS hls_url text;

-- Databases seeded before the control permission existed get it in the catalogue (a fresh database is
-- seeded from the code's catalogue after migrating), and their administrators (user:manage) hold it.
INSERT INTO permissions (button_code, button_name, sort_num)
SELECT 'iot:control', '物联网设备控制（开关、云台）', 10 WHERE EXISTS (SELECT 1 FROM permissions)
ON CONFLICT DO NOTHING;
INSERT INTO role_permissions (role_id, button_code)
SELECT role_id, 'iot:control' FROM role_permissions WHERE button_code = 'user:manage'
ON CONFLICT DO NOTHING;
