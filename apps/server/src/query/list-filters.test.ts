import {
  type EndpointDef,
  listCertificatesByArea,
  listCompaniesByArea,
  listFarmsByArea,
  listGisFarmsByPage,
  listGuaranteeSupply,
  listInspections,
  listInsurancePolicies,
  listLoans,
  listMachineDurations,
  listMachines,
  listNutritionQuality,
  listPatrolRecords,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { allRows, CHONGMING } from '../../test/list-checks';
import { containsPattern, hasHan, trigramWord } from './keyword';

// The keyword filters, sorts and tallies of the schema against the plain statements they replace:
// `ILIKE` on every row of the list, figures counted per row.

let t: TestApp;
let admin: string;
const CM = [CHONGMING, CHONGMING + 999_999];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
});
afterAll(() => t.close());

/** Every row of a list, as the values of `key`. */
async function allIds(endpoint: EndpointDef, body: object, key: string): Promise<unknown[]> {
  return (await allRows(t, endpoint, body, admin)).map((r) => r[key]);
}

/** The ids the plain statement selects ($1, $2 the county, $3 the keyword's pattern). */
async function plainIds(sql: string, keyword: string): Promise<unknown[]> {
  return (await t.db.query<{ id: unknown }>(sql, [...CM, containsPattern(keyword)])).map((r) => r.id);
}

const FARM = 'LEFT JOIN farms f ON f.id = x.farm_id LEFT JOIN companies c ON c.id = f.company_id';
const LISTS: { endpoint: EndpointDef; field?: string; key: string; sql: string }[] = [
  {
    endpoint: listFarmsByArea,
    key: 'farmId',
    sql: `SELECT f.id FROM farms f LEFT JOIN companies c ON c.id = f.company_id WHERE f.area_id BETWEEN $1 AND $2
            AND (f.farm_name ILIKE $3 OR c.company_name ILIKE $3 OR f.address ILIKE $3) ORDER BY f.id`,
  },
  {
    endpoint: listGisFarmsByPage,
    key: 'farmId',
    sql: `SELECT f.id FROM farms f LEFT JOIN companies c ON c.id = f.company_id WHERE f.area_id BETWEEN $1 AND $2
            AND (f.farm_name ILIKE $3 OR c.company_name ILIKE $3) ORDER BY f.id`,
  },
  {
    endpoint: listCompaniesByArea,
    key: 'companyId',
    sql: `SELECT c.id FROM companies c WHERE c.area_id BETWEEN $1 AND $2
            AND (c.company_name ILIKE $3 OR c.address ILIKE $3) ORDER BY c.id`,
  },
  {
    endpoint: listInspections,
    key: 'id',
    sql: `SELECT x.id FROM inspections x ${FARM} WHERE x.area_id BETWEEN $1 AND $2
            AND (f.farm_name ILIKE $3 OR c.company_name ILIKE $3 OR x.inspector ILIKE $3) ORDER BY x.inspect_date DESC, x.id DESC`,
  },
  {
    endpoint: listInsurancePolicies,
    key: 'id',
    sql: `SELECT x.id FROM insurance_policies x ${FARM} WHERE x.area_id BETWEEN $1 AND $2
            AND (f.farm_name ILIKE $3 OR c.company_name ILIKE $3 OR x.policy_no ILIKE $3) ORDER BY x.start_date DESC, x.id DESC`,
  },
  {
    endpoint: listLoans,
    key: 'id',
    sql: `SELECT x.id FROM loans x ${FARM} WHERE x.area_id BETWEEN $1 AND $2
            AND (f.farm_name ILIKE $3 OR c.company_name ILIKE $3 OR x.loan_no ILIKE $3) ORDER BY x.apply_date DESC, x.id DESC`,
  },
  {
    endpoint: listCertificatesByArea,
    key: 'certificateId',
    sql: `SELECT q.id FROM qualified_certificates q WHERE q.area_id BETWEEN $1 AND $2
            AND (q.product_name ILIKE $3 OR q.cert_no ILIKE $3 OR q.producer_name ILIKE $3 OR q.trace_code ILIKE $3)
          ORDER BY q.issue_date DESC, q.id DESC`,
  },
  {
    endpoint: listMachines,
    key: 'id',
    sql: `SELECT x.id FROM machines x LEFT JOIN farms f ON f.id = x.farm_id WHERE x.area_id BETWEEN $1 AND $2
            AND (x.machine_no ILIKE $3 OR f.farm_name ILIKE $3 OR x.brand ILIKE $3) ORDER BY x.id`,
  },
  {
    endpoint: listMachineDurations,
    key: 'machineId',
    sql: `SELECT x.id FROM machines x LEFT JOIN farms f ON f.id = x.farm_id LEFT JOIN machine_work_tallies w ON w.machine_id = x.id
          WHERE x.area_id BETWEEN $1 AND $2 AND (x.machine_no ILIKE $3 OR f.farm_name ILIKE $3 OR x.brand ILIKE $3)
          ORDER BY coalesce(w.hours, 0) DESC, x.id`,
  },
  {
    endpoint: listPatrolRecords,
    key: 'id',
    sql: `SELECT p.id FROM patrol_records p WHERE p.area_id BETWEEN $1 AND $2
            AND (p.patroller ILIKE $3 OR p.remark ILIKE $3) ORDER BY p.start_time DESC, p.id DESC`,
  },
  {
    endpoint: listNutritionQuality,
    field: 'companyName',
    key: 'id',
    sql: `SELECT x.id FROM quality_detections x ${FARM} WHERE x.area_id BETWEEN $1 AND $2
            AND c.company_name ILIKE $3 ORDER BY x.detection_time DESC, x.id DESC`,
  },
  {
    endpoint: listGuaranteeSupply,
    key: 'id',
    sql: `SELECT x.id FROM guarantee_supply_subjects x ${FARM} WHERE x.area_id BETWEEN $1 AND $2
            AND (f.farm_name ILIKE $3 OR c.company_name ILIKE $3) ORDER BY x.supply_level, x.annual_supply_t DESC, x.id`,
  },
];

