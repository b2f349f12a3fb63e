import {
  getAnimalCounts,
  getAnimalStatistics,
  getEarTag,
  getEarTagStatistics,
  getNongweiAnimalStatistics,
  getPigStatistics,
  listAnimalsOnHand,
  listEarTags,
} from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CHONGMING, checkPageTwo, PUDONG } from '../../../test/list-checks';

let t: TestApp;
let viewer: string;
let pudong: string;
const CM = [310151000000, 310151999999];

beforeAll(async () => {
  t = await createTestApp();
  [viewer, pudong] = await Promise.all([t.login('chongming_viewer'), t.login('pudong_viewer')]);
});
afterAll(() => t.close());

describe('ear tags', () => {
  it('pages the county’s tags and filters by status and number prefix', async () => {
    const [n] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ear_tags WHERE area_id BETWEEN $1 AND $2',
      CM,
    );
    const page = (await t.call(listEarTags, { pageSize: 7 }, viewer)).obj!;
    expect(page.total).toBe(n!.n);
    expect(page.list).toHaveLength(7);
    const out = (await t.call(listEarTags, { earTagStatus: 2, pageSize: 50 }, viewer)).obj!;
    expect(out.list.every((x) => x.earTagStatus === 2 && x.earTagStatusName === '已出栏')).toBe(true);
    const prefix = page.list[0]!.earTagNo.slice(0, 12);
    const byNo = (await t.call(listEarTags, { earTagNo: prefix, pageSize: 100 }, viewer)).obj!;
    expect(byNo.list.every((x) => x.earTagNo.startsWith(prefix))).toBe(true);
    expect((await t.call(listEarTags, { earTagNo: 'abc' }, viewer)).respCode).toBe(300);
  });

  it('looks one tag up with its history, for its own county only', async () => {
    const [tag] = await t.db.query<{ no: string; n: number }>(
      `SELECT t.ear_tag_no AS no, (SELECT count(*)::int FROM ear_tag_logs l WHERE l.ear_tag_id = t.id) AS n
         FROM ear_tags t WHERE t.area_id BETWEEN $1 AND $2 ORDER BY t.id LIMIT 1`,
      CM,
    );
    const res = (await t.call(getEarTag, { earTagNo: tag!.no }, viewer)).obj!;
    expect(res.earTagNo).toBe(tag!.no);
    expect(res.logs).toHaveLength(tag!.n);
    expect(res.logs[0]!.eventName).toBe('佩标');
    expect((await t.call(getEarTag, { earTagNo: tag!.no }, pudong)).respCode).toBe(401);
  });

  it('counts tags by species and status that add up, and animals on hand by farm', async () => {
    const s = (await t.call(getEarTagStatistics, {}, viewer)).obj!;
    expect(s.bySpecies.reduce((a, x) => a + x.count, 0)).toBe(s.total);
    expect(s.byStatus.reduce((a, x) => a + x.count, 0)).toBe(s.total);
    expect(s.monthly).toHaveLength(12);
    const counts = (await t.call(getAnimalCounts, {}, viewer)).obj!;
    expect(counts.onHand).toBe(s.byStatus.find((x) => x.key === 1)?.count ?? 0);
    const farms = (await t.call(listAnimalsOnHand, { pageSize: 500 }, viewer)).obj!;
    expect(farms.list.reduce((a, f) => a + f.onHand, 0)).toBe(counts.onHand);
    const farm = farms.list[0]!;
    const stats = (await t.call(getAnimalStatistics, { farmId: farm.farmId }, viewer)).obj!;
    expect(stats.onHand).toBe(farm.onHand);
    expect(stats.bySpecies.reduce((a, x) => a + x.count, 0)).toBe(farm.onHand);
    expect((await t.call(getAnimalStatistics, { areaId: 310115000000 }, viewer)).respCode).toBe(401);
  });
});

describe('livestock scope and paging', () => {
  it('refuses a 崇明 caller the tag list, statistics, counts and on-hand list of 浦东', async () => {
    for (const endpoint of [listEarTags, getEarTagStatistics, getAnimalCounts, listAnimalsOnHand]) {
      expect((await t.call(endpoint, { areaId: PUDONG }, viewer)).respCode, endpoint.path).toBe(401);
    }
    const [farm] = await t.db.query<{ id: number }>(
      'SELECT farm_id AS id FROM ear_tags WHERE area_id BETWEEN $1 AND $2 AND farm_id IS NOT NULL LIMIT 1',
      [PUDONG, PUDONG + 999_999],
    );
    expect((await t.call(listEarTags, { farmId: farm!.id }, viewer)).respCode).toBe(401);
  });

  it('continues page 1 on page 2 for tags and farms on hand', async () => {
    await checkPageTwo(t, listEarTags, {}, viewer, 10, (r) => r.earTagId);
    await checkPageTwo(t, listEarTags, { earTagNo: '1' }, viewer, 10, (r) => r.earTagId);
    await checkPageTwo(t, listAnimalsOnHand, {}, viewer, 5, (r) => r.farmId);
  });
});

describe('nongwei pig and animal statistics', () => {
  it('answers animal statistics at the nongwei path exactly as the livestock call', async () => {
    const produce = (await t.call(getAnimalStatistics, { species: 2 }, viewer)).obj!;
    expect((await t.call(getNongweiAnimalStatistics, { species: 2 }, viewer)).obj).toEqual(produce);
    expect((await t.call(getNongweiAnimalStatistics, { areaId: PUDONG }, viewer)).respCode).toBe(401);
  });

  it('counts pigs on hand by town that add up to the county, with 12 months of movements', async () => {
    const pigs = (await t.call(getPigStatistics, {}, viewer)).obj!;
    const all = (await t.call(getAnimalStatistics, { species: 1 }, viewer)).obj!;
    expect(pigs.onHand).toBe(all.onHand);
    expect(pigs.monthly).toEqual(all.monthly);
    expect(pigs.onHand).toBeGreaterThan(0);
    const [towns] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM areas WHERE parent_id = $1',
      [CHONGMING],
    );
    expect(pigs.byArea).toHaveLength(towns!.n);
    expect(pigs.byArea.reduce((a, x) => a + x.onHand, 0)).toBe(pigs.onHand);
    const town = pigs.byArea.find((x) => x.onHand > 0)!;
    const inTown = (await t.call(getPigStatistics, { areaId: town.areaId, areaLevel: 4 }, viewer)).obj!;
    expect(inTown.onHand).toBe(town.onHand);
    expect(inTown.farmCount).toBe(town.farmCount);
    expect((await t.call(getPigStatistics, { areaId: PUDONG }, viewer)).respCode).toBe(401);
    expect((await t.call(getPigStatistics, { areaId: CHONGMING, areaLevel: 4 }, viewer)).respCode).toBe(300);
  });
});
