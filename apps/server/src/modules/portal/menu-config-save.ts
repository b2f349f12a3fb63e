import { badParams, GROUP_TYPE_FALLBACK, menuKindOf, OTHER_GROUP_ID } from '@fengshou/core';
import type { saveMenuConfig, zSaveMenu } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { startEmpty } from './dynamic-dashboards';
import { assignableTemplates, menusChanged } from './subject-menus';

type SaveBody = z.output<(typeof saveMenuConfig)['body']>;
type SaveMenu = z.output<typeof zSaveMenu>;

/** A menu of the body with where it sits: its field path, group (0 for 其他分组) and sort number. */
interface Placed {
  at: string;
  menu: SaveMenu;
  groupIndex: number | null;
  sortNum: number;
}

/**
 * The subject's row locked for the save, its menu revision checked against the one the editor read: two
 * editors saving at once take turns, and the later one, holding an older configuration, is refused.
 */
export async function lockMenus(q: Queryable, subjectId: number, revision?: number): Promise<void> {
  const [row] = await q.query<{ revision: number }>(
    'SELECT menu_revision AS revision FROM government_subjects WHERE id = $1 FOR UPDATE',
    [subjectId],
  );
  if (revision !== undefined && row!.revision !== revision) {
    throw badParams(['revision'], `菜单已被他人修改（当前版本 ${row!.revision}），请刷新后重试`);
  }
}

/** Checks the groups' ids and types; refusals name the field. */
async function checkGroups(q: Queryable, subjectId: number, groups: SaveBody['groups']) {
  const [types, own] = await Promise.all([
    q.query<{ t: number }>('SELECT group_type AS t FROM menu_group_types'),
    q.query<{ id: number }>('SELECT id FROM menu_groups WHERE government_subject_id = $1', [subjectId]),
  ]);
  const knownTypes = new Set([GROUP_TYPE_FALLBACK, ...types.map((r) => r.t)]);
  const ownIds = new Set(own.map((r) => r.id));
  const ids = new Set<number>();
  const names = new Set<string>();
  for (const [i, g] of groups.entries()) {
    if (g.id !== undefined) {
      if (!ownIds.has(g.id)) throw badParams([`groups.${i}.id`], '分组不存在或不属于该主体');
      if (ids.has(g.id)) throw badParams([`groups.${i}.id`], '分组重复');
      ids.add(g.id);
    }
    if (!knownTypes.has(g.groupType)) throw badParams([`groups.${i}.groupType`], '未知的分组类型');
    if (names.has(g.fullName)) throw badParams([`groups.${i}.fullName`], `分组名称“${g.fullName}”重复`);
    names.add(g.fullName);
  }
}

/** Every menu of the body in order, each template checked: one the subject may show, listed once. */
async function placeMenus(q: Queryable, subjectId: number, body: SaveBody): Promise<Placed[]> {
  const placed: Placed[] = [];
  const add = (at: string, menus: SaveMenu[], groupIndex: number | null) => {
    for (const [j, menu] of menus.entries()) {
      placed.push({ at: `${at}.${j}`, menu, groupIndex, sortNum: 10 * (placed.length + 1) });
    }
  };
  for (const [i, g] of body.groups.entries()) add(`groups.${i}.menus`, g.menus, i);
  add('otherMenus', body.otherMenus, null);
  if (placed.length === 0) throw badParams(['groups'], '至少保留一个菜单');
  const templates = new Map((await assignableTemplates(q, subjectId)).map((t) => [t.id, t]));
  const seen = new Set<number>();
  for (const { at, menu } of placed) {
    const template = templates.get(menu.templateId);
    if (!template) throw badParams([`${at}.templateId`], '菜单模板不存在或该主体不可使用');
    if (seen.has(menu.templateId)) {
      throw badParams([`${at}.templateId`], `菜单“${template.menuName}”重复：一个模板只能出现一次`);
    }
    seen.add(menu.templateId);
    if (menu.linkUrl && menuKindOf(template.menuKey) !== 'link') {
      throw badParams([`${at}.linkUrl`], '只有外部链接菜单可以设置链接地址');
    }
  }
  return placed;
}

