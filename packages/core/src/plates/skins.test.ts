import { describe, expect, it } from 'vitest';
import { defaultSkin, SKIN_IDS, skinDef, skinForMenu, skinLayout } from './skins';

/** Cells of a grid-template-areas row list. */
const cells = (areas: readonly string[]) => areas.map((r) => r.split(/\s+/));

describe('skin layouts (spec §2)', () => {
  it.each([
    ['skin0', 9, false],
    ['skin1', 6, true],
    ['skin3', 9, true],
    ['skin4', 4, true],
  ] as const)('%s holds %i plates (border %s)', (id, n, bordered) => {
    const layout = skinLayout(id, n);
    expect(layout.slots).toHaveLength(n);
    expect(new Set(layout.slots).size).toBe(n);
    expect(layout.skin.bordered).toBe(bordered);
    expect(layout.hidden).toBe(0);
    // Every slot and the map appear in the grid; the map is one rectangle in the centre column.
    const flat = cells(layout.areas).flat();
    for (const s of [...layout.slots, 'map']) expect(flat).toContain(s);
    expect(layout.gap).toBe(15);
  });

  it('skin2 takes six to eight plates, the extra ones under the map', () => {
    expect(skinLayout('skin2', 6).slots).toHaveLength(6);
    expect(skinLayout('skin2', 6).areas[2]).toBe('p3 map map p6');
    expect(skinLayout('skin2', 7).slots).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    expect(skinLayout('skin2', 7).areas[2]).toBe('p3 p7 p7 p6');
    expect(skinLayout('skin2', 8).areas[2]).toBe('p3 p7 p8 p6');
    expect(skinLayout('skin2', 10).hidden).toBe(2);
  });

  it('rows have equal cell counts and fewer plates leave slots empty', () => {
    for (const id of SKIN_IDS) {
      const rows = cells(skinLayout(id, 9).areas);
      expect(new Set(rows.map((r) => r.length)).size).toBe(1);
    }
    expect(skinLayout('skin3', 4).slots).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(skinLayout('skin4', 6).hidden).toBe(2);
  });

  it('plates fill the left column, then the right, then the row under the map', () => {
    const layout = skinLayout('skin3', 9);
    const rows = cells(layout.areas);
    expect(rows.map((r) => r[0])).toEqual(['p1', 'p2', 'p3']);
    expect(rows.map((r) => r[r.length - 1])).toEqual(['p4', 'p5', 'p6']);
    expect(rows[2]!.slice(1, -1)).toEqual(['p7', 'p8', 'p9']);
  });

  it('reads the menu skin from dashboadTemplateStr, else by plate count', () => {
    expect(skinForMenu('10:skin1,7:skin3, 12 : skin0', 7, 6)).toBe('skin3');
    expect(skinForMenu('10:skin1,7:skin3, 12 : skin0', 12, 6)).toBe('skin0');
    expect(skinForMenu('10:skin9', 10, 9)).toBe('skin3');
    expect(skinForMenu(null, 10, 4)).toBe('skin4');
    expect([3, 6, 8, 9].map(defaultSkin)).toEqual(['skin4', 'skin1', 'skin2', 'skin3']);
    expect(skinDef('skin0').bordered).toBe(false);
  });
});
