import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps } from '../../ui/route-meta';
import { lazyPage } from './lazy-page';
import type { PageId } from './types';

/** Every page component, one chunk each, loaded when its route first opens. */
export const PAGES: Record<PageId, LazyExoticComponent<ComponentType<PageProps>>> = {
  start: lazyPage(() => import('../../features/portal/start-page')),
  login: lazyPage(() => import('../../features/login/login-page')),
  'change-password': lazyPage(() => import('../../features/account/change-password-page')),
  'not-access': lazyPage(() => import('../../features/portal/not-access-page')),
  welcome: lazyPage(() => import('../../features/portal/welcome-page')),
  home: lazyPage(() => import('../../features/portal/home-page')),
  'data-dashboard': lazyPage(() => import('../../features/dashboard/data-dashboard-page')),
  'dashboard-menu': lazyPage(() => import('../../features/dashboard/dashboard-menu-page')),
  'dynamic-link': lazyPage(() => import('../../features/dashboard/dynamic-link-page')),
  guide: lazyPage(() => import('../../features/guide/guide-page')),
  'langxia-menu': lazyPage(() => import('../../features/guide/langxia-menu-page')),
  'iframe-detail': lazyPage(() => import('../../features/portal/iframe-detail-page')),
  'admin-region': lazyPage(() => import('../../features/portal/admin-region-page')),
  topic: lazyPage(() => import('../../features/topics/topic-route-page')),
  detail: lazyPage(() => import('../../features/topics/detail-route-page')),
  'download-excel-list': lazyPage(() => import('../../features/exports/download-excel-page')),
  'farm-detail': lazyPage(() => import('../../features/farms/farm-detail-page')),
  'company-detail': lazyPage(() => import('../../features/farms/company-detail-page')),
  'entity-list': lazyPage(() => import('../../features/farms/entity-list-page')),
  'farm-list': lazyPage(() => import('../../features/farms/farm-list-page')),
  'certificate-list': lazyPage(() => import('../../features/certificates/certificate-list-page')),
  'certificate-printing': lazyPage(() => import('../../features/certificates/certificate-printing-page')),
  'trace-source': lazyPage(() => import('../../features/certificates/trace-source-page')),
  'trace-public': lazyPage(() => import('../../features/certificates/public-trace-page')),
  'price-monitor': lazyPage(() => import('../../features/prices/price-monitor-page')),
};
