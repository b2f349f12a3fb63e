import { MU_PER_SQUARE_METRE } from '@fengshou/core';
import type { Database } from '../../db/client';
import { areaMuSql, refreshFarmAreas } from '../../import/parcels';
import { BulkWriter, cols, type TableSpec } from './bulk';
import { CROP } from './catalog';
import { COMPANY_SPECS, CompanyFactory } from './companies';
import type { DomainContext, FarmInfo, Village } from './context';
import { cropsOfRegime, fruitFor, plantingsFor, type Regime, regimeFor } from './crop-calendar';
import { withDeferredIndexes } from './deferred';
import { multiPolygonHex } from './ewkb';
import { type Block, layoutVillage } from './field-layout';
import { ellipsoidalArea } from './geodesy';
import { blockLandUses, categoryForLand, landSourcesFor, landTypeFor, villageProgrammes } from './land-use';
import { personName, villageShort } from './names';
import type { DistrictPlan } from './plan';
import { Rng } from './rng';
import { dateOf, tsOf } from './time';

/** A company of a town that may open more bases there: the base names it already uses. */
interface TownCompany {
  id: number;
  category: number;
  biz: number;
  name: string;
  bases: Set<string>;
}

const LAND_SPECS: TableSpec[] = [
  {
    table: 'land_parcels',
    serial: true,
    deps: ['farms'],
    columns: cols(
      'id int, dkid text, sh_gis_dkid text, land_name text, land_type smallint, dlbm text, land_sources smallint[], farm_id int, contractor_name text, quality_grade smallint, area_id bigint, geom geometry, create_time timestamptz',
    ),
    // The official area is ellipsoidal, computed where the geometry lands, by the rule of the parcel import.
    insert: (src, cols) =>
      `INSERT INTO land_parcels (${cols}, area_mu)
       SELECT t.id, t.dkid, t.sh_gis_dkid, t.land_name, t.land_type, t.dlbm, t.land_sources::smallint[], t.farm_id,
              t.contractor_name, t.quality_grade, t.area_id, g, t.create_time, ${areaMuSql('g')}
         FROM ${src}, LATERAL (SELECT t.geom::geometry AS g) AS x`,
  },
  {
    table: 'plantings',
    deps: ['land_parcels'],
    columns: cols(
      'land_id int, area_id bigint, plant_area_mu numeric, farm_id int, crop_id smallint, plant_year smallint, season smallint, sow_date date, expected_harvest_date date, harvest_date date, status smallint, expected_output_kg numeric, actual_output_kg numeric',
    ),
  },
];

/** Business entities, farms, field parcels and their plantings for every planned district. */
export async function seedLand(db: Database, ctx: DomainContext): Promise<number> {
  await ctx.loadVillages(db);
  return db.tx((q) =>
    withDeferredIndexes(q, ['land_parcels', 'plantings'], async () => {
      const w = new BulkWriter(q);
      await w.define(...COMPANY_SPECS, ...LAND_SPECS);
      const factory = new CompanyFactory(ctx.anchor.day, ctx.seed);
      for (const plan of ctx.plans) {
        const all = ctx.villages.get(plan.countyId) ?? [];
        const rural = all.some((v) => v.rural) ? all.filter((v) => v.rural) : all;
        const total = rural.reduce((s, v) => s + v.areaM2, 0);
        const shares = new Rng(ctx.seed, `shares:${plan.countyId}`);
        const byTown = new Map<number, TownCompany[]>();
        for (const v of rural) {
          const share = v.areaM2 / total;
          const parcels = shares.round(plan.parcels * share);
          const farms = shares.round(plan.entities * 1.06 * share);
          seedVillage(w, ctx, factory, plan, v, parcels, farms, byTown);
          await w.drain();
        }
      }
      await w.finish();
      if (process.env.SEED_TIMINGS) console.log(w.millis);
      await refreshFarmAreas(q, 'all');
      return w.total();
    }),
  );
}

const COMPANY_CATEGORY_MIX = [
  [3, 45],
  [2, 33],
  [1, 14],
  [4, 5],
  [5, 3],
] as const;
const BLOCKS_BY_CATEGORY: Record<number, [number, number]> = {
  1: [4, 14],
  2: [3, 9],
  3: [1, 4],
  4: [1, 3],
  5: [1, 2],
};

