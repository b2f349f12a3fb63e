-- Lookups of the portal module: subjects by area range, users and groups by subject, services by area.
CREATE INDEX government_subjects_area_idx ON government_subjects (area_id);
CREATE INDEX government_users_subject_idx ON government_users (government_subject_id);
-- Login names are unique regardless of case, so look-alike accounts (Admin / admin) cannot coexist;
-- the index also makes the check race-free when two administrators create the same name at once.
CREATE UNIQUE INDEX government_users_login_name_lower_idx ON government_users (lower(login_name));
CREATE INDEX menu_groups_subject_idx ON menu_groups (government_subject_id);
CREATE INDEX subject_menu_links_subject_idx ON subject_menu_links (government_subject_id);
CREATE INDEX plate_images_plate_idx ON plate_images (plate_id);
CREATE INDEX plate_chart_tables_plate_idx ON plate_chart_tables (plate_id);
CREATE INDEX gis_server_configs_area_idx ON gis_server_configs (area_id);
