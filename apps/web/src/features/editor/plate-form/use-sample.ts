import type { DocPlate } from '@fengshou/core/contract';
import { type Row, shapeResult } from '@fengshou/core/plates';
import { useMemo } from 'react';
import { plateContext, useDataSourceContext, usePlateData } from '../../../dashboard/use-dashboard-data';

/** The plate's data in the preview's area, as the field mapping offers its fields. */
export interface SampleResult {
  status: 'none' | 'loading' | 'error' | 'ready';
  /** Fields of the first result row (dotted paths one level deep), for the mapping pickers. */
  fields: string[];
  rowCount: number;
  error: unknown;
}

function fieldsOf(row: Row | undefined): string[] {
  if (!row) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(row)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const sub of Object.keys(v)) out.push(`${k}.${sub}`);
    } else if (!Array.isArray(v)) out.push(k);
  }
  return out;
}

/**
 * Asks the plate's data source in the current area through the screen's own query (same key: the preview
 * and the form share one answer), and lists the fields of its rows.
 */
export function useSample(plate: DocPlate): SampleResult {
  const source = useDataSourceContext();
  const row = useMemo(
    () => ({ interfaceUrl: plate.interfaceUrl ?? null, parameters: plate.parameters }),
    [plate.interfaceUrl, plate.parameters],
  );
  const ctx = useMemo(() => plateContext(row, source), [row, source]);
  const data = usePlateData(row, ctx, undefined);
  return useMemo(() => {
    if (!plate.interfaceUrl) return { status: 'none', fields: [], rowCount: 0, error: null };
    if (data.isError) return { status: 'error', fields: [], rowCount: 0, error: data.error };
    if (data.data === undefined || data.isPlaceholderData)
      return { status: 'loading', fields: [], rowCount: 0, error: null };
    const rows = plate.view?.rows;
    const shaped = shapeResult(data.data, rows ? { visual: 'table', rows } : { visual: 'table' });
    return { status: 'ready', fields: fieldsOf(shaped.rows[0]), rowCount: shaped.rows.length, error: null };
  }, [plate.interfaceUrl, plate.view?.rows, data.data, data.isError, data.error, data.isPlaceholderData]);
}
