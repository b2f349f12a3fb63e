import type { DashboardCentreLayer } from '@fengshou/core';
import { listMonitoringBatches } from '@fengshou/core/contract';
import { useMemo } from 'react';
import { useApiQuery } from '../../api';
import { batchFindingsLayer } from '../../map/layers/batch-findings';
import { farmsLayer } from '../../map/layers/farms';
import { iotDevicesLayer } from '../../map/layers/iot-devices';
import { parcelsLayer } from '../../map/layers/parcels';
import { pestDevicesLayer } from '../../map/layers/pest-devices';
import type { MapLayerDef } from '../../map/types';

/** What a layer of the centre map needs beyond the area: the latest change batch for 图斑. */
interface LayerInputs {
  areaId: number;
  batchId: number | null;
}

/**
 * The map layers of each centre layer a topic names in the catalogue (core DASHBOARD_MENUS `centre`), and
 * of the GIS choice of any other topic (`undefined`): parcels and farms.
 */
const BUILDERS: Record<DashboardCentreLayer | 'default', (i: LayerInputs) => MapLayerDef[]> = {
  findings: ({ batchId }) =>
    batchId === null ? [] : [batchFindingsLayer({ batchId, title: '最新批次变化图斑' })],
  pests: ({ areaId }) => [pestDevicesLayer(areaId)],
  iot: ({ areaId }) => [iotDevicesLayer(areaId)],
  landType: ({ areaId }) => [parcelsLayer({ areaId, colorBy: 'landType', title: '地块（按土地类型）' })],
  default: ({ areaId }) => [parcelsLayer({ areaId }), farmsLayer(areaId)],
};

/** The map layers of a centre layer (the topic's; parcels and farms for `undefined`). */
export function centreLayerDefs(layer: DashboardCentreLayer | undefined, inputs: LayerInputs): MapLayerDef[] {
  return BUILDERS[layer ?? 'default'](inputs);
}

/**
 * The layers of a topic's centre map in an area. 图斑 are those of the area's newest change batch (非农化
 * or 非粮化), found with the batches; `pending` while they are looked up, `empty` when the area has none.
 */
export function useCentreLayers(layer: DashboardCentreLayer | undefined, areaId: number) {
  const batches = useApiQuery(
    listMonitoringBatches,
    { areaId, kind: 'change' },
    { enabled: layer === 'findings', notify: false },
  );
  const batchId = layer === 'findings' ? (batches.data?.[0]?.id ?? null) : null;
  const layers = useMemo(() => centreLayerDefs(layer, { areaId, batchId }), [layer, areaId, batchId]);
  return {
    layers,
    pending: layer === 'findings' && batches.isPending,
    empty: layer === 'findings' && !batches.isPending && batchId === null,
  };
}
