import { statBreakdown, statSummary } from '@fengshou/core/contract';
import { describe, expect, it } from 'vitest';
import { plateProblem, refusedSlot } from './doc-problems';
import { blankPlate } from './editor-doc';
import type { MetricInfo } from './metric-info';

const catalog: MetricInfo[] = [
  { metric: 'farmCount', name: '农场', unit: '个', topic: '经营主体', dimensions: ['area', 'category'] },
];

describe('what the editor flags before the server is asked', () => {
  it('a plate without a name, with an expression outside the grammar, or without metrics', () => {
    expect(plateProblem({ ...blankPlate(1), plateName: ' ' }, catalog)).toBe('请填写板块名称');
    expect(plateProblem({ ...blankPlate(1), parameters: { y: 'parameter{ 1 + }' } }, catalog)).toMatch(
      /^参数 y：语法错误/,
    );
    const stat = { ...blankPlate(1), interfaceUrl: statSummary.path, parameters: { metrics: [] } };
    expect(plateProblem(stat, catalog)).toBe('请选择统计指标');
  });

  it('a metric the catalogue does not have, or not by the chosen dimension', () => {
    const p = { ...blankPlate(1), interfaceUrl: statBreakdown.path };
    expect(plateProblem({ ...p, parameters: { metrics: ['nope'], by: 'area' } }, catalog)).toBe(
      '未知指标 nope',
    );
    expect(plateProblem({ ...p, parameters: { metrics: ['farmCount'], by: 'month' } }, catalog)).toBe(
      '指标农场不支持此统计维度',
    );
    expect(plateProblem({ ...p, parameters: { metrics: ['farmCount'], by: 'area' } }, catalog)).toBeNull();
  });

  it('a detail link that is neither a path of the app nor http(s)', () => {
    const p = { ...blankPlate(1), detailFlag: 1, detailType: 1 };
    expect(plateProblem({ ...p, detailUrl: 'javascript:alert(1)' }, catalog)).toMatch(/详情链接/);
    expect(plateProblem({ ...p, detailUrl: '/farmdetail/1' }, catalog)).toBeNull();
  });
});

describe('a refusal of the server', () => {
  it('names the slot of the plate it names (plates are sent in slot order)', () => {
    expect(refusedSlot(['doc.plates.2.parameters.areaId'])).toEqual({
      position: 3,
      field: 'parameters.areaId',
    });
    expect(refusedSlot(['template.dashboard.plates.0.interfaceUrl'])).toEqual({
      position: 1,
      field: 'interfaceUrl',
    });
    expect(refusedSlot(['versionNo'])).toBeNull();
  });
});
