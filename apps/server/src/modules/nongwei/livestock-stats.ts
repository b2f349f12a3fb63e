import { animalStatistics, labelOf, pigStatistics, SPECIES } from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { areaFilter, childAreas } from '../../query/paged';

/** Livestock statistics over the ear-tag register (the ear-tag lists themselves belong to the IoT module). */
export const livestockStatRoutes: Route[] = [
  route(animalStatistics, async (ctx) => {
    const f = areaFilter(callerOf(ctx), ctx.body, 'area_id');
    const rows = await ctx.services.db.query<{
      species: number;
      inStock: number;
      slaughtered: number;
      dead: number;
      cancelled: number;
      farms: number;
    }>(
      `SELECT species, count(*) FILTER (WHERE ear_tag_status = 1)::int AS "inStock",
              count(*) FILTER (WHERE ear_tag_status = 2)::int AS slaughtered,
              count(*) FILTER (WHERE ear_tag_status = 3)::int AS dead,
              count(*) FILTER (WHERE ear_tag_status = 4)::int AS cancelled,
              count(DISTINCT farm_id) FILTER (WHERE ear_tag_status = 1)::int AS farms
         FROM ear_tags ${f.where()} GROUP BY species`,
      f.params,
    );
    return Object.keys(SPECIES).map((k) => {
      const r = rows.find((x) => x.species === Number(k));
      return {
        species: Number(k),
        speciesName: labelOf(SPECIES, Number(k)),
        inStock: r?.inStock ?? 0,
        slaughtered: r?.slaughtered ?? 0,
        dead: r?.dead ?? 0,
        cancelled: r?.cancelled ?? 0,
        farms: r?.farms ?? 0,
      };
    });
  }),
  route(pigStatistics, async (ctx) => {
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const areaId = caller.scope.resolve(ctx.body.areaId);
    const f = areaFilter(caller, ctx.body, 't.area_id').add('t.species = 1');
    const { expr, children } = await childAreas(db, areaId, 't.area_id');
    const byKey = await db.query<{ k: number; n: number }>(
      `SELECT ${expr} AS k, count(*)::int AS n FROM ear_tags t ${f.where()} AND t.ear_tag_status = 1 GROUP BY 1`,
      f.params,
    );
    // Twelve calendar months up to this one: tags applied, and pigs leaving by 出栏 (event 4).
    const months = await db.query<{ month: string; tagged: number; slaughtered: number }>(
      `WITH m AS (SELECT generate_series(date_trunc('month', now()) - interval '11 months', date_trunc('month', now()), interval '1 month') AS m)
       SELECT to_char(m.m, 'YYYY-MM') AS month,
              (SELECT count(*)::int FROM ear_tags t ${f.where()} AND t.apply_date >= m.m AND t.apply_date < m.m + interval '1 month') AS tagged,
              (SELECT count(*)::int FROM ear_tag_logs l JOIN ear_tags t ON t.id = l.ear_tag_id
                 ${f.where()} AND l.event_type = 4 AND l.event_time >= m.m AND l.event_time < m.m + interval '1 month') AS slaughtered
         FROM m ORDER BY m.m`,
      f.params,
    );
    const byArea = children.map((c) => ({
      areaId: c.areaId,
      areaName: c.areaName,
      inStock: byKey.find((x) => x.k === c.areaId)?.n ?? 0,
    }));
    return { inStock: byKey.reduce((s, x) => s + x.n, 0), byArea, byMonth: months };
  }),
];
