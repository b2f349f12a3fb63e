import type { ListMissing } from '@fengshou/core/contract';
import { Button, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../api';
import { listMissingOf, MissingHint } from './missing-hint';

/** The part of a TanStack query result a data view needs. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DataStateProps<T> {
  query: QueryLike<T>;
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /**
   * Filters narrow the data: an empty answer then says only 暂无数据, never which import is missing (nothing
   * matching the filters is not nothing imported).
   */
  filtered?: boolean;
  /** What the area lacks, for data whose answer cannot say it (statistics rather than a list). */
  missing?: readonly ListMissing[];
  /** Minimum height so the frame does not jump between states. */
  minHeight?: number | string;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry), empty and loaded states of one data view. */
export function DataState<T>({
  query,
  isEmpty,
  emptyText = '暂无数据',
  filtered = false,
  missing: known = [],
  minHeight = 120,
  children,
}: DataStateProps<T>) {
  if (query.isPending) {
    return (
      <div className="data-state" style={{ minHeight }} role="status" aria-label="加载中">
        <Spin />
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="data-state" style={{ minHeight }}>
        <Result
          status="warning"
          title={errorText(query.error)}
          extra={
            <Button size="small" onClick={() => void query.refetch()}>
              重新加载
            </Button>
          }
        />
      </div>
    );
  }
  if (isEmpty?.(query.data)) {
    // A list answer says when its area holds no record of its source at all.
    const missing = filtered ? [] : [...listMissingOf(query.data), ...known];
    return (
      <div className="data-state" style={{ minHeight }}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={missing.length ? <MissingHint missing={missing} /> : emptyText}
        />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
