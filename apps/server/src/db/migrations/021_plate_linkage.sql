-- A plate's linkage (联动, zPlateLinkage): what a click on one of its chart elements does, filter the
-- dashboard's other plates or open another topic carrying the area, the period and the filter. NULL: the
-- click drills as the plate's view says.
ALTER TABLE plates ADD COLUMN linkage jsonb;
