import { beijing } from '@fengshou/core';
import { platformTitle, usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap } from '../../map';
import { ChildAreaList } from '../../ui/area/child-area-list';
import { ExternalLinks } from '../../ui/external-links';
import { MenuGroupCards } from '../../ui/menu-group-cards';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import './home.css';

function greeting(hour: number): string {
  if (hour < 6) return '凌晨好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** /home of nav style 1: greeting, business entrances by menu group, the area overview, external systems. */
export default function HomePage(_: PageProps) {
  const portal = usePortal();
  const { selected, select } = useCurrentArea();
  const now = beijing();
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
      <div className="home-grid">
        <Panel title="业务导航" className="home-nav">
          <MenuGroupCards />
        </Panel>
        {selected ? (
          <>
            <Panel title={`${selected.areaName}区划图`} className="home-map">
              <AreaMap />
            </Panel>
            <Panel title="下级区域" className="home-areas">
              <ChildAreaList area={selected} onSelect={select} />
            </Panel>
          </>
        ) : null}
        <Panel title="外部系统" className="home-links">
          <ExternalLinks />
        </Panel>
      </div>
    </div>
  );
}
