import { supervisionAreaTable } from '@fengshou/core/contract';
import { childAreaRows } from '../../query/child-areas';
import { defineList } from '../../query/list';
import type { Filter } from '../../query/sql-filter';

/** A share in percent with 2 decimals (0 of nothing). */
export const rate = (part: number, total: number) => (total ? Math.round((part / total) * 10000) / 100 : 0);

interface SupervisionRow {
  areaId: number;
  areaName: string;
  inspections: number;
  passed: number;
  patrols: number;
  patrolIssues: number;
  patrolKm: number;
  lawCases: number;
  lawClosed: number;
  penaltyAmount: number;
}

/** The period of the body on a date or timestamp column, as conditions of a figures' subquery. */
function period(f: Filter, column: string, b: { startTime?: string; endTime?: string }): string {
  return [
    ...(b.startTime ? [`${column} >= ${f.p(b.startTime)}::date`] : []),
    ...(b.endTime ? [`${column} < ${f.p(b.endTime)}::date + 1`] : []),
  ]
    .map((c) => ` AND ${c}`)
    .join('');
}

/**
 * Inspections, patrols and law cases of each child area in the period: each table summed once per child
 * over the request's area, joined to the children.
 */
export const supervisionTable = defineList<typeof supervisionAreaTable, SupervisionRow>({
  endpoint: supervisionAreaTable,
  sql: (b, f, area) => {
    const { children, childOf, inArea } = childAreaRows(area, f);
    const figures = (table: string, date: string, sums: string) =>
      `SELECT ${childOf('area_id')} AS k, ${sums} FROM ${table}
        WHERE ${inArea('area_id')}${period(f, date, b)} GROUP BY 1`;
    return {
      select: `a.id AS "areaId", a.name AS "areaName", coalesce(i.n, 0) AS inspections, coalesce(i.p, 0) AS passed,
        coalesce(p.n, 0) AS patrols, coalesce(p.issues, 0) AS "patrolIssues", coalesce(p.km, 0) AS "patrolKm",
        coalesce(l.n, 0) AS "lawCases", coalesce(l.closed, 0) AS "lawClosed", coalesce(l.amount, 0) AS "penaltyAmount"`,
      from: `${children}
        LEFT JOIN (${figures('inspections', 'inspect_date', 'count(*)::int AS n, count(*) FILTER (WHERE result = 1)::int AS p')}) i
          ON i.k = a.id
        LEFT JOIN (${figures(
          'patrol_records',
          'start_time',
          'count(*)::int AS n, count(*) FILTER (WHERE issue_found)::int AS issues, coalesce(sum(distance_km), 0)::float8 AS km',
        )}) p ON p.k = a.id
        LEFT JOIN (${figures(
          'law_enforcements',
          'filing_date',
          'count(*)::int AS n, count(*) FILTER (WHERE status = 4)::int AS closed, coalesce(sum(penalty_amount), 0)::float8 AS amount',
        )}) l ON l.k = a.id`,
      countFrom: children,
    };
  },
  area: 'a.id',
  order: 'a.id',
  tieBreak: 'a.id',
  present: (r) => ({
    areaId: r.areaId,
    areaName: r.areaName,
    inspections: r.inspections,
    passed: r.passed,
    passRate: rate(r.passed, r.inspections),
    patrols: r.patrols,
    patrolIssues: r.patrolIssues,
    patrolKm: Math.round(r.patrolKm * 100) / 100,
    lawCases: r.lawCases,
    lawClosed: r.lawClosed,
    penaltyAmount: r.penaltyAmount,
  }),
  exportColumns: {
    areaName: '区域',
    inspections: '检查次数',
    passed: '合格',
    passRate: '合格率（%）',
    patrols: '巡查次数',
    patrolIssues: '发现问题',
    patrolKm: '巡查里程（公里）',
    lawCases: '执法案件',
    lawClosed: '已结案',
    penaltyAmount: '罚款（元）',
  },
});
