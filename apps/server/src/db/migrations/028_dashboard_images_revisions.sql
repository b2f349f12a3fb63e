-- Pictures uploaded in the dashboard editor for image plates and image details. The file lies in the
-- picture store under the subject's area (`<area code>/plate/<id>.<ext>`) and is served at
-- /files/plate/<id>.<ext> to a caller whose area holds the subject's (session or signed URL). Dashboard
-- documents (drafts, versions, templates) name a picture by that address; a picture no document names
-- any more is removed a day after its upload.
CREATE TABLE dashboard_images (
  id uuid PRIMARY KEY,
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  area_id bigint NOT NULL,
  -- The dashboard it was uploaded for (it may be used by any dashboard of the subject).
  menu_key int NOT NULL,
  file_key text NOT NULL,
  mime text NOT NULL,
  byte_size int NOT NULL,
  width int,
  height int,
  uploaded_by int REFERENCES government_users(id),
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dashboard_images_subject_idx ON dashboard_images (government_subject_id, uploaded_at);

-- The editor's revision of a subject's dashboard: raised by every save, discard, publish, rollback and
-- import, so an editor whose copy is older than the last change is refused instead of overwriting it. The
-- row also tells who made the last change, when and how.
CREATE TABLE dashboard_revisions (
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  menu_key int NOT NULL,
  revision int NOT NULL,
  action text NOT NULL,
  changed_by int REFERENCES government_users(id),
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (government_subject_id, menu_key)
);
