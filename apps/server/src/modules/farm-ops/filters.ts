import type { Session } from '../../auth/sessions';
import { contains } from '../../query/keyword';
import { containsPattern, scopedRange } from '../../query/scope';
import { Filter } from '../../query/sql-filter';

/** Significant digits of area codes by level (province 2 … village 12). */
export const AREA_DIGITS: Record<number, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };

/** The company register filter (alias c companies) inside the caller's scope. */
export function companyFilter(
  caller: Session,
  b: {
    areaId?: number;
    areaLevel?: number;
    keyword?: string;
    companyCategoryId?: number;
    creditLevel?: number;
    businessTypeId?: number;
    startDate?: string;
    endDate?: string;
  },
): Filter {
  const [lo, hi] = scopedRange(caller, b.areaId, b.areaLevel);
  const f = new Filter().add('c.area_id BETWEEN $? AND $?', lo, hi);
  if (b.keyword) {
    const p = f.p(containsPattern(b.keyword));
    f.add(`(${contains('c.company_name', p)} OR ${contains('c.address', p)})`);
  }
  if (b.companyCategoryId !== undefined) f.add('c.company_category_id = $?', b.companyCategoryId);
  if (b.creditLevel !== undefined) f.add('c.credit_level = $?', b.creditLevel);
  if (b.businessTypeId !== undefined) {
    f.add(
      'EXISTS (SELECT 1 FROM farms bf WHERE bf.company_id = c.id AND bf.business_type_id = $?)',
      b.businessTypeId,
    );
  }
  if (b.startDate) f.add('c.established_date >= $?::date', b.startDate);
  if (b.endDate) f.add('c.established_date <= $?::date', b.endDate);
  return f;
}
