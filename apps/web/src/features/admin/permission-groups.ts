import {
  ABNORMAL_ACTION_CODES,
  dutyOfCode,
  isPermissionCode,
  OCCUPY_ACTION_CODES,
  PERMISSION_CODES,
  PERMISSIONS,
} from '@fengshou/core/contract';

/** The permission that lets a role administer users (the guard of the user screens). */
export const MANAGE_CODE = 'user:manage';

/** The permission that lets a role edit role permissions: the security administrator's (三员分立). */
export const ROLE_MANAGE_CODE = 'role:manage';

/** One permission as the role list answers it (listRolePermissions). */
export interface RolePermission {
  buttonCode: string;
  buttonName: string;
  isChecked: number;
}

/** One checkbox of the role screen. */
export interface PermissionItem {
  code: string;
  /** The label inside its group: the catalogue name without the group prefix (筛查·需核查). */
  label: string;
  /** The catalogue's full name (耕地占用·筛查·需核查), or the server's name for codes the catalogue lacks. */
  name: string;
}

/** A block of checkboxes with its own 全选. */
export interface PermissionGroup {
  key: GroupKey;
  title: string;
  items: PermissionItem[];
}

type GroupKey = 'general' | 'occupy' | 'abnormal' | 'manage' | 'oversight' | 'other';

const OCCUPY = new Set<string>(OCCUPY_ACTION_CODES);
const ABNORMAL = new Set<string>(ABNORMAL_ACTION_CODES);
const WORKFLOW_ORDER = new Map<string, number>(
  [...OCCUPY_ACTION_CODES, ...ABNORMAL_ACTION_CODES].map((c, i) => [c, i]),
);
const CATALOGUE_ORDER = new Map<string, number>(PERMISSION_CODES.map((c, i) => [c, i]));
// The catalogue lists the plain codes, then the two workflow blocks, then administration and control:
// a plain code's place relative to the first workflow code tells which of the two plain groups it is in,
// so a code added to the catalogue lands in the right block without a list here to keep in step.
const FIRST_WORKFLOW = Math.min(
  ...PERMISSION_CODES.filter((c) => WORKFLOW_ORDER.has(c)).map((c) => CATALOGUE_ORDER.get(c)!),
);

// The workflow blocks take their titles from the catalogue's names (耕地占用·…, 耕地异常·…).
const prefixOf = (codes: readonly string[], fallback: string) => {
  const first = codes[0];
  const name = first && isPermissionCode(first) ? PERMISSIONS[first] : '';
  return name.includes('·') ? name.slice(0, name.indexOf('·')) : fallback;
};

const GROUP_TITLES: Record<GroupKey, string> = {
  general: '数据与业务',
  occupy: prefixOf(OCCUPY_ACTION_CODES, '耕地占用'),
  abnormal: prefixOf(ABNORMAL_ACTION_CODES, '耕地异常'),
  manage: '管理与控制',
  oversight: '安全与审计',
  other: '其他',
};
const GROUP_ORDER: readonly GroupKey[] = ['general', 'occupy', 'abnormal', 'manage', 'oversight', 'other'];

function groupOf(code: string): GroupKey {
  if (OCCUPY.has(code)) return 'occupy';
  if (ABNORMAL.has(code)) return 'abnormal';
  const duty = dutyOfCode(code);
  if (duty === 'security' || duty === 'audit') return 'oversight';
  const at = CATALOGUE_ORDER.get(code);
  if (at === undefined) return 'other';
  return at < FIRST_WORKFLOW ? 'general' : 'manage';
}

function itemOf(p: Pick<RolePermission, 'buttonCode' | 'buttonName'>, group: GroupKey): PermissionItem {
  const name = isPermissionCode(p.buttonCode) ? PERMISSIONS[p.buttonCode] : p.buttonName || p.buttonCode;
  const prefix = `${GROUP_TITLES[group]}·`;
  const label =
    (group === 'occupy' || group === 'abnormal') && name.startsWith(prefix)
      ? name.slice(prefix.length)
      : name;
  return { code: p.buttonCode, label, name };
}

