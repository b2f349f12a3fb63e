import {
  getAreaOutline,
  getAreaOutlineCoverage,
  listAreasByParentId,
  listDictByType,
  listNationalAreasByParentId,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

const SHANGHAI = 310000000000;
const SHANGHAI_CITY = 310100000000;
const CHONGMING = 310151000000;
const PUDONG = 310115000000;

let t: TestApp;
let county: string;
let province: string;
let firstTown: number;
let secondTown: number;
beforeAll(async () => {
  t = await createTestApp();
  [county, province] = await Promise.all([t.login('chongming_viewer'), t.login('shanghai_viewer')]);
  const towns = await t.db.query<{ id: number }>(
    'SELECT id FROM areas WHERE parent_id = $1 ORDER BY id LIMIT 2',
    [CHONGMING],
  );
  [firstTown, secondTown] = towns.map((r) => r.id) as [number, number];
});
afterAll(() => t.close());

describe('listAreasByParentId', () => {
  it('lists all children of an area inside the scope, by id, with hasChildren', async () => {
    const res = await t.call(listAreasByParentId, { parentId: CHONGMING }, county);
    const towns = res.obj!;
    expect(towns.length).toBeGreaterThan(10);
    expect(towns.map((a) => a.areaId)).toEqual([...towns.map((a) => a.areaId)].sort((a, b) => a - b));
    expect(towns[0]).toMatchObject({ areaId: firstTown, level: 4, parentId: CHONGMING, hasChildren: true });
    const villages = await t.call(listAreasByParentId, { parentId: firstTown }, county);
    expect(villages.obj!.every((v) => v.level === 5 && !v.hasChildren)).toBe(true);
  });

  it.each([
    [SHANGHAI, [SHANGHAI_CITY]],
    [SHANGHAI_CITY, [CHONGMING]],
  ])('above the scope (%i) only the child on the own chain is listed', async (parentId, expected) => {
    const res = await t.call(listAreasByParentId, { parentId }, county);
    expect(res.obj?.map((a) => a.areaId)).toEqual(expected);
  });

  it('a province subject sees every district', async () => {
    const res = await t.call(listAreasByParentId, { parentId: SHANGHAI_CITY }, province);
    expect(res.obj).toHaveLength(16);
  });

  it.each([
    ['a neighbouring county', PUDONG],
    ['a town of it', PUDONG + 1000],
    ['another province', 110000000000],
  ])('%s is out of scope: 401', async (_, parentId) => {
    expect((await t.call(listAreasByParentId, { parentId }, county)).respCode).toBe(401);
  });

  it.each([
    ['missing', {}],
    ['too short', { parentId: 3101 }],
    ['not a number', { parentId: 'abc' }],
    ['unknown field', { parentId: CHONGMING, level: 4 }],
  ])('bad input (%s) → 300', async (_, body) => {
    const res = await t.call(listAreasByParentId, body, county);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toMatch(/parentId|level/);
  });

  it('needs a token (400)', async () => {
    expect((await t.call(listAreasByParentId, { parentId: CHONGMING })).respCode).toBe(400);
  });
});

describe('listNationalAreasByParentId', () => {
  it('lists provinces for no parent, whatever the scope', async () => {
    const res = await t.call(listNationalAreasByParentId, {}, county);
    expect(res.obj!.length).toBeGreaterThanOrEqual(31);
    expect(res.obj!.find((a) => a.areaId === 110000000000)).toMatchObject({ level: 1, hasChildren: true });
    expect((await t.call(listNationalAreasByParentId, { parentId: null }, county)).obj).toEqual(res.obj);
  });

  it('stops at counties', async () => {
    const res = await t.call(listNationalAreasByParentId, { parentId: SHANGHAI_CITY }, county);
    expect(res.obj).toHaveLength(16);
    expect(res.obj!.every((a) => a.level === 3 && !a.hasChildren)).toBe(true);
    expect((await t.call(listNationalAreasByParentId, { parentId: CHONGMING }, county)).obj).toEqual([]);
  });

  it('needs a token (400) and a valid parentId (300)', async () => {
    expect((await t.call(listNationalAreasByParentId, {})).respCode).toBe(400);
    const res = await t.call(listNationalAreasByParentId, { parentId: 'x' }, county);
    expect([res.respCode, res.respDesc.includes('parentId')]).toEqual([300, true]);
  });
});

describe('getAreaOutline', () => {
  it('answers the outline as GeoJSON with center and bbox', async () => {
    const res = await t.call(getAreaOutline, { areaId: CHONGMING, areaLevel: 3 }, county);
    const o = res.obj!;
    expect(o).toMatchObject({ areaId: CHONGMING, areaName: '崇明区', level: 3 });
    expect((o.geometry as { type: string }).type).toBe('MultiPolygon');
    const [minX, minY, maxX, maxY] = o.bbox!;
    expect(minX).toBeGreaterThan(121);
    expect(maxX).toBeLessThan(122.2);
    expect(minY).toBeGreaterThan(31.2);
    expect(maxY).toBeLessThan(32);
    expect(o.center![0]).toBeGreaterThan(minX);
    expect(o.center![1]).toBeLessThan(maxY);
  });

  it('an ancestor of the scope is context and may be outlined', async () => {
    const res = await t.call(getAreaOutline, { areaId: SHANGHAI, areaLevel: 1 }, county);
    expect(res.obj?.areaName).toBe('上海市');
  });

  it('falls back to the containing county when the level finds nothing', async () => {
    const res = await t.call(getAreaOutline, { areaId: firstTown, areaLevel: 5 }, county);
    expect(res.obj).toMatchObject({ areaId: CHONGMING, level: 3 });
  });

  it('falls back to the containing county when a town has no outline', async () => {
    await t.db.query('UPDATE areas SET geom = NULL WHERE id = $1', [secondTown]);
    const res = await t.call(getAreaOutline, { areaId: secondTown, areaLevel: 4 }, county);
    expect(res.obj).toMatchObject({ areaId: CHONGMING, level: 3 });
    expect(res.obj?.geometry).not.toBeNull();
  });

  it.each([
    ['a neighbouring county', PUDONG, 3],
    ['another province', 110000000000, 1],
  ])('%s is out of scope: 401', async (_, areaId, areaLevel) => {
    expect((await t.call(getAreaOutline, { areaId, areaLevel }, county)).respCode).toBe(401);
  });

  it.each([
    ['level 6', { areaId: CHONGMING, areaLevel: 6 }, 'areaLevel'],
    ['no level', { areaId: CHONGMING }, 'areaLevel'],
    ['level above the area', { areaId: CHONGMING, areaLevel: 2 }, 'areaLevel'],
    ['unknown area', { areaId: 310151999000, areaLevel: 4 }, 'areaId'],
    ['unknown field', { areaId: CHONGMING, areaLevel: 3, srid: 3857 }, 'srid'],
  ])('bad input (%s) → 300 naming %s', async (_, body, field) => {
    const res = await t.call(getAreaOutline, body, county);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain(field);
  });

  it('needs a token (400)', async () => {
    expect((await t.call(getAreaOutline, { areaId: CHONGMING, areaLevel: 3 })).respCode).toBe(400);
  });
});

describe('getAreaOutlineCoverage', () => {
  const counted = (range: [number, number]) =>
    t.db.query<{ level: number; total: number; withOutline: number }>(
      `SELECT level, count(*)::int AS total, count(geom)::int AS "withOutline"
         FROM areas WHERE id BETWEEN $1 AND $2 GROUP BY level ORDER BY level`,
      range,
    );

  it('counts the areas and their outlines per level, the area itself first', async () => {
    // The test above removed one town's outline: its level says so.
    const res = await t.call(getAreaOutlineCoverage, { areaId: CHONGMING }, county);
    expect(res.respCode, res.respDesc).toBe(0);
    const levels = res.obj!.levels;
    expect(levels.map((l) => l.level)).toEqual([3, 4, 5]);
    expect(levels[0]).toEqual({ level: 3, total: 1, withOutline: 1 });
    expect(levels[1]!.withOutline).toBe(levels[1]!.total - 1);
    expect(levels[2]!.total).toBeGreaterThan(100);
    expect(levels).toEqual(await counted([CHONGMING, CHONGMING + 999_999]));
  });

  it('a town counts itself and its villages; a missing village outline shows', async () => {
    await t.db.query(
      'UPDATE areas SET geom = NULL WHERE id = (SELECT min(id) FROM areas WHERE parent_id = $1)',
      [firstTown],
    );
    const res = await t.call(getAreaOutlineCoverage, { areaId: firstTown }, county);
    const [villages] = await counted([firstTown + 1, firstTown + 999]);
    expect(res.obj).toEqual({
      areaId: firstTown,
      levels: [
        { level: 4, total: 1, withOutline: 1 },
        { level: 5, total: villages!.total, withOutline: villages!.total - 1 },
      ],
    });
  });

  it('a province caller counts every level; out of scope is 401, an unknown area 300', async () => {
    const res = await t.call(getAreaOutlineCoverage, { areaId: SHANGHAI }, province);
    expect(res.obj!.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect((await t.call(getAreaOutlineCoverage, { areaId: PUDONG }, county)).respCode).toBe(401);
    expect((await t.call(getAreaOutlineCoverage, { areaId: SHANGHAI }, county)).respCode).toBe(401);
    const unknown = await t.call(getAreaOutlineCoverage, { areaId: 310151999000 }, county);
    expect(unknown.respCode).toBe(300);
    expect(unknown.respDesc).toContain('areaId');
    expect((await t.call(getAreaOutlineCoverage, { areaId: CHONGMING })).respCode).toBe(400);
  });
});

describe('listDictByType', () => {
  it('answers the entries of a type in sort order; an unknown type has none', async () => {
    await t.db.query(
      `INSERT INTO dictionaries (dict_type, dict_key, dict_label, sort_num)
       VALUES ('test_only_type', '2', 'B', 2), ('test_only_type', '1', 'A', 1), ('test_only_type', '0', '未评级', 0)`,
    );
    const res = await t.call(listDictByType, { dictType: 'test_only_type' }, county);
    expect(res.obj).toEqual([
      { dictKey: '0', dictLabel: '未评级', sortNum: 0 },
      { dictKey: '1', dictLabel: 'A', sortNum: 1 },
      { dictKey: '2', dictLabel: 'B', sortNum: 2 },
    ]);
    expect((await t.call(listDictByType, { dictType: 'no_such_type' }, county)).obj).toEqual([]);
  });

  it('answers the seeded reference dictionaries', async () => {
    const res = await t.call(listDictByType, { dictType: 'area_level' }, county);
    expect(res.obj?.map((d) => d.dictLabel)).toContain('县(区)');
  });

  it.each([
    ['missing', {}],
    ['blank', { dictType: '   ' }],
    ['control character', { dictType: 'a\u0000b' }],
    ['unknown field', { dictType: 'a', lang: 'zh' }],
  ])('bad input (%s) → 300', async (_, body) => {
    const res = await t.call(listDictByType, body, county);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toMatch(/dictType|lang/);
  });

  it('needs a token (400)', async () => {
    expect((await t.call(listDictByType, { dictType: 'test_only_type' })).respCode).toBe(400);
  });
});
