import type { Executor } from '../../db/client';
import type { BulkWriter, TableSpec } from './bulk';
import { cols } from './bulk';
import type { FarmInfo } from './context';
import type { Rng } from './rng';
import { yearOf } from './time';

export const KEY_ENTITY_SPEC: TableSpec = {
  table: 'key_entities',
  columns: cols(
    'company_id int, key_category smallint, key_level smallint, recognized_year smallint, document_no text, area_id bigint',
  ),
};

/** The level of a designation from the best demonstration rank of the entity's farms (1 国家级, 2 市级, 3 区级). */
const LEVEL_OF_RANK: Record<number, number> = { 1: 1, 2: 3, 3: 4 };
/** The designation a category of entity can hold: 企业 → 龙头企业, 合作社 → 示范社, 家庭农场 → 示范家庭农场. */
const MODEL_OF_CATEGORY: Record<number, number> = { 1: 1, 2: 2, 3: 3 };
/** Size from which an entity counts as a large-scale operator (规模经营主体), in 亩 of farms in business. */
const SCALE_MU = 150;

/**
 * The entity's farms taken together: its first farm (the one registered with it: its village and founding),
 * the farms in business and their area, the best rank among them.
 */
interface Entity {
  first: FarmInfo;
  working: number;
  mu: number;
  bestRank: number;
}

/** Best demonstration rank (farms.rank) of each company of a county, read back from the farms written. */
export async function bestRanks(q: Executor, countyId: number): Promise<Map<number, number>> {
  const rows = await q.query<{ company_id: number; best: number }>(
    `SELECT company_id, min(rank)::int AS best FROM farms
      WHERE rank > 0 AND farm_status = 1 AND area_id BETWEEN $1 AND $2 GROUP BY company_id`,
    [countyId, countyId + 999_999],
  );
  return new Map(rows.map((r) => [r.company_id, r.best]));
}

function entitiesOf(farms: readonly FarmInfo[], ranks: ReadonlyMap<number, number>): Entity[] {
  const byCompany = new Map<number, Entity>();
  for (const f of farms) {
    let e = byCompany.get(f.companyId);
    if (!e) {
      e = { first: f, working: 0, mu: 0, bestRank: ranks.get(f.companyId) ?? 0 };
      byCompany.set(f.companyId, e);
    }
    if (f.status !== 1) continue;
    e.working++;
    e.mu += f.areaMu;
  }
  // An entity none of whose farms is in business (paused or deregistered) is not followed.
  return [...byCompany.values()].filter((e) => e.working > 0);
}

/** The recognising document of a level (国家级 by the ministry, 市级 by the city, 区县级 by the district). */
function documentNo(rng: Rng, level: number | null, year: number, countyName: string): string | null {
  if (level === 1) return `农经发〔${year}〕${rng.int(1, 12)}号`;
  if (level === 3) return `沪农委〔${year}〕${rng.int(20, 260)}号`;
  if (level === 4) return `${countyName.slice(0, 1)}农委〔${year}〕${rng.int(10, 180)}号`;
  return null;
}

/**
 * The key entities of a county: an entity whose farm holds a demonstration rank is recognised at that
 * level as what its category can be (龙头企业, 示范社, 示范家庭农场); some large enterprises without a
 * ranked farm are district (or city) leading enterprises; the rest at or above 150 亩 are listed as large-scale
 * operators. Recognised at least two years after registration; a listing as 规模经营主体 is of recent years.
 */
export function addKeyEntities(
  w: BulkWriter,
  rng: Rng,
  farms: readonly FarmInfo[],
  ranks: ReadonlyMap<number, number>,
  end: number,
): void {
  const thisYear = yearOf(end);
  for (const e of entitiesOf(farms, ranks)) {
    const f = e.first;
    const model = MODEL_OF_CATEGORY[f.companyCategoryId];
    const earliest = Math.max(yearOf(f.established) + 2, 2008);
    const leading =
      model !== undefined &&
      (e.bestRank > 0 || (model === 1 && e.mu >= 100 && rng.chance(0.35))) &&
      earliest <= thisYear;
    let category: number;
    let level: number | null;
    let year: number;
    if (leading) {
      category = model;
      level = e.bestRank > 0 ? LEVEL_OF_RANK[e.bestRank]! : rng.chance(0.25) ? 3 : 4;
      // Higher recognitions come later in an entity's life.
      year = rng.int(Math.min(thisYear, earliest + (level === 1 ? 4 : level === 3 ? 2 : 0)), thisYear);
    } else if (e.mu >= SCALE_MU && f.companyCategoryId !== 5) {
      // Listed after a year at work, in the recent listings.
      const from = Math.max(yearOf(f.established) + 1, thisYear - 3);
      if (from > thisYear) continue;
      category = 4;
      level = null;
      year = rng.int(from, thisYear);
    } else continue;
    w.add('key_entities', [
      f.companyId,
      category,
      level,
      year,
      documentNo(rng, level, year, f.village.countyName),
      f.village.id,
    ]);
  }
}
