import { beijing } from '@fengshou/core';
import { platformTitle, usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { MetricStrip } from '../../ui/metric';
import { NoPermission } from '../../ui/no-permission';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { HomeActivity } from './home-activity';
import { HomeAlarms } from './home-alarms';
import { HomeEntries } from './home-entries';
import { HomeTodos } from './home-todos';
import './home.css';

/** The area's headline figures on the home: what is planted, who farms, devices, supervision, livestock. */
const KEY_METRICS = [
  'sownAreaMu',
  'vegetableSownAreaMu',
  'newFarmCount',
  'iotOnlineRate',
  'patrolCount',
  'livestockStock',
];

function greeting(hour: number): string {
  if (hour < 6) return '凌晨好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/**
 * /home of nav style 1, the platform's own home (the guide pages lead to the menus; this one to the work):
 * what waits to be done in the area, its headline figures, the device alarms of the week, the latest work
 * done, and the pages below /home. Every figure is the area's statistics; without the statistics
 * permission the greeting and a notice (the server would refuse every call of the page).
 */
export default function HomePage(_: PageProps) {
  const portal = usePortal();
  const { selected } = useCurrentArea();
  const now = beijing();
  const mayView = portal.permissions.includes('dashboard:view');
  return (
    <div className="home-page">
      <section className="home-hero">
        <div>
          <div className="home-greeting">
            {greeting(now.hour())}，{portal.user?.nickname ?? ''}
          </div>
          <h1 className="home-title">{platformTitle(portal)}</h1>
          <div className="home-sub">
            {portal.subject?.subjectName} · {portal.user?.governmentRoleName} · {now.format('YYYY年M月D日')}
          </div>
        </div>
      </section>
      {!mayView ? (
        <NoPermission needs="首页的待办、要点与业务动态需要大屏与统计查看权限。" grantedBy="系统管理员" />
      ) : selected ? (
        <div className="home-grid">
          <Panel title={`${selected.areaName}待办事项`} className="home-todo-panel">
            <HomeTodos />
          </Panel>
          <Panel title={`${selected.areaName}要点`} className="home-key-panel">
            <MetricStrip metrics={KEY_METRICS} links={{ sownAreaMu: '/home/plotlist' }} />
          </Panel>
          <Panel title="快捷入口" className="home-entry-panel">
            <HomeEntries />
          </Panel>
          <Panel title="近期设备告警" className="home-alarm-panel">
            <HomeAlarms />
          </Panel>
          <Panel title="最近业务动态" className="home-activity-panel">
            <HomeActivity area={selected} />
          </Panel>
        </div>
      ) : null}
    </div>
  );
}
