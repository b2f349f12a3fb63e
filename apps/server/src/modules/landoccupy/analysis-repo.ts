import {
  ABNORMAL_TYPE_LABELS,
  beijingToday,
  OCCUPY_CATEGORY_LABELS,
  PROCESS_STATUS_LABELS,
  PROCESS_STATUSES,
} from '@fengshou/core';
import type { getLandControlAnalysis, ResultOf } from '@fengshou/core/contract';
import type { Database } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';
import { childAreasSql } from '../../query/child-areas';

type Analysis = ResultOf<typeof getLandControlAnalysis>;
type Kind = 'occupation' | 'abnormal';

const KIND_LABELS: Record<Kind, string> = { occupation: '耕地非农化', abnormal: '耕地异常' };
const TYPE_LABELS: Record<Kind, Readonly<Record<number, string>>> = {
  occupation: OCCUPY_CATEGORY_LABELS,
  abnormal: ABNORMAL_TYPE_LABELS,
};
/** Review ended: 已完成, or screened out as 无需核查. */
const CLOSED = '(5, 6)';

/**
 * Both kinds of case in the area as one row set: kind, type, status, area (亩, the recorded area the case
 * lists show), resolved (occupation confirmed / abnormal governed), area code, and the Beijing year and month
 * it entered review. Parameters $1, $2: the area range.
 */
const CASES = `(
  SELECT 'occupation' AS kind, o.occupy_category AS type, o.process_status AS status, o.occupy_acre AS mu,
         o.occupy_flag = 1 AS resolved, o.area_id,
         extract(year FROM o.create_time AT TIME ZONE 'Asia/Shanghai')::int AS y,
         extract(month FROM o.create_time AT TIME ZONE 'Asia/Shanghai')::int AS m
    FROM farmland_occupations o WHERE o.area_id BETWEEN $1 AND $2
  UNION ALL
  SELECT 'abnormal', a.abnormal_type, a.process_status, a.abnormal_area_mu, a.governance_flag = 1, a.area_id,
         extract(year FROM a.create_time AT TIME ZONE 'Asia/Shanghai')::int,
         extract(month FROM a.create_time AT TIME ZONE 'Asia/Shanghai')::int
    FROM cultivated_abnormals a WHERE a.area_id BETWEEN $1 AND $2)`;

const zero = () => ({ count: 0, areaMu: 0, closedCount: 0, resolvedCount: 0 });

/** 耕地管控数据分析 of the request's area for `year` (default the latest year with cases). */
export async function landControlAnalysis(
  db: Database,
  area: RequestArea,
  year: number | undefined,
): Promise<Analysis> {
  const [lo, hi] = area.range;
  const years = (
    await db.query<{ y: number }>(`SELECT DISTINCT c.y FROM ${CASES} c ORDER BY c.y DESC`, [lo, hi])
  ).map((r) => r.y);
  const y = year ?? years[0] ?? Number(beijingToday().slice(0, 4));
  const params = [lo, hi, y];

  const totals = await db.query<{
    kind: Kind;
    y: number;
    n: number;
    mu: number;
    closed: number;
    resolved: number;
  }>(
    `SELECT c.kind, c.y, count(*)::int AS n, round(sum(c.mu), 2)::float8 AS mu,
            count(*) FILTER (WHERE c.status IN ${CLOSED})::int AS closed,
            count(*) FILTER (WHERE c.resolved)::int AS resolved
       FROM ${CASES} c WHERE c.y IN ($3, $3 - 1) GROUP BY 1, 2`,
    params,
  );
  const figures = (kind: Kind, of: number) => {
    const r = totals.find((t) => t.kind === kind && t.y === of);
    return r ? { count: r.n, areaMu: r.mu, closedCount: r.closed, resolvedCount: r.resolved } : zero();
  };
  const kinds = (['occupation', 'abnormal'] as const).map((kind) => ({
    kind,
    label: KIND_LABELS[kind],
    ...figures(kind, y),
    lastYear: figures(kind, y - 1),
  }));

  const monthRows = await db.query<{ kind: Kind; y: number; m: number; n: number }>(
    `SELECT c.kind, c.y, c.m, count(*)::int AS n FROM ${CASES} c WHERE c.y IN ($3, $3 - 1) GROUP BY 1, 2, 3`,
    params,
  );
  const monthOf = (kind: Kind, of: number, m: number) =>
    monthRows.find((r) => r.kind === kind && r.y === of && r.m === m)?.n ?? 0;
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    occupation: monthOf('occupation', y, i + 1),
    abnormal: monthOf('abnormal', y, i + 1),
    occupationLastYear: monthOf('occupation', y - 1, i + 1),
    abnormalLastYear: monthOf('abnormal', y - 1, i + 1),
  }));

  const statusRows = await db.query<{ kind: Kind; status: number; n: number }>(
    `SELECT c.kind, c.status, count(*)::int AS n FROM ${CASES} c WHERE c.y = $3 GROUP BY 1, 2`,
    params,
  );
  const statusOf = (kind: Kind, s: number) =>
    statusRows.find((r) => r.kind === kind && r.status === s)?.n ?? 0;
  const statuses = PROCESS_STATUSES.map((s) => ({
    status: s,
    label: PROCESS_STATUS_LABELS[s],
    occupation: statusOf('occupation', s),
    abnormal: statusOf('abnormal', s),
  }));

  const typeRows = await db.query<{ kind: Kind; type: number; n: number; mu: number }>(
    `SELECT c.kind, c.type, count(*)::int AS n, round(sum(c.mu), 2)::float8 AS mu
       FROM ${CASES} c WHERE c.y = $3 GROUP BY 1, 2 ORDER BY 1 DESC, 3 DESC, 2`,
    params,
  );
  const types = typeRows.map((r) => ({
    kind: r.kind,
    type: r.type,
    label: TYPE_LABELS[r.kind][r.type] ?? `类型${r.type}`,
    count: r.n,
    areaMu: r.mu,
  }));

  const { children, childOf } = childAreasSql(() => '$4', area.areaId, area.level);
  const areaRows = await db.query<{
    id: string;
    name: string;
    occupation: number;
    abnormal: number;
    mu: number | null;
    closed: number;
  }>(
    `SELECT a.id, a.name, coalesce(s.occupation, 0)::int AS occupation, coalesce(s.abnormal, 0)::int AS abnormal,
            coalesce(s.mu, 0)::float8 AS mu, coalesce(s.closed, 0)::int AS closed
       FROM ${children}
       LEFT JOIN (SELECT ${childOf('c.area_id')} AS aid,
                         count(*) FILTER (WHERE c.kind = 'occupation') AS occupation,
                         count(*) FILTER (WHERE c.kind = 'abnormal') AS abnormal,
                         round(sum(c.mu), 2) AS mu,
                         count(*) FILTER (WHERE c.status IN ${CLOSED}) AS closed
                    FROM ${CASES} c WHERE c.y = $3 GROUP BY 1) s ON s.aid = a.id
      ORDER BY coalesce(s.occupation, 0) + coalesce(s.abnormal, 0) DESC, a.id`,
    [...params, area.areaId],
  );
  const areas = areaRows.map((r) => ({
    areaId: Number(r.id),
    areaName: r.name,
    occupation: r.occupation,
    abnormal: r.abnormal,
    areaMu: r.mu ?? 0,
    closedCount: r.closed,
  }));
  return { year: y, years, kinds, months, statuses, types, areas };
}
