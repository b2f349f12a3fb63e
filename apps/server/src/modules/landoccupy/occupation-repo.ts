import type { Queryable } from '../../db/client';
import { containsPattern } from '../../query/keyword';
import type { PiiPolicy } from '../../query/pii';
import { Filter } from '../../query/sql-filter';
import { pageCases } from './case-paging';

const T = (col: string) => `to_char(${col}, 'YYYY-MM-DD HH24:MI:SS')`;
const D = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

const ITEM = `
  o.id, o.occupy_num AS "occupyNum", o.occupy_flag AS "occupyFlag", o.occupy_category AS "occupyCategory",
  o.occupy_acre::float8 AS "occupyAcre", o.occupy_arable_land_acre::float8 AS "occupyArableLandAcre", o.address,
  o.area_id::float8 AS "areaId", COALESCE(t.name || ' ', '') || a.name AS "areaName",
  o.arable_land_batch_record_id AS "arableLandBatchRecordId", b.batch_name AS "batchName",
  o.process_status AS "processStatus", o.version, ${T('o.update_time')} AS "updateTime"`;
const FROM = `
  FROM farmland_occupations o
  JOIN monitoring_batches b ON b.id = o.arable_land_batch_record_id
  JOIN areas a ON a.id = o.area_id
  LEFT JOIN areas t ON t.id = a.parent_id`;

/** The list filter of occupations within an area's codes, without the status (counted per status). */
export function occupationFilter(
  [lo, hi]: readonly [number, number],
  b: {
    keyword?: string;
    arableLandBatchRecordId?: number;
    occupyFlag?: number;
  },
): Filter {
  const f = new Filter().add('o.area_id BETWEEN $? AND $?', lo, hi);
  if (b.arableLandBatchRecordId !== undefined)
    f.add('o.arable_land_batch_record_id = $?', b.arableLandBatchRecordId);
  if (b.occupyFlag !== undefined) f.add('o.occupy_flag = $?', b.occupyFlag);
  if (b.keyword) {
    const p = containsPattern(b.keyword);
    f.add('(o.occupy_num ILIKE $? OR o.address ILIKE $?)', p, p);
  }
  return f;
}

/** A page of occupations (newest update first) and the count per status under the same filter. */
export function pageOccupations(
  q: Queryable,
  f: Filter,
  status: number | undefined,
  page: { pageNo: number; pageSize: number },
) {
  return pageCases(
    q,
    { alias: 'o', table: 'farmland_occupations', select: ITEM, from: FROM },
    f,
    status,
    page,
  );
}

// The name of one of the record's five area codes.
const AREA_NAME = (level: 'province' | 'city' | 'county' | 'town' | 'village') =>
  `(SELECT n.name FROM areas n WHERE n.id = o.${level}_id) AS "${level}Name"`;

/** Every §3 field of one record, with the names of its area codes, or undefined. */
export async function findOccupation(q: Queryable, occupyNum: string) {
  const [row] = await q.query<
    Record<string, unknown> & { id: number; areaId: number; reviewImgUrls: string[] }
  >(
    `SELECT ${ITEM}, ST_AsGeoJSON(o.ring, 7)::json AS ring,
            o.province_id::float8 AS "provinceId", o.city_id::float8 AS "cityId", o.county_id::float8 AS "countyId",
            o.town_id::float8 AS "townId", o.village_id::float8 AS "villageId",
            ${AREA_NAME('province')}, ${AREA_NAME('city')}, ${AREA_NAME('county')}, ${AREA_NAME('town')},
            ${AREA_NAME('village')},
            ${D('b.image_date')} AS "imageDate", ${D('b.compare_image_date')} AS "compareImageDate",
            o.check_remark AS "checkRemark", o.audit_remark AS "auditRemark", o.review_remark AS "reviewRemark",
            o.review_img_urls AS "reviewImgUrls", o.review_user_address AS "reviewUserAddress",
            o.review_user_center_lat AS "reviewUserCenterLat", o.review_user_center_lng AS "reviewUserCenterLng",
            o.review_user_id AS "reviewUserId", u.nickname AS "reviewUserName", ${T('o.create_time')} AS "createTime"
       ${FROM} LEFT JOIN government_users u ON u.id = o.review_user_id
      WHERE o.occupy_num = $1`,
    [occupyNum],
  );
  return row;
}

/** The id, area and status of a record by its number. */
export async function occupationRef(q: Queryable, occupyNum: string) {
  const [r] = await q.query<{ id: number; areaId: string; processStatus: number }>(
    'SELECT id, area_id AS "areaId", process_status AS "processStatus" FROM farmland_occupations WHERE occupy_num = $1',
    [occupyNum],
  );
  return r && { id: r.id, areaId: Number(r.areaId), processStatus: r.processStatus };
}

/** The operator log of a record, oldest first (the timeline). */
export function logsOf(
  q: Queryable,
  table: 'farmland_occupation_logs' | 'cultivated_abnormal_logs',
  id: number,
) {
  const fk = table === 'farmland_occupation_logs' ? 'occupation_id' : 'abnormal_id';
  return q.query(
    `SELECT id, action, from_status AS "fromStatus", to_status AS "toStatus", operator_id AS "operatorId",
            operator_name AS "operatorName", remark, ${T('create_time')} AS "createTime"
       FROM ${table} WHERE ${fk} = $1 ORDER BY create_time, id`,
    [id],
  );
}

/** The declarations of a record, newest first, with the declarant masked unless pii:view. */
export async function declarationsOf(
  q: Queryable,
  table: 'farmland_occupation_declarations' | 'cultivated_abnormal_declarations',
  id: number,
  pii: PiiPolicy,
) {
  const fk = table === 'farmland_occupation_declarations' ? 'occupation_id' : 'abnormal_id';
  const rows = await q.query<{
    id: number;
    declarantName: string;
    declarantPhone: string | null;
    declareType: number;
    content: string;
    imgUrls: string[];
    declareTime: string;
    status: number;
  }>(
    `SELECT id, declarant_name AS "declarantName", declarant_phone AS "declarantPhone", declare_type AS "declareType",
            content, img_urls AS "imgUrls", ${T('declare_time')} AS "declareTime", status
       FROM ${table} WHERE ${fk} = $1 ORDER BY declare_time DESC, id DESC`,
    [id],
  );
  return rows.map((r) => ({
    ...r,
    declarantName: pii.name(r.declarantName, `${table}:${r.id}`) ?? '',
    declarantPhone: pii.phone(r.declarantPhone, `${table}:${r.id}`),
  }));
}
