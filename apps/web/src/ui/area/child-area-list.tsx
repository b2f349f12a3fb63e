import { AREA_LEVELS, isAreaLevel } from '@fengshou/core';
import { useShownChildren } from '../../area/area-queries';
import type { AreaRef } from '../../area/area-store';
import { DataState } from '../data-state';

function levelLabel(level: number): string {
  return isAreaLevel(level) ? AREA_LEVELS[level] : '区域';
}

interface ChildAreaListProps {
  area: AreaRef;
  onSelect?: (area: AreaRef) => void;
}

/** The selected area's child areas with their count; areas with children of their own open on click. */
export function ChildAreaList({ area, onSelect }: ChildAreaListProps) {
  const { query, via } = useShownChildren(area.areaId);
  return (
    <DataState query={query} isEmpty={(list) => list.length === 0} emptyText={`${area.areaName}无下级区域`}>
      {(list) => {
        const withChildren = list.filter((c) => c.hasChildren).length;
        const label = levelLabel(list[0]?.level ?? area.level + 1);
        return (
          <div className="child-areas">
            <div className="child-areas-stats">
              <div className="stat">
                <span className="stat-value">{list.length}</span>
                <span className="stat-label">
                  {via ? `${via.areaName}下辖` : '下辖'}
                  {label}
                </span>
              </div>
              <div className="stat">
                <span className="stat-value">{withChildren}</span>
                <span className="stat-label">含下级区域</span>
              </div>
            </div>
            <ul className="child-areas-list">
              {list.map((c) => (
                <li key={c.areaId}>
                  <button
                    type="button"
                    className="child-area"
                    disabled={!c.hasChildren || !onSelect}
                    onClick={() => onSelect?.(c)}
                    title={c.hasChildren ? `查看${c.areaName}` : c.areaName}
                  >
                    <span className="child-area-name">{c.areaName}</span>
                    <span className="child-area-level">{levelLabel(c.level)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </DataState>
  );
}
