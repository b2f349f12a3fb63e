import { CROP } from './catalog';
import type { Rng } from './rng';
import { dayIn, yearOf } from './time';

/** How a block is farmed; decides its crops season by season. */
export type Regime =
  | 'paddy'
  | 'dry'
  | 'veg'
  | 'asparagus'
  | 'shed_veg'
  | 'strawberry'
  | 'orchard'
  | 'pond'
  | 'forage'
  | 'nursery'
  | 'barn';

// Sowing window (month, first day, span in days) and growing days (min, max) per crop.
const CALENDAR: Record<string, { sow: [number, number, number]; grow: [number, number] }> = {
  rice: { sow: [6, 1, 20], grow: [140, 155] },
  wheat: { sow: [11, 5, 20], grow: [195, 205] },
  rapeseed: { sow: [10, 15, 20], grow: [205, 215] },
  green_manure: { sow: [10, 20, 20], grow: [160, 175] },
  corn: { sow: [4, 20, 30], grow: [100, 115] },
  soybean: { sow: [6, 10, 20], grow: [105, 115] },
  sweet_corn: { sow: [4, 1, 40], grow: [80, 90] },
  jingua: { sow: [4, 10, 20], grow: [95, 110] },
  white_lentil: { sow: [5, 1, 20], grow: [130, 150] },
  broad_bean: { sow: [10, 15, 20], grow: [175, 185] },
  qingcai: { sow: [3, 1, 60], grow: [40, 60] },
  jimaocai: { sow: [3, 1, 60], grow: [30, 45] },
  cabbage: { sow: [8, 20, 40], grow: [80, 95] },
  cauliflower: { sow: [8, 20, 40], grow: [90, 110] },
  lettuce: { sow: [8, 20, 40], grow: [50, 65] },
  cucumber: { sow: [3, 10, 50], grow: [80, 100] },
  tomato: { sow: [3, 1, 50], grow: [100, 120] },
  jiaobai: { sow: [4, 1, 20], grow: [160, 180] },
  strawberry: { sow: [9, 5, 20], grow: [200, 240] },
  crab: { sow: [3, 1, 30], grow: [215, 260] },
  fish: { sow: [3, 1, 45], grow: [250, 290] },
};

const pickBy = (rng: Rng, t: readonly (readonly [string, number])[]) => rng.weighted(t);

/** The crop identifier of a regime in a season (1 spring/summer, 2 autumn/winter), or null for fallow. */
export function cropFor(regime: Regime, season: 1 | 2, rng: Rng, fruit: string): string | null {
  switch (regime) {
    case 'paddy':
      return season === 1
        ? 'rice'
        : pickBy(rng, [
            ['wheat', 40],
            ['rapeseed', 10],
            ['green_manure', 30],
            ['', 20],
          ]) || null;
    case 'dry':
      return season === 1
        ? rng.pick(['corn', 'soybean', 'sweet_corn', 'jingua', 'white_lentil'])
        : pickBy(rng, [
            ['broad_bean', 40],
            ['wheat', 25],
            ['green_manure', 20],
            ['', 15],
          ]) || null;
    case 'veg':
      return season === 1
        ? rng.pick(['cucumber', 'tomato', 'sweet_corn', 'jimaocai', 'qingcai', 'jiaobai'])
        : rng.pick(['qingcai', 'cabbage', 'cauliflower', 'lettuce', 'jimaocai', 'broad_bean']);
    case 'shed_veg':
      return season === 1
        ? rng.pick(['tomato', 'cucumber', 'jimaocai'])
        : rng.pick(['lettuce', 'jimaocai', 'qingcai']);
    case 'strawberry':
      return season === 2 ? 'strawberry' : rng.chance(0.5) ? 'jimaocai' : null;
    case 'pond':
      return season === 1 ? fruit : null;
    default:
      return null;
  }
}

/** Perennial crop of a regime (orchards, asparagus, forage, nursery), or null. */
export function perennialFor(regime: Regime, fruit: string): string | null {
  if (regime === 'orchard') return fruit;
  if (regime === 'asparagus') return 'asparagus';
  if (regime === 'forage') return 'forage';
  if (regime === 'nursery') return 'nursery';
  return null;
}

