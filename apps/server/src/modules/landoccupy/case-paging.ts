import type { Queryable } from '../../db/client';
import type { Filter } from '../../query/sql-filter';

/** Where a kind of case is read from: its table alias, the list columns and the FROM clause (with joins). */
export interface CaseSource {
  /** Alias of the case table in `from`; it has process_status, update_time and id. */
  alias: string;
  /** The table itself, for the status count (no joins needed). */
  table: string;
  select: string;
  from: string;
}

/** A page of cases (newest update first) and the count per status under the same filter. */
export async function pageCases(
  q: Queryable,
  src: CaseSource,
  f: Filter,
  status: number | undefined,
  page: { pageNo: number; pageSize: number },
) {
  const a = src.alias;
  const counts = await q.query<{ processStatus: number; count: number }>(
    `SELECT ${a}.process_status AS "processStatus", count(*)::int AS count FROM ${src.table} ${a} ${f.where()}
      GROUP BY 1 ORDER BY 1`,
    f.params,
  );
  if (status !== undefined) f.add(`${a}.process_status = $?`, status);
  const total =
    status === undefined
      ? counts.reduce((s, c) => s + c.count, 0)
      : (counts.find((c) => c.processStatus === status)?.count ?? 0);
  const list = await q.query(
    `SELECT ${src.select} ${src.from} ${f.where()} ORDER BY ${a}.update_time DESC, ${a}.id DESC
      LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
    f.params,
  );
  return { list, total, statusCounts: counts };
}