function seedVillage(
  w: BulkWriter,
  ctx: DomainContext,
  factory: CompanyFactory,
  plan: DistrictPlan,
  v: Village,
  parcelTarget: number,
  farmTarget: number,
  byTown: Map<number, TownCompany[]>,
) {
  const rng = new Rng(ctx.seed, `land:${v.id}`);
  const areas = v.parts.map(degreeArea);
  const areaSum = areas.reduce((s, a) => s + a, 0);
  const blocks: Block[] = [];
  for (const [i, part] of v.parts.entries()) {
    const t = v.parts.length === 1 ? parcelTarget : Math.round((parcelTarget * areas[i]!) / areaSum);
    blocks.push(...layoutVillage(part, t, rng));
  }
  if (blocks.length === 0) return;
  const uses = blockLandUses(blocks.length, rng);
  const programmes = villageProgrammes(rng);
  const owners = assignOwners(blocks.length, farmTarget, rng);
  const farmsHere = new Map<number, FarmInfo>();
  const short = villageShort(v.name);
  const groupSerial = new Map<number, number>();
  let serial = 0;
  for (const [bi, block] of blocks.entries()) {
    const dlbm = uses[bi]!;
    const owner = owners[bi]!;
    let farm: FarmInfo | undefined;
    if (owner) {
      farm = farmsHere.get(owner.index);
      if (!farm) {
        farm = newFarm(w, ctx, factory, plan, v, block, dlbm, owner.category, byTown, rng);
        farmsHere.set(owner.index, farm);
        ctx.farms.push(farm);
      }
    }
    const category = farm ? farm.categoryId : null;
    const regime: Regime = regimeFor(dlbm, category, rng);
    const fruit = fruitFor(regime, category, rng);
    if (farm) addCrops(farm, regime, fruit);
    const landType = landTypeFor(dlbm, programmes, rng);
    const group = (block.row % 12) + 1;
    for (const [si, ring] of block.strips.entries()) {
      const mu = ellipsoidalArea(ring) * MU_PER_SQUARE_METRE;
      const id = w.nextId('land_parcels');
      serial++;
      const inGroup = (groupSerial.get(group) ?? 0) + 1;
      groupSerial.set(group, inGroup);
      const dkid = `${v.id}${String(group).padStart(2, '0')}${String(serial).padStart(5, '0')}`;
      const cultivated = dlbm.startsWith('01');
      w.add('land_parcels', [
        id,
        dkid,
        `SH${String(v.countyId).slice(0, 6)}${String(id).padStart(9, '0')}`,
        `${short}${group}组${inGroup}号田`,
        landType,
        dlbm,
        landSourcesFor(dlbm, landType, programmes, rng),
        farm?.id ?? null,
        landType === 2 || rng.chance(0.5) ? personName(rng) : null,
        cultivated ? Math.min(10, Math.max(1, Math.round(rng.normal(4.2, 1.2)))) : null,
        v.id,
        multiPolygonHex([ring]),
        tsOf(ctx.anchor.day - rng.int(400, 1500), 9),
      ]);
      if (farm) {
        farm.parcels++;
        farm.areaMu += mu;
        if (block.full[si]) farm.fields.push({ ring, mu });
      }
      if (serial % 40 === 7)
        ctx.samples.push({
          id,
          dkid,
          village: v,
          ring,
          full: block.full[si]!,
          dlbm,
          farmId: farm?.id ?? null,
        });
      for (const p of plantingsFor(regime, fruit, ctx.anchor.day, rng)) {
        // Field margins and headlands: the sown area is a little less than the parcel.
        const sown = round2(mu * rng.range(0.95, 0.995));
        const expected = round2(sown * (CROP_YIELD.get(p.cropId) ?? 0) * p.yieldFactor);
        // A farm that paused or was deregistered grows nothing after that day: what stands on its
        // parcels since then is someone else's (the village re-lets the land).
        const grower =
          farm &&
          (farm.statusDay === null || (p.expectedHarvest !== null && p.expectedHarvest < farm.statusDay))
            ? farm.id
            : null;
        w.add('plantings', [
          id,
          v.id,
          sown,
          grower,
          p.cropId,
          p.year,
          p.season,
          dateOf(p.sow),
          p.expectedHarvest === null ? null : dateOf(p.expectedHarvest),
          p.harvest === null ? null : dateOf(p.harvest),
          p.status,
          expected,
          p.status === 2 ? round2(expected * p.actualFactor) : null,
        ]);
      }
    }
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const CROP_YIELD = new Map(Object.values(CROP).map((c) => [c.id, c.yieldKg]));

function addCrops(farm: FarmInfo, regime: Regime, fruit: string) {
  for (const c of cropsOfRegime(regime, fruit, farm.categoryId)) {
    const id = CROP[c]?.id;
    if (id && !farm.crops.includes(id)) farm.crops.push(id);
  }
}

// Owner of each block: a farm index with its company category, or null for household land.
function assignOwners(
  blocks: number,
  farms: number,
  rng: Rng,
): ({ index: number; category: number } | null)[] {
  const n = Math.max(blocks > 0 ? 1 : 0, Math.min(farms, blocks));
  const cats = Array.from({ length: n }, () => rng.weighted(COMPANY_CATEGORY_MIX));
  let sizes = cats.map((c) => rng.int(...BLOCKS_BY_CATEGORY[c]!));
  const cap = Math.floor(blocks * 0.65);
  const sum = sizes.reduce((s, x) => s + x, 0);
  if (sum > cap) sizes = sizes.map((s) => Math.max(1, Math.floor((s * cap) / sum)));
  let free = Math.max(0, blocks - sizes.reduce((s, x) => s + x, 0));
  const out: ({ index: number; category: number } | null)[] = [];
  for (let f = 0; f < n; f++) {
    const gap = Math.min(free, rng.round((free / (n - f + 1)) * rng.range(0.3, 1.7)));
    free -= gap;
    for (let i = 0; i < gap; i++) out.push(null);
    for (let i = 0; i < sizes[f]! && out.length < blocks; i++) out.push({ index: f, category: cats[f]! });
  }
  while (out.length < blocks) out.push(null);
  return out;
}

function newFarm(
  w: BulkWriter,
  ctx: DomainContext,
  factory: CompanyFactory,
  plan: DistrictPlan,
  v: Village,
  block: Block,
  dlbm: string,
  companyCategory: number,
  byTown: Map<number, TownCompany[]>,
  rng: Rng,
): FarmInfo {
  const biz = companyCategory === 5 ? 15 : categoryForLand(dlbm, rng);
  const established = ctx.anchor.day - Math.round(365 * Math.min(18, rng.range(0.2, 1) ** 1.6 * 18));
  const person = personName(rng);
  const address = `上海市${v.countyName}${v.townName}${villageShort(v.name)}${rng.int(1, 999)}号`;
  const townCompanies = byTown.get(v.townId) ?? [];
  byTown.set(v.townId, townCompanies);
  const sibling = townCompanies.find((c) => c.biz === biz && c.category === companyCategory);
  let company: { id: number; name: string; contactName: string; contactPhone: string };
  let farmName: string;
  if (sibling && (companyCategory === 1 || companyCategory === 2) && rng.chance(0.12)) {
    company = { id: sibling.id, name: sibling.name, contactName: personName(rng), contactPhone: '' };
    // A company names each base after its village; a second base in one village is numbered (names are unique per company).
    const base = `${sibling.name.replace(/^上海(市)?/, '').replace(/(发展|科技)?有限公司|专业合作社$/, '')}${villageShort(v.name)}`;
    farmName = `${base}基地`;
    for (let n = 2; sibling.bases.has(farmName); n++) farmName = `${base}${n}号基地`;
    sibling.bases.add(farmName);
  } else {
    const { name, person: owner } = factory.name(rng, companyCategory, biz, plan.place, v, person);
    const c = factory.addCompany(w, rng, {
      name,
      category: companyCategory,
      person: owner,
      village: v,
      established,
      address,
    });
    company = { id: c.id, name, contactName: c.contactName, contactPhone: c.contactPhone };
    townCompanies.push({ id: c.id, category: companyCategory, biz, name, bases: new Set([name]) });
    farmName = name;
  }
  return factory.addFarm(w, rng, {
    companyId: company.id,
    companyName: company.name,
    farmName,
    village: v,
    location: block.center,
    categoryId: biz,
    companyCategoryId: companyCategory,
    crops: [],
    parcels: 0,
    areaMu: 0,
    fields: [],
    contactName: company.contactName,
    contactPhone: company.contactPhone || mobileOf(rng),
    established,
    address,
  });
}

// Planar area in square degrees: enough to share a target between the parts of one village.
function degreeArea(ring: number[][]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    s += (ring[j]![0]! - ring[i]![0]!) * (ring[j]![1]! + ring[i]![1]!);
  return Math.abs(s / 2);
}

function mobileOf(rng: Rng): string {
  return `13${rng.int(5, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
}
