import type { DataSourceFilter } from '@fengshou/core';
import { listPlates, savePlate, statBreakdown, statSummary } from '@fengshou/core/contract';
import { dataSourceContextOf, plateRequest } from '@fengshou/core/plates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { subjectIdOf } from '../portal/test-support';
import { CHONGMING } from '../produce/test-support';

let t: TestApp;
let admin: string;
let chongming: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('chongming_admin');
  chongming = await subjectIdOf(t.db, 'chongming');
});
afterAll(() => t.close());

const county = { areaId: CHONGMING, level: 3 };

type Plate = NonNullable<Awaited<ReturnType<typeof platesOf>>>[number];
async function platesOf(menuKey: number) {
  const res = await t.call(listPlates, { subjectId: chongming, menuKey }, admin);
  expect(res.respCode).toBe(0);
  return res.obj!;
}

/** What a plate asks and answers on the screen of 崇明 with the linkage filter `filter`. */
async function ask(plate: Plate, filter?: DataSourceFilter) {
  const ctx = dataSourceContextOf([county], [county], [], new Date());
  const request = plateRequest(plate.interfaceUrl, plate.parameters, { ...ctx!, filter });
  if (request.kind !== 'call') throw new Error(`plate ${plate.plateName} makes no call`);
  const res = await t.call(request.path, request.body, admin);
  expect([plate.plateName, res.respCode, res.respDesc]).toEqual([plate.plateName, 0, '成功']);
  return { body: request.body, obj: res.obj };
}

describe('the catalogue topic 种植 (18): a town bar filters its siblings', () => {
  it('stores the linkage with the plates and plate/list answers it', async () => {
    const plates = await platesOf(18);
    const towns = plates.find((p) => p.plateName === '各区域在种面积')!;
    expect(towns.linkage).toEqual({ action: 'filter' });
    expect(plates.find((p) => p.plateName === '种植概况')!.linkage).toBeNull();
    const jump = (await platesOf(5)).find((p) => p.plateName === '各区域播种面积')!;
    expect(jump.linkage).toEqual({ action: 'jump', menuKey: 18 });
  });

  it("a sibling asked with a chosen town answers that town's figures, the same as asking the town", async () => {
    const plates = await platesOf(18);
    const towns = plates.find((p) => p.plateName === '各区域在种面积')!;
    const rows = ((await ask(towns)).obj as { rows: { areaId: number; name: string; sownAreaMu: number }[] })
      .rows;
    const town = rows.find((r) => r.sownAreaMu > 0)!;
    const filter = { areaId: town.areaId, areaLevel: 4, areaName: town.name };
    const cards = plates.find((p) => p.plateName === '种植概况')!;
    const plain = await ask(cards);
    const filtered = await ask(cards, filter);
    expect(filtered.body).toMatchObject({ areaId: town.areaId, areaLevel: 4 });
    const direct = await t.call(
      statSummary,
      { metrics: ['sownAreaMu'], areaId: town.areaId, areaLevel: 4 },
      admin,
    );
    const sown = (answer: unknown) =>
      (answer as { metric: string; value: number }[]).find((f) => f.metric === 'sownAreaMu')!.value;
    expect(sown(filtered.obj)).toBe(direct.obj![0]!.value);
    expect(sown(filtered.obj)).toBe(town.sownAreaMu);
    expect(sown(filtered.obj)).toBeLessThan(sown(plain.obj));
  });

  it('a crop chosen on the ring narrows the town bars to that crop; their sum is the crop total', async () => {
    const plates = await platesOf(18);
    const crops = (await ask(plates.find((p) => p.plateName === '在种作物')!)).obj as {
      rows: { key: string; name: string; sownAreaMu: number }[];
    };
    const crop = crops.rows[0]!;
    const towns = plates.find((p) => p.plateName === '各区域在种面积')!;
    const filtered = await ask(towns, { category: crop.key, categoryName: crop.name });
    expect(filtered.body.categoryKey).toBe(crop.key);
    const rows = (filtered.obj as { rows: { sownAreaMu: number }[] }).rows;
    const sum = rows.reduce((s, r) => s + r.sownAreaMu, 0);
    expect(sum).toBeCloseTo(crop.sownAreaMu, 1);
    const all = (await ask(towns)).obj as { rows: { sownAreaMu: number }[] };
    expect(sum).toBeLessThan(all.rows.reduce((s, r) => s + r.sownAreaMu, 0));
  });
});

