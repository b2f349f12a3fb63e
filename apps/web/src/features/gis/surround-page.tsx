import { PROCESS_STATUS_LABELS, type ProcessStatus } from '@fengshou/core';
import { analyseSurroundings, listMapPoints } from '@fengshou/core/contract';
import { Segmented, Select } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorText, useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, type GeoJsonLike, muText } from '../../map';
import { useReviewHref } from '../../review/review-links';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { GisFrame } from './gis-frame';
import { distanceText, RADIUS_OPTIONS_M, radiusText } from './surround-rules';
import { useMapLayers } from './use-map-layers';

type Centre = { lng: number; lat: number; label: string };

/**
 * 周边环境: what lies around a chosen place — a farm picked from the list or any point clicked on the map —
 * within a radius: the land by use class (roads and water included), the farms nearest first, devices and
 * cameras, and the farmland-control cases touching the circle. The server measures on the ellipsoid.
 */
export default function SurroundPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const href = useReviewHref();
  const [radiusM, setRadiusM] = useState<number>(1000);
  const [centre, setCentre] = useState<Centre | null>(null);
  const farms = useApiQuery(
    listMapPoints,
    { kind: 'farm', areaId: selected?.areaId },
    { enabled: selected !== null },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new area starts again from its first farm
  useEffect(() => setCentre(null), [selected?.areaId]);
  const first = farms.data?.[0];
  const at = centre ?? (first ? { lng: first.lng, lat: first.lat, label: first.name } : null);
  const q = useApiQuery(
    analyseSurroundings,
    { areaId: selected?.areaId, lng: at?.lng ?? 0, lat: at?.lat ?? 0, radiusM },
    { enabled: selected !== null && at !== null },
  );
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy: 'dlbm',
    basemap: 'offline',
    switched: ['farm', 'iot', 'camera'],
  });
  const r = q.data;
  const place = r ? [r.place.townName, r.place.villageName].filter(Boolean).join(' · ') : '';
  return (
    <GisFrame
      meta={meta}
      toolbar={
        <>
          <Select
            size="small"
            showSearch
            optionFilterProp="label"
            style={{ width: 220 }}
            placeholder="选择经营主体为中心"
            aria-label="中心经营主体"
            value={centre ? null : (first?.id ?? null)}
            onChange={(id: number) => {
              const f = farms.data?.find((x) => x.id === id);
              if (f) setCentre({ lng: f.lng, lat: f.lat, label: f.name });
            }}
            options={(farms.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
          />
          <Segmented
            size="small"
            aria-label="分析半径"
            value={radiusM}
            onChange={(v) => setRadiusM(Number(v))}
            options={RADIUS_OPTIONS_M.map((m) => ({ value: m, label: radiusText(m) }))}
          />
        </>
      }
      map={
        <AreaMap
          layers={layers}
          highlight={(r?.circle as GeoJsonLike | undefined) ?? null}
          focus={(r?.circle as GeoJsonLike | undefined) ?? null}
          onPick={([lng, lat]) => setCentre({ lng, lat, label: `${lng.toFixed(5)}, ${lat.toFixed(5)}` })}
        />
      }
      side={
        <>
          <Panel title="缓冲区分析">
            <div className="gis-stat-list" data-testid="surround-centre">
              <div className="gis-stat-row">
                <span>中心</span>
                <strong>{at?.label ?? '在地图上单击选择中心点'}</strong>
              </div>
              {place && (
                <div className="gis-stat-row">
                  <span>所在村镇</span>
                  <span>{place}</span>
                </div>
              )}
              <div className="gis-stat-row">
                <span>半径 {radiusText(radiusM)}</span>
                <span>{r ? `范围 ${muText(r.circleMu)}` : ''}</span>
              </div>
              {q.isError && <div className="gis-map-card-error">{errorText(q.error)}</div>}
              <div className="gis-batch-meta">单击地图任意位置可重新选择中心点</div>
            </div>
          </Panel>
          {r && (
            <>
              <Panel title="周边地类">
                <div className="gis-stat-list" data-testid="surround-land">
                  {r.landClasses.length === 0 && <div>范围内没有地块</div>}
                  {r.landClasses.map((c) => (
                    <div key={c.dlbmClass} className="gis-stat-row">
                      <span>{c.label}</span>
                      <span>
                        {c.count} 块 · {muText(c.areaMu)}
                      </span>
                    </div>
                  ))}
                </div>
              </Panel>
              <Panel title={`周边经营主体（${r.farmCount}家）`}>
                <div className="gis-stat-list" data-testid="surround-farms">
                  {r.farms.map((f) => (
                    <div key={f.id} className="gis-stat-row">
                      <Link to={`/farmdetail/${f.id}`}>{f.farmName}</Link>
                      <span>{distanceText(f.distanceM)}</span>
                    </div>
                  ))}
                  <div className="gis-stat-row">
                    <span>物联网设备 / 在线</span>
                    <span>
                      {r.devices.iot} / {r.devices.iotOnline} 台
                    </span>
                  </div>
                  <div className="gis-stat-row">
                    <span>摄像头 · 虫情设备</span>
                    <span>
                      {r.devices.cameras} 路 · {r.devices.pest} 台
                    </span>
                  </div>
                </div>
              </Panel>
              <Panel title={`周边图斑（${r.caseCount}处，待处置${r.openCaseCount}处）`}>
                <div className="gis-stat-list" data-testid="surround-cases">
                  {r.caseCount === 0 && <div>范围内没有非农化或耕地异常图斑</div>}
                  {r.cases.map((c) => (
                    <div key={`${c.kind}${c.id}`} className="gis-stat-row">
                      <Link
                        to={href(
                          c.kind === 'occupation'
                            ? `/land-control/occupation/${encodeURIComponent(c.code)}`
                            : `/land-control/abnormal/${c.id}`,
                        )}
                      >
                        {c.typeLabel} {muText(c.areaMu)}
                      </Link>
                      <span>
                        {PROCESS_STATUS_LABELS[c.status as ProcessStatus] ?? c.status} ·{' '}
                        {distanceText(c.distanceM)}
                      </span>
                    </div>
                  ))}
                </div>
              </Panel>
            </>
          )}
        </>
      }
    />
  );
}
