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
 * code, so a bureau can let a 核查员 screen and enter field checks but not audit or confirm.
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
  'iot:control': '物联网设备控制（开关、云台）',
  'iot:alarm': '物联网告警处理（确认、指派、关闭）',
  'portal:manage': '门户与菜单配置',
  'menu:manage': '菜单编辑（分组、名称、顺序、导航与外链）',
  'dashboard:edit': '大屏编辑（板块、数据源、预览、发布与回滚）',
  'fieldcheck:dispatch': '核查任务下发（向下级与核查员派发、改派、退回）',
  'user:manage': '用户账号管理',
  'display:manage': '大屏展示令牌管理',
  'briefing:schedule': '简报计划（定时生成并推送给本主体用户）',
  'device:manage': '物联网设备接入、凭据与告警规则管理',
  'imagery:manage': '监测影像来源配置',
  'role:manage': '角色与权限分配',
  'security:manage': '密码与会话安全策略',
  'audit:view': '安全审计日志查阅',
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
 * Who may upload review photos: holders of a code of an action that leaves 待核查 or 待复核, the only actions
 * that carry photos (docs/workflow.md; the server refuses evidence on any other). A photo nobody can attach
 * would only fill the upload store, so a screening-only 核查员 gets no upload either.
 */
export const REVIEW_EVIDENCE_CODES = nonEmpty(
  PROCESS_ACTIONS.filter((a) =>
    (TRANSITIONS[a].from as readonly number[]).some(
      (s) => s === PROCESS_STATUS.REVIEWING || s === PROCESS_STATUS.CHECKING,
    ),
  ).map(occupyActionCode),
);

/** The same for abnormal-land parcels: holders of a code of an action leaving 待核查 or 待复核. */
export const ABNORMAL_EVIDENCE_CODES = nonEmpty(
  PROCESS_ACTIONS.filter((a) =>
    (TRANSITIONS[a].from as readonly number[]).some(
      (s) => s === PROCESS_STATUS.REVIEWING || s === PROCESS_STATUS.CHECKING,
    ),
  ).map(abnormalActionCode),
);

function nonEmpty<T>(list: T[]): readonly [T, ...T[]] {
  if (list.length === 0) throw new Error('no action leaves 待复核: review photos would have no holder');
  return list as [T, ...T[]];
}

// The field stages of both workflows: screening and entering the field check (待筛查, 待核查).
const FIELD_ACTIONS = OCCUPY_ACTIONS.filter((a) =>
  TRANSITIONS[a].from.every((s) => s === PROCESS_STATUS.SCREENING || s === PROCESS_STATUS.CHECKING),
);

/**
 * The codes of the field stage (screening and entering the field check, both kinds of case): a holder of
 * any is a checker who may take field photos, return a task and make the second check after rectification.
 */
export const FIELD_CHECK_CODES = nonEmpty([
  ...FIELD_ACTIONS.map(occupyActionCode),
  ...FIELD_ACTIONS.map(abnormalActionCode),
]) as readonly [PermissionCode, ...PermissionCode[]];

/**
 * Separation of duties (三员分立, MLPS level 3): the system administrator runs accounts, subjects and
 * settings; the security administrator grants roles and permissions and sets the password and session
 * policy; the auditor reads the audit trail. A role holds the codes of one duty at most, so nobody does
 * another's job; an auditor's and a security administrator's roles hold nothing else (no business data).
 */
export const DUTIES = {
  system: [
    'user:manage',
    'portal:manage',
    'menu:manage',
    'display:manage',
    'device:manage',
    'imagery:manage',
  ],
  security: ['role:manage', 'security:manage'],
  audit: ['audit:view'],
} as const satisfies Record<string, readonly PermissionCode[]>;

/** One of the three duties. */
export type Duty = keyof typeof DUTIES;

/** Chinese names of the duties (role screen, refusals). */
export const DUTY_NAMES: Record<Duty, string> = {
  system: '系统管理员',
  security: '安全管理员',
  audit: '审计员',
};

const DUTY_OF = new Map<string, Duty>(
  (Object.entries(DUTIES) as [Duty, readonly string[]][]).flatMap(([d, codes]) => codes.map((c) => [c, d])),
);

/** The duty a code belongs to, or undefined for a business code. */
export function dutyOfCode(code: string): Duty | undefined {
  return DUTY_OF.get(code);
}

/** The duties among a set of codes. */
export function dutiesOf(codes: Iterable<string>): Set<Duty> {
  const found = new Set<Duty>();
  for (const c of codes) {
    const d = DUTY_OF.get(c);
    if (d) found.add(d);
  }
  return found;
}

/**
 * Why a role may not hold these codes together, or null: codes of two duties, or an auditor's or security
 * administrator's codes beside any other (business data included).
 */
export function dutyConflict(codes: readonly string[]): string | null {
  const duties = [...dutiesOf(codes)];
  if (duties.length > 1) {
    return `三员分立：${duties.map((d) => DUTY_NAMES[d]).join('与')}的权限不能授予同一角色`;
  }
  const [duty] = duties;
  if (duty === 'security' || duty === 'audit') {
    const other = codes.filter((c) => DUTY_OF.get(c) !== duty);
    if (other.length) return `三员分立：${DUTY_NAMES[duty]}角色不能同时拥有其他权限（${other.join('、')}）`;
  }
  return null;
}

/** True when a role of these codes holds an administrative duty (system, security or audit). */
export function isAdministrativeRole(codes: Iterable<string>): boolean {
  return dutiesOf(codes).size > 0;
}

/** True when a role of these codes is a security administrator's or an auditor's (managed apart). */
export function isOversightRole(codes: Iterable<string>): boolean {
  const d = dutiesOf(codes);
  return d.has('security') || d.has('audit');
}

const SECURITY_AND_AUDIT = new Set<string>([...DUTIES.security, ...DUTIES.audit]);

/** Permissions of the preset roles every subject gets; display tokens get the viewer's set. */
export const ROLE_PRESETS = {
  admin: { name: '系统管理员', permissions: PERMISSION_CODES.filter((c) => !SECURITY_AND_AUDIT.has(c)) },
  security: { name: '安全管理员', permissions: [...DUTIES.security] },
  auditor: { name: '审计员', permissions: [...DUTIES.audit] },
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
    permissions: ['dashboard:view', 'data:view', ...FIELD_CHECK_CODES],
  },
  viewer: { name: '查看员', permissions: ['dashboard:view', 'data:view'] },
} as const satisfies Record<string, { name: string; permissions: readonly PermissionCode[] }>;

/** A demo role preset key. */
export type RolePreset = keyof typeof ROLE_PRESETS;

/** True when the code is a known permission. */
export function isPermissionCode(code: string): code is PermissionCode {
  return Object.hasOwn(PERMISSIONS, code);
}
