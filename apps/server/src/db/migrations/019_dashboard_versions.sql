-- The dashboard editor's working copy: one per subject and menu key until it is published or discarded.
CREATE TABLE dashboard_drafts (
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  menu_key int NOT NULL,
  -- zDashboardDoc: the skin and the plates with their detail tables.
  doc jsonb NOT NULL,
  updated_by int REFERENCES government_users(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (government_subject_id, menu_key)
);

-- Every publish of a dashboard, append-only: what users were shown from when, and who published it. A
-- rollback publishes an earlier document again as the next version. published_by NULL is the catalogue's
-- configuration as it stood before the first publish.
CREATE TABLE dashboard_versions (
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  menu_key int NOT NULL,
  version_no int NOT NULL,
  doc jsonb NOT NULL,
  note text,
  published_by int REFERENCES government_users(id),
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (government_subject_id, menu_key, version_no)
);
