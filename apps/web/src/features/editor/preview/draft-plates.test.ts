import type { DashboardDoc } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import { blankPlate } from '../editor-doc';
import { docImageUrls, draftBuilder, draftImagesOf } from './draft-plates';
import { fitZoom } from './preview-sizes';

const table = {
  chartName: '明细',
  plateDetailChartMetricGroupList: [
    {
      chartMetricGroupName: '合作社',
      plateDetailChartMetricList: [
        { chartMetricName: '数量', chartMetricValue: '12' },
        { chartMetricName: '面积', chartMetricValue: null },
      ],
    },
  ],
};

const doc: DashboardDoc = {
  skin: 'skin4',
  plates: [
    { ...blankPlate(2), plateName: '乙', view: { visual: 'pie' } },
    { ...blankPlate(1), plateName: '甲', detailTables: [table] },
  ],
};

describe('the preview’s plates', () => {
  it('are the document’s plates in slot order, a stored slot’s id kept, others with a negative id', () => {
    const draft = draftBuilder()(doc, { 1: 501 });
    expect(draft.skin).toBe('skin4');
    expect(draft.plates.map((p) => [p.id, p.position, p.plateName, p.chartType])).toEqual([
      [501, 1, '甲', 'bar'],
      [-2, 2, '乙', 'pie'],
    ]);
    // A plate without stored tables has none in the preview, whatever its published plate had.
    expect(draft.tables[-2]).toEqual([]);
    expect(draft.tables[501]?.[0]?.plateDetailChartMetricGroupList[0]?.plateDetailChartMetricList).toEqual([
      { id: 1, chartMetricName: '数量', chartMetricValue: '12' },
      { id: 2, chartMetricName: '面积', chartMetricValue: null },
    ]);
  });

  it('keep the row of a plate that did not change, so only the edited plate redraws', () => {
    const build = draftBuilder();
    const first = build(doc, {});
    const edited = { ...doc, plates: [doc.plates[0]!, { ...doc.plates[1]!, plateName: '甲2' }] };
    const second = build(structuredClone(edited), {});
    expect(second.plates[1]).toBe(first.plates[1]);
    expect(second.plates[0]).not.toBe(first.plates[0]);
    expect(second.plates[0]!.plateName).toBe('甲2');
  });
});

describe('the preview’s pictures', () => {
  const rice = {
    imgUrl: '/files/plate/00000000-0000-4000-8000-000000000001.png',
    imgName: '水稻',
    imgDesc: null,
  };
  const pond = { imgUrl: '/files/demo/scene-crab-pond.svg', imgName: '蟹塘', imgDesc: '陈家镇' };
  const withImages: DashboardDoc = {
    skin: 'skin4',
    plates: [
      { ...blankPlate(1), view: { visual: 'image-carousel' }, images: [rice, pond] },
      { ...blankPlate(2), plateName: '旧草稿' },
    ],
  };

  it('are the document’s, in order, at their signed addresses; a plate without a list keeps its stored ones', () => {
    const draft = draftBuilder()(withImages, { 2: 77 });
    expect(docImageUrls(withImages)).toEqual([rice.imgUrl, pond.imgUrl]);
    const signed = { [rice.imgUrl]: `${rice.imgUrl}?a=1&e=2&s=x`, [pond.imgUrl]: pond.imgUrl };
    expect(draftImagesOf(draft, withImages, signed)).toEqual({
      [-1]: [
        { id: 1, imgUrl: `${rice.imgUrl}?a=1&e=2&s=x`, imgName: '水稻', imgDesc: null },
        { id: 2, imgUrl: pond.imgUrl, imgName: '蟹塘', imgDesc: '陈家镇' },
      ],
    });
    // Not signed yet: left out until it is, never shown at an address that would be refused.
    expect(draftImagesOf(draft, withImages, {})[-1]).toEqual([]);
  });
});

describe('the preview’s zoom', () => {
  it('fits the wall into the box without enlarging it', () => {
    expect(fitZoom({ width: 3840, height: 2160 }, { width: 960, height: 800 })).toBe(0.25);
    expect(fitZoom({ width: 1920, height: 1080 }, { width: 4000, height: 3000 })).toBe(1);
  });
});
