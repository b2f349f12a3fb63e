import type { Queryable } from '../../db/client';
import type { PiiPolicy } from '../../query/pii';
import { orderBy, pageClause } from '../../query/sort';
import type { Filter } from '../../query/sql-filter';

/** A company row before masking. */
export interface CompanyRow {
  companyId: number;
  companyName: string;
  creditCode: string | null;
  companyCategoryId: number;
  companyCategoryName: string;
  legalPersonName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  creditLevel: number;
  registeredCapital: number | null;
  establishedDate: string | null;
  address: string | null;
  areaId: number;
  areaName: string;
  townName: string | null;
  farmCount: number;
  farmAreaMu: number;
  businessTypeIds: number[];
  certificateCount: number;
}

// Farm counts and certificate counts per company come from lateral subqueries so that only the page's
// rows pay for them.
const SELECT = `
  SELECT c.id AS "companyId", c.company_name AS "companyName", c.credit_code AS "creditCode",
         c.company_category_id AS "companyCategoryId", cc.name AS "companyCategoryName",
         c.legal_person_name AS "legalPersonName", c.contact_name AS "contactName", c.contact_phone AS "contactPhone",
         c.credit_level AS "creditLevel", c.registered_capital AS "registeredCapital",
         to_char(c.established_date, 'YYYY-MM-DD') AS "establishedDate", c.address, c.area_id AS "areaId",
         v.name AS "areaName", t.name AS "townName",
         fs.n AS "farmCount", fs.mu AS "farmAreaMu", fs.types AS "businessTypeIds",
         (SELECT count(*)::int FROM qualified_certificates q JOIN farms f2 ON f2.id = q.farm_id
           WHERE f2.company_id = c.id) AS "certificateCount"
    FROM companies c
    JOIN company_categories cc ON cc.id = c.company_category_id
    JOIN areas v ON v.id = c.area_id
    LEFT JOIN areas t ON t.id = v.parent_id AND t.level = 4
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, coalesce(sum(f.farm_area_mu), 0)::float8 AS mu,
             coalesce(array_agg(DISTINCT f.business_type_id::int) FILTER (WHERE f.id IS NOT NULL), '{}') AS types
        FROM farms f WHERE f.company_id = c.id) fs`;

const SORTS = {
  companyName: 'c.company_name',
  establishedDate: 'c.established_date',
  registeredCapital: 'c.registered_capital',
  farmCount: 'fs.n',
  farmAreaMu: 'fs.mu',
  creditLevel: 'c.credit_level',
};

const FARM_TALLY = 'LEFT JOIN company_farm_tallies ft ON ft.company_id = c.id';
const FARM_SORTS = {
  farmCount: 'coalesce(ft.farms, 0)',
  farmAreaMu: 'coalesce(ft.farm_area_mu, 0)::float8',
};

/** One page of companies matching the filter (alias c companies), by id unless sorted. */
export async function pageCompanies(
  q: Queryable,
  filter: Filter,
  page: { pageNo: number; pageSize: number; sortField?: string; sortOrder?: 'asc' | 'desc' },
) {
  const where = filter.where();
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM companies c ${where}`,
    filter.params,
  );
  const order = orderBy(page, SORTS, 'c.id', 'c.id');
  // The page's ids first, then the lateral figures of those rows only. Sorting by a farm figure reads the
  // companies' farm tallies (migration 073), the same count and sum the lateral join gives.
  const byFarms = page.sortField === 'farmCount' || page.sortField === 'farmAreaMu';
  const pageOrder = byFarms ? orderBy(page, FARM_SORTS, 'c.id', 'c.id') : order;
  const rows = await q.query<CompanyRow>(
    `WITH pg AS (SELECT c.id FROM companies c ${byFarms ? FARM_TALLY : ''} ${where} ${pageOrder} ${pageClause(page)})
     ${SELECT} JOIN pg ON pg.id = c.id ${order}`,
    filter.params,
  );
  return { rows, total: count?.n ?? 0 };
}

/** One company by id or credit code. */
export async function findCompany(q: Queryable, by: { companyId?: number; creditCode?: string }) {
  const [row] = await q.query<CompanyRow>(
    by.companyId !== undefined ? `${SELECT} WHERE c.id = $1` : `${SELECT} WHERE c.credit_code = $1`,
    [by.companyId ?? by.creditCode],
  );
  return row;
}

/** A company with personal data as the caller may see it (spec §5 masking). */
export function presentCompany(r: CompanyRow, pii: PiiPolicy) {
  const ref = `company:${r.companyId}`;
  return {
    ...r,
    creditCode: pii.code(r.creditCode, ref),
    legalPersonName: pii.name(r.legalPersonName, ref),
    contactName: pii.name(r.contactName, ref),
    contactPhone: pii.phone(r.contactPhone, ref),
  };
}
