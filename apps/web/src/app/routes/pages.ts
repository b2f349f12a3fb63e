import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageProps } from '../../ui/route-meta';
import { lazyPage } from './lazy-page';

/** Every page component, one chunk each, loaded when its route first opens. */
export const PAGES = {
  start: lazyPage(() => import('../../features/portal/start-page')),
  login: lazyPage(() => import('../../features/login/login-page')),
  'change-password': lazyPage(() => import('../../features/account/change-password-page')),
  'not-access': lazyPage(() => import('../../features/portal/not-access-page')),
  welcome: lazyPage(() => import('../../features/portal/welcome-page')),
  home: lazyPage(() => import('../../features/portal/home-page')),
  'data-dashboard': lazyPage(() => import('../../features/dashboard/data-dashboard-page')),
  'dashboard-menu': lazyPage(() => import('../../features/dashboard/dashboard-menu-page')),
  'home-dashboard': lazyPage(() => import('../../features/dashboard/home-dashboard-page')),
  'dynamic-link': lazyPage(() => import('../../features/dashboard/dynamic-link-page')),
  guide: lazyPage(() => import('../../features/guide/guide-page')),
  'langxia-menu': lazyPage(() => import('../../features/guide/langxia-menu-page')),
  'iframe-detail': lazyPage(() => import('../../features/portal/iframe-detail-page')),
  'admin-region': lazyPage(() => import('../../features/portal/admin-region-page')),
  topic: lazyPage(() => import('../../features/topics/topic-route-page')),
  detail: lazyPage(() => import('../../features/topics/detail-route-page')),
  'iot-device': lazyPage(() => import('../../features/iot/iot-device-page')),
  'video-detail': lazyPage(() => import('../../features/cameras/video-detail-page')),
  'multi-video': lazyPage(() => import('../../features/cameras/multi-video-page')),
  'camera-detail': lazyPage(() => import('../../features/cameras/camera-detail-page')),
  'livestock-farm': lazyPage(() => import('../../features/livestock/livestock-farm-page')),
  'download-excel-list': lazyPage(() => import('../../features/exports/download-excel-page')),
  'gis-land-map': lazyPage(() => import('../../features/gis/land-map-page')),
  'gis-land-source': lazyPage(() => import('../../features/gis/land-source-page')),
  'gis-monitor': lazyPage(() => import('../../features/gis/monitor-page')),
  'gis-draw': lazyPage(() => import('../../features/gis/draw-analysis-page')),
  'gis-3d': lazyPage(() => import('../../features/gis/gis-3d-page')),
  'occupation-list': lazyPage(() => import('../../features/occupation/occupation-list-page')),
  'occupation-case': lazyPage(() => import('../../features/occupation/occupation-case-page')),
  'abnormal-list': lazyPage(() => import('../../features/abnormal/abnormal-list-page')),
  'abnormal-case': lazyPage(() => import('../../features/abnormal/abnormal-case-page')),
  'batch-overview': lazyPage(() => import('../../features/abnormal/batch-overview-page')),
  'green-cert-list': lazyPage(() => import('../../features/supervision/green-cert-page')),
  'law-supervise-list': lazyPage(() => import('../../features/supervision/law-supervise-page')),
  'supervision-table': lazyPage(() => import('../../features/supervision/supervision-table-page')),
  'jtzc-table': lazyPage(() => import('../../features/rural-economy/jtzc-table-page')),
  'businesses-report': lazyPage(() => import('../../features/rural-economy/businesses-report-page')),
  'bj-subject-table': lazyPage(() => import('../../features/supply/bj-subject-table-page')),
  'guarantee-supply-home': lazyPage(() => import('../../features/supply/guarantee-supply-home-page')),
  'machinery-detail': lazyPage(() => import('../../features/machinery/machinery-detail-page')),
  standingbook: lazyPage(() => import('../../features/registers/standingbook-page')),
  'pdf-list': lazyPage(() => import('../../features/registers/pdf-list-page')),
} satisfies Record<string, LazyExoticComponent<ComponentType<PageProps>>>;

/** Which page component renders a route; each id is one lazily loaded chunk. */
export type PageId = keyof typeof PAGES;
