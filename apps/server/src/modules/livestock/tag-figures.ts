import type { Database } from '../../db/client';
import type { RequestArea } from '../../http/area-scope';
import { beijingToday, metricBreakdown, metricTotal, type StatRow } from '../archive/engine';
import type { MetricDef } from '../archive/metric';
import { metricOf } from '../archive/registry';
import type { StatQuery } from '../archive/sql';
import { statQuery } from '../archive/stats';

/**
 * The livestock figures of an area (all species, or one with `species`) from the statistics registry: its
 * pre-aggregated parts answer a county or the province by adding up towns, cached like every statistic
 * (imports drop them). A farm's own figures are few rows and are read from the tags directly (routes.ts).
 */
const m = (id: string): MetricDef => {
  const def = metricOf(id);
  if (!def) throw new Error(`livestock: metric ${id} missing from the registry`);
  return def;
};

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** Queries of the area for this year and last (the last 12 months span both), limited to a species. */
function queries(area: RequestArea, species?: number): { now: StatQuery; last: StatQuery } {
  const year = Number(beijingToday().slice(0, 4));
  const base = statQuery(area, { categoryKey: species === undefined ? undefined : String(species) });
  return { now: { ...base, archiveYear: year }, last: { ...base, archiveYear: year - 1 } };
}

/** The last 12 months (YYYY-MM, oldest first) of a metric's month breakdowns of last year and this one. */
async function last12(db: Database, metric: MetricDef, q: { now: StatQuery; last: StatQuery }) {
  const rows = [
    ...(await metricBreakdown(db, metric, 'month', q.last)),
    ...(await metricBreakdown(db, metric, 'month', q.now)),
  ];
  return new Map(rows.slice(-12).map((r) => [r.key, num(r[metric.id])]));
}

/** Category rows as {key, name, count}, categories without any left out (as a GROUP BY lists them). */
const counts = (rows: StatRow[], metric: MetricDef) =>
  rows
    .map((r) => ({ key: Number(r.key), name: r.name, count: num(r[metric.id]) }))
    .filter((r) => r.count > 0)
    .sort((a, b) => a.key - b.key);

/** Stock, this year's movements and the last 12 months of tagging, leaving and deaths. */
export async function areaStatistics(db: Database, area: RequestArea, species?: number) {
  const q = queries(area, species);
  const farms = species === 1 ? m('pigFarmCount') : m('stockFarmCount');
  const [onHand, tagsYear, outYear, deadYear, farmCount] = await Promise.all([
    metricTotal(db, m('earTagOnHand'), q.now),
    metricTotal(db, m('earTagApplied'), q.now),
    metricTotal(db, m('livestockOutMoves'), q.now),
    metricTotal(db, m('livestockDeadMoves'), q.now),
    metricTotal(db, farms, { ...q.now, categoryKey: undefined }),
  ]);
  const [tagged, out, dead] = await Promise.all([
    last12(db, m('earTagApplied'), q),
    last12(db, m('livestockOutMoves'), q),
    last12(db, m('livestockDeadMoves'), q),
  ]);
  const monthly = [...tagged.keys()].map((month) => ({
    month,
    tagged: tagged.get(month) ?? 0,
    out: out.get(month) ?? 0,
    dead: dead.get(month) ?? 0,
  }));
  return {
    onHand: num(onHand),
    outYear: num(outYear),
    deadYear: num(deadYear),
    tagsYear: num(tagsYear),
    farmCount: num(farmCount),
    monthly,
  };
}

/** Animals on hand by species. */
export async function onHandBySpecies(db: Database, area: RequestArea, species?: number) {
  const q = queries(area, species).now;
  return counts(await metricBreakdown(db, m('earTagOnHand'), 'category', q), m('earTagOnHand'));
}

/** The ear-tag register of an area: tags by species and by state, and the last 12 months of tagging. */
export async function tagStatistics(db: Database, area: RequestArea) {
  const q = queries(area);
  const [bySpecies, byStatus, tagged] = await Promise.all([
    metricBreakdown(db, m('earTagCount'), 'category', q.now),
    metricBreakdown(db, m('earTagStatusCount'), 'category', q.now),
    last12(db, m('earTagApplied'), q),
  ]);
  const species = counts(bySpecies, m('earTagCount'));
  return {
    total: species.reduce((s, x) => s + x.count, 0),
    bySpecies: species,
    byStatus: counts(byStatus, m('earTagStatusCount')),
    monthly: [...tagged].map(([month, count]) => ({ month, count })),
  };
}

/** Pigs on hand and the farms keeping them, per child area. */
export async function pigsByArea(db: Database, area: RequestArea) {
  const q = queries(area, 1).now;
  const [stock, farms] = await Promise.all([
    metricBreakdown(db, m('earTagOnHand'), 'area', q),
    metricBreakdown(db, m('pigFarmCount'), 'area', { ...q, categoryKey: undefined }),
  ]);
  return stock.map((r) => ({
    areaId: Number(r.areaId ?? r.key),
    areaName: r.name,
    onHand: num(r.earTagOnHand),
    farmCount: num(farms.find((f) => f.key === r.key)?.pigFarmCount),
  }));
}