/** One planting of a parcel. */
export interface PlantingDraft {
  cropId: number;
  year: number;
  season: 1 | 2;
  sow: number;
  expectedHarvest: number | null;
  harvest: number | null;
  status: 1 | 2 | 3;
  yieldFactor: number;
  actualFactor: number;
}

/** Plantings of a parcel from the year before the anchor up to it: history, then what grows now. */
export function plantingsFor(regime: Regime, fruit: string, anchorDay: number, rng: Rng): PlantingDraft[] {
  const out: PlantingDraft[] = [];
  const perennial = perennialFor(regime, fruit);
  if (perennial) {
    const year = yearOf(anchorDay) - rng.int(2, 9);
    const sow = dayIn(year, rng.int(2, 4), rng.int(1, 28));
    out.push(draft(CROP[perennial]!.id, year, 1, sow, null, anchorDay, rng));
    return out;
  }
  const y0 = yearOf(anchorDay) - 1;
  for (let year = y0; year <= y0 + 1; year++) {
    for (const season of [1, 2] as const) {
      const crop = cropFor(regime, season, rng, fruit);
      if (!crop) continue;
      const cal = CALENDAR[crop];
      if (!cal) continue;
      const sow = dayIn(year, cal.sow[0], cal.sow[1]) + rng.int(0, cal.sow[2]);
      if (sow > anchorDay) continue;
      out.push(
        draft(CROP[crop]!.id, year, season, sow, sow + rng.int(cal.grow[0], cal.grow[1]), anchorDay, rng),
      );
    }
  }
  return out;
}

function draft(
  cropId: number,
  year: number,
  season: 1 | 2,
  sow: number,
  due: number | null,
  anchorDay: number,
  rng: Rng,
): PlantingDraft {
  const done = due !== null && due <= anchorDay;
  const ploughedIn = cropId === CROP.green_manure!.id;
  return {
    cropId,
    year,
    season,
    sow,
    expectedHarvest: due,
    harvest: done ? due : null,
    status: done ? (ploughedIn ? 3 : 2) : 1,
    yieldFactor: rng.range(0.85, 1.12),
    actualFactor: rng.range(0.9, 1.08),
  };
}

/** The regime of a block from its land use and the business category of the farm working it. */
export function regimeFor(dlbm: string, category: number | null, rng: Rng): Regime {
  switch (dlbm) {
    case '0101':
      return 'paddy';
    case '0103':
      return 'dry';
    case '0102':
      if (category === 8 && rng.chance(0.7)) return 'asparagus';
      if (category === 4) return 'shed_veg';
      return category === 16 ? 'strawberry' : 'veg';
    // Barns, stores and machine sheds: nothing is sown there.
    case '1202':
      return 'barn';
    case '0201':
    case '0202':
    case '0204':
      return 'orchard';
    case '0403':
      return 'forage';
    case '1104':
      return 'pond';
    default:
      return 'nursery';
  }
}

/** Fruit (orchards) or stock (ponds) identifier for a regime and the farm's business category. */
export function fruitFor(regime: Regime, category: number | null, rng: Rng): string {
  if (regime === 'pond')
    return category === 13 ? 'fish' : category === 12 || rng.chance(0.7) ? 'crab' : 'fish';
  if (category === 6) return 'pear';
  if (category === 7) return 'grape';
  if (category === 5) return rng.chance(0.85) ? 'citrus' : 'pomelo';
  return rng.pick(['citrus', 'pear', 'citrus', 'grape']);
}

/** The crops (and livestock) a farm working land under a regime is known for, main first. */
export function cropsOfRegime(regime: Regime, fruit: string, category: number): string[] {
  const main: Record<Regime, string[]> = {
    paddy: ['rice', 'wheat'],
    dry: ['corn', 'broad_bean'],
    veg: ['qingcai', 'cabbage', 'tomato'],
    shed_veg: ['tomato', 'cucumber', 'lettuce'],
    asparagus: ['asparagus'],
    strawberry: ['strawberry'],
    orchard: [fruit],
    pond: [fruit],
    forage: ['goat'],
    nursery: ['nursery'],
    barn: category === 9 ? ['live_pig'] : category === 10 ? ['goat'] : category === 11 ? ['broiler'] : [],
  };
  return main[regime];
}
