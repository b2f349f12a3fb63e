-- One government subject per area. Creating a subject checks for one of the same area under the creator's
-- own subject (locked), but two creators under different parents (a province and a city bureau asking for
-- the same county at once) lock different rows and would both pass the check: the index decides. Switched
-- off subjects (subject_status 0) keep their area, so a superior can switch them on again.
DROP INDEX IF EXISTS government_subjects_area_idx;
CREATE UNIQUE INDEX government_subjects_area_key ON government_subjects (area_id);
