import { Segmented, Slider } from 'antd';
import { useMemo, useState } from 'react';
import { useAreaOutline } from '../../area/area-queries';
import { useCurrentArea } from '../../area/use-current-area';
import {
  AreaMap,
  type BasemapId,
  type GeoJsonLike,
  type MapLayerDef,
  maskGeometry,
  maskLayer,
  type SwitchableLayerKey,
  useChildShapes,
  zonesLayer,
} from '../../map';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { GisFrame } from './gis-frame';
import { BasemapSelect, LayerToggles, ParcelToggle } from './layer-controls';
import { useMapLayers } from './use-map-layers';

const TONES = {
  dark: { label: '深色', color: '#06101f', edge: '#46b4ff' },
  light: { label: '浅色', color: '#f4f6f9', edge: '#d4380d' },
} as const;
type Tone = keyof typeof TONES;

/** The area's bounding box widened by half on each side: the view shows the dimmed surroundings too. */
function surroundings(geometry: unknown): GeoJsonLike | null {
  const ring = (maskGeometry(geometry) as { geometry: { coordinates: number[][][] } }).geometry.coordinates;
  const points = ring.slice(1).flat();
  if (points.length === 0) return null;
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [dx, dy] = [(x1 - x0) / 2, (y1 - y0) / 2];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x0 - dx, y0 - dy],
        [x1 + dx, y0 - dy],
        [x1 + dx, y1 + dy],
        [x0 - dx, y1 + dy],
        [x0 - dx, y0 - dy],
      ],
    ],
  };
}

/** The neighbours of the area (its parent's other children), drawn under the mask so its dimming shows. */
function useNeighbours(parentId: number | undefined, areaId: number | undefined): MapLayerDef | null {
  const siblings = useChildShapes(parentId ?? 0, parentId !== undefined);
  return useMemo(() => {
    const others = (siblings.data?.children ?? []).filter((c) => c.areaId !== areaId && c.geometry);
    if (others.length === 0) return null;
    return zonesLayer({
      id: 'neighbours',
      title: '周边区域',
      opacity: 0.85,
      data: {
        type: 'FeatureCollection',
        features: others.map((c) => ({
          type: 'Feature',
          properties: { name: c.areaName, color: '#b8c9dc' },
          geometry: c.geometry,
        })),
      },
      legend: [{ label: `周边区域（${others.length}个）`, color: '#b8c9dc' }],
    });
  }, [siblings.data, areaId]);
}

/**
 * 图层蒙版 (/mengceng): the selected area left clear and everything outside it — its neighbours, the basemap —
 * covered by a mask of a chosen tone and strength, so the layers inside (parcels by land type, farms,
 * devices) stand out; the mask follows the area as the user drills.
 */
export default function MaskPage({ meta }: PageProps) {
  const { selected, trail, chain } = useCurrentArea();
  const outline = useAreaOutline(selected?.areaId, selected?.level);
  const [opacity, setOpacity] = useState(60);
  const [tone, setTone] = useState<Tone>('dark');
  const [showParcels, setShowParcels] = useState(true);
  const [switched, setSwitched] = useState<SwitchableLayerKey[]>(['farm']);
  const [basemap, setBasemap] = useState<BasemapId>('offline');
  const parent = trail.length > 1 ? trail[trail.length - 2] : chain[chain.length - 2];
  const neighbours = useNeighbours(parent?.areaId, selected?.areaId);
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy: 'landType',
    basemap,
    switched,
    parcels: showParcels ? {} : null,
  });
  const geometry = outline.data?.geometry;
  const focus = useMemo(() => surroundings(geometry), [geometry]);
  const all = useMemo(() => {
    const mask = geometry
      ? maskLayer({
          id: 'mask',
          geometry,
          opacity: opacity / 100,
          color: TONES[tone].color,
          edge: TONES[tone].edge,
        })
      : null;
    return [...(neighbours ? [neighbours] : []), ...layers, ...(mask ? [mask] : [])];
  }, [neighbours, layers, geometry, opacity, tone]);
  return (
    <GisFrame
      meta={meta}
      toolbar={<BasemapSelect value={basemap} onChange={setBasemap} />}
      map={
        <AreaMap layers={all} basemap={basemap} focus={focus}>
          <div className="gis-map-toggles">
            <ParcelToggle value={showParcels} onChange={setShowParcels} />
            <LayerToggles value={switched} onChange={setSwitched} />
          </div>
        </AreaMap>
      }
      side={
        <Panel title="蒙版设置">
          <div className="gis-form">
            <div className="gis-form-row">
              <span>蒙版范围</span>
              <strong>{selected?.areaName ?? '--'}</strong>
            </div>
            <div className="gis-form-row">
              <span>{geometry ? '区域外已遮盖' : '该区域暂无边界，无法遮盖'}</span>
            </div>
            <div className="gis-form-row is-stacked">
              <span>遮盖浓度 {opacity}%</span>
              <Slider
                min={20}
                max={100}
                step={5}
                value={opacity}
                onChange={setOpacity}
                aria-label="遮盖浓度"
              />
            </div>
            <div className="gis-form-row">
              <span>蒙版色调</span>
              <Segmented
                size="small"
                value={tone}
                onChange={(v) => setTone(v as Tone)}
                options={(Object.keys(TONES) as Tone[]).map((k) => ({ value: k, label: TONES[k].label }))}
              />
            </div>
            <p className="gis-form-note">
              蒙版随区域切换：点击地图上的下级区域或面包屑，蒙版即移到该区域；区域内的地块（按地块类型着色）与所选图层不受遮盖。
            </p>
          </div>
        </Panel>
      }
    />
  );
}
