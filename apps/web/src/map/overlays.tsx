import { CloseOutlined } from '@ant-design/icons';
import { listMissingSources } from '@fengshou/core/contract';
import { Breadcrumb, Button, ConfigProvider, theme } from 'antd';
import { useApiQuery } from '../api';
import type { AreaRef } from '../area/area-store';
import { MissingHint } from '../ui/missing-hint';
import type { MapFeatureHit, MapLayerDef } from './types';

/** Breadcrumbs from the subject's own area to the shown one; earlier entries go back up. */
export function MapBreadcrumbs({ trail, onSelect }: { trail: AreaRef[]; onSelect?: (a: AreaRef) => void }) {
  if (trail.length === 0) return null;
  return (
    <div className="gis-map-crumbs" data-testid="gis-breadcrumbs">
      <Breadcrumb
        items={trail.map((a, i) => ({
          key: a.areaId,
          title:
            i < trail.length - 1 && onSelect ? (
              <button type="button" className="gis-map-crumb" onClick={() => onSelect(a)}>
                {a.areaName}
              </button>
            ) : (
              <span aria-current="location">{a.areaName}</span>
            ),
        }))}
      />
    </div>
  );
}

/**
 * Legends of the data layers that have one. A layer whose import kind the area holds no record of says so
 * instead: 暂无数据 · 可通过 数据导入 → 农场/基地 补充.
 */
export function MapLegend({ layers, areaId }: { layers: readonly MapLayerDef[]; areaId: number }) {
  const kinds = [...new Set(layers.flatMap((l) => (l.imports ? [l.imports] : [])))];
  const missing = useApiQuery(listMissingSources, { kinds, areaId }, { enabled: kinds.length > 0 });
  const missingOf = (l: MapLayerDef) => missing.data?.filter((m) => m.kind === l.imports) ?? [];
  const shown = layers.filter((l) => (l.legend && l.legend.length > 0) || missingOf(l).length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="gis-map-legend" data-testid="gis-legend">
      {shown.map((l) => {
        const lacks = missingOf(l);
        return (
          <div key={l.id} className="gis-map-legend-group" data-layer={l.id}>
            <div className="gis-map-legend-title">{l.title}</div>
            {lacks.length > 0 ? (
              <div className="gis-map-legend-missing">
                <MissingHint missing={lacks} />
              </div>
            ) : (
              l.legend?.map((item) => (
                <div key={item.label} className="gis-map-legend-item">
                  <span
                    className={`gis-map-swatch is-${item.shape ?? 'fill'}`}
                    style={{ background: item.color, borderColor: item.color }}
                  />
                  {item.label}
                </div>
              ))
            )}
            {l.legendNote && lacks.length === 0 && <div className="gis-map-legend-note">{l.legendNote}</div>}
          </div>
        );
      })}
    </div>
  );
}

/** The side card of a clicked feature, rendered by its layer's Card. */
export function MapCard({
  def,
  hit,
  onClose,
}: {
  def: MapLayerDef;
  hit: MapFeatureHit;
  onClose: () => void;
}) {
  const Card = def.Card;
  if (!Card) return null;
  return (
    // The card is a light sheet on every skin; the dark skin's tokens would draw white text on it.
    <ConfigProvider theme={{ inherit: false, algorithm: theme.defaultAlgorithm }}>
      <aside className="gis-map-card" data-testid="gis-card" aria-label={def.title}>
        <header className="gis-map-card-head">
          <span>{def.title}</span>
          <Button size="small" type="text" icon={<CloseOutlined />} aria-label="关闭" onClick={onClose} />
        </header>
        <div className="gis-map-card-body">
          <Card hit={hit} />
        </div>
      </aside>
    </ConfigProvider>
  );
}
