-- Issue 12: every review action has its own permission code (occupy:<action>, abnormal:<action>) instead of
-- the shared review:occupy and review:abnormal. A role that held a shared code keeps every action it could
-- take: review:occupy becomes the eight occupy:* codes, review:abnormal the nine abnormal:* codes (the
-- process actions and govern). Then the catalogue holds exactly the code's catalogue (contract/permissions),
-- in its order. A fresh database has no catalogue yet (it is seeded after migrating): nothing happens there.
-- Numbered after the last migration so that 050's iot:control is in the catalogue before it is ordered.

CREATE TEMP TABLE catalogue_071 (button_code text PRIMARY KEY, button_name text NOT NULL, sort_num int NOT NULL)
  ON COMMIT DROP;
INSERT INTO catalogue_071 (button_code, button_name, sort_num) VALUES
  ('dashboard:view', '查看数据大屏', 0),
  ('data:view', '查看业务数据', 1),
  ('data:export', '导出数据', 2),
  ('data:import', '导入数据', 3),
  ('pii:view', '查看完整个人信息', 4),
  ('certificate:print', '合格证打印与赋码', 5),
  ('occupy:screenNeedReview', '耕地占用·筛查·需核查', 6),
  ('occupy:screenNoReview', '耕地占用·筛查·无需核查', 7),
  ('occupy:inputNeedReview', '耕地占用·核查录入·需审核', 8),
  ('occupy:inputNoReview', '耕地占用·核查录入·无需审核', 9),
  ('occupy:review', '耕地占用·审核通过', 10),
  ('occupy:reject', '耕地占用·驳回', 11),
  ('occupy:success', '耕地占用·复核通过', 12),
  ('occupy:reReview', '耕地占用·重新核查', 13),
  ('abnormal:screenNeedReview', '耕地异常·筛查·需核查', 14),
  ('abnormal:screenNoReview', '耕地异常·筛查·无需核查', 15),
  ('abnormal:inputNeedReview', '耕地异常·核查录入·需审核', 16),
  ('abnormal:inputNoReview', '耕地异常·核查录入·无需审核', 17),
  ('abnormal:review', '耕地异常·审核通过', 18),
  ('abnormal:reject', '耕地异常·驳回', 19),
  ('abnormal:success', '耕地异常·复核通过', 20),
  ('abnormal:reReview', '耕地异常·重新核查', 21),
  ('abnormal:govern', '耕地异常·整治完成', 22),
  ('portal:manage', '门户与菜单配置', 23),
  ('user:manage', '用户与角色管理', 24),
  ('display:manage', '大屏展示令牌管理', 25),
  ('iot:control', '物联网设备控制（开关、云台）', 26);

INSERT INTO permissions (button_code, button_name, sort_num)
SELECT button_code, button_name, sort_num FROM catalogue_071 WHERE EXISTS (SELECT 1 FROM permissions)
ON CONFLICT (button_code) DO UPDATE SET button_name = EXCLUDED.button_name, sort_num = EXCLUDED.sort_num;

INSERT INTO role_permissions (role_id, button_code)
SELECT rp.role_id, c.button_code
  FROM role_permissions rp
  JOIN catalogue_071 c
    ON (rp.button_code = 'review:occupy' AND c.button_code LIKE 'occupy:%')
    OR (rp.button_code = 'review:abnormal' AND c.button_code LIKE 'abnormal:%')
ON CONFLICT DO NOTHING;

DELETE FROM role_permissions WHERE button_code IN ('review:occupy', 'review:abnormal');
DELETE FROM permissions WHERE button_code IN ('review:occupy', 'review:abnormal');
