import { badParams } from '@fengshou/core';
import {
  getAnimalCounts,
  getAnimalStatistics,
  getEarTag,
  getEarTagStatistics,
  getPigStatistics,
} from '@fengshou/core/contract';
import type { Queryable } from '../../db/client';
import { areaOf, type HandlerContext, type Route, route } from '../../http/route';
import { listRoute } from '../../query/list';
import { Filter } from '../../query/sql-filter';
import { ts } from '../../query/sql-time';
import { earTagList, onHandList } from './lists';
import { areaStatistics, onHandBySpecies, pigsByArea, tagStatistics } from './tag-figures';
import { EVENTS, present, STATUS, speciesName, TAG } from './tags';

/** Tags of the request's area, and of its farm and species when the body names them (alias t). */
function tagFilter(ctx: HandlerContext<{ farmId?: number; species?: number }>): Filter {
  const f = new Filter().add('t.area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
  if (ctx.body.farmId !== undefined) f.add('t.farm_id = $?', ctx.body.farmId);
  if (ctx.body.species !== undefined) f.add('t.species = $?', ctx.body.species);
  return f;
}

/** Counts of tags in the filter grouped by an expression, as {key, name, count}. */
async function countBy(q: Queryable, f: Filter, expr: string, names: (k: number) => string) {
  const rows = await q.query<{ key: number; count: number }>(
    `SELECT ${expr} AS key, count(*)::int AS count FROM ear_tags t ${f.where()} GROUP BY 1 ORDER BY 1`,
    f.params,
  );
  return rows.map((r) => ({ key: r.key, name: names(r.key), count: r.count }));
}

/** Stock, year-to-date movements and the last 12 months of tagging, leaving and deaths. */
async function statistics(q: Queryable, f: Filter) {
  const where = f.where();
  const [s] = await q.query<{ onHand: number; tagsYear: number; farmCount: number }>(
    `SELECT count(*) FILTER (WHERE t.ear_tag_status = 1)::int AS "onHand",
            count(*) FILTER (WHERE t.apply_date >= date_trunc('year', current_date))::int AS "tagsYear",
            count(DISTINCT t.farm_id) FILTER (WHERE t.ear_tag_status = 1)::int AS "farmCount"
       FROM ear_tags t ${where}`,
    f.params,
  );
  const [m] = await q.query<{ outYear: number; deadYear: number }>(
    `SELECT count(*) FILTER (WHERE l.event_type = 4)::int AS "outYear", count(*) FILTER (WHERE l.event_type = 6)::int AS "deadYear"
       FROM ear_tag_logs l JOIN ear_tags t ON t.id = l.ear_tag_id ${where} ${where ? 'AND' : 'WHERE'} l.event_time >= date_trunc('year', now())`,
    f.params,
  );
  const monthly = await q.query<{ month: string; tagged: number; out: number; dead: number }>(
    `WITH months AS (SELECT generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') AS m),
          tagged AS (SELECT date_trunc('month', t.apply_date) AS m, count(*) AS n FROM ear_tags t ${where} GROUP BY 1),
          moved AS (SELECT date_trunc('month', l.event_time) AS m, count(*) FILTER (WHERE l.event_type = 4) AS o, count(*) FILTER (WHERE l.event_type = 6) AS d
                      FROM ear_tag_logs l JOIN ear_tags t ON t.id = l.ear_tag_id ${where} GROUP BY 1)
     SELECT to_char(months.m, 'YYYY-MM') AS month, coalesce(tagged.n, 0)::int AS tagged, coalesce(moved.o, 0)::int AS out, coalesce(moved.d, 0)::int AS dead
       FROM months LEFT JOIN tagged ON tagged.m = months.m LEFT JOIN moved ON moved.m = months.m ORDER BY months.m`,
    f.params,
  );
  return {
    onHand: s?.onHand ?? 0,
    outYear: m?.outYear ?? 0,
    deadYear: m?.deadYear ?? 0,
    tagsYear: s?.tagsYear ?? 0,
    farmCount: s?.farmCount ?? 0,
    monthly,
  };
}

/** Handlers of livestock: ear tags, animals on hand, farm statistics. */
export const livestockRoutes: Route[] = [
  listRoute(earTagList),
  route(getEarTagStatistics, async (ctx) => {
    const { db } = ctx.services;
    // An area's register from the statistics' parts; a farm's tags directly.
    if (ctx.body.farmId === undefined) return tagStatistics(db, areaOf(ctx));
    const f = tagFilter(ctx);
    const bySpecies = await countBy(db, f, 't.species', speciesName);
    const byStatus = await countBy(db, f, 't.ear_tag_status', (k) => STATUS[k] ?? '');
    const monthly = (await statistics(db, f)).monthly.map((m) => ({ month: m.month, count: m.tagged }));
    return { total: bySpecies.reduce((s, x) => s + x.count, 0), bySpecies, byStatus, monthly };
  }),
  route(getEarTag, async (ctx) => {
    const { db } = ctx.services;
    const [row] = await db.query<{ earTagId: number; areaId: number; species: number; earTagStatus: number }>(
      `${TAG} WHERE t.ear_tag_no = $1`,
      [ctx.body.earTagNo],
    );
    if (!row) throw badParams(['earTagNo'], '耳标不存在');
    const logs = await db.query<{ eventType: number }>(
      `SELECT event_type AS "eventType", ear_tag_status AS "earTagStatus", ${ts('event_time')} AS "eventTime", operator, remark
         FROM ear_tag_logs WHERE ear_tag_id = $1 ORDER BY event_time, id`,
      [row.earTagId],
    );
    return {
      ...present(row),
      logs: logs.map((l) => ({ ...l, eventName: EVENTS[l.eventType] ?? '' })),
    } as never;
  }),
  route(getAnimalCounts, async (ctx) => {
    const { db } = ctx.services;
    const f = tagFilter(ctx).add('t.ear_tag_status = 1');
    const bySpecies = await countBy(db, f, 't.species', speciesName);
    const [n] = await db.query<{ n: number }>(
      `SELECT count(DISTINCT t.farm_id)::int AS n FROM ear_tags t ${f.where()}`,
      f.params,
    );
    return { farmCount: n?.n ?? 0, onHand: bySpecies.reduce((s, x) => s + x.count, 0), bySpecies };
  }),
  listRoute(onHandList),
  route(getAnimalStatistics, async (ctx) => {
    const { db } = ctx.services;
    const { farmId, species } = ctx.body;
    // An area's figures (all species, or pigs) from the statistics' parts; a farm's tags directly.
    if (farmId === undefined && (species === undefined || species === 1)) {
      const area = areaOf(ctx);
      const [stats, bySpecies] = await Promise.all([
        areaStatistics(db, area, species),
        onHandBySpecies(db, area, species),
      ]);
      return { ...stats, bySpecies };
    }
    const f = tagFilter(ctx);
    const stats = await statistics(db, f);
    const onHand = f.add('t.ear_tag_status = 1');
    return { ...stats, bySpecies: await countBy(db, onHand, 't.species', speciesName) };
  }),
  // Spec §7 nongwei "pig statistics": the pig figures of the area (the statistics above with species 1)
  // and its pigs on hand in each child area.
  route(getPigStatistics, async (ctx) => {
    const { db } = ctx.services;
    const area = areaOf(ctx);
    const [stats, byArea] = await Promise.all([areaStatistics(db, area, 1), pigsByArea(db, area)]);
    return { ...stats, byArea };
  }),
];
