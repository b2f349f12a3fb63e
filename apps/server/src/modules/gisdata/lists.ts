import { areaLevelOfCode, badParams } from '@fengshou/core';
import { listGisFarmsByPage } from '@fengshou/core/contract';
import { areaCodeRange } from '../../auth/scope';
import { contains, containsPattern, farmsNamed, trigramWord } from '../../query/keyword';
import { defineList, since, until } from '../../query/list';
import { FARM_LIST, type FarmRow } from '../produce/farms-repo';

/**
 * The farm list of the map's filter (spec §3): any of several areas (each checked against the caller's by the
 * declared scope), flags, categories, keyword and registration dates; sorted by name, area or registration.
 */
export const gisFarmList = defineList<typeof listGisFarmsByPage, FarmRow>({
  ...FARM_LIST,
  endpoint: listGisFarmsByPage,
  filters: {
    areaId: (f, ids, b) => {
      if (ids.length === 0) return;
      // Every code must be of the stated level, as for a single area.
      if (b.farmAreaType !== undefined && ids.some((id) => areaLevelOfCode(id) !== b.farmAreaType)) {
        throw badParams(['farmAreaType'], '区域级别与区域编码不一致');
      }
      const ranges = ids.map((id) => areaCodeRange(id));
      f.add(`(${ranges.map(([lo, hi]) => `f.area_id BETWEEN ${f.p(lo)} AND ${f.p(hi)}`).join(' OR ')})`);
    },
    creditLevel: 'c.credit_level',
    traceFlag: 'f.trace_flag',
    peasantFlag: 'f.peasant_flag',
    supervisionFlag: 'f.supervision_flag',
    newFarmFlag: 'f.new_farm_flag',
    businessTypeId: 'f.business_type_id',
    businessCategoryName: 'bc.name',
    companyCategoryId: 'c.company_category_id',
    farmStatus: 'f.farm_status',
    rank: 'f.rank',
    remark: (f, remark) => f.add('f.remark ILIKE $?', containsPattern(remark)),
    startDate: since('f.create_time'),
    endDate: until('f.create_time'),
  },
  keyword: (f, word, pattern) => {
    const p = f.p(pattern);
    if (trigramWord(word)) return `f.id IN (${farmsNamed(p)})`;
    return `(${contains('f.farm_name', p)} OR ${contains('c.company_name', p)})`;
  },
  sorts: { farmName: 'f.farm_name', farmAreaMu: 'f.farm_area_mu', createTime: 'f.create_time' },
  tieBreak: 'f.id DESC',
});
