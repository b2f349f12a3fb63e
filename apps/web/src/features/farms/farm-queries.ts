import {
  getAnimalCounts,
  getFarmCoreMapInfo,
  getFarmDetail,
  listBugDevices,
  listCertificatesByArea,
  listFarmInspections,
  listFarmPlantings,
  listPlantPlansByFarm,
} from '@fengshou/core/contract';
import { useApiQuery } from '../../api';

/** The queries of one farm's detail page, each its own section so one failure leaves the rest. */
export function useFarmDetail(farmId: number | null) {
  const enabled = farmId !== null;
  const id = farmId ?? 0;
  return {
    farm: useApiQuery(getFarmDetail, { farmId: id }, { enabled }),
    map: useApiQuery(getFarmCoreMapInfo, { farmId: id }, { enabled }),
    plans: useApiQuery(listPlantPlansByFarm, { farmId: id }, { enabled }),
    growing: useApiQuery(listFarmPlantings, { farmId: id, status: 1, pageSize: 50 }, { enabled }),
    history: useApiQuery(listFarmPlantings, { farmId: id, pageSize: 20 }, { enabled }),
    certificates: useApiQuery(listCertificatesByArea, { farmId: id, pageSize: 10 }, { enabled }),
    // Pest traps and animals on hand: shown (and linked to their pages) only where the farm has them.
    traps: useApiQuery(listBugDevices, { farmId: id, pageSize: 1 }, { enabled }),
    animals: useApiQuery(getAnimalCounts, { farmId: id }, { enabled }),
    inspections: useApiQuery(listFarmInspections, { farmId: id, pageSize: 10 }, { enabled }),
  };
}
