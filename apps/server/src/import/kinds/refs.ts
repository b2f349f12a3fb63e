import type { Queryable } from '../../db/client';
import type { RefName } from './define';

/** A record a reference may name: its id, area, and the text it was found by. */
interface Candidate {
  key: string;
  id: number;
  area_id: number | null;
  /** Found by a code (credit code, area code): several records under one code resolve to the first. */
  strong: boolean;
  /** The farm the record belongs to (a parcel's, a machine's; other references have none). */
  farm_id?: number | null;
}

export type Resolved = { id: number; areaId: number | null; farmId: number | null } | { problem: string };

/**
 * Per reference: the records inside the target range that any of the texts (`$1`) name. `$2`/`$3` bound
 * the area codes, so a file can only point at records of the area it is imported into.
 */
const LOOKUPS: Record<RefName, { sql: string; label: string }> = {
  area: {
    label: '区域',
    sql: `SELECT a.id::text AS key, a.id, a.id AS area_id, true AS strong FROM areas a
            WHERE a.id::text = ANY($1) AND a.id BETWEEN $2 AND $3
          UNION ALL
          SELECT k.key, a.id, a.id, false FROM areas a LEFT JOIN areas p ON p.id = a.parent_id
            CROSS JOIN LATERAL (VALUES (a.name), (p.name || '/' || a.name)) k(key)
            WHERE k.key = ANY($1) AND a.id BETWEEN $2 AND $3`,
  },
  farm: {
    label: '农场',
    sql: `SELECT f.farm_name AS key, f.id, f.area_id, false AS strong FROM farms f
            WHERE f.farm_name = ANY($1) AND f.area_id BETWEEN $2 AND $3
          UNION ALL
          SELECT c.credit_code, f.id, f.area_id, true FROM farms f JOIN companies c ON c.id = f.company_id
            WHERE c.credit_code = ANY($1) AND f.area_id BETWEEN $2 AND $3`,
  },
  company: {
    label: '经营主体',
    sql: `SELECT k.key, c.id, c.area_id, k.strong FROM companies c
            CROSS JOIN LATERAL (VALUES (c.company_name, false), (c.credit_code, true)) k(key, strong)
            WHERE k.key = ANY($1) AND c.area_id BETWEEN $2 AND $3`,
  },
  crop: {
    label: '作物',
    sql: `SELECT k.key, c.id, NULL::bigint AS area_id, true AS strong FROM crops c
            CROSS JOIN LATERAL (VALUES (c.crop_name), (c.crop_identifier)) k(key)
            WHERE k.key = ANY($1) AND $2::bigint IS NOT NULL AND $3::bigint IS NOT NULL`,
  },
  gateCategory: {
    label: '设备类别',
    sql: `SELECT k.key, g.id, NULL::bigint AS area_id, true AS strong FROM gate_categories g
            CROSS JOIN LATERAL (VALUES (g.name), (g.identifier)) k(key)
            WHERE k.key = ANY($1) AND $2::bigint IS NOT NULL AND $3::bigint IS NOT NULL`,
  },
  deviceProfile: {
    label: '设备模型',
    sql: `SELECT k.key, p.id, NULL::bigint AS area_id, true AS strong FROM device_profiles p
            CROSS JOIN LATERAL (VALUES (p.name), (p.code)) k(key)
            WHERE k.key = ANY($1) AND $2::bigint IS NOT NULL AND $3::bigint IS NOT NULL`,
  },
  machine: {
    label: '农机',
    sql: `SELECT machine_no AS key, id, area_id, farm_id, true AS strong FROM machines
            WHERE machine_no = ANY($1) AND area_id BETWEEN $2 AND $3`,
  },
  // Batches are published per county: a town's findings belong to its county's batches, whose area (outside
  // the range) then does not place the row.
  batch: {
    label: '监测批次',
    sql: `SELECT batch_name AS key, id, CASE WHEN area_id BETWEEN $2 AND $3 THEN area_id END AS area_id,
                 false AS strong FROM monitoring_batches
            WHERE batch_name = ANY($1) AND (area_id BETWEEN $2 AND $3 OR area_id IN
                  (SELECT ($2::bigint / u) * u FROM unnest('{10000000000,100000000,1000000,1000}'::bigint[]) u))`,
  },
  parcel: {
    label: '地块',
    sql: `SELECT dkid AS key, id, area_id, true AS strong, farm_id FROM land_parcels
            WHERE dkid = ANY($1) AND area_id BETWEEN $2 AND $3`,
  },
  // A product by its name alone, or as 基地/产品 or 统一社会信用代码/产品 when several farms sell one name.
  product: {
    label: '农产品',
    sql: `SELECT k.key, p.id, p.area_id, k.strong, p.farm_id FROM agri_products p JOIN farms f ON f.id = p.farm_id
            JOIN companies c ON c.id = f.company_id
            CROSS JOIN LATERAL (VALUES (p.product_name, false), (f.farm_name || '/' || p.product_name, true),
                                       (c.credit_code || '/' || p.product_name, true)) k(key, strong)
            WHERE k.key = ANY($1) AND p.area_id BETWEEN $2 AND $3`,
  },
  // A party organisation by its name, or as 村（镇）/组织 when two villages name theirs alike.
  partyOrg: {
    label: '党组织',
    sql: `SELECT k.key, o.id, o.area_id, k.strong FROM party_organizations o JOIN areas a ON a.id = o.area_id
            CROSS JOIN LATERAL (VALUES (o.org_name, false), (a.name || '/' || o.org_name, true)) k(key, strong)
            WHERE k.key = ANY($1) AND o.area_id BETWEEN $2 AND $3`,
  },
};

/** Resolves the distinct texts of one reference in one query. */
export async function resolveRefs(
  q: Queryable,
  ref: RefName,
  texts: readonly string[],
  range: readonly [number, number],
): Promise<Map<string, Resolved>> {
  const out = new Map<string, Resolved>();
  if (texts.length === 0) return out;
  const { sql, label } = LOOKUPS[ref];
  const rows = await q.query<Candidate>(sql, [texts, range[0], range[1]]);
  const byKey = new Map<string, Candidate[]>();
  for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
  for (const text of texts) {
    const found = (byKey.get(text) ?? []).sort((a, b) => Number(b.strong) - Number(a.strong) || a.id - b.id);
    const ids = new Set(found.map((f) => f.id));
    const first = found[0];
    if (!first)
      out.set(text, {
        problem: `${label}“${text}”${ref === 'crop' || ref === 'gateCategory' || ref === 'deviceProfile' ? '' : '在导入区域内'}不存在`,
      });
    else if (ids.size > 1 && !first.strong)
      out.set(text, {
        problem: `${label}“${text}”有${ids.size}个同名记录，请改用编码${ref === 'area' ? '或“乡镇/村”' : ''}`,
      });
    else
      out.set(text, {
        id: Number(first.id),
        areaId: first.area_id === null ? null : Number(first.area_id),
        farmId: first.farm_id == null ? null : Number(first.farm_id),
      });
  }
  return out;
}
