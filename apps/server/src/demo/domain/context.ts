import type { Database } from '../../db/client';
import type { LngLat, Ring } from './ewkb';
import { type DistrictPlan, plansAt } from './plan';
import { type Anchor, anchorOf } from './time';

/** A village (or other level-5 area) of a demo district, read from the seeded areas. */
export interface Village {
  id: number;
  name: string;
  townId: number;
  townName: string;
  countyId: number;
  countyName: string;
  /** Outer rings of the village polygon parts, lng/lat, closed. */
  parts: number[][][];
  areaM2: number;
  /** 村委会: rural villages that get fields; 居委会 and the like do not. */
  rural: boolean;
}

/** A generated farm, kept for the steps that hang devices, certificates and orders on farms. */
export interface FarmInfo {
  id: number;
  companyId: number;
  companyName: string;
  farmName: string;
  village: Village;
  location: LngLat;
  businessType: number;
  categoryId: number;
  companyCategoryId: number;
  /** Main crop (catalogue id) and the crops it grows. */
  crops: number[];
  parcels: number;
  contactName: string;
  contactPhone: string;
  trace: boolean;
  supervision: boolean;
  established: number;
  /** 1 正常经营, 2 暂停经营, 3 已注销 (farms.farm_status). */
  status: number;
  /** Day of deregistration (已注销) or of the pause (暂停经营); null while the farm works normally. */
  statusDay: number | null;
  /** Area of its parcels in 亩 (what farms.farm_area_mu sums), for quantities that scale with the farm. */
  areaMu: number;
  /** Its whole rectangular parcels (corners 0–3) with their area: where machine tracks run. */
  fields: { ring: LngLat[]; mu: number }[];
}

/**
 * True when a farm could have left a record on `day`: founded by then and not yet deregistered. Paused
 * farms keep their history but take no new business either.
 */
export function activeOn(f: FarmInfo, day: number): boolean {
  return day >= f.established && (f.statusDay === null || day < f.statusDay);
}

/** A parcel kept as a sample for soil samples, occupations and abnormal records. */
export interface ParcelSample {
  id: number;
  dkid: string;
  village: Village;
  ring: Ring;
  /** A whole rectangle (corners 0–3), not a piece clipped by the village boundary. */
  full: boolean;
  dlbm: string;
  farmId: number | null;
}

/** Options of the domain seed. */
export interface DomainOptions {
  /** Multiplies every count (default 1: the default demo). */
  scale?: number;
  /** PRNG seed (default 20260101). */
  seed?: number;
  /** End of the generated time series, 'YYYY-MM-DD[THH]' Beijing time (default: now). */
  anchor?: string;
}

/** State shared by the domain seed steps, which run in order on one database. */
export class DomainContext {
  readonly scale: number;
  readonly seed: number;
  readonly anchor: Anchor;
  readonly plans: DistrictPlan[];
  readonly villages = new Map<number, Village[]>();
  readonly farms: FarmInfo[] = [];
  readonly samples: ParcelSample[] = [];

  constructor(opts: DomainOptions = {}) {
    this.scale = opts.scale ?? 1;
    if (!(this.scale > 0)) throw new Error(`scale must be positive, got ${opts.scale}`);
    this.seed = opts.seed ?? 20260101;
    this.anchor = anchorOf(opts.anchor);
    this.plans = plansAt(this.scale);
  }

  /** Farms of one county. */
  farmsIn(countyId: number): FarmInfo[] {
    return this.farms.filter((f) => f.village.countyId === countyId);
  }

  /** Loads the level-5 areas of each planned county with their outlines. */
  async loadVillages(db: Database): Promise<void> {
    for (const plan of this.plans) {
      const rows = await db.query<{
        id: number;
        name: string;
        town_id: number;
        town_name: string;
        county_name: string;
        g: string;
        m2: number;
      }>(
        `SELECT v.id, v.name, t.id AS town_id, t.name AS town_name, c.name AS county_name,
                ST_AsGeoJSON(v.geom) AS g, ST_Area(v.geom::geography) AS m2
           FROM areas v JOIN areas t ON t.id = v.parent_id JOIN areas c ON c.id = t.parent_id
          WHERE v.level = 5 AND v.id BETWEEN $1 AND $2 AND v.geom IS NOT NULL
          ORDER BY v.id`,
        [plan.countyId, plan.countyId + 999_999],
      );
      this.villages.set(
        plan.countyId,
        rows.map((r) => ({
          id: r.id,
          name: r.name,
          townId: r.town_id,
          townName: r.town_name,
          countyId: plan.countyId,
          countyName: r.county_name,
          parts: (JSON.parse(r.g) as { coordinates: number[][][][] }).coordinates.map((p) => p[0]!),
          areaM2: r.m2,
          rural: /村委会$|村民委员会$/.test(r.name),
        })),
      );
    }
  }
}
