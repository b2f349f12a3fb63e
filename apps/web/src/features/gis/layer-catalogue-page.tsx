import { Select, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentArea } from '../../area/use-current-area';
import {
  AreaMap,
  type BasemapId,
  type LegendItem,
  type ParcelColorBy,
  parcelLegend,
  parcelsLayer,
  SWITCHABLE_LAYER_KEYS,
  SWITCHABLE_LAYERS,
  type SwitchableLayerKey,
} from '../../map';
import { Panel } from '../../ui/panel';
import type { PageProps } from '../../ui/route-meta';
import { GisFrame } from './gis-frame';
import { BasemapSelect, COLOR_BY_OPTIONS } from './layer-controls';
import { useCropColors, useMapLayers } from './use-map-layers';

/** What each layer of the registry draws and where its features come from. */
const ABOUT: Record<SwitchableLayerKey | 'parcels', { about: string; source: string }> = {
  parcels: {
    about:
      '农用地地块，12级起逐块显示，较小比例尺下为村、镇汇总（按面积深浅）；点击地块查看地块卡片与种植历史',
    source: '矢量瓦片 /tiles/parcels（按辖区裁切）',
  },
  farm: {
    about: '经营主体的农场与基地，按位置聚合；点击聚合点放大，点击基地查看主体卡片',
    source: 'gisdata/map/points（经营主体）',
  },
  iot: {
    about: '气象站、墒情、水质等物联网设备，在线与离线分色',
    source: 'gisdata/map/points（物联网设备）',
  },
  camera: { about: '基地监控摄像头，点击查看实时画面入口', source: 'gisdata/map/points（摄像头）' },
  pest: { about: '虫情测报灯、性诱设备，点击查看近期虫情', source: 'gisdata/map/points（虫情设备）' },
};

function Swatches({ items }: { items: readonly LegendItem[] }) {
  return (
    <div className="gis-layer-swatches">
      {items.slice(0, 12).map((i) => (
        <span key={i.label}>
          <span className="gis-layer-swatch" style={{ background: i.color }} />
          {i.label}
        </span>
      ))}
      {items.length > 12 ? <span>等{items.length}类</span> : null}
    </div>
  );
}

function Entry(props: {
  name: string;
  about: { about: string; source: string };
  legend: readonly LegendItem[];
  on: boolean;
  onChange: (on: boolean) => void;
  extra?: React.ReactNode;
}) {
  return (
    <div className={`gis-layer-entry${props.on ? ' is-on' : ''}`} data-layer-name={props.name}>
      <div className="gis-layer-entry-head">
        <span>{props.name}</span>
        <Switch size="small" checked={props.on} onChange={props.onChange} aria-label={props.name} />
      </div>
      {props.extra}
      <div className="gis-form-note">{props.about.about}</div>
      <div className="gis-form-note">数据：{props.about.source}</div>
      <Swatches items={props.legend} />
    </div>
  );
}

/**
 * 地图演示 (/demo-map): the catalogue of the map's layer registry (map/layers): every layer with what it
 * draws, where its data comes from and its legend, each switched on and off over the selected area.
 */
export default function LayerCataloguePage({ meta }: PageProps) {
  const { selected } = useCurrentArea();
  const [parcelsOn, setParcelsOn] = useState(true);
  const [colorBy, setColorBy] = useState<ParcelColorBy>('dlbm');
  const [switched, setSwitched] = useState<SwitchableLayerKey[]>(['farm', 'iot']);
  const [basemap, setBasemap] = useState<BasemapId>('offline');
  const crops = useCropColors(colorBy === 'crop');
  const layers = useMapLayers({
    areaId: selected?.areaId,
    colorBy,
    basemap,
    switched,
    parcels: parcelsOn ? {} : null,
  });
  const legends = useMemo(() => {
    const parcels =
      colorBy === 'crop'
        ? parcelLegend(
            'crop',
            (crops.data ?? []).filter((c) => c.cropGroup <= 4),
          )
        : (parcelsLayer({ colorBy }).legend ?? []);
    const points = Object.fromEntries(
      SWITCHABLE_LAYER_KEYS.map((k) => [k, SWITCHABLE_LAYERS[k].build().legend ?? []]),
    ) as Record<SwitchableLayerKey, LegendItem[]>;
    return { parcels, points };
  }, [colorBy, crops.data]);
  const toggle = (k: SwitchableLayerKey, on: boolean) =>
    setSwitched((cur) => (on ? [...cur.filter((x) => x !== k), k] : cur.filter((x) => x !== k)));
  return (
    <GisFrame
      meta={meta}
      toolbar={<BasemapSelect value={basemap} onChange={setBasemap} />}
      map={<AreaMap layers={layers} basemap={basemap} />}
      side={
        <Panel title="图层目录" extra={<span>{layers.length} 个图层已开启</span>}>
          <div className="gis-form">
            <Entry
              name="地块"
              about={ABOUT.parcels}
              legend={legends.parcels}
              on={parcelsOn}
              onChange={setParcelsOn}
              extra={
                <Select
                  size="small"
                  value={colorBy}
                  onChange={setColorBy}
                  options={COLOR_BY_OPTIONS.map((o) => ({ ...o, label: `按${o.label}着色` }))}
                  aria-label="地块着色"
                />
              }
            />
            {SWITCHABLE_LAYER_KEYS.map((k) => (
              <Entry
                key={k}
                name={SWITCHABLE_LAYERS[k].label}
                about={ABOUT[k]}
                legend={legends.points[k]}
                on={switched.includes(k)}
                onChange={(on) => toggle(k, on)}
              />
            ))}
          </div>
        </Panel>
      }
    />
  );
}
