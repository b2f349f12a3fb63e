import {
  AlertOutlined,
  ApartmentOutlined,
  AuditOutlined,
  CloudUploadOutlined,
  ClusterOutlined,
  ControlOutlined,
  DesktopOutlined,
  DownloadOutlined,
  DownOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  KeyOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { holdsReviewCode } from '@fengshou/core/contract';
import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { lazyWithPreload } from '../lazy-with-preload';
import { REVIEW_PAGES } from '../review-pages';
import { hasPermission, useGuardedClick } from '../use-guarded-click';
import { DOWNLOAD_CENTRE, useDownloadNotice } from './download-notice';

// Loaded when first opened: with their forms they were a dozen more modules on every page's first load.
const SubjectSwitchModal = lazyWithPreload(async () => ({
  default: (await import('./subject-switch-modal')).SubjectSwitchModal,
}));
const DisplayModal = lazyWithPreload(async () => ({
  default: (await import('./display/display-modal')).DisplayModal,
}));

// The administration pages (features/admin, routes /system/*) and the code the server checks for them.
const ADMIN_PAGES = {
  roles: '/system/roles',
  users: '/system/users',
  subjects: '/system/subjects',
  menus: '/system/menus',
  import: '/system/import',
  devices: '/system/devices',
  alarms: '/system/alarms',
  alarmRules: '/system/alarm-rules',
  audit: '/system/audit',
  securityPolicy: '/system/security-policy',
  briefingSchedules: '/system/briefing-schedules',
  downloads: DOWNLOAD_CENTRE,
} as const;
const MANAGE = 'user:manage';
const MANAGE_SUBJECTS = 'portal:manage';
const MANAGE_MENUS = 'menu:manage';
const IMPORT_DATA = 'data:import';
const HANDLE_ALARMS = 'iot:alarm';
const MANAGE_DEVICES = 'device:manage';
const ASSIGN_ROLES = 'role:manage';
const MANAGE_SECURITY = 'security:manage';
const VIEW_AUDIT = 'audit:view';
const SCHEDULE_BRIEFINGS = 'briefing:schedule';

/**
 * The signed-in user's menu: switch subject, display tokens (guarded), the review screens (only for holders
 * of a review code), user and role administration (only for user:manage holders: unlike a guarded click
 * these are not offered at all, they are whole screens), change password, log out.
 */
export function UserMenu() {
  const portal = usePortal();
  const navigate = useNavigate();
  const [modal, setModal] = useState<'subject' | 'display' | null>(null);
  // A modal once opened stays mounted, so it closes with its animation.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (modal && !opened.has(modal)) setOpened(new Set([...opened, modal]));
  const openDisplay = useGuardedClick(
    'display:manage',
    useCallback(() => setModal('display'), []),
  );
  const user = portal.user;
  const unread = useDownloadNotice(portal.loggedIn);
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div className="user-menu-who">
          <div>{user?.nickname ?? '未知用户'}</div>
          <div className="user-menu-sub">
            {portal.subject?.subjectName} · {user?.governmentRoleName}
          </div>
        </div>
      ),
    },
    { type: 'divider' },
    {
      key: 'downloads',
      icon: <DownloadOutlined />,
      label: (
        <Badge count={unread} size="small" offset={[8, 0]}>
          下载中心
        </Badge>
      ),
    },
    ...(hasPermission(portal.permissions, SCHEDULE_BRIEFINGS)
      ? [{ key: 'briefingSchedules', icon: <FileTextOutlined />, label: '简报计划' }]
      : []),
    { key: 'subject', icon: <SwapOutlined />, label: '切换主体' },
    { key: 'display', icon: <DesktopOutlined />, label: '大屏展示令牌' },
    // The review screens for holders of any review code, wherever they are (a guide page, a home page). A
    // group, not a submenu: a flyout from a menu at the screen's right edge closes as the pointer crosses.
    ...(holdsReviewCode(portal.permissions)
      ? [
          { type: 'divider' as const },
          {
            key: 'review',
            type: 'group' as const,
            label: '监管审核',
            children: REVIEW_PAGES.map((p) => ({ key: p.path, icon: <AuditOutlined />, label: p.label })),
          },
          { type: 'divider' as const },
        ]
      : []),
    ...(hasPermission(portal.permissions, MANAGE)
      ? [{ key: 'users', icon: <TeamOutlined />, label: '用户管理' }]
      : []),
    // The security administrator assigns role permissions; a user manager sees the roles to assign users.
    ...(hasPermission(portal.permissions, MANAGE) || hasPermission(portal.permissions, ASSIGN_ROLES)
      ? [{ key: 'roles', icon: <SafetyCertificateOutlined />, label: '角色与权限' }]
      : []),
    ...(hasPermission(portal.permissions, MANAGE_SECURITY)
      ? [{ key: 'securityPolicy', icon: <LockOutlined />, label: '安全策略' }]
      : []),
    ...(hasPermission(portal.permissions, VIEW_AUDIT)
      ? [{ key: 'audit', icon: <FileSearchOutlined />, label: '审计日志' }]
      : []),
    ...(hasPermission(portal.permissions, MANAGE_SUBJECTS)
      ? [{ key: 'subjects', icon: <ApartmentOutlined />, label: '主体管理' }]
      : []),
    ...(hasPermission(portal.permissions, MANAGE_MENUS)
      ? [{ key: 'menus', icon: <MenuOutlined />, label: '菜单编辑' }]
      : []),
    ...(hasPermission(portal.permissions, IMPORT_DATA)
      ? [{ key: 'import', icon: <CloudUploadOutlined />, label: '数据导入' }]
      : []),
    ...(hasPermission(portal.permissions, MANAGE_DEVICES)
      ? [{ key: 'devices', icon: <ClusterOutlined />, label: '设备管理' }]
      : []),
    ...(hasPermission(portal.permissions, HANDLE_ALARMS)
      ? [{ key: 'alarms', icon: <AlertOutlined />, label: '告警处理' }]
      : []),
    ...(hasPermission(portal.permissions, MANAGE_DEVICES)
      ? [{ key: 'alarmRules', icon: <ControlOutlined />, label: '告警规则' }]
      : []),
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'subject') setModal('subject');
    else if (key === 'display') openDisplay();
    else if (key in ADMIN_PAGES) navigate(ADMIN_PAGES[key as keyof typeof ADMIN_PAGES]);
    else if (key === 'password') navigate('/change-password');
    else if (key === 'logout') void portal.signOut();
    else if (REVIEW_PAGES.some((p) => p.path === key)) navigate(key);
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className="user-menu-trigger" aria-label="用户菜单">
          <Avatar size="small" src={user?.headPhotoUrl ?? undefined} icon={<UserOutlined />} />
          <Badge dot={unread > 0} offset={[2, 0]}>
            <span className="user-menu-name">{user?.nickname ?? '用户'}</span>
          </Badge>
          <DownOutlined className="user-menu-caret" />
        </button>
      </Dropdown>
      {opened.has('subject') ? (
        <SubjectSwitchModal open={modal === 'subject'} onClose={() => setModal(null)} />
      ) : null}
      {opened.has('display') ? (
        <DisplayModal open={modal === 'display'} onClose={() => setModal(null)} />
      ) : null}
    </>
  );
}
