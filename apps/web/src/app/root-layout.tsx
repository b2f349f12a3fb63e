import { resolveSkin } from '@fengshou/core';
import { logout } from '@fengshou/core/contract';
import { App, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { callApi } from '../api';
import { PortalProvider, type PortalValue, platformTitle } from '../api/portal-context';
import { SessionWatch } from '../features/security/session-watch';
import { useOemBranding } from './branding';
import { PATHS } from './constants';
import { decide } from './guard/guard';
import { useFirstEntry } from './guard/use-first-entry';
import { NotifierBridge } from './notifier';
import type { RouteHandle } from './routes/types';
import { pageWarmer } from './routes/warm-page';
import {
  bootSession,
  embeddedInApp,
  isLoggedIn,
  lastRequestAt,
  startFrameReport,
  useSession,
  watchFrames,
} from './session';
import { ShellLayout } from './shells/lazy-shell';
import { antdTheme, skinName } from './theme';
import { useDocumentTitle } from './title';

/** Builds the portal value pages and shells read, from the session and the branding. */
function usePortalValue(branding: PortalValue['branding']): PortalValue {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const demoToken = useSession((s) => s.demoToken);
  const data = useSession((s) => s.data);
  return useMemo(() => {
    const store = bootSession();
    const subject = data?.info.govSubjectVO ?? null;
    return {
      loggedIn: Boolean(token || demoToken),
      user: data?.info.govUserVO ?? null,
      subject,
      permissions: data?.permissions ?? [],
      menuGroups: data?.menuGroups ?? [],
      menuRoutes: data?.menuRoutes ?? [],
      gisServers: data?.gisServers ?? [],
      startPage: data?.startPage ?? null,
      branding,
      skin: resolveSkin(subject?.skinType),
      signIn: (next) => store.getState().signIn(next),
      signOut: async () => {
        // The server-side logout is best effort: the local session ends either way.
        await callApi(logout, {}, { notify: false }).catch(() => {});
        store.getState().signOut();
        navigate(PATHS.login, { replace: true });
      },
      reload: () => store.getState().setEntry('idle', null),
    };
  }, [token, demoToken, data, branding, navigate]);
}

function EntryLoading() {
  return (
    <div className="entry-loading" role="status">
      <Spin size="large" />
      <div>正在加载用户信息…</div>
    </div>
  );
}

/** The root of every route: theme, toasts, the first-entry load, the guard and the document title. */
export function RootLayout() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  useFirstEntry((info) => pageWarmer(handle)(info));
  const location = useLocation();
  const branding = useOemBranding();
  const portal = usePortalValue(branding);
  const entry = useSession((s) => s.entry);
  const loggedIn = useSession(isLoggedIn);
  const data = useSession((s) => s.data);
  const decision = decide(
    { path: location.pathname },
    {
      loggedIn,
      entry,
      mustChangePassword: data?.info.govUserVO.editPasswordFlag === 1,
      startPage: data?.startPage ?? null,
    },
  );
  const skin = skinName(portal.skin);
  useEffect(() => {
    document.documentElement.dataset.skin = skin;
  }, [skin]);
  useDocumentTitle(platformTitle(portal));
  useEffect(() => {
    if (loggedIn) ShellLayout.preload();
  }, [loggedIn]);
  // A frame of an app page (the editor's preview) tells its page of its use; the page's watch is the one.
  const [embedded] = useState(embeddedInApp);
  useEffect(() => startFrameReport(), []);

  let content: React.ReactNode;
  if (decision.kind === 'redirect') content = <Navigate to={decision.to} replace />;
  else if (decision.kind === 'wait') content = <EntryLoading />;
  else content = <Outlet />;

  return (
    <ConfigProvider locale={zhCN} theme={antdTheme(portal.skin)}>
      <App className={`app-root skin-${skin}`}>
        <NotifierBridge />
        <PortalProvider value={portal}>
          {content}
          {loggedIn && data?.info.session && !embedded ? (
            <SessionWatch times={data.info.session} lastRequest={lastRequestAt} frameInput={watchFrames} />
          ) : null}
        </PortalProvider>
      </App>
    </ConfigProvider>
  );
}
