import { SUBJECT_LEVELS } from '@fengshou/core';
import type { ReactNode } from 'react';
import { platformTitle, usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap } from '../../map';
import { ChildAreaList } from '../../ui/area/child-area-list';
import { Clock } from '../../ui/clock';
import { ExternalLinks } from '../../ui/external-links';
import { MenuGroupCards } from '../../ui/menu-group-cards';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { SiteFooter } from '../../ui/site-footer';
import { UserMenu } from '../../ui/user-menu/user-menu';
import { DOMAIN_METRICS, GuideFigures, OVERVIEW_METRICS, WorkEntries } from './guide-figures';
import './guide.css';

type Section = 'groups' | 'links' | 'area' | 'intro' | 'figures' | 'domains' | 'work';

// Which blocks each guide layout shows, in order (spec §2 entrance and guide pages): the screens' entrance
// leads with the dashboards, the overview with the area's figures, the introduction with what the platform
// is and holds, the navigation with the business systems beside the dashboards, the system entrance with
// the external and business systems.
export const LAYOUTS: Record<string, Section[]> = {
  screens: ['groups', 'area', 'links'],
  overview: ['figures', 'area', 'groups'],
  introduction: ['intro', 'domains', 'groups'],
  navigation: ['groups', 'work', 'links'],
  systems: ['links', 'work', 'figures'],
};

function Intro() {
  const { subject } = usePortal();
  if (!subject) return null;
  const level = SUBJECT_LEVELS[subject.subjectLevel as keyof typeof SUBJECT_LEVELS] ?? '';
  return (
    <div className="guide-intro">
      <p>
        {subject.bigDataPlatformName || subject.subjectName}由{subject.subjectName}建设
        {subject.poweredBy ? `，${subject.poweredBy}提供技术支持` : ''}
        ，汇聚{subject.areaChain.map((a) => a.areaName).join('')}
        辖区的耕地、经营主体、生产、物联网与质量安全数据， 以“一张图”方式服务{level}农业农村部门的监管与决策。
      </p>
      {subject.middlePlatformName ? <p>数据由{subject.middlePlatformName}统一汇聚、治理与共享。</p> : null}
    </div>
  );
}

function AreaBlock() {
  const { selected, select } = useCurrentArea();
  if (!selected) return null;
  return (
    <div className="guide-area">
      <div className="guide-area-map">
        <AreaMap />
      </div>
      <div className="guide-area-list">
        <ChildAreaList area={selected} onSelect={select} />
      </div>
    </div>
  );
}

const SECTIONS: Record<Section, { title: string; render: () => ReactNode }> = {
  groups: { title: '大屏与业务入口', render: () => <MenuGroupCards limit={6} /> },
  links: { title: '外部系统', render: () => <ExternalLinks /> },
  area: { title: '辖区概况', render: () => <AreaBlock /> },
  intro: { title: '平台介绍', render: () => <Intro /> },
  figures: { title: '数据概览', render: () => <GuideFigures metrics={OVERVIEW_METRICS} /> },
  domains: { title: '平台数据资源', render: () => <GuideFigures metrics={DOMAIN_METRICS} /> },
  work: { title: '业务系统', render: () => <WorkEntries /> },
};

/** A guide (entrance) page: cards to the subject's menus and its external systems, in the page's layout. */
export default function GuidePage({ meta }: PageProps) {
  const portal = usePortal();
  const layout = LAYOUTS[meta.variant ?? 'screens'] ?? LAYOUTS.screens!;
  return (
    <div className={`guide-page guide-${meta.variant ?? 'screens'}`}>
      <header className="guide-header">
        <Clock />
        <div className="guide-title">
          <h1>{platformTitle(portal)}</h1>
          <div className="guide-subtitle">
            {portal.subject?.subjectName} · {meta.title}
          </div>
        </div>
        <div className="guide-tools">
          <UserMenu />
        </div>
      </header>
      <main className="guide-main">
        {layout.map((s, i) => (
          <Panel
            key={s}
            title={SECTIONS[s].title}
            className={`guide-section guide-section-${s}${i === 0 ? ' is-lead' : ''}`}
          >
            {SECTIONS[s].render()}
          </Panel>
        ))}
      </main>
      <SiteFooter className="guide-footer" />
    </div>
  );
}
