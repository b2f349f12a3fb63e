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
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api';

/** The queries of one farm's detail page, each its own section so one failure leaves the rest. */
export function useFarmDetail(farmId: number | null) {
  const enabled = farmId !== null;
  const id = farmId ?? 0;
  return {
    farm: useQuery({
      queryKey: ['farm', id, 'detail'],
      queryFn: ({ signal }) => callApi(getFarmDetail, { farmId: id }, { signal }),
      enabled,
    }),
    map: useQuery({
      queryKey: ['farm', id, 'map'],
      queryFn: ({ signal }) => callApi(getFarmCoreMapInfo, { farmId: id }, { signal }),
      enabled,
    }),
    plans: useQuery({
      queryKey: ['farm', id, 'plans'],
      queryFn: ({ signal }) => callApi(listPlantPlansByFarm, { farmId: id }, { signal }),
      enabled,
    }),
    growing: useQuery({
      queryKey: ['farm', id, 'plantings', 1],
      queryFn: ({ signal }) =>
        callApi(listFarmPlantings, { farmId: id, status: 1, pageSize: 50 }, { signal }),
      enabled,
    }),
    history: useQuery({
      queryKey: ['farm', id, 'plantings', 'all'],
      queryFn: ({ signal }) => callApi(listFarmPlantings, { farmId: id, pageSize: 20 }, { signal }),
      enabled,
    }),
    certificates: useQuery({
      queryKey: ['farm', id, 'certificates'],
      queryFn: ({ signal }) => callApi(listCertificatesByArea, { farmId: id, pageSize: 10 }, { signal }),
      enabled,
    }),
    // Pest traps and animals on hand: shown (and linked to their pages) only where the farm has them.
    traps: useQuery({
      queryKey: ['farm', id, 'traps'],
      queryFn: ({ signal }) => callApi(listBugDevices, { farmId: id, pageSize: 1 }, { signal }),
      enabled,
    }),
    animals: useQuery({
      queryKey: ['farm', id, 'animals'],
      queryFn: ({ signal }) => callApi(getAnimalCounts, { farmId: id }, { signal }),
      enabled,
    }),
    inspections: useQuery({
      queryKey: ['farm', id, 'inspections'],
      queryFn: ({ signal }) => callApi(listFarmInspections, { farmId: id, pageSize: 10 }, { signal }),
      enabled,
    }),
  };
}
