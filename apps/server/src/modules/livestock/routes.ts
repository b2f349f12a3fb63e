import { badParams } from '@fengshou/core';
import {
  getAnimalCounts,
  getAnimalStatistics,
  getEarTag,
  getEarTagStatistics,
  getPigStatistics,
  listAnimalsOnHand,
  listEarTags,
} from '@fengshou/core/contract';
import type { Session } from '../../auth/sessions';
import type { Queryable } from '../../db/client';
import { callerOf, type Route, route } from '../../http/route';
import { areaFarmFilter, ts } from '../../query/farm-scope';
import { areaFilter, childAreas } from '../../query/paged';
import { assertInScope } from '../../query/scope';
import type { Filter } from '../../query/sql-filter';

const SPECIES: Record<number, string> = { 1: '猪', 2: '牛', 3: '羊', 4: '家禽', 5: '兔', 9: '其他' };
const STATUS: Record<number, string> = { 1: '在栏', 2: '已出栏', 3: '死亡', 4: '注销' };
const EVENTS: Record<number, string> = {
  1: '佩标',
  2: '免疫',
  3: '检疫',
  4: '出栏',
  5: '屠宰',
  6: '死亡无害化处理',
  7: '注销',
};
const speciesName = (k: number) => SPECIES[k] ?? '其他';
const TAG_COLS = { area: 't.area_id', farm: 't.farm_id' };

const TAG = `
  SELECT t.id AS "earTagId", t.ear_tag_no AS "earTagNo", t.species, t.breed, t.farm_id AS "farmId", f.farm_name AS "farmName",
         t.area_id::float8 AS "areaId", t.ear_tag_status AS "earTagStatus",
         to_char(t.birth_date, 'YYYY-MM-DD') AS "birthDate", to_char(t.apply_date, 'YYYY-MM-DD') AS "applyDate"
    FROM ear_tags t LEFT JOIN farms f ON f.id = t.farm_id`;

const present = <T extends { species: number; earTagStatus: number }>(r: T) => ({
  ...r,
  speciesName: speciesName(r.species),
  earTagStatusName: STATUS[r.earTagStatus] ?? '',
});