describe('the statistics category filter', () => {
  it('null means no filter; a key keeps that category only', async () => {
    const body = { metrics: ['sownAreaMu'], by: 'category' as const, areaId: CHONGMING, areaLevel: 3 };
    const all = await t.call(statBreakdown, { ...body, categoryKey: null }, admin);
    expect(all.respCode).toBe(0);
    const first = all.obj!.rows[0]!;
    const one = await t.call(statBreakdown, { ...body, categoryKey: first.key }, admin);
    expect(one.obj!.rows.map((r) => r.key)).toEqual([first.key]);
    expect(one.obj!.rows[0]!.sownAreaMu).toBe(first.sownAreaMu);
  });

  it('leaves a metric without a category dimension unfiltered beside a filtered one', async () => {
    const body = { metrics: ['sownAreaMu', 'missionDoneRate'], areaId: CHONGMING, areaLevel: 3 };
    const all = await t.call(statSummary, body, admin);
    const some = await t.call(statSummary, { ...body, categoryKey: '1' }, admin);
    expect(some.respCode).toBe(0);
    expect(some.obj![1]!.value).toBe(all.obj![1]!.value);
    expect(some.obj![0]!.value).toBeLessThan(all.obj![0]!.value as number);
  });
});

describe('plate/save with a linkage', () => {
  const base = { menuKey: 10006, position: 1, plateName: '联动测试', interfaceUrl: statBreakdown.path };
  const parameters = { metrics: ['sownAreaMu'], by: 'area', areaId: '$_areaId', areaLevel: '$_areaLevel' };

  it('stores a jump to a topic and answers it back', async () => {
    const linkage = { action: 'jump', menuKey: 5 };
    const res = await t.call(savePlate, { ...base, subjectId: chongming, parameters, linkage }, admin);
    expect(res.respCode).toBe(0);
    expect(res.obj!.linkage).toEqual(linkage);
    const listed = await platesOf(10006);
    expect(listed.find((p) => p.plateName === '联动测试')!.linkage).toEqual(linkage);
  });

  it.each([
    ['a jump without its topic', { action: 'jump' }],
    ['a jump to an external link menu', { action: 'jump', menuKey: 10021 }],
    ['a jump to no dashboard', { action: 'jump', menuKey: 4242 }],
    ['an unknown action', { action: 'explode' }],
  ])('refuses %s (300 naming linkage)', async (_, linkage) => {
    const res = await t.call(savePlate, { ...base, subjectId: chongming, parameters, linkage }, admin);
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('linkage');
  });

  it('refuses a linkage with a field of its own (an address to open), naming it', async () => {
    const linkage = { action: 'filter', url: 'https://evil.example' };
    const res = await t.call(savePlate, { ...base, subjectId: chongming, parameters, linkage }, admin);
    expect([res.respCode, res.respDesc.includes('url')]).toEqual([300, true]);
  });

  it('refuses a category filter on a metric without categories, naming parameters.categoryKey', async () => {
    const res = await t.call(
      savePlate,
      {
        ...base,
        subjectId: chongming,
        parameters: { ...parameters, metrics: ['missionDoneRate'], categoryKey: '$_filterCategory' },
      },
      admin,
    );
    expect(res.respCode).toBe(300);
    expect(res.respDesc).toContain('parameters.categoryKey');
  });

  it('a viewer cannot save a linkage (403)', async () => {
    const viewer = await t.login('chongming_viewer');
    const res = await t.call(
      savePlate,
      { ...base, subjectId: chongming, parameters, linkage: { action: 'filter' } },
      viewer,
    );
    expect(res.respCode).toBe(403);
  });
});
