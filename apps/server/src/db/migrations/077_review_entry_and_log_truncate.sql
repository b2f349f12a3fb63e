-- Issue 12, review follow-ups.
--
-- 1. TRUNCATE skips row triggers, so the append-only guard of 040 (BEFORE UPDATE OR DELETE … FOR EACH ROW)
--    let a TRUNCATE wipe the operator logs. A statement trigger closes that path with the same refusal.
--    Every statement here may run again (the menu test replays this file on a seeded database).
CREATE OR REPLACE TRIGGER farmland_occupation_logs_no_truncate BEFORE TRUNCATE ON farmland_occupation_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_change();
CREATE OR REPLACE TRIGGER cultivated_abnormal_logs_no_truncate BEFORE TRUNCATE ON cultivated_abnormal_logs
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_change();

-- 2. The review screens become menu pages (fixed pages, key 0, spec §4) that a subject lists in its menus.
--    Existing deployments get the three templates in the catalogue and, beside the other menus of their first
--    监管业务 group (groupType 2), the three pages: that is where a bureau's staff look for supervision work.
--    The web shows them only to holders of a review code. A fresh database has no catalogue yet (it is
--    seeded after migrating, with the same menus in demo/portal): nothing happens there.
CREATE TEMP TABLE review_pages_077 (route_name text PRIMARY KEY, menu_name text NOT NULL, icon text NOT NULL,
  ord int NOT NULL) ON COMMIT DROP;
INSERT INTO review_pages_077 VALUES
  ('LandControlOccupation', '耕地占用审核', 'occupation', 1),
  ('LandControlAbnormal', '耕地异常处置', 'abnormal', 2),
  ('LandControlBatches', '监测批次总览', 'batches', 3);

INSERT INTO menu_templates (menu_name, menu_key, route_name, icon)
SELECT p.menu_name, 0, p.route_name, p.icon FROM review_pages_077 p
 WHERE EXISTS (SELECT 1 FROM menu_templates)
   AND NOT EXISTS (SELECT 1 FROM menu_templates t WHERE t.menu_key = 0 AND t.route_name = p.route_name)
 ORDER BY p.ord;

INSERT INTO subject_show_menus (government_subject_id, menu_template_id, menu_group_id, show_navbar_flag, sort_num)
SELECT g.government_subject_id, t.id, g.id, 1,
       -- Right after the group's last menu, in the gap that sort numbers leave before the next group's.
       (SELECT COALESCE(max(m.sort_num), 0) FROM subject_show_menus m WHERE m.menu_group_id = g.id) + p.ord
  FROM (SELECT DISTINCT ON (government_subject_id) id, government_subject_id FROM menu_groups
         WHERE group_type = 2 ORDER BY government_subject_id, sort_num, id) g
  JOIN review_pages_077 p ON true
  JOIN menu_templates t ON t.menu_key = 0 AND t.route_name = p.route_name
ON CONFLICT DO NOTHING;

-- The subject's menu template list (spec §3 showMenuTemplateStr) names every menu it shows.
UPDATE government_subjects s
   SET show_menu_template_str = (SELECT string_agg(m.menu_template_id::text, ',' ORDER BY m.sort_num,
                                                   m.menu_template_id)
                                   FROM subject_show_menus m WHERE m.government_subject_id = s.id)
 WHERE EXISTS (SELECT 1 FROM subject_show_menus m JOIN menu_templates t ON t.id = m.menu_template_id
                JOIN review_pages_077 p ON p.route_name = t.route_name
               WHERE m.government_subject_id = s.id AND t.menu_key = 0);
