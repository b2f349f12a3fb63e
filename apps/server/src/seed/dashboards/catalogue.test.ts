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
    '/agri-home',
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
});
