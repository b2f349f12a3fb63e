import { z } from 'zod';
import { DYNAMIC_DASHBOARD_KEYS } from '../dict/dashboard-menus';
import { zHttpUrl, zId, zLine } from './common';
import { defineEndpoint } from './define';
import { ofRecord } from './scope';

/** What a menu opens (menuKindOf): a topic, a dynamic dashboard, a dynamic external link, a fixed page. */
export const zMenuKind = z.enum(['topic', 'dashboard', 'link', 'page']);

/** A menu template the subject may show, with whether its menus list it already. */
export const zEditorTemplate = z.object({
  id: z.number().int(),
  menuName: z.string(),
  menuKey: z.number().int(),
  kind: zMenuKind,
  /** The catalogue's address of a link template (a subject may set its own). */
  linkUrl: z.string().nullable(),
  inUse: z.boolean(),
});

/** A menu of the subject as the editor shows it. */
export const zEditorMenu = z.object({
  templateId: z.number().int(),
  /** The template's name, shown when the subject gave none. */
  menuName: z.string(),
  menuKey: z.number().int(),
  kind: zMenuKind,
  customName: z.string().nullable(),
  showNavbarFlag: z.number().int(),
  /** The address a link menu opens: the subject's own, else the catalogue's; null for pages. */
  linkUrl: z.string().nullable(),
  /** True when linkUrl is the subject's own address rather than the catalogue's. */
  ownLinkUrl: z.boolean(),
});

/** A menu group of the subject with its menus in order. */
export const zEditorGroup = z.object({
  id: z.number().int(),
  groupType: z.number().int(),
  fullName: z.string(),
  shortName: z.string(),
  sortNum: z.number().int(),
  menus: z.array(zEditorMenu),
});

/** A subject's whole menu configuration as the editor reads and saves it. */
export const zMenuConfig = z.object({
  subjectId: z.number().int(),
  subjectName: z.string(),
  navStyleFlag: z.number().int(),
  /** Counts saves: a save names the revision it was made on, and a newer one refuses it. */
  revision: z.number().int(),
  groupTypes: z.array(z.object({ groupType: z.number().int(), groupTypeName: z.string() })),
  /** The subject's groups in order (group 0, 其他分组, is `otherMenus`). */
  groups: z.array(zEditorGroup),
  /** Menus without a group, shown as 其他分组 after the groups. */
  otherMenus: z.array(zEditorMenu),
  /** Templates the subject may show: its own, its superior's, and every dynamic dashboard and link. */
  templates: z.array(zEditorTemplate),
});

const SCOPE = { subjectId: ofRecord('subject') } as const;

/** Largest number of groups and of menus a subject may configure (the catalogue has 72 templates). */
export const MENU_EDITOR_LIMITS = { groups: 30, menus: 200 } as const;

/** A menu as saved: its template, the subject's name for it, whether the navigation shows it, a link's address. */
export const zSaveMenu = z.strictObject({
  templateId: zId,
  /** Empty or null: the template's name. */
  customName: zLine(32, '菜单名称最多 32 个字').nullable().optional(),
  showNavbarFlag: z.number().int().min(0).max(1).default(1),
  /** Only for link menus (keys 10021–10025); null or left out: the catalogue's address. */
  linkUrl: zHttpUrl(512).nullable().optional(),
});

/** A group as saved: an existing group of the subject (id) or a new one (no id), its menus in order. */
export const zSaveGroup = z.strictObject({
  id: zId.optional(),
  groupType: z.number().int().min(1).max(99),
  fullName: zLine(32, '分组名称最多 32 个字').min(1, '请输入分组名称'),
  shortName: zLine(8, '分组简称最多 8 个字').min(1, '请输入分组简称'),
  menus: z.array(zSaveMenu).max(MENU_EDITOR_LIMITS.menus),
});

export const getMenuConfig = defineEndpoint({
  path: '/api/portal/gov/menuEditor/get',
  summary: '菜单编辑：主体的菜单分组、菜单、导航样式与可用模板',
  access: 'menu:manage',
  scope: SCOPE,
  body: z.strictObject({ subjectId: zId }),
  result: zMenuConfig,
});

/**
 * Replaces the subject's menu configuration in one transaction: groups in order (new ones without id;
 * groups left out are deleted, their menus with them unless listed elsewhere), each group's menus in order,
 * the ungrouped menus (其他分组), the nav style. The subject's users see it on their next load.
 */
export const saveMenuConfig = defineEndpoint({
  path: '/api/portal/gov/menuEditor/save',
  summary: '菜单编辑：保存分组、菜单名称与顺序、导航显示、外部链接与导航样式',
  access: 'menu:manage',
  audit: 'portal.change',
  scope: SCOPE,
  body: z.strictObject({
    subjectId: zId,
    revision: z.number().int().min(0),
    navStyleFlag: z.number().int().min(1).max(3),
    groups: z.array(zSaveGroup).max(MENU_EDITOR_LIMITS.groups),
    otherMenus: z.array(zSaveMenu).max(MENU_EDITOR_LIMITS.menus).default([]),
  }),
  result: zMenuConfig,
});

const DYNAMIC_FIRST = DYNAMIC_DASHBOARD_KEYS[0]!;
const DYNAMIC_LAST = DYNAMIC_DASHBOARD_KEYS.at(-1)!;

/**
 * Adds a dynamic dashboard (dashboard-1 … 20) to the subject's menus under a name, at the end of a group: the
 * key asked, or the first one the subject does not show. Its page is empty until the dashboard editor fills
 * it (a dynamic dashboard shown before keeps what it was given).
 */
export const addDynamicDashboard = defineEndpoint({
  path: '/api/portal/gov/menuEditor/addDashboard',
  summary: '菜单编辑：新建自定义大屏菜单（空白大屏，由大屏编辑配置）',
  access: 'menu:manage',
  audit: 'portal.change',
  scope: SCOPE,
  body: z.strictObject({
    subjectId: zId,
    name: zLine(32, '大屏名称最多 32 个字').min(1, '请输入大屏名称'),
    /** The group it joins; 0 (or left out) is 其他分组. */
    menuGroupId: z.number().int().min(0).default(0),
    menuKey: z
      .number()
      .int()
      .min(DYNAMIC_FIRST, `自定义大屏的编号为 ${DYNAMIC_FIRST}–${DYNAMIC_LAST}`)
      .max(DYNAMIC_LAST, `自定义大屏的编号为 ${DYNAMIC_FIRST}–${DYNAMIC_LAST}`)
      .optional(),
  }),
  result: z.object({ menuKey: z.number().int(), templateId: z.number().int(), revision: z.number().int() }),
});

/** The menu editor's endpoints. */
export const menuEditorEndpoints = { getMenuConfig, saveMenuConfig, addDynamicDashboard };