async function tagFilter(
  q: Queryable,
  caller: Session,
  b: { areaId?: number; farmId?: number; species?: number },
) {
  const f = await areaFarmFilter(q, caller, b, TAG_COLS);
  if (b.species !== undefined) f.add('t.species = $?', b.species);
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
  route(listEarTags, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    const f = await tagFilter(db, callerOf(ctx), b);
    if (b.earTagStatus !== undefined) f.add('t.ear_tag_status = $?', b.earTagStatus);
    if (b.earTagNo) f.add('t.ear_tag_no LIKE $?', `${b.earTagNo}%`);
    const where = f.where();
    // Without a tag-number prefix every filter is a key of the tag tallies (migration 072): their sum is
    // the total (farm 0 holds the tags of no farm, which a farm filter never names).
    const [count] = await db.query<{ n: number }>(
      b.earTagNo
        ? `SELECT count(*)::int AS n FROM ear_tags t ${where}`
        : `SELECT coalesce(sum(t.n), 0)::int AS n FROM ear_tag_tallies t ${where}`,
      f.params,
    );
    const limit = f.p(b.pageSize);
    const offset = f.p((b.pageNo - 1) * b.pageSize);
    const rows = await db.query<{ species: number; earTagStatus: number }>(
      `${TAG} ${where} ORDER BY t.id LIMIT ${limit} OFFSET ${offset}`,
      f.params,
    );
    return { list: rows.map(present), total: count?.n ?? 0, pageNo: b.pageNo, pageSize: b.pageSize } as never;
  }),
  route(getEarTagStatistics, async (ctx) => {
    const { db } = ctx.services;
    const f = await tagFilter(db, callerOf(ctx), ctx.body);
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
    assertInScope(callerOf(ctx), Number(row.areaId));
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
    const f = await tagFilter(db, callerOf(ctx), ctx.body).then((x) => x.add('t.ear_tag_status = 1'));
    const bySpecies = await countBy(db, f, 't.species', speciesName);
    const [n] = await db.query<{ n: number }>(
      `SELECT count(DISTINCT t.farm_id)::int AS n FROM ear_tags t ${f.where()}`,
      f.params,
    );
    return { farmCount: n?.n ?? 0, onHand: bySpecies.reduce((s, x) => s + x.count, 0), bySpecies };
  }),
  route(listAnimalsOnHand, async (ctx) => {
    const { db } = ctx.services;
    const b = ctx.body;
    // The tag tallies (per farm, tag area, species and status; migration 072) answer the same figures as
    // grouping every tag of the area per request; farm 0 holds the tags of no farm.
    const f = await tagFilter(db, callerOf(ctx), b);
    f.add('t.farm_id <> 0');
    const where = f.where();
    const [count] = await db.query<{ n: number }>(
      `SELECT count(DISTINCT t.farm_id)::int AS n FROM ear_tag_tallies t ${where}`,
      f.params,
    );
    const limit = f.p(b.pageSize);
    const offset = f.p((b.pageNo - 1) * b.pageSize);
    const by = (status: number) => `coalesce(sum(t.n) FILTER (WHERE t.ear_tag_status = ${status}), 0)::int`;
    const rows = await db.query<{ bySpecies: { key: number; count: number }[] }>(
      `SELECT pg.farm_id AS "farmId", fm.farm_name AS "farmName", fm.area_id::float8 AS "areaId",
              pg."onHand", pg."outCount", pg."deadCount",
              (SELECT json_agg(json_build_object('key', x.species, 'count', x.n) ORDER BY x.species)
                 FROM (SELECT species, sum(n)::int AS n FROM ear_tag_tallies
                        WHERE farm_id = pg.farm_id AND ear_tag_status = 1 GROUP BY species) x) AS "bySpecies"
         FROM (SELECT t.farm_id, ${by(1)} AS "onHand", ${by(2)} AS "outCount", ${by(3)} AS "deadCount"
                 FROM ear_tag_tallies t ${where}
                GROUP BY t.farm_id ORDER BY "onHand" DESC, t.farm_id LIMIT ${limit} OFFSET ${offset}) pg
         JOIN farms fm ON fm.id = pg.farm_id
        ORDER BY pg."onHand" DESC, pg.farm_id`,
      f.params,
    );
    const list = rows.map((r) => ({
      ...r,
      bySpecies: (r.bySpecies ?? []).map((s) => ({ ...s, name: speciesName(s.key) })),
    }));
    return { list, total: count?.n ?? 0, pageNo: b.pageNo, pageSize: b.pageSize } as never;
  }),
  route(getAnimalStatistics, async (ctx) => {
    const { db } = ctx.services;
    const f = await tagFilter(db, callerOf(ctx), ctx.body);
    const stats = await statistics(db, f);
    const onHand = f.add('t.ear_tag_status = 1');
    return { ...stats, bySpecies: await countBy(db, onHand, 't.species', speciesName) };
  }),
  // Spec §7 nongwei "pig statistics": the pig figures of the area (the statistics above with species 1)
  // and its pigs on hand in each child area.
  route(getPigStatistics, async (ctx) => {
    const { db } = ctx.services;
    const caller = callerOf(ctx);
    const f = areaFilter(caller, ctx.body, 't.area_id').add('t.species = 1');
    const stats = await statistics(db, f);
    const { expr, children } = await childAreas(db, caller.scope.resolve(ctx.body.areaId), 't.area_id');
    const rows = await db.query<{ k: number; n: number; farms: number }>(
      `SELECT ${expr} AS k, count(*)::int AS n, count(DISTINCT t.farm_id)::int AS farms
         FROM ear_tags t ${f.where()} AND t.ear_tag_status = 1 GROUP BY 1`,
      f.params,
    );
    const byArea = children.map((c) => {
      const r = rows.find((x) => Number(x.k) === Number(c.areaId));
      return { areaId: Number(c.areaId), areaName: c.areaName, onHand: r?.n ?? 0, farmCount: r?.farms ?? 0 };
    });
    return { ...stats, byArea };
  }),
];
