import type { Session } from '../../auth/sessions';
import { contains, farmsNamed, trigramWord } from '../../query/keyword';
import { containsPattern, scopedRange } from '../../query/scope';
import { Filter } from '../../query/sql-filter';

/** Farms in the requested area (or the caller's scope), optionally matching a keyword. */
export function farmAreaFilter(
  caller: Session,
  body: { farmAreaId?: number; farmAreaType?: number; keyword?: string },
): Filter {
  const [lo, hi] = scopedRange(caller, body.farmAreaId, body.farmAreaType, 'farmAreaType');
  const f = new Filter().add('f.area_id BETWEEN $? AND $?', lo, hi);
  if (body.keyword) {
    const pattern = containsPattern(body.keyword);
    // A word with a trigram is looked up in the names' trigram indexes (migration 073); a shorter one is
    // tested on the area's farms, where the farm's name usually decides before the others are read.
    const p = f.p(pattern);
    if (trigramWord(body.keyword)) f.add(`f.id IN (${farmsNamed(p, ['farm_name', 'address'])})`);
    else
      f.add(
        `(${[contains('f.farm_name', p), contains('c.company_name', p), contains('f.address', p)].join(' OR ')})`,
      );
  }
  return f;
}

/** The gis farm filter of spec §3 on top of the area filter. */
export function gisFarmFilter(
  caller: Session,
  b: {
    creditLevel?: number;
    traceFlag?: number;
    peasantFlag?: number;
    supervisionFlag?: number;
    newFarmFlag?: number;
    businessTypeId?: number;
    businessCategoryName?: string;
    companyCategoryId?: number;
    farmStatus?: number;
    keyword?: string;
    rank?: number;
    remark?: string;
    areaId?: number[];
    farmAreaType?: number;
  },
): Filter {
  const ids = b.areaId?.length ? b.areaId : [undefined];
  const ranges = ids.map((id) =>
    scopedRange(caller, id, id === undefined ? undefined : b.farmAreaType, 'farmAreaType'),
  );
  const f = new Filter();
  const parts = ranges.map(([lo, hi]) => `f.area_id BETWEEN ${f.p(lo)} AND ${f.p(hi)}`);
  f.add(`(${parts.join(' OR ')})`);
  const eq: [unknown, string][] = [
    [b.creditLevel, 'c.credit_level'],
    [b.traceFlag, 'f.trace_flag'],
    [b.peasantFlag, 'f.peasant_flag'],
    [b.supervisionFlag, 'f.supervision_flag'],
    [b.newFarmFlag, 'f.new_farm_flag'],
    [b.businessTypeId, 'f.business_type_id'],
    [b.businessCategoryName, 'bc.name'],
    [b.companyCategoryId, 'c.company_category_id'],
    [b.farmStatus, 'f.farm_status'],
    [b.rank, 'f.rank'],
  ];
  for (const [value, column] of eq) if (value !== undefined) f.add(`${column} = $?`, value);
  if (b.remark) f.add('f.remark ILIKE $?', containsPattern(b.remark));
  if (b.keyword) {
    const pattern = containsPattern(b.keyword);
    const p = f.p(pattern);
    if (trigramWord(b.keyword)) f.add(`f.id IN (${farmsNamed(p)})`);
    else f.add(`(${contains('f.farm_name', p)} OR ${contains('c.company_name', p)})`);
  }
  return f;
}
