import { PEST_SPECIES as SEED_PEST_SPECIES } from '../../seed/domain-catalog';

export {
  BUSINESS_CATEGORIES,
  COMPANY_CATEGORIES,
  CROP,
  CROPS,
  type CropDef,
  EXTRA_GATE_CATEGORIES,
} from '../../seed/domain-catalog';

/** When each pest's season peaks (days of year), how wide it is and its base count: the demo generator's. */
const SEASONS: Record<number, { peaks: readonly number[]; width: number; base: number }> = {
  1: { peaks: [235], width: 28, base: 40 },
  2: { peaks: [140, 225], width: 18, base: 12 },
  3: { peaks: [215], width: 25, base: 18 },
  4: { peaks: [160, 240], width: 15, base: 5 },
  5: { peaks: [250], width: 30, base: 22 },
  6: { peaks: [230], width: 26, base: 10 },
  7: { peaks: [125, 290], width: 22, base: 14 },
  8: { peaks: [200], width: 30, base: 6 },
};

/** Pest species with their demo seasons. */
export const PEST_SPECIES = SEED_PEST_SPECIES.map((s) => ({ ...s, ...SEASONS[s.id]! }));

/**
 * Gateway categories of the demo devices by device kind. The portal seed owns the catalogue (weather,
 * soil, water, insect, sexlure, camera, fertigation, irrigation, greenhouse, …); the two kinds it lacks
 * are added here.
 */
export const GATE_OF_KIND: Record<string, string> = {
  meteorology: 'weather',
  soil: 'soil',
  water_quality: 'water',
  greenhouse: 'greenhouse',
  livestock_env: 'livestock_env',
  irrigation: 'irrigation',
  fertigation: 'fertigation',
  controller: 'controller',
};
