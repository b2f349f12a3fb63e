import { getViewObjects, VIEW_OBJECTS_SPAN_MAX_DEG } from '@fengshou/core/contract';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, EXTRUDE_METRES_PER_MU, type MapViewState, muText, PARCEL_MIN_ZOOM } from '../../map';
import { DataState } from '../../ui/data-state';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { CAMERA_PRESETS, type CameraPreset, heightText, roundedBox, turn } from './gis-3d-rules';
import { GisFrame } from './gis-frame';
import { useMapLayers } from './use-map-layers';

/**
 * 三维实景: the area as blocks standing on the map — each parcel raised by its area (from zoom 12), villages
 * and towns by the area of their parcels below that — seen from a chosen camera (鸟瞰, 斜视, 低空) and
 * turned in steps; beside it the height scale of what is raised and the objects of the current view (the
 * tallest blocks, the villages, farms and devices in it), asked of the server for the view's box.
 */
export default function Gis3dPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [preset, setPreset] = useState<CameraPreset>('oblique');
  const [bearing, setBearing] = useState(-20);
  const [view, setView] = useState<MapViewState | null>(null);
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy: 'crop',
    basemap: 'offline',
    switched: ['farm'],
    parcels: { extrude: true },
  });
  const box = view ? roundedBox(view.bounds) : null;
  const tooWide =
    box !== null &&
    (box[2] - box[0] > VIEW_OBJECTS_SPAN_MAX_DEG || box[3] - box[1] > VIEW_OBJECTS_SPAN_MAX_DEG);
  const objects = useApiQuery(
    getViewObjects,
    { areaId: selected?.areaId, bbox: box ?? [0, 0, 0, 0] },
    { enabled: selected !== null && box !== null && !tooWide, placeholderData: (prev) => prev },
  );
  const parcelsShown = (view?.zoom ?? 0) >= PARCEL_MIN_ZOOM;
  return (
    <GisFrame
      meta={meta}
      toolbar={
        <>
          <Segmented
            size="small"
            aria-label="相机视角"
            value={preset}
            onChange={(v) => setPreset(v as CameraPreset)}
            options={Object.entries(CAMERA_PRESETS).map(([k, p]) => ({ value: k, label: p.label }))}
          />
          <Button size="small" onClick={() => setBearing((b) => turn(b, -45))} aria-label="向左旋转45度">
            ⟲ 左转
          </Button>
          <Button size="small" onClick={() => setBearing((b) => turn(b, 45))} aria-label="向右旋转45度">
            右转 ⟳
          </Button>
          <Button size="small" onClick={() => setBearing(0)}>
            正北
          </Button>
        </>
      }
      map={
        <AreaMap
          layers={layers}
          extrude
          pitch={CAMERA_PRESETS[preset].pitch}
          bearing={bearing}
          onView={setView}
        />
      }
      side={
        <>
          <Panel title="拉伸高度">
            <div className="gis-stat-list" data-testid="extrusion-scale">
              <div className={`gis-stat-row${parcelsShown ? ' is-current' : ''}`}>
                <span>地块（{PARCEL_MIN_ZOOM}级及以上）</span>
                <span>每亩 {EXTRUDE_METRES_PER_MU.parcel} 米</span>
              </div>
              <div className={`gis-stat-row${parcelsShown ? '' : ' is-current'}`}>
                <span>村级汇总块</span>
                <span>每亩 {EXTRUDE_METRES_PER_MU.village} 米</span>
              </div>
              <div className={`gis-stat-row${parcelsShown ? '' : ' is-current'}`}>
                <span>镇级汇总块</span>
                <span>每亩 {EXTRUDE_METRES_PER_MU.town} 米</span>
              </div>
              <div className="gis-batch-meta">
                当前 {view ? `${view.zoom.toFixed(1)} 级` : '--'}：
                {parcelsShown
                  ? '按地块面积拉伸，颜色为种植作物'
                  : '按村镇地块总面积拉伸，放大至 12 级显示地块'}
              </div>
            </div>
          </Panel>
          <Panel title="视野内对象">
            {tooWide ? (
              <div className="gis-stat-list">视野过大，请放大地图查看视野内对象</div>
            ) : (
              <DataState query={objects} isEmpty={(d) => d.parcelCount === 0 && d.farmCount === 0}>
                {(d) => (
                  <div className="gis-stat-list" data-testid="view-objects">
                    <div className="gis-stat-row">
                      <span>地块拉伸体</span>
                      <span>
                        {d.parcelCount.toLocaleString('zh-CN')} 块 · {muText(d.parcelAreaMu)}
                      </span>
                    </div>
                    <div className="gis-stat-row">
                      <span>经营主体 · 物联网设备 · 摄像头</span>
                      <span>
                        {d.farmCount} · {d.iotCount} · {d.cameraCount}
                      </span>
                    </div>
                    <div className="gis-stat-row">
                      <strong>最高的地块</strong>
                    </div>
                    {d.tallest.map((p) => (
                      <div key={p.dkid} className="gis-stat-row" title={p.dkid}>
                        <span>
                          {p.villageName.replace(/村(民)?委员?会$/, '村')} {p.landName ?? p.dkid}（
                          {p.dlbmName}）
                        </span>
                        <span>
                          {muText(p.areaMu)} · 高 {heightText(p.areaMu * EXTRUDE_METRES_PER_MU.parcel)}
                        </span>
                      </div>
                    ))}
                    <div className="gis-stat-row">
                      <strong>视野内村级汇总块</strong>
                    </div>
                    {d.villages.map((v) => (
                      <div key={v.areaId} className="gis-stat-row">
                        <span>{v.areaName}</span>
                        <span>
                          {muText(v.parcelAreaMu)} · 高{' '}
                          {heightText(v.parcelAreaMu * EXTRUDE_METRES_PER_MU.village)}
                        </span>
                      </div>
                    ))}
                  </div>
                )}
              </DataState>
            )}
          </Panel>
        </>
      }
    />
  );
}
