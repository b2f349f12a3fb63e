-- Wall-screen playlists (轮播): a subject's named lists of topic dashboards, areas and dwell times,
-- assigned to its display tokens. entries: [{menuKey, areaId, dwellSeconds}], checked against the
-- subject's menus and area when saved.
CREATE TABLE display_playlists (
  id serial PRIMARY KEY,
  government_subject_id int NOT NULL REFERENCES government_subjects(id),
  name text NOT NULL,
  entries jsonb NOT NULL,
  resume_seconds int NOT NULL DEFAULT 60,
  updated_by int REFERENCES government_users(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (government_subject_id, name)
);

-- The playlist a display token plays; a token without a row shows its start page. Deleting the list
-- (or the token) removes the assignment.
CREATE TABLE display_token_playlists (
  session_id bigint PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  playlist_id int NOT NULL REFERENCES display_playlists(id) ON DELETE CASCADE
);
CREATE INDEX display_token_playlists_playlist_idx ON display_token_playlists (playlist_id);
