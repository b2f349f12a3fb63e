import { SERVER_TYPE_TILE } from '@fengshou/core';
import { getOemBranding, listGateCategories, listGisServers } from '@fengshou/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { GATE_CATEGORIES } from '../../seed/reference';
import { hostNameOf } from './branding';
import { subjectIdOf } from './test-support';

const SHANGHAI = 310000000000;
const CITY = 310100000000;
const CHONGMING = 310151000000;
const PUDONG = 310115000000;
const CHONGMING_TOWN = 310151101000;

let t: TestApp;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await t.login('chongming_viewer');
});
afterAll(() => t.close());

describe('GIS servers', () => {
  it('answers the tile services once per URL, the deepest area winning', async () => {
    const res = await t.call(listGisServers, { areaIds: [CHONGMING] }, viewer);
    expect(res.respCode).toBe(0);
    const servers = res.obj!;
    const urls = servers.map((s) => s.serverUrl);
    expect(new Set(urls).size).toBe(urls.length);
    expect(servers).toHaveLength(5);
    const vec = servers.find((s) => s.serverCategory === 'vector')!;
    expect(vec).toMatchObject({ serverName: '天地图矢量底图', serverType: SERVER_TYPE_TILE });
    expect(vec.serverUrl).toMatch(/^https:\/\/t\{0-7\}\.tianditu\.gov\.cn\/vec_w\/wmts\?.*tk=\{tdtToken\}$/);
    const view = JSON.parse(vec.centerExtendPlus!) as { center: [number, number]; zoom: number };
    expect(view.zoom).toBe(10);
    expect(view.center[0]).toBeGreaterThan(121.2);
    expect(view.center[1]).toBeGreaterThan(31.4);
  });

  it('accepts towns below the scope and ancestors of it, and answers the ancestors’ services', async () => {
    const res = await t.call(listGisServers, { areaIds: [CHONGMING_TOWN, SHANGHAI, CITY] }, viewer);
    expect(res.respCode).toBe(0);
    expect(res.obj).toHaveLength(5);
  });

  it('refuses an area beside the scope with 401', async () => {
    expect((await t.call(listGisServers, { areaIds: [CHONGMING, PUDONG] }, viewer)).respCode).toBe(401);
    expect((await t.call(listGisServers, { areaIds: [110000000000] }, viewer)).respCode).toBe(401);
  });

  it('lets the province read both districts', async () => {
    const token = await t.login('shanghai_viewer');
    const res = await t.call(listGisServers, { areaIds: [CHONGMING, PUDONG] }, token);
    expect(res.respCode).toBe(0);
    expect(res.obj).toHaveLength(5);
  });

  it('answers 300 naming areaIds for a bad or empty list, 400 without a token', async () => {
    for (const areaIds of [[], [123], 'x']) {
      const res = await t.call(listGisServers, { areaIds }, viewer);
      expect(res.respCode).toBe(300);
      expect(res.respDesc).toContain('areaIds');
    }
    expect((await t.call(listGisServers, { areaIds: [CHONGMING] })).respCode).toBe(400);
  });
});

describe('gate categories', () => {
  it('lists the IoT gateway categories in order', async () => {
    const res = await t.call(listGateCategories, {}, viewer);
    expect(res.respCode).toBe(0);
    const list = res.obj!;
    // Other demo steps may add categories of their own; ours are all there, and the list is in order.
    const ids = list.map((g) => g.identifier);
    for (const g of GATE_CATEGORIES) expect(ids).toContain(g.identifier);
    expect(list.find((g) => g.identifier === 'weather')).toMatchObject({ name: '气象站', icon: 'weather' });
    const sorts = list.map((g) => g.sortNum);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('answers 300 for an unexpected field and 400 without a token', async () => {
    const bad = await t.call(listGateCategories, { x: 1 }, viewer);
    expect([bad.respCode, bad.respDesc.includes('x')]).toEqual([300, true]);
    expect((await t.call(listGateCategories, {})).respCode).toBe(400);
  });
});

describe('OEM branding', () => {
  it('reads the host name from a host, host:port or URL', () => {
    expect(hostNameOf('LOCALHOST:5173')).toBe('localhost');
    expect(hostNameOf('https://pudong.fengshou.example.com:8443/login?x=1')).toBe(
      'pudong.fengshou.example.com',
    );
    expect(hostNameOf('[::1]:8080')).toBe('[::1]');
    expect(hostNameOf('http://')).toBeNull();
  });

  it('answers the exact host row without a token', async () => {
    const res = await t.call(getOemBranding, { operateUrl: 'pudong.fengshou.example.com:443' });
    expect(res.respCode).toBe(0);
    expect(res.obj).toMatchObject({
      operateUrl: 'pudong.fengshou.example.com',
      platformTitle: '浦东新区数字农业云平台',
      defaultSubjectId: await subjectIdOf(t.db, 'pudong'),
    });
    expect((await t.call(getOemBranding, { operateUrl: 'localhost:8080' })).obj?.operateUrl).toBe(
      'localhost',
    );
  });

  it('falls back to the * row for any other host, with the default titles and demo filing numbers', async () => {
    const res = await t.call(getOemBranding, { operateUrl: 'screen.example.org' }, viewer);
    expect(res.obj).toMatchObject({
      operateUrl: '*',
      isOfficial: 1,
      bigScreenTitle: '数字农业大屏展示系统',
      platformTitle: '数字农业云平台',
      operateIcon: '/files/demo/logo-fengshou.svg',
      defaultSubjectId: await subjectIdOf(t.db, 'chongming'),
    });
    expect(res.obj!.icpNumber).toMatch(/^沪ICP备\d+号-\d（演示）$/);
  });

  it('does not match a host by prefix or pattern', async () => {
    const res = await t.call(getOemBranding, { operateUrl: 'localhost.evil.example' });
    expect(res.obj?.operateUrl).toBe('*');
  });

  it('answers 300 naming operateUrl for an empty value', async () => {
    const res = await t.call(getOemBranding, { operateUrl: '  ' });
    expect([res.respCode, res.respDesc.includes('operateUrl')]).toEqual([300, true]);
  });
});
