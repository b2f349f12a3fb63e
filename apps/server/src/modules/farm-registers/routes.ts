import {
  companyAreaTable,
  entityScoreYears,
  labelOf,
  SCORE_GRADES,
  scoreGrade,
} from '@fengshou/core/contract';
import { areaOf, type Route, route } from '../../http/route';
import { childAreaRows } from '../../query/child-areas';
import { listRoute } from '../../query/list';
import { Filter } from '../../query/sql-filter';
import { keyEntityList } from './key-entity-list';
import { brandList, scoreList, storageList } from './lists';
import { planPreviewList, previousCropList } from './production-lists';

interface AreaFigures {
  areaId: number;
  areaName: string;
  level: number;
  total: number;
  byCategory: number[] | null;
  farms: number;
  farmAreaMu: number;
  registeredCapitalWan: number;
  creditGood: number;
  traceFarms: number;
}

/** The key entities' directory, brands, storage, assessment scores, the production preview, previous crops and the entity table. */
export const farmRegisterRoutes: Route[] = [
  listRoute(keyEntityList),
  listRoute(brandList),
  listRoute(storageList),
  listRoute(scoreList),
  listRoute(planPreviewList),
  listRoute(previousCropList),
  route(entityScoreYears, async (ctx) => {
    const f = new Filter().add('area_id BETWEEN $? AND $?', ...areaOf(ctx).range);
    const rows = await ctx.services.db.query<{ y: number; n: number; avg: number; totals: number[] }>(
      `SELECT score_year::int AS y, count(*)::int AS n, round(avg(total_score), 1)::float8 AS avg,
              array_agg(total_score::float8) AS totals
         FROM entity_scores ${f.where()} GROUP BY score_year ORDER BY score_year DESC`,
      f.params,
    );
    return rows.map((r) => ({
      scoreYear: r.y,
      companies: r.n,
      avgScore: r.avg,
      grades: ([1, 2, 3, 4] as const).map((grade) => ({
        grade,
        gradeName: labelOf(SCORE_GRADES, grade),
        count: r.totals.filter((t) => scoreGrade(t) === grade).length,
      })),
    }));
  }),
  route(companyAreaTable, async (ctx) => {
    const db = ctx.services.db;
    const categories = await db.query<{ companyCategoryId: number; name: string }>(
      'SELECT id::int AS "companyCategoryId", name FROM company_categories ORDER BY sort_num, id',
    );
    const f = new Filter();
    const { children, childOf, inArea } = childAreaRows(areaOf(ctx), f);
    const ids = categories.map((c) => f.p(c.companyCategoryId));
    const rows = await db.query<AreaFigures>(
      `SELECT a.id AS "areaId", a.name AS "areaName", a.level::int AS level, coalesce(c.n, 0) AS total,
              ARRAY[${ids.map((id) => `coalesce((c.cats ->> (${id})::text)::int, 0)`).join(', ') || '0'}] AS "byCategory",
              coalesce(fm.n, 0) AS farms, coalesce(fm.mu, 0)::float8 AS "farmAreaMu",
              coalesce(c.capital, 0)::float8 AS "registeredCapitalWan", coalesce(c.good, 0) AS "creditGood",
              coalesce(fm.trace, 0) AS "traceFarms"
         FROM ${children}
         LEFT JOIN (SELECT k, sum(n)::int AS n, sum(capital) AS capital, sum(good)::int AS good,
                           jsonb_object_agg(cat, n) AS cats
                      FROM (SELECT ${childOf('area_id')} AS k, company_category_id AS cat, count(*) AS n,
                                   sum(registered_capital) AS capital,
                                   count(*) FILTER (WHERE credit_level IN (1, 2)) AS good
                              FROM companies WHERE ${inArea('area_id')} GROUP BY 1, 2) g GROUP BY k) c ON c.k = a.id
         LEFT JOIN (SELECT ${childOf('area_id')} AS k, count(*)::int AS n, sum(farm_area_mu) AS mu,
                           count(*) FILTER (WHERE trace_flag = 1)::int AS trace
                      FROM farms WHERE ${inArea('area_id')} AND farm_status <> 3 GROUP BY 1) fm ON fm.k = a.id
        ORDER BY a.id`,
      f.params,
    );
    const list = rows.map((r) => ({ ...r, byCategory: r.byCategory ?? categories.map(() => 0) }));
    const sum = (pick: (r: (typeof list)[number]) => number) =>
      Math.round(list.reduce((s, r) => s + pick(r), 0) * 100) / 100;
    const area = areaOf(ctx);
    const [self] = await db.query<{ name: string }>('SELECT name FROM areas WHERE id = $1', [area.areaId]);
    return {
      categories,
      rows: list,
      total: {
        areaId: area.areaId,
        areaName: `${self?.name ?? ''}合计`,
        level: area.level,
        total: sum((r) => r.total),
        byCategory: categories.map((_, i) => sum((r) => r.byCategory[i] ?? 0)),
        farms: sum((r) => r.farms),
        farmAreaMu: sum((r) => r.farmAreaMu),
        registeredCapitalWan: sum((r) => r.registeredCapitalWan),
        creditGood: sum((r) => r.creditGood),
        traceFarms: sum((r) => r.traceFarms),
      },
    };
  }),
];
