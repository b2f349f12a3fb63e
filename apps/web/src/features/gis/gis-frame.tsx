import { AREA_LEVELS, isAreaLevel } from '@fengshou/core';
import type { ReactNode } from 'react';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaContextBar } from '../../ui/area/area-context-bar';
import { Panel } from '../../ui/panel';
import type { RouteMeta } from '../../ui/route-meta';
import './gis.css';

interface GisFrameProps {
  meta: RouteMeta;
  /** The map (an AreaMap with the page's layers). */
  map: ReactNode;
  /** Controls above the map (tabs, colouring, filters). */
  toolbar?: ReactNode;
  /** Panels beside the map. */
  side?: ReactNode;
}

/** Layout of the GIS pages: title and area context, a large map with its toolbar, panels on the right. */
export function GisFrame({ meta, map, toolbar, side }: GisFrameProps) {
  const { selected } = useCurrentArea();
  const level = selected && isAreaLevel(selected.level) ? `${AREA_LEVELS[selected.level]}级` : '';
  return (
    <div className="topic-page gis-page" data-route={meta.name}>
      <header className="topic-head">
        <div className="topic-heading">
          <h1 className="topic-title">{meta.title}</h1>
          <div className="topic-subtitle">{selected ? `${selected.areaName} · ${level}` : ''}</div>
        </div>
        <AreaContextBar />
      </header>
      <div className={`gis-grid${side ? '' : ' is-wide'}`}>
        <Panel title={`${selected?.areaName ?? ''}地图`} extra={toolbar} className="gis-map-panel">
          {map}
        </Panel>
        {side ? <div className="gis-side">{side}</div> : null}
      </div>
    </div>
  );
}
