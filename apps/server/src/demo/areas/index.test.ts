import { createHash } from 'node:crypto';
import { difference, union } from 'polyclip-ts';
import { describe, expect, it } from 'vitest';
import {
  inMulti,
  inPoly,
  interiorPoint,
  type Multi,
  multiCentroid,
  type Pt,
  sphericalArea,
} from './geo-math';
import { buildDemoAreas, DEMO_MAIN_COUNTY_ID, DEMO_PROVINCE_ID, type DemoArea } from './index';
import { TOWN_PINS } from './town-pins';

// Built while the file is collected: the containment check runs one test per county.
const areas: DemoArea[] = buildDemoAreas();
const byId = new Map<number, DemoArea>();
const kidsOf = new Map<number, DemoArea[]>();
for (const a of areas) {
  byId.set(a.id, a);
  if (a.parentId !== null) kidsOf.set(a.parentId, [...(kidsOf.get(a.parentId) ?? []), a]);
}
const geom = (a: DemoArea) => a.geometry.coordinates as Multi;
const hash = (a: DemoArea[]) => createHash('sha256').update(JSON.stringify(a)).digest('hex');
/** The county (6 significant digits) an area of level 3 or below lies in. */
const countyOf = (a: DemoArea) => Math.floor(a.id / 1e6) * 1e6;

/** Expects every area of the list to lie within its parent but for less than 0.5% of its own area. */
function expectWithinParents(list: DemoArea[]) {
  for (const a of list) {
    const child = geom(a);
    const outside = sphericalArea(difference(child, geom(byId.get(a.parentId!)!)) as Multi);
    expect(outside / sphericalArea(child), `${a.id} ${a.name}`).toBeLessThan(0.005);
  }
}

describe('buildDemoAreas', () => {
  it('builds the whole 上海市 tree with 崇明区 as the main county', () => {
    const counts = [1, 2, 3, 4, 5].map((l) => areas.filter((a) => a.level === l).length);
    expect(counts).toEqual([1, 1, 16, 234, 6509]);
    expect(byId.get(DEMO_PROVINCE_ID)?.name).toBe('上海市');
    expect(byId.get(DEMO_MAIN_COUNTY_ID)?.name).toBe('崇明区');
  });

  it('lists parents before children', () => {
    const seen = new Set<number>();
    const early: string[] = [];
    for (const a of areas) {
      if (a.parentId !== null && !seen.has(a.parentId)) early.push(`${a.id} ${a.name}`);
      seen.add(a.id);
    }
    expect(early).toEqual([]);
    expect(areas[0]?.parentId).toBeNull();
  });

  it('gives 崇明区 21 contiguous town regions, with 长兴镇 and 横沙乡 on their own islands', () => {
    const towns = kidsOf.get(DEMO_MAIN_COUNTY_ID)!;
    expect(towns).toHaveLength(21);
    for (const t of towns) expect(t.geometry.coordinates).toHaveLength(1);
    const byName = (n: string) => towns.find((t) => t.name === n)!;
    expect(inMulti([121.66, 31.42], geom(byName('长兴镇')))).toBe(true);
    expect(inMulti([121.84, 31.34], geom(byName('横沙乡')))).toBe(true);
    const villages = towns.flatMap((t) => kidsOf.get(t.id) ?? []);
    expect(villages).toHaveLength(361);
  });

  it('has no empty geometry, 6-decimal coordinates and centres inside their geometry', () => {
    for (const a of areas) {
      expect(a.geometry.type).toBe('MultiPolygon');
      expect(sphericalArea(geom(a))).toBeGreaterThan(0);
      for (const c of a.center) expect(Math.round(c * 1e6) / 1e6).toBe(c);
      expect(a.geometry.coordinates[0]![0]![0]!.every((c) => Math.round(c * 1e6) / 1e6 === c)).toBe(true);
      expect(inMulti(a.center, geom(a)), `${a.id} ${a.name}`).toBe(true);
    }
  });

  it('keeps the city within the province (outside part < 0.5% of the city)', () => {
    const cities = areas.filter((a) => a.level === 2);
    expect(cities).toHaveLength(1);
    expectWithinParents(cities);
    // Every area below lies in a county, so the tests per county below check them all.
    const counties = areas.filter((a) => a.level === 3).map((a) => a.id);
    expect(new Set(areas.filter((a) => a.level >= 3).map(countyOf))).toEqual(new Set(counties));
  });

  it.each(areas.filter((a) => a.level === 3).map((c) => [c.name, c.id] as const))(
    'keeps %s, its towns and villages each within its parent (outside part < 0.5% of the child)',
    (_name, county) => {
      const under = areas.filter((a) => a.level >= 3 && countyOf(a) === county);
      expect(under.length).toBeGreaterThan(1);
      expectWithinParents(under);
    },
  );

  it('tiles each parent with its children: no overlaps, and union ≈ parent within 0.5%', () => {
    for (const [parentId, kids] of kidsOf) {
      const parent = sphericalArea(geom(byId.get(parentId)!));
      const sum = kids.reduce((s, k) => s + sphericalArea(geom(k)), 0);
      const [first, ...rest] = kids.map(geom);
      const covered = sphericalArea(union(first!, ...rest) as Multi);
      expect((sum - covered) / parent, `overlap under ${parentId}`).toBeLessThan(0.005);
      expect(Math.abs(covered - parent) / parent, `coverage of ${parentId}`).toBeLessThan(0.005);
    }
  });

  it('is deterministic', () => {
    expect(hash(buildDemoAreas())).toBe(hash(areas));
  });
});

