/**
 * The security-relevant events of the audit trail (MLPS level 3), each with its Chinese name. An endpoint
 * declares the event its calls are recorded as (`audit` in the contract); a few are recorded by the server
 * itself (failed logins, lockouts, unmasked personal data, file downloads, refused access, the retention sweep).
 */
export const AUDIT_EVENTS = {
  'login.password': '账号密码登录',
  'login.sms': '短信验证登录',
  'login.second-factor': '登录短信二次验证',
  'login.switch': '切换账号',
  'login.subject': '切换政府主体',
  'login.locked': '账号锁定',
  logout: '退出登录',
  'password.change': '修改本人密码',
  'password.reset': '重置用户密码',
  'phone.bind': '绑定手机号',
  'user.create': '新建用户',
  'user.update': '修改用户',
  'user.role': '分配用户角色',
  'role.permissions': '修改角色权限',
  'subject.create': '新建政府主体',
  'subject.update': '修改主体设置',
  'subject.status': '停用或启用主体',
  'portal.change': '修改大屏配置',
  'display.issue': '签发大屏展示令牌',
  'display.revoke': '吊销大屏展示令牌',
  'display.playlist': '修改大屏轮播',
  'data.import': '导入数据',
  'data.delete': '删除数据',
  'data.export': '导出数据',
  'export.download': '下载导出文件',
  'briefing.schedule': '修改简报计划',
  'pii.view': '查看个人信息明文',
  'device.credential': '签发设备凭据',
  'device.change': '修改设备接入',
  'setting.change': '修改系统设置',
  'security.policy': '修改安全策略',
  'system.setup': '系统初始化',
  'access.denied': '越权访问被拒绝',
  'audit.verify': '校验审计日志完整性',
  'audit.purge': '清理过期审计日志',
} as const satisfies Record<string, string>;

/** The code of an audit event. */
export type AuditEvent = keyof typeof AUDIT_EVENTS;

export const AUDIT_EVENT_CODES = Object.keys(AUDIT_EVENTS) as AuditEvent[];

/** How the recorded action ended: done, refused as bad input or a failed check, refused for want of right. */
export const AUDIT_OUTCOMES = { success: '成功', failure: '失败', denied: '拒绝' } as const;
export type AuditOutcome = keyof typeof AUDIT_OUTCOMES;

/** The fewest days audit events are kept (MLPS level 3 asks for six months). */
export const AUDIT_MIN_RETENTION_DAYS = 180;
