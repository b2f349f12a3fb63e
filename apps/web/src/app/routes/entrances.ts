import { type RouteDef, row } from './types';

const guide = (path: string, name: string, title: string, variant: string) =>
  row(path, name, title, 'guide', { chrome: 'bare', variant });

/** Entrance and guide pages of spec §2; the variant picks the layout of the shared guide page. */
export const ENTRANCE_ROUTES: readonly RouteDef[] = [
  guide('/global/big-screen-entrance', 'GlobalBigScreenEntrance', '大屏入口', 'screens'),
  guide('/shangrao/big-screen-entrance', 'ShangraoBigScreenEntrance', '大屏入口', 'screens'),
  guide('/global/data-generalization', 'GlobalDataGeneralization', '数据概览', 'overview'),
  guide('/global/big-screen-entrance-services', 'GlobalBigScreenEntranceServices', '服务大屏入口', 'screens'),
  guide('/introduction', 'Introduction', '平台介绍', 'introduction'),
  guide('/gov-navigation', 'GovNavigation', '政府导航', 'navigation'),
  guide('/gov-navigation-xx', 'GovNavigationXx', '政府导航', 'navigation'),
  guide('/shangrao/system-entrance', 'ShangraoSystemEntrance', '系统入口', 'systems'),
  guide('/data-aggregation/system-entrance', 'DataAggregationSystemEntrance', '数据汇聚系统入口', 'systems'),
  guide('/shifang/system-entrance', 'ShifangSystemEntrance', '系统入口', 'systems'),
  guide('/ych/system-entrance', 'YchSystemEntrance', '系统入口', 'systems'),
];
