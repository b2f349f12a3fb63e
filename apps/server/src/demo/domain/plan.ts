/** How much demo data each district gets at scale 1; other scales multiply every count. */

/** Per-district quantities of the demo. */
export interface DistrictPlan {
  countyId: number;
  /** Short place name used in company names (上海崇明…). */
  place: string;
  entities: number;
  parcels: number;
  devices: number;
  cameras: number;
  pestDevices: number;
  earTags: number;
  certificates: number;
  /** Occupation and abnormal records per monitoring batch. */
  occupations: number;
  abnormals: number;
  /** Multiplier for the smaller tables (inspections, machines, orders, …) relative to 崇明. */
  weight: number;
}

/** 崇明区, the main demo county, and lighter districts with farmland. */
const BASE: readonly DistrictPlan[] = [
  {
    countyId: 310151000000,
    place: '崇明',
    entities: 2000,
    parcels: 100_000,
    devices: 320,
    cameras: 150,
    pestDevices: 40,
    earTags: 20_000,
    certificates: 10_000,
    occupations: 160,
    abnormals: 200,
    weight: 1,
  },
  {
    countyId: 310115000000,
    place: '浦东',
    entities: 300,
    parcels: 10_000,
    devices: 40,
    cameras: 20,
    pestDevices: 6,
    earTags: 2000,
    certificates: 1500,
    occupations: 30,
    abnormals: 40,
    weight: 0.15,
  },
  ...(
    [
      [310116000000, '金山'],
      [310117000000, '松江'],
      [310118000000, '青浦'],
      [310120000000, '奉贤'],
      [310114000000, '嘉定'],
    ] as const
  ).map(([countyId, place]) => ({
    countyId,
    place,
    entities: 60,
    parcels: 2000,
    devices: 8,
    cameras: 4,
    pestDevices: 2,
    earTags: 400,
    certificates: 200,
    occupations: 6,
    abnormals: 8,
    weight: 0.03,
  })),
];

const COUNT_KEYS = [
  'entities',
  'parcels',
  'devices',
  'cameras',
  'pestDevices',
  'earTags',
  'certificates',
  'occupations',
  'abnormals',
] as const;

/** The district plans at a scale: counts multiplied and rounded, at least 1 of each kind. */
export function plansAt(scale: number): DistrictPlan[] {
  return BASE.map((p) => {
    const out = { ...p, weight: p.weight * scale };
    for (const k of COUNT_KEYS) out[k] = Math.max(1, Math.round(p[k] * scale));
    return out;
  });
}

/** The main demo county. */
export const MAIN_COUNTY_ID = 310151000000;
