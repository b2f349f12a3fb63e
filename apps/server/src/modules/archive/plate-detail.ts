import type { PlateDetailSource, zChartTable } from '@fengshou/core/contract';
import type { z } from 'zod';
import type { Session } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { periodOf } from './period';
import type { StatQuery } from './sql';
import { breakdown, metricsOf } from './stats';

/** The dialog shows at most 6 metric groups per table (spec §2); longer breakdowns become several tables. */
const GROUPS_PER_TABLE = 6;

/**
 * The live detail tables of a plate: each breakdown row (child area, category, month or year) becomes a
 * metric group, each metric one of its sub-columns (at most 3), with the figure and unit as the cell text.
 */
export async function liveDetailTables(
  db: Database,
  caller: Session,
  plateId: number,
  source: PlateDetailSource,
  q: StatQuery,
): Promise<z.input<typeof zChartTable>[]> {
  const out: z.input<typeof zChartTable>[] = [];
  for (const [t, table] of source.tables.entries()) {
    const metrics = metricsOf(caller, table.metrics, `detailSource.tables.${t}.metrics`);
    const { rows } = await breakdown(db, metrics, table.by, { ...q, limit: table.limit });
    const shown = rows.slice(0, table.limit ?? 60);
    // The periods the figures cover, as the plate states them (a stock beside a flow states only the flow's).
    const period = [...new Set(metrics.map((m) => periodOf(m, table.by, q)).filter(Boolean))].join('；');
    const parts = Math.max(1, Math.ceil(shown.length / GROUPS_PER_TABLE));
    for (let p = 0; p < parts; p++) {
      const slice = shown.slice(p * GROUPS_PER_TABLE, (p + 1) * GROUPS_PER_TABLE);
      out.push({
        // Ids only key the dialog's cells and tables; they are stable for a plate and its layout.
        id: plateId * 100 + out.length + 1,
        chartName: parts > 1 ? `${table.title}（${p + 1}/${parts}）` : table.title,
        dataSource: period ? `统计指标（${period}）` : '统计指标',
        plateDetailChartMetricGroupList: slice.map((row, g) => ({
          chartMetricGroupName: row.name,
          plateDetailChartMetricList: metrics.map((m, i) => {
            const v = row[m.id];
            return {
              id: (out.length * GROUPS_PER_TABLE + g) * 3 + i + 1,
              chartMetricName: `${m.name}（${m.unit}）`,
              chartMetricValue: v === null || v === undefined ? null : String(v),
            };
          }),
        })),
      });
    }
  }
  return out;
}
