import { BUSINESS_TYPE_LABELS } from '@fengshou/core';
import type { Queryable } from '../../db/client';
import { farmsImport } from '../../import/kinds/farms';
import { contains, farmsNamed, trigramWord } from '../../query/keyword';
import { type ListSql, runPage } from '../../query/paged';
import type { PiiPolicy } from '../../query/pii';
import { Filter } from '../../query/sql-filter';

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

/**
 * Farms with their company, categories and village and town (aliases f, c, cc, bc, v, t), as FarmRow. A page
 * is found over `countFrom` (the tables a filter may name) and only its rows are joined to the names. Every
 * farm has its company (NOT NULL foreign key), so the outer join there counts the same rows and lets the
 * planner drop the join when no filter names the company.
 */
export const FARM_SQL: ListSql = {
  select: `f.id AS "farmId", f.farm_name AS "farmName", c.id AS "companyId", c.company_name AS "companyName",
    c.credit_code AS "creditCode", c.company_category_id AS "companyCategoryId", cc.name AS "companyCategoryName",
    f.business_type_id AS "businessTypeId", f.business_category_id AS "businessCategoryId",
    bc.name AS "businessCategoryName", c.credit_level AS "creditLevel", f.trace_flag AS "traceFlag",
    f.peasant_flag AS "peasantFlag", f.supervision_flag AS "supervisionFlag", f.new_farm_flag AS "newFarmFlag",
    f.farm_status AS "farmStatus", f.rank, f.remark, f.address, f.area_id AS "areaId", v.name AS "areaName",
    t.id AS "townId", t.name AS "townName", f.contact_name AS "contactName", f.contact_phone AS "contactPhone",
    round(ST_X(f.location)::numeric, 7)::float8 AS lng, round(ST_Y(f.location)::numeric, 7)::float8 AS lat,
    f.farm_area_mu AS "farmAreaMu", to_char(f.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
    c.legal_person_name AS "legalPersonName", c.registered_capital AS "registeredCapital",
    to_char(c.established_date, 'YYYY-MM-DD') AS "establishedDate"`,
  from: `farms f
    JOIN companies c ON c.id = f.company_id
    JOIN company_categories cc ON cc.id = c.company_category_id
    LEFT JOIN business_categories bc ON bc.id = f.business_category_id
    JOIN areas v ON v.id = f.area_id
    LEFT JOIN areas t ON t.id = v.parent_id AND t.level = 4`,
  countFrom: `farms f
    LEFT JOIN companies c ON c.id = f.company_id
    LEFT JOIN business_categories bc ON bc.id = f.business_category_id`,
  key: 'f.id',
};

/** The columns of a farm list's Excel export, as the farm list page shows them. */
export const FARM_EXPORT_COLUMNS = {
  farmName: '农场（基地）',
  companyName: '经营主体',
  businessTypeName: '经营类型',
  businessCategoryName: '经营品类',
  areaName: '所在镇村',
  farmAreaMu: '面积（亩）',
  creditLevel: '信用等级',
  contactName: '联系人',
  contactPhone: '联系电话',
  traceFlag: '追溯',
  farmStatus: '状态',
  createTime: '登记日期',
} as const;

/**
 * The keyword of the farm lists: the farm's name or address or its company's name. A word with a trigram is
 * looked up in the names' trigram indexes; a shorter one is tested on the area's farms,
 * where the farm's name usually decides before the others are read.
 */
export function farmKeyword(f: Filter, word: string, pattern: string): string {
  const p = f.p(pattern);
  if (trigramWord(word)) return `f.id IN (${farmsNamed(p, ['farm_name', 'address'])})`;
  return `(${[contains('f.farm_name', p), contains('c.company_name', p), contains('f.address', p)].join(' OR ')})`;
}

/** The farms of a company inside an area range, by id (at most `limit`). */
export async function farmsOfCompany(
  q: Queryable,
  range: [number, number],
  companyId: number,
  limit: number,
) {
  const f = new Filter().add('f.area_id BETWEEN $? AND $?', ...range).add('f.company_id = $?', companyId);
  const { rows } = await runPage<FarmRow>(q, FARM_SQL, f, 'ORDER BY f.id', { pageNo: 1, pageSize: limit });
  return rows;
}

/** One farm by id, or undefined. */
export async function findFarm(q: Queryable, farmId: number): Promise<FarmRow | undefined> {
  const [row] = await q.query<FarmRow>(`SELECT ${FARM_SQL.select} FROM ${FARM_SQL.from} WHERE f.id = $1`, [
    farmId,
  ]);
  return row;
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

/** What every farm list shares: the farms' SQL, by id, masked as the caller may see them. */
export const FARM_LIST = {
  sql: FARM_SQL,
  imports: farmsImport,
  area: 'f.area_id',
  order: 'f.id',
  tieBreak: 'f.id',
  present: (r: FarmRow, pii: PiiPolicy) => presentFarm(r, pii),
  exportColumns: FARM_EXPORT_COLUMNS,
};

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
