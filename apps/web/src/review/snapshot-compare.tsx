import { areaLevelOfCode } from '@fengshou/core';
import { IMAGERY_PHASES } from '@fengshou/core/contract';
import { useMemo } from 'react';
import {
  type BatchImageryPhase,
  GisMap,
  imageryCaption,
  imageryLayer,
  imagerySource,
  MapSync,
  outlineLayer,
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
  const { batchId, geometry, area, marker, compareImageDate, imageDate } = props;
  const imagery = useBatchImagery(batchId);
  const sync = useMemo(() => new MapSync(), []);
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
  return (
    <>
      <div className="review-compare" data-testid="snapshot-compare">
        {phases.map((p) => (
          <SnapshotPane
            key={p.phase}
            batchId={batchId}
            phase={p}
            geometry={geometry}
            area={area}
            marker={marker}
            sync={sync}
          />
        ))}
      </div>
      {notes.length > 0 && <div className="review-snapshots">影像来源：{notes.join('；')}</div>}
      {imagery.isError && <div className="review-snapshots">影像信息加载失败，仅显示图斑范围</div>}
    </>
  );
}

interface PaneProps {
  batchId: number;
  phase: BatchImageryPhase;
  geometry: unknown;
  area: { areaId: number; areaName: string };
  marker?: { lng: number; lat: number } | null;
  sync: MapSync;
}

function SnapshotPane({ batchId, phase, geometry, area, marker, sync }: PaneProps) {
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
  const dot = useMemo(
    () =>
      marker
        ? ({
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                properties: { role: REVIEWER_ROLE },
                geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
              },
            ],
          } as unknown as GeoJsonLike)
        : null,
    [marker],
  );
  return (
    <div className="review-compare-pane" data-testid={`snapshot-${phase.phase}`}>
      <GisMap
        area={ref}
        focus={geometry as GeoJsonLike}
        layers={layers}
        highlight={dot}
        sync={sync}
        showLegend={false}
        showBreadcrumbs={false}
      >
        <div className="review-compare-caption" title={imagerySource(phase) ?? undefined}>
          {imageryCaption(phase)}
        </div>
        {marker ? (
          <div className="review-map-key">
            <span>
              <i className="is-reviewer" />
              复核人位置
            </span>
          </div>
        ) : null}
      </GisMap>
    </div>
  );
}
