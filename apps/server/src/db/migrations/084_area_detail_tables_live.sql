-- Issue 10: the demo stored four plates' detail tables as rows computed for the county at seed time (区域概况,
-- 辖区面积, 乡镇农用地面积, 各镇村居分布). Stored rows do not follow the dashboard: at a town, 辖区面积's dialog
-- still showed the county's 崇明区概况. The demo now gives those plates live tables, computed per area from
-- the statistics registry; a database seeded before gets the same here. Only plates whose stored tables are
-- all such snapshots (source 'areas', their names) change: a plate with a table a bureau entered stays.
-- A fresh database has no plates yet, and a second run finds nothing left to move.
WITH kinds AS (
  SELECT p.id,
         CASE
           WHEN bool_or(c.chart_name LIKE '各乡镇村居数量%') THEN
             '{"tables":[{"title":"下级区域村居数量","by":"area","metrics":["villageCommitteeCount","residentCommitteeCount","villageUnitCount"]},{"title":"村（居）委会类型","by":"category","metrics":["villageUnitCount"]}]}'
           WHEN bool_or(c.chart_name LIKE '各乡镇行政区域面积%') THEN
             '{"tables":[{"title":"下级区域农用地面积","by":"area","metrics":["farmlandAreaMu","parcelAreaMu"]}]}'
           WHEN bool_or(c.chart_name LIKE '%区概况') THEN
             '{"tables":[{"title":"下级区域地块面积","by":"area","metrics":["parcelAreaMu","farmlandAreaMu","basicFarmlandAreaMu"]}]}'
         END::jsonb AS source
    FROM plates p
    JOIN plate_chart_tables c ON c.plate_id = p.id
   WHERE p.detail_source IS NULL AND p.detail_type = 2
   GROUP BY p.id
  HAVING bool_and(c.data_source = 'areas')
),
moved AS (
  UPDATE plates p SET detail_source = k.source FROM kinds k WHERE p.id = k.id AND k.source IS NOT NULL
  RETURNING p.id
)
DELETE FROM plate_chart_tables c USING moved m WHERE c.plate_id = m.id;

-- The stored references that stay name where their figures come from, not a table of this database.
UPDATE plate_chart_tables SET data_source = '行政区划（统计用区划代码）' WHERE data_source = 'areas';
