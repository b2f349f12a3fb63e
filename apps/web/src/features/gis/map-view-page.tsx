import { Button, Segmented, Select, Slider, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { usePortal } from '../../api/portal-context';
import { useCurrentArea } from '../../area/use-current-area';
import { AreaMap, BASEMAP_LABELS, type BasemapId, crsOf, type MapViewState } from '../../map';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { GisFrame } from './gis-frame';
import { useMapLayers } from './use-map-layers';

const MODES = {
  flat: { label: '二维', pitch: 0 },
  tilted: { label: '三维', pitch: 55 },
} as const;
type Mode = keyof typeof MODES;

// The Tianditu basemaps and the configured service (archiveGisServerConfig) each one needs.
const SERVICE_OF: Partial<Record<BasemapId, string>> = { 'tdt-vec': 'vector', 'tdt-img': 'image' };

/**
 * 地图视图 (/demo/map-view): the map's view modes over the selected area — flat or tilted (parcels by land
 * type, raised by their area in 3D), rotated, on the offline basemap or one of the subject's configured services — with the
 * choice whether the view follows the area as the user drills, and a readout of the view as it moves.
 */
export default function MapViewPage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const { gisServers } = usePortal();
  const [mode, setMode] = useState<Mode>('tilted');
  const [bearing, setBearing] = useState(-20);
  const [follow, setFollow] = useState(true);
  const [basemap, setBasemap] = useState<BasemapId>('offline');
  const [view, setView] = useState<MapViewState | null>(null);
  const configured = useMemo(
    () =>
      (Object.keys(BASEMAP_LABELS) as BasemapId[]).filter(
        (b) => b === 'offline' || gisServers.some((s) => s.serverCategory === SERVICE_OF[b]),
      ),
    [gisServers],
  );
  const tilted = mode === 'tilted';
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy: 'landType',
    basemap,
    switched: ['farm'],
    parcels: { extrude: tilted },
  });
  const service = gisServers.find((s) => s.serverCategory === SERVICE_OF[basemap]);
  return (
    <GisFrame
      meta={meta}
      toolbar={
        <>
          <Segmented
            size="small"
            value={mode}
            onChange={(v) => setMode(v as Mode)}
            options={(Object.keys(MODES) as Mode[]).map((k) => ({ value: k, label: MODES[k].label }))}
            aria-label="视图模式"
          />
          <Select
            size="small"
            style={{ width: 130 }}
            value={basemap}
            onChange={setBasemap}
            aria-label="底图"
            options={configured.map((b) => ({ value: b, label: BASEMAP_LABELS[b] }))}
          />
        </>
      }
      map={
        <AreaMap
          layers={layers}
          basemap={basemap}
          extrude={tilted}
          pitch={MODES[mode].pitch}
          bearing={bearing}
          follow={follow}
          onView={setView}
        />
      }
      side={
        <Panel title="视图状态">
          <div className="gis-form">
            <div className="gis-form-row is-stacked">
              <span>旋转角 {bearing}°</span>
              <Slider
                min={-180}
                max={180}
                step={5}
                value={bearing}
                onChange={setBearing}
                aria-label="旋转角"
              />
            </div>
            <div className="gis-form-row">
              <Button size="small" onClick={() => setBearing(0)}>
                正北朝上
              </Button>
              <span>
                跟随区域 <Switch size="small" checked={follow} onChange={setFollow} aria-label="跟随区域" />
              </span>
            </div>
            <p className="gis-form-note">
              {follow
                ? '切换区域（点击下级区域或面包屑）时，视图自动缩放到该区域。'
                : '视图保持在当前位置，切换区域只更换图层数据。'}
            </p>
            <dl className="gis-view-readout" aria-label="当前视图">
              <dt>视图模式</dt>
              <dd>{tilted ? '三维（地块按面积拉伸，按地块类型着色）' : '二维（按地块类型着色）'}</dd>
              <dt>中心点</dt>
              <dd>{view ? `${view.center[0].toFixed(5)}, ${view.center[1].toFixed(5)}` : '--'}</dd>
              <dt>缩放级别</dt>
              <dd>{view ? view.zoom.toFixed(2) : '--'}</dd>
              <dt>倾角</dt>
              <dd>{view ? `${view.pitch.toFixed(0)}°` : '--'}</dd>
              <dt>旋转角</dt>
              <dd>{view ? `${view.bearing.toFixed(0)}°` : '--'}</dd>
              <dt>底图</dt>
              <dd>{BASEMAP_LABELS[basemap]}</dd>
              <dt>坐标系</dt>
              <dd>{crsOf(basemap) === 'GCJ02' ? 'GCJ-02（高德）' : 'WGS84 / CGCS2000'}</dd>
              <dt>服务地址</dt>
              <dd>
                {service ? service.serverUrl.replace('{tdtToken}', '***') : '本地离线底图（无需互联网）'}
              </dd>
            </dl>
            <p className="gis-form-note">
              可选底图为离线底图与本单位已配置的地图服务（共{configured.length}种）。
            </p>
          </div>
        </Panel>
      }
    />
  );
}
