/**
 * The ORDER BY of a sortable list: the requested field's column (from an allow-list, never the raw
 * field) and direction, then `tieBreak` so paging is stable; the default order when nothing is asked.
 */
export function orderBy(
  sort: { sortField?: string; sortOrder?: 'asc' | 'desc' },
  columns: Readonly<Record<string, string>>,
  defaultOrder: string,
  tieBreak: string,
): string {
  const column = sort.sortField ? columns[sort.sortField] : undefined;
  if (!column) return `ORDER BY ${defaultOrder}`;
  const dir = sort.sortOrder === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${column} ${dir} NULLS LAST, ${tieBreak}`;
}

/** LIMIT/OFFSET of a page (spec §9: pages start at 1). */
export function pageClause(page: { pageNo: number; pageSize: number }): string {
  const size = Math.trunc(page.pageSize);
  return `LIMIT ${size} OFFSET ${(Math.trunc(page.pageNo) - 1) * size}`;
}
