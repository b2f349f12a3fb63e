import type { DataSourceFilter } from '@fengshou/core';
import { filterForPlate, type LinkState } from '@fengshou/core/plates';
import { useMemo, useRef } from 'react';

/**
 * The linkage filter each plate sees, by plate id. A plate keeps the same object while its filter is the
 * same (plates are memoised on their props: a part chosen elsewhere redraws only the plates it changes).
 */
export function usePlateFilters(
  plates: readonly { id: number }[],
  state: LinkState,
): ReadonlyMap<number, DataSourceFilter | undefined> {
  const kept = useRef(new Map<number, { key: string; filter: DataSourceFilter | undefined }>());
  return useMemo(() => {
    const out = new Map<number, DataSourceFilter | undefined>();
    const next = new Map<number, { key: string; filter: DataSourceFilter | undefined }>();
    for (const p of plates) {
      const filter = filterForPlate(state, p.id);
      const key = JSON.stringify(filter ?? null);
      const before = kept.current.get(p.id);
      const entry = before?.key === key ? before : { key, filter };
      next.set(p.id, entry);
      out.set(p.id, entry.filter);
    }
    kept.current = next;
    return out;
  }, [plates, state]);
}
