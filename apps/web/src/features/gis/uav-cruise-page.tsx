import { getUavPatrols } from '@fengshou/core/contract';
import { Select, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import {
  AreaMap,
  batchFindingsLayer,
  type GeoJsonLike,
  imageryLayer,
  type MapLayerDef,
  muText,
  useBatchImagery,
} from '../../map';
import { DataState } from '../../ui/data-state';
import { EChart } from '../../ui/echart';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { GisFrame } from './gis-frame';
import { PATROL_KIND_LABELS, patrolMonthsOption, patrolSummary } from './uav-rules';

/**
 * 无人机巡田: the drone sorties flown over the area in a year (change-detection batches of monitoring type
 * 无人机, each over one village): where they flew, the orthophoto each took, what they found and how much of
 * it is still in review — per sortie, per town and per month. A sortie's outline, image and findings are
 * drawn on the map.
 */
export default function UavCruisePage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [year, setYear] = useState<number>();
  const [picked, setPicked] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new area starts from its latest year
  useEffect(() => {
    setYear(undefined);
    setPicked(null);
  }, [selected?.areaId]);
  const q = useApiQuery(getUavPatrols, { areaId: selected?.areaId, year }, { enabled: selected !== null });
  const patrols = q.data?.patrols ?? [];
  const patrol = patrols.find((p) => p.batchId === picked) ?? patrols[0];
  const batchId = patrol?.batchId;
  const imagery = useBatchImagery(batchId);
  const after =
    imagery.data?.batchId === batchId ? imagery.data?.phases.find((p) => p.phase === 'after') : undefined;
  const layers = useMemo(() => {
    const out: MapLayerDef[] = [];
    if (batchId !== undefined && after?.sourceType && after.minZoom != null && after.maxZoom != null)
      out.push(
        imageryLayer({
          batchId,
          phase: 'after',
          minZoom: after.minZoom,
          maxZoom: after.maxZoom,
          attribution: after.attribution,
          revision: after.updateTime,
        }),
      );
    if (batchId !== undefined) out.push(batchFindingsLayer({ batchId }));
    return out;
  }, [batchId, after]);
  const summary = useMemo(() => patrolSummary(patrols), [patrols]);
  const months = useMemo(() => (q.data ? patrolMonthsOption(q.data.months) : null), [q.data]);
  return (
    <GisFrame
      meta={meta}
      toolbar={
        q.data && q.data.years.length > 0 ? (
          <Select
            size="small"
            style={{ width: 110 }}
            aria-label="巡田年度"
            value={q.data.year}
            onChange={(v: number) => {
              setYear(v);
              setPicked(null);
            }}
            options={q.data.years.map((y) => ({ value: y, label: `${y}年` }))}
          />
        ) : null
      }
      map={
        <AreaMap
          layers={layers}
          focus={(patrol?.coverage as GeoJsonLike | null) ?? null}
          highlight={(patrol?.coverage as GeoJsonLike | null) ?? null}
        >
          {patrol ? (
            <div className="gis-draw-result" data-testid="uav-sortie">
              <div>
                <strong>{patrol.batchName}</strong>
              </div>
              <div>
                航拍 {patrol.imageDate} · 对比影像 {patrol.compareImageDate ?? '—'}
              </div>
              <div>
                覆盖 {muText(patrol.coveredMu)} · 发现图斑 {patrol.findingCount} 处
              </div>
              {after?.minZoom != null && (
                <div className="gis-batch-meta">正射影像放大至 {after.minZoom} 级显示</div>
              )}
            </div>
          ) : null}
        </AreaMap>
      }
      side={
        <DataState
          query={q}
          isEmpty={(d) => d.years.length === 0}
          emptyText="该区域暂无无人机巡田记录，可在数据导入的遥感监测批次中按监测方式“无人机”导入"
        >
          {(d) => (
            <>
              <Panel title={`${d.year}年巡田概况`}>
                <div className="gis-stat-list" data-testid="uav-summary">
                  <div className="gis-stat-row">
                    <span>巡田架次</span>
                    <strong>{summary.sorties} 架次</strong>
                  </div>
                  <div className="gis-stat-row">
                    <span>巡查村（居）</span>
                    <span>
                      {summary.villages} 个 · {muText(summary.coveredMu)}
                    </span>
                  </div>
                  <div className="gis-stat-row">
                    <span>发现图斑</span>
                    <span>
                      {summary.findings} 处 · {muText(summary.findingMu)}
                    </span>
                  </div>
                  <div className="gis-stat-row">
                    <span>仍在核查处置</span>
                    <span>{summary.open} 处</span>
                  </div>
                  <div className="gis-stat-row">
                    <span>有发现的架次</span>
                    <span>{summary.hitRate === null ? '--' : `${summary.hitRate}%`}</span>
                  </div>
                </div>
              </Panel>
              <Panel title="巡田架次">
                <div className="gis-stat-list gis-scroll" data-testid="uav-patrols">
                  {d.patrols.map((p) => (
                    // biome-ignore lint/a11y/useSemanticElements: a card with several lines, not a plain button
                    <div
                      key={p.batchId}
                      role="button"
                      tabIndex={0}
                      aria-pressed={p.batchId === batchId}
                      className={`gis-batch${p.batchId === batchId ? ' is-active' : ''}`}
                      onClick={() => setPicked(p.batchId)}
                      onKeyDown={(e) => e.key === 'Enter' && setPicked(p.batchId)}
                    >
                      <div className="gis-batch-name">
                        {p.imageDate} {p.townName ?? ''}
                        {p.areaName}
                      </div>
                      <div className="gis-batch-meta">
                        {PATROL_KIND_LABELS[p.batchType] ?? '变化巡查'} · 覆盖 {muText(p.coveredMu)} ·{' '}
                        {p.imagerySource === 'template'
                          ? '航拍影像服务'
                          : p.imagerySource
                            ? '合成影像'
                            : '未配置影像'}
                      </div>
                      <div className="gis-batch-meta">
                        {p.findingCount
                          ? `发现 ${p.findingCount} 处 · ${muText(p.findingAreaMu)}`
                          : '未发现异常'}
                        {p.openCount > 0 && (
                          <Tag color="orange" style={{ marginLeft: 6 }}>
                            待处置 {p.openCount}
                          </Tag>
                        )}
                      </div>
                    </div>
                  ))}
                </div>
              </Panel>
              <Panel title="各镇巡田">
                <div className="gis-stat-list" data-testid="uav-towns">
                  {d.towns.map((t) => (
                    <div key={t.areaId} className="gis-stat-row">
                      <span>{t.areaName}</span>
                      <span>
                        {t.patrolCount} 架次 · 发现 {t.findingCount} 处 · 最近 {t.lastDate.slice(5)}
                      </span>
                    </div>
                  ))}
                </div>
              </Panel>
              <Panel title="月度巡田与发现">
                <div className="gis-chart-box">
                  {months && <EChart option={months} label="月度巡田架次与发现图斑" />}
                </div>
              </Panel>
            </>
          )}
        </DataState>
      }
    />
  );
}
