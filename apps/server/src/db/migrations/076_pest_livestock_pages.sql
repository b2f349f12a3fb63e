-- Issue 13: the pest monitoring (menu 28) and animal husbandry (menus 3 and 20) dashboards lead to the area
-- pages built for them, /pestMonitor and /animal-husbandry-manage-third-part/earTags: the figures' detail
-- dialog gets its 更多明细 page, the photo list and the rankings a 详情 link. A database seeded before this
-- migration holds the demo plates without those links; only plates still as the demo made them (same
-- menu, name and visual, no detail configured since) change. A fresh database has no plates yet: it is
-- seeded after migrating, with the links.
UPDATE plates SET detail_url = '/pestMonitor'
 WHERE menu_key = 28 AND plate_name = '病虫害监测' AND chart_type = 'cards'
   AND detail_flag = 1 AND detail_type = 2 AND detail_url IS NULL;
UPDATE plates SET detail_flag = 1, detail_type = 1, detail_url = '/pestMonitor'
 WHERE menu_key = 28 AND plate_name IN ('最新虫情图片', '测报设备排行') AND chart_type IN ('scroll-list', 'rank')
   AND detail_flag = 0 AND detail_url IS NULL;
UPDATE plates SET detail_url = '/animal-husbandry-manage-third-part/earTags'
 WHERE (menu_key = 3 AND plate_name = '畜牧业' OR menu_key = 20 AND plate_name = '畜牧管理') AND chart_type = 'cards'
   AND detail_flag = 1 AND detail_type = 2 AND detail_url IS NULL;
UPDATE plates SET detail_flag = 1, detail_type = 1, detail_url = '/animal-husbandry-manage-third-part/earTags'
 WHERE (menu_key = 3 AND plate_name = '畜牧基地排行' OR menu_key = 20 AND plate_name = '存栏排行') AND chart_type = 'rank'
   AND detail_flag = 0 AND detail_url IS NULL;
