import { listLandTypesByAreaId, listMissingSources } from '@fengshou/core/contract';
import { useApiQuery } from '../../api';
import { muText } from '../../map';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';

/** Parcel count and 亩 per land type in the selected area. */
export function LandStatsPanel({ areaId, level }: { areaId: number; level: number }) {
  const stats = useApiQuery(listLandTypesByAreaId, { areaId, areaLevel: level });
  // Every land type is listed, with zeros where the area has none: zeros everywhere mean nothing imported.
  const missing = useApiQuery(listMissingSources, { kinds: ['parcels'], areaId });
  return (
    <Panel title="地块统计">
      <DataState
        query={stats}
        isEmpty={(d) => d.every((r) => r.landCount === 0)}
        emptyText="该区域暂无地块"
        missing={missing.data}
      >
        {(rows) => (
          <div className="gis-stat-list" data-testid="land-stats">
            {rows.map((r) => (
              <div key={r.landType} className="gis-stat-row">
                <span>{r.landTypeName}</span>
                <span>
                  {r.landCount.toLocaleString('zh-CN')} 块 · {muText(r.areaMu)}
                </span>
              </div>
            ))}
          </div>
        )}
      </DataState>
    </Panel>
  );
}
