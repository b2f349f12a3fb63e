import type { JobKind } from '../../jobs/kinds/kind';
import { writeExport } from './run-export';
import type { SheetColumn } from './xlsx';

/** An Excel export: the list, filter and columns stored when it was asked for, written as its owner. */
export const runExcelJob: JobKind = async (ctx) => {
  const [stored] = await ctx.services.db.query<{
    endpoint: string;
    filter: Record<string, unknown> | null;
    columns: SheetColumn[];
    created: Date;
  }>('SELECT endpoint, filter, columns, create_time AS created FROM data_exports WHERE id = $1', [
    ctx.job.id,
  ]);
  if (!stored) throw new Error(`job ${ctx.job.id} vanished`);
  return writeExport(ctx, { ...stored, filter: stored.filter ?? {} });
};
