import { GROWTH_GRADES, getMultispectralAnalysis, listMultispectralParcels } from '@fengshou/core/contract';
import { Select } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../api';
import { muText } from '../../map';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';

const GRADE_COLORS: Record<number, string> = { 1: '#52c41a', 2: '#a0d911', 3: '#faad14', 4: '#f5222d' };

/**
 * 地块多光谱长势 (spec §7 landowner multispectral analysis): one capture of the area (the latest unless
 * chosen), its growth grades by parcel count and 亩, the area-weighted NDVI against the capture before,
 * its towns, and the weakest parcels with their holders and the advice for them.
 */
export function MultispectralPanel({ areaId }: { areaId: number | undefined }) {
  const [captureDate, setCaptureDate] = useState<string | undefined>(undefined);
  const analysis = useApiQuery(
    getMultispectralAnalysis,
    { areaId, captureDate },
    { enabled: areaId !== undefined },
  );
  const weakest = useApiQuery(
    listMultispectralParcels,
    { areaId, captureDate, pageNo: 1, pageSize: 6 },
    { enabled: areaId !== undefined },
  );
  return (
    <Panel title="多光谱长势分析">
      <DataState
        query={analysis}
        isEmpty={(a) => a.captures.length === 0}
        emptyText="暂无多光谱分析，可在数据导入中导入多光谱分析结果"
      >
        {(a) => (
          <div className="gis-stat-list" data-testid="multispectral">
            <Select
              size="small"
              aria-label="采集日期"
              value={a.captureDate ?? undefined}
              onChange={setCaptureDate}
              options={a.captures.map((c) => ({
                value: c.captureDate,
                label: `${c.captureDate} ${c.sensorName}（${c.parcelCount}块）`,
              }))}
            />
            <div className="gis-stat-row">
              <span>平均NDVI</span>
              <strong>
                {a.meanNdvi ?? '--'}
                {a.meanNdvi !== null && a.previousMeanNdvi !== null
                  ? `（较上次${a.meanNdvi >= a.previousMeanNdvi ? '+' : ''}${(a.meanNdvi - a.previousMeanNdvi).toFixed(3)}）`
                  : ''}
              </strong>
            </div>
            <div className="gis-stat-row">
              <span>分析地块</span>
              <span>
                {a.parcelCount} 块 · {muText(a.areaMu)}
              </span>
            </div>
            {a.grades.map((g) => (
              <div key={g.grade} className="gis-stat-row">
                <span style={{ color: GRADE_COLORS[g.grade] }}>
                  {GROWTH_GRADES[g.grade as keyof typeof GROWTH_GRADES]}
                </span>
                <span>
                  {g.parcelCount} 块 · {muText(g.areaMu)}
                </span>
              </div>
            ))}
            <div className="gis-stat-row">
              <strong>长势偏弱地块</strong>
            </div>
            {(weakest.data?.list ?? []).map((p) => (
              <div key={p.id} className="gis-stat-row" title={p.advice ?? undefined}>
                <span>
                  {p.townName ?? ''}
                  {p.areaName} {p.contractorName ?? p.dkid}
                </span>
                <span style={{ color: GRADE_COLORS[p.growthGrade] }}>
                  {p.cropName ?? ''} NDVI {p.ndvi}
                </span>
              </div>
            ))}
          </div>
        )}
      </DataState>
    </Panel>
  );
}
