-- The menu editor. A subject's own address for an external-link menu (dynamic-link-1 … 5, keys 10021–10025):
-- the catalogue's link template gives the default, and each subject may point its slot at its own system.
-- Only http(s) addresses are links a menu may open (javascript:, data: and the like never reach a screen).
ALTER TABLE subject_show_menus
  ADD COLUMN link_url text CHECK (link_url IS NULL OR link_url ~* '^https?://[^[:space:]/?#]+');

-- Counts the saves of a subject's menus, so an editor who saves over a newer save of another is told so
-- rather than silently undoing it.
ALTER TABLE government_subjects ADD COLUMN menu_revision int NOT NULL DEFAULT 0;
