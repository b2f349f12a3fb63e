import { DEFAULT_TITLES } from '@fengshou/core';
import { setupStatus } from '@fengshou/core/contract';
import { Tabs } from 'antd';
import { Navigate } from 'react-router';
import { useApiQuery } from '../../api';
import { usePortal } from '../../api/portal-context';
import { LogoImage } from '../../ui/logo-image';
import type { PageProps } from '../../ui/route-meta';
import { SiteFooter } from '../../ui/site-footer';
import { AccountLoginForm } from './account-login-form';
import { SmsLoginForm } from './sms-login-form';
import './login.css';

/** The login page: account/password with image captcha, or SMS code with account selection. */
export default function LoginPage(_: PageProps) {
  const portal = usePortal();
  // An installation without a subject has no account yet: its first visit sets it up.
  const setup = useApiQuery(setupStatus, {}, { notify: false });
  if (setup.data?.needed) return <Navigate to="/setup" replace />;
  const title = portal.branding?.loginTitle || portal.branding?.bigScreenTitle || DEFAULT_TITLES.main;
  const operator = portal.branding?.operateName;
  return (
    <div className="login-page">
      <div className="login-backdrop" aria-hidden />
      <header className="login-top">
        <LogoImage src={portal.branding?.operateIcon} className="login-logo" />
        <span>{operator || '数字农业'}</span>
      </header>
      <main className="login-main">
        <section className="login-intro">
          <h1 className="login-title">{title}</h1>
          <p className="login-slogan">汇聚农业农村数据 · 服务政府科学决策</p>
          <ul className="login-points">
            <li>耕地保护与用途管控</li>
            <li>经营主体与生产监管</li>
            <li>物联网与病虫害监测</li>
            <li>农产品质量安全追溯</li>
          </ul>
        </section>
        <section className="login-card" aria-label="登录">
          <h2 className="login-card-title">用户登录</h2>
          <Tabs
            centered
            items={[
              { key: 'account', label: '账号登录', children: <AccountLoginForm onToken={portal.signIn} /> },
              { key: 'sms', label: '短信登录', children: <SmsLoginForm onToken={portal.signIn} /> },
            ]}
          />
        </section>
      </main>
      <SiteFooter className="login-footer" />
    </div>
  );
}
