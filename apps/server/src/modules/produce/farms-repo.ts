import { BUSINESS_TYPE_LABELS } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import type { PiiPolicy } from '../../query/pii';
import type { Filter } from '../../query/sql-filter';

/** A farm row as stored, before masking. */
export interface FarmRow {
  farmId: number;
  farmName: string;
  companyId: number;
  companyName: string;
  creditCode: string | null;
  companyCategoryId: number;
  companyCategoryName: string;
  businessTypeId: number;
  businessCategoryId: number | null;
  businessCategoryName: string | null;
  creditLevel: number;
  traceFlag: number;
  peasantFlag: number;
  supervisionFlag: number;
  newFarmFlag: number;
  farmStatus: number;
  rank: number;
  remark: string | null;
  address: string | null;
  areaId: number;
  areaName: string;
  townId: number | null;
  townName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  lng: number | null;
  lat: number | null;
  farmAreaMu: number;
  createTime: string;
  legalPersonName: string | null;
  registeredCapital: number | null;
  establishedDate: string | null;
}

const SELECT = `
  SELECT f.id AS "farmId", f.farm_name AS "farmName", c.id AS "companyId", c.company_name AS "companyName",
         c.credit_code AS "creditCode", c.company_category_id AS "companyCategoryId", cc.name AS "companyCategoryName",
         f.business_type_id AS "businessTypeId", f.business_category_id AS "businessCategoryId",
         bc.name AS "businessCategoryName", c.credit_level AS "creditLevel", f.trace_flag AS "traceFlag",
         f.peasant_flag AS "peasantFlag", f.supervision_flag AS "supervisionFlag", f.new_farm_flag AS "newFarmFlag",
         f.farm_status AS "farmStatus", f.rank, f.remark, f.address, f.area_id AS "areaId", v.name AS "areaName",
         t.id AS "townId", t.name AS "townName", f.contact_name AS "contactName", f.contact_phone AS "contactPhone",
         round(ST_X(f.location)::numeric, 7)::float8 AS lng, round(ST_Y(f.location)::numeric, 7)::float8 AS lat,
         f.farm_area_mu AS "farmAreaMu", to_char(f.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
         c.legal_person_name AS "legalPersonName", c.registered_capital AS "registeredCapital",
         to_char(c.established_date, 'YYYY-MM-DD') AS "establishedDate"
    FROM farms f
    JOIN companies c ON c.id = f.company_id
    JOIN company_categories cc ON cc.id = c.company_category_id
    LEFT JOIN business_categories bc ON bc.id = f.business_category_id
    JOIN areas v ON v.id = f.area_id
    LEFT JOIN areas t ON t.id = v.parent_id AND t.level = 4`;

// The tables a filter may name. Every farm has its company (NOT NULL foreign key), so the outer join counts
// the same rows and lets the planner drop the join when no filter names the company.
const FILTERED = `
  FROM farms f
  LEFT JOIN companies c ON c.id = f.company_id
  LEFT JOIN business_categories bc ON bc.id = f.business_category_id`;

/**
 * One page of farms matching the filter (aliases f farms, c companies, bc business_categories), by id
 * unless `order` (an ORDER BY over those aliases ending in a unique tie-break) says otherwise.
 */
export async function pageFarms(
  q: Queryable,
  filter: Filter,
  page: { pageNo: number; pageSize: number },
  order = 'ORDER BY f.id',
) {
  const where = filter.where();
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n ${FILTERED} ${where}`,
    filter.params,
  );
  const total = count?.n ?? 0;
  // A page past the last row is empty: no need to read the rows before it.
  if ((page.pageNo - 1) * page.pageSize >= total) return { rows: [] as FarmRow[], total };
  const limit = filter.p(page.pageSize);
  const offset = filter.p((page.pageNo - 1) * page.pageSize);
  // The page's ids first, then the names of those rows only.
  const rows = await q.query<FarmRow>(
    `${SELECT} JOIN (SELECT f.id ${FILTERED} ${where} ${order} LIMIT ${limit} OFFSET ${offset}) pg ON pg.id = f.id
      ${order}`,
    filter.params,
  );
  return { rows, total };
}

/** One farm by id, or undefined. */
export async function findFarm(q: Queryable, farmId: number): Promise<FarmRow | undefined> {
  const [row] = await q.query<FarmRow>(`${SELECT} WHERE f.id = $1`, [farmId]);
  return row;
}

/** The area of a farm, or undefined when it does not exist. */
export async function farmArea(q: Queryable, farmId: number): Promise<number | undefined> {
  const [row] = await q.query<{ a: number }>('SELECT area_id AS a FROM farms WHERE id = $1', [farmId]);
  return row?.a;
}

/** The list item of a farm with personal data as the caller may see it. */
export function presentFarm(r: FarmRow, pii: PiiPolicy) {
  const ref = `farm:${r.farmId}`;
  return {
    farmId: r.farmId,
    farmName: r.farmName,
    companyId: r.companyId,
    companyName: r.companyName,
    creditCode: pii.code(r.creditCode, ref),
    companyCategoryId: r.companyCategoryId,
    companyCategoryName: r.companyCategoryName,
    businessTypeId: r.businessTypeId,
    businessTypeName: BUSINESS_TYPE_LABELS[r.businessTypeId as keyof typeof BUSINESS_TYPE_LABELS] ?? '其他',
    businessCategoryId: r.businessCategoryId,
    businessCategoryName: r.businessCategoryName,
    creditLevel: r.creditLevel,
    traceFlag: r.traceFlag,
    peasantFlag: r.peasantFlag,
    supervisionFlag: r.supervisionFlag,
    newFarmFlag: r.newFarmFlag,
    farmStatus: r.farmStatus,
    rank: r.rank,
    remark: r.remark,
    address: r.address,
    areaId: r.areaId,
    areaName: r.areaName,
    townId: r.townId,
    townName: r.townName,
    contactName: pii.name(r.contactName, ref),
    contactPhone: pii.phone(r.contactPhone, ref),
    lng: r.lng,
    lat: r.lat,
    farmAreaMu: r.farmAreaMu,
    createTime: r.createTime,
  };
}

/** Parcels of a farm and the plantings growing on them now. */
export async function landAndPlantCount(q: Queryable, farmId: number) {
  const [row] = await q.query<{ landCount: number; plantCount: number }>(
    `SELECT (SELECT count(*)::int FROM land_parcels WHERE farm_id = $1) AS "landCount",
            (SELECT count(*)::int FROM plantings WHERE farm_id = $1 AND status = 1) AS "plantCount"`,
    [farmId],
  );
  return row ?? { landCount: 0, plantCount: 0 };
}

/** The crops a farm grows now or grew in the last year, most planted first. */
export function farmCrops(q: Queryable, farmId: number) {
  return q.query<{ cropId: number; cropName: string }>(
    `SELECT c.id AS "cropId", c.crop_name AS "cropName" FROM plantings p JOIN crops c ON c.id = p.crop_id
      WHERE p.farm_id = $1 GROUP BY c.id, c.crop_name ORDER BY count(*) DESC, c.id LIMIT 20`,
    [farmId],
  );
}

/** Names and levels of an area's chain (province … the area). */
export function areaChain(q: Queryable, ids: number[]) {
  return q.query<{ areaId: number; areaName: string; level: number }>(
    `SELECT id AS "areaId", name AS "areaName", level FROM areas WHERE id = ANY($1::bigint[]) ORDER BY level`,
    [ids],
  );
}
