import { describe, expect, it } from 'vitest';
import { decodeBase64, selectionProblem } from './import-files';

const file = (name: string) => new File(['x'], name);

describe('import file selection', () => {
  it('takes one spreadsheet, a GeoJSON, or a shapefile with its .dbf', () => {
    expect(selectionProblem('table', [file('农场.xlsx')])).toBeNull();
    expect(selectionProblem('table', [file('a.xlsx'), file('b.xlsx')])).toBe('表格类数据一次导入一个文件');
    expect(selectionProblem('features', [file('dk.shp'), file('dk.dbf'), file('dk.prj')])).toBeNull();
    expect(selectionProblem('features', [file('dk.shp'), file('dk.prj')])).toMatch(/^Shapefile须同时选择/);
    expect(selectionProblem('features', [file('边界.geojson')])).toBeNull();
    expect(selectionProblem('features', [])).toBe('请选择文件');
  });

  it('decodes a template answer to its bytes', () => {
    expect([...decodeBase64(btoa('PK\u0003\u0004'))]).toEqual([0x50, 0x4b, 3, 4]);
  });
});
