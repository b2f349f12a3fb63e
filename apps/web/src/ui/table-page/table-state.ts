import { PAGE_SIZES } from '@fengshou/core';
import { useState } from 'react';
import { create } from 'zustand';

/** Sort direction sent to list endpoints. */
export type SortOrder = 'asc' | 'desc';

/** The filters a bureau uses on lists: all optional, absent means "any". */
export interface TableFilters {
  businessTypeId?: number;
  /** A category value (business category, certificate type, crop …) chosen from the page's options. */
  category?: string | number;
  keyword?: string;
  /** Inclusive dates 'YYYY-MM-DD'. */
  startDate?: string;
  endDate?: string;
  /** Further selects a page declares (`extraFilters`), by key. */
  extra?: Readonly<Record<string, string | number | undefined>>;
}

/** Everything that decides which rows a table shows. */
export interface TableState {
  filters: TableFilters;
  pageNo: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** True when any filter narrows the rows (the area is the scope, not a filter). */
export function filtersActive(f: TableFilters): boolean {
  const { extra, ...own } = f;
  return Object.values(own).some(given) || Object.values(extra ?? {}).some(given);
}

/** The first page with the general page size of spec §9 (and a page's preset filters, if any). */
export function initialTableState(
  pageSize: number = PAGE_SIZES.DEFAULT,
  filters: TableFilters = {},
): TableState {
  return { filters, pageNo: 1, pageSize };
}

interface KeptTables {
  states: Record<string, TableState>;
  put(key: string, state: TableState): void;
}

// Lists kept alive (spec §2: /jyzdSubjectlist) park their state here so leaving and coming back
// restores the same filters, page and sort; other lists start afresh on each visit.
const useKeptTables = create<KeptTables>()((set) => ({
  states: {},
  put: (key, state) => set((s) => ({ states: { ...s.states, [key]: state } })),
}));

/** Forgets every kept table state (sign-out, tests). */
export function clearKeptTables(): void {
  useKeptTables.setState({ states: {} });
}

/**
 * The state of one table. With `keepKey` it survives unmounting (kept-alive lists); without it, it is
 * local to the mounted page.
 */
export function useTableState(
  defaultPageSize: number,
  keepKey?: string,
  initialFilters?: TableFilters,
): [TableState, (next: TableState) => void] {
  const [local, setLocal] = useState<TableState>(() => initialTableState(defaultPageSize, initialFilters));
  const kept = useKeptTables((s) => (keepKey ? s.states[keepKey] : undefined));
  const put = useKeptTables((s) => s.put);
  if (!keepKey) return [local, setLocal];
  return [kept ?? initialTableState(defaultPageSize, initialFilters), (next) => put(keepKey, next)];
}

/** New filters always go back to the first page, so a narrower result never shows an empty page 7. */
export function withFilters(state: TableState, filters: TableFilters): TableState {
  return { ...state, filters, pageNo: 1 };
}