describe('town regions where the towns are', () => {
  const towns = areas.filter((a) => a.level === 4);
  const pinOf = (t: DemoArea) => TOWN_PINS[String(t.id).slice(0, 9)]!;
  const district = (t: DemoArea) => geom(byId.get(t.parentId!)!);

  it('pins every town and street of all 16 districts inside its district', () => {
    expect(Object.keys(TOWN_PINS).sort()).toEqual(towns.map((t) => String(t.id).slice(0, 9)).sort());
    for (const t of towns) expect(inMulti(pinOf(t), district(t)), `${t.id} ${t.name}`).toBe(true);
  });

  it('draws each town as one piece holding its seat, plus only whole islands that hold no seat', () => {
    const pins = Object.values(TOWN_PINS);
    for (const t of towns) {
      const polys = geom(t);
      const home = polys.filter((poly) => inPoly(pinOf(t), poly));
      expect(home, `${t.id} ${t.name}`).toHaveLength(1);
      for (const poly of polys) {
        if (poly === home[0]) continue;
        // Another piece must be a whole island of the district on which no town has its seat.
        const at = interiorPoint([poly]);
        const island = district(t).find((part) => inPoly(at, part))!;
        expect(
          Math.abs(sphericalArea([poly]) - sphericalArea([island])) / sphericalArea([island]),
        ).toBeLessThan(0.01);
        expect(
          pins.filter((p) => inPoly(p, island)),
          `${t.id} ${t.name}`,
        ).toEqual([]);
      }
    }
  });

  it('keeps 浦东新区’s towns in their real relative positions', () => {
    const pudong = kidsOf.get(310115000000)!;
    const at = (name: string): Pt => {
      const t = pudong.find((x) => x.name === name)!;
      return multiCentroid(geom(t).filter((poly) => inPoly(pinOf(t), poly)));
    };
    const [chuansha, gaoqiao, zhangjiang, park] = ['川沙新镇', '高桥镇', '张江镇', '张江高科技园区'].map(
      at,
    ) as Pt[];
    expect(gaoqiao![1]).toBeGreaterThan(chuansha![1]! + 0.08);
    expect(zhangjiang![0]).toBeLessThan(chuansha![0]!);
    expect(park![0]).toBeLessThan(chuansha![0]!);
    for (const south of ['书院镇', '南汇新城镇'].map(at)) {
      expect(south[0]).toBeGreaterThan(chuansha![0]!);
      expect(south[1]).toBeLessThan(chuansha![1]! - 0.15);
    }
    expect(geom(pudong.find((x) => x.name === '张江高科技园区')!)).toHaveLength(1);
  });
});
