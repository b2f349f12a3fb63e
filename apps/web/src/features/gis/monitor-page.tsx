import { getCropMonitorStats } from '@fengshou/core/contract';
import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, muText } from '../../map';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { BatchPanel } from './batch-panel';
import { GisFrame } from './gis-frame';
import { MultispectralPanel } from './multispectral-panel';
import { cropMonitorTypes } from './rules';
import { useMapLayers } from './use-map-layers';
import { useBatches } from './use-monitoring';

/**
 * Crop-condition monitoring (多光谱分析): the types present in the area's history batches, first selected, and
 * the parcels' multispectral growth analysis.
 */
function CropMonitor({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const batches = useBatches(selected?.areaId, 'crop');
  const { types, selected: firstType } = useMemo(() => cropMonitorTypes(batches.data ?? []), [batches.data]);
  const [type, setType] = useState<number | null>(null);
  const current = type !== null && types.some((t) => t.id === type) ? type : firstType;
  const ofType = (batches.data ?? []).filter((b) => b.monitoringType === current);
  const [picked, setPicked] = useState<number | null>(null);
  const batchId = picked !== null && ofType.some((b) => b.id === picked) ? picked : (ofType[0]?.id ?? null);
  const stats = useApiQuery(
    getCropMonitorStats,
    { batchId: batchId!, areaId: selected?.areaId },
    { enabled: batchId !== null && selected !== null },
  );
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy: 'crop',
    basemap: 'offline',
    switched: [],
  });
  return (
    <GisFrame
      meta={meta}
      toolbar={
        types.length > 0 ? (
          <Segmented
            size="small"
            value={current ?? undefined}
            onChange={(v) => setType(Number(v))}
            options={types.map((t) => ({ value: t.id, label: t.label }))}
            aria-label="监测类型"
          />
        ) : null
      }
      map={<AreaMap layers={layers} />}
      side={
        <>
          <BatchPanel
            title="历史监测批次"
            batches={{ ...batches, data: batches.data && ofType }}
            activeId={batchId}
            onSelect={setPicked}
          />
          <Panel title={current === 2 ? '产量预测' : '种植分布'}>
            <DataState query={stats} isEmpty={(d) => d.rows.length === 0} emptyText="暂无监测结果">
              {(d) => (
                <div className="gis-stat-list" data-testid="crop-stats">
                  <div className="gis-stat-row">
                    <strong>
                      {d.year}年 {d.cropName ?? '全部作物'}
                    </strong>
                  </div>
                  {d.rows.map((r) => (
                    <div key={r.areaId} className="gis-stat-row">
                      <span>{r.areaName}</span>
                      <span>
                        {current === 2
                          ? `${(r.expectedOutputKg / 1000).toLocaleString('zh-CN', { maximumFractionDigits: 1 })} 吨`
                          : muText(r.plantAreaMu)}
                      </span>
                    </div>
                  ))}
                </div>
              )}
            </DataState>
          </Panel>
          <MultispectralPanel areaId={selected?.areaId} />
        </>
      }
    />
  );
}

/** The crop-condition monitoring page (/multispectral). */
export default function MonitorPage(props: PageProps) {
  return <CropMonitor {...props} />;
}
