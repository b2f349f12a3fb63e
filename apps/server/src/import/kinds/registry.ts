import { areaOutlinesImport } from './area-outlines';
import { camerasImport } from './cameras';
import { collectiveAssetsImport, collectiveEconomyImport } from './collective';
import type { ImportKind } from './define';
import { earTagsImport } from './ear-tags';
import { entitiesImport } from './entities';
import { highstandardFacilitiesImport, waterFacilitiesImport } from './facilities';
import { farmsImport } from './farms';
import { insurancePoliciesImport, loansImport } from './finance';
import { greenCertificatesImport } from './green-certificates';
import { guaranteeSupplyImport } from './guarantee-supply';
import { iotDevicesImport } from './iot-devices';
import { keyEntitiesImport } from './key-entities';
import { machinesImport, machineWorkOrdersImport } from './machinery';
import { monitoringBatchesImport } from './monitoring-batches';
import { abnormalLandsImport, occupationCasesImport } from './monitoring-findings';
import { multispectralImport } from './multispectral';
import { parcelsImport } from './parcels';
import { agriParksImport } from './parks';
import { partyActivitiesImport, partyOrganizationsImport } from './party';
import { pestDevicesImport } from './pest-devices';
import { plantPlansImport } from './plant-plans';
import { plantingsImport } from './plantings';
import { pricesImport } from './prices';
import { agriProductsImport, agriProductTradesImport } from './products';
import { qualifiedCertificatesImport } from './qualified-certificates';
import { qualityDetectionsImport } from './quality-detections';
import { entityScoresImport, farmStoragesImport, productBrandsImport } from './registers';

/** Every kind a bureau can import, in the order the import page lists them. */
export const IMPORT_KINDS: readonly ImportKind[] = [
  areaOutlinesImport,
  entitiesImport,
  farmsImport,
  keyEntitiesImport,
  guaranteeSupplyImport,
  parcelsImport,
  plantingsImport,
  plantPlansImport,
  farmStoragesImport,
  iotDevicesImport,
  camerasImport,
  pestDevicesImport,
  machinesImport,
  machineWorkOrdersImport,
  agriParksImport,
  earTagsImport,
  greenCertificatesImport,
  qualifiedCertificatesImport,
  productBrandsImport,
  entityScoresImport,
  qualityDetectionsImport,
  pricesImport,
  agriProductsImport,
  agriProductTradesImport,
  insurancePoliciesImport,
  loansImport,
  collectiveEconomyImport,
  collectiveAssetsImport,
  waterFacilitiesImport,
  highstandardFacilitiesImport,
  monitoringBatchesImport,
  abnormalLandsImport,
  occupationCasesImport,
  multispectralImport,
  partyOrganizationsImport,
  partyActivitiesImport,
];

export function importKindOf(kind: string): ImportKind | undefined {
  return IMPORT_KINDS.find((k) => k.kind === kind);
}
