import { areaOutlinesImport } from './area-outlines';
import type { ImportKind } from './define';
import { entitiesImport } from './entities';
import { farmsImport } from './farms';
import { iotDevicesImport } from './iot-devices';
import { parcelsImport } from './parcels';

/** Every kind a bureau can import, in the order the import page lists them. */
export const IMPORT_KINDS: readonly ImportKind[] = [
  entitiesImport,
  farmsImport,
  parcelsImport,
  iotDevicesImport,
  areaOutlinesImport,
];

export function importKindOf(kind: string): ImportKind | undefined {
  return IMPORT_KINDS.find((k) => k.kind === kind);
}
