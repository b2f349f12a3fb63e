import { areaLevelOfCode } from '@fengshou/core';
import { IMAGERY_PHASES } from '@fengshou/core/contract';
import { Segmented, Slider } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import {
  type BatchImageryPhase,
  GisMap,
  imageryCaption,
  imageryLayer,
  imagerySource,
  MapSync,
  outlineLayer,
  PHOTO_ROLE,
  REVIEWER_ROLE,
  useBatchImagery,
} from '../map';
import type { GeoJsonLike } from '../map/types';

export interface SnapshotCompareProps {
  /** The batch whose before and after images are shown. */
  batchId: number;
  /** GeoJSON (Multi)Polygon of the case: outlined on both images. */
  geometry: unknown;
  /** The area the case lies in (its village). */
  area: { areaId: number; areaName: string };
  /** The reviewer's position, when recorded: a dot on both images. */
  marker?: { lng: number; lat: number } | null;
  /** Where the field photos were taken (far ones flagged): dots on both images. */
  photos?: readonly { lat: number | null; lng: number | null; far: boolean }[];
  /** The batch's dates, shown while its imagery is being asked for (and if that fails). */
  compareImageDate: string | null;
  imageDate: string;
}

/**
 * 前后时相对比: the batch's before and after images side by side around the case, on two maps that move
 * together, the case outlined on both and each dated. What changed inside the outline between the two
 * dates is what the reviewer confirms or rejects.
 */
export function SnapshotCompare(props: SnapshotCompareProps) {
  const { batchId, geometry, area, compareImageDate, imageDate } = props;
  const imagery = useBatchImagery(batchId);
  const sync = useMemo(() => new MapSync(), []);
  const [mode, setMode] = useState<'side' | 'swipe'>('side');
  const [split, setSplit] = useState(50);
  const dots = useDots(props.marker, props.photos);
  const phases: BatchImageryPhase[] =
    imagery.data?.phases ??
    IMAGERY_PHASES.map((phase) => ({
      phase,
      imageDate: phase === 'before' ? compareImageDate : imageDate,
      sourceType: null,
      minZoom: null,
      maxZoom: null,
      attribution: null,
      tileUrl: null,
      updateTime: null,
    }));
  const notes = [...new Set(phases.map(imagerySource).filter(Boolean))];
  const pane = (p: BatchImageryPhase, style?: CSSProperties) => (
    <SnapshotPane
      key={p.phase}
      batchId={batchId}
      phase={p}
      geometry={geometry}
      area={area}
      dots={dots}
      sync={sync}
      style={style}
    />
  );
  return (
    <>
      <Segmented
        size="small"
        value={mode}
        onChange={(v) => setMode(v as 'side' | 'swipe')}
        options={[
          { label: '并排对比', value: 'side' },
          { label: '卷帘对比', value: 'swipe' },
        ]}
        style={{ marginBottom: 8 }}
      />
      {mode === 'side' ? (
        <div className="review-compare" data-testid="snapshot-compare">
          {phases.map((p) => pane(p))}
        </div>
      ) : (
        // Both images over one another, the after image cut at the slider: moving it sweeps the change in.
        <div className="review-swipe" data-testid="snapshot-swipe">
          {phases.map((p, i) => pane(p, i === 0 ? undefined : { clipPath: `inset(0 0 0 ${split}%)` }))}
          <div className="review-swipe-bar" style={{ left: `${split}%` }} />
          <Slider
            className="review-swipe-slider"
            value={split}
            onChange={setSplit}
            tooltip={{ formatter: (v) => `前时相 ${v}%` }}
            aria-label="卷帘位置"
          />
        </div>
      )}
      {notes.length > 0 && <div className="review-snapshots">影像来源：{notes.join('；')}</div>}
      {imagery.isError && <div className="review-snapshots">影像信息加载失败，仅显示图斑范围</div>}
    </>
  );
}

/** The reviewer's position and the photos' positions as one highlight collection. */
function useDots(
  marker: SnapshotCompareProps['marker'],
  photos: SnapshotCompareProps['photos'],
): { data: GeoJsonLike | null; reviewer: boolean; photos: number } {
  return useMemo(() => {
    const point = (lng: number, lat: number, properties: Record<string, unknown>) => ({
      type: 'Feature',
      properties,
      geometry: { type: 'Point', coordinates: [lng, lat] },
    });
    const shots = (photos ?? []).filter((p) => p.lat !== null && p.lng !== null);
    const features = [
      ...(marker ? [point(marker.lng, marker.lat, { role: REVIEWER_ROLE })] : []),
      ...shots.map((p) => point(p.lng as number, p.lat as number, { role: PHOTO_ROLE, far: p.far })),
    ];
    return {
      data: features.length ? ({ type: 'FeatureCollection', features } as unknown as GeoJsonLike) : null,
      reviewer: Boolean(marker),
      photos: shots.length,
    };
  }, [marker, photos]);
}

interface PaneProps {
  batchId: number;
  phase: BatchImageryPhase;
  geometry: unknown;
  area: { areaId: number; areaName: string };
  dots: ReturnType<typeof useDots>;
  sync: MapSync;
  style?: CSSProperties;
}

function SnapshotPane({ batchId, phase, geometry, area, dots, sync, style }: PaneProps) {
  const ref = useMemo(
    () => ({ areaId: area.areaId, areaName: area.areaName, level: areaLevelOfCode(area.areaId) ?? 5 }),
    [area.areaId, area.areaName],
  );
  const { sourceType, minZoom, maxZoom, attribution, updateTime } = phase;
  const layers = useMemo(
    () => [
      ...(sourceType && minZoom !== null && maxZoom !== null
        ? [imageryLayer({ batchId, phase: phase.phase, minZoom, maxZoom, attribution, revision: updateTime })]
        : []),
      outlineLayer({ geometry: geometry as GeoJsonLike, id: 'case-outline' }),
    ],
    [batchId, phase.phase, sourceType, minZoom, maxZoom, attribution, updateTime, geometry],
  );
  return (
    <div className="review-compare-pane" data-testid={`snapshot-${phase.phase}`} style={style}>
      <GisMap
        area={ref}
        focus={geometry as GeoJsonLike}
        layers={layers}
        highlight={dots.data}
        sync={sync}
        showLegend={false}
        showBreadcrumbs={false}
      >
        <div className="review-compare-caption" title={imagerySource(phase) ?? undefined}>
          {imageryCaption(phase)}
        </div>
        {dots.reviewer || dots.photos ? (
          <div className="review-map-key">
            {dots.reviewer && (
              <span>
                <i className="is-reviewer" />
                复核人位置
              </span>
            )}
            {dots.photos > 0 && (
              <span>
                <i className="is-photo" />
                拍照位置
              </span>
            )}
          </div>
        ) : null}
      </GisMap>
    </div>
  );
}
