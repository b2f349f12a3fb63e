import {
  ASSET_TYPES,
  collectiveEconomyAreaTable,
  labelOf,
  listCollectiveAssets,
  listPatrolRecords,
  listWaterFacilities,
  PATROL_TYPES,
  WATER_FACILITY_STATUS,
  type zCollectiveAsset,
  type zPatrolRecord,
  type zWaterFacility,
} from '@fengshou/core/contract';
import { callerOf, type Route, route } from '../../http/route';
import { contains } from '../../query/keyword';
import { listPage, type Row } from '../../query/list-page';
import { areaFilter, areaJoin, childAreas, dateRange, equal } from '../../query/paged';
import { containsPattern } from '../../query/scope';
import { orderBy } from '../../query/sort';

const A = areaJoin('a');
const ASSET_SQL = {
  select: `a.id, ${A.select}, a.asset_name AS "assetName", a.asset_type AS "assetType", a.category, a.quantity, a.unit,
    a.original_value AS "originalValue", a.net_value AS "netValue", to_char(a.acquire_date, 'YYYY-MM-DD') AS "acquireDate"`,
  from: `collective_assets a ${A.join}`,
  countFrom: 'collective_assets a',
};

const W = areaJoin('w');
const WATER_SQL = {
  select: `w.id, w.facility_name AS "facilityName", w.facility_type AS "facilityType", ${W.select},
    round(ST_X(ST_PointOnSurface(w.geom))::numeric, 7)::float8 AS lng, round(ST_Y(ST_PointOnSurface(w.geom))::numeric, 7)::float8 AS lat,
    w.capacity, w.build_year AS "buildYear", w.status, w.manager`,
  from: `water_facilities w ${W.join}`,
  countFrom: 'water_facilities w',
};

const P = areaJoin('p');
const PATROL_SQL = {
  select: `p.id, ${P.select}, p.patrol_type AS "patrolType", p.patroller,
    to_char(p.start_time, 'YYYY-MM-DD HH24:MI:SS') AS "startTime", to_char(p.end_time, 'YYYY-MM-DD HH24:MI:SS') AS "endTime",
    p.distance_km AS "distanceKm", p.issue_found AS "issueFound", p.remark`,
  from: `patrol_records p ${P.join}`,
  countFrom: 'patrol_records p',
  key: 'p.id',
};

