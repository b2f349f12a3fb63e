import { LAND_TYPES } from '@fengshou/core';
import { pgArray } from './bulk';
import type { Rng } from './rng';

/**
 * Land-use mix of the demo fields: mostly paddy, dry and irrigated land (vegetables, strawberries and their
 * plastic tunnels stand on 0102 水浇地, as the land survey counts them), some orchards, ponds, woods, and
 * barns on 1202 设施农用地. Every crop that is sown stands on 耕地, so a season's sown area fits its 耕地.
 */
const DLBM_MIX: readonly (readonly [string, number])[] = [
  ['0101', 52],
  ['0102', 15],
  ['0103', 8],
  ['0201', 7],
  ['0204', 2],
  ['0301', 4],
  ['0307', 1],
  ['1104', 7],
  ['1202', 2],
  ['0403', 1],
  ['0202', 0.3],
];

/** One land-use code per block; neighbouring blocks often share it, as fields come in zones. */
export function blockLandUses(count: number, rng: Rng): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const prev = out[i - 1];
    out.push(prev && rng.chance(0.65) ? prev : rng.weighted(DLBM_MIX));
  }
  return out;
}

/** Village-level programmes that decide land types and sources. */
export interface VillageProgrammes {
  highStandard: boolean;
  grainZone: boolean;
}

/** Which programmes a village takes part in. */
export function villageProgrammes(rng: Rng): VillageProgrammes {
  return { highStandard: rng.chance(0.35), grainZone: rng.chance(0.6) };
}

/** The land-type layer of a block's parcels (spec §9 codes 1–5). */
export function landTypeFor(dlbm: string, p: VillageProgrammes, rng: Rng): number {
  if (dlbm.startsWith('01')) {
    if (p.highStandard && dlbm === '0101' && rng.chance(0.5)) return LAND_TYPES.gaobiaozhun;
    return rng.chance(0.12) ? LAND_TYPES.capitalFarmLand : LAND_TYPES.quequan;
  }
  if (dlbm === '1202' || dlbm.startsWith('02')) {
    return rng.chance(0.4) ? LAND_TYPES.productionLand : LAND_TYPES.quequan;
  }
  return rng.chance(0.5) ? LAND_TYPES.sandiao : LAND_TYPES.quequan;
}

/** The land-source categories of a parcel, consistent with its land type and use (array literal). */
export function landSourcesFor(dlbm: string, landType: number, p: VillageProgrammes, rng: Rng): string {
  const s = new Set<number>([2]);
  if (landType === LAND_TYPES.quequan || rng.chance(0.7)) s.add(18);
  if (dlbm.startsWith('01')) {
    s.add(17);
    if (landType === LAND_TYPES.capitalFarmLand || rng.chance(0.75)) s.add(32);
    if (dlbm === '0101' && p.grainZone) s.add(3);
    if (landType === LAND_TYPES.gaobiaozhun || (p.highStandard && rng.chance(0.3))) s.add(12);
  }
  if (landType === LAND_TYPES.productionLand || dlbm === '1202') s.add(24);
  return pgArray([...s].sort((a, b) => a - b));
}

/** Business category (and so type) of a farm working land of this use; livestock sheds sometimes. */
export function categoryForLand(dlbm: string, rng: Rng): number {
  switch (dlbm) {
    case '0101':
      return 1;
    case '0103':
      return rng.weighted([
        [2, 5],
        [1, 2],
        [3, 3],
      ]);
    case '0102':
      return rng.weighted([
        [3, 6],
        [4, 4],
        [8, 2],
        [16, 1],
      ]);
    case '1202':
      return rng.weighted([
        [9, 6],
        [11, 3],
        [10, 1],
      ]);
    case '0201':
      return rng.weighted([
        [5, 5],
        [6, 4],
        [7, 2],
      ]);
    case '0202':
    case '0204':
      return 7;
    case '0403':
      return 10;
    case '1104':
      return rng.chance(0.7) ? 12 : 13;
    default:
      return 14;
  }
}
