import {
  DesktopOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePortal } from '../portal-context';
import { useGuardedClick } from '../use-guarded-click';
import { DisplayTokenModal } from './display-token-modal';
import { SubjectSwitchModal } from './subject-switch-modal';

/** The signed-in user's menu: switch subject, display tokens (guarded), change password, log out. */
export function UserMenu() {
  const portal = usePortal();
  const navigate = useNavigate();
  const [modal, setModal] = useState<'subject' | 'display' | null>(null);
  const openDisplay = useGuardedClick(
    'display:manage',
    useCallback(() => setModal('display'), []),
  );
  const user = portal.user;
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
    { key: 'subject', icon: <SwapOutlined />, label: '切换主体' },
    { key: 'display', icon: <DesktopOutlined />, label: '大屏展示令牌' },
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'subject') setModal('subject');
    else if (key === 'display') openDisplay();
    else if (key === 'password') navigate('/change-password');
    else if (key === 'logout') void portal.signOut();
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className="user-menu-trigger" aria-label="用户菜单">
          <Avatar size="small" src={user?.headPhotoUrl ?? undefined} icon={<UserOutlined />} />
          <span className="user-menu-name">{user?.nickname ?? '用户'}</span>
          <DownOutlined className="user-menu-caret" />
        </button>
      </Dropdown>
      <SubjectSwitchModal open={modal === 'subject'} onClose={() => setModal(null)} />
      <DisplayTokenModal open={modal === 'display'} onClose={() => setModal(null)} />
    </>
  );
}
