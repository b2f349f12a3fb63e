import type { TableQuery } from './table-page';

/** `{pageNo, pageSize}` of a table query, as every list body carries them. */
export function pagingBody(q: TableQuery): { pageNo: number; pageSize: number } {
  return { pageNo: q.pageNo, pageSize: q.pageSize };
}

/** `{sortField, sortOrder}` when the user sorted a column, else nothing (the endpoint's own order). */
export function sortBody<F extends string>(
  q: TableQuery,
  fields: readonly F[],
): { sortField?: F; sortOrder?: 'asc' | 'desc' } {
  const field = fields.find((f) => f === q.sortField);
  return field && q.sortOrder ? { sortField: field, sortOrder: q.sortOrder } : {};
}
