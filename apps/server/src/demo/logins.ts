import type { RolePreset } from '@fengshou/core/contract';
import { PUBLISHED_DEMO_PASSWORDS } from '../auth/refused-passwords';

/** The demo password of every demo account (demo mode only); refused as anyone's new password. */
export const DEMO_PASSWORD = PUBLISHED_DEMO_PASSWORDS[0];

/** Demo subjects by key; each has its own branding, skin, nav style and start page. */
export type DemoSubjectKey = 'shanghai' | 'chongming' | 'pudong';

/** The demo's town bodies under 崇明 (乡镇农业服务中心), set up as the county sets one up on 主体管理. */
export type DemoTownKey = 'chengqiao' | 'baozhen';

/** Demo accounts printed at start and listed in the README. */
export const DEMO_LOGINS = [
  {
    loginName: 'shanghai_admin',
    subject: 'shanghai',
    role: 'admin',
    nickname: '陈志明',
    description: '上海市农业农村委员会 · 系统管理员（省级，引导页）',
  },
  {
    loginName: 'shanghai_viewer',
    subject: 'shanghai',
    role: 'viewer',
    nickname: '刘婷',
    description: '上海市农业农村委员会 · 查看员',
  },
  {
    loginName: 'chongming_admin',
    subject: 'chongming',
    role: 'admin',
    nickname: '黄伟',
    description: '崇明区农业农村委员会 · 系统管理员（主演示县，数据大屏）',
  },
  {
    loginName: 'chongming_reviewer',
    subject: 'chongming',
    role: 'reviewer',
    nickname: '施晓燕',
    description: '崇明区农业农村委员会 · 审核员',
  },
  {
    loginName: 'chongming_viewer',
    subject: 'chongming',
    role: 'viewer',
    nickname: '龚磊',
    description: '崇明区农业农村委员会 · 查看员',
  },
  {
    loginName: 'pudong_admin',
    subject: 'pudong',
    role: 'admin',
    nickname: '张琳',
    description: '浦东新区农业农村委员会 · 系统管理员（经典皮肤，首页导航）',
  },
  {
    loginName: 'pudong_viewer',
    subject: 'pudong',
    role: 'viewer',
    nickname: '顾建华',
    description: '浦东新区农业农村委员会 · 查看员',
  },
  // Last, so the phones bound to the accounts above keep their numbers.
  {
    loginName: 'chongming_checker',
    subject: 'chongming',
    role: 'checker',
    nickname: '陆海峰',
    description: '崇明区农业农村委员会 · 核查员（只做筛查与核查录入）',
  },
  {
    loginName: 'chongming_security',
    subject: 'chongming',
    role: 'security',
    nickname: '沈佳怡',
    description: '崇明区农业农村委员会 · 安全管理员（角色权限、密码与会话策略）',
  },
  {
    loginName: 'chongming_auditor',
    subject: 'chongming',
    role: 'auditor',
    nickname: '倪国强',
    description: '崇明区农业农村委员会 · 审计员（只读安全审计日志）',
  },
  {
    loginName: 'shanghai_security',
    subject: 'shanghai',
    role: 'security',
    nickname: '杨帆',
    description: '上海市农业农村委员会 · 安全管理员',
  },
  {
    loginName: 'shanghai_auditor',
    subject: 'shanghai',
    role: 'auditor',
    nickname: '吴静',
    description: '上海市农业农村委员会 · 审计员（全市审计日志）',
  },
  // The field check's lower levels: 崇明 hands cases to two towns, each town to its own checker.
  {
    loginName: 'chengqiao_admin',
    subject: 'chengqiao',
    role: 'admin',
    nickname: '周建国',
    description: '城桥镇农业服务中心 · 系统管理员（乡镇级：本镇核查任务下发、本镇用户）',
  },
  {
    loginName: 'chengqiao_checker',
    subject: 'chengqiao',
    role: 'checker',
    nickname: '钱晓东',
    description: '城桥镇农业服务中心 · 核查员（只见本镇任务；手机 /check）',
  },
  {
    loginName: 'baozhen_admin',
    subject: 'baozhen',
    role: 'admin',
    nickname: '朱丽华',
    description: '堡镇农业服务中心 · 系统管理员（乡镇级）',
  },
  {
    loginName: 'baozhen_checker',
    subject: 'baozhen',
    role: 'checker',
    nickname: '孙志强',
    description: '堡镇农业服务中心 · 核查员（只见本镇任务）',
  },
] as const satisfies readonly {
  loginName: string;
  subject: DemoSubjectKey | DemoTownKey;
  role: RolePreset;
  nickname: string;
  description: string;
}[];
