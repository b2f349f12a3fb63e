import { type AbnormalAction, GOVERNANCE_ACTION_LABELS, GOVERNANCE_ACTIONS } from '../workflow/governance';
import { PROCESS_ACTIONS, PROCESS_STATUS, type ProcessAction, TRANSITIONS } from '../workflow/process';

/** The permission code of one farmland-occupation review action. */
export type OccupyActionCode = `occupy:${ProcessAction}`;
/** The permission code of one cultivated-land abnormal review or governance action. */
export type AbnormalActionCode = `abnormal:${AbnormalAction}`;

/** The code that allows one occupation action (its endpoint's `access`, its button in the browser). */
export function occupyActionCode(action: ProcessAction): OccupyActionCode {
  return `occupy:${action}`;
}

/** The code that allows one abnormal action (its endpoint's `access`, its button in the browser). */
export function abnormalActionCode(action: AbnormalAction): AbnormalActionCode {
  return `abnormal:${action}`;
}

// The process actions in workflow order (by the earliest status they start from; the sort is stable), so
// the role screen lists them as a case meets them: screening, field check, audit, re-check.
const stage = (a: ProcessAction) => Math.min(...TRANSITIONS[a].from);
const OCCUPY_ACTIONS: readonly ProcessAction[] = [...PROCESS_ACTIONS].sort((a, b) => stage(a) - stage(b));
const ABNORMAL_ACTIONS: readonly AbnormalAction[] = [...OCCUPY_ACTIONS, ...GOVERNANCE_ACTIONS];
const labelOf = (a: AbnormalAction) => (a === 'govern' ? GOVERNANCE_ACTION_LABELS[a] : TRANSITIONS[a].label);

// Built from the action lists, so an action added to the workflow has its code (and its endpoint's
// access, its button) without anyone remembering to add it here. Grouped by record kind and named
// 耕地占用·… / 耕地异常·… so the role screen reads as two blocks.
const OCCUPY_ACTION_PERMISSIONS = Object.fromEntries(
  OCCUPY_ACTIONS.map((a) => [occupyActionCode(a), `耕地占用·${TRANSITIONS[a].label}`]),
) as Record<OccupyActionCode, string>;
const ABNORMAL_ACTION_PERMISSIONS = Object.fromEntries(
  ABNORMAL_ACTIONS.map((a) => [abnormalActionCode(a), `耕地异常·${labelOf(a)}`]),
) as Record<AbnormalActionCode, string>;

/**
 * Permission button codes (spec §6: a role's buttonCode list with isChecked 1). The same codes guard server
 * endpoints and the browser's guarded clicks, so one catalogue serves both. Each review action has its own
 * code (issue 12), so a bureau can let a 核查员 screen and enter field checks but not audit or confirm.
 */
export const PERMISSIONS = {
  'dashboard:view': '查看数据大屏',
  'data:view': '查看业务数据',
  'data:export': '导出数据',
  'data:import': '导入数据',
  'pii:view': '查看完整个人信息',
  'certificate:print': '合格证打印与赋码',
  ...OCCUPY_ACTION_PERMISSIONS,
  ...ABNORMAL_ACTION_PERMISSIONS,
  'portal:manage': '门户与菜单配置',
  'user:manage': '用户与角色管理',
  'display:manage': '大屏展示令牌管理',
  'iot:control': '物联网设备控制（开关、云台）',
  'iot:alarm': '物联网告警处理（确认、指派、关闭）',
  'device:manage': '物联网设备接入、凭据与告警规则管理',
  'imagery:manage': '监测影像来源配置',
} as const satisfies Record<string, string>;

/** A permission button code. */
export type PermissionCode = keyof typeof PERMISSIONS;

/** Every permission code, in catalogue order. */
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as PermissionCode[];

/** The codes of the occupation review actions, in workflow order. */
export const OCCUPY_ACTION_CODES: readonly OccupyActionCode[] = OCCUPY_ACTIONS.map(occupyActionCode);

/** The codes of the abnormal review and governance actions, in workflow order then govern. */
export const ABNORMAL_ACTION_CODES: readonly AbnormalActionCode[] = ABNORMAL_ACTIONS.map(abnormalActionCode);

/** Every review code, occupation and abnormal: holding one makes a user a reviewer of some stage. */
export const REVIEW_CODES: readonly (OccupyActionCode | AbnormalActionCode)[] = [
  ...OCCUPY_ACTION_CODES,
  ...ABNORMAL_ACTION_CODES,
];

/**
 * True when the permissions hold a review code. The review screens are offered (menus, links) only to such
 * users: the work there is theirs; anyone else with data:view may still open the lists by address.
 */
export function holdsReviewCode(permissions: Iterable<string>): boolean {
  const held = new Set(permissions);
  return REVIEW_CODES.some((c) => held.has(c));
}

/**
 * Who may upload review photos: holders of a code of an action that leaves 待复核, the only actions that
 * carry photos (docs/workflow.md; the server refuses evidence on any other). A photo nobody can attach
 * would only fill the upload store, so a screening-only 核查员 gets no upload either.
 */
export const REVIEW_EVIDENCE_CODES = nonEmpty(
  PROCESS_ACTIONS.filter((a) =>
    (TRANSITIONS[a].from as readonly number[]).includes(PROCESS_STATUS.REVIEWING),
  ).map(occupyActionCode),
);

function nonEmpty<T>(list: T[]): readonly [T, ...T[]] {
  if (list.length === 0) throw new Error('no action leaves 待复核: review photos would have no holder');
  return list as [T, ...T[]];
}

// The field stages of both workflows: screening and entering the field check (待筛查, 待核查).
const FIELD_ACTIONS = OCCUPY_ACTIONS.filter((a) =>
  TRANSITIONS[a].from.every((s) => s === PROCESS_STATUS.SCREENING || s === PROCESS_STATUS.CHECKING),
);

/** Permissions of the demo roles; display tokens get the viewer's set. */
export const ROLE_PRESETS = {
  admin: { name: '系统管理员', permissions: PERMISSION_CODES },
  reviewer: {
    name: '审核员',
    permissions: [
      'dashboard:view',
      'data:view',
      'data:export',
      'certificate:print',
      ...OCCUPY_ACTION_CODES,
      ...ABNORMAL_ACTION_CODES,
      'iot:alarm',
    ],
  },
  /** A field checker: screens findings and enters the field check, but neither audits nor confirms. */
  checker: {
    name: '核查员',
    permissions: [
      'dashboard:view',
      'data:view',
      ...FIELD_ACTIONS.map(occupyActionCode),
      ...FIELD_ACTIONS.map(abnormalActionCode),
    ],
  },
  viewer: { name: '查看员', permissions: ['dashboard:view', 'data:view'] },
} as const satisfies Record<string, { name: string; permissions: readonly PermissionCode[] }>;

/** A demo role preset key. */
export type RolePreset = keyof typeof ROLE_PRESETS;

/** True when the code is a known permission. */
export function isPermissionCode(code: string): code is PermissionCode {
  return Object.hasOwn(PERMISSIONS, code);
}
