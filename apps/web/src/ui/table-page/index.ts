export { type ExtraFilter, FilterBar, type FilterConfig, type FilterOption } from './filter-bar';
export { pagingBody, sortBody } from './query-body';
export {
  type ListEndpoint,
  PAGE_SIZE_OPTIONS,
  type RowOf,
  type RowsPage,
  type TableColumn,
  TablePage,
  type TableQuery,
} from './table-page';
export {
  clearKeptTables,
  filtersActive,
  initialTableState,
  type SortOrder,
  type TableFilters,
  type TableState,
  useTableState,
  withFilters,
} from './table-state';
