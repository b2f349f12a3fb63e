import { describe, expect, it } from 'vitest';
import { codeToId, loadDivisions } from './divisions';

describe('loadDivisions', () => {
  const rows = loadDivisions('31');

  it('returns the whole 上海市 tree with the expected level counts', () => {
    const counts = [1, 2, 3, 4, 5].map((l) => rows.filter((r) => r.level === l).length);
    expect(counts).toEqual([1, 1, 16, 234, 6509]);
  });

  it('maps codes to 12-digit ids and links parents', () => {
    expect(codeToId('31')).toBe(310000000000);
    expect(codeToId('3101')).toBe(310100000000);
    expect(codeToId('310151')).toBe(310151000000);
    expect(codeToId('310151101')).toBe(310151101000);
    const ids = new Set(rows.map((r) => r.id));
    expect(ids.size).toBe(rows.length);
    expect(rows.filter((r) => String(r.id).length !== 12)).toEqual([]);
    // The province alone has no parent; every other row's parent is a row.
    expect(rows.filter((r) => r.parentId === null).map((r) => r.level)).toEqual([1]);
    expect(rows.filter((r) => r.parentId !== null && !ids.has(r.parentId))).toEqual([]);
    expect(rows[0]).toMatchObject({ id: 310000000000, name: '上海市', code: '31' });
    expect(rows.find((r) => r.code === '3101')).toMatchObject({ name: '市辖区', parentId: 310000000000 });
  });

  it('lists 崇明区 with its 21 town-level units (18 towns and townships plus two farms and a park)', () => {
    const towns = rows.filter((r) => r.parentId === 310151000000);
    expect(towns).toHaveLength(21);
    expect(towns.filter((t) => /[镇乡]$/.test(t.name))).toHaveLength(18);
    const townIds = new Set(towns.map((t) => t.id));
    expect(rows.filter((r) => r.level === 5 && townIds.has(r.parentId!))).toHaveLength(361);
  });
});