// Workflow codes in workflow order, catalogue codes in catalogue order, the server's extra codes last.
function rank(code: string): number {
  return WORKFLOW_ORDER.get(code) ?? CATALOGUE_ORDER.get(code) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * The role screen's blocks: 数据与业务, 耕地占用 and 耕地异常 (each review action in workflow order),
 * 管理与控制, and 其他 for codes the server knows but this build's catalogue does not. Names come from the
 * catalogue; empty blocks are left out.
 */
export function groupPermissions(
  list: readonly Pick<RolePermission, 'buttonCode' | 'buttonName'>[],
): PermissionGroup[] {
  const byGroup = new Map<GroupKey, Pick<RolePermission, 'buttonCode' | 'buttonName'>[]>();
  for (const p of list) {
    const g = groupOf(p.buttonCode);
    byGroup.set(g, [...(byGroup.get(g) ?? []), p]);
  }
  return GROUP_ORDER.filter((g) => byGroup.has(g)).map((g) => ({
    key: g,
    title: GROUP_TITLES[g],
    items: byGroup
      .get(g)!
      .map((p, i) => ({ p, i }))
      .sort((a, b) => rank(a.p.buttonCode) - rank(b.p.buttonCode) || a.i - b.i)
      .map(({ p }) => itemOf(p, g)),
  }));
}

/** The codes a role holds (isChecked 1). */
export function checkedCodes(list: readonly RolePermission[]): Set<string> {
  return new Set(list.filter((p) => p.isChecked === 1).map((p) => p.buttonCode));
}

/** What the administrator may not change about one code, and why. */
export type Lock = { checked: boolean; reason: string } | null;

/** Who edits which role: the facts the server checks on save (role-routes.ts). */
export interface EditContext {
  /** The editor's own permissions. */
  callerPermissions: readonly string[];
  /** The codes the role holds now (as loaded). */
  held: ReadonlySet<string>;
  /** The role is the editor's own. */
  ownRole: boolean;
}

/**
 * Mirrors the server's refusals so the checklist does not offer what a save would refuse: only the security
 * administrator (role:manage) edits role permissions, and nobody his own role. A role mixing two duties is
 * refused on save (300, named in the alert). The server stays the authority.
 */
export function lockOf(code: string, ctx: EditContext): Lock {
  const checked = ctx.held.has(code);
  if (!ctx.callerPermissions.includes(ROLE_MANAGE_CODE))
    return { checked, reason: '角色权限由安全管理员设置' };
  if (ctx.ownRole) return { checked, reason: '三员分立：不能修改本人所属角色的权限' };
  return null;
}

/** How much of a block is selected, for its 全选 box. */
export function groupState(
  group: PermissionGroup,
  selected: ReadonlySet<string>,
): { count: number; total: number; all: boolean; some: boolean } {
  const count = group.items.filter((i) => selected.has(i.code)).length;
  const total = group.items.length;
  return { count, total, all: total > 0 && count === total, some: count > 0 && count < total };
}

/** Selects or clears a whole block; locked codes keep their state. */
export function setGroup(
  selected: ReadonlySet<string>,
  group: PermissionGroup,
  on: boolean,
  lock: (code: string) => Lock,
): Set<string> {
  const next = new Set(selected);
  for (const { code } of group.items) {
    if (lock(code)) continue;
    if (on) next.add(code);
    else next.delete(code);
  }
  return next;
}

/** Whether every code of a block that can change is selected (what 全选 toggles away from). */
export function groupFullyOn(
  group: PermissionGroup,
  selected: ReadonlySet<string>,
  lock: (code: string) => Lock,
) {
  return group.items.every((i) => lock(i.code) !== null || selected.has(i.code));
}

/** Toggles one code; a locked code keeps its state. */
export function toggle(selected: ReadonlySet<string>, code: string, on: boolean, lock: Lock): Set<string> {
  const next = new Set(selected);
  if (lock) return next;
  if (on) next.add(code);
  else next.delete(code);
  return next;
}

/** The codes added and removed against what the role holds, in screen order. */
export function changesOf(
  groups: readonly PermissionGroup[],
  held: ReadonlySet<string>,
  selected: ReadonlySet<string>,
): { added: PermissionItem[]; removed: PermissionItem[] } {
  const items = groups.flatMap((g) => g.items);
  return {
    added: items.filter((i) => selected.has(i.code) && !held.has(i.code)),
    removed: items.filter((i) => !selected.has(i.code) && held.has(i.code)),
  };
}

/** The save body's code list: the selection in screen order (stable, so equal selections send equal lists). */
export function buttonCodesOf(groups: readonly PermissionGroup[], selected: ReadonlySet<string>): string[] {
  return groups.flatMap((g) => g.items.map((i) => i.code)).filter((c) => selected.has(c));
}

/** Replaces permission codes in a server message with their Chinese names (不能授予…：pii:view → 查看完整个人信息). */
export function nameCodes(text: string): string {
  return text.replace(/[a-z]+:[A-Za-z]+/g, (code) => (isPermissionCode(code) ? PERMISSIONS[code] : code));
}
