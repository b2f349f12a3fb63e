import type { ReactNode } from 'react';
import { DataState, type QueryLike } from '../data-state';
import { Panel } from '../panel';

interface DetailSectionProps<T> {
  title: ReactNode;
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  extra?: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
}

/** A titled part of a detail page fed by its own query, with loading, error and empty states. */
export function DetailSection<T>({
  title,
  query,
  isEmpty,
  emptyText,
  extra,
  className,
  children,
}: DetailSectionProps<T>) {
  return (
    <Panel title={title} extra={extra} className={`detail-section${className ? ` ${className}` : ''}`}>
      <DataState query={query} isEmpty={isEmpty} emptyText={emptyText}>
        {children}
      </DataState>
    </Panel>
  );
}
