import { DASHBOARD_MENUS, DYNAMIC_DASHBOARD_MENUS, DYNAMIC_LINK_KEYS } from '@fengshou/core';
import type { Executor } from '../db/client';

/** Menu group types (spec §3: 4 is the fallback type). */
export const MENU_GROUP_TYPES = [
  { groupType: 1, name: '数据大屏' },
  { groupType: 2, name: '监管业务' },
  { groupType: 3, name: '专题应用' },
  { groupType: 4, name: '其他' },
] as const;

/**
 * External systems offered as link menus, one per dynamic-link key (10021–10025): the web shell opens
 * them through its dynamic-link-N routes. Public sites use their real addresses; the platform's own
 * satellite systems use example hosts because every deployment runs its own.
 */
export const LINK_TEMPLATES = [
  { name: '农产品溯源平台', url: 'https://www.qsst.moa.gov.cn/', icon: 'trace' },
  { name: '合格证管理系统', url: 'https://hgz.fengshou.example.com/', icon: 'certificate' },
  { name: '物联网平台', url: 'https://iot.fengshou.example.com/', icon: 'iot' },
  { name: '农业农村部', url: 'https://www.moa.gov.cn/', icon: 'link' },
  { name: '上海市农业农村委员会', url: 'https://nyncw.sh.gov.cn/', icon: 'link' },
] as const;

/**
 * Top-level pages that a subject may list as menus. They have no dashboard key: routes with meta
 * key 0, registered after the menu routes ("fixed-key pages come last", spec §4).
 */
export const FIXED_PAGE_TEMPLATES = [
  { name: '三维实景', routeName: 'Shanghai3dgis', icon: 'globe' },
  { name: '区域绘制分析', routeName: 'DrawAreaAnalysis', icon: 'draw' },
  { name: '无人机巡田', routeName: 'UavCruise', icon: 'uav' },
  { name: '多光谱分析', routeName: 'Multispectral', icon: 'spectrum' },
  // The review screens (issue 12); the web shows them only to holders of a review code (occupy:*, abnormal:*).
  { name: '耕地占用审核', routeName: 'LandControlOccupation', icon: 'occupation' },
  { name: '耕地异常处置', routeName: 'LandControlAbnormal', icon: 'abnormal' },
  { name: '监测批次总览', routeName: 'LandControlBatches', icon: 'batches' },
  { name: '核查任务', routeName: 'LandControlFieldCheck', icon: 'fieldcheck' },
] as const;

/** Key under which the fixed pages are stored (their route meta key). */
export const FIXED_PAGE_KEY = 0;

/** Template ids by reference: 'dash:<key>' route menus, 'link:<name>' links, 'page:<routeName>'. */
export type TemplateIds = Map<string, number>;

/** Template reference of a dashboard topic or dynamic dashboard by key. */
export const dash = (key: number) => `dash:${key}`;
/** Template reference of an external link by name. */
export const link = (name: (typeof LINK_TEMPLATES)[number]['name']) => `link:${name}`;
/** Template reference of a fixed page by route name. */
export const page = (routeName: (typeof FIXED_PAGE_TEMPLATES)[number]['routeName']) => `page:${routeName}`;

/** Seeds the menu group types and the whole menu template catalogue; returns template ids by reference. */
export async function seedMenuCatalogue(q: Executor): Promise<{ ids: TemplateIds; rows: number }> {
  await q.query(
    `INSERT INTO menu_group_types (group_type, group_type_name, sort_num)
     SELECT t, n, t FROM unnest($1::smallint[], $2::text[]) AS x(t, n)`,
    [MENU_GROUP_TYPES.map((t) => t.groupType), MENU_GROUP_TYPES.map((t) => t.name)],
  );
  const rows: {
    ref: string;
    name: string;
    key: number;
    route: string | null;
    url: string | null;
    icon: string;
  }[] = [];
  for (const m of [...DASHBOARD_MENUS, ...DYNAMIC_DASHBOARD_MENUS]) {
    rows.push({ ref: dash(m.key), name: m.name, key: m.key, route: m.routeName, url: null, icon: m.path });
  }
  LINK_TEMPLATES.forEach((l, i) => {
    rows.push({
      ref: link(l.name),
      name: l.name,
      key: DYNAMIC_LINK_KEYS[i]!,
      route: null,
      url: l.url,
      icon: l.icon,
    });
  });
  for (const p of FIXED_PAGE_TEMPLATES) {
    rows.push({
      ref: page(p.routeName),
      name: p.name,
      key: FIXED_PAGE_KEY,
      route: p.routeName,
      url: null,
      icon: p.icon,
    });
  }
  await q.query(
    `INSERT INTO menu_templates (menu_name, menu_key, route_name, link_url, icon)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[])`,
    [
      rows.map((r) => r.name),
      rows.map((r) => r.key),
      rows.map((r) => r.route),
      rows.map((r) => r.url),
      rows.map((r) => r.icon),
    ],
  );
  const ids = await templateIdsOf(q);
  return { ids, rows: MENU_GROUP_TYPES.length + rows.length };
}

/**
 * The stored menu templates' ids by reference ('dash:7', 'link:…', 'page:…'), read by content rather than
 * trusting the order of RETURNING; a subject made later finds the catalogue's templates this way.
 */
export async function templateIdsOf(q: Executor): Promise<TemplateIds> {
  const stored = await q.query<{
    id: number;
    menu_name: string;
    menu_key: number;
    route_name: string | null;
  }>('SELECT id, menu_name, menu_key, route_name FROM menu_templates');
  return new Map(
    stored.map((t) => [
      t.route_name === null
        ? `link:${t.menu_name}`
        : t.menu_key === FIXED_PAGE_KEY
          ? `page:${t.route_name}`
          : dash(t.menu_key),
      t.id,
    ]),
  );
}
