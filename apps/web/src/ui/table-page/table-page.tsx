import { PAGE_SIZES } from '@fengshou/core';
import type { BodyOf, EndpointDef, ListMissing, ResultOf } from '@fengshou/core/contract';
import { Table, type TableColumnType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useCallback } from 'react';
import type { ZodType } from 'zod';
import { errorText, useApiPage } from '../../api';
import { useCurrentArea } from '../../area/use-current-area';
import { listMissingOf, MissingHint } from '../missing-hint';
import { Panel } from '../panel';
import { FilterBar, type FilterConfig } from './filter-bar';
import {
  filtersActive,
  type SortOrder,
  type TableFilters,
  type TableState,
  useTableState,
  withFilters,
} from './table-state';

/** What a page's fetch receives: the table state plus the area selected across pages. */
export interface TableQuery extends TableState {
  areaId: number;
  areaLevel: number;
}

/** One page of rows as list endpoints answer it. */
export interface RowsPage<Row> {
  list: Row[];
  total: number;
  /** Set when the area holds no record of the list's source (a fresh installation before its import). */
  missing?: ListMissing;
}

/** A list endpoint answering rows of a known type (for endpoints picked at run time, like registers). */
export type ListEndpoint<Row> = EndpointDef<ZodType, ZodType<RowsPage<Row>>>;

/** The row of a list endpoint's answer. */
export type RowOf<E> = ResultOf<E> extends { list: readonly (infer R extends object)[] } ? R : never;

/**
 * A column; `sorter: true` columns sort on the server by their `key`. `exportKey` names the field written
 * to the .xlsx for a column whose cell is composed (exportColumnsOf).
 */
export type TableColumn<Row> = TableColumnType<Row> & { key: string; exportKey?: string | false };

/** Page sizes offered (spec §9: 10 generally, 15 shared, 20, 50). */
export const PAGE_SIZE_OPTIONS = [
  PAGE_SIZES.DEFAULT,
  PAGE_SIZES.SHARED,
  PAGE_SIZES.LARGE,
  PAGE_SIZES.FARM_IDS,
];

interface TablePageProps<E extends EndpointDef> {
  title: ReactNode;
  /** The list endpoint (`{pageNo, pageSize, ...filters}` → `{list, total}`) whose pages the table shows. */
  endpoint: E;
  /** Its body for the table's state and area. */
  body(query: TableQuery): BodyOf<E>;
  columns: readonly TableColumn<RowOf<E>>[];
  rowKey: (row: RowOf<E>) => string | number;
  filters?: FilterConfig;
  defaultPageSize?: number;
  /** Keeps filters, page and sort when the user leaves and returns (spec §2 kept-alive lists). */
  keepKey?: string;
  /** Filters the table opens with (a route's preset: a crop tab, a category); the user may clear them. */
  initialFilters?: TableFilters;
  /** Opens the row's detail; rows become clickable and keyboard-focusable. */
  onRowClick?(row: RowOf<E>): void;
  /** Buttons beside the filters, given the current query (the export button goes here). */
  actions?(query: TableQuery): ReactNode;
  /** Extra content between the filters and the table (summary figures). */
  header?(query: TableQuery): ReactNode;
  className?: string;
}

function sortOf<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): {
  sortField?: string;
  sortOrder?: SortOrder;
} {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!s?.order || s.columnKey === undefined) return {};
  return { sortField: String(s.columnKey), sortOrder: s.order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * A list page's table: the filter bar, an antd Table with server paging (spec §9 sizes), server sorting,
 * an action slot for export, and rows that open their detail. Loading, empty and error states included.
 */
export function TablePage<E extends EndpointDef>({
  title,
  endpoint,
  body,
  columns,
  rowKey,
  filters = {},
  defaultPageSize = PAGE_SIZES.DEFAULT,
  keepKey,
  initialFilters,
  onRowClick,
  actions,
  header,
  className,
}: TablePageProps<E>) {
  const { selected } = useCurrentArea();
  const [state, setState] = useTableState(defaultPageSize, keepKey, initialFilters);
  const query: TableQuery | null = selected
    ? { ...state, areaId: selected.areaId, areaLevel: selected.level }
    : null;
  // The previous page stays on screen while the next one loads, so paging does not flash empty.
  const result = useApiPage(endpoint, query ? body(query) : null, {
    select: (page) => page as RowsPage<RowOf<E>>,
  });
  // An area without any record of the list's source says which import adds them; with a filter, nothing
  // matched the filter, which is no missing import.
  const missing = filtersActive(state.filters) ? [] : listMissingOf(result.data);
  const onFilters = useCallback((f: TableFilters) => setState(withFilters(state, f)), [state, setState]);

  const shown = columns.map((c) =>
    c.sorter && state.sortField === c.key
      ? { ...c, sortOrder: state.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const) }
      : c.sorter
        ? { ...c, sortOrder: null }
        : c,
  );

  return (
    <Panel title={title} className={`table-page${className ? ` ${className}` : ''}`}>
      <FilterBar
        config={filters}
        value={state.filters}
        onChange={onFilters}
        actions={query && actions ? actions(query) : undefined}
      />
      {query && header ? header(query) : null}
      {result.isError ? (
        <div className="table-error" role="alert">
          {errorText(result.error)}
          <button type="button" className="table-retry" onClick={() => void result.refetch()}>
            重新加载
          </button>
        </div>
      ) : null}
      <Table<RowOf<E>>
        size="middle"
        rowKey={rowKey}
        columns={shown}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: result.isError ? (
            '加载失败'
          ) : missing.length ? (
            <MissingHint missing={missing} />
          ) : (
            '暂无数据'
          ),
        }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => `共 ${total} 条`,
        }}
        onChange={(p: TablePaginationConfig, _f, sorter) => {
          const sort = sortOf(sorter);
          const sortChanged = sort.sortField !== state.sortField || sort.sortOrder !== state.sortOrder;
          const pageSize = p.pageSize ?? state.pageSize;
          setState({
            ...state,
            ...sort,
            pageSize,
            // A new sort or page size starts from the first page.
            pageNo: sortChanged || pageSize !== state.pageSize ? 1 : (p.current ?? 1),
          });
        }}
        onRow={
          onRowClick
            ? (row) => ({
                className: 'table-row-link',
                tabIndex: 0,
                onClick: () => onRowClick(row),
                onKeyDown: (e) => {
                  if (e.key === 'Enter') onRowClick(row);
                },
              })
            : undefined
        }
      />
    </Panel>
  );
}
