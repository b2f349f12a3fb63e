import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { ApiError } from './api';
import { setUpClient } from './app/client-setup';
import { ROUTES } from './app/routes';
import { buildRoutes, type RouteHandle } from './app/routes/build-routes';
import { PAGES } from './app/routes/pages';
import { bootSession } from './app/session';
import './ui/styles/base.css';
import './ui/styles/skins.css';
import './ui/styles/topic.css';
import './ui/styles/area.css';
import './ui/styles/menus.css';
import './ui/styles/pages.css';

dayjs.locale('zh-cn');

// Apply ?token= / ?token2= and strip them from the address bar before the router reads the URL.
const session = bootSession();
const routes = buildRoutes(ROUTES);
const router = createBrowserRouter(routes);
// The page the address opens starts loading now, beside the session's entry data rather than after it.
for (const match of matchRoutes(routes, window.location) ?? []) {
  const page = (match.route.handle as RouteHandle | undefined)?.page;
  if (page) PAGES[page].preload();
}
setUpClient(session, (to) => void router.navigate(to));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Catalogue errors were already shown to the user; retrying them would only repeat the toast.
      retry: (count, error) => !(error instanceof ApiError) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  </StrictMode>,
);
