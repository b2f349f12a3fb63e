import { camerasImport } from './cameras';
import type { ImportKind } from './define';
import { earTagsImport } from './ear-tags';
import { entitiesImport } from './entities';
import { farmsImport } from './farms';
import { iotDevicesImport } from './iot-devices';
import { machinesImport, machineWorkOrdersImport } from './machinery';
import { parcelsImport } from './parcels';
import { pestDevicesImport } from './pest-devices';

/** Every kind a bureau can import, in the order the import page lists them. */
export const IMPORT_KINDS: readonly ImportKind[] = [
  entitiesImport,
  farmsImport,
  parcelsImport,
  iotDevicesImport,
  camerasImport,
  pestDevicesImport,
  machinesImport,
  machineWorkOrdersImport,
  earTagsImport,
];

export function importKindOf(kind: string): ImportKind | undefined {
  return IMPORT_KINDS.find((k) => k.kind === kind);
}
