-- 大屏水印: when on, every dashboard screen of the subject's users shows a faint "name login time" overlay, so
-- a photograph of a wall screen can be traced to the account it was shown to. Off keeps the screens as
-- they were.
ALTER TABLE government_subjects
  ADD COLUMN screen_watermark_flag smallint NOT NULL DEFAULT 0 CHECK (screen_watermark_flag IN (0, 1));
