import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUpClient } from './app/client-setup';
import { startFirstEntry } from './app/guard/use-first-entry';
import { queryClient } from './app/query-client';
import { ROUTES } from './app/routes';
import { buildRoutes } from './app/routes/build-routes';
import { PAGES } from './app/routes/pages';
import type { RouteHandle } from './app/routes/types';
import { pageWarmer } from './app/routes/warm-page';
import { bootSession } from './app/session';
import { ZERO_RUNTIME } from './app/theme';
// antd's component styles, prebuilt: generating them in the page (CSS-in-JS) held the main thread for
// ~0.3 s of a dashboard's load. The theme's tokens still reach them as CSS variables at run time.
import 'antd/dist/antd.css';
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
setUpClient(session, (to) => void router.navigate(to));
// The page the address opens starts loading now, beside the session's entry data rather than after it,
// and the entry data before the first render; the page's own data follows as soon as the user is known.
// Its module requests go out after the entry's and the page's data requests: asked at start, their
// evaluation held the main thread while the entry's answers waited (first plate ~0.1 s later, A/B).
// The router's own initial match: matching the route tree again cost another pass over its ~200 routes.
const matched = router.state.matches.map((m) => m.route.handle as RouteHandle | undefined);
// Every page of the match, layouts too: a dashboard's group layout loaded only once the router rendered it.
const preloadPages = () => {
  for (const handle of matched) if (handle?.page) PAGES[handle.page].preload();
};
const warm = pageWarmer(matched.at(-1));
const entryStarted = startFirstEntry((info) => {
  warm(info);
  // After the entry's own calls too, which it sends right after telling of the user info.
  setTimeout(preloadPages, 0);
});
if (!entryStarted) preloadPages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={ZERO_RUNTIME}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  </StrictMode>,
);
