import { GROUP_TYPE_FALLBACK, type MenuKind, menuRouteRank, OTHER_GROUP_NAME } from '@fengshou/core';
import type { BodyOf, getMenuConfig, ResultOf, saveMenuConfig } from '@fengshou/core/contract';

/** A subject's menu configuration as the server answers it. */
export type MenuConfig = ResultOf<typeof getMenuConfig>;
/** A template the subject may show. */
export type Template = MenuConfig['templates'][number];
type SaveBody = BodyOf<typeof saveMenuConfig>;

/** A menu being edited. */
export interface DraftMenu {
  templateId: number;
  menuName: string;
  menuKey: number;
  kind: MenuKind;
  customName: string | null;
  showNavbarFlag: number;
  /** A link menu's address: the subject's own when `ownLinkUrl`, else the catalogue's. */
  linkUrl: string | null;
  ownLinkUrl: boolean;
}

/** A group being edited; `key` names it in the tree (stored groups by id, new ones by a counter). */
export interface DraftGroup {
  key: string;
  id?: number;
  groupType: number;
  fullName: string;
  shortName: string;
  menus: DraftMenu[];
}

/** The configuration being edited: the groups in order, 其他分组 always last, and the nav style. */
export interface MenuDraft {
  navStyleFlag: number;
  groups: DraftGroup[];
}

/** Tree key of 其他分组 (group id 0): not renamed, moved or deleted. */
export const OTHER_KEY = 'g0';

/** The name a menu shows: the subject's own, else the template's. */
export function titleOf(menu: Pick<DraftMenu, 'customName' | 'menuName'>): string {
  return menu.customName?.trim() || menu.menuName;
}

/** The draft of a configuration as the server answered it. */
export function draftOf(cfg: MenuConfig): MenuDraft {
  const menus = (list: MenuConfig['otherMenus']): DraftMenu[] => list.map((m) => ({ ...m }));
  return {
    navStyleFlag: cfg.navStyleFlag,
    groups: [
      ...cfg.groups.map((g) => ({
        key: `g${g.id}`,
        id: g.id,
        groupType: g.groupType,
        fullName: g.fullName,
        shortName: g.shortName,
        menus: menus(g.menus),
      })),
      {
        key: OTHER_KEY,
        groupType: GROUP_TYPE_FALLBACK,
        fullName: OTHER_GROUP_NAME,
        shortName: OTHER_GROUP_NAME,
        menus: menus(cfg.otherMenus),
      },
    ],
  };
}

const savedMenu = (m: DraftMenu) => ({
  templateId: m.templateId,
  customName: m.customName?.trim() || null,
  showNavbarFlag: m.showNavbarFlag,
  linkUrl: m.ownLinkUrl ? m.linkUrl : null,
});

/** The save body of a draft made on `cfg` (its subject and revision). */
export function saveBodyOf(draft: MenuDraft, cfg: Pick<MenuConfig, 'subjectId' | 'revision'>): SaveBody {
  const other = draft.groups.find((g) => g.key === OTHER_KEY);
  return {
    subjectId: cfg.subjectId,
    revision: cfg.revision,
    navStyleFlag: draft.navStyleFlag,
    groups: draft.groups
      .filter((g) => g.key !== OTHER_KEY)
      .map((g) => ({
        ...(g.id === undefined ? {} : { id: g.id }),
        groupType: g.groupType,
        fullName: g.fullName,
        shortName: g.shortName,
        menus: g.menus.map(savedMenu),
      })),
    otherMenus: other?.menus.map(savedMenu) ?? [],
  };
}

/** True when the draft would save something other than `cfg`. */
export function isDirty(draft: MenuDraft, cfg: MenuConfig): boolean {
  return JSON.stringify(saveBodyOf(draft, cfg)) !== JSON.stringify(saveBodyOf(draftOf(cfg), cfg));
}

/** The draft with one group changed. */
export function updateGroup(draft: MenuDraft, key: string, patch: Partial<DraftGroup>): MenuDraft {
  return { ...draft, groups: draft.groups.map((g) => (g.key === key ? { ...g, ...patch } : g)) };
}

/** The draft with one menu changed. */
export function updateMenu(draft: MenuDraft, templateId: number, patch: Partial<DraftMenu>): MenuDraft {
  return {
    ...draft,
    groups: draft.groups.map((g) =>
      g.menus.some((m) => m.templateId === templateId)
        ? { ...g, menus: g.menus.map((m) => (m.templateId === templateId ? { ...m, ...patch } : m)) }
        : g,
    ),
  };
}

let counter = 0;

/** The draft with a new group before 其他分组; answers it with the group's key. */
export function addGroup(
  draft: MenuDraft,
  group: Pick<DraftGroup, 'fullName' | 'shortName' | 'groupType'>,
): { draft: MenuDraft; key: string } {
  const key = `n${++counter}`;
  const groups = [...draft.groups];
  groups.splice(groups.length - 1, 0, { key, ...group, menus: [] });
  return { draft: { ...draft, groups }, key };
}

/** The draft without a group; its menus move to 其他分组 rather than leaving the subject's menus. */
export function deleteGroup(draft: MenuDraft, key: string): MenuDraft {
  const gone = draft.groups.find((g) => g.key === key);
  if (!gone || key === OTHER_KEY) return draft;
  return {
    ...draft,
    groups: draft.groups
      .filter((g) => g.key !== key)
      .map((g) => (g.key === OTHER_KEY ? { ...g, menus: [...g.menus, ...gone.menus] } : g)),
  };
}

