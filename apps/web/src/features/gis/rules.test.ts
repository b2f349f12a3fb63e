import { describe, expect, it } from 'vitest';
import { activeBatches, chooseLandSourceId, cropMonitorTypes } from './rules';

describe('chooseLandSourceId (spec §4 active land-source id)', () => {
  const tabs = [0, 2, 3];
  it('takes the query value when that category exists', () => {
    expect(chooseLandSourceId('3', 2, tabs)).toBe(3);
  });
  it('falls back to the stored value when the query names no category', () => {
    expect(chooseLandSourceId('7', 2, tabs)).toBe(2);
    expect(chooseLandSourceId('abc', 2, tabs)).toBe(2);
    expect(chooseLandSourceId(null, 2, tabs)).toBe(2);
  });
  it('falls back to the first when neither exists', () => {
    expect(chooseLandSourceId('9', 5, tabs)).toBe(0);
    expect(chooseLandSourceId(undefined, null, [2, 3])).toBe(2);
  });
  it('answers null when nothing is available', () => {
    expect(chooseLandSourceId('0', 0, [])).toBeNull();
  });
});

describe('activeBatches (spec §4 batches)', () => {
  it('activates the first batch and the first non-agricultural one', () => {
    const b = [
      { id: 6, batchType: 2 },
      { id: 5, batchType: 1 },
      { id: 3, batchType: 1 },
    ];
    expect(activeBatches(b)).toEqual({ first: b[0], nonAgricultural: b[1] });
  });
  it('is one batch when the first is non-agricultural, and none without batches', () => {
    const b = [{ id: 5, batchType: 1 }];
    expect(activeBatches(b)).toEqual({ first: b[0], nonAgricultural: b[0] });
    expect(activeBatches([])).toEqual({ first: null, nonAgricultural: null });
    expect(activeBatches([{ id: 1, batchType: 2 }]).nonAgricultural).toBeNull();
  });
});

describe('cropMonitorTypes (spec §2 crop-condition monitoring)', () => {
  it('shows only the types present, in page order, the first selected', () => {
    const r = cropMonitorTypes([{ monitoringType: 2 }, { monitoringType: 1 }, { monitoringType: 2 }]);
    expect(r.types.map((t) => t.label)).toEqual(['种植分布', '产量预测']);
    expect(r.selected).toBe(1);
  });
  it('selects 产量预测 when it is the only type', () => {
    const r = cropMonitorTypes([{ monitoringType: 2 }]);
    expect(r.types.map((t) => t.id)).toEqual([2]);
    expect(r.selected).toBe(2);
  });
  it('shows nothing for an area without history batches', () => {
    expect(cropMonitorTypes([])).toEqual({ types: [], selected: null });
  });
});
