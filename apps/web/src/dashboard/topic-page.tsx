import { AREA_LEVELS, isAreaLevel } from '@fengshou/core';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { usePortal } from '../api/portal-context';
import { useCurrentArea } from '../area/use-current-area';
import { AreaMap } from '../map';
import { AreaContextBar } from '../ui/area/area-context-bar';
import { ChildAreaList } from '../ui/area/child-area-list';
import { Panel } from '../ui/panel';
import type { RouteMeta } from '../ui/route-meta';

interface TopicPageProps {
  meta: RouteMeta;
  /** A line under the title (e.g. the record a detail page shows). */
  subtitle?: ReactNode;
  /** Further panels of the topic, placed after the area panels. */
  children?: ReactNode;
}

/**
 * The frame every topic page shares: its title, the area context (chain, selection, picker), the selected
 * area drawn from its outline with the child areas, and the topic's own panels.
 */
export function TopicPage({ meta, subtitle, children }: TopicPageProps) {
  const portal = usePortal();
  const { selected, select } = useCurrentArea();
  if (!portal.subject || !selected) {
    return (
      <div className="topic-page">
        <Result
          status="warning"
          title={meta.title}
          subTitle="未能加载当前用户的政府主体信息，无法确定辖区"
          extra={<Button onClick={portal.reload}>重新加载</Button>}
        />
      </div>
    );
  }
  const levelName = isAreaLevel(selected.level) ? AREA_LEVELS[selected.level] : '';
  return (
    <div className="topic-page" data-route={meta.name}>
      <header className="topic-head">
        <div className="topic-heading">
          <h1 className="topic-title">{meta.title}</h1>
          <div className="topic-subtitle">
            {subtitle ?? (
              <>
                {selected.areaName}
                {levelName ? ` · ${levelName}级` : ''}
              </>
            )}
          </div>
        </div>
        <AreaContextBar />
      </header>
      <div className="topic-grid">
        <Panel title={`${selected.areaName}区划图`} className="topic-map">
          <AreaMap />
        </Panel>
        <Panel title="下级区域" className="topic-children">
          <ChildAreaList area={selected} onSelect={select} />
        </Panel>
        {children}
      </div>
    </div>
  );
}
