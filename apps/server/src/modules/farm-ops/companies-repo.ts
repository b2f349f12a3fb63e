import type { Queryable } from '../../db/client';
import type { ListSql } from '../../query/paged';
import type { PiiPolicy } from '../../query/pii';

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
// rows pay for them: a page is found over the companies alone (`key`) and then joined to its figures.
/** Companies with their category, village and town, farm figures and certificate count (alias c). */
export const COMPANY_SQL: ListSql = {
  select: `c.id AS "companyId", c.company_name AS "companyName", c.credit_code AS "creditCode",
    c.company_category_id AS "companyCategoryId", cc.name AS "companyCategoryName",
    c.legal_person_name AS "legalPersonName", c.contact_name AS "contactName", c.contact_phone AS "contactPhone",
    c.credit_level AS "creditLevel", c.registered_capital AS "registeredCapital",
    to_char(c.established_date, 'YYYY-MM-DD') AS "establishedDate", c.address, c.area_id AS "areaId",
    v.name AS "areaName", t.name AS "townName",
    fs.n AS "farmCount", fs.mu AS "farmAreaMu", fs.types AS "businessTypeIds",
    (SELECT count(*)::int FROM qualified_certificates q JOIN farms f2 ON f2.id = q.farm_id
      WHERE f2.company_id = c.id) AS "certificateCount"`,
  from: `companies c
    JOIN company_categories cc ON cc.id = c.company_category_id
    JOIN areas v ON v.id = c.area_id
    LEFT JOIN areas t ON t.id = v.parent_id AND t.level = 4
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, coalesce(sum(f.farm_area_mu), 0)::float8 AS mu,
             coalesce(array_agg(DISTINCT f.business_type_id::int) FILTER (WHERE f.id IS NOT NULL), '{}') AS types
        FROM farms f WHERE f.company_id = c.id) fs`,
  countFrom: 'companies c',
  key: 'c.id',
};

// Sorting by a farm figure pages over the companies' farm tallies, the same count and sum
// the lateral join gives, instead of computing the figures of every company.
const FARM_TALLY = 'LEFT JOIN company_farm_tallies ft ON ft.company_id = c.id';
/** The company list when it is sorted by a farm figure (the sorts name ft). */
export const COMPANY_BY_FARMS_SQL: ListSql = {
  ...COMPANY_SQL,
  from: `${COMPANY_SQL.from} ${FARM_TALLY}`,
  pageFrom: `companies c ${FARM_TALLY}`,
};

/** Sortable fields of the company list; the farm figures are read from the tallies (COMPANY_BY_FARMS_SQL). */
export const COMPANY_SORTS = {
  companyName: 'c.company_name',
  establishedDate: 'c.established_date',
  registeredCapital: 'c.registered_capital',
  farmCount: 'coalesce(ft.farms, 0)',
  farmAreaMu: 'coalesce(ft.farm_area_mu, 0)::float8',
  creditLevel: 'c.credit_level',
};

const COMPANY_SELECT = `SELECT ${COMPANY_SQL.select} FROM ${COMPANY_SQL.from}`;

/** One company by id or credit code. */
export async function findCompany(q: Queryable, by: { companyId?: number; creditCode?: string }) {
  const [row] = await q.query<CompanyRow>(
    by.companyId !== undefined
      ? `${COMPANY_SELECT} WHERE c.id = $1`
      : `${COMPANY_SELECT} WHERE c.credit_code = $1`,
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
