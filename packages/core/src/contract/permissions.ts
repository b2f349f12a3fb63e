/**
 * Permission button codes (spec §6: a role's buttonCode list with isChecked 1). The same codes guard server
 * endpoints and the browser's guarded clicks, so one catalogue serves both.
 */
export const PERMISSIONS = {
  'dashboard:view': '查看数据大屏',
  'data:view': '查看业务数据',
  'data:export': '导出数据',
  'data:import': '导入数据',
  'pii:view': '查看完整个人信息',
  'certificate:print': '合格证打印与赋码',
  'review:occupy': '耕地占用审核',
  'review:abnormal': '耕地异常处置',
  'portal:manage': '门户与菜单配置',
  'user:manage': '用户与角色管理',
  'display:manage': '大屏展示令牌管理',
  'iot:control': '物联网设备控制（开关、云台）',
} as const;

/** A permission button code. */
export type PermissionCode = keyof typeof PERMISSIONS;

/** Every permission code, in catalogue order. */
export const PERMISSION_CODES = Object.keys(PERMISSIONS) as PermissionCode[];

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
      'review:occupy',
      'review:abnormal',
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