/** Collective economy (table and assets), water facilities and patrol records. */
export const villageRoutes: Route[] = [
  route(collectiveEconomyAreaTable, async (ctx) => {
    const b = ctx.body;
    const caller = callerOf(ctx);
    const { db } = ctx.services;
    const { expr, children } = await childAreas(db, caller.scope.resolve(b.areaId), 'area_id');
    const fa = areaFilter(caller, b, 'area_id');
    const assets = await db.query<{
      k: number;
      n: number;
      villages: number;
      op: number;
      nonop: number;
      res: number;
      orig: number;
      net: number;
    }>(
      `SELECT ${expr} AS k, count(*)::int AS n, count(DISTINCT area_id)::int AS villages,
              coalesce(sum(original_value) FILTER (WHERE asset_type = 1), 0)::float8 AS op,
              coalesce(sum(original_value) FILTER (WHERE asset_type = 2), 0)::float8 AS nonop,
              coalesce(sum(original_value) FILTER (WHERE asset_type = 3), 0)::float8 AS res,
              sum(original_value)::float8 AS orig, sum(net_value)::float8 AS net
         FROM collective_assets ${fa.where()} GROUP BY 1`,
      fa.params,
    );
    // The year asked, else the latest year with accounts in the area.
    const fy = areaFilter(caller, b, 'area_id');
    const yearSql =
      b.year === undefined ? `(SELECT max(year) FROM collective_economy_annual ${fy.where()})` : fy.p(b.year);
    const accounts = await db.query<{
      k: number;
      year: number;
      income: number;
      op: number;
      net: number;
      dividend: number;
      members: number;
    }>(
      `SELECT ${expr} AS k, year, sum(total_income)::float8 AS income, sum(operating_income)::float8 AS op,
              sum(net_income)::float8 AS net, sum(dividend)::float8 AS dividend, sum(members)::int AS members
         FROM collective_economy_annual ${fy.where()} AND year = ${yearSql} GROUP BY 1, year`,
      fy.params,
    );
    const all = children.map((c) => {
      const a = assets.find((x) => x.k === c.areaId);
      const e = accounts.find((x) => x.k === c.areaId);
      return {
        areaId: c.areaId,
        areaName: c.areaName,
        villages: a?.villages ?? 0,
        assets: a?.n ?? 0,
        operatingValue: a?.op ?? 0,
        nonOperatingValue: a?.nonop ?? 0,
        resourceValue: a?.res ?? 0,
        originalValue: a?.orig ?? 0,
        netValue: a?.net ?? 0,
        year: e?.year ?? null,
        totalIncome: e?.income ?? 0,
        operatingIncome: e?.op ?? 0,
        netIncome: e?.net ?? 0,
        dividend: e?.dividend ?? 0,
        members: e?.members ?? 0,
      };
    });
    const start = (b.pageNo - 1) * b.pageSize;
    return {
      list: all.slice(start, start + b.pageSize),
      total: all.length,
      pageNo: b.pageNo,
      pageSize: b.pageSize,
    };
  }),
  route(listCollectiveAssets, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'a.area_id');
    equal(f, 'a.asset_type', b.assetType);
    if (b.keyword) {
      const p = containsPattern(b.keyword);
      f.add('(a.asset_name ILIKE $? OR a.category ILIKE $?)', p, p);
    }
    const order = orderBy(
      b,
      { originalValue: 'a.original_value', netValue: 'a.net_value', acquireDate: 'a.acquire_date' },
      'a.area_id, a.id',
      'a.id',
    );
    return listPage(
      ctx,
      listCollectiveAssets,
      ASSET_SQL,
      f,
      order,
      (r: Row<typeof zCollectiveAsset, 'assetTypeName'>) => ({
        ...r,
        assetTypeName: labelOf(ASSET_TYPES, r.assetType),
      }),
    );
  }),
  route(listWaterFacilities, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'w.area_id');
    equal(f, 'w.facility_type', b.facilityType);
    equal(f, 'w.status', b.status);
    if (b.keyword) f.add('w.facility_name ILIKE $?', containsPattern(b.keyword));
    const order = orderBy(b, { buildYear: 'w.build_year', facilityName: 'w.facility_name' }, 'w.id', 'w.id');
    return listPage(
      ctx,
      listWaterFacilities,
      WATER_SQL,
      f,
      order,
      (r: Row<typeof zWaterFacility, 'statusName'>, pii) => ({
        ...r,
        manager: pii.name(r.manager, `waterFacility:${r.id}`),
        statusName: labelOf(WATER_FACILITY_STATUS, r.status),
      }),
    );
  }),
  route(listPatrolRecords, async (ctx) => {
    const b = ctx.body;
    const f = areaFilter(callerOf(ctx), b, 'p.area_id');
    dateRange(f, 'p.start_time', b);
    equal(f, 'p.patrol_type', b.patrolType);
    if (b.issueFound !== undefined) f.add('p.issue_found = $?', b.issueFound === 1);
    if (b.keyword) {
      const p = f.p(containsPattern(b.keyword));
      f.add(`(${contains('p.patroller', p)} OR ${contains('p.remark', p)})`);
    }
    const order = orderBy(
      b,
      { startTime: 'p.start_time', distanceKm: 'p.distance_km' },
      'p.start_time DESC, p.id DESC',
      'p.id DESC',
    );
    return listPage(
      ctx,
      listPatrolRecords,
      PATROL_SQL,
      f,
      order,
      (r: Row<typeof zPatrolRecord, 'patrolTypeName'>) => ({
        ...r,
        patrolTypeName: labelOf(PATROL_TYPES, r.patrolType),
      }),
    );
  }),
];
