-- Cameras and pest traps from real sources: a camera's stream (HLS, HTTP-FLV or WebRTC from the bureau's media
-- server, e.g. ZLMediaKit or wvp-GB28181-pro), its GB28181 ids, how its pan-tilt is driven, and the device
-- tokens with which cameras and traps upload their pictures and counts.

-- stream_url/stream_kind: what a browser plays. A GB28181 camera behind wvp may have no fixed address: its
-- stream is opened on demand through wvp (gb_device_id/gb_channel_id), and stream_kind says which of wvp's
-- addresses to play. hls_url (imports) stays an HLS address of its own.
-- ptz_adapter: 'demo' turns the synthetic picture, 'wvp' sends GB28181 PTZ commands through wvp's HTTP API,
-- 'none' has no pan-tilt; null follows the source (a camera with the synthetic picture is 'demo', else 'none').
-- The wvp account (its password only as the MD5 wvp's login takes) never leaves the server.
ALTER TABLE cameras
  ADD COLUMN stream_url text CHECK (stream_url ~ '^https?://'),
  ADD COLUMN stream_kind text CHECK (stream_kind IN ('hls', 'flv', 'webrtc')),
  ADD COLUMN gb_device_id text CHECK (gb_device_id ~ '^[0-9]{20}$'),
  ADD COLUMN gb_channel_id text CHECK (gb_channel_id ~ '^[0-9]{20}$'),
  ADD COLUMN ptz_adapter text CHECK (ptz_adapter IN ('demo', 'wvp', 'none')),
  ADD COLUMN wvp_url text CHECK (wvp_url ~ '^https?://'),
  ADD COLUMN wvp_username text,
  ADD COLUMN wvp_password_md5 text CHECK (wvp_password_md5 ~ '^[0-9a-f]{32}$'),
  ADD COLUMN token_hash text UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  ADD COLUMN token_issued_at timestamptz,
  ADD CONSTRAINT cameras_stream_kind_given CHECK (stream_url IS NULL OR stream_kind IS NOT NULL),
  ADD CONSTRAINT cameras_gb_ids_check CHECK ((gb_device_id IS NULL) = (gb_channel_id IS NULL)),
  ADD CONSTRAINT cameras_wvp_check CHECK (ptz_adapter IS DISTINCT FROM 'wvp'
    OR (wvp_url IS NOT NULL AND wvp_username IS NOT NULL AND wvp_password_md5 IS NOT NULL AND gb_device_id IS NOT NULL));

-- The confidence of each tag of a capture a device's AI analysis sent (parallel to tags; null before).
ALTER TABLE camera_ai_images ADD COLUMN tag_confidences real[];

ALTER TABLE pest_devices
  ADD COLUMN token_hash text UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  ADD COLUMN token_issued_at timestamptz;