/** Where a dragged menu lands: at the start or end of a group, or before or after another menu. */
export type MenuTarget = { group: string; at: 'start' | 'end' } | { menu: number; after: boolean };

/** The draft with a menu moved to `target` (a menu moved onto itself stays). */
export function moveMenu(draft: MenuDraft, templateId: number, target: MenuTarget): MenuDraft {
  if ('menu' in target && target.menu === templateId) return draft;
  const menu = draft.groups.flatMap((g) => g.menus).find((m) => m.templateId === templateId);
  if (!menu) return draft;
  const groups = draft.groups.map((g) => ({
    ...g,
    menus: g.menus.filter((m) => m.templateId !== templateId),
  }));
  for (const g of groups) {
    if ('group' in target && g.key === target.group) {
      if (target.at === 'start') g.menus.unshift(menu);
      else g.menus.push(menu);
    }
    if ('menu' in target) {
      const i = g.menus.findIndex((m) => m.templateId === target.menu);
      if (i >= 0) g.menus.splice(target.after ? i + 1 : i, 0, menu);
    }
  }
  return { ...draft, groups };
}

/** The draft with a menu moved one place up (-1) or down (1) within its group. */
export function stepMenu(draft: MenuDraft, templateId: number, step: -1 | 1): MenuDraft {
  const group = draft.groups.find((g) => g.menus.some((m) => m.templateId === templateId));
  if (!group) return draft;
  const i = group.menus.findIndex((m) => m.templateId === templateId);
  const neighbour = group.menus[i + step];
  return neighbour ? moveMenu(draft, templateId, { menu: neighbour.templateId, after: step > 0 }) : draft;
}

/** The draft with a group moved before another (or to the end of the groups when `before` is 其他分组). */
export function moveGroup(draft: MenuDraft, key: string, before: string): MenuDraft {
  const moved = draft.groups.find((g) => g.key === key);
  if (!moved || key === OTHER_KEY || key === before) return draft;
  const groups = draft.groups.filter((g) => g.key !== key);
  const at = groups.findIndex((g) => g.key === before);
  if (at < 0) return draft;
  groups.splice(at, 0, moved);
  return { ...draft, groups };
}

/** The draft with a group moved after another (null: to the front); nothing follows 其他分组. */
export function moveGroupAfter(draft: MenuDraft, key: string, after: string | null): MenuDraft {
  if (after === OTHER_KEY) return draft;
  const rest = draft.groups.filter((g) => g.key !== key);
  const next = after === null ? rest[0] : rest[rest.findIndex((g) => g.key === after) + 1];
  return next ? moveGroup(draft, key, next.key) : draft;
}

/** The draft without a menu. */
export function removeMenu(draft: MenuDraft, templateId: number): MenuDraft {
  return {
    ...draft,
    groups: draft.groups.map((g) => ({ ...g, menus: g.menus.filter((m) => m.templateId !== templateId) })),
  };
}

/** A menu to add: its template, and the subject's name for it and (for a link) its own address. */
export interface NewMenu {
  template: Template;
  customName?: string | null;
  linkUrl?: string | null;
}

/** The draft with new menus at the end of a group (templates shown already are left out). */
export function addMenus(draft: MenuDraft, key: string, added: readonly NewMenu[]): MenuDraft {
  const shown = new Set(draft.groups.flatMap((g) => g.menus.map((m) => m.templateId)));
  const menus: DraftMenu[] = added
    .filter((a) => !shown.has(a.template.id))
    .map(({ template: t, customName, linkUrl }) => ({
      templateId: t.id,
      menuName: t.menuName,
      menuKey: t.menuKey,
      kind: t.kind,
      customName: customName ?? null,
      showNavbarFlag: 1,
      linkUrl: linkUrl ?? t.linkUrl,
      ownLinkUrl: t.kind === 'link' && Boolean(linkUrl),
    }));
  return {
    ...draft,
    groups: draft.groups.map((g) => (g.key === key ? { ...g, menus: [...g.menus, ...menus] } : g)),
  };
}

/** Templates of the kind not in the draft, first key first: the free dynamic dashboards or link slots. */
export function freeTemplates(draft: MenuDraft, templates: readonly Template[], kind: MenuKind): Template[] {
  const shown = new Set(draft.groups.flatMap((g) => g.menus.map((m) => m.templateId)));
  return templates.filter((t) => t.kind === kind && !shown.has(t.id)).sort((a, b) => a.menuKey - b.menuKey);
}

/** A group of the navigation as users get it: its names and the menus its bar shows, in route order. */
export interface NavGroup {
  key: string;
  name: string;
  shortName: string;
  menus: DraftMenu[];
}

/**
 * The navigation the draft gives users (spec §4): groups with menus (the server leaves empty ones out), each
 * with its navigation menus in route order, fixed pages after the others.
 */
export function navOf(draft: MenuDraft): NavGroup[] {
  return draft.groups
    .filter((g) => g.menus.length > 0)
    .map((g) => ({
      key: g.key,
      name: g.fullName,
      shortName: g.shortName || g.fullName,
      menus: g.menus
        .map((m, i) => ({ m, i }))
        .sort((a, b) => menuRouteRank(a.m) - menuRouteRank(b.m) || a.i - b.i)
        .map(({ m }) => m)
        .filter((m) => m.showNavbarFlag !== 0),
    }));
}
