import type { DashboardDoc } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import { diffDocs } from './doc-diff';
import { blankPlate } from './editor-doc';

const base: DashboardDoc = {
  skin: 'skin3',
  plates: [
    { ...blankPlate(1), plateName: '耕地', parameters: { areaId: '$_areaId' } },
    { ...blankPlate(2), plateName: '主体' },
  ],
};

describe('comparing a version with the draft', () => {
  it('finds nothing between equal documents, whatever their empty values', () => {
    const same = { ...base, plates: base.plates.map((p) => ({ ...p, remark: '' })) };
    expect(diffDocs(base, same)).toEqual({ skin: null, slots: [] });
  });

  it('names the skin, the slots added and removed and the fields changed', () => {
    const draft: DashboardDoc = {
      skin: 'skin4',
      plates: [
        { ...base.plates[0]!, plateName: '耕地面积', parameters: { areaId: 'parameter{ $_areaId }' } },
        { ...base.plates[1]!, view: { visual: 'pie' } },
        { ...blankPlate(3), plateName: '新增' },
      ],
    };
    const diff = diffDocs(base, draft);
    expect(diff.skin).toEqual({ from: 'skin3', to: 'skin4' });
    expect(diff.slots).toEqual([
      { position: 1, kind: 'changed', name: '耕地面积', fields: ['名称', '参数'] },
      { position: 2, kind: 'changed', name: '主体', fields: ['可视化与字段映射'] },
      { position: 3, kind: 'added', name: '新增', fields: [] },
    ]);
    expect(diffDocs(draft, base).slots[2]).toEqual({
      position: 3,
      kind: 'removed',
      name: '新增',
      fields: [],
    });
  });

  it('sees a detail table edited', () => {
    const table = {
      chartName: '明细',
      plateDetailChartMetricGroupList: [
        {
          chartMetricGroupName: '合作社',
          plateDetailChartMetricList: [{ chartMetricName: '数量', chartMetricValue: '1' }],
        },
      ],
    };
    const draft = { ...base, plates: [{ ...base.plates[0]!, detailTables: [table] }, base.plates[1]!] };
    expect(diffDocs(base, draft).slots).toEqual([
      { position: 1, kind: 'changed', name: '耕地', fields: ['明细表'] },
    ]);
  });
});
