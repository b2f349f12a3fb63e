import { SKINS } from '@fengshou/core';
import { Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePortal } from '../../api/portal-context';
import { SiteFooter } from '../../ui/site-footer';
import { UserMenu } from '../../ui/user-menu/user-menu';
import { Brand } from './brand';
import { groupMenuItems, useMenuClick } from './portal-shell';

/** Nav style 3: a side menu of groups and menus beside the page. */
export function SideShell({ children }: { children: ReactNode }) {
  const portal = usePortal();
  const location = useLocation();
  const onClick = useMenuClick();
  const items = groupMenuItems(portal);
  const openKeys = items.map((i) => String(i?.key));
  return (
    <Layout className="side-shell">
      <Layout.Sider
        width={232}
        className="side-sider"
        theme={portal.skin === SKINS.tech ? 'dark' : 'light'}
        breakpoint="lg"
        collapsedWidth={64}
      >
        <Brand className="side-brand" />
        <Menu
          mode="inline"
          items={items}
          defaultOpenKeys={openKeys}
          selectedKeys={[location.pathname]}
          onClick={onClick}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="side-header">
          <div className="side-subject">{portal.subject?.subjectName}</div>
          <UserMenu />
        </Layout.Header>
        <Layout.Content className="side-main">{children}</Layout.Content>
        <SiteFooter className="side-footer" />
      </Layout>
    </Layout>
  );
}
