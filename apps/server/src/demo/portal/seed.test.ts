import { BUSINESS_TYPE_LABELS, CREDIT_LEVELS, DLBM_CODES, VEGETABLE_CROPS } from '@fengshou/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

// The demo portal as seeded into the prepared test database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dict = async (type: string) =>
  Object.fromEntries(
    (
      await t.db.query<{ k: string; l: string }>(
        'SELECT dict_key AS k, dict_label AS l FROM dictionaries WHERE dict_type = $1 ORDER BY sort_num',
        [type],
      )
    ).map((r) => [r.k, r.l]),
  );

describe('demo portal seed', () => {
  it('builds the dictionaries from the core constants', async () => {
    expect(await dict('credit_level')).toEqual(Object.fromEntries(Object.entries(CREDIT_LEVELS)));
    expect(await dict('business_type')).toEqual(Object.fromEntries(Object.entries(BUSINESS_TYPE_LABELS)));
    expect(await dict('vegetable_crop')).toEqual(Object.fromEntries(Object.entries(VEGETABLE_CROPS)));
    expect(Object.keys(await dict('dlbm'))).toEqual(expect.arrayContaining(Object.keys(DLBM_CODES)));
    for (const type of ['land_type', 'land_source', 'fate', 'area_unit'])
      expect(Object.keys(await dict(type)).length).toBeGreaterThan(0);
  });

  it('gives each subject a menu list of the intended size', async () => {
    const rows = await t.db.query<{
      name: string;
      menus: number;
      hidden: number;
      links: number;
      custom: number;
      other: number;
    }>(
      `SELECT gs.subject_name AS name, count(*)::int AS menus,
              count(*) FILTER (WHERE sm.show_navbar_flag = 0)::int AS hidden,
              count(*) FILTER (WHERE t.link_url IS NOT NULL)::int AS links,
              count(*) FILTER (WHERE sm.custom_name IS NOT NULL)::int AS custom,
              count(*) FILTER (WHERE sm.menu_group_id = 0)::int AS other
         FROM subject_show_menus sm
         JOIN government_subjects gs ON gs.id = sm.government_subject_id
         JOIN menu_templates t ON t.id = sm.menu_template_id
        GROUP BY gs.id ORDER BY gs.id`,
    );
    const [shanghai, chongming, pudong] = rows;
    expect(chongming).toMatchObject({ name: '崇明区农业农村委员会', hidden: 3, links: 2, other: 0 });
    expect(chongming!.menus).toBeGreaterThanOrEqual(20);
    expect(chongming!.custom).toBeGreaterThan(0);
    expect(pudong!.menus).toBeGreaterThanOrEqual(10);
    expect(shanghai!.menus).toBeGreaterThanOrEqual(12);
    expect(shanghai!.other).toBeGreaterThan(0);
  });

  it('keeps show_menu_template_str in step with the show-menu list', async () => {
    const rows = await t.db.query<{ str: string; ids: number[] }>(
      `SELECT gs.show_menu_template_str AS str,
              array_agg(sm.menu_template_id ORDER BY sm.sort_num) AS ids
         FROM government_subjects gs JOIN subject_show_menus sm ON sm.government_subject_id = gs.id
        GROUP BY gs.id`,
    );
    for (const r of rows) expect(r.str).toBe(r.ids.join(','));
  });

  it('points every plate data source at a display endpoint of this API', async () => {
    const { ALL_ENDPOINTS } = await import('@fengshou/core/contract');
    const display = new Set(ALL_ENDPOINTS.filter((e) => e.display).map((e) => e.path));
    const rows = await t.db.query<{ url: string }>(
      'SELECT DISTINCT interface_url AS url FROM plates WHERE interface_url IS NOT NULL',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(display.has(r.url as never)).toBe(true);
  });

  it('stores a logo served by this server for every subject of the demo', async () => {
    // Town bodies a county sets up (乡镇级) show the product's logo until they upload their own.
    const rows = await t.db.query<{ url: string }>(
      'SELECT subject_logo_url AS url FROM government_subjects WHERE subject_level < 4',
    );
    expect(rows.length).toBe(3);
    for (const r of rows) expect(r.url).toMatch(/^\/files\/demo\/logo-[a-z]+\.svg$/);
  });
});