/** Stores the groups in order (updating kept ones, adding new ones, deleting the rest); answers their ids. */
async function writeGroups(q: Queryable, subjectId: number, groups: SaveBody['groups']): Promise<number[]> {
  const kept = groups.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  await q.query('DELETE FROM menu_groups WHERE government_subject_id = $1 AND NOT (id = ANY($2::int[]))', [
    subjectId,
    kept,
  ]);
  const ids: number[] = [];
  for (const [i, g] of groups.entries()) {
    const values = [g.groupType, g.fullName, g.shortName, i + 1];
    if (g.id !== undefined) {
      await q.query(
        `UPDATE menu_groups SET group_type = $3, full_name = $4, short_name = $5, sort_num = $6
          WHERE id = $1 AND government_subject_id = $2`,
        [g.id, subjectId, ...values],
      );
      ids.push(g.id);
    } else {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO menu_groups (government_subject_id, group_type, full_name, short_name, sort_num)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [subjectId, ...values],
      );
      ids.push(row!.id);
    }
  }
  return ids;
}

/**
 * Replaces a subject's menu configuration (groups, menus, names, order, navigation flags, link addresses, nav
 * style) in the caller's transaction, after checking all of it; answers the new revision.
 */
export async function writeMenuConfig(
  q: Queryable,
  subjectId: number,
  body: SaveBody,
  by: string,
): Promise<number> {
  await lockMenus(q, subjectId, body.revision);
  await checkGroups(q, subjectId, body.groups);
  const placed = await placeMenus(q, subjectId, body);
  const groupIds = await writeGroups(q, subjectId, body.groups);
  const before = await q.query<{ id: number }>(
    'SELECT menu_template_id AS id FROM subject_show_menus WHERE government_subject_id = $1',
    [subjectId],
  );
  const ids = placed.map((p) => p.menu.templateId);
  await q.query(
    'DELETE FROM subject_show_menus WHERE government_subject_id = $1 AND NOT (menu_template_id = ANY($2::int[]))',
    [subjectId, ids],
  );
  await q.query(
    `INSERT INTO subject_show_menus (government_subject_id, menu_template_id, menu_group_id, custom_name,
       show_navbar_flag, sort_num, link_url)
     SELECT $1, m.id, m.g, NULLIF(m.name, ''), m.nav, m.sort, m.url
       FROM unnest($2::int[], $3::int[], $4::text[], $5::smallint[], $6::int[], $7::text[])
         AS m(id, g, name, nav, sort, url)
     ON CONFLICT (government_subject_id, menu_template_id) DO UPDATE
       SET menu_group_id = EXCLUDED.menu_group_id, custom_name = EXCLUDED.custom_name,
           show_navbar_flag = EXCLUDED.show_navbar_flag, sort_num = EXCLUDED.sort_num,
           link_url = EXCLUDED.link_url`,
    [
      subjectId,
      ids,
      placed.map((p) => (p.groupIndex === null ? OTHER_GROUP_ID : groupIds[p.groupIndex]!)),
      placed.map((p) => p.menu.customName ?? null),
      placed.map((p) => p.menu.showNavbarFlag),
      placed.map((p) => p.sortNum),
      placed.map((p) => p.menu.linkUrl ?? null),
    ],
  );
  await q.query(
    'UPDATE government_subjects SET nav_style_flag = $2, update_by = $3, update_time = now() WHERE id = $1',
    [subjectId, body.navStyleFlag, by],
  );
  const shownBefore = new Set(before.map((r) => r.id));
  await startEmpty(
    q,
    subjectId,
    placed.filter((p) => !shownBefore.has(p.menu.templateId)).map((p) => p.menu.templateId),
  );
  return menusChanged(q, subjectId);
}
