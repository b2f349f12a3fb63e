import type { Queryable } from '../../db/client';

/** One metric group of a detail table: a column group with up to 3 sub-columns (spec §2 detail dialog). */
export interface MetricGroup {
  chartMetricGroupName: string;
  plateDetailChartMetricList: { id: number; chartMetricName: string; chartMetricValue: string | null }[];
}

/** A detail table of a plate before it is stored. */
export interface ChartTable {
  chartName: string;
  dataSource: string;
  groups: MetricGroup[];
}

/** Figures of one area computed from the `areas` table. */
export interface AreaFigures {
  id: number;
  name: string;
  towns: number;
  villages: number;
  committees: number;
  others: number;
}

/** The dialog shows at most this many metric groups per table (spec §2). */
export const MAX_GROUPS = 6;

// Village committees (村民委员会) and residents' committees (居委会) are told apart by their official
// names; the few remaining units are virtual communities and management areas.
const FIGURES = `
  SELECT a.id, a.name,
         (SELECT count(*)::int FROM areas t WHERE t.parent_id = a.id AND t.level = a.level + 1) AS towns,
         count(v.id) FILTER (WHERE v.name LIKE '%村委会' OR v.name LIKE '%村民委员会')::int AS villages,
         count(v.id) FILTER (WHERE v.name LIKE '%居委会' OR v.name LIKE '%居民委员会')::int AS committees,
         count(v.id)::int AS all_units
    FROM areas a
    LEFT JOIN areas v ON v.level = 5 AND v.id BETWEEN a.id AND a.id + $2
   WHERE %WHERE%
   GROUP BY a.id
   ORDER BY a.id`;

function toFigures(r: {
  id: number;
  name: string;
  towns: number;
  villages: number;
  committees: number;
  all_units: number;
}): AreaFigures {
  return {
    id: r.id,
    name: r.name,
    towns: r.towns,
    villages: r.villages,
    committees: r.committees,
    others: r.all_units - r.villages - r.committees,
  };
}

type FigureRow = Parameters<typeof toFigures>[0];

// Codes of all descendants of an area share its significant digits, so a numeric range finds them.
const SPAN = { 3: 999_999, 4: 999 } as const;

/** Figures of the children of `parentId` (level 3 districts or level 4 towns) from `areas`. */
export async function childFigures(
  q: Queryable,
  parentId: number,
  childLevel: 3 | 4,
): Promise<AreaFigures[]> {
  const sql = FIGURES.replace('%WHERE%', 'a.parent_id = $1');
  const rows = await q.query<FigureRow>(sql, [parentId, SPAN[childLevel]]);
  return rows.map(toFigures);
}

/** Hands out metric ids unique within one seed run (the dialog keys cells by them). */
export class MetricIds {
  private next = 1;
  /** The next metric id. */
  take(): number {
    return this.next++;
  }
}

/** Splits items into tables of at most 6 groups, each item a group with its metrics. */
export function chunkedTables<T>(
  items: readonly T[],
  chartName: string,
  dataSource: string,
  groupOf: (item: T) => { name: string; metrics: [string, number | string | null][] },
  ids: MetricIds,
): ChartTable[] {
  const tables: ChartTable[] = [];
  const parts = Math.ceil(items.length / MAX_GROUPS);
  for (let i = 0; i < items.length; i += MAX_GROUPS) {
    const n = i / MAX_GROUPS + 1;
    tables.push({
      chartName: parts > 1 ? `${chartName}（${n}/${parts}）` : chartName,
      dataSource,
      groups: items.slice(i, i + MAX_GROUPS).map((item) => {
        const g = groupOf(item);
        return {
          chartMetricGroupName: g.name,
          plateDetailChartMetricList: g.metrics.map(([name, value]) => ({
            id: ids.take(),
            chartMetricName: name,
            chartMetricValue: value === null ? null : String(value),
          })),
        };
      }),
    });
  }
  return tables;
}
