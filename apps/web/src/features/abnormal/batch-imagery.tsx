import { IMAGERY_PHASE_LABELS, type ImageryPhase } from '@fengshou/core/contract';
import { Segmented } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { imageryLayer, type MapLayerDef, useBatchImagery } from '../../map';

/**
 * 无影像 / 前时相 / 后时相 over the batch overview map: the chosen image of the shown batch as a layer
 * under its findings, and the switch (an overlay of the map) that chooses it.
 */
export function useBatchImageryChoice(batchId: number | undefined): {
  layer: MapLayerDef | null;
  control: ReactNode;
} {
  const [phase, setPhase] = useState<ImageryPhase | 'none'>('none');
  const imagery = useBatchImagery(batchId);
  const data = imagery.data?.batchId === batchId ? imagery.data : undefined;
  const image = data?.phases.find((p) => p.phase === phase);
  const { phase: shown, sourceType, minZoom, maxZoom, attribution, updateTime } = image ?? {};
  const layer = useMemo(
    () =>
      batchId !== undefined && shown && sourceType && minZoom != null && maxZoom != null
        ? imageryLayer({ batchId, phase: shown, minZoom, maxZoom, attribution, revision: updateTime })
        : null,
    [batchId, shown, sourceType, minZoom, maxZoom, attribution, updateTime],
  );
  const choices = data?.phases.filter((p) => p.imageDate && p.sourceType) ?? [];
  const control =
    choices.length > 0 ? (
      <div className="batch-map-imagery">
        <Segmented
          size="small"
          value={phase}
          onChange={(v) => setPhase(v as ImageryPhase | 'none')}
          aria-label="监测影像"
          options={[
            { value: 'none', label: '无影像' },
            ...choices.map((p) => ({
              value: p.phase,
              label: `${IMAGERY_PHASE_LABELS[p.phase]} ${p.imageDate}`,
            })),
          ]}
        />
        {layer && minZoom != null && (
          <span className="batch-map-imagery-hint">放大至 {minZoom} 级显示影像</span>
        )}
      </div>
    ) : null;
  return { layer, control };
}
