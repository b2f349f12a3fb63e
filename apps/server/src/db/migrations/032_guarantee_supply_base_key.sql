-- A supply-guarantee base (保供基地) is designated once, for one category of produce: its farm is the natural
-- key a bureau's import updates by, and the output and stock of the base count towards one category only.
CREATE UNIQUE INDEX guarantee_supply_subjects_farm_key ON guarantee_supply_subjects (farm_id);
