import type { ImportKind } from './define';
import { entitiesImport } from './entities';
import { farmsImport } from './farms';
import { iotDevicesImport } from './iot-devices';
import { monitoringBatchesImport } from './monitoring-batches';
import { abnormalLandsImport, occupationCasesImport } from './monitoring-findings';
import { parcelsImport } from './parcels';
import { plantPlansImport } from './plant-plans';
import { plantingsImport } from './plantings';

/** Every kind a bureau can import, in the order the import page lists them. */
export const IMPORT_KINDS: readonly ImportKind[] = [
  entitiesImport,
  farmsImport,
  parcelsImport,
  iotDevicesImport,
  plantingsImport,
  plantPlansImport,
  monitoringBatchesImport,
  abnormalLandsImport,
  occupationCasesImport,
];

export function importKindOf(kind: string): ImportKind | undefined {
  return IMPORT_KINDS.find((k) => k.kind === kind);
}