// Two Chinese characters (no trigram: rows tested), three or more (trigram indexes), codes, and the
// characters LIKE would read as wildcards or escapes, which must match themselves.
const KEYWORDS = ['崇明', '合作社', '无此记录', '米', '沪51', 'HG3101', 'dd', '%', '_', '\\', '崇明%', '_崇'];

async function expectKeywordsAnswerAsIlike(keywords: string[]) {
  for (const { endpoint, field = 'keyword', key, sql } of LISTS) {
    for (const keyword of keywords) {
      const ids = await allIds(endpoint, { [field]: keyword }, key);
      expect(ids, `${endpoint.path} ${field}=${keyword}`).toEqual(await plainIds(sql, keyword));
    }
  }
}

describe('keyword filters (query/keyword.ts)', () => {
  it('tell the words a trigram index can look up and the words with Chinese characters', () => {
    expect(trigramWord('崇明')).toBe(false);
    expect(trigramWord('无此记录')).toBe(true);
    expect(trigramWord('a%bc')).toBe(false);
    expect(trigramWord('DD31')).toBe(true);
    expect(hasHan('沪5')).toBe(true);
    expect(hasHan('DD31%_')).toBe(false);
  });

  it('lowercase then LIKE exactly as ILIKE does, whatever the case rules of the letters', async () => {
    const [r] = await t.db.query<{ n: number; differ: number }>(
      `WITH s(v) AS (VALUES ('ABC'), ('ß'), ('SS'), ('ẞ'), ('İstanbul'), ('ΣΑΣ'), ('σας'), ('ǅ'), ('K'), ('Å'),
                            ('崇明大米'), ('a%b'), ('a_b'), ('a\\b'), ('ﬁ'), ('Ω'), ('Ⅻ'), ('Ａ'), ('𐐀'), ('')),
            p(k) AS (SELECT v FROM s WHERE v <> '' UNION VALUES ('%'), ('_'), ('\\'), ('b'), ('s'), ('i'), ('σ'), ('明a'))
       SELECT count(*)::int AS n,
              count(*) FILTER (WHERE (s.v ILIKE pat) IS DISTINCT FROM (lower(s.v) LIKE lower(pat)))::int AS differ
         FROM s, (SELECT '%' || replace(replace(replace(k, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' AS pat FROM p) q`,
    );
    expect(r!.n).toBeGreaterThan(500);
    expect(r!.differ).toBe(0);
  });

  it('select the rows of the plain ILIKEs in every list', async () => {
    await expectKeywordsAnswerAsIlike(KEYWORDS);
  });

  it('find %, _ and Chinese characters in names and codes literally, through the partial code indexes too', async () => {
    const first = async (table: string) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT min(id) AS id FROM ${table} WHERE area_id BETWEEN $1 AND $2`,
          CM,
        )
      )[0]!.id;
    await t.db.query(`UPDATE farms SET farm_name = farm_name || '崇明%_农场' WHERE id = $1`, [
      await first('farms'),
    ]);
    await t.db.query(`UPDATE loans SET loan_no = 'LN崇明%' || id WHERE id = $1`, [await first('loans')]);
    await t.db.query(`UPDATE insurance_policies SET policy_no = 'P_崇明' || id WHERE id = $1`, [
      await first('insurance_policies'),
    ]);
    await t.db.query(
      `UPDATE qualified_certificates SET cert_no = 'HG崇明' || id, trace_code = 'T_%' || id WHERE id = $1`,
      [await first('qualified_certificates')],
    );
    for (const [endpoint, keyword] of [
      [listLoans, 'LN崇明%'],
      [listInsurancePolicies, 'P_崇'],
      [listCertificatesByArea, 'HG崇明'],
      [listCertificatesByArea, 'T_%'],
      [listFarmsByArea, '明%_农'],
    ] as const) {
      expect((await t.call(endpoint, { keyword }, admin)).obj!.total, `${endpoint.path} ${keyword}`).toBe(1);
    }
    await expectKeywordsAnswerAsIlike(['崇明', '%', '_', '崇明%', 'P_崇', 'HG崇', 'T_%']);
  });
});

describe('sorts by tallied figures after writes', () => {
  it('orders companies by their farms’ count and area as counting the farms does', async () => {
    const [a, b] = await t.db.query<{ id: number; company: number }>(
      `SELECT id, company_id AS company FROM farms WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 2`,
      CM,
    );
    // A farm changes company and area; another is added and one removed.
    await t.db.query('UPDATE farms SET company_id = $1, farm_area_mu = farm_area_mu + 1234.5 WHERE id = $2', [
      b!.company,
      a!.id,
    ]);
    const [added] = await t.db.query<{ id: number }>(
      `INSERT INTO farms (company_id, farm_name, business_type_id, area_id, farm_area_mu)
       SELECT $1, '新农场', 1, area_id, 99.99 FROM farms WHERE id = $2 RETURNING id`,
      [a!.company, a!.id],
    );
    const [spare] = await t.db.query<{ id: number }>(
      `INSERT INTO farms (company_id, farm_name, business_type_id, area_id, farm_area_mu)
       SELECT $1, '将删除', 1, area_id, 5 FROM farms WHERE id = $2 RETURNING id`,
      [b!.company, a!.id],
    );
    await t.db.query('DELETE FROM farms WHERE id = $1', [spare!.id]);
    expect(added!.id).toBeGreaterThan(0);
    const [diff] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         (SELECT company_id, count(*)::int, sum(farm_area_mu) FROM farms GROUP BY 1
          EXCEPT SELECT company_id, farms, farm_area_mu FROM company_farm_tallies)
         UNION ALL
         (SELECT company_id, farms, farm_area_mu FROM company_farm_tallies
          EXCEPT SELECT company_id, count(*)::int, sum(farm_area_mu) FROM farms GROUP BY 1)) d`,
    );
    expect(diff!.n).toBe(0);
    for (const [field, figure] of [
      ['farmCount', 'fs.n'],
      ['farmAreaMu', 'fs.mu'],
    ]) {
      for (const order of ['asc', 'desc']) {
        const plain = await t.db.query<{ id: number }>(
          `SELECT c.id FROM companies c
             CROSS JOIN LATERAL (SELECT count(*)::int AS n, coalesce(sum(f.farm_area_mu), 0)::float8 AS mu
                                   FROM farms f WHERE f.company_id = c.id) fs
            WHERE c.area_id BETWEEN $1 AND $2 ORDER BY ${figure} ${order} NULLS LAST, c.id`,
          CM,
        );
        const ids = await allIds(listCompaniesByArea, { sortField: field, sortOrder: order }, 'companyId');
        expect(ids, `${field} ${order}`).toEqual(plain.map((r) => r.id));
      }
    }
  });

  it('orders machines by their orders and last work as counting the orders does, with and without a period', async () => {
    const [m] = await t.db.query<{ id: number; area: number }>(
      `SELECT id, area_id AS area FROM machines WHERE area_id BETWEEN $1 AND $2 ORDER BY id LIMIT 1`,
      CM,
    );
    await t.db.query(
      `INSERT INTO machine_work_orders (machine_id, area_id, work_type, start_time, end_time, work_area_mu, status)
       VALUES ($1, $2, '耕地', '2026-03-02 08:00+08', '2026-03-02 11:20+08', 40.5, 3)`,
      [m!.id, m!.area],
    );
    await t.db.query(
      `DELETE FROM machine_work_orders WHERE id = (SELECT max(id) FROM machine_work_orders WHERE machine_id <> $1
         AND machine_id IN (SELECT id FROM machines WHERE area_id BETWEEN $2 AND $3))`,
      [m!.id, ...CM],
    );
    for (const [field, figure] of [
      ['workOrders', 'w.n'],
      ['lastWorkTime', 'w.last'],
    ]) {
      for (const order of ['asc', 'desc']) {
        const plain = await t.db.query<{ id: number }>(
          `SELECT m.id FROM machines m
             LEFT JOIN LATERAL (SELECT count(*)::int AS n, max(start_time) AS last FROM machine_work_orders
                                 WHERE machine_id = m.id) w ON true
            WHERE m.area_id BETWEEN $1 AND $2 ORDER BY ${figure} ${order} NULLS LAST, m.id`,
          CM,
        );
        const ids = await allIds(listMachines, { sortField: field, sortOrder: order }, 'id');
        expect(ids, `${field} ${order}`).toEqual(plain.map((r) => r.id));
      }
    }
    for (const sort of [
      {},
      { sortField: 'workAreaMu', sortOrder: 'asc' },
      { sortField: 'orders', sortOrder: 'desc' },
    ]) {
      const body = { startTime: '2026-01-01', endTime: '2026-06-30', ...sort };
      const rows = await allRows(t, listMachineDurations, body, admin);
      const by = { workAreaMu: '"workAreaMu"', orders: 'orders' }[
        (sort as { sortField?: string }).sortField ?? ''
      ];
      const plain = await t.db.query(
        `SELECT m.id AS "machineId", m.machine_no AS "machineNo", m.machine_type AS "machineType", m.farm_id AS "farmId",
                f.farm_name AS "farmName", m.area_id AS "areaId", av.name AS "areaName", atn.name AS "townName",
                count(o.id)::int AS orders,
                coalesce(sum(round((extract(epoch FROM o.end_time - o.start_time) / 3600)::numeric, 2)), 0)::float8 AS hours,
                coalesce(sum(o.work_area_mu), 0)::float8 AS "workAreaMu",
                to_char(max(o.start_time), 'YYYY-MM-DD HH24:MI:SS') AS "lastWorkTime"
           FROM machines m LEFT JOIN farms f ON f.id = m.farm_id
           JOIN areas av ON av.id = m.area_id LEFT JOIN areas atn ON atn.id = av.parent_id AND atn.level = 4
           LEFT JOIN machine_work_orders o ON o.machine_id = m.id AND o.start_time >= $3::date AND o.start_time < $4::date + 1
          WHERE m.area_id BETWEEN $1 AND $2 GROUP BY m.id, f.farm_name, av.name, atn.name
          ORDER BY ${by ? `${by} ${(sort as { sortOrder?: string }).sortOrder} NULLS LAST` : 'hours DESC'}, m.id`,
        [...CM, body.startTime, body.endTime],
      );
      expect(rows, JSON.stringify(sort)).toEqual(plain);
    }
  });
});
