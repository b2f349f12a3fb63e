import { analyseDrawnArea } from '@fengshou/core/contract';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { errorText, useApiMutation } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, type GeoJsonLike, muText } from '../../map';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { GisFrame } from './gis-frame';
import { useMapLayers } from './use-map-layers';

type Mode = 'polygon' | 'line';
type Drawn = { type: 'Polygon' | 'LineString'; coordinates: unknown };

const num = (n: number, d = 2) => n.toLocaleString('zh-CN', { maximumFractionDigits: d });

/**
 * 区域绘制分析: draw a polygon (area in 亩/分/m², perimeter) or a line (length); the server measures on the
 * ellipsoid and lists the parcels, DLBM classes and crops inside (or crossed).
 */
export default function DrawAnalysisPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [mode, setMode] = useState<Mode>('polygon');
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const analysis = useApiMutation(analyseDrawnArea, {
    body: (geometry: Drawn) => ({ geometry: geometry as never }),
  });
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy: 'dlbm',
    basemap: 'offline',
    switched: [],
  });
  const onDraw = (g: Drawn) => {
    setDrawn(g);
    analysis.mutate(g);
  };
  const r = analysis.data;
  return (
    <GisFrame
      meta={meta}
      toolbar={
        <>
          <Segmented
            size="small"
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            options={[
              { value: 'polygon', label: '绘制面（测面积）' },
              { value: 'line', label: '绘制线（测距离）' },
            ]}
          />
          <Button
            size="small"
            onClick={() => {
              setDrawn(null);
              analysis.reset();
            }}
          >
            清除
          </Button>
        </>
      }
      map={
        <AreaMap layers={layers} draw={mode} onDraw={onDraw} highlight={drawn as GeoJsonLike | null}>
          {r && (
            <div className="gis-draw-result" data-testid="draw-result">
              {drawn?.type === 'Polygon' ? (
                <>
                  <div>
                    面积 <strong>{num(r.areaMu)} 亩</strong>
                  </div>
                  <div>
                    {num(r.areaFen)} 分 · {num(r.areaM2, 0)} 平方米
                  </div>
                  <div>周长 {num(r.lengthM, 1)} 米</div>
                </>
              ) : (
                <div>
                  长度 <strong>{num(r.lengthM, 1)} 米</strong>
                </div>
              )}
            </div>
          )}
        </AreaMap>
      }
      side={
        <>
          <Panel title="分析结果">
            {analysis.isError ? (
              <div className="gis-map-card-error">{errorText(analysis.error)}</div>
            ) : !r ? (
              <div className="gis-stat-list">在地图上单击添加节点，双击结束绘制。</div>
            ) : (
              <div className="gis-stat-list" data-testid="draw-stats">
                <div className="gis-stat-row">
                  <span>{drawn?.type === 'Polygon' ? '区域内地块' : '穿越地块'}</span>
                  <span>
                    {r.parcelCount} 块 · {muText(r.parcelAreaMu)}
                  </span>
                </div>
                {r.dlbm.map((d) => (
                  <div key={d.dlbm} className="gis-stat-row">
                    <span>
                      {d.dlbm} {d.dlbmName}
                    </span>
                    <span>
                      {d.count} 块 · {muText(d.areaMu)}
                    </span>
                  </div>
                ))}
              </div>
            )}
          </Panel>
          {r && r.crops.length > 0 && (
            <Panel title="种植作物">
              <div className="gis-stat-list">
                {r.crops.map((c) => (
                  <div key={c.cropName} className="gis-stat-row">
                    <span>{c.cropName}</span>
                    <span>
                      {c.count} 块 · {muText(c.areaMu)}
                    </span>
                  </div>
                ))}
              </div>
            </Panel>
          )}
        </>
      }
    />
  );
}
