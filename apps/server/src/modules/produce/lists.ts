import {
  listFarmsByArea,
  listFarmsByAreaAndBusinessCategory,
  listFarmsByCompanyId,
  listFarmsByFarmIds,
} from '@fengshou/core/contract';
import { defineList } from '../../query/list';
import { FARM_LIST, type FarmRow, farmKeyword } from './farms-repo';

/** Farms of an area (farmAreaId, or the caller's), optionally matching a keyword. */
export const farmsByArea = defineList<typeof listFarmsByArea, FarmRow>({
  ...FARM_LIST,
  endpoint: listFarmsByArea,
  keyword: farmKeyword,
});

/** Farms by id; asking for a farm of another area is refused by the declared scope, not silently dropped. */
export const farmsByIds = defineList<typeof listFarmsByFarmIds, FarmRow>({
  ...FARM_LIST,
  endpoint: listFarmsByFarmIds,
  filters: { farmIds: (f, ids) => f.add('f.id = ANY($?::int[])', ids) },
});

/** The farms (bases) of a business entity. */
export const farmsByCompany = defineList<typeof listFarmsByCompanyId, FarmRow>({
  ...FARM_LIST,
  endpoint: listFarmsByCompanyId,
  filters: { companyId: 'f.company_id' },
});

/** Farms of an area by business category (ids or names) and, optionally, among given farms. */
export const farmsByCategory = defineList<typeof listFarmsByAreaAndBusinessCategory, FarmRow>({
  ...FARM_LIST,
  endpoint: listFarmsByAreaAndBusinessCategory,
  filters: {
    businessCategoryStrList: (f, names) => {
      if (names.length) f.add('(bc.id::text = ANY($?::text[]) OR bc.name = ANY($?::text[]))', names, names);
    },
    farmIds: (f, ids) => {
      if (ids.length) f.add('f.id = ANY($?::int[])', ids);
    },
  },
  keyword: farmKeyword,
});
