import { DEFAULT_TITLES } from '@fengshou/core';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePortal } from '../../api/portal-context';
import type { PageProps } from '../../ui/route-meta';
import { SiteFooter } from '../../ui/site-footer';

/** The open welcome page (spec §4: reachable without a session). */
export default function WelcomePage(_: PageProps) {
  const portal = usePortal();
  const navigate = useNavigate();
  const title = portal.branding?.bigScreenTitle || DEFAULT_TITLES.main;
  return (
    <div className="welcome-page">
      <div className="welcome-body">
        <h1>欢迎使用{title}</h1>
        <p>面向各级农业农村部门的数字农业大屏展示与监管平台</p>
        <Button type="primary" size="large" onClick={() => navigate(portal.loggedIn ? '/' : '/login')}>
          {portal.loggedIn ? '进入系统' : '登录系统'}
        </Button>
      </div>
      <SiteFooter className="welcome-footer" />
    </div>
  );
}
