-- Imports run as jobs: the upload is stored and answered at once, and whichever API server claims the job
-- reads, checks and writes it off the request path, its progress in the row. An import makes no file: what
-- it found (the report) is the job's result. Import tasks are not listed in the download centre.
ALTER TABLE data_exports DROP CONSTRAINT IF EXISTS data_exports_kind_check;
ALTER TABLE data_exports
  ADD CONSTRAINT data_exports_kind_check CHECK (kind IN ('excel', 'briefing', 'import')),
  ADD COLUMN result jsonb;
