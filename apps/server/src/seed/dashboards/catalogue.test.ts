import { HOME_DASHBOARDS, LANGXIA_MENUS } from '@fengshou/core';
import { describe, expect, it } from 'vitest';
import { metricOf } from '../../modules/archive/registry';
import { HOMES, TOPICS } from './homes';
import type { PlateDef } from './plate-types';

const metricsOf = (plates: readonly PlateDef[]) =>
  plates.flatMap((p) => (p.parameters?.metrics as string[] | undefined) ?? []);
const homeKey = (path: string) => HOME_DASHBOARDS.find((h) => h.path === path)!.key;
const langxiaKey = (path: string) => LANGXIA_MENUS.find((m) => m.path === path)!.key;
/** The plates of a dashboard as the screen tells them apart: name and what they ask. */
const signature = (p: PlateDef) => `${p.name}|${JSON.stringify(p.parameters ?? {})}`;

describe('dashboards of the catalogue that used to borrow another topic', () => {
  it('重点农产品监测（豇豆） shows cowpea: its tests, fields and trades only', () => {
    const metrics = metricsOf(TOPICS[9]!);
    expect(metrics.length).toBeGreaterThan(9);
    expect(metrics.filter((m) => !m.startsWith('cowpea'))).toEqual([]);
    expect(metrics.every((m) => metricOf(m) !== undefined)).toBe(true);
  });

  it('Langxia 党建引领 shows party organisations and their activities', () => {
    const metrics = metricsOf(HOMES[langxiaKey('/langxiaOneHome/djyl')]!);
    expect(metrics.filter((m) => !m.startsWith('party'))).toEqual([]);
  });

  it.each([
    '/home329',
    '/agri-home',
    '/jyOneHome',
    '/jyOneHome/jyxzqhsj',
    '/jyOneHome/jytdzy',
    '/jyOneHome/jyjyzt',
    '/jyOneHome/jynyyq',
  ])('%s has plates of its own: at most a third shared with any topic dashboard', (path) => {
    const own = HOMES[homeKey(path)]!;
    expect(own.length).toBeGreaterThanOrEqual(9);
    const mine = new Set(own.map(signature));
    for (const [key, plates] of Object.entries(TOPICS)) {
      const shared = plates.filter((p) => mine.has(signature(p))).length;
      expect([key, shared <= own.length / 3]).toEqual([key, true]);
    }
    expect(metricsOf(own).every((m) => metricOf(m) !== undefined)).toBe(true);
  });

  it('Langxia 农业总览 has plates of its own, not the 农业概况 topic again', () => {
    const own = HOMES[langxiaKey('/langxiaTwoHome/nyzl')]!;
    const mine = new Set(own.map(signature));
    expect(TOPICS[10]!.filter((p) => mine.has(signature(p)))).toEqual([]);
    expect(metricsOf(own).every((m) => metricOf(m) !== undefined)).toBe(true);
  });
});

describe('the overview homes', () => {
  const HOME_PAGES = {
    '/home329': HOMES[homeKey('/home329')]!,
    '/agri-home': HOMES[homeKey('/agri-home')]!,
    '/jyOneHome': HOMES[homeKey('/jyOneHome')]!,
    '/langxiaTwoHome/nyzl': HOMES[langxiaKey('/langxiaTwoHome/nyzl')]!,
  };
  const pageLinks = (plates: readonly PlateDef[]) =>
    plates.filter((p) => p.detail?.type === 1).map((p) => [p.name, p.detail!.url] as const);

  it('share no plate with one another', () => {
    const entries = Object.entries(HOME_PAGES);
    for (const [i, [a, pa]] of entries.entries()) {
      for (const [b, pb] of entries.slice(i + 1)) {
        const names = new Set(pa.map((p) => p.name));
        const sigs = new Set(pa.map(signature));
        expect([
          a,
          b,
          pb.filter((p) => names.has(p.name) || sigs.has(signature(p))).map((p) => p.name),
        ]).toEqual([a, b, []]);
      }
    }
  });

  it('农业一张图 leads from a card per theme to each of its five pages', () => {
    const themes = HOME_DASHBOARDS.filter((h) => h.path.startsWith('/jyOneHome/'));
    expect(pageLinks(HOME_PAGES['/jyOneHome'])).toEqual(themes.map((t) => [t.name, t.path]));
  });

  it('农业首页 leads to certificate printing', () => {
    expect(pageLinks(HOME_PAGES['/agri-home'])).toEqual([
      ['合格证开具与打印', '/agri-home/certificate-printing'],
    ]);
  });

  it('朗霞 农业总览 leads to the four other pages of its home', () => {
    const siblings = LANGXIA_MENUS.filter((m) => m.home === 'two' && !m.path.endsWith('/nyzl'));
    expect(pageLinks(HOME_PAGES['/langxiaTwoHome/nyzl']).map(([, url]) => url)).toEqual(
      siblings.map((m) => m.path),
    );
  });
});
