-- Dashboard engine: a plate's drawing configuration (zPlateView: visual + field mapping) and its live
-- detail tables (zPlateDetailSource: statistics broken down by area, category, month or year).
-- chart_type stays as the visual's name (view.visual) so older readers keep working; plate/save keeps the
-- two in step.
ALTER TABLE plates ADD COLUMN view jsonb;
ALTER TABLE plates ADD COLUMN detail_source jsonb;
UPDATE plates SET view = jsonb_build_object('visual', CASE chart_type
    WHEN 'stat-cards' THEN 'cards' WHEN 'map-legend' THEN 'table' ELSE chart_type END)
  WHERE chart_type IN ('stat-cards', 'bar', 'pie', 'line', 'table', 'image-carousel', 'map-legend');
